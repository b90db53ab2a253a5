#include "pgfplotsitems.h"

#include "palette.h"
#include "pgfplotscolormap.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <utility>

namespace drf {

namespace {

using W = PgfplotsWriter;

/// A hatching (without TikZ's patterns library) is written as a tint of this share of its ink's
/// opacity: about what its lines cover.
constexpr double kHatchingTint = 0.45;

} // namespace

SceneItemWriter::SceneItemWriter(const QList<SceneItem> &items, const SceneColorScale *colorScale,
                                 const PgfplotsSettings &settings, PgfplotsWriter &writer)
    : m_items(items), m_colorScale(colorScale), m_settings(settings), m_writer(writer)
{
}

QString SceneItemWriter::legendImage(const SceneItem &item)
{
    if (const auto *marker = std::get_if<SceneMarker>(&item))
        return markOptions(*marker, false);
    if (const auto *box = std::get_if<SceneBox>(&item))
        return legendImage(*box);
    if (std::holds_alternative<SceneColorMap>(item))
        return QStringLiteral("area legend, draw=none, fill=none");
    const auto &path = std::get<ScenePath>(item);
    if (path.fill)
        return QStringLiteral("area legend, draw=none, fill=%1").arg(colour(*path.fill));
    return strokeOptions(path.stroke);
}

QString SceneItemWriter::legendImage(const SceneBox &box)
{
    QStringList options{QStringLiteral("area legend")};
    options.append(box.stroke.style == Qt::NoPen
                       ? QStringLiteral("draw=none")
                       : QStringLiteral("draw=") + strokeOptions(box.stroke));
    options.append(box.fill ? fillOptions(box) : QStringLiteral("fill=none"));
    return options.join(QStringLiteral(", "));
}

void SceneItemWriter::write(const QRectF &range)
{
    m_range = range;
    for (const SceneLayer layer : {SceneLayer::UnderGrid, SceneLayer::OverGrid}) {
        for (const SceneItem &item : m_items) {
            if (const auto *path = std::get_if<ScenePath>(&item)) {
                if (path->layer == layer)
                    writePath(*path);
            } else if (const auto *box = std::get_if<SceneBox>(&item)) {
                if (box->layer == layer)
                    writeBox(*box);
            } else if (const auto *map = std::get_if<SceneColorMap>(&item)) {
                if (map->layer == layer && m_colorScale)
                    writeColorMap(*map, *m_colorScale, m_writer);
            } else if (layer == SceneLayer::OverGrid) {
                writeMarker(std::get<SceneMarker>(item));
            }
        }
    }
}

QPointF SceneItemWriter::pixelsPerUnit() const
{
    const QSizeF area = m_writer.dataSizeCm();
    return {area.width() * kPixelsPerCm / std::max(1e-12, m_range.width()),
            area.height() * kPixelsPerCm / std::max(1e-12, m_range.height())};
}

QString SceneItemWriter::fillOptions(const SceneBox &box)
{
    QColor opaque = box.fill->colour;
    double opacity = opaque.alphaF();
    opaque.setAlpha(255);
    if (box.pattern != Qt::SolidPattern)
        opacity *= kHatchingTint;
    QString options = QStringLiteral("fill=") + colour({opaque, box.fill->name});
    if (opacity < 1.0)
        options += QStringLiteral(", fill opacity=") + W::number(opacity);
    return options;
}

void SceneItemWriter::writeBox(const SceneBox &box)
{
    // An infinite coordinate reaches the edge of the range shown.
    const auto edge = [](double value, double low, double high) {
        return std::isfinite(value) ? value : value > 0 ? high : low;
    };
    // Cut to the range, as the screen's axes cut it (the figure's labels may stand out of the
    // axis, its boxes may not).
    const QRectF shown = QRectF(QPointF(edge(box.corner.x(), m_range.left(), m_range.right()),
                                        edge(box.corner.y(), m_range.top(), m_range.bottom())),
                                QPointF(edge(box.opposite.x(), m_range.left(), m_range.right()),
                                        edge(box.opposite.y(), m_range.top(), m_range.bottom())))
                             .normalized()
                             .intersected(m_range);
    if (!shown.isValid())
        return;
    const QPointF corner = shown.topLeft();
    const QPointF opposite = shown.bottomRight();
    const bool stroked = box.stroke.style != Qt::NoPen;
    QStringList options;
    if (stroked)
        options.append(strokeOptions(box.stroke));
    if (box.fill)
        options.append(fillOptions(box));
    if (options.isEmpty())
        return;
    m_writer.add(QStringLiteral("\\%1[%2] %3 rectangle %4;")
                     .arg(stroked ? (box.fill ? QStringLiteral("filldraw") : QStringLiteral("draw"))
                                  : QStringLiteral("fill"),
                          options.join(QStringLiteral(", ")), W::at(corner), W::at(opposite)));
}

QString SceneItemWriter::strokeOptions(const SceneStroke &stroke)
{
    QStringList options{colour(stroke.ink), m_writer.lineWidth(stroke.width)};
    if (stroke.ink.colour.alpha() < 255)
        options.append(QStringLiteral("draw opacity=") + W::number(stroke.ink.colour.alphaF()));
    switch (stroke.style) {
    case Qt::DashLine:
        options.append(QStringLiteral("dashed"));
        break;
    case Qt::DotLine:
        options.append(QStringLiteral("dotted"));
        break;
    case Qt::DashDotLine:
        options.append(QStringLiteral("dash dot"));
        break;
    case Qt::DashDotDotLine:
        options.append(QStringLiteral("dash dot dot"));
        break;
    default:
        break;
    }
    if (!stroke.dashes.isEmpty()) {
        // Qt's dashes are in units of the line's width, as drawn.
        const double unit = stroke.width * 0.75;
        QStringList pattern;
        for (int k = 0; k + 1 < stroke.dashes.size(); k += 2)
            pattern.append(QStringLiteral("on %1pt off %2pt")
                               .arg(W::number(stroke.dashes[k] * unit),
                                    W::number(stroke.dashes[k + 1] * unit)));
        options.append(QStringLiteral("dash pattern=") + pattern.join(QLatin1Char(' ')));
        if (stroke.dashOffset != 0)
            options.append(
                QStringLiteral("dash phase=%1pt").arg(W::number(stroke.dashOffset * unit)));
    }
    return options.join(QStringLiteral(", "));
}

void SceneItemWriter::writePath(const ScenePath &path)
{
    if (path.kind == ScenePath::Kind::Steps) {
        writeSteps(path);
        return;
    }
    QList<QPointF> points = path.points;
    const bool closed = path.fill && points.size() > 2;
    if (closed && points.first() == points.last())
        points.removeLast();
    // A point with NaN coordinates leaves a gap: the next point starts a new piece.
    QStringList pieces;
    QStringList coordinates;
    for (const QPointF &point : points) {
        if (std::isfinite(point.x()) && std::isfinite(point.y()))
            coordinates.append(W::at(point));
        else if (!coordinates.isEmpty())
            pieces.append(std::exchange(coordinates, {}).join(QStringLiteral(" -- ")));
    }
    if (!coordinates.isEmpty())
        pieces.append(coordinates.join(QStringLiteral(" -- ")));
    QString course = pieces.join(QLatin1Char(' '));
    if (closed)
        course += QStringLiteral(" -- cycle");
    const bool stroked = path.stroke.style != Qt::NoPen;
    QStringList options;
    if (stroked)
        options.append(strokeOptions(path.stroke));
    if (path.fill) {
        options.append((stroked ? QStringLiteral("fill=") : QString()) + colour(*path.fill));
        if (path.fill->colour.alpha() < 255)
            options.append(QStringLiteral("fill opacity=") + W::number(path.fill->colour.alphaF()));
    }
    if (path.arrowHead && path.kind == ScenePath::Kind::Segment && !path.bars)
        options.prepend(QStringLiteral("->"));
    m_writer.add(QStringLiteral("\\%1[%2] %3;")
                     .arg(stroked ? QStringLiteral("draw") : QStringLiteral("fill"),
                          options.join(QStringLiteral(", ")), course));
    if (path.kind == ScenePath::Kind::Segment && path.bars && path.points.size() == 2) {
        writeBar(path, path.points[1], path.points[0]);
        if (path.bars->tail)
            writeBar(path, path.points[0], path.points[1]);
    }
}

void SceneItemWriter::writeBar(const ScenePath &path, QPointF at, QPointF from)
{
    const QPointF perUnit = pixelsPerUnit();
    const QPointF along((at.x() - from.x()) * perUnit.x(), (at.y() - from.y()) * perUnit.y());
    const double length = std::hypot(along.x(), along.y());
    if (!(length > 0))
        return;
    // Half the bar, in points, turned a quarter from the segment (y up on paper).
    const double half = path.bars->size * kPointsPerPixel / 2 * m_settings.style.lineScale();
    const QPointF across(-along.y() / length * half, along.x() / length * half);
    m_writer.add(QStringLiteral("\\draw[%1] %2 ++(%3pt,%4pt) -- ++(%5pt,%6pt);")
                     .arg(strokeOptions(path.stroke), W::at(at), W::number(across.x()),
                          W::number(across.y()), W::number(-2 * across.x()),
                          W::number(-2 * across.y())));
}

void SceneItemWriter::writeSteps(const ScenePath &path)
{
    const QString options =
        QStringLiteral("const plot, no marks, forget plot, ") + strokeOptions(path.stroke);
    QStringList coordinates;
    const auto flush = [&] {
        if (coordinates.size() > 1)
            m_writer.add(QStringLiteral("\\addplot[%1] coordinates {%2};")
                             .arg(options, coordinates.join(QLatin1Char(' '))));
        coordinates.clear();
    };
    for (const QPointF &point : path.points) {
        if (std::isnan(point.y()))
            flush();
        else
            coordinates.append(
                QStringLiteral("(%1,%2)").arg(W::number(point.x()), W::number(point.y())));
    }
    flush();
}

QString SceneItemWriter::markOptions(const SceneMarker &marker, bool halo)
{
    auto [mark, turn] = pgfplotsMark(marker.shape);
    // A hollow mark is pgfplots' hollow one: "o" for "*", "square" for "square*"...
    if (marker.hollow && mark.endsWith(QLatin1Char('*')))
        mark = mark == QLatin1String("*") ? QStringLiteral("o") : mark.chopped(1);
    const QString ink =
        halo ? colour({backgroundColor(), QStringLiteral("background")}) : colour(marker.ink);
    const QString inside = marker.hollow ? QStringLiteral("none")
                           : marker.filled && !halo
                               ? ink
                               : colour({backgroundColor(), QStringLiteral("background")});
    return QStringLiteral("only marks, mark=%1, mark size=%2pt, color=%3, "
                          "mark options={%4fill=%5, %6}")
        .arg(mark, W::number(marker.size * 0.75 / 2), ink, turn, inside,
             m_writer.lineWidth(marker.outline + (halo ? 2.5 : 0)));
}

SceneMarker SceneItemWriter::fittedInBar(SceneMarker marker) const
{
    const QPointF perUnit = pixelsPerUnit();
    const SceneMarker::InBar &bar = *marker.inBar;
    const double scale = std::clamp(bar.width * perUnit.x() * 0.8, 4.0, bar.size) / bar.size;
    // As deep as the largest of them reaches with its halo.
    double reach = 0.0;
    for (const SceneItem &item : m_items) {
        if (const auto *other = std::get_if<SceneMarker>(&item); other && other->inBar)
            reach = std::max(reach, (other->size * scale + other->outline + 2.5) / 2);
    }
    marker.size *= scale;
    const double depth = reach / perUnit.y();
    marker.point.setY(std::max(marker.point.y() - depth, depth));
    return marker;
}

void SceneItemWriter::writeMarker(SceneMarker marker)
{
    if (marker.inBar)
        marker = fittedInBar(marker);
    const QString at =
        QStringLiteral("(%1,%2)").arg(W::number(marker.point.x()), W::number(marker.point.y()));
    for (const bool halo : {true, false}) {
        if (halo && !marker.halo)
            continue;
        m_writer.add(QStringLiteral("\\addplot[forget plot, %1] coordinates {%2};")
                         .arg(markOptions(marker, halo), at));
    }
}

std::pair<QString, QString> pgfplotsMark(MarkerShape shape)
{
    switch (shape) {
    case MarkerShape::Square:
        return {QStringLiteral("square*"), QString()};
    case MarkerShape::Diamond:
        return {QStringLiteral("diamond*"), QString()};
    case MarkerShape::Triangle:
        return {QStringLiteral("triangle*"), QString()};
    case MarkerShape::TriangleDown:
        return {QStringLiteral("triangle*"), QStringLiteral("rotate=180, ")};
    case MarkerShape::Star:
        return {QStringLiteral("star"), QString()};
    case MarkerShape::Cross:
        return {QStringLiteral("x"), QString()};
    case MarkerShape::Circle:
        break;
    }
    return {QStringLiteral("*"), QString()};
}

void writeSceneItems(const QList<SceneItem> &items, const QRectF &range,
                     const PgfplotsSettings &settings, PgfplotsWriter &writer)
{
    SceneItemWriter(items, nullptr, settings, writer).write(range);
}

QString pgfplotsLegendImage(const SceneItem &item, const PgfplotsSettings &settings,
                            PgfplotsWriter &writer)
{
    return SceneItemWriter({}, nullptr, settings, writer).legendImage(item);
}

} // namespace drf
