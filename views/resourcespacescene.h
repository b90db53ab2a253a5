#pragma once

#include "analysis.h"
#include "policy.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <optional>

namespace drf {

class AllocationSet;
class FillingView;

/// What a resource-space figure shows, in data coordinates and words, independent of how it is
/// drawn: the Resource space figure (sceneOfResults()) and the filling at one position
/// (sceneOfFilling()). The pgfplots export writes it; a user's colour is userColor(slot).
struct ResourceSpaceScene
{
    /// A user's vector x_i d_i (projected), or its demand ray.
    struct Vector
    {
        QPointF tail;
        QPointF head;
        int slot = 0; ///< the k-th user drawn one by one: userColor(k)
        QString user;
        QStringList label; ///< the full label ("A: 60 tasks", "(120 CPU, 60 GPU)"); empty: none
        QString heading;   ///< the label of a small figure: "A: 60 tasks"
        QString detail;    ///< what the full label adds: "allocated 120 CPU, 60 GPU"
        bool frozen = false;
    };
    /// A policy's total (or a group of policies whose totals coincide).
    struct Total
    {
        QList<PolicyId> policies;
        QPointF point;
        bool selected = false;
        bool feasible = true;
        QString names;     ///< "DRF, DRF (equal)"
        QString amounts;   ///< "160 CPU, 180 GPU"
        QStringList notes; ///< what is over capacity ("+15 GPU over capacity"), full off the axes
    };
    /// An edge of the capacity rectangle where the resource is full (or over capacity).
    struct FullEdge
    {
        QPointF from;
        QPointF to;
        QString text;
        bool over = false;
    };
    /// Idle capacity (from the usage to the capacity) or overload (from the edge to the sum).
    struct Guide
    {
        QPointF from;
        QPointF to;
        QPointF corner; ///< idle: where the dotted line from the sum meets the axis
        QString text;
        bool over = false;
    };

    QString title;
    QString xName;
    QString yName;        ///< empty for one resource: the users are lanes on the vertical axis
    QPointF capacity;     ///< the opposite corner of the capacity rectangle (from the origin)
    QPointF lowCorner;    ///< the other corner (the origin; (0, -0.5) for lanes)
    QStringList lanes;    ///< one resource: the lanes' names, lane 0 first ("total")
    QString capacityText; ///< "capacity (180 CPU, 180 GPU)"
    QList<FullEdge> fullEdges;
    QList<Vector> rays; ///< the demand rays of the users drawn one by one
    QList<Vector> vectors;
    bool parallelogram = false;   ///< two users: both from the origin, closed by dashed copies
    bool heads = true;            ///< arrow heads (not for many users)
    bool faded = false;           ///< behind the totals (compare mode)
    std::optional<Vector> others; ///< the users folded together, chained last
    QString othersName;
    bool hasSum = false;
    QPointF sum;
    bool sumFeasible = true;
    QList<Total> totals;
    QList<Guide> guides;
    std::optional<QPointF> fillingEnd; ///< where the filling ends
    QRectF extent;                     ///< everything drawn, and the origin
};

/// Whether a resource at `utilization` counts as full.
bool saturated(double utilization);
/// "+15 GPU, +3 RAM over capacity" for the resources `analysis` overloads, but those in `skip`
/// (the axes, which show it), or empty.
QString overloadText(const Scenario &scenario, const AllocationAnalysis &analysis,
                     const QList<int> &skip = {});

/// Grows `extent` to hold `point` (a finite one). A default QRectF holds the origin: every
/// figure of resources or tasks shows it.
void includeInExtent(QRectF &extent, QPointF point);

/// The Resource space figure of `results` with resource `x` across and `y` up (clamped to the
/// scenario; the same twice or one resource: lanes), as ResourceSpaceView draws it.
ResourceSpaceScene sceneOfResults(const AllocationSet &results, int x, int y);
/// The filling `view` shows (its policy, position and axes), as FillingView draws it.
ResourceSpaceScene sceneOfFilling(const FillingView &view, int x, int y);

} // namespace drf
