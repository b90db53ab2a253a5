#include "labelplacer.h"

#include "plotitems.h"

#include <QFontMetricsF>

#include <algorithm>
#include <optional>

namespace drf {

namespace {

/// Labels farther than this (pixels) from their anchor get a thin leader line.
constexpr double kLeaderDistance = 18;
/// How far (pixels) on each side of a line labels should keep.
constexpr double kSegmentRadius = 3.0;

QPointF toPixels(const QCustomPlot *plot, QPointF coords)
{
    return {plot->xAxis->coordToPixel(coords.x()), plot->yAxis->coordToPixel(coords.y())};
}

/// The box `label` needs for its text and padding, pixels.
QSizeF labelSize(const QCPItemText *label)
{
    const QMargins padding = label->padding();
    const QRectF text = QFontMetricsF(label->font())
                            .boundingRect(QRectF(0, 0, 1e4, 1e4),
                                          Qt::TextDontClip | label->textAlignment(), label->text());
    return {text.width() + padding.left() + padding.right(),
            text.height() + padding.top() + padding.bottom()};
}

/// Where `label` is anchored, pixels; nothing for a label without an anchor (it stays put).
std::optional<QPointF> anchorOf(const QCPItemText *label)
{
    const QCPItemAnchor *anchor = label->position->parentAnchor();
    if (!anchor)
        return std::nullopt;
    return anchor->pixelPosition();
}

} // namespace

LabelPlacer::LabelPlacer(QCustomPlot *plot) : m_plot(plot) {}

void LabelPlacer::avoidPoint(QPointF point, double radius)
{
    m_obstacles.append({point, point, radius});
}

void LabelPlacer::avoidSegment(QPointF from, QPointF to)
{
    m_obstacles.append({from, to, kSegmentRadius});
}

void LabelPlacer::add(QCPItemText *label)
{
    m_labels.append(label);
}

LabelProblem LabelPlacer::problem() const
{
    LabelProblem problem;
    problem.plotArea = m_plot->axisRect()->rect();
    problem.figure = m_plot->viewport();
    problem.taken = m_placed;
    if (m_plot->legend && m_plot->legend->visible())
        problem.taken.append(m_plot->legend->outerRect());
    for (const LabelObstacle &obstacle : m_obstacles) {
        problem.obstacles.append(
            {toPixels(m_plot, obstacle.from), toPixels(m_plot, obstacle.to), obstacle.radius});
    }
    for (const QCPItemText *label : m_labels) {
        const std::optional<QPointF> at = anchorOf(label);
        problem.labels.append(at ? spotsAround(*at, labelSize(label)) : QList<LabelSpot>());
    }
    return problem;
}

void LabelPlacer::placeAll()
{
    const LabelProblem queued = problem();
    const QList<QRectF> rects = placeLabels(queued);
    for (int k = 0; k < m_labels.size(); ++k) {
        if (!queued.labels[k].isEmpty()) // a label without an anchor stays where it is
            apply(m_labels[k], rects[k]);
    }
    m_labels.clear();
}

void LabelPlacer::apply(QCPItemText *label, const QRectF &rect)
{
    const QPointF at = label->position->parentAnchor()->pixelPosition();
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->position->setCoords(rect.left() - at.x(), rect.top() - at.y());
    m_placed.append(rect);

    const QPointF nearest(std::clamp(at.x(), rect.left(), rect.right()),
                          std::clamp(at.y(), rect.top(), rect.bottom()));
    if (QLineF(at, nearest).length() < kLeaderDistance)
        return;
    // From the anchor to the point of the label's box nearest it.
    auto *leader = new QCPItemLine(m_plot);
    leader->setLayer(labelLayer(m_plot));
    leader->setClipToAxisRect(false);
    for (QCPItemPosition *end : {leader->start, leader->end}) {
        end->setType(QCPItemPosition::ptAbsolute);
        end->setParentAnchor(label->position->parentAnchor());
    }
    leader->start->setCoords(0, 0);
    leader->end->setCoords(nearest - at);
    leader->setPen(makePen(withAlpha(label->color(), 200), 1.0));
}

} // namespace drf
