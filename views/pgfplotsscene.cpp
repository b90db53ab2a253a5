#include "pgfplotsscene.h"

#include "palette.h"

#include <QStringList>

namespace drf {

namespace {

using W = PgfplotsWriter;

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
        const QRectF range(QPointF(m_scene.x.lower, m_scene.y.lower),
                           QPointF(m_scene.x.upper, m_scene.y.upper));
        m_writer.setRange(range);
        if (!m_scene.message.isEmpty()) {
            m_writer.addFixedLabel(range.center(), QStringLiteral("center"),
                                   m_scene.message.split(QLatin1Char('\n')),
                                   m_writer.color(QStringLiteral("ink"), inkColor()));
            return;
        }
        // The regions under the grid first, as the screen draws them under everything.
        for (const SceneLayer layer : {SceneLayer::UnderGrid, SceneLayer::OverGrid}) {
            for (const SceneItem &item : m_scene.items) {
                if (const auto *path = std::get_if<ScenePath>(&item)) {
                    if (path->layer == layer)
                        writePath(*path);
                } else if (layer == SceneLayer::OverGrid) {
                    writeMarker(std::get<SceneMarker>(item));
                }
            }
        }
        for (const SceneLegendEntry &entry : m_scene.legend)
            m_writer.addLegend(legendImage(m_scene.items.value(entry.item)), entry.text);
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
        if (m_settings.labels != LabelDensity::None)
            m_writer.setCaption(caption);
    }

private:
    QString colour(const SceneInk &ink) { return m_writer.color(ink.name, ink.colour); }

    /// The draw options of `stroke`: colour, width and dashes.
    QString strokeOptions(const SceneStroke &stroke)
    {
        QStringList options{colour(stroke.ink), m_writer.lineWidth(stroke.width)};
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
        }
        return options.join(QStringLiteral(", "));
    }

    void writePath(const ScenePath &path)
    {
        QList<QPointF> points = path.points;
        const bool closed = path.fill && points.size() > 2;
        if (closed && points.first() == points.last())
            points.removeLast();
        QStringList coordinates;
        for (const QPointF &point : points)
            coordinates.append(W::at(point));
        QString course = coordinates.join(QStringLiteral(" -- "));
        if (closed)
            course += QStringLiteral(" -- cycle");
        const bool stroked = path.stroke.style != Qt::NoPen;
        QStringList options;
        if (stroked)
            options.append(strokeOptions(path.stroke));
        if (path.fill)
            options.append((stroked ? QStringLiteral("fill=") : QString()) + colour(*path.fill));
        if (path.arrowHead && path.kind == ScenePath::Kind::Segment)
            options.prepend(QStringLiteral("->"));
        m_writer.add(QStringLiteral("\\%1[%2] %3;")
                         .arg(stroked ? QStringLiteral("draw") : QStringLiteral("fill"),
                              options.join(QStringLiteral(", ")), course));
    }

    /// The \addplot options of `marker`; `halo`: its halo, in the background's colour and wider.
    QString markOptions(const SceneMarker &marker, bool halo)
    {
        const auto [mark, turn] = pgfplotsMark(marker.shape);
        const QString ink =
            halo ? colour({backgroundColor(), QStringLiteral("background")}) : colour(marker.ink);
        const QString inside = marker.filled && !halo
                                   ? ink
                                   : colour({backgroundColor(), QStringLiteral("background")});
        return QStringLiteral("only marks, mark=%1, mark size=%2pt, color=%3, "
                              "mark options={%4fill=%5, %6}")
            .arg(mark, W::number(marker.size * 0.75 / 2), ink, turn, inside,
                 m_writer.lineWidth(marker.outline + (halo ? 2.5 : 0)));
    }

    void writeMarker(const SceneMarker &marker)
    {
        const QString at =
            QStringLiteral("(%1,%2)").arg(W::number(marker.point.x()), W::number(marker.point.y()));
        for (const bool halo : {true, false})
            m_writer.add(QStringLiteral("\\addplot[forget plot, %1] coordinates {%2};")
                             .arg(markOptions(marker, halo), at));
    }

    /// The \addlegendimage options that show `item`.
    QString legendImage(const SceneItem &item)
    {
        if (const auto *marker = std::get_if<SceneMarker>(&item))
            return markOptions(*marker, false);
        const auto &path = std::get<ScenePath>(item);
        if (path.fill)
            return QStringLiteral("area legend, draw=none, fill=%1").arg(colour(*path.fill));
        return strokeOptions(path.stroke);
    }

    const FigureScene &m_scene;
    const PgfplotsSettings &m_settings;
    W &m_writer;
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
    case MarkerShape::Circle:
        break;
    }
    return {QStringLiteral("*"), QString()};
}

QString pgfplotsScene(const FigureScene &scene, const PgfplotsSettings &settings)
{
    W writer(settings);
    SceneWriter(scene, settings, writer).write();
    return writer.document();
}

} // namespace drf
