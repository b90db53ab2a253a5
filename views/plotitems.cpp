#include "plotitems.h"

#include "allocationset.h"
#include "cachedtext.h"
#include "figurestyle.h"
#include "palette.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct PlotItemsTexts
{
    Q_DECLARE_TR_FUNCTIONS(PlotItemsTexts)
};

} // namespace

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

QString shortPolicyName(PolicyId policy)
{
    switch (policy) {
    case PolicyId::MaxMin:
        return QStringLiteral("max-min");
    case PolicyId::FixedPrice:
        return PlotItemsTexts::tr("fixed price");
    case PolicyId::Walras:
        return PlotItemsTexts::tr("Walras");
    case PolicyId::Drf:
        return QStringLiteral("DRF");
    case PolicyId::DrfEqual:
        return PlotItemsTexts::tr("DRF (equal)");
    case PolicyId::Asset:
        return QStringLiteral("asset");
    }
    return policyKey(policy);
}

QString mechanismLabel(Mechanism mechanism, PolicyId recomputePolicy)
{
    const QString name = mechanismShortName(mechanism);
    return mechanism == Mechanism::Recompute
               ? QStringLiteral("%1 (%2)").arg(name, shortPolicyName(recomputePolicy))
               : name;
}

QColor readableColor(const QColor &colour, const QColor &background)
{
    const auto readable = [&background](const QColor &text) {
        return contrastRatio(text, background) >= kMinimumTextContrast &&
               contrastRatio(greyscale(text), greyscale(background)) >= kMinimumTextContrast;
    };
    if (readable(colour))
        return colour;
    // Steps of 1/64 of the channels reach the lightest readable shade within about 4 levels:
    // towards black on a light background, towards white on a dark one.
    const bool lighten =
        contrastRatio(Qt::white, background) > contrastRatio(Qt::black, background);
    const QColor rgb = colour.toRgb();
    const auto towards = [lighten](float channel, float scale) {
        return lighten ? 1.0f - (1.0f - channel) * scale : channel * scale;
    };
    for (int step = 63; step > 0; --step) {
        const float scale = float(step) / 64.0f;
        QColor shade = QColor::fromRgbF(towards(rgb.redF(), scale), towards(rgb.greenF(), scale),
                                        towards(rgb.blueF(), scale), rgb.alphaF());
        // Rounded to 8 bits per channel, as every output stores it.
        shade = QColor(shade.rgba());
        if (readable(shade))
            return shade;
    }
    return lighten ? QColor(255, 255, 255, colour.alpha()) : QColor(0, 0, 0, colour.alpha());
}

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
    // Closed shapes, but one, so that a white inside or an inked one marks the selected policy;
    // the two triangles point opposite ways, the square stands on its side and the diamond on
    // its corner.
    switch (policy) {
    case PolicyId::MaxMin:
        return QCPScatterStyle::ssSquare;
    case PolicyId::FixedPrice:
        return QCPScatterStyle::ssDiamond;
    case PolicyId::Walras:
        return QCPScatterStyle::ssTriangle;
    case PolicyId::Drf:
        return QCPScatterStyle::ssCircle;
    case PolicyId::DrfEqual:
        return QCPScatterStyle::ssTriangleInverted;
    case PolicyId::Asset:
        return QCPScatterStyle::ssStar;
    }
    return QCPScatterStyle::ssCircle;
}

QString policySymbol(PolicyId policy)
{
    switch (policyMarkerShape(policy)) {
    case QCPScatterStyle::ssSquare:
        return QStringLiteral("□");
    case QCPScatterStyle::ssDiamond:
        return QStringLiteral("◇");
    case QCPScatterStyle::ssTriangle:
        return QStringLiteral("△");
    case QCPScatterStyle::ssTriangleInverted:
        return QStringLiteral("▽");
    case QCPScatterStyle::ssStar:
        return QStringLiteral("✱");
    default:
        return QStringLiteral("○");
    }
}

QCPScatterStyle policyMarkerStyle(PolicyId policy, bool selected, bool feasible, double size)
{
    const QColor ink = feasible ? policyColor(policy) : warningColor();
    const QCPScatterStyle::ScatterShape shape = policyMarkerShape(policy);
    if (shape == QCPScatterStyle::ssStar) {
        const double bold = selected ? 1.6 : 1.0;
        return QCPScatterStyle(shape, makePen(ink, lineWidth::kMarkerOutline * bold), Qt::NoBrush,
                               size * (selected ? 1.3 : 1.15));
    }
    QPen outline = makePen(ink, lineWidth::kMarkerOutline);
    outline.setJoinStyle(Qt::MiterJoin); // sharp corners: a triangle reads as one when small
    return QCPScatterStyle(shape, outline, selected ? QBrush(ink) : QBrush(backgroundColor()),
                           size);
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
    // Six patterns Qt draws in every output (screen, PDF, SVG); dashes in units of the width.
    QPen pen = makePen(policyColor(policy), width);
    switch (policy) {
    case PolicyId::MaxMin:
        pen.setStyle(Qt::DashLine);
        break;
    case PolicyId::FixedPrice:
        pen.setStyle(Qt::DotLine);
        break;
    case PolicyId::Walras:
        pen.setStyle(Qt::DashDotDotLine);
        break;
    case PolicyId::Drf:
        pen.setStyle(Qt::DashDotLine);
        break;
    case PolicyId::DrfEqual:
        pen.setDashPattern({8, 3});
        break;
    case PolicyId::Asset:
        pen.setStyle(Qt::SolidLine);
        break;
    }
    return pen;
}

QList<QList<PolicyPoint>> groupCoincident(const QList<PolicyPoint> &points, double tolerance)
{
    QList<QList<PolicyPoint>> groups;
    for (const PolicyPoint &point : points) {
        auto same = [&](const QList<PolicyPoint> &group) {
            const QPointF other = group.first().point;
            return std::abs(other.x() - point.point.x()) <= tolerance &&
                   std::abs(other.y() - point.point.y()) <= tolerance;
        };
        auto group = std::find_if(groups.begin(), groups.end(), same);
        if (group == groups.end())
            groups.append({point});
        else
            group->append(point);
    }
    return groups;
}

QString policyNames(const QList<PolicyPoint> &group)
{
    QStringList names;
    for (const PolicyPoint &point : group)
        names.append(shortPolicyName(point.policy));
    return names.join(QStringLiteral(", "));
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

void PlotExtent::include(QPointF point)
{
    if (!std::isfinite(point.x()) || !std::isfinite(point.y()))
        return;
    if (m_empty) {
        m_min = m_max = point;
        m_empty = false;
        return;
    }
    m_min = {std::min(m_min.x(), point.x()), std::min(m_min.y(), point.y())};
    m_max = {std::max(m_max.x(), point.x()), std::max(m_max.y(), point.y())};
}

void PlotExtent::include(const QVector<QPointF> &points)
{
    for (const QPointF &point : points)
        include(point);
}

void PlotExtent::applyTo(QCustomPlot *plot, double margin) const
{
    // Half the margin below: the low end is usually the origin, with nothing beyond it.
    auto apply = [margin](QCPAxis *axis, double low, double high) {
        double span = high - low;
        if (!(span > 0))
            span = std::max(1.0, std::abs(high));
        axis->setRange(low - margin * span / 2, high + margin * span);
    };
    if (m_empty) {
        apply(plot->xAxis, 0, 1);
        apply(plot->yAxis, 0, 1);
        return;
    }
    apply(plot->xAxis, m_min.x(), m_max.x());
    apply(plot->yAxis, m_min.y(), m_max.y());
}

} // namespace drf
