#pragma once

#include "onlinesimulation.h"
#include "plotview.h"

#include <QList>

#include <functional>
#include <memory>

class QCPAxisRect;
class QCPLayoutGrid;
class QCPMarginGroup;
class QCPTextElement;
class QCPGraph;
class QCPItemStraightLine;

namespace drf {

class OnlineSet;

/// The scenario over time (DOMAIN.md, "Online allocation"), for the chosen mechanism or all
/// three stacked: per mechanism, every user's dominant share x_i(t) mu_i as a step line (a
/// triangle where it arrives, an inverted one where it leaves or its job ends), and under it
/// every resource's utilization over time. A vertical cursor marks the OnlineSet's time: a click
/// or a drag in the plot moves it, as do the Left and Right keys (a hundredth of the run),
/// Home and End. Beyond UserAggregate::kAllDrawn users the largest by mean share are drawn.
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

protected:
    void draw() override;
    std::unique_ptr<PlotView> createCopy() const override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    /// Puts the panels of `mechanisms` in the axes row (creating the rects on first use), their
    /// utilization panels only when `utilization`, under their names when stacked.
    void arrangePanels(const QList<Mechanism> &mechanisms, bool utilization);
    /// Draws `run` into the k-th pair of panels; returns the highest share drawn.
    double drawRun(int k, const OnlineRun &run, const QList<int> &drawn);
    /// Over the k-th share panel, where users' lines lie on each other (`share(segment, slot)`
    /// closer than `tolerance`), draws each again in dashes that take turns, so all show.
    void drawSharedLines(int k, const OnlineRun &run, int users,
                         const std::function<double(int, int)> &share, double tolerance);
    /// Fewer ticks on the panels too short for their labels (a small figure, six panels).
    void fitPanelTicks();
    /// Moves the cursor to the time under pixel `x` of the plot.
    void moveCursorTo(double x);

    OnlineSet *m_online;
    std::unique_ptr<OnlineSet> m_ownOnline; ///< create()'s own set
    bool m_stacked = false;
    QCPLayoutGrid *m_grid; ///< the axes row: the panels, and their names when stacked
    QCPMarginGroup *m_margins = nullptr;
    QList<QCPAxisRect *> m_panels;         ///< share, utilization, share, utilization...
    QList<QCPTextElement *> m_facets;      ///< the mechanisms' names over their panels
    QList<QList<QCPGraph *>> m_shareLines; ///< per shown mechanism, per user (null: not drawn)
    QList<QCPItemStraightLine *> m_cursors;
    bool m_dragging = false;
    int m_singleHeight = 0; ///< the least height of one mechanism's panels (PlotView's)
};

} // namespace drf
