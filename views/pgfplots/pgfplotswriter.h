#pragma once

#include "figurestyle.h"
#include "labelsolver.h"
#include "textext.h"

#include <QColor>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

namespace drf {

/// How a pgfplots figure is written: its size and what the Export dialog or the command line
/// ask for besides.
struct PgfplotsSettings
{
    QSizeF size{8.0, 6.0};   ///< the axis' width= and height=, in centimetres
    bool standalone = false; ///< a whole document (\documentclass{standalone}), not a picture
    /// Title, legend, text and line scales (above 1: \small labels instead of \scriptsize),
    /// labels (Auto: Full from 12 cm wide, times the text scale, else Compact); not the colours
    /// (a .tex is on white paper).
    FigureStyle style;
};

/// Pixels (at 96 dpi, as the screen's figures are measured) per centimetre, and points per
/// pixel.
constexpr double kPixelsPerCm = 96.0 / 2.54;
constexpr double kPointsPerPixel = 0.75;

/// Writes one pgfplots figure: the colours defined once at the top (\definecolor, named by
/// what they show, so that a reader restyles the figure there), one `axis` with the body given
/// in data coordinates, and labels placed as nodes by the label solver on an estimate of the
/// text's size. Format-independent choices (which vectors, which labels, which colours) are the
/// caller's; this class knows only LaTeX.
class PgfplotsWriter
{
public:
    explicit PgfplotsWriter(const PgfplotsSettings &settings);

    /// Defines the colour `name` (letters and digits only) as `colour` once and returns the
    /// name; a second definition of the same name is ignored.
    QString color(const QString &name, const QColor &colour);
    /// A colour name for `text` (a user's or resource's name): `prefix` and its ASCII letters
    /// and digits, made unique with a number when needed, defined as `colour`.
    QString uniqueColor(const QString &prefix, const QString &text, const QColor &colour);

    /// The title (plain text, escaped here); shown unless the settings leave it out.
    void setTitle(const QString &title) { m_title = title; }
    /// The axis labels (plain text, escaped here).
    void setAxisLabels(const QString &x, const QString &y);
    /// The caption under the figure (plain text, escaped here): what compact labels leave out.
    void setCaption(const QStringList &texts) { m_caption = texts; }
    /// The data range the axis shows.
    void setRange(const QRectF &range) { m_range = range; }
    /// A logarithmic horizontal axis.
    void setLogX(bool log) { m_logX = log; }
    /// A column of axes (pgfplots' groupplots library) instead of one axis: the options above
    /// go to every axis, the body begins each with \nextgroupplot[its own options], the legend
    /// and the labels go to the last.
    void setGroupPlot(bool group) { m_groupPlot = group; }
    /// One more option of the axis, as LaTeX ("ybar", "xtick={1,2}").
    void addAxisOption(const QString &option) { m_axisOptions.append(option); }

    /// One line of the axis body, as LaTeX.
    void add(const QString &line) { m_body.append(line); }
    /// A legend entry: `image` as \addlegendimage options, `text` plain text.
    void addLegend(const QString &image, const QString &text);
    /// The legend entry of the \addplot just added (plain text).
    void addPlotLegend(const QString &text);
    /// A label (plain text lines) in `colour` (a name given by color()) near `anchor`, placed
    /// where it covers the least of the other labels, the lines and points to avoid.
    void addLabel(QPointF anchor, const QStringList &lines, const QString &colour);
    /// A label that stays where it is put: `anchor` names the side of the text at `at`
    /// ("south west").
    void addFixedLabel(QPointF at, const QString &anchor, const QStringList &lines,
                       const QString &colour);
    void avoidSegment(QPointF from, QPointF to, double radius = 2.0);
    void avoidPoint(QPointF point, double radius = 6.0);

    /// "(axis cs:120,60)".
    static QString at(QPointF point);
    /// A number as LaTeX reads it: up to 6 significant digits, no exponent.
    static QString number(double value);
    /// The line width of a line `points` wide on screen, for draw options ("line width=1.4pt").
    QString lineWidth(double points) const;
    /// Whether the figure is too small for full labels (below 12 cm at the normal text size): the
    /// labels then name what they mark and the legend gives the numbers.
    bool compactLabels() const;
    /// The estimated width of `text` in the labels' font, centimetres.
    double textWidthCm(const QString &text) const;
    /// The estimated size of the data area: width= and height= less the tick labels, the axis
    /// labels and the title.
    QSizeF dataSizeCm() const;
    /// The font of the labels ("\scriptsize").
    QString labelFont() const;

    /// The whole figure: a tikzpicture, or a standalone document holding it. A standalone
    /// document with accented letters loads the T1 font encoding (and cmap, where installed,
    /// so that its PDF's text reads back as those letters); a picture forces no package, and
    /// its comment names \usepackage[T1]{fontenc} when its Polish letters want the ogonek.
    QString document() const;

private:
    /// `point` in pixels on the estimated axis area (y down).
    QPointF toPaper(QPointF point) const;
    QPointF fromPaper(QPointF paper) const;
    /// The placed labels' \node lines.
    QStringList labelNodes() const;
    QString axisOptions() const;
    /// The legend's columns: two when the widest entry fits twice in the figure's width.
    int legendColumns() const;

    PgfplotsSettings m_settings;
    QStringList m_colors; ///< \definecolor lines
    QStringList m_colorNames;
    QHash<QString, QString> m_uniqueColors; ///< prefix and text: the name uniqueColor() gave
    QString m_title;
    QString m_xLabel;
    QString m_yLabel;
    QRectF m_range{0, 0, 1, 1};
    bool m_logX = false;
    bool m_groupPlot = false;
    QStringList m_axisOptions;
    QStringList m_body;
    QStringList m_caption;
    QStringList m_legend;
    double m_legendWidest = 0; ///< em of the longest legend entry

    struct Label
    {
        QPointF anchor;
        QStringList lines;
        QString colour;
        QString fixedAnchor; ///< set: not placed by the solver
    };
    QList<Label> m_labels;
    QList<LabelObstacle> m_obstacles; ///< in data coordinates, converted when placing
};

} // namespace drf
