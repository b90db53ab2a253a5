#include "plotscene.h"

#include "labelplacer.h"
#include "palette.h"
#include "plotcolormap.h"
#include "plotitems.h"

#include <algorithm>
#include <cmath>

namespace drf {

namespace {

/// Draws `path`; returns its plottable (a polyline's curve), or null for an item.
QCPAbstractPlottable *drawPath(QCustomPlot *plot, const ScenePath &path)
{
    const QPen pen = scenePen(path.stroke);
    switch (path.kind) {
    case ScenePath::Kind::Segment: {
        QCPItemLine *line =
            addArrow(plot, path.points.value(0), path.points.value(1), pen, path.arrowHead);
        if (path.bars) {
            line->setHead(QCPLineEnding(QCPLineEnding::esBar, path.bars->size));
            if (path.bars->tail)
                line->setTail(QCPLineEnding(QCPLineEnding::esBar, path.bars->size));
        }
        if (path.layer == SceneLayer::UnderGrid)
            line->setLayer(QStringLiteral("background"));
        return nullptr;
    }
    case ScenePath::Kind::Straight: {
        auto *line = new QCPItemStraightLine(plot);
        line->point1->setCoords(path.points.value(0));
        line->point2->setCoords(path.points.value(1));
        line->setPen(pen);
        return nullptr;
    }
    case ScenePath::Kind::Steps: {
        QCPGraph *graph = plot->addGraph();
        QVector<double> keys;
        QVector<double> values;
        keys.reserve(path.points.size());
        values.reserve(path.points.size());
        for (const QPointF &point : path.points) {
            keys.append(point.x());
            values.append(point.y());
        }
        graph->setData(keys, values, true);
        graph->setLineStyle(QCPGraph::lsStepLeft);
        graph->setPen(pen);
        return graph;
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

/// Marks drawn whole on the axes' edges (SceneMarker::onLine): at t = 0 and at 0 (a line that
/// starts there) a mark clipped to the axes would lose its half under the axis.
class WholeMarks : public QCPGraph
{
public:
    using QCPGraph::QCPGraph;

protected:
    QRect clipRect() const override { return mParentPlot->viewport(); }
};

/// Draws `marker` alone: a point of its own over its halo (its graph returned, the halo's before
/// it), or a mark on a line.
QCPGraph *drawMarker(QCustomPlot *plot, const SceneMarker &marker)
{
    if (!marker.onLine && !marker.halo)
        return addMarker(plot, marker.point, QString(), sceneMarkerStyle(marker));
    if (!marker.onLine)
        return addPolicyMarker(plot, {marker.point}, QString(), sceneMarkerStyle(marker));
    Q_ASSERT(!marker.halo);
    auto *marks = new WholeMarks(plot->xAxis, plot->yAxis);
    marks->setData({marker.point.x()}, {marker.point.y()}, true);
    marks->setLineStyle(QCPGraph::lsNone);
    marks->setScatterStyle(sceneMarkerStyle(marker));
    return marks;
}

/// Whether two markers look alike wherever they stand.
bool alike(const SceneMarker &a, const SceneMarker &b)
{
    const auto fit = [](const SceneMarker &m) {
        return m.inBar ? std::pair(m.inBar->width, m.inBar->size) : std::pair(0.0, 0.0);
    };
    return a.shape == b.shape && a.ink.colour == b.ink.colour && a.filled == b.filled &&
           a.size == b.size && a.outline == b.outline && fit(a) == fit(b) && !a.onLine &&
           !b.onLine && a.halo == b.halo && a.hollow == b.hollow;
}

/// The brush that fills `box`.
QBrush boxBrush(const SceneBox &box)
{
    if (!box.fill)
        return Qt::NoBrush;
    return QBrush(box.fill->colour, box.pattern);
}

/// Draws `box`, an infinite coordinate at 0 until fitSceneToLayout(); returns it.
QCPItemRect *drawBox(QCustomPlot *plot, const SceneBox &box)
{
    const auto finite = [](QPointF point) {
        return QPointF(std::isfinite(point.x()) ? point.x() : 0.0,
                       std::isfinite(point.y()) ? point.y() : 0.0);
    };
    QCPItemRect *rect =
        addBox(plot, finite(box.corner), finite(box.opposite), scenePen(box.stroke), boxBrush(box));
    rect->setAntialiased(!box.crisp);
    if (box.layer == SceneLayer::UnderGrid)
        rect->setLayer(QStringLiteral("background"));
    return rect;
}

/// Draws `text` as written at `density`; returns it, or null when not written.
QCPItemText *drawText(QCustomPlot *plot, const SceneText &text, LabelDensity density)
{
    if (density == LabelDensity::None)
        return nullptr;
    auto *label = new PlotLabel(plot);
    label->setLayer(labelLayer(plot));
    if (text.inAxes)
        label->position->setType(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(text.anchor);
    label->setPositionAlignment(text.align);
    label->setBrush(labelBackgroundColor(text.backing));
    label->setText(density == LabelDensity::Compact && !text.compactText.isEmpty()
                       ? text.compactText
                       : text.text);
    QFont font = label->font();
    font.setBold(text.bold);
    label->setFont(font);
    if (text.rotation != 0)
        label->setRotation(text.rotation);
    if (!text.padding.isNull())
        label->setPadding(text.padding);
    // Read on its translucent backing: darkened where the colour is too light for it.
    label->setColor(readableColor(text.ink.colour));
    return label;
}

/// The scene's axis labels, scales, named ticks and ranges on the plot's two axes.
void setSceneAxes(const FigureScene &scene, QCustomPlot *plot)
{
    for (const auto &[axis, sceneAxis] :
         {std::pair(plot->xAxis, &scene.x), std::pair(plot->yAxis, &scene.y)}) {
        axis->setLabel(sceneAxis->label);
        axis->setScaleType(sceneAxis->logarithmic ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
        if (!sceneAxis->ticks.isEmpty()) {
            auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
            for (const auto &[at, name] : sceneAxis->ticks)
                ticker->addTick(at, name);
            axis->setTicker(ticker);
        } else if (!axis->ticker().dynamicCast<QCPAxisTickerText>().isNull()) {
            // Numbers again where the last drawing named categories.
            axis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        }
        // An axis with room for texts gets its range once laid out.
        if (!sceneAxis->roomForTexts || !scene.message.isEmpty())
            axis->setRange(sceneAxis->lower, sceneAxis->upper);
    }
}

/// Draws the scene's items in order; returns the plottable each became (null for a box), the
/// ones the legend then names. Notes in `drawn` the boxes that reach infinity and the markers in
/// bars.
QList<QCPAbstractPlottable *> drawSceneItems(const FigureScene &scene, QCustomPlot *plot,
                                             QCPColorScale *colorScale, DrawnScene &drawn)
{
    QList<QCPAbstractPlottable *> plottables;
    for (const SceneItem &item : scene.items) {
        if (const auto *path = std::get_if<ScenePath>(&item)) {
            plottables.append(drawPath(plot, *path));
        } else if (const auto *map = std::get_if<SceneColorMap>(&item)) {
            plottables.append(drawColorMap(plot, *map, scene.colorScale, colorScale));
        } else if (const auto *box = std::get_if<SceneBox>(&item)) {
            QCPItemRect *rect = drawBox(plot, *box);
            if (!std::isfinite(box->corner.x()) || !std::isfinite(box->corner.y()) ||
                !std::isfinite(box->opposite.x()) || !std::isfinite(box->opposite.y()))
                drawn.open.append({rect, *box});
            plottables.append(nullptr);
        } else {
            const auto &marker = std::get<SceneMarker>(item);
            // A marker alike the one before but for its point joins it: one plottable (and one
            // legend entry) of several points, as a policy's marks on a group of bars.
            const SceneMarker *previous =
                plottables.isEmpty()
                    ? nullptr
                    : std::get_if<SceneMarker>(&scene.items[plottables.size() - 1]);
            if (previous && plottables.last() && alike(*previous, marker)) {
                for (int g = plot->graphCount() - (marker.halo ? 2 : 1); g < plot->graphCount();
                     ++g)
                    plot->graph(g)->addData(marker.point.x(), marker.point.y());
                plottables.append(plottables.last());
                continue;
            }
            const int before = plot->graphCount();
            plottables.append(drawMarker(plot, marker));
            if (marker.inBar) {
                for (int g = before; g < plot->graphCount(); ++g)
                    drawn.inBar.append(plot->graph(g));
                drawn.inBarWidth = marker.inBar->width;
                drawn.inBarSize = marker.inBar->size;
            }
        }
    }
    return plottables;
}

/// The legend: only the scene's entries, in its order, whatever order the `plottables` (one per
/// item) were drawn in.
void fillLegend(const FigureScene &scene, const QList<QCPAbstractPlottable *> &plottables,
                QCustomPlot *plot, LabelPlacer &placer)
{
    for (QCPAbstractPlottable *plottable : plottables) {
        if (plottable)
            plottable->removeFromLegend();
    }
    for (const SceneLegendEntry &entry : scene.legend) {
        const QString text =
            entry.name.isEmpty() ? entry.text : placer.legendName(entry.name, entry.text);
        if (entry.swatch)
            addLegendEntry(plot, text, scenePen(entry.swatch->stroke), boxBrush(*entry.swatch));
        else if (QCPAbstractPlottable *plottable = plottables.value(entry.item)) {
            plottable->setName(text);
            plottable->addToLegend();
        }
    }
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
    case MarkerShape::Cross:
        return QCPScatterStyle::ssCross;
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
    if (!stroke.dashes.isEmpty()) {
        pen.setDashPattern(stroke.dashes);
        pen.setDashOffset(stroke.dashOffset);
    }
    return pen;
}

QCPScatterStyle sceneMarkerStyle(const SceneMarker &marker)
{
    const QCPScatterStyle::ScatterShape shape = scatterShape(marker.shape);
    const QBrush inside = marker.filled ? QBrush(marker.ink.colour) : QBrush(backgroundColor());
    if (marker.onLine) // a plain pen: bevelled corners, as small marks on lines read best
        return QCPScatterStyle(shape, QPen(marker.ink.colour, marker.outline), inside, marker.size);
    QPen outline = makePen(marker.ink.colour, marker.outline);
    if (marker.shape == MarkerShape::Star || marker.shape == MarkerShape::Cross || marker.hollow)
        return QCPScatterStyle(shape, outline, Qt::NoBrush, marker.size);
    outline.setJoinStyle(Qt::MiterJoin); // sharp corners: a triangle reads as one when small
    return QCPScatterStyle(shape, outline,
                           marker.filled ? QBrush(marker.ink.colour) : QBrush(backgroundColor()),
                           marker.size);
}

DrawnScene drawSceneOnPlot(const FigureScene &scene, QCustomPlot *plot, LabelPlacer &placer)
{
    DrawnScene drawn;
    setSceneAxes(scene, plot);
    QCPColorScale *colorScale = drawColorScale(scene, plot);
    if (!scene.message.isEmpty()) {
        auto *message = new PlotLabel(plot);
        message->position->setType(QCPItemPosition::ptAxisRectRatio);
        message->position->setCoords(0.5, 0.5);
        message->setText(scene.message);
        return drawn;
    }
    const QList<QCPAbstractPlottable *> plottables = drawSceneItems(scene, plot, colorScale, drawn);
    for (const SceneText &text : scene.texts) {
        QCPItemText *label = drawText(plot, text, placer.density());
        if (label && !text.inAxes)
            drawn.dataTexts.append(label);
    }
    fillLegend(scene, plottables, plot, placer);
    for (const SceneObstacle &obstacle : scene.obstacles) {
        if (obstacle.point)
            placer.avoidPoint(obstacle.from, obstacle.pointRadius);
        else
            placer.avoidSegment(obstacle.from, obstacle.to);
    }
    for (const SceneLabel &label : scene.labels)
        placer.add(label.anchor, label.name, label.text, label.ink.colour);
    for (const QString &caption : scene.captions)
        placer.addCaption(caption);
    return drawn;
}

QCPAbstractPlottable *drawSceneItem(QCustomPlot *plot, const SceneItem &item, QCPAxis *keys,
                                    QCPAxis *values)
{
    const int firstPlottable = plot->plottableCount();
    const int firstItem = plot->itemCount();
    QCPAbstractPlottable *drawn = nullptr;
    if (const auto *path = std::get_if<ScenePath>(&item))
        drawn = drawPath(plot, *path);
    else if (const auto *box = std::get_if<SceneBox>(&item))
        drawBox(plot, *box);
    else
        drawn = drawMarker(plot, std::get<SceneMarker>(item));
    // Moved onto the panel's axes, clipped to them.
    for (int k = firstPlottable; k < plot->plottableCount(); ++k) {
        QCPAbstractPlottable *plottable = plot->plottable(k);
        plottable->setKeyAxis(keys);
        plottable->setValueAxis(values);
        plottable->removeFromLegend();
    }
    for (int k = firstItem; k < plot->itemCount(); ++k) {
        QCPAbstractItem *added = plot->item(k);
        added->setClipAxisRect(keys->axisRect());
        for (QCPItemPosition *position : added->positions())
            position->setAxes(keys, values);
    }
    return drawn;
}

void fitSceneToLayout(const FigureScene &scene, const DrawnScene &drawn, QCustomPlot *plot)
{
    if (!scene.message.isEmpty())
        return;
    for (const auto &[axis, sceneAxis] :
         {std::pair(plot->xAxis, &scene.x), std::pair(plot->yAxis, &scene.y)}) {
        if (!sceneAxis->roomForTexts)
            continue;
        // The tallest text along the axis, with its padding, in pixels.
        const bool across = axis->orientation() == Qt::Horizontal;
        double textPixels = 0.0;
        for (const QCPItemText *text : drawn.dataTexts) {
            const QFontMetricsF metrics(text->font());
            const QMargins padding = text->padding();
            const bool turned = std::abs(std::remainder(text->rotation(), 180.0)) > 45.0;
            const bool alongWidth = turned != across;
            // Its padding along the axis, in the text's own direction, counts twice.
            textPixels =
                std::max(textPixels,
                         alongWidth ? metrics.horizontalAdvance(text->text()) +
                                          2.0 * (padding.left() + padding.right())
                                    : metrics.height() + 2.0 * (padding.top() + padding.bottom()));
        }
        const double axisPixels =
            std::max(1, across ? plot->axisRect()->width() : plot->axisRect()->height());
        const double room = std::min(0.6, textPixels / axisPixels);
        axis->setRange(sceneAxis->lower,
                       sceneAxis->upper / (1.0 - room) * *sceneAxis->roomForTexts);
    }
    if (!drawn.inBar.isEmpty()) {
        // As wide as the bars at most, and hung inside each bar's top, clear of the total's
        // text that stands on it: the markers and their halos alike.
        const QCPAxis *keys = plot->xAxis;
        const double barPixels =
            std::abs(keys->coordToPixel(drawn.inBarWidth) - keys->coordToPixel(0.0));
        const double scale = std::clamp(barPixels * 0.8, 4.0, drawn.inBarSize) / drawn.inBarSize;
        double reach = 0.0;
        for (QCPGraph *graph : drawn.inBar) {
            QCPScatterStyle style = graph->scatterStyle();
            style.setSize(style.size() * scale);
            graph->setScatterStyle(style);
            reach = std::max(reach, style.size() / 2 + style.pen().widthF() / 2);
        }
        const QCPAxis *axis = plot->yAxis;
        const double lowest = axis->coordToPixel(0.0) - reach;
        for (QCPGraph *graph : drawn.inBar) {
            for (auto point = graph->data()->begin(); point != graph->data()->end(); ++point)
                point->value =
                    axis->pixelToCoord(std::min(axis->coordToPixel(point->value) + reach, lowest));
        }
    }
    for (const auto &[rect, box] : drawn.open) {
        const auto edge = [](double value, const QCPRange &range) {
            if (std::isfinite(value))
                return value;
            return value > 0 ? range.upper : range.lower;
        };
        const QCPRange across = plot->xAxis->range();
        const QCPRange up = plot->yAxis->range();
        const QPointF corner(edge(box.corner.x(), across), edge(box.corner.y(), up));
        const QPointF opposite(edge(box.opposite.x(), across), edge(box.opposite.y(), up));
        rect->topLeft->setCoords(std::min(corner.x(), opposite.x()),
                                 std::max(corner.y(), opposite.y()));
        rect->bottomRight->setCoords(std::max(corner.x(), opposite.x()),
                                     std::min(corner.y(), opposite.y()));
    }
}

} // namespace drf
