#include "labelplacer.h"

#include "plotitems.h"

#include <QFontMetricsF>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace drf {

namespace {

/// Candidate directions around the anchor (pixels, y down), most pleasant first.
constexpr std::array<QPoint, 8> kDirections = {QPoint(1, -1), QPoint(1, 1),  QPoint(-1, -1),
                                               QPoint(-1, 1), QPoint(1, 0),  QPoint(-1, 0),
                                               QPoint(0, -1), QPoint(0, 1)};
constexpr std::array<double, 6> kDistances = {3, 10, 20, 34, 52, 76};
/// Labels farther than this from their anchor get a thin leader line.
constexpr double kLeaderDistance = 18;

double overlapArea(const QRectF &a, const QRectF &b)
{
    const QRectF common = a.intersected(b);
    return common.isValid() ? common.width() * common.height() : 0.0;
}

QPointF toPixels(QCustomPlot *plot, QPointF coords)
{
    return {plot->xAxis->coordToPixel(coords.x()), plot->yAxis->coordToPixel(coords.y())};
}

} // namespace

LabelPlacer::LabelPlacer(QCustomPlot *plot) : m_plot(plot) {}

void LabelPlacer::avoidPoint(QPointF point, double radius)
{
    m_obstacles.append({point, point, radius});
}

void LabelPlacer::avoidSegment(QPointF from, QPointF to)
{
    m_obstacles.append({from, to, 3.0});
}

void LabelPlacer::add(QCPItemText *label)
{
    m_labels.append(label);
}

double LabelPlacer::cost(const QRectF &rect) const
{
    double total = 0.0;
    for (const QRectF &placed : m_placed)
        total += 8.0 * overlapArea(rect, placed);
    for (const QRectF &blocker : m_blockers)
        total += 2.0 * overlapArea(rect, blocker);
    total += 12.0 * (rect.width() * rect.height() - overlapArea(rect, m_area));
    return total;
}

void LabelPlacer::placeAll()
{
    m_area = m_plot->axisRect()->rect();
    m_blockers.clear();
    for (const Obstacle &obstacle : m_obstacles) {
        const QPointF from = toPixels(m_plot, obstacle.from);
        const QPointF to = toPixels(m_plot, obstacle.to);
        const double length = std::hypot(to.x() - from.x(), to.y() - from.y());
        if (!std::isfinite(length))
            continue;
        // A line is a row of small squares: crude, but overlap areas stay cheap to compute.
        const int steps = std::min(400, int(length / 6.0) + 1);
        const double r = obstacle.radius;
        for (int k = 0; k <= steps; ++k) {
            const QPointF at = from + (to - from) * (double(k) / steps);
            m_blockers.append(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r));
        }
    }
    if (m_plot->legend && m_plot->legend->visible())
        m_blockers.append(m_plot->legend->outerRect());

    for (QCPItemText *label : qAsConst(m_labels)) {
        const QCPItemAnchor *anchor = label->position->parentAnchor();
        if (!anchor)
            continue;
        const QPointF at = anchor->pixelPosition();
        const QMargins padding = label->padding();
        const QRectF text = QFontMetricsF(label->font())
                                .boundingRect(QRectF(0, 0, 1e4, 1e4),
                                              Qt::TextDontClip | label->textAlignment(),
                                              label->text());
        const double w = text.width() + padding.left() + padding.right();
        const double h = text.height() + padding.top() + padding.bottom();

        QRectF best;
        double bestCost = std::numeric_limits<double>::infinity();
        double bestDistance = 0.0;
        int order = 0;
        for (double d : kDistances) {
            for (QPoint u : kDirections) {
                const double x = u.x() > 0 ? at.x() + d : u.x() < 0 ? at.x() - d - w : at.x() - w / 2;
                const double y = u.y() > 0 ? at.y() + d : u.y() < 0 ? at.y() - d - h : at.y() - h / 2;
                const QRectF rect(x, y, w, h);
                // Nearer and more pleasant spots win ties; a little overlap beats a far label.
                const double c = cost(rect) + 6.0 * d + 0.5 * order++;
                if (c < bestCost) {
                    bestCost = c;
                    best = rect;
                    bestDistance = d;
                }
            }
        }
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->position->setCoords(best.left() - at.x(), best.top() - at.y());
        m_placed.append(best);

        if (bestDistance >= kLeaderDistance) {
            // The point of the label's box nearest its anchor, relative to the anchor.
            const QPointF nearest(std::clamp(at.x(), best.left(), best.right()) - at.x(),
                                  std::clamp(at.y(), best.top(), best.bottom()) - at.y());
            auto *leader = new QCPItemLine(m_plot);
            leader->setLayer(labelLayer(m_plot));
            leader->setClipToAxisRect(false);
            for (QCPItemPosition *end : {leader->start, leader->end}) {
                end->setType(QCPItemPosition::ptAbsolute);
                end->setParentAnchor(label->position->parentAnchor());
            }
            leader->start->setCoords(0, 0);
            leader->end->setCoords(nearest);
            leader->setPen(makePen(withAlpha(label->color(), 200), 1.0));
        }
    }
    m_labels.clear();
}

} // namespace drf
