#pragma once

#include "propertytable.h"

#include <QWidget>

#include <atomic>
#include <memory>

class QLabel;
class QTableWidget;
class QThreadPool;
class QTimer;

namespace drf {

class DeferredRefresh;

class AllocationSet;

/// Every policy (rows) against feasible, envy-free, sharing incentive, Pareto efficient, no
/// crumbs and strategy-proof (columns) for the current scenario: each cell ✓ yes or ✗ no with
/// the reason or counterexample as its tooltip. The five cheap columns are read from
/// the AllocationSet's results; strategy-proofness (a manipulation search per user) runs on a
/// worker thread, shows "…" meanwhile, and is cancelled and discarded when the scenario changes.
class PropertiesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PropertiesPanel(AllocationSet *results, QWidget *parent = nullptr);
    ~PropertiesPanel() override;

    /// Rebuilds the cheap columns now and restarts the strategy-proofness search.
    void refresh();
    /// The table widget (rows in kAllPolicies order, columns in kAllProperties order).
    QTableWidget *table() const { return m_table; }
    /// The verdicts shown (strategy-proofness unknown while it is computed).
    const PropertyTable &properties() const { return m_properties; }
    /// True while the strategy-proof column is being computed.
    bool strategyProofPending() const { return m_pending; }

signals:
    /// The strategy-proof column of the current scenario is in place.
    void strategyProofFinished();

private:
    void onResultsChanged();
    void startStrategyProofSearch();
    void showCell(int row, Property property);

    AllocationSet *m_results;
    QTableWidget *m_table;
    QLabel *m_status;
    QTimer *m_searchDelay;
    PropertyTable m_properties;
    std::shared_ptr<std::atomic<bool>> m_cancel; ///< the running search's flag
    int m_generation = 0;                        ///< results of older searches are dropped
    QThreadPool *m_workers = nullptr;            ///< newWorkerPool()
    bool m_pending = false;
    DeferredRefresh *m_deferred = nullptr;
};

} // namespace drf
