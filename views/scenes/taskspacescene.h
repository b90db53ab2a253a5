#pragma once

#include "figurescene.h"

#include <QMap>
#include <QPolygonF>

namespace drf {

class AllocationSet;

/// The task space of two users: their task counts on the axes, one constraint line per resource
/// (the other users held at their allocation under the selected policy), the feasible region,
/// every policy's point, the ray of equal weighted dominant shares and the point the equal split
/// guarantees. On the seed: Walras on the corner, DRF on the ray, max-min inside, fixed price
/// outside.
struct TaskSpaceFigure
{
    FigureScene scene;
    int userA = -1; ///< the user across, -1 when the scenario has fewer than two users
    int userB = -1; ///< the user up
    QMap<PolicyId, QPointF> points; ///< each policy's point (tasks of a, tasks of b)
    QPolygonF feasible;             ///< the feasible region (empty when nothing is feasible)
    QMap<int, double> bounds;       ///< per resource: its capacity less what the others hold
};

/// The task space of `results` with user `a` across and `b` up; invalid or equal indices fall
/// back to the first two users.
TaskSpaceFigure taskSpaceScene(const AllocationSet &results, int a, int b);

} // namespace drf
