#pragma once

#include "manipulationlandscape.h"
#include "policy.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QProgressBar;
class QTimer;

namespace drf {

class AllocationSet;
class BackgroundSearch;
class DeferredRefresh;
class ManipulationCurveView;
class ManipulationHeatMapView;

/// The manipulation explorer: one user's real tasks against its reported demand under one
/// policy, as a curve along the ratio of two reported components and as a heat map over both,
/// with the truth and the best lie marked. The landscape is computed off the GUI thread
/// (BackgroundSearch), restarted (debounced) whenever the scenario, user, policy or mode
/// changes while the explorer is seen; a running job is cancelled and its result discarded.
class ManipulationExplorer : public QWidget
{
    Q_OBJECT

public:
    explicit ManipulationExplorer(AllocationSet *results, QWidget *parent = nullptr);
    ~ManipulationExplorer() override;

    /// Chooses the user whose report varies (index in the scenario).
    void setUser(int user);
    /// Chooses the policy the report is judged under.
    void setPolicy(PolicyId policy);
    int user() const;
    PolicyId policy() const;

    /// True from an input change until its landscape is shown.
    bool isComputing() const { return m_computing; }
    /// The landscape shown (empty before the first job finished).
    const ManipulationLandscape &landscape() const;
    /// The caption under the plots ("A runs 75 tasks instead of 72 (+4.2%) by reporting ...").
    QString caption() const;
    /// How many jobs were started, and how many results were thrown away as stale.
    int jobsStarted() const;
    int jobsDiscarded() const;
    /// The two plots; the curve is the tab's figure (File > Export Figure).
    ManipulationCurveView *curveView() const { return m_curveView; }
    ManipulationHeatMapView *heatMapView() const { return m_heatMapView; }

signals:
    /// A new landscape is shown.
    void landscapeShown();

private:
    /// The row of choosers (user, policy, the heat map's components) and the progress bar.
    QHBoxLayout *controlRow();
    /// What the choosers, the search and the results' signals do.
    void connectControls();
    void syncChoosers();
    void followSelectedPolicy();
    /// The inputs changed: cancels the running job and asks for a new one once seen.
    void scheduleRecompute();
    void startJob();
    void showProgress();
    void showLandscape(std::shared_ptr<const ManipulationLandscape> landscape);
    /// Shows no landscape, and `message` in the caption.
    void clearPlots(const QString &message);

    AllocationSet *m_results;
    QComboBox *m_user;
    QComboBox *m_policy;
    QComboBox *m_first;
    QComboBox *m_second;
    QWidget *m_components =
        nullptr; ///< the heat map's choosers, shown with three resources or more
    QProgressBar *m_progress;
    ManipulationCurveView *m_curveView;
    ManipulationHeatMapView *m_heatMapView;
    QLabel *m_caption;
    QTimer *m_progressPoll;
    BackgroundSearch *m_search;
    DeferredRefresh *m_refresh; ///< asks for a job only while the explorer is seen
    bool m_computing = false;
    std::shared_ptr<const ManipulationLandscape> m_landscape;
};

} // namespace drf
