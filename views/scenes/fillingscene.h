#pragma once

#include "figurescene.h"
#include "fillingreplay.h"

#include <QLineF>
#include <QList>
#include <QPointF>

namespace drf {

/// Progressive filling in the resource space, at one position of a replay: the common level (or
/// the whole-task step) reached, each user's vector grown so far along its demand ray (thicker,
/// with a bar at its head, once it stopped), the full resources and the users they froze, and
/// where the filling ends. The axes hold the whole filling, so they stay put while it plays.
struct FillingFigure
{
    FigureScene scene;
    QList<QLineF> vectors; ///< the users drawn one by one, from tail to head, in chain order
    QPointF end;           ///< the sum of the bundles where the filling ends
};

/// The filling `replay` shows at `position`, of `policy` (drf, drf-equal or asset), with
/// resource `x` across and `y` up (clamped to the scenario's resources; the same twice: one
/// dimension).
FillingFigure fillingScene(const FillingReplay &replay, PolicyId policy, FillingPosition position,
                           int x, int y);

} // namespace drf
