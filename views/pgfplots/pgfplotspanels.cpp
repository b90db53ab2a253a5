#include "pgfplotspanels.h"

#include "palette.h"
#include "pgfplotsitems.h"
#include "readablenumber.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace drf {

namespace {

using W = PgfplotsWriter;

/// A line of tick labels (centimetres): \footnotesize, or \small for larger text.
constexpr double kLineCm = 0.334;
constexpr double kLargeLineCm = 0.387;
/// As on screen: the least height of a panel, of the horizontal axis under the last and of a
/// heading, in lines of tick labels; a tick label's line with its spacing.
constexpr double kPanelLines = 3.2;
constexpr double kAxisLines = 3.0;
constexpr double kHeadingLines = 1.3;
constexpr double kTickSpacing = 1.25;
/// The gap between two panels, the horizontal axis' tick labels and label under the last, the
/// vertical ones' beside them, and a title line (centimetres).
constexpr double kGapCm = 0.15;
constexpr double kAxisCm = 1.0;
constexpr double kVerticalAxisCm = 1.85;
constexpr double kTitleLineCm = 0.45;
/// From the axis to the vertical axes' labels (centimetres): their tick labels' width and more,
/// the same for every panel, so the labels stand in one column as on screen.
constexpr double kVerticalLabelCm = 0.85;
/// The least height of a panel (centimetres), and points per centimetre.
constexpr double kLeastPanelCm = 0.3;
constexpr double kPointsPerCm = 72.27 / 2.54;

/// `path`, a straight line, from edge to edge of `range` (as the screen draws it across the
/// axes); other paths as they are.
ScenePath acrossRange(ScenePath path, const QRectF &range)
{
    if (path.kind != ScenePath::Kind::Straight || path.points.size() < 2)
        return path;
    const QPointF a = path.points[0];
    const QPointF b = path.points[1];
    path.kind = ScenePath::Kind::Segment;
    if (std::abs(b.x() - a.x()) >= std::abs(b.y() - a.y())) {
        const double slope = (b.y() - a.y()) / (b.x() - a.x());
        path.points = {{range.left(), a.y() + slope * (range.left() - a.x())},
                       {range.right(), a.y() + slope * (range.right() - a.x())}};
    } else {
        const double slope = (b.x() - a.x()) / (b.y() - a.y());
        path.points = {{a.x() + slope * (range.top() - a.y()), range.top()},
                       {a.x() + slope * (range.bottom() - a.y()), range.bottom()}};
    }
    return path;
}

/// Writes a scene of panels.
class PanelsWriter
{
public:
    PanelsWriter(const FigureScene &scene, const PgfplotsSettings &settings)
        : m_scene(scene), m_settings(settings), m_writer(settings),
          m_line(settings.style.fontScale() >= 1.2 ? kLargeLineCm : kLineCm)
    {
    }

    QString document()
    {
        choosePanels();
        m_writer.setGroupPlot(true);
        m_writer.setAxisLabels(m_scene.x.label, QString());
        // The vertical ranges are each panel's.
        m_writer.setRange(QRectF(QPointF(m_scene.x.lower, 0.0), QPointF(m_scene.x.upper, 1.0)));
        m_writer.addAxisOption(QStringLiteral("group style={group size=1 by %1, vertical sep=%2cm, "
                                              "x descriptions at=edge bottom}")
                                   .arg(m_shown.size())
                                   .arg(W::number(kGapCm)));
        const double width = std::max(1.0, m_settings.size.width() - kVerticalAxisCm);
        m_writer.addAxisOption(
            QStringLiteral("scale only axis, width=%1cm, ylabel style={at={(axis description "
                           "cs:%2,0.5)}, anchor=south}")
                .arg(W::number(width), W::number(-kVerticalLabelCm / width)));
        const QList<double> heights = panelHeights();
        for (int s = 0; s < m_shown.size(); ++s)
            writePanel(m_scene.panels[m_shown[s]], s, heights[s]);
        for (const SceneLegendEntry &entry : m_scene.legend) {
            if (!entry.sample || (entry.panel >= 0 && !m_shown.contains(entry.panel)))
                continue;
            m_writer.addLegend(pgfplotsLegendImage(*entry.sample, m_settings, m_writer),
                               entry.text);
        }
        return m_writer.document();
    }

private:
    /// The panels shown: every one where the figure has the height, else those not optional.
    void choosePanels()
    {
        const auto headings =
            std::count_if(m_scene.panels.cbegin(), m_scene.panels.cend(),
                          [](const ScenePanel &panel) { return !panel.heading.isEmpty(); });
        const bool all = (double(m_scene.panels.size()) * kPanelLines +
                          double(headings) * kHeadingLines + kAxisLines) *
                             m_line <=
                         m_settings.size.height();
        for (int k = 0; k < m_scene.panels.size(); ++k) {
            if (all || !m_scene.panels[k].optional)
                m_shown.append(k);
        }
    }

    bool titled() const { return m_settings.style.showTitle && !m_scene.title.isEmpty(); }

    /// The shown panels' heights (centimetres): what the title, the headings, the gaps and the
    /// horizontal axis leave of the figure's height, shared by their stretches.
    QList<double> panelHeights() const
    {
        double rest = m_settings.size.height() - kAxisCm - kGapCm * double(m_shown.size() - 1);
        if (titled()) {
            // The title wraps at the figure's width, its font about 1.4 times the labels'.
            for (const QString &line : m_scene.title.split(QLatin1Char('\n')))
                rest -= kTitleLineCm *
                        std::ceil(1.4 * m_writer.textWidthCm(line) / m_settings.size.width());
        }
        double stretches = 0.0;
        for (const int k : m_shown) {
            stretches += m_scene.panels[k].stretch;
            if (!m_scene.panels[k].heading.isEmpty())
                rest -= kHeadingLines * m_line;
        }
        QList<double> heights;
        for (const int k : m_shown)
            heights.append(std::max(kLeastPanelCm, rest * m_scene.panels[k].stretch / stretches));
        return heights;
    }

    /// The title of the s-th panel shown: the figure's over the first, the panel's heading.
    QStringList titleOptions(const ScenePanel &panel, int s) const
    {
        QStringList lines;
        if (s == 0 && titled()) {
            for (const QString &line : m_scene.title.split(QLatin1Char('\n')))
                lines.append(texText(line));
        }
        if (!panel.heading.isEmpty())
            lines.append(QStringLiteral("{%1\\bfseries %2}")
                             .arg(m_settings.style.fontScale() >= 1.2
                                      ? QStringLiteral("\\small")
                                      : QStringLiteral("\\footnotesize"),
                                  texText(panel.heading)));
        if (lines.isEmpty())
            return {};
        QStringList options{QStringLiteral("title={%1}").arg(lines.join(QStringLiteral("\\\\"))),
                            QStringLiteral("title style={font=%1, align=center, text width=%2cm}")
                                .arg(m_settings.style.fontScale() >= 1.2
                                         ? QStringLiteral("\\normalsize")
                                         : QStringLiteral("\\small"),
                                     W::number(m_settings.size.width() - 0.5))};
        // Below the first, a heading takes room of its own over its panel.
        if (s > 0)
            options.append(QStringLiteral("yshift=-%1cm").arg(W::number(kHeadingLines * m_line)));
        return options;
    }

    /// The vertical axis' ticks of a panel `height` centimetres high: as on screen, 0 and a
    /// round top, or the top alone, where the panel is too short for its ticks.
    QString tickOptions(const ScenePanel &panel, double height) const
    {
        const int fitting = int(height / (m_line * kTickSpacing));
        if (fitting > panel.yTicks)
            return QStringLiteral("max space between ticks=%1")
                .arg(std::max(10, int(height * kPointsPerCm / std::max(1, panel.yTicks - 1))));
        const double top = roundTop(panel.y.upper);
        return fitting >= 2 ? QStringLiteral("ytick={0,%1}, yticklabels={0,{%2}}")
                                  .arg(W::number(top), texText(readableDecimal(top)))
                            : QStringLiteral("ytick={%1}, yticklabels={{%2}}")
                                  .arg(W::number(top), texText(readableDecimal(top)));
    }

    void writePanel(const ScenePanel &panel, int s, double height)
    {
        QStringList options{QStringLiteral("height=%1cm").arg(W::number(height)),
                            QStringLiteral("ymin=%1, ymax=%2")
                                .arg(W::number(panel.y.lower), W::number(panel.y.upper)),
                            QStringLiteral("ylabel={%1}").arg(texText(panel.y.label))};
        options += titleOptions(panel, s);
        if (panel.axes)
            options.append(tickOptions(panel, height));
        else
            options.append(QStringLiteral("hide axis"));
        if (s == m_shown.size() - 1) {
            // The legend under the horizontal axis' label, as the writer puts it under one axis.
            const double depth = 1.0 + 0.3 * std::max(0.0, m_settings.style.fontScale() - 1.0);
            options.append(
                QStringLiteral("legend style={at={(0.5,%1)}}").arg(W::number(-depth / height)));
        }
        m_writer.add(QStringLiteral("\\nextgroupplot[%1]").arg(options.join(QStringLiteral(", "))));
        if (!panel.message.isEmpty()) {
            const QColor readable = readableColor(panel.messageInk.colour);
            const QString ink =
                m_writer.color(panel.messageInk.name + QStringLiteral("Text"), readable);
            QStringList lines;
            for (const QString &line : panel.message.split(QLatin1Char('\n')))
                lines.append(texText(line));
            m_writer.add(QStringLiteral("\\node[font=%1, text=%2, align=center, text width=%3cm] "
                                        "at (rel axis cs:0.5,0.5) {%4};")
                             .arg(m_writer.labelFont(), ink,
                                  W::number(0.8 * m_settings.size.width()),
                                  lines.join(QStringLiteral("\\\\"))));
        }
        const QRectF range(QPointF(m_scene.x.lower, panel.y.lower),
                           QPointF(m_scene.x.upper, panel.y.upper));
        QList<SceneItem> items = panel.items;
        for (const SceneItem &item : m_scene.items) {
            const auto *path = std::get_if<ScenePath>(&item);
            items.append(path ? SceneItem(acrossRange(*path, range)) : item);
        }
        writeSceneItems(items, range, m_settings, m_writer);
    }

    const FigureScene &m_scene;
    const PgfplotsSettings &m_settings;
    PgfplotsWriter m_writer;
    double m_line;      ///< a line of tick labels, centimetres
    QList<int> m_shown; ///< the panels shown, top to bottom
};

} // namespace

QString pgfplotsPanels(const FigureScene &scene, const PgfplotsSettings &settings)
{
    return PanelsWriter(scene, settings).document();
}

} // namespace drf
