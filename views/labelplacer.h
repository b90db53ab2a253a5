#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>

class QCustomPlot;
class QCPItemText;

namespace drf {

/// Keeps a plot's labels readable: each label made by addLabel() is moved, in pixels, to the
/// spot around its anchor that overlaps least the labels placed before it, the lines and points
/// it is told to avoid, the legend and the outside of the axis rect. Labels choose in the order
/// they were added, so the most important choose first; then each moves to its best spot given
/// all the others, a few rounds, so an early label can make room for a later one.
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
    /// Places every queued label. Call after the axis ranges are final and the plot is laid out
    /// (PlotView::layOut()).
    void placeAll();

private:
    /// A line or a point (from == to) to keep clear, `radius` pixels thick on each side.
    struct Obstacle
    {
        QPointF from;
        QPointF to;
        double radius;
        QRectF bounds; ///< pixels, with the radius (set by placeAll)
    };
    /// How bad it is to put a label in `rect` before other labels: the obstacles it covers and
    /// the part outside the axis rect.
    double cost(const QRectF &rect, const QList<const Obstacle *> &near) const;

    QCustomPlot *m_plot;
    QList<Obstacle> m_obstacles; ///< plot coordinates until placeAll() turns them into pixels
    QList<QCPItemText *> m_labels;
    QList<QRectF> m_placed; ///< pixel rects of labels already placed
    QRectF m_area;          ///< the axis rect in pixels
};

} // namespace drf
