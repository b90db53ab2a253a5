#pragma once

#include "figurescene.h"
#include "onlinesimulation.h"

#include <QList>
#include <QString>

namespace drf {

class OnlineSet;

/// The scenario over time (DOMAIN.md, "Online allocation"), as a FigureScene of panels over the
/// time axis: per mechanism shown, a panel of every drawn user's dominant share x_i(t) mu_i as a
/// step line (a triangle where it arrives, an inverted one where it leaves or its job ends;
/// where users' lines lie on each other, each draws it again in dashes that take turns, so all
/// show), and under it an optional panel of every resource's utilization over time, in ink
/// dashed per resource. Stacked, the three mechanisms under their names. A run that cannot be
/// drawn (simulated in the background, stopped at a limit) says why in its panel. Beyond
/// UserAggregate::kAllDrawn users the largest by mean share under the first mechanism are drawn.
struct TimelineFigure
{
    FigureScene scene;
    QList<Mechanism> mechanisms; ///< shown, top to bottom: mechanism k has panels 2k and 2k + 1
    /// Per mechanism shown, per user: the index of its share line among the items of the
    /// mechanism's share panel; -1 when the user is not drawn one by one or the run is not.
    QList<QList<int>> shareLines;
};

/// The timeline of `online`'s runs: all three mechanisms when `stacked`, else the set's own.
/// With `cursor`, a dashed line at the set's time across every panel (in ink while the Resource
/// space follows it, else muted).
TimelineFigure timelineScene(const OnlineSet &online, bool stacked, bool cursor);

/// The mechanisms a timeline shows, top to bottom.
QList<Mechanism> timelineMechanisms(const OnlineSet &online, bool stacked);
/// `mechanism`'s run if it can be drawn: null while the set's background simulates it and when
/// it stopped at one of its limits.
const OnlineRun *drawableRun(const OnlineSet &online, Mechanism mechanism);
/// What a panel says in place of a run that cannot be drawn, naming the mechanism: that it is
/// being simulated ("Simulating Recompute (DRF) over time…"), or why the simulation stopped
/// ("Online DRF: the simulation stopped at t = 1.11: …"); empty for a run that can be drawn.
QString missingRunText(const OnlineSet &online, Mechanism mechanism);

} // namespace drf
