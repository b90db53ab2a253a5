#pragma once

#include <QLineF>
#include <QPointF>
#include <QRectF>

#include <optional>

// Plane geometry on QtCore types only, shared by the plot items and the label solver (which
// must not depend on QCustomPlot).

namespace drf {

/// The part of the line p(t) = from + t (to - from), t in [low, high], inside `box`
/// (Liang-Barsky); nothing when it misses the box.
std::optional<QLineF> clipToBox(QPointF from, QPointF to, const QRectF &box, double low = 0.0,
                                double high = 1.0);

/// The area two rectangles share, 0 when they do not overlap (touching edges share nothing).
double overlapArea(const QRectF &a, const QRectF &b);

} // namespace drf
