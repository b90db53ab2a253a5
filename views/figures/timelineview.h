#pragma once

#include "onlinesimulation.h"
#include "plotview.h"
#include "timelinescene.h"

#include <QList>

#include <memory>

class QCPAxisRect;
class QCPGraph;

namespace drf {

class OnlineSet;

/// The scenario over time (DOMAIN.md, "Online allocation"), for the chosen mechanism or all
/// three stacked: per mechanism, every user's dominant share x_i(t) mu_i as a step line (a
/// triangle where it arrives, an inverted one where it leaves or its job ends), and under it
/// every resource's utilization over time. A vertical cursor marks the OnlineSet's time: a click
/// or a drag in the plot moves it, as do the Left and Right keys (a hundredth of the run),
/// Home and End. Beyond UserAggregate::kAllDrawn users the largest by mean share are drawn. The
/// figure is timelineScene()'s, drawn as stacked panels (PlotView::drawScene()).
class TimelineView : public PlotView
{
    Q_OBJECT

public:
    /// A view of `online`'s runs and cursor (not owned).
    explicit TimelineView(OnlineSet *online, QWidget *parent = nullptr);
    /// A view with its own OnlineSet of `results`, showing `mechanism` (the command line).
    static std::unique_ptr<TimelineView> create(AllocationSet *results, Mechanism mechanism);
    ~TimelineView() override;

    OnlineSet *online() const { return m_online; }
    /// All three mechanisms stacked, or only the OnlineSet's.
    void setStacked(bool stacked);
    bool stacked() const { return m_stacked; }

    /// The mechanisms drawn, top to bottom.
    QList<Mechanism> shownMechanisms() const;
    /// The share panel and the utilization panel of the k-th mechanism drawn (the latter is
    /// out of the layout in a figure too small for it).
    QCPAxisRect *sharePanel(int k) const;
    QCPAxisRect *utilizationPanel(int k) const;
    /// The plotted step line of user `user`'s dominant share in the k-th panel (null when the
    /// user is not drawn one by one).
    QCPGraph *shareLine(int k, int user) const;
    /// Where the cursor is drawn (a time), NaN when it is not.
    double cursorTime() const;
    /// `mechanism`'s run if it can be drawn: null while the OnlineSet's background simulates it
    /// and when it stopped at one of its limits.
    const OnlineRun *drawableRun(Mechanism mechanism) const;
    /// What a panel says in place of a run that cannot be drawn, naming the mechanism: that it
    /// is being simulated ("Simulating Recompute (DRF) over time…"), or why the simulation
    /// stopped ("Online DRF: the simulation stopped at t = 1.11: …"); empty for a run that can
    /// be drawn.
    QString missingRunText(Mechanism mechanism) const;

    /// The figure as exported: the cursor only while the Resource space follows it (the screen
    /// draws it always, to be dragged), as in an exported picture.
    std::optional<FigureScene> scene() const override;

protected:
    void draw() override;
    std::unique_ptr<PlotView> createCopy() const override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    /// Moves the cursor to the time under pixel `x` of the plot.
    void moveCursorTo(double x);

    OnlineSet *m_online;
    std::unique_ptr<OnlineSet> m_ownOnline; ///< create()'s own set
    bool m_stacked = false;
    TimelineFigure m_figure; ///< what was drawn last
    bool m_dragging = false;
    int m_singleHeight = 0; ///< the least height of one mechanism's panels (PlotView's)
};

} // namespace drf
