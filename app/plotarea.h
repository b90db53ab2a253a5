#pragma once

#include "figureregistry.h"

#include <QHash>
#include <QMap>
#include <QPoint>
#include <QTabWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QScrollArea;

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
/// a scenario file). The two teaching tabs and the timeline are made when first shown or asked for
/// (pageMade()), which keeps them out of the window's start.
class PlotArea : public QTabWidget
{
    Q_OBJECT

public:
    explicit PlotArea(AllocationSet *results, QWidget *parent = nullptr);

    /// The figure of the current tab, what File > Export Figure saves; none on a tab without one.
    /// The figure of the current tab.
    FigureView currentFigure() const;
    PlotView *currentPlotView() const;
    /// The plots, in tab order.
    ResourceSpaceView *resourceSpaceView() const { return m_resourceSpace; }
    TaskSpaceView *taskSpaceView() const { return m_taskSpace; }
    UtilizationView *utilizationView() const { return m_utilization; }
    /// The teaching tabs after the plots, each made when first shown or asked for here.
    ManipulationExplorer *manipulationExplorer();
    FillingAnimation *fillingAnimation();
    /// The scenario over time: its runs and the time cursor the Timeline tab moves.
    OnlineSet *online() const { return m_online; }
    TimelinePanel *timelinePanel();

    /// Draws every plot's text and lines `scale` times their normal size (on screen only:
    /// exports keep their own settings).
    void setPlotScale(double scale);

    /// What is shown: the results' policy, compare and task mode, the tab and the choosers.
    ViewState viewState() const;
    /// Shows `state`; fields that are unset or name no tab, resource or user are left as they are.
    void restoreViewState(const ViewState &state);

signals:
    /// A teaching tab's controls and plot were made (their tab stops are new).
    void pageMade();

private:
    /// The two choosers of a ViewState::choiceKeys() key (null when unknown, or on a teaching
    /// tab not made yet).
    std::array<QComboBox *, 2> choosersFor(const QString &key) const;
    /// Chooses the names of m_pendingChoices in the choosers that list items by now.
    void applyPendingChoices();
    /// Applies the pending choice of `key` (ViewState::choiceKeys()) when its choosers are filled.
    void applyChoicesWhenFilled(const QString &key);
    /// Adds the tab of `figure` (in the registry's order): `plot` under its row of `controls`.
    QWidget *addPlotTab(QWidget *plot, QLayout *controls, FigureView figure);
    /// Makes the content of `page` if it is a teaching tab's and not made yet.
    void makePage(QWidget *page);
    /// Puts a teaching tab's `content` on its `page`, `figure` what File > Export Figure saves
    /// there, and applies a restored choice of the choosers of `choiceKey` once they are filled.
    void showOnPage(QScrollArea *page, QWidget *content, PlotView *figure,
                    const QString &choiceKey);
    /// The plot scale of setPlotScale() to the plots under `root`.
    void applyPlotScale(QWidget *root);
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
    QScrollArea *m_fillingPage;
    QScrollArea *m_manipulationPage;
    QScrollArea *m_timelinePage;
    FillingAnimation *m_filling = nullptr; ///< the teaching tabs' contents, once made
    ManipulationExplorer *m_explorer = nullptr;
    TimelinePanel *m_timeline = nullptr;
    double m_plotScale = 1.0;
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
