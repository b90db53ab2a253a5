#include "plotscene.h"

#include "labelplacer.h"
#include "palette.h"
#include "plotitems.h"

namespace drf {

namespace {

/// Draws `path`; returns its plottable (a polyline's curve), or null for an item.
QCPAbstractPlottable *drawPath(QCustomPlot *plot, const ScenePath &path)
{
    const QPen pen = scenePen(path.stroke);
    switch (path.kind) {
    case ScenePath::Kind::Segment:
        addArrow(plot, path.points.value(0), path.points.value(1), pen, path.arrowHead);
        return nullptr;
    case ScenePath::Kind::Straight: {
        auto *line = new QCPItemStraightLine(plot);
        line->point1->setCoords(path.points.value(0));
        line->point2->setCoords(path.points.value(1));
        line->setPen(pen);
        return nullptr;
    }
    case ScenePath::Kind::Polyline:
        break;
    }
    QCPCurve *curve = addPolyline(plot, QVector<QPointF>(path.points.begin(), path.points.end()),
                                  pen, path.fill ? QBrush(path.fill->colour) : Qt::NoBrush);
    if (path.layer == SceneLayer::UnderGrid)
        curve->setLayer(QStringLiteral("background"));
    return curve;
}

} // namespace

QCPScatterStyle::ScatterShape scatterShape(MarkerShape shape)
{
    switch (shape) {
    case MarkerShape::Square:
        return QCPScatterStyle::ssSquare;
    case MarkerShape::Diamond:
        return QCPScatterStyle::ssDiamond;
    case MarkerShape::Triangle:
        return QCPScatterStyle::ssTriangle;
    case MarkerShape::TriangleDown:
        return QCPScatterStyle::ssTriangleInverted;
    case MarkerShape::Star:
        return QCPScatterStyle::ssStar;
    case MarkerShape::Circle:
        break;
    }
    return QCPScatterStyle::ssCircle;
}

QPen scenePen(const SceneStroke &stroke)
{
    if (stroke.style == Qt::NoPen)
        return QPen(Qt::NoPen);
    QPen pen = makePen(stroke.ink.colour, stroke.width, stroke.style);
    if (!stroke.dashes.isEmpty())
        pen.setDashPattern(stroke.dashes);
    return pen;
}

QCPScatterStyle sceneMarkerStyle(const SceneMarker &marker)
{
    const QCPScatterStyle::ScatterShape shape = scatterShape(marker.shape);
    QPen outline = makePen(marker.ink.colour, marker.outline);
    if (marker.shape == MarkerShape::Star)
        return QCPScatterStyle(shape, outline, Qt::NoBrush, marker.size);
    outline.setJoinStyle(Qt::MiterJoin); // sharp corners: a triangle reads as one when small
    return QCPScatterStyle(shape, outline,
                           marker.filled ? QBrush(marker.ink.colour) : QBrush(backgroundColor()),
                           marker.size);
}

void drawSceneOnPlot(const FigureScene &scene, QCustomPlot *plot, LabelPlacer &placer)
{
    plot->xAxis->setLabel(scene.x.label);
    plot->yAxis->setLabel(scene.y.label);
    plot->xAxis->setRange(scene.x.lower, scene.x.upper);
    plot->yAxis->setRange(scene.y.lower, scene.y.upper);
    if (!scene.message.isEmpty()) {
        auto *message = new PlotLabel(plot);
        message->position->setType(QCPItemPosition::ptAxisRectRatio);
        message->position->setCoords(0.5, 0.5);
        message->setText(scene.message);
        return;
    }
    QList<QCPAbstractPlottable *> plottables;
    for (const SceneItem &item : scene.items) {
        if (const auto *path = std::get_if<ScenePath>(&item)) {
            plottables.append(drawPath(plot, *path));
        } else {
            const auto &marker = std::get<SceneMarker>(item);
            plottables.append(
                addPolicyMarker(plot, {marker.point}, QString(), sceneMarkerStyle(marker)));
        }
    }
    // Only the legend's entries, in its order, whatever order they were drawn in.
    for (QCPAbstractPlottable *plottable : plottables) {
        if (plottable)
            plottable->removeFromLegend();
    }
    for (const SceneLegendEntry &entry : scene.legend) {
        if (QCPAbstractPlottable *plottable = plottables.value(entry.item)) {
            plottable->setName(entry.text);
            plottable->addToLegend();
        }
    }
    for (const SceneObstacle &obstacle : scene.obstacles) {
        if (obstacle.point)
            placer.avoidPoint(obstacle.from, obstacle.pointRadius);
        else
            placer.avoidSegment(obstacle.from, obstacle.to);
    }
    for (const SceneLabel &label : scene.labels)
        placer.add(label.anchor, label.name, label.text, label.ink.colour);
}

} // namespace drf
