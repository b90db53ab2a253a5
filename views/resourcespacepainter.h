#pragma once

#include "labelplacer.h"
#include "plotitems.h"
#include "scenario.h"

#include <QColor>
#include <QList>
#include <QPen>
#include <QPointF>

class QCustomPlot;
class QCPItemLine;

namespace drf {

class UserAggregate;

/// Draws the resource space (one resource per axis) into a plot: the capacity rectangle, the
/// full edges, the users' demand rays, their vectors x_i d_i (a parallelogram for two users, a
/// chain for more), the users folded together and the sum. The one drawing of these for the
/// Resource space figure and the progressive filling; each view adds what is its own (policy
/// markers, idle capacity; the end of the filling) through placer() and extent().
class ResourceSpacePainter
{
public:
    /// Beyond this many users, vectors and rays carry no labels or legend entries.
    static constexpr int kLabelledUsers = 8;

    /// A painter of `scenario` with resource `x` on the horizontal axis and `y` on the vertical
    /// one (the same resource twice: one dimension, y is 0).
    /// Its labels go to `placer`.
    ResourceSpacePainter(QCustomPlot *plot, LabelPlacer &placer, const Scenario &scenario, int x,
                         int y);

    /// The vector of per-resource amounts as a point of the plane.
    QPointF project(const QList<double> &amounts) const;
    /// The capacities on the axes.
    QPointF capacity() const { return m_capacity; }
    int x() const { return m_x; }
    int y() const { return m_y; }
    const Scenario &scenario() const { return m_scenario; }
    /// The name of resource `resource`.
    QString name(int resource) const;
    /// "120 CPU, 60 GPU": an amount per resource on the axes.
    QString amounts(QPointF point) const;
    /// "60 tasks", "1 task".
    static QString tasksText(double tasks);

    /// The labels placed at the end (LabelPlacer::placeAll() once the plot is laid out).
    LabelPlacer &placer() { return m_placer; }
    /// The region the plot shows: everything drawn is included.
    PlotExtent &extent() { return m_extent; }

    /// The capacity rectangle between two corners (under the grid) and its legend entry.
    void drawCapacity(QPointF corner, QPointF opposite, const QPen &pen);
    /// The capacity rectangle from the origin to capacity().
    void drawCapacity();
    /// Marks the edge of the rectangle where the resource on `xAxis` (or the vertical one) is
    /// full: a thick line in `colour` and `text` beside it.
    void drawFullEdge(bool xAxis, const QString &text, const QColor &colour);
    /// A demand ray as drawn: from the origin to `end`, `reach` times user `user`'s per-task
    /// demand (projected).
    struct Ray
    {
        int user = 0;
        QPointF end;
        double reach = 0.0;
    };
    /// The demand ray of each user of users.drawn(), from the origin to the edge of the
    /// rectangle: dashed and in the legend when `labelled`, faint hairlines otherwise. Returns
    /// the rays drawn (none for a user with no demand on the axes).
    QList<Ray> drawDemandRays(const UserAggregate &users, bool labelled);

    /// The vectors drawn by drawVectors(): tails and heads in chain order, and their sum.
    struct Vectors
    {
        QList<QPointF> tails;
        QList<QPointF> heads;
        QPointF sum;
    };
    /// How drawVectors() draws.
    struct VectorStyle
    {
        int alpha = 255;    ///< less: faded behind what else is drawn (compare mode)
        bool heads = true;  ///< arrow heads (left off for many users: they would hide the chain)
        QList<bool> frozen; ///< per vector: stopped growing (thicker, with a bar at the head)
    };
    /// The k-th vector `bundles[k]` (projected) in userColor(k): from the origin for two
    /// (closing the parallelogram with dashed copies), head to tail for more.
    Vectors drawVectors(const QList<QPointF> &bundles, const VectorStyle &style);
    /// The users not drawn one by one, `bundle` (projected) chained from `tail` as one broad
    /// grey band, named `othersName` in the legend and a label; returns the band.
    QCPItemLine *drawOthers(QPointF tail, QPointF bundle, const QString &othersName);
    /// The sum of every vector, from the origin: neutral, or dashed in the warning colour when
    /// it is not `feasible`.
    void drawSum(QPointF sum, bool feasible = true);
    /// The pen of the k-th user's vector, at `alpha`.
    static QPen vectorPen(int k, int alpha = 255, bool frozen = false);
    /// The pen of the sum's arrow.
    static QPen sumPen(bool feasible = true);

    /// The capacity rectangle's outline.
    static QPen capacityPen();
    /// The colour of a full edge and of its label.
    static QColor fullColor();

private:
    QCustomPlot *m_plot;
    LabelPlacer &m_placer;
    const Scenario &m_scenario;
    int m_x;
    int m_y;
    QPointF m_capacity;
    PlotExtent m_extent;
};

} // namespace drf
