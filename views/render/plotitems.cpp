#include "plotitems.h"

#include "allocationset.h"
#include "cachedtext.h"
#include "figurestyle.h"
#include "palette.h"
#include "plotscene.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace drf {

WrappedTitle::WrappedTitle(QCustomPlot *plot, const QFont &font)
    : QCPTextElement(plot, QString(), font)
{
    setTextFlags(Qt::AlignCenter | Qt::TextWordWrap);
}

void PlotLabel::draw(QCPPainter *painter)
{
    // QCPItemText::draw (QCustomPlot 2.1.0), the text measured and drawn from its kept layout.
    const QPointF pos(position->pixelPosition());
    QTransform transform = painter->transform();
    transform.translate(pos.x(), pos.y());
    if (!qFuzzyIsNull(mRotation))
        transform.rotate(mRotation);
    painter->setFont(mainFont());
    const int flags = Qt::TextDontClip | int(mTextAlignment);
    QRect textRect = cachedTextBounds(painter->font(), QRectF(), flags, mText, painter->device())
                         .toAlignedRect();
    QRect textBoxRect =
        textRect.adjusted(-mPadding.left(), -mPadding.top(), mPadding.right(), mPadding.bottom());
    const QPointF textPos = getTextDrawPoint(QPointF(0, 0), textBoxRect, mPositionAlignment);
    textRect.moveTopLeft(textPos.toPoint() + QPoint(mPadding.left(), mPadding.top()));
    textBoxRect.moveTopLeft(textPos.toPoint());
    const int clipPad = qCeil(mainPen().widthF());
    const QRect boundingRect = textBoxRect.adjusted(-clipPad, -clipPad, clipPad, clipPad);
    if (!transform.mapRect(boundingRect).intersects(painter->transform().mapRect(clipRect())))
        return;
    painter->setTransform(transform);
    if ((mainBrush().style() != Qt::NoBrush && mainBrush().color().alpha() != 0) ||
        (mainPen().style() != Qt::NoPen && mainPen().color().alpha() != 0)) {
        painter->setPen(mainPen());
        painter->setBrush(mainBrush());
        painter->drawRect(textBoxRect);
    }
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(mainColor()));
    drawCachedText(painter, textRect, flags, mText);
}

QSize WrappedTitle::wrappedSize() const
{
    const int available =
        std::max(1, mParentPlot->viewport().width() - mMargins.left() - mMargins.right());
    // The integer box QFontMetrics would give, from the kept layout: the plot's layout asks for
    // the hints several times per replot (and about 90 times on the way to the window's first
    // frame), and wrapping is a text layout each time.
    const QSize text = cachedTextBounds(mFont, QRectF(0, 0, available, 0),
                                        Qt::AlignHCenter | Qt::TextWordWrap, mText)
                           .toAlignedRect()
                           .size();
    return {std::min(text.width(), available) + mMargins.left() + mMargins.right(),
            text.height() + mMargins.top() + mMargins.bottom()};
}

QSize WrappedTitle::minimumOuterSizeHint() const
{
    return mText.isEmpty() ? QCPTextElement::minimumOuterSizeHint() : wrappedSize();
}

QSize WrappedTitle::maximumOuterSizeHint() const
{
    return mText.isEmpty() ? QCPTextElement::maximumOuterSizeHint()
                           : QSize(QWIDGETSIZE_MAX, wrappedSize().height());
}

namespace {

const QString kLabelLayer = QStringLiteral("labels");

} // namespace

QColor withAlpha(QColor colour, int alpha)
{
    colour.setAlpha(alpha);
    return colour;
}

QPen makePen(const QColor &colour, double width, Qt::PenStyle style)
{
    QPen pen(colour, width, style);
    pen.setCapStyle(Qt::FlatCap);
    return pen;
}

QCPLayer *labelLayer(QCustomPlot *plot)
{
    if (QCPLayer *layer = plot->layer(kLabelLayer))
        return layer;
    plot->addLayer(kLabelLayer, plot->layer(QStringLiteral("main")), QCustomPlot::limAbove);
    return plot->layer(kLabelLayer);
}

QCPItemLine *addArrow(QCustomPlot *plot, QPointF from, QPointF to, const QPen &pen, bool head)
{
    auto *line = new QCPItemLine(plot);
    line->start->setCoords(from);
    line->end->setCoords(to);
    line->setPen(pen);
    if (head && from != to)
        line->setHead(QCPLineEnding(QCPLineEnding::esSpikeArrow, 6 + 2 * pen.widthF(),
                                    10 + 2 * pen.widthF()));
    return line;
}

QCPItemText *addLabel(QCustomPlot *plot, QPointF anchor, const QString &text, const QColor &colour)
{
    // An invisible tracer holds the anchor in plot coordinates; the text hangs off it in pixels,
    // so a label keeps its distance from its point at any plot size (screen or export).
    auto *tracer = new QCPItemTracer(plot);
    tracer->setStyle(QCPItemTracer::tsNone);
    tracer->position->setCoords(anchor);

    auto *label = new PlotLabel(plot);
    label->setLayer(labelLayer(plot));
    label->position->setType(QCPItemPosition::ptAbsolute);
    label->position->setParentAnchor(tracer->position);
    label->position->setCoords(4, -4);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    label->setTextAlignment(Qt::AlignLeft);
    label->setFont(plot->font()); // the figure's font, scaled by its style
    label->setText(text);
    label->setColor(readableColor(colour));
    label->setBrush(labelBackgroundColor());
    label->setPadding(QMargins(3, 1, 3, 1));
    label->setClipToAxisRect(false);
    return label;
}

QCPGraph *addMarker(QCustomPlot *plot, QPointF point, const QString &name,
                    const QCPScatterStyle &style)
{
    QCPGraph *marker = plot->addGraph();
    marker->setLineStyle(QCPGraph::lsNone);
    marker->setScatterStyle(style);
    marker->setPen(style.pen());
    marker->addData(point.x(), point.y());
    marker->setName(name);
    return marker;
}

QCPCurve *addPolyline(QCustomPlot *plot, const QVector<QPointF> &points, const QPen &pen,
                      const QBrush &brush)
{
    auto *curve = new QCPCurve(plot->xAxis, plot->yAxis);
    QVector<double> keys;
    QVector<double> values;
    keys.reserve(points.size());
    values.reserve(points.size());
    for (const QPointF &point : points) {
        keys.append(point.x());
        values.append(point.y());
    }
    curve->setData(keys, values);
    curve->setPen(pen);
    curve->setBrush(brush);
    // Antialiasing a large fill costs more than all the rest of a replot; the outline (or the
    // lines drawn over the edges) keeps them smooth.
    curve->setAntialiasedFill(false);
    return curve;
}

QCPItemRect *addBox(QCustomPlot *plot, QPointF corner, QPointF opposite, const QPen &pen,
                    const QBrush &brush)
{
    auto *box = new QCPItemRect(plot);
    box->topLeft->setCoords(std::min(corner.x(), opposite.x()), std::max(corner.y(), opposite.y()));
    box->bottomRight->setCoords(std::max(corner.x(), opposite.x()),
                                std::min(corner.y(), opposite.y()));
    box->setPen(pen);
    box->setBrush(brush);
    box->setAntialiased(false);
    return box;
}

QCPBars *addLegendEntry(QCustomPlot *plot, const QString &name, const QPen &pen,
                        const QBrush &brush)
{
    auto *entry = new QCPBars(plot->xAxis, plot->yAxis);
    entry->setName(name);
    entry->setPen(pen);
    entry->setBrush(brush);
    return entry;
}

QPointF markerPoint(const QCPGraph *marker)
{
    if (!marker || marker->data()->isEmpty()) {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        return {nan, nan};
    }
    const auto point = marker->data()->constBegin();
    return {point->key, point->value};
}

QCPScatterStyle::ScatterShape policyMarkerShape(PolicyId policy)
{
    return scatterShape(policyMarkShape(policy));
}

QCPScatterStyle policyMarkerStyle(PolicyId policy, bool selected, bool feasible, double size)
{
    return sceneMarkerStyle(drf::policyMarker(policy, selected, feasible, {}, size));
}

QCPGraph *addPolicyMarker(QCustomPlot *plot, const QVector<QPointF> &points, const QString &name,
                          const QCPScatterStyle &style)
{
    const auto addGraph = [&](const QCPScatterStyle &scatter) {
        QCPGraph *graph = plot->addGraph();
        graph->setLineStyle(QCPGraph::lsNone);
        graph->setScatterStyle(scatter);
        graph->setPen(scatter.pen());
        for (const QPointF &point : points)
            graph->addData(point.x(), point.y());
        return graph;
    };
    QPen halo = style.pen();
    halo.setColor(backgroundColor());
    halo.setWidthF(style.pen().widthF() + 2.5);
    addGraph(QCPScatterStyle(style.shape(), halo, backgroundColor(), style.size()))
        ->removeFromLegend();
    QCPGraph *marker = addGraph(style);
    marker->setName(name);
    return marker;
}

QPen policyPen(PolicyId policy, double width)
{
    return scenePen(policyStroke(policy, width));
}

QList<QList<PolicyPoint>> addPolicyMarkers(QCustomPlot *plot, const AllocationSet &results,
                                           const QList<PolicyPoint> &points, double tolerance,
                                           const QString &nameFormat,
                                           QMap<PolicyId, QCPGraph *> &markers)
{
    const QList<QList<PolicyPoint>> groups = groupCoincident(points, tolerance);
    for (const QList<PolicyPoint> &group : groups) {
        // Outer rings first, so the inner ones are drawn over them.
        for (int k = int(group.size()) - 1; k >= 0; --k) {
            const PolicyId policy = group[k].policy;
            const QCPScatterStyle style =
                policyMarkerStyle(policy, policy == results.selectedPolicy(),
                                  results.result(policy).analysis.feasible, 11 + 7 * k);
            markers.insert(policy, addPolicyMarker(plot, {group[k].point},
                                                   nameFormat.arg(shortPolicyName(policy)), style));
        }
    }
    // The legend lists the policies in the order given, whatever order they were drawn in.
    for (const PolicyPoint &point : points) {
        markers.value(point.policy)->removeFromLegend();
        markers.value(point.policy)->addToLegend();
    }
    return groups;
}

void applyExtent(QCustomPlot *plot, const PlotExtent &extent, double margin)
{
    const auto [x, y] = extent.ranges(margin);
    plot->xAxis->setRange(x.lower, x.upper);
    plot->yAxis->setRange(y.lower, y.upper);
}

} // namespace drf
