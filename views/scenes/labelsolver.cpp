#include "labelsolver.h"

#include "geometry.h"

#include <QPoint>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace drf {

namespace {

// What a spot costs, in one currency: the weights below multiply square pixels covered (the
// distance weight, pixels). A one-line label is about 17 pixels high and 50 to 180 wide; its
// spots lie on rings 7 to 24 pixels apart, so moving one ring farther costs 42 to 144.

/// Per square pixel of a result point's disc (a policy's total, a marker) under a label. The
/// largest weight: the points are the answer the figure shows, so a label would rather sit
/// over a line, over another label or outside the plot area than hide one.
constexpr double kPointCoverCost = 30.0;
/// Per square pixel of a label outside the plot area, over the tick labels, the axis titles or
/// the outside legend. Below a point (a hidden result is worse than a label over the ticks);
/// above another label, because a tick label is text too and the reader looks for a label
/// inside the plot, next to its mark.
constexpr double kOutsideCost = 12.0;
/// Per square pixel a label shares with another label (each of the two pays it when it
/// chooses) or with a taken box such as the legend: overlapping text is unreadable, so 5 to 18
/// square pixels of overlap are worth one ring farther.
constexpr double kLabelOverlapCost = 8.0;
/// Per square pixel of a line's band (its Manhattan length inside the label, plus its
/// thickness, by its thickness) under a label. The smallest weight: text over a thin line stays
/// readable. A line of radius 3 straight down a one-line label costs 2 x (23 + 6) x 6 = 348,
/// worth moving the label about 58 pixels (two or three rings) farther, no more.
constexpr double kLineCoverCost = 2.0;
/// Per pixel between a label and its anchor: the farther, the harder it is to see which mark a
/// label names, so a label leaves its nearest spot only to avoid covering something.
constexpr double kDistanceCost = 6.0;
/// Per place in a label's list of spots: it only breaks ties, choosing the preferred direction
/// among spots at the same distance (the static_assert below checks it for spotsAround()).
constexpr double kRankCost = 0.5;

/// Directions from the anchor (pixels, y down), the most pleasant first.
constexpr std::array<QPoint, 8> kDirections = {QPoint(1, -1), QPoint(1, 1), QPoint(-1, -1),
                                               QPoint(-1, 1), QPoint(1, 0), QPoint(-1, 0),
                                               QPoint(0, -1), QPoint(0, 1)};
/// Gaps between anchor and label, pixels: near first, then rings farther apart.
constexpr std::array<double, 6> kGaps = {3, 10, 20, 34, 52, 76};

constexpr double smallestGapStep()
{
    double step = std::numeric_limits<double>::infinity();
    for (std::size_t k = 1; k < kGaps.size(); ++k)
        step = std::min(step, kGaps[k] - kGaps[k - 1]);
    return step;
}
static_assert(kRankCost * (kDirections.size() * kGaps.size() - 1) <
                  kDistanceCost * smallestGapStep(),
              "the order of the spots must never outweigh their distance");

/// Rounds of moving each label to its best spot given the others (the first is the greedy
/// placement); they stop early once no label moves.
constexpr int kPlacementRounds = 4;

/// An obstacle with its bounding box, radius included (empty when it is off the scale).
struct Obstacle
{
    const LabelObstacle *shape;
    QRectF bounds;
};

QList<Obstacle> withBounds(const QList<LabelObstacle> &obstacles)
{
    QList<Obstacle> bounded;
    bounded.reserve(obstacles.size());
    for (const LabelObstacle &obstacle : obstacles) {
        const QPointF &from = obstacle.from;
        const QPointF &to = obstacle.to;
        const double r = obstacle.radius;
        QRectF bounds;
        if (std::isfinite(from.x() + from.y() + to.x() + to.y()))
            bounds = QRectF(from, to).normalized().adjusted(-r, -r, r, r);
        bounded.append({&obstacle, bounds});
    }
    return bounded;
}

/// What covering `obstacle` with a label at `rect` costs.
double coverCost(const QRectF &rect, const Obstacle &obstacle)
{
    const double covered = overlapArea(rect, obstacle.bounds);
    if (covered <= 0)
        return 0.0;
    const LabelObstacle &shape = *obstacle.shape;
    if (shape.from == shape.to)
        return kPointCoverCost * covered;
    // A thick line covers about (its length inside the rect) x (its thickness); the Manhattan
    // length is close enough and needs no square root in the innermost loop.
    const double r = shape.radius;
    const std::optional<QLineF> inside =
        clipToBox(shape.from, shape.to, rect.adjusted(-r, -r, r, r));
    return inside
               ? kLineCoverCost * (std::abs(inside->dx()) + std::abs(inside->dy()) + 2 * r) * 2 * r
               : 0.0;
}

/// Each spot's cost before the other labels: the obstacles it covers, its part outside the
/// plot area, its distance and its rank.
QList<double> ownCosts(const QList<LabelSpot> &spots, const QList<Obstacle> &obstacles,
                       const QRectF &plotArea)
{
    // Only the obstacles within reach of some spot matter for this label: a line must cross the
    // area of the spots, not only its bounding box (a long diagonal's box covers half the plot).
    QRectF reach;
    for (const LabelSpot &spot : spots)
        reach = reach.united(spot.rect);
    QList<const Obstacle *> near;
    for (const Obstacle &obstacle : obstacles) {
        if (overlapArea(reach, obstacle.bounds) <= 0)
            continue;
        const LabelObstacle &shape = *obstacle.shape;
        const double r = shape.radius;
        if (shape.from != shape.to &&
            !clipToBox(shape.from, shape.to, reach.adjusted(-r, -r, r, r)))
            continue;
        near.append(&obstacle);
    }
    QList<double> costs;
    costs.reserve(spots.size());
    for (int rank = 0; rank < spots.size(); ++rank) {
        const QRectF &rect = spots[rank].rect;
        double cost = 0.0;
        for (const Obstacle *obstacle : near)
            cost += coverCost(rect, *obstacle);
        cost += kOutsideCost * (rect.width() * rect.height() - overlapArea(rect, plotArea));
        costs.append(cost + kDistanceCost * spots[rank].distance + kRankCost * rank);
    }
    return costs;
}

/// The labels' current choice, improved one label at a time: every move lowers the total cost
/// (an overlap between two labels counts for both), so the rounds end.
class Layout
{
public:
    explicit Layout(const LabelProblem &problem) : m_problem(problem)
    {
        const QList<Obstacle> obstacles = withBounds(problem.obstacles);
        for (const QList<LabelSpot> &spots : problem.labels)
            m_ownCosts.append(ownCosts(spots, obstacles, problem.plotArea));
        m_chosen.fill(-1, problem.labels.size());
        m_rects.resize(problem.labels.size());
    }

    /// Moves every label to its best spot given the others; true when one that was already
    /// placed moved.
    bool improve()
    {
        bool moved = false;
        for (int label = 0; label < m_chosen.size(); ++label) {
            if (m_problem.labels[label].isEmpty())
                continue;
            const int best = bestSpot(label);
            if (best != m_chosen[label]) {
                moved = moved || m_chosen[label] >= 0;
                m_chosen[label] = best;
                m_rects[label] = m_problem.labels[label][best].rect;
            }
        }
        return moved;
    }

    /// The chosen boxes (null for a label without spots).
    const QList<QRectF> &rects() const { return m_rects; }

private:
    /// What a label at `rect` costs for overlapping the taken boxes and the other labels.
    double crowdingCost(int label, const QRectF &rect) const
    {
        double cost = 0.0;
        for (const QRectF &taken : m_problem.taken)
            cost += kLabelOverlapCost * overlapArea(rect, taken);
        for (int other = 0; other < m_chosen.size(); ++other) {
            if (other != label && m_chosen[other] >= 0)
                cost += kLabelOverlapCost * overlapArea(rect, m_rects[other]);
        }
        return cost;
    }

    int bestSpot(int label) const
    {
        const QList<LabelSpot> &spots = m_problem.labels[label];
        int best = 0;
        double bestCost = std::numeric_limits<double>::infinity();
        for (int spot = 0; spot < spots.size(); ++spot) {
            const double cost = m_ownCosts[label][spot] + crowdingCost(label, spots[spot].rect);
            if (cost < bestCost) {
                bestCost = cost;
                best = spot;
            }
        }
        return best;
    }

    const LabelProblem &m_problem;
    QList<QList<double>> m_ownCosts; ///< per label and spot, before the other labels
    QList<int> m_chosen;             ///< per label, its spot (-1 before the first round)
    QList<QRectF> m_rects;           ///< per label, its chosen spot's box
};

/// `rect` moved as little as possible to lie inside `figure` (its top-left corner inside when
/// it is larger than the figure).
QRectF keptInside(QRectF rect, const QRectF &figure)
{
    rect.moveLeft(std::max(figure.left(), std::min(rect.left(), figure.right() - rect.width())));
    rect.moveTop(std::max(figure.top(), std::min(rect.top(), figure.bottom() - rect.height())));
    return rect;
}

} // namespace

QList<LabelSpot> spotsAround(QPointF anchor, QSizeF size)
{
    const double w = size.width();
    const double h = size.height();
    QList<LabelSpot> spots;
    spots.reserve(int(kGaps.size() * kDirections.size()));
    for (double gap : kGaps) {
        for (QPoint u : kDirections) {
            const double x = u.x() > 0   ? anchor.x() + gap
                             : u.x() < 0 ? anchor.x() - gap - w
                                         : anchor.x() - w / 2;
            const double y = u.y() > 0   ? anchor.y() + gap
                             : u.y() < 0 ? anchor.y() - gap - h
                                         : anchor.y() - h / 2;
            spots.append({QRectF(x, y, w, h), gap});
        }
    }
    return spots;
}

QList<QRectF> placeLabels(const LabelProblem &problem)
{
    // Greedy in the order of importance, then rounds in which each label moves to its best spot
    // given all the others, so that a label placed early can still make room for one that had
    // no good spot left.
    Layout layout(problem);
    for (int round = 0; round < kPlacementRounds; ++round) {
        if (!layout.improve() && round > 0)
            break;
    }
    QList<QRectF> rects = layout.rects();
    for (int label = 0; label < rects.size(); ++label) {
        if (!problem.labels[label].isEmpty())
            rects[label] = keptInside(rects[label], problem.figure);
    }
    return rects;
}

} // namespace drf
