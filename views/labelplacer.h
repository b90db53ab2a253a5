#pragma once

#include "labelsolver.h"

#include <QList>
#include <QPointF>
#include <QRectF>

class QCustomPlot;
class QCPItemText;

namespace drf {

/// Keeps a plot's labels readable: each label queued by add() is moved, in pixels, to the spot
/// around its anchor that covers least the other labels, the lines and points it is told to
/// avoid, the legend and the outside of the axis rect (placeLabels() decides; this class turns
/// the plot's items into its problem and applies the answer). Labels choose in the order they
/// were added, so the most important choose first.
class LabelPlacer
{
public:
    explicit LabelPlacer(QCustomPlot *plot);

    /// A point (plot coordinates) no label should cover.
    void avoidPoint(QPointF point, double radius = 5.0);
    /// A line (plot coordinates) no label should cover.
    void avoidSegment(QPointF from, QPointF to);
    /// Queues `label` for placement.
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
    QList<LabelObstacle> m_obstacles; ///< in plot coordinates
    QList<QCPItemText *> m_labels;    ///< queued, in order of importance
    QList<QRectF> m_placed;           ///< pixel boxes of the labels already placed
};

} // namespace drf
