#pragma once

#include "figurestyle.h"
#include "labelsolver.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QStringList>

class QCustomPlot;
class QCPItemText;

namespace drf {

/// Keeps a plot's labels readable: each label queued by add() is moved, in pixels, to the spot
/// around its anchor that covers least the other labels, the lines and points it is told to
/// avoid, the legend and the outside of the axis rect (placeLabels() decides; this class turns
/// the plot's items into its problem and applies the answer). Labels choose in the order they
/// were added, so the most important choose first. The plot's markers and arrow heads are
/// always avoided, as drawn (after PlotView has scaled their lines).
///
/// It also writes the labels as dense as the figure asks: in full, by name only (the full text
/// then goes to the caption()), or not at all.
class LabelPlacer
{
public:
    /// A placer for `plot`'s labels at `density` (Full, Compact or None; not Auto).
    explicit LabelPlacer(QCustomPlot *plot, LabelDensity density = LabelDensity::Full);

    /// How dense the labels are written.
    LabelDensity density() const { return m_density; }
    /// Adds and queues a label at `anchor` (plot coordinates) in `colour`: `text` at Full,
    /// `name` at Compact (`text` joins the caption when it says more), nothing at None or when
    /// the text to write is empty. Returns the label, or null.
    QCPItemText *add(QPointF anchor, const QString &name, const QString &text,
                     const QColor &colour);
    /// The texts of the labels written short, one entry per label in their order, multi-line
    /// texts on one line, then the legend's full names: what a caption under the plot says at
    /// Compact.
    QStringList caption() const { return m_caption + m_legendCaption; }
    /// Every label's full text, at any density, in order, each on one line: the figure in
    /// words, for a screen reader.
    const QStringList &fullTexts() const { return m_fullTexts; }
    /// Adds `text` to the caption at Compact (a label written short outside add()).
    void addCaption(const QString &text);
    /// The name of a legend entry that says `name` and, in full, `text`: `text` at Full, else
    /// `name` (at Compact `text` joins the caption), so a small figure's legend stays narrow.
    QString legendName(const QString &name, const QString &text);

    /// A point (plot coordinates) no label should cover.
    void avoidPoint(QPointF point, double radius = 5.0);
    /// A line (plot coordinates) no label should cover.
    void avoidSegment(QPointF from, QPointF to);
    /// Queues `label` for placement, whatever the density.
    void add(QCPItemText *label);
    /// Places every queued label; a far one gets a thin leader line to its anchor. Labels
    /// placed by an earlier call stay and are avoided. Call after the axis ranges are final and
    /// the plot is laid out (PlotView::layOut()).
    void placeAll();

private:
    /// The obstacles and labels queued so far, with the plot's geometry, in pixels.
    LabelProblem problem() const;
    /// Moves `label` to `rect` and draws its leader line when it is far from its anchor.
    void apply(QCPItemText *label, const QRectF &rect);

    QCustomPlot *m_plot;
    LabelDensity m_density;
    QStringList m_caption;            ///< the labels' texts, in order of importance
    QStringList m_legendCaption;      ///< the legend's full names, after them
    QStringList m_fullTexts;          ///< every label's text, whatever is written
    QList<LabelObstacle> m_obstacles; ///< in plot coordinates
    QList<QCPItemText *> m_labels;    ///< queued, in order of importance
    QList<QRectF> m_placed;           ///< pixel boxes of the labels already placed
};

/// The box of `label` as drawn, pixels (around its text and padding, turned with it): where
/// QCPItemText puts its corner anchors, from one measurement of its text per text, font and
/// alignment (each anchor measures it again).
QRectF drawnLabelBox(const QCPItemText *label);
/// The plot's visible labels that cannot be read in full, in the order they were made: a label
/// that leaves the axis rect (over the tick labels, or cut off) or covers a marker, an arrow
/// head or a label before it. Call once the plot is laid out and the labels placed.
QList<QCPItemText *> collidingLabels(QCustomPlot *plot);
/// Hides `label` and its leader line.
void hideLabel(QCustomPlot *plot, QCPItemText *label);

} // namespace drf
