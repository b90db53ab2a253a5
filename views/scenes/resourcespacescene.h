#pragma once

#include "figurescene.h"

#include <QLineF>
#include <QList>
#include <QMap>
#include <QPointF>

#include <optional>

namespace drf {

class AllocationSet;
class OnlineSet;

/// The seed's figure: the resource plane (one resource per axis), the capacity box, each user's
/// allocation vector x_i d_i under the selected policy (a parallelogram for two users, a chain
/// for more) with its sum, the demand rays, the full edges, the idle capacity and the overload,
/// and the totals of max-min and fixed price for comparison (compare mode: every policy). One
/// resource (or the same twice): the users' bundles chained along it, one lane each. Beyond
/// UserAggregate::kAllDrawn users the largest users' vectors are drawn, and the others' sum as
/// one grey band, as the title, the band's label and the legend say. Following an online
/// mechanism's time cursor: its allocation at that instant, with its sum alone.
struct ResourceSpaceFigure
{
    FigureScene scene;
    int x = 0;            ///< the resource across, as drawn (after falling back)
    int y = 1;            ///< the resource up (x again: one resource)
    bool instant = false; ///< the online mechanism's allocation at the cursor is drawn
    /// The marked total of each policy drawn (outside compare mode: the selected policy,
    /// max-min and fixed price).
    QMap<PolicyId, QPointF> totals;
    QList<int> drawnUsers;        ///< the users drawn one by one (UserAggregate::drawn())
    QList<QLineF> vectors;        ///< their vectors, from tail to head, in chain order
    std::optional<QLineF> others; ///< the users folded together, from tail to head
    /// What the mouse can take: a user's vector (by its head) or demand ray, `multiple` times
    /// its per-task demand (projected), from `tail` to `head`; the vectors first.
    struct Tip
    {
        int user = 0;
        QPointF tail;
        QPointF head;
        double multiple = 1.0;
    };
    QList<Tip> tips;
};

/// The Resource space figure of `results` with resource `x` across and `y` up (indices out of
/// range fall back to the first two resources; the same twice or one resource: lanes). Given
/// an `online` set that follows its cursor: the chosen mechanism's allocation at that instant
/// once the set has it, else the static one and why.
ResourceSpaceFigure resourceSpaceScene(const AllocationSet &results, int x, int y,
                                       const OnlineSet *online = nullptr);

} // namespace drf
