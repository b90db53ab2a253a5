#include "pgfplotswriter.h"

#include <algorithm>
#include <cmath>

namespace drf {

namespace {

constexpr double kPixelsPerPoint = 96.0 / 72.27;
/// What pgfplots takes of width= and height= for the tick labels and the axis labels, the rest
/// being the data area (measured on its 6 and 8 cm figures: an estimate is all the label
/// placement needs).
constexpr double kAxisWidthMarginCm = 1.85;
constexpr double kAxisHeightMarginCm = 1.6;
/// A title line's height, centimetres.
constexpr double kTitleLineCm = 0.45;
/// From this width (centimetres, at the normal text size) labels carry their numbers.
constexpr double kFullLabelsWidthCm = 12.0;
/// A label stays within this many pixels of what it names (the solver's nearer rings): farther,
/// a reader of a small figure takes it for its neighbour's.
constexpr double kLabelReach = 34.0;
/// How far (pixels) a label may stand out over the right of the axis.
constexpr double kLabelMargin = 24.0;
/// The width of `text` in em of Computer Modern, about: capitals are wider than the rest,
/// spaces and punctuation narrower.
double widthEm(const QString &text)
{
    double em = 0.0;
    for (const QChar character : text)
        em += character.isUpper() ? 0.72 : character.isLetterOrNumber() ? 0.5 : 0.32;
    return em;
}

/// The label's font size in points (at a 10 pt document).
double labelPoints(double fontScale)
{
    return fontScale >= 1.2 ? 9.0 : fontScale < 0.85 ? 6.0 : 7.0;
}

} // namespace

PgfplotsWriter::PgfplotsWriter(const PgfplotsSettings &settings) : m_settings(settings) {}

QString PgfplotsWriter::color(const QString &name, const QColor &colour)
{
    if (!m_colorNames.contains(name)) {
        m_colorNames.append(name);
        m_colors.append(QStringLiteral("\\definecolor{%1}{HTML}{%2}")
                            .arg(name, colour.name().mid(1).toUpper()));
    }
    return name;
}

QString PgfplotsWriter::uniqueColor(const QString &prefix, const QString &text,
                                    const QColor &colour)
{
    const QString key = prefix + QLatin1Char('\n') + text;
    if (const auto known = m_uniqueColors.constFind(key); known != m_uniqueColors.cend())
        return known.value();
    QString name = prefix;
    for (const QChar character : text) {
        if (character.unicode() < 0x80 && character.isLetterOrNumber())
            name += character;
    }
    QString unique = name;
    for (int k = 2; unique == prefix || m_colorNames.contains(unique); ++k)
        unique = name + QString::number(k);
    m_uniqueColors.insert(key, unique);
    return color(unique, colour);
}

void PgfplotsWriter::setAxisLabels(const QString &x, const QString &y)
{
    m_xLabel = x;
    m_yLabel = y;
}

void PgfplotsWriter::addLegend(const QString &image, const QString &text)
{
    m_legendWidest = std::max(m_legendWidest, widthEm(text));
    m_legend.append(
        QStringLiteral("\\addlegendimage{%1}\n\\addlegendentry{%2}").arg(image, texText(text)));
}

void PgfplotsWriter::addPlotLegend(const QString &text)
{
    m_legendWidest = std::max(m_legendWidest, widthEm(text));
    if (m_settings.style.showLegend)
        m_body.append(QStringLiteral("\\addlegendentry{%1}").arg(texText(text)));
}

void PgfplotsWriter::addLabel(QPointF anchor, const QStringList &lines, const QString &colour)
{
    if (m_settings.style.labels != LabelDensity::None)
        m_labels.append({anchor, lines, colour, QString()});
}

void PgfplotsWriter::addFixedLabel(QPointF at, const QString &anchor, const QStringList &lines,
                                   const QString &colour)
{
    if (m_settings.style.labels != LabelDensity::None)
        m_labels.append({at, lines, colour, anchor});
}

void PgfplotsWriter::avoidSegment(QPointF from, QPointF to, double radius)
{
    m_obstacles.append({from, to, radius});
}

void PgfplotsWriter::avoidPoint(QPointF point, double radius)
{
    m_obstacles.append({point, point, radius});
}

QString PgfplotsWriter::at(QPointF point)
{
    return QStringLiteral("(axis cs:%1,%2)").arg(number(point.x()), number(point.y()));
}

QString PgfplotsWriter::number(double value)
{
    if (!std::isfinite(value))
        return QStringLiteral("0");
    const double magnitude = std::abs(value);
    const int integerDigits = magnitude >= 1 ? int(std::floor(std::log10(magnitude))) + 1 : 1;
    QString text = QString::number(value, 'f', std::max(0, 6 - integerDigits));
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text == QLatin1String("-0") ? QStringLiteral("0") : text;
}

QString PgfplotsWriter::lineWidth(double points) const
{
    return QStringLiteral("line width=%1pt")
        .arg(number(points * 0.75 * m_settings.style.lineScale()));
}

QString PgfplotsWriter::labelFont() const
{
    const double points = labelPoints(m_settings.style.fontScale());
    return points >= 9  ? QStringLiteral("\\footnotesize")
           : points < 7 ? QStringLiteral("\\tiny")
                        : QStringLiteral("\\scriptsize");
}

bool PgfplotsWriter::compactLabels() const
{
    if (m_settings.style.labels != LabelDensity::Auto)
        return m_settings.style.labels != LabelDensity::Full;
    return m_settings.size.width() <
           kFullLabelsWidthCm * std::max(1.0, m_settings.style.fontScale());
}

double PgfplotsWriter::textWidthCm(const QString &text) const
{
    return widthEm(text) * labelPoints(m_settings.style.fontScale()) / 72.27 * 2.54;
}

QSizeF PgfplotsWriter::dataSizeCm() const
{
    double titleLines = 0.0;
    if (m_settings.style.showTitle && !m_title.isEmpty()) {
        // The title's font is about 1.4 times the labels'; it wraps at the figure's width.
        for (const QString &line : m_title.split(QLatin1Char('\n')))
            titleLines += std::ceil(1.4 * textWidthCm(line) / m_settings.size.width());
    }
    return {
        std::max(1.0, m_settings.size.width() - kAxisWidthMarginCm),
        std::max(1.0, m_settings.size.height() - kAxisHeightMarginCm - titleLines * kTitleLineCm)};
}

QPointF PgfplotsWriter::toPaper(QPointF point) const
{
    const double width = dataSizeCm().width();
    const double height = dataSizeCm().height();
    double x = (point.x() - m_range.left()) / m_range.width();
    if (m_logX && point.x() > 0 && m_range.left() > 0)
        x = std::log(point.x() / m_range.left()) / std::log(m_range.right() / m_range.left());
    const double y = (m_range.bottom() - point.y()) / m_range.height();
    return {x * width * kPixelsPerCm, y * height * kPixelsPerCm};
}

QPointF PgfplotsWriter::fromPaper(QPointF paper) const
{
    const QPointF origin = toPaper(m_range.topLeft());
    const QPointF corner = toPaper(m_range.bottomRight());
    const double fx = (paper.x() - origin.x()) / (corner.x() - origin.x());
    const double fy = (paper.y() - origin.y()) / (corner.y() - origin.y());
    double x = m_range.left() + fx * m_range.width();
    if (m_logX && m_range.left() > 0)
        x = m_range.left() * std::pow(m_range.right() / m_range.left(), fx);
    return {x, m_range.top() + fy * m_range.height()};
}

QStringList PgfplotsWriter::labelNodes() const
{
    // The solver works in pixels at 96 dpi on the estimated axis area, y down.
    const double points = labelPoints(m_settings.style.fontScale()) * kPixelsPerPoint;
    LabelProblem problem;
    // Labels may stand out a little over the right of the axis, where there are no tick
    // labels, not over the ticks, the axis labels, the title or the legend below.
    problem.plotArea = QRectF(toPaper(m_range.topLeft()), toPaper(m_range.bottomRight()))
                           .normalized()
                           .adjusted(0, 0, kLabelMargin, 0);
    problem.figure = problem.plotArea;
    for (const LabelObstacle &obstacle : m_obstacles)
        problem.obstacles.append(
            {toPaper(obstacle.from), toPaper(obstacle.to), obstacle.radius * 1.0});
    QList<int> placed;
    for (int k = 0; k < m_labels.size(); ++k) {
        const Label &label = m_labels[k];
        if (!label.fixedAnchor.isEmpty())
            continue;
        double longest = 0;
        for (const QString &line : label.lines)
            longest = std::max(longest, widthEm(line));
        const QSizeF size(longest * points + 4, label.lines.size() * 1.2 * points + 4);
        QList<LabelSpot> spots = spotsAround(toPaper(label.anchor), size);
        spots.removeIf([](const LabelSpot &spot) { return spot.distance > kLabelReach; });
        problem.labels.append(spots);
        placed.append(k);
    }
    const QList<QRectF> boxes = placeLabels(problem);

    QStringList nodes;
    auto node = [&](const Label &label, const QString &anchor, QPointF at) {
        QStringList lines;
        for (const QString &line : label.lines)
            lines.append(texText(line));
        nodes.append(QStringLiteral("\\node[figure label, text=%1, anchor=%2] at %3 {%4};")
                         .arg(label.colour, anchor, PgfplotsWriter::at(at),
                              lines.join(QStringLiteral("\\\\"))));
    };
    for (int p = 0; p < placed.size(); ++p) {
        const Label &label = m_labels[placed[p]];
        const QRectF box = boxes.value(p);
        const QPointF anchor = toPaper(label.anchor);
        // The box's side nearest the anchor holds it in place: a text longer than estimated
        // grows away from what it names.
        const double slack = 0.5;
        const QString vertical = box.bottom() <= anchor.y() + slack ? QStringLiteral("south")
                                 : box.top() >= anchor.y() - slack  ? QStringLiteral("north")
                                                                    : QString();
        const QString horizontal = box.left() >= anchor.x() - slack    ? QStringLiteral("west")
                                   : box.right() <= anchor.x() + slack ? QStringLiteral("east")
                                                                       : QString();
        const double x = horizontal == QLatin1String("west")   ? box.left()
                         : horizontal == QLatin1String("east") ? box.right()
                                                               : box.center().x();
        const double y = vertical == QLatin1String("south")   ? box.bottom()
                         : vertical == QLatin1String("north") ? box.top()
                                                              : box.center().y();
        QString side = QStringList({vertical, horizontal}).join(QLatin1Char(' ')).trimmed();
        node(label, side.isEmpty() ? QStringLiteral("center") : side, fromPaper({x, y}));
    }
    for (const Label &label : m_labels) {
        if (!label.fixedAnchor.isEmpty())
            node(label, label.fixedAnchor, label.anchor);
    }
    return nodes;
}

int PgfplotsWriter::legendColumns() const
{
    // Two columns of short entries fit the axis' width; long ones take a line each.
    const double points = labelPoints(m_settings.style.fontScale());
    const double widest = m_legendWidest * points / 72.27 * 2.54 + 0.8;
    return 2 * widest <= m_settings.size.width() ? 2 : 1;
}

QString PgfplotsWriter::axisOptions() const
{
    const double labelDepthCm =
        (m_xLabel.isEmpty() ? 0.55 : 1.0) + 0.3 * std::max(0.0, m_settings.style.fontScale() - 1.0);
    const double dataHeight = dataSizeCm().height();
    QStringList options{
        QStringLiteral("width=%1cm, height=%2cm")
            .arg(number(m_settings.size.width()), number(m_settings.size.height())),
        QStringLiteral("xmin=%1, xmax=%2, ymin=%3, ymax=%4")
            .arg(number(m_range.left()), number(m_range.right()), number(m_range.top()),
                 number(m_range.bottom())),
        QStringLiteral("xlabel={%1}, ylabel={%2}").arg(texText(m_xLabel), texText(m_yLabel)),
        QStringLiteral("label style={font=%1}, tick label style={font=%1}")
            .arg(m_settings.style.fontScale() >= 1.2 ? QStringLiteral("\\small")
                                                     : QStringLiteral("\\footnotesize")),
        QStringLiteral("scaled ticks=false, clip=false, axis on top=false"),
        QStringLiteral("legend cell align=left, legend columns=%1").arg(legendColumns()),
        QStringLiteral("legend style={font=%1, draw=none, fill=none, at={(0.5,%2)}, "
                       "anchor=north, /tikz/every even column/.append style={column sep=4pt}}")
            .arg(labelFont(), number(-labelDepthCm / dataHeight)),
    };
    if (m_logX)
        options.append(QStringLiteral("xmode=log, log basis x=2"));
    if (m_settings.style.showTitle && !m_title.isEmpty()) {
        QStringList lines;
        for (const QString &line : m_title.split(QLatin1Char('\n')))
            lines.append(texText(line));
        options.append(QStringLiteral("title={%1}, title style={font=%2, align=center, "
                                      "text width=%3cm}")
                           .arg(lines.join(QStringLiteral("\\\\")),
                                m_settings.style.fontScale() >= 1.2 ? QStringLiteral("\\normalsize")
                                                                    : QStringLiteral("\\small"),
                                number(m_settings.size.width() - 0.5)));
    }
    options += m_axisOptions;
    return QStringLiteral("    ") + options.join(QStringLiteral(",\n    "));
}

QString PgfplotsWriter::document() const
{
    // The picture first: what its texts hold decides what the document needs.
    QStringList picture;
    // The labels' look and the colours, in one place: edit these lines to restyle the figure.
    picture.append(QStringLiteral("\\begin{tikzpicture}[figure label/.style={font=%1, align=left, "
                                  "inner sep=1pt, fill=white, fill opacity=0.8, text opacity=1}]")
                       .arg(labelFont()));
    picture += m_colors;
    const QString environment = m_groupPlot ? QStringLiteral("groupplot") : QStringLiteral("axis");
    picture.append(QStringLiteral("\\begin{%1}[").arg(environment));
    picture.append(axisOptions());
    picture.append(QStringLiteral("]"));
    picture += m_body;
    if (m_settings.style.showLegend)
        picture += m_legend;
    picture += labelNodes();
    picture.append(QStringLiteral("\\end{%1}").arg(environment));
    if (!m_caption.isEmpty()) {
        // Under everything, the legend included: as the screen's caption, one paragraph.
        QStringList texts;
        for (const QString &text : m_caption)
            texts.append(texText(text));
        picture.append(QStringLiteral("\\node[anchor=north, font=%1, text width=%2cm, "
                                      "align=center] at (current bounding box.south) {%3};")
                           .arg(labelFont(), number(m_settings.size.width()),
                                texts.join(QStringLiteral(" \\textperiodcentered{} "))));
    }
    picture.append(QStringLiteral("\\end{tikzpicture}"));
    const QString pictureText = picture.join(QLatin1Char('\n'));
    const bool ogonek = pictureText.contains(QLatin1String("\\drfvizogonek{"));

    QStringList lines;
    lines.append(QStringLiteral("% A drfviz figure for pgfplots."));
    if (!m_settings.standalone) {
        lines.append(
            QStringLiteral("% In the document's preamble: \\usepackage{pgfplots}%1"
                           "\\pgfplotsset{compat=1.18}")
                .arg(m_groupPlot ? QStringLiteral("\\usepgfplotslibrary{groupplots}") : QString()));
        // Nothing more is forced on the document: a letter it cannot print goes without its
        // ogonek.
        if (ogonek)
            lines.append(QStringLiteral("% and, for the ogonek of its Polish letters (a, e), "
                                        "\\usepackage[T1]{fontenc}."));
        lines.append(QStringLiteral("% Then \\input{this file} where the figure goes."));
    } else {
        lines.append(QStringLiteral("\\documentclass[border=2pt]{standalone}"));
        if (hasAccentedLetters(pictureText)) {
            // Accented letters whole (the ogonek exists only there), and a PDF whose text reads
            // back as those letters (cmap: the fonts' map to Unicode, where it is installed).
            lines.append(QStringLiteral("\\IfFileExists{cmap.sty}{\\usepackage{cmap}}{}"));
            lines.append(QStringLiteral("\\usepackage[T1]{fontenc}"));
        }
        lines.append(QStringLiteral("\\usepackage{pgfplots}"));
        if (m_groupPlot)
            lines.append(QStringLiteral("\\usepgfplotslibrary{groupplots}"));
        lines.append(QStringLiteral("\\pgfplotsset{compat=1.18}"));
        lines.append(QStringLiteral("\\begin{document}"));
    }
    if (ogonek)
        lines.append(QLatin1String(kTexOgonekCommand));
    lines.append(pictureText);
    if (m_settings.standalone)
        lines.append(QStringLiteral("\\end{document}"));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace drf
