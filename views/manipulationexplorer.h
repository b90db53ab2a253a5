#pragma once

#include "manipulation.h"
#include "manipulationlandscape.h"
#include "policy.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QCustomPlot;
class QLabel;
class QProgressBar;
class QThreadPool;
class QTimer;

namespace drf {

class AllocationSet;
struct LandscapeJob;

/// What one background computation of the explorer found.
struct ManipulationLandscape
{
    ManipulationCurve curve;
    ManipulationHeatMap heatMap;
    Manipulation best; ///< bestMisreport(): the refined best lie, for the caption
    bool cancelled = false;
};

/// The manipulation explorer (issue 5): one user's real tasks against its reported demand under
/// one policy, as a curve along the ratio of two reported components and as a heat map over both,
/// with the truth and the best lie marked. The landscape is computed off the GUI thread
/// (QtConcurrent), restarted (debounced) whenever the scenario, user, policy or mode changes;
/// a running job is cancelled and its result discarded.
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
    const ManipulationLandscape &landscape() const { return m_landscape; }
    /// The caption under the plots ("A runs 75 tasks instead of 72 (+4.2%) by reporting ...").
    QString caption() const;
    /// How many jobs were started, and how many results were thrown away as stale.
    int jobsStarted() const { return m_jobsStarted; }
    int jobsDiscarded() const { return m_jobsDiscarded; }
    /// The two plots, for export and tests.
    QCustomPlot *curvePlot() const { return m_curvePlot; }
    QCustomPlot *heatMapPlot() const { return m_heatMapPlot; }

signals:
    /// A new landscape is shown.
    void landscapeShown();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void syncChoosers();
    void followSelectedPolicy();
    /// Cancels the running job and restarts the debounce timer.
    void scheduleRecompute();
    void startJob();
    void showProgress();
    void showLandscape(const ManipulationLandscape &landscape);
    void drawCurve();
    void drawHeatMap();
    void clearPlots(const QString &message);

    AllocationSet *m_results;
    QComboBox *m_user;
    QComboBox *m_policy;
    QComboBox *m_first;
    QComboBox *m_second;
    QWidget *m_components =
        nullptr; ///< the heat map's choosers, shown with three resources or more
    QProgressBar *m_progress;
    QCustomPlot *m_curvePlot;
    QCustomPlot *m_heatMapPlot;
    QLabel *m_caption;
    QTimer *m_debounce;
    QTimer *m_progressPoll;
    QThreadPool *m_workers = nullptr;    ///< the landscape's thread
    std::shared_ptr<LandscapeJob> m_job; ///< the current job's cancel flag and progress
    int m_generation = 0;                ///< bumped by every input change
    bool m_computing = false;
    bool m_deferred = false; ///< an input changed while hidden: compute when shown
    int m_jobsStarted = 0;
    int m_jobsDiscarded = 0;
    ManipulationLandscape m_landscape;
    QString m_userName;          ///< the name of the landscape's user
    QStringList m_resourceNames; ///< of the landscape's scenario
};

} // namespace drf
