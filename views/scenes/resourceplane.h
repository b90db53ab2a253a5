#pragma once

#include "figurescene.h"
#include "scenario.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

namespace drf {

/// The resource plane of a scenario, resource `x` across and `y` up (the same twice: one
/// resource, every point's y is 0), as the Resource space figure and the progressive filling
/// draw it into their FigureScene: the capacity box, the full edges, the users' demand rays,
/// their vectors x_i d_i (a parallelogram for two users, a chain for more), the users folded
/// together and the sum. The one description of these for both figures; each adds what is its
/// own (the policies' totals, idle capacity; where the filling ends) to the scene and extent().
class ResourcePlane
{
public:
    /// Beyond this many users, vectors and rays carry no labels or legend entries.
    static constexpr int kLabelledUsers = 8;

    /// A plane drawn into `scene`; `drawn` are the users drawn one by one (UserAggregate), the
    /// k-th in userColor(k).
    ResourcePlane(FigureScene &scene, const Scenario &scenario, int x, int y,
                  const QList<int> &drawn);

    /// The vector of per-resource amounts as a point of the plane.
    QPointF project(const QList<double> &amounts) const;
    /// The capacities on the axes.
    QPointF capacity() const { return m_capacity; }
    int x() const { return m_x; }
    int y() const { return m_y; }
    /// Whether one resource is on both axes.
    bool single() const { return m_x == m_y; }
    const Scenario &scenario() const { return m_scenario; }
    /// The name of resource `resource`.
    QString name(int resource) const;
    /// "120 CPU, 60 GPU": an amount per resource on the axes.
    QString amounts(QPointF point) const;
    /// The region the figure shows: everything added is included.
    PlotExtent &extent() { return m_extent; }

    /// The k-th drawn user's colour at `alpha`, named "user" and the user's ASCII letters and
    /// digits ("userA"), made unique with a number.
    SceneInk userInk(int k, int alpha = 255) const;
    /// The k-th drawn user's vector at `alpha`; thicker when it stopped growing.
    SceneStroke vectorStroke(int k, int alpha = 255, bool frozen = false) const;
    /// The sum's arrow: neutral, or dashed in the warning colour when it is not `feasible`.
    static SceneStroke sumStroke(bool feasible = true);
    /// The capacity box's outline.
    static SceneStroke capacityStroke();
    /// The colour of a full edge and of its label.
    static SceneInk fullInk();

    /// The capacity box between two corners (under the grid) and its legend entry.
    void addCapacity(QPointF corner, QPointF opposite, const SceneStroke &outline);
    /// The capacity box from the origin to capacity().
    void addCapacity();
    /// The edge of the box where the resource on `xAxis` (or the vertical one) is full: a thick
    /// line in `ink` and `text` beside it.
    void addFullEdge(bool xAxis, const QString &text, const SceneInk &ink);

    /// A demand ray as drawn: from the origin to `end`, `reach` times user `user`'s per-task
    /// demand (projected).
    struct Ray
    {
        int user = 0;
        QPointF end;
        double reach = 0.0;
    };
    /// The demand ray of every drawn user, from the origin to the edge of the box: dashed and
    /// in the legend when `labelled`, faint hairlines otherwise. Returns the rays drawn (none
    /// for a user with no demand on the axes).
    QList<Ray> addDemandRays(bool labelled);

    /// The vectors added by addVectors(): tails and heads in chain order, and their sum.
    struct Vectors
    {
        QList<QPointF> tails;
        QList<QPointF> heads;
        QPointF sum;
    };
    /// How addVectors() draws.
    struct VectorStyle
    {
        int alpha = 255;    ///< less: faded behind what else is drawn (compare mode)
        bool heads = true;  ///< arrow heads (left off for many users: they would hide the chain)
        QList<bool> frozen; ///< per vector: stopped growing (thicker, with a bar at the head)
    };
    /// The k-th vector `bundles[k]` (projected) of the drawn users: from the origin for two
    /// (closing the parallelogram with dashed copies), head to tail for more.
    Vectors addVectors(const QList<QPointF> &bundles, const VectorStyle &style);
    /// The users not drawn one by one, `bundle` (projected) chained from `tail` as one broad
    /// grey band, named `othersName` in the legend and a label; returns its head.
    QPointF addOthers(QPointF tail, QPointF bundle, const QString &othersName);
    /// The sum of every vector, from the origin (sumStroke()).
    void addSum(QPointF sum, bool feasible = true);

private:
    FigureScene &m_scene;
    const Scenario &m_scenario;
    int m_x;
    int m_y;
    QList<int> m_drawn;
    QStringList m_inkNames; ///< per drawn user
    QPointF m_capacity;
    PlotExtent m_extent;
};

} // namespace drf
