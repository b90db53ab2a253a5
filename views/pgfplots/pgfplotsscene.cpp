#include "pgfplotsscene.h"

#include "pgfplotspanels.h"

#include "palette.h"
#include "pgfplotscolormap.h"
#include "pgfplotsitems.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <utility>

namespace drf {

namespace {

using W = PgfplotsWriter;

/// The height of a line of the labels' text (centimetres at text scale 1), how much wider bold
/// text runs, and the labels' inner separation on both sides (1pt each, figure label's style).
constexpr double kLineCm = 0.32;
constexpr double kBoldWidth = 1.1;
constexpr double kLabelSepCm = 2 * 2.54 / 72.27;

/// Writes a scene into a PgfplotsWriter: its title, axes, texts, legend and labels around its
/// items (SceneItemWriter).
class SceneWriter
{
public:
    SceneWriter(const FigureScene &scene, const PgfplotsSettings &settings, W &writer)
        : m_scene(scene), m_settings(settings), m_writer(writer),
          m_items(scene.items, scene.colorScale ? &*scene.colorScale : nullptr, settings, writer)
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
        const QRectF shown = m_scene.message.isEmpty() ? fittedRange() : range;
        m_writer.setRange(shown);
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
        m_items.write(shown);
        const bool written = m_settings.style.labels != LabelDensity::None;
        for (const SceneText &text : m_scene.texts) {
            if (written)
                writeText(text);
        }
        // Written short, an entry with a name of its own leaves its text to the caption.
        QStringList legendCaption;
        for (const SceneLegendEntry &entry : m_scene.legend) {
            const bool named = m_writer.compactLabels() && !entry.name.isEmpty();
            m_writer.addLegend(entry.swatch ? m_items.legendImage(*entry.swatch)
                                            : m_items.legendImage(m_scene.items.value(entry.item)),
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

private:
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

    QString colour(const SceneInk &ink) { return m_items.colour(ink); }

    const FigureScene &m_scene;
    const PgfplotsSettings &m_settings;
    W &m_writer;
    SceneItemWriter m_items;
};

} // namespace

QString pgfplotsScene(const FigureScene &scene, const PgfplotsSettings &settings)
{
    if (!scene.panels.isEmpty())
        return pgfplotsPanels(scene, settings);
    W writer(settings);
    SceneWriter(scene, settings, writer).write();
    return writer.document();
}

} // namespace drf
