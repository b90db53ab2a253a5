#pragma once

#include <QHash>
#include <QMap>
#include <QPoint>
#include <QTabWidget>

#include <array>

class QCheckBox;
class QComboBox;

namespace drf {

class AllocationSet;
class FillingAnimation;
struct ViewState;
class ManipulationExplorer;
class OnlineSet;
class PlotView;
class ResourceSpaceView;
class TaskSpaceView;
class TimelinePanel;
class UtilizationView;

/// The plots as tabs: the resource space (the seed's figure) with the two resources on its
/// axes, the task space of two users, the utilization bars of the selected or of every
/// policy, the two teaching tabs, and the timeline of the online mechanisms. The choosers above
/// each plot are named "x-resource", "y-resource", "task-user-a", "task-user-b" and "all-policies".
/// viewState() and restoreViewState() give and take what is shown (ViewState, the "view" object of
/// a scenario file).
class PlotArea : public QTabWidget
{
    Q_OBJECT

public:
    explicit PlotArea(AllocationSet *results, QWidget *parent = nullptr);

    /// The figure of the current tab, what File > Export Figure saves; none on a tab without one.
    PlotView *currentPlotView() const;
    /// The plots, in tab order.
    ResourceSpaceView *resourceSpaceView() const { return m_resourceSpace; }
    TaskSpaceView *taskSpaceView() const { return m_taskSpace; }
    UtilizationView *utilizationView() const { return m_utilization; }
    /// The teaching tabs after the plots.
    ManipulationExplorer *manipulationExplorer() const { return m_explorer; }
    FillingAnimation *fillingAnimation() const { return m_filling; }
    /// The scenario over time: its runs and the time cursor the Timeline tab moves.
    OnlineSet *online() const { return m_online; }
    TimelinePanel *timelinePanel() const { return m_timeline; }

    /// Draws every plot's text and lines `scale` times their normal size (on screen only:
    /// exports keep their own settings).
    void setPlotScale(double scale);

    /// What is shown: the results' policy, compare and task mode, the tab and the choosers.
    ViewState viewState() const;
    /// Shows `state`; fields that are unset or name no tab, resource or user are left as they are.
    void restoreViewState(const ViewState &state);

private:
    /// The two choosers of a ViewState::choiceKeys() key (null when unknown).
    std::array<QComboBox *, 2> choosersFor(const QString &key) const;
    /// Chooses the names of m_pendingChoices in the choosers that list items by now.
    void applyPendingChoices();
    /// A tab with `controls` above `plot`; `title` and `tip` marked with QT_TR_NOOP.
    QWidget *addPlotTab(QWidget *plot, QLayout *controls, const char *title, const char *tip);
    /// Fills the choosers with the scenario's names, keeping the choices that still exist.
    void syncChoosers();
    void applyAxes();
    void applyUsers();
    void applyAllPolicies(bool all);

    AllocationSet *m_results;
    OnlineSet *m_online; ///< made before the views: it learns of new results before they draw
    ResourceSpaceView *m_resourceSpace;
    TaskSpaceView *m_taskSpace;
    UtilizationView *m_utilization;
    ManipulationExplorer *m_explorer;
    FillingAnimation *m_filling;
    TimelinePanel *m_timeline;
    QComboBox *m_xResource;
    QComboBox *m_yResource;
    QComboBox *m_userA;
    QComboBox *m_userB;
    QCheckBox *m_allPolicies;
    QHash<const QWidget *, PlotView *> m_figureOfPage; ///< each tab page's figure, if it has one
    /// Choices of a restored view whose choosers were still empty (ViewState::choices).
    QMap<QString, QStringList> m_pendingChoices;
    QPoint m_appliedAxes{-1, -1};  ///< the resources last given to the resource-space plot
    QPoint m_appliedUsers{-1, -1}; ///< the users last given to the task-space plot
};

} // namespace drf
