#include "geometry.h"

#include <algorithm>

namespace drf {

std::optional<QLineF> clipToBox(QPointF from, QPointF to, const QRectF &box, double low,
                                double high)
{
    const QPointF direction = to - from;
    // For each side of the box: direction * t >= bound (or <= when the factor is negative).
    const double sides[4][2] = {{direction.x(), box.left() - from.x()},
                                {-direction.x(), from.x() - box.right()},
                                {direction.y(), box.top() - from.y()},
                                {-direction.y(), from.y() - box.bottom()}};
    for (const auto &side : sides) {
        if (side[0] == 0.0) {
            if (side[1] > 0)
                return std::nullopt;
            continue;
        }
        const double t = side[1] / side[0];
        if (side[0] > 0)
            low = std::max(low, t);
        else
            high = std::min(high, t);
    }
    if (low > high)
        return std::nullopt;
    return QLineF(from + direction * low, from + direction * high);
}

double overlapArea(const QRectF &a, const QRectF &b)
{
    const double w = std::min(a.right(), b.right()) - std::max(a.left(), b.left());
    const double h = std::min(a.bottom(), b.bottom()) - std::max(a.top(), b.top());
    return w > 0 && h > 0 ? w * h : 0.0;
}

} // namespace drf
