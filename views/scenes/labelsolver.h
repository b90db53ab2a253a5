#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

// Where to put a plot's labels, as a problem on rectangles in pixels (y down): no plot library,
// QtCore types only, so that it can be tested on its own. LabelPlacer turns a QCustomPlot's
// labels into a LabelProblem and applies the answer.

namespace drf {

/// Something a label should not cover, in pixels: a point such as a policy's result when
/// `from == to`, otherwise the line from `from` to `to`; `radius` pixels on every side count.
/// An obstacle with a non-finite coordinate (a point off the scale) is ignored.
struct LabelObstacle
{
    QPointF from;
    QPointF to;
    double radius = 0.0;
};

/// One place a label may go: its box, and the gap between the box and the label's anchor (the
/// farther, the harder it is to see which mark the label names).
struct LabelSpot
{
    QRectF rect;
    double distance = 0.0;
};

/// Everything the solver knows about a plot.
struct LabelProblem
{
    QRectF plotArea; ///< the axis rect: a label pays for the part of it outside
    QRectF figure;   ///< the whole figure: every chosen box is moved inside it
    /// Boxes already taken (the legend, labels placed before): covering one costs as much as
    /// covering another label.
    QList<QRectF> taken;
    QList<LabelObstacle> obstacles;
    /// Each label's spots, the preferred first; the labels in order of importance (the first
    /// chooses first).
    QList<QList<LabelSpot>> labels;
};

/// The spots around `anchor` for a label of `size`: above-right, below-right, above-left,
/// below-left, right, left, above, below, at gaps of 3 to 76 pixels, nearest first.
QList<LabelSpot> spotsAround(QPointF anchor, QSizeF size);

/// The box chosen for each label of `problem`, in its order: the spot that covers least
/// (weighted: result points, then the outside of the plot area, then other labels, then lines)
/// for the least distance. When every spot covers something, the label still takes the least
/// bad one: no label is dropped. A box that sticks out of the figure is then moved just inside
/// it (a label cut off is worse than one over a line). A label without spots gets a null box.
QList<QRectF> placeLabels(const LabelProblem &problem);

} // namespace drf
