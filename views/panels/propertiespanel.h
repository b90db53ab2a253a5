#pragma once

#include "propertytable.h"

#include <QWidget>

class QLabel;
class QTableWidget;
class QTimer;

namespace drf {

class AllocationSet;
class BackgroundSearch;
class DeferredRefresh;

/// Every policy (rows) against feasible, envy-free, sharing incentive, Pareto efficient, no
/// crumbs and strategy-proof (columns) for the current scenario: each cell ✓ yes or ✗ no with
/// the reason or counterexample as its tooltip. The five cheap columns are read from the
/// AllocationSet's results; strategy-proofness (a manipulation search per user) runs on a worker
/// thread (BackgroundSearch), shows "…" meanwhile, and is cancelled and discarded when the
/// scenario changes.
class PropertiesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PropertiesPanel(AllocationSet *results, QWidget *parent = nullptr);

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

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Keeps every column at least as wide as its title's longest line: with larger text the
    /// table scrolls rather than cut a title off.
    void fitColumnsToTitles();
    void onResultsChanged();
    void startStrategyProofSearch();
    /// Shows the verdicts of `columns` in every row, one change of the table per changed cell.
    void showColumns(const QList<Property> &columns);
    /// Puts one verdict in its cell; whether the cell looks different.
    bool showCell(int row, Property property);
    void showSearchProgress();

    AllocationSet *m_results;
    QTableWidget *m_table;
    QLabel *m_status;
    BackgroundSearch *m_search;
    PropertyTable m_properties;
    bool m_pending = false;
    DeferredRefresh *m_deferred = nullptr;
    QTimer *m_progressPoll;
    int m_searchSteps = 0; ///< strategyProofSearchSteps() of the running search
};

} // namespace drf
