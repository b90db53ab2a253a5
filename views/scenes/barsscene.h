#pragma once

#include "figurescene.h"

#include <QList>
#include <QMap>

namespace drf {

class AllocationSet;

/// Utilization of every resource in percent, each bar stacked by user (user colours): for the
/// selected policy, or grouped per policy (each group's totals marked as in the other plots). A
/// line marks 100 %; what lies above it is over capacity, on a hatched warning band. Beyond
/// UserAggregate::kAllDrawn users the largest users are stacked one by one and the others as
/// one grey segment on top, as the title and the legend say.
struct BarsFigure
{
    FigureScene scene;
    QList<int> drawnUsers; ///< the users stacked one by one, from the bottom
    /// Per policy shown, per user drawn (stacking order), per resource: the segment (percent).
    QMap<PolicyId, QList<QList<double>>> segments;
    /// Per policy shown, per resource: the aggregate's segment (none when every user is drawn).
    QMap<PolicyId, QList<double>> others;
    /// Per policy shown, per resource: the top of the stack (none when nothing is stacked).
    QMap<PolicyId, QList<double>> tops;
};

/// The bars of `results`: the selected policy's, or every policy's side by side when
/// `allPolicies` or in compare mode.
BarsFigure barsScene(const AllocationSet &results, bool allPolicies);

} // namespace drf
