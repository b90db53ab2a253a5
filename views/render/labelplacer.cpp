#include "labelplacer.h"

#include "cachedtext.h"
#include "plotitems.h"

#include <QLineF>
#include <QPolygonF>

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

/// The rectangle QCustomPlot lays `label`'s text out in, before padding and rotation (the
/// integer metrics of its font, as QCPItemText measures it to draw it and to place its anchors).
/// From the kept layouts: a frame measures each label several times (placing it, checking
/// collisions) and a slider step repeats most texts of the step before.
QRect labelTextRect(const QCPItemText *label)
{
    const QFont &font = label->selected() ? label->selectedFont() : label->font();
    const int flags = Qt::TextDontClip | label->textAlignment();
    return cachedTextBounds(font, QRectF(), flags, label->text()).toAlignedRect();
}

/// The box `label` needs for its text and padding, pixels.
QSizeF labelSize(const QCPItemText *label)
{
    const QMargins padding = label->padding();
    const QRect text = labelTextRect(label);
    return {double(text.width() + padding.left() + padding.right()),
            double(text.height() + padding.top() + padding.bottom())};
}

/// Where `label` is anchored, pixels; nothing for a label without an anchor (it stays put).
std::optional<QPointF> anchorOf(const QCPItemText *label)
{
    const QCPItemAnchor *anchor = label->position->parentAnchor();
    if (!anchor)
        return std::nullopt;
    return anchor->pixelPosition();
}

/// The markers (one-point graphs) and arrow heads drawn on `plot`, as pixel points with the
/// radius they cover.
QList<LabelObstacle> drawnMarks(const QCustomPlot *plot)
{
    QList<LabelObstacle> marks;
    for (int k = 0; k < plot->graphCount(); ++k) {
        const QCPGraph *graph = plot->graph(k);
        const QCPScatterStyle style = graph->scatterStyle();
        if (!graph->visible() || graph->dataCount() != 1 || style.isNone())
            continue;
        const auto point = graph->data()->constBegin();
        const QPointF at(graph->keyAxis()->coordToPixel(point->key),
                         graph->valueAxis()->coordToPixel(point->value));
        marks.append({at, at, style.size() / 2 + style.pen().widthF() / 2});
    }
    for (int k = 0; k < plot->itemCount(); ++k) {
        const auto *line = qobject_cast<const QCPItemLine *>(plot->item(k));
        if (!line || !line->visible() || line->head().style() == QCPLineEnding::esNone)
            continue;
        const QPointF tip = line->end->pixelPosition();
        const QLineF shaft(line->start->pixelPosition(), tip);
        if (shaft.length() < 1e-9)
            continue;
        const double length = line->head().length();
        const QPointF middle = tip - (tip - shaft.p1()) * (length / 2 / shaft.length());
        marks.append({middle, middle, std::max(length, line->head().width()) / 2});
        marks.append({tip, tip, 2.0});
    }
    return marks;
}

bool covers(const QRectF &box, const LabelObstacle &mark)
{
    const QPointF nearest(std::clamp(mark.from.x(), box.left(), box.right()),
                          std::clamp(mark.from.y(), box.top(), box.bottom()));
    return QLineF(nearest, mark.from).length() < mark.radius;
}

} // namespace

LabelPlacer::LabelPlacer(QCustomPlot *plot, LabelDensity density) : m_plot(plot), m_density(density)
{
}

void LabelPlacer::addCaption(const QString &text)
{
    if (m_density == LabelDensity::Compact)
        m_caption.append(text);
}

QString LabelPlacer::legendName(const QString &name, const QString &text)
{
    if (m_density == LabelDensity::Full)
        return text;
    if (m_density == LabelDensity::Compact)
        m_legendCaption.append(text);
    return name;
}

QCPItemText *LabelPlacer::add(QPointF anchor, const QString &name, const QString &text,
                              const QColor &colour)
{
    const QString oneLine = QString(text)
                                .replace(QStringLiteral("\n("), QStringLiteral(" ("))
                                .replace(QLatin1Char('\n'), QStringLiteral(", "));
    m_fullTexts.append(oneLine);
    if (m_density == LabelDensity::Compact && text != name)
        m_caption.append(oneLine);
    const QString written = m_density == LabelDensity::Full      ? text
                            : m_density == LabelDensity::Compact ? name
                                                                 : QString();
    if (written.isEmpty())
        return nullptr;
    QCPItemText *label = addLabel(m_plot, anchor, written, colour);
    add(label);
    return label;
}

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
    problem.obstacles.append(drawnMarks(m_plot));
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

QRectF drawnLabelBox(const QCPItemText *label)
{
    if (!qFuzzyIsNull(label->rotation())) {
        QPolygonF corners;
        for (const QCPItemAnchor *corner :
             {label->topLeft, label->topRight, label->bottomRight, label->bottomLeft})
            corners.append(corner->pixelPosition());
        return corners.boundingRect();
    }
    // As QCPItemText: the box hangs off its position by its alignment, that offset rounded.
    const QSizeF size = labelSize(label);
    const Qt::Alignment alignment = label->positionAlignment();
    QPointF offset;
    if (alignment & Qt::AlignHCenter)
        offset.rx() = -size.width() / 2;
    else if (alignment & Qt::AlignRight)
        offset.rx() = -size.width();
    if (alignment & Qt::AlignVCenter)
        offset.ry() = -size.height() / 2;
    else if (alignment & Qt::AlignBottom)
        offset.ry() = -size.height();
    return {label->position->pixelPosition() + QPointF(offset.toPoint()), size};
}

QList<QCPItemText *> collidingLabels(QCustomPlot *plot)
{
    const QRectF area = QRectF(plot->axisRect()->rect()).adjusted(-1, -1, 1, 1);
    const QList<LabelObstacle> marks = drawnMarks(plot);
    QList<QRectF> readable;
    QList<QCPItemText *> colliding;
    for (int k = 0; k < plot->itemCount(); ++k) {
        auto *label = qobject_cast<QCPItemText *>(plot->item(k));
        if (!label || !label->visible())
            continue;
        // A pixel of slack: neighbours placed edge to edge do not collide.
        const QRectF box = drawnLabelBox(label).adjusted(1, 1, -1, -1);
        const bool collides =
            !area.contains(box) ||
            std::any_of(marks.begin(), marks.end(),
                        [&](const LabelObstacle &mark) { return covers(box, mark); }) ||
            std::any_of(readable.begin(), readable.end(),
                        [&](const QRectF &other) { return other.intersects(box); });
        if (collides)
            colliding.append(label);
        else
            readable.append(box);
    }
    return colliding;
}

void hideLabel(QCustomPlot *plot, QCPItemText *label)
{
    label->setVisible(false);
    const QCPItemAnchor *anchor = label->position->parentAnchor();
    for (int k = 0; k < plot->itemCount(); ++k) {
        auto *leader = qobject_cast<QCPItemLine *>(plot->item(k));
        if (leader && anchor && leader->start->parentAnchor() == anchor &&
            leader->layer() == label->layer())
            leader->setVisible(false);
    }
}

} // namespace drf
