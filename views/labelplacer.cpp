#include "labelplacer.h"

#include "plotitems.h"

#include <QFontMetricsF>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace drf {

namespace {

/// Candidate directions around the anchor (pixels, y down), most pleasant first.
constexpr std::array<QPoint, 8> kDirections = {QPoint(1, -1), QPoint(1, 1), QPoint(-1, -1),
                                               QPoint(-1, 1), QPoint(1, 0), QPoint(-1, 0),
                                               QPoint(0, -1), QPoint(0, 1)};
constexpr std::array<double, 6> kDistances = {3, 10, 20, 34, 52, 76};
/// Labels farther than this from their anchor get a thin leader line.
constexpr double kLeaderDistance = 18;
/// Rounds of moving each label to its best spot given the others (the first is the greedy
/// placement); they stop early once no label moves.
constexpr int kPlacementRounds = 4;

double overlapArea(const QRectF &a, const QRectF &b)
{
    const double w = std::min(a.right(), b.right()) - std::max(a.left(), b.left());
    const double h = std::min(a.bottom(), b.bottom()) - std::max(a.top(), b.top());
    return w > 0 && h > 0 ? w * h : 0.0;
}

QPointF toPixels(QCustomPlot *plot, QPointF coords)
{
    return {plot->xAxis->coordToPixel(coords.x()), plot->yAxis->coordToPixel(coords.y())};
}

} // namespace

LabelPlacer::LabelPlacer(QCustomPlot *plot) : m_plot(plot) {}

void LabelPlacer::avoidPoint(QPointF point, double radius)
{
    m_obstacles.append({point, point, radius, {}});
}

void LabelPlacer::avoidSegment(QPointF from, QPointF to)
{
    m_obstacles.append({from, to, 3.0, {}});
}

void LabelPlacer::add(QCPItemText *label)
{
    m_labels.append(label);
}

double LabelPlacer::cost(const QRectF &rect, const QList<const Obstacle *> &near) const
{
    double total = 0.0;
    for (const Obstacle *obstacle : near) {
        // A thick line covers about (length inside the rect) x (its thickness).
        const double r = obstacle->radius;
        const double covered = overlapArea(rect, obstacle->bounds);
        if (covered <= 0)
            continue;
        // A point is a result (a policy's total): hiding it costs more than hiding a label.
        if (obstacle->from == obstacle->to) {
            total += 30.0 * covered;
            continue;
        }
        // Manhattan length: close enough, and no square root in the innermost loop.
        if (const std::optional<QLineF> inside =
                clipToBox(obstacle->from, obstacle->to, rect.adjusted(-r, -r, r, r)))
            total += 2.0 * (std::abs(inside->dx()) + std::abs(inside->dy()) + 2 * r) * 2 * r;
    }
    total += 12.0 * (rect.width() * rect.height() - overlapArea(rect, m_area));
    return total;
}

void LabelPlacer::placeAll()
{
    m_area = m_plot->axisRect()->rect();
    for (Obstacle &obstacle : m_obstacles) {
        obstacle.from = toPixels(m_plot, obstacle.from);
        obstacle.to = toPixels(m_plot, obstacle.to);
        const double r = obstacle.radius;
        // An obstacle off the scale (NaN, infinite) keeps empty bounds and is never near.
        if (std::isfinite(obstacle.from.x() + obstacle.from.y() + obstacle.to.x() +
                          obstacle.to.y()))
            obstacle.bounds =
                QRectF(obstacle.from, obstacle.to).normalized().adjusted(-r, -r, r, r);
    }
    if (m_plot->legend && m_plot->legend->visible())
        m_placed.append(m_plot->legend->outerRect());

    // Every label's spots around its anchor, with what each costs before other labels: the
    // obstacles it covers, the part outside the axis rect, its distance from the anchor.
    struct Spot
    {
        QRectF rect;
        double cost;
    };
    struct Candidate
    {
        QCPItemText *label;
        QPointF at;
        QList<Spot> spots;
    };
    QList<Candidate> candidates;
    for (QCPItemText *label : qAsConst(m_labels)) {
        const QCPItemAnchor *anchor = label->position->parentAnchor();
        if (!anchor)
            continue;
        const QPointF at = anchor->pixelPosition();
        const QMargins padding = label->padding();
        const QRectF text =
            QFontMetricsF(label->font())
                .boundingRect(QRectF(0, 0, 1e4, 1e4), Qt::TextDontClip | label->textAlignment(),
                              label->text());
        const double w = text.width() + padding.left() + padding.right();
        const double h = text.height() + padding.top() + padding.bottom();
        // Only the obstacles within reach of some candidate matter for this label.
        const double reach = kDistances.back();
        const QRectF around(at.x() - reach - w, at.y() - reach - h, 2 * (reach + w),
                            2 * (reach + h));
        QList<const Obstacle *> near;
        for (const Obstacle &obstacle : qAsConst(m_obstacles)) {
            if (overlapArea(around, obstacle.bounds) > 0)
                near.append(&obstacle);
        }
        Candidate candidate{label, at, {}};
        int order = 0;
        for (double d : kDistances) {
            for (QPoint u : kDirections) {
                const double x = u.x() > 0   ? at.x() + d
                                 : u.x() < 0 ? at.x() - d - w
                                             : at.x() - w / 2;
                const double y = u.y() > 0   ? at.y() + d
                                 : u.y() < 0 ? at.y() - d - h
                                             : at.y() - h / 2;
                const QRectF rect(x, y, w, h);
                // Nearer and more pleasant spots win ties; a little overlap beats a far label.
                candidate.spots.append({rect, cost(rect, near) + 6.0 * d + 0.5 * order++});
            }
        }
        candidates.append(candidate);
    }
    // Greedy in the order the labels were added (the most important choose first), then rounds
    // in which each label moves to its best spot given all the others: every move lowers the
    // total cost (the overlap between two labels counts for both), so a label placed early can
    // still make room for one that had no good spot left.
    const int count = int(candidates.size());
    QList<int> chosen(count, -1);
    QList<QRectF> rects(count);
    const auto bestSpot = [&](int k) {
        int best = 0;
        double bestCost = std::numeric_limits<double>::infinity();
        const QList<Spot> &spots = candidates[k].spots;
        for (int s = 0; s < spots.size(); ++s) {
            double total = spots[s].cost;
            for (const QRectF &fixed : qAsConst(m_placed))
                total += 8.0 * overlapArea(spots[s].rect, fixed);
            for (int other = 0; other < count; ++other) {
                if (other != k && chosen[other] >= 0)
                    total += 8.0 * overlapArea(spots[s].rect, rects[other]);
            }
            if (total < bestCost) {
                bestCost = total;
                best = s;
            }
        }
        return best;
    };
    for (int round = 0; round < kPlacementRounds; ++round) {
        bool moved = false;
        for (int k = 0; k < count; ++k) {
            const int best = bestSpot(k);
            if (best != chosen[k]) {
                moved = moved || chosen[k] >= 0;
                chosen[k] = best;
                rects[k] = candidates[k].spots[best].rect;
            }
        }
        if (round > 0 && !moved)
            break;
    }

    // A label cut off at the figure's edge is worse than one over a line: keep every label
    // inside the figure, as near its spot as the figure allows.
    const QRectF figure = m_plot->viewport();
    for (int k = 0; k < count; ++k) {
        const Candidate &candidate = candidates[k];
        const Spot *best = &candidate.spots[chosen[k]];
        QRectF rect = best->rect;
        rect.moveLeft(
            std::max(figure.left(), std::min(rect.left(), figure.right() - rect.width())));
        rect.moveTop(std::max(figure.top(), std::min(rect.top(), figure.bottom() - rect.height())));
        QCPItemText *label = candidate.label;
        const QPointF at = candidate.at;
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->position->setCoords(rect.left() - at.x(), rect.top() - at.y());
        m_placed.append(rect);

        const QPointF nearest(std::clamp(at.x(), rect.left(), rect.right()),
                              std::clamp(at.y(), rect.top(), rect.bottom()));
        if (QLineF(at, nearest).length() >= kLeaderDistance) {
            // From the anchor to the point of the label's box nearest it.
            auto *leader = new QCPItemLine(m_plot);
            leader->setLayer(labelLayer(m_plot));
            leader->setClipToAxisRect(false);
            for (QCPItemPosition *end : {leader->start, leader->end}) {
                end->setType(QCPItemPosition::ptAbsolute);
                end->setParentAnchor(label->position->parentAnchor());
            }
            leader->start->setCoords(0, 0);
            leader->end->setCoords(nearest - at);
            leader->setPen(makePen(withAlpha(label->color(), 200), 1.0));
        }
    }
    m_labels.clear();
}

} // namespace drf
