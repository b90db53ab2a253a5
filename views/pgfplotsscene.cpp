#include "pgfplotsscene.h"

#include "pgfplotspanels.h"

#include "palette.h"
#include "pgfplotscolormap.h"
#include "plotitems.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <utility>

namespace drf {

namespace {

using W = PgfplotsWriter;

/// Pixels (at 96 dpi) per centimetre, and points per pixel.
constexpr double kPixelsPerCm = 96.0 / 2.54;
constexpr double kPointsPerPixel = 0.75;
/// A hatching (without TikZ's patterns library) is written as a tint of this share of its ink's
/// opacity: about what its lines cover.
constexpr double kHatchingTint = 0.45;
/// The height of a line of the labels' text (centimetres at text scale 1), how much wider bold
/// text runs, and the labels' inner separation on both sides (1pt each, figure label's style).
constexpr double kLineCm = 0.32;
constexpr double kBoldWidth = 1.1;
constexpr double kLabelSepCm = 2 * 2.54 / 72.27;

/// Writes a scene into a PgfplotsWriter.
class SceneWriter
{
public:
    SceneWriter(const FigureScene &scene, const PgfplotsSettings &settings, W &writer)
        : m_scene(scene), m_settings(settings), m_writer(writer)
    {
    }

    void write()
    {
        m_writer.setTitle(m_scene.title);
        m_writer.setAxisLabels(m_scene.x.label, m_scene.y.label);
        writeTicks(QStringLiteral("x"), m_scene.x);
        writeTicks(QStringLiteral("y"), m_scene.y);
        m_writer.setLogX(m_scene.x.logarithmic);
        if (m_scene.y.logarithmic)
            m_writer.addAxisOption(QStringLiteral("ymode=log"));
        const QRectF range(QPointF(m_scene.x.lower, m_scene.y.lower),
                           QPointF(m_scene.x.upper, m_scene.y.upper));
        m_range = m_scene.message.isEmpty() ? fittedRange() : range;
        m_writer.setRange(m_range);
        if (!m_scene.message.isEmpty()) {
            m_writer.addFixedLabel(range.center(), QStringLiteral("center"),
                                   m_scene.message.split(QLatin1Char('\n')),
                                   m_writer.color(QStringLiteral("ink"), inkColor()));
            return;
        }
        const bool cells = std::any_of(m_scene.items.begin(), m_scene.items.end(), [](auto &i) {
            return std::holds_alternative<SceneColorMap>(i);
        });
        if (m_scene.colorScale && cells)
            writeColorScale(*m_scene.colorScale, m_writer);
        writeItems();
        const bool written = m_settings.style.labels != LabelDensity::None;
        for (const SceneText &text : m_scene.texts) {
            if (written)
                writeText(text);
        }
        // Written short, an entry with a name of its own leaves its text to the caption.
        QStringList legendCaption;
        for (const SceneLegendEntry &entry : m_scene.legend) {
            const bool named = m_writer.compactLabels() && !entry.name.isEmpty();
            m_writer.addLegend(entry.swatch ? legendImage(*entry.swatch)
                                            : legendImage(m_scene.items.value(entry.item)),
                               named ? entry.name : entry.text);
            if (named)
                legendCaption.append(entry.text);
        }
        for (const SceneObstacle &obstacle : m_scene.obstacles) {
            if (obstacle.point)
                m_writer.avoidPoint(obstacle.from, obstacle.pointRadius);
            else
                m_writer.avoidSegment(obstacle.from, obstacle.to);
        }
        const bool compact = m_writer.compactLabels();
        QStringList caption;
        for (const SceneLabel &label : m_scene.labels) {
            const QString written = compact ? label.name : label.text;
            if (!written.isEmpty())
                m_writer.addLabel(label.anchor, written.split(QLatin1Char('\n')),
                                  colour(label.ink));
            // A label written short leaves its numbers to the caption, as on screen.
            if (compact && label.text != label.name && !label.text.isEmpty())
                caption.append(QString(label.text).replace(QLatin1Char('\n'), QLatin1Char(' ')));
        }
        if (compact)
            caption.append(m_scene.captions + legendCaption);
        if (written)
            m_writer.setCaption(caption);
    }

    /// The scene's items alone, on an axis that shows `range` (a panel of a column of them).
    void writeItemsOn(const QRectF &range)
    {
        m_range = range;
        writeItems();
    }

    /// The \addlegendimage options that show `item`.
    QString legendImage(const SceneItem &item)
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

private:
    void writeItems()
    {
        // The regions under the grid first, as the screen draws them under everything.
        for (const SceneLayer layer : {SceneLayer::UnderGrid, SceneLayer::OverGrid}) {
            for (const SceneItem &item : m_scene.items) {
                if (const auto *path = std::get_if<ScenePath>(&item)) {
                    if (path->layer == layer)
                        writePath(*path);
                } else if (const auto *box = std::get_if<SceneBox>(&item)) {
                    if (box->layer == layer)
                        writeBox(*box);
                } else if (const auto *map = std::get_if<SceneColorMap>(&item)) {
                    if (map->layer == layer && m_scene.colorScale)
                        writeColorMap(*map, *m_scene.colorScale, m_writer);
                } else if (layer == SceneLayer::OverGrid) {
                    writeMarker(std::get<SceneMarker>(item));
                }
            }
        }
    }

    /// The ticks `axis` names (categories): "xtick={1,2}, xticklabels={{CPU},{RAM}}".
    void writeTicks(const QString &letter, const SceneAxis &axis)
    {
        if (axis.ticks.isEmpty())
            return;
        // Only the named ticks: a logarithmic axis would add its minor ones.
        if (axis.logarithmic)
            m_writer.addAxisOption(QStringLiteral("minor %1tick={}").arg(letter));
        QStringList at;
        QStringList names;
        for (const auto &[value, name] : axis.ticks) {
            at.append(W::number(value));
            names.append(QLatin1Char('{') + texText(name) + QLatin1Char('}'));
        }
        m_writer.addAxisOption(
            QStringLiteral("%1tick={%2}, %1ticklabels={%3}")
                .arg(letter, at.join(QLatin1Char(',')), names.join(QLatin1Char(','))));
    }

    /// The text `text` is written as: compact or in full.
    QString writtenText(const SceneText &text) const
    {
        return m_writer.compactLabels() && !text.compactText.isEmpty() ? text.compactText
                                                                       : text.text;
    }

    /// The range shown: the scene's, with room for its texts on an axis that asks for it (as
    /// the screen does, on the estimated size of the data area).
    QRectF fittedRange() const
    {
        double lowX = m_scene.x.lower;
        double highX = m_scene.x.upper;
        double lowY = m_scene.y.lower;
        double highY = m_scene.y.upper;
        const QSizeF area = m_writer.dataSizeCm();
        for (const bool across : {true, false}) {
            const SceneAxis &axis = across ? m_scene.x : m_scene.y;
            if (!axis.roomForTexts)
                continue;
            double textCm = 0.0;
            for (const SceneText &text : m_scene.texts) {
                if (text.inAxes || m_settings.style.labels == LabelDensity::None)
                    continue;
                const bool turned = std::abs(std::remainder(text.rotation, 180.0)) > 45.0;
                const QMargins &padding = text.padding;
                textCm = std::max(
                    textCm,
                    turned != across
                        ? m_writer.textWidthCm(writtenText(text)) * (text.bold ? kBoldWidth : 1.0) +
                              kLabelSepCm + 2.0 * (padding.left() + padding.right()) / kPixelsPerCm
                        : kLineCm * m_settings.style.fontScale() + kLabelSepCm +
                              2.0 * (padding.top() + padding.bottom()) / kPixelsPerCm);
            }
            const double length = std::max(0.5, across ? area.width() : area.height());
            const double room = std::min(0.6, textCm / length);
            (across ? highX : highY) = axis.upper / (1.0 - room) * *axis.roomForTexts;
        }
        return QRectF(QPointF(lowX, lowY), QPointF(highX, highY));
    }

    /// Pixels (at 96 dpi) per data unit across and up, on the estimated data area.
    QPointF pixelsPerUnit() const
    {
        const QSizeF area = m_writer.dataSizeCm();
        return {area.width() * kPixelsPerCm / std::max(1e-12, m_range.width()),
                area.height() * kPixelsPerCm / std::max(1e-12, m_range.height())};
    }

    /// The fill options of `box`: its colour, at its opacity.
    QString fillOptions(const SceneBox &box)
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

    void writeBox(const SceneBox &box)
    {
        // An infinite coordinate reaches the edge of the range shown.
        const auto edge = [](double value, double low, double high) {
            return std::isfinite(value) ? value : value > 0 ? high : low;
        };
        // Cut to the range, as the screen's axes cut it (the figure's labels may stand out of the
        // axis, its boxes may not).
        const QRectF shown =
            QRectF(QPointF(edge(box.corner.x(), m_range.left(), m_range.right()),
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
                         .arg(stroked
                                  ? (box.fill ? QStringLiteral("filldraw") : QStringLiteral("draw"))
                                  : QStringLiteral("fill"),
                              options.join(QStringLiteral(", ")), W::at(corner), W::at(opposite)));
    }

    /// TikZ's anchor for the side `align` names.
    static QString anchorOf(Qt::Alignment align)
    {
        QString vertical;
        if (align & Qt::AlignTop)
            vertical = QStringLiteral("north");
        else if (align & Qt::AlignBottom)
            vertical = QStringLiteral("south");
        QString horizontal;
        if (align & Qt::AlignLeft)
            horizontal = QStringLiteral("west");
        else if (align & Qt::AlignRight)
            horizontal = QStringLiteral("east");
        if (vertical.isEmpty() && horizontal.isEmpty())
            return QStringLiteral("center");
        if (vertical.isEmpty() || horizontal.isEmpty())
            return vertical + horizontal;
        return vertical + QLatin1Char(' ') + horizontal;
    }

    void writeText(const SceneText &text)
    {
        // Made readable as on screen, under a name of its own when that changes the colour.
        const QColor readable = readableColor(text.ink.colour);
        const QString ink = readable == text.ink.colour
                                ? colour(text.ink)
                                : colour({readable, text.ink.name + QStringLiteral("Text")});
        const QString at =
            text.inAxes ? QStringLiteral("(rel axis cs:%1,%2)")
                              .arg(W::number(text.anchor.x()), W::number(1.0 - text.anchor.y()))
                        : W::at(text.anchor);
        QStringList options{QStringLiteral("figure label"), QStringLiteral("text=") + ink,
                            QStringLiteral("anchor=") + anchorOf(text.align)};
        if (text.rotation != 0)
            options.append(QStringLiteral("rotate=") + W::number(-text.rotation));
        const QMargins &padding = text.padding;
        if (!padding.isNull())
            options.append(
                QStringLiteral("outer xsep=%1pt, outer ysep=%2pt")
                    .arg(W::number(std::max(padding.left(), padding.right()) * kPointsPerPixel),
                         W::number(std::max(padding.top(), padding.bottom()) * kPointsPerPixel)));
        QStringList lines;
        for (const QString &line : writtenText(text).split(QLatin1Char('\n')))
            lines.append(text.bold ? QStringLiteral("\\textbf{%1}").arg(texText(line))
                                   : texText(line));
        m_writer.add(
            QStringLiteral("\\node[%1] at %2 {%3};")
                .arg(options.join(QStringLiteral(", ")), at, lines.join(QStringLiteral("\\\\"))));
    }
    QString colour(const SceneInk &ink) { return m_writer.color(ink.name, ink.colour); }

    /// The draw options of `stroke`: colour, width and dashes.
    QString strokeOptions(const SceneStroke &stroke)
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

    void writePath(const ScenePath &path)
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
                options.append(QStringLiteral("fill opacity=") +
                               W::number(path.fill->colour.alphaF()));
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

    /// A bar across the end `at` of a segment that comes from `from`, as wide as the screen
    /// draws it (TikZ's own bar tip grows with the line's width): across the segment as it runs
    /// on the estimated data area.
    void writeBar(const ScenePath &path, QPointF at, QPointF from)
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

    /// A step line, each value held to the next point, in pieces between its NaN.
    void writeSteps(const ScenePath &path)
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

    /// The \addplot options of `marker`; `halo`: its halo, in the background's colour and wider.
    QString markOptions(const SceneMarker &marker, bool halo)
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

    /// The markers in bars fitted to them as on screen: `marker` scaled, its point hung inside.
    SceneMarker fittedInBar(SceneMarker marker) const
    {
        const QPointF perUnit = pixelsPerUnit();
        const SceneMarker::InBar &bar = *marker.inBar;
        const double scale = std::clamp(bar.width * perUnit.x() * 0.8, 4.0, bar.size) / bar.size;
        // As deep as the largest of them reaches with its halo.
        double reach = 0.0;
        for (const SceneItem &item : m_scene.items) {
            if (const auto *other = std::get_if<SceneMarker>(&item); other && other->inBar)
                reach = std::max(reach, (other->size * scale + other->outline + 2.5) / 2);
        }
        marker.size *= scale;
        const double depth = reach / perUnit.y();
        marker.point.setY(std::max(marker.point.y() - depth, depth));
        return marker;
    }

    void writeMarker(SceneMarker marker)
    {
        if (marker.inBar)
            marker = fittedInBar(marker);
        const QString at =
            QStringLiteral("(%1,%2)").arg(W::number(marker.point.x()), W::number(marker.point.y()));
        for (const bool halo : {true, false}) {
            if (halo && (marker.onLine || !marker.halo))
                continue; // a mark on a line, or over cells, stands bare
            m_writer.add(QStringLiteral("\\addplot[forget plot, %1] coordinates {%2};")
                             .arg(markOptions(marker, halo), at));
        }
    }

    /// The \addlegendimage options of a swatch of `box`.
    QString legendImage(const SceneBox &box)
    {
        QStringList options{QStringLiteral("area legend")};
        options.append(box.stroke.style == Qt::NoPen
                           ? QStringLiteral("draw=none")
                           : QStringLiteral("draw=") + strokeOptions(box.stroke));
        options.append(box.fill ? fillOptions(box) : QStringLiteral("fill=none"));
        return options.join(QStringLiteral(", "));
    }

    const FigureScene &m_scene;
    const PgfplotsSettings &m_settings;
    W &m_writer;
    QRectF m_range; ///< the range shown
};

} // namespace

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
    FigureScene alone;
    alone.items = items;
    SceneWriter(alone, settings, writer).writeItemsOn(range);
}

QString pgfplotsLegendImage(const SceneItem &item, const PgfplotsSettings &settings,
                            PgfplotsWriter &writer)
{
    const FigureScene none;
    return SceneWriter(none, settings, writer).legendImage(item);
}

QString pgfplotsScene(const FigureScene &scene, const PgfplotsSettings &settings)
{
    if (!scene.panels.isEmpty())
        return pgfplotsPanels(scene, settings);
    W writer(settings);
    SceneWriter(scene, settings, writer).write();
    return writer.document();
}

} // namespace drf
