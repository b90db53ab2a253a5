#include "taskspaceview.h"

#include "allocationset.h"
#include "figurestyle.h"
#include "labelplacer.h"
#include "numberformat.h"
#include "palette.h"
#include "plotitems.h"
#include "progressivefilling.h"
#include "readablenumber.h"
#include "tolerance.h"

#include <QCoreApplication>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct TaskSpaceViewTexts
{
    Q_DECLARE_TR_FUNCTIONS(TaskSpaceViewTexts)
};

/// The part of the convex polygon `polygon` where a x + b y <= bound (Sutherland-Hodgman).
QPolygonF clipHalfPlane(const QPolygonF &polygon, double a, double b, double bound)
{
    const double slack = 1e-12 * std::max(1.0, std::abs(bound));
    auto excess = [&](QPointF p) { return a * p.x() + b * p.y() - bound; };
    QPolygonF clipped;
    for (int k = 0; k < polygon.size(); ++k) {
        const QPointF from = polygon[k];
        const QPointF to = polygon[(k + 1) % polygon.size()];
        const double e0 = excess(from);
        const double e1 = excess(to);
        if (e0 <= slack)
            clipped.append(from);
        // Only a strict crossing adds a vertex; a vertex on the line is kept once, as itself.
        if ((e0 < -slack && e1 > slack) || (e0 > slack && e1 < -slack))
            clipped.append(from + (to - from) * (e0 / (e0 - e1)));
    }
    return clipped;
}

/// The part of the line a x + b y = bound inside `box`, or nothing.
std::optional<QLineF> visiblePart(double a, double b, double bound, const QRectF &box)
{
    const QPointF origin = std::abs(b) > 0 ? QPointF(0, bound / b) : QPointF(bound / a, 0);
    const QPointF direction = std::abs(b) > 0 ? QPointF(b, -a) : QPointF(0, 1);
    const double infinity = std::numeric_limits<double>::infinity();
    const std::optional<QLineF> part =
        clipToBox(origin, origin + direction, box, -infinity, infinity);
    if (!part || part->p1() == part->p2())
        return std::nullopt;
    return part;
}

/// The feasible region's fill: the capacity box's grey, as in the resource space (a tint of a
/// hue would be some user's colour).
QColor feasibleFill()
{
    return capacityFillColor();
}

} // namespace

TaskSpaceView::TaskSpaceView(AllocationSet *results, QWidget *parent) : PlotView(results, parent)
{
    rebuild();
}

void TaskSpaceView::setUsers(int a, int b)
{
    m_requestedA = a;
    m_requestedB = b;
    rebuild();
}

QPointF TaskSpaceView::policyPoint(PolicyId policy) const
{
    return markerPoint(m_points.value(policy, nullptr));
}

void TaskSpaceView::draw()
{
    m_points.clear();
    m_feasible.clear();
    m_bounds.clear();
    const Scenario &scenario = results()->scenario();
    const int n = scenario.userCount();
    if (n < 2) {
        m_shownA = m_shownB = -1;
        setTitle(TaskSpaceViewTexts::tr("Task space"));
        plot()->xAxis->setLabel(QString());
        plot()->yAxis->setLabel(QString());
        plot()->xAxis->setRange(0, 1);
        plot()->yAxis->setRange(0, 1);
        auto *message = new PlotLabel(plot());
        message->position->setType(QCPItemPosition::ptAxisRectRatio);
        message->position->setCoords(0.5, 0.5);
        message->setText(TaskSpaceViewTexts::tr("The task space compares two users:\n"
                                                "add a second user to see it."));
        return;
    }
    const bool valid = m_requestedA >= 0 && m_requestedA < n && m_requestedB >= 0 &&
                       m_requestedB < n && m_requestedA != m_requestedB;
    m_shownA = valid ? m_requestedA : 0;
    m_shownB = valid ? m_requestedB : 1;
    const int a = m_shownA;
    const int b = m_shownB;
    const QString nameA = scenario.users[a].name;
    const QString nameB = scenario.users[b].name;
    QString title = TaskSpaceViewTexts::tr("Task space of %1 and %2").arg(nameA, nameB);
    const QString policy = shortPolicyName(results()->selectedPolicy());
    if (n == 3)
        title += TaskSpaceViewTexts::tr(" (the third user keeps its %1 allocation)").arg(policy);
    else if (n > 3)
        title += TaskSpaceViewTexts::tr(" (the %1 others keep their %2 allocation)")
                     .arg(formatCount(n - 2), policy);
    setTitle(title);
    plot()->xAxis->setLabel(TaskSpaceViewTexts::tr("tasks of %1").arg(nameA));
    plot()->yAxis->setLabel(TaskSpaceViewTexts::tr("tasks of %1").arg(nameB));

    // The feasible region: the quadrant cut by every constraint, starting from a box that holds it.
    const QList<TaskConstraint> limits =
        taskConstraints(scenario, results()->selectedResult().allocation.tasks, a, b);
    for (const TaskConstraint &c : limits) {
        if (c.resource >= 0)
            m_bounds.insert(c.resource, c.bound);
    }
    double reachA = std::numeric_limits<double>::infinity();
    double reachB = reachA;
    for (const TaskConstraint &c : limits) {
        if (c.a > 0)
            reachA = std::min(reachA, c.bound / c.a);
        if (c.b > 0)
            reachB = std::min(reachB, c.bound / c.b);
    }
    if (std::isfinite(reachA) && std::isfinite(reachB) && reachA >= 0 && reachB >= 0) {
        m_feasible = QPolygonF({{0, 0}, {reachA, 0}, {reachA, reachB}, {0, reachB}});
        for (const TaskConstraint &c : limits)
            m_feasible = clipHalfPlane(m_feasible, c.a, c.b, c.bound);
    }

    PlotExtent extent;
    extent.include({0, 0});
    extent.include(QVector<QPointF>(m_feasible.begin(), m_feasible.end()));
    for (PolicyId policy : kAllPolicies) {
        const QList<double> &tasks = results()->result(policy).allocation.tasks;
        extent.include({tasks[a], tasks[b]});
    }
    extent.applyTo(plot(), 0.1);

    LabelPlacer &placer = labels();
    if (!m_feasible.isEmpty()) {
        QVector<QPointF> outline(m_feasible.begin(), m_feasible.end());
        outline.append(outline.first());
        QCPCurve *region = addPolyline(plot(), outline, Qt::NoPen, feasibleFill());
        region->setName(TaskSpaceViewTexts::tr("feasible"));
        region->setLayer(QStringLiteral("background")); // under the grid
    }
    const QList<double> &split = results()->result(PolicyId::MaxMin).allocation.tasks;
    drawConstraintLines(limits, placer);
    drawEqualShareRay(a, b, placer);
    drawSplitGuarantee({split[a], split[b]}, placer);
    drawPolicyPoints(a, b, placer);
    layOut();
    placer.placeAll();
}

void TaskSpaceView::drawConstraintLines(const QList<TaskConstraint> &limits, LabelPlacer &placer)
{
    const QCPRange xRange = plot()->xAxis->range();
    const QCPRange yRange = plot()->yAxis->range();
    const QRectF box(xRange.lower, yRange.lower, xRange.size(), yRange.size());
    const QString nameA = results()->scenario().users[m_shownA].name;
    const QString nameB = results()->scenario().users[m_shownB].name;
    const QList<double> &tasks = results()->selectedResult().allocation.tasks;
    for (const TaskConstraint &c : limits) {
        const std::optional<QLineF> visible = visiblePart(c.a, c.b, c.bound, box);
        if (!visible)
            continue;
        // The constraints the selected policy's point lies on are drawn heavier.
        const double used = c.a * tasks[m_shownA] + c.b * tasks[m_shownB];
        const bool binding = closeTo(c.bound, used, kRelTol);
        auto *line = new QCPItemStraightLine(plot());
        line->point1->setCoords(visible->p1());
        line->point2->setCoords(visible->p2());
        line->setPen(makePen(constraintColor(),
                             binding ? lineWidth::kBindingConstraint : lineWidth::kConstraint));
        placer.avoidSegment(visible->p1(), visible->p2());

        QStringList terms;
        if (c.a > 0)
            terms.append(QStringLiteral("%1·%2").arg(readableDecimal(c.a), nameA));
        if (c.b > 0)
            terms.append(QStringLiteral("%1·%2").arg(readableDecimal(c.b), nameB));
        const QString text =
            QStringLiteral("%1: %2 ≤ %3")
                .arg(c.name, terms.join(QStringLiteral(" + ")), readableDecimal(c.bound));
        // Label the line near its upper end, away from the crowd of points near the corner.
        const QPointF upper = visible->p1().y() > visible->p2().y() ? visible->p1() : visible->p2();
        const QPointF lower = upper == visible->p1() ? visible->p2() : visible->p1();
        placer.add(upper + (lower - upper) * 0.25, c.name, text, softInkColor());
    }
}

void TaskSpaceView::drawEqualShareRay(int a, int b, LabelPlacer &placer)
{
    // x_a mu_a / w_a = x_b mu_b / w_b: the line DRF moves along until a resource runs out.
    const Scenario &scenario = results()->scenario();
    const QList<double> mu = dominantSharePerTask(scenario);
    const QPointF direction(scenario.users[a].weight / mu[a], scenario.users[b].weight / mu[b]);
    const double reach = std::min(plot()->xAxis->range().upper / direction.x(),
                                  plot()->yAxis->range().upper / direction.y());
    const QPointF end = direction * reach;
    QCPCurve *ray = addPolyline(plot(), {{0, 0}, end}, policyPen(PolicyId::Drf, lineWidth::kGuide));
    ray->removeFromLegend();
    placer.avoidSegment({0, 0}, end);
    const bool weighted = std::abs(scenario.users[a].weight - 1.0) > 1e-12 ||
                          std::abs(scenario.users[b].weight - 1.0) > 1e-12;
    const QString text = weighted ? TaskSpaceViewTexts::tr("equal weighted dominant shares")
                                  : TaskSpaceViewTexts::tr("equal dominant shares");
    placer.add(end * 0.85, text, text, policyColor(PolicyId::Drf));
}

void TaskSpaceView::drawSplitGuarantee(QPointF split, LabelPlacer &placer)
{
    // Every point up and to the right of the split gives both users at least their equal share.
    const QPen guide = policyPen(PolicyId::MaxMin, lineWidth::kGuide);
    addArrow(plot(), {split.x(), 0}, split, guide, false);
    addArrow(plot(), {0, split.y()}, split, guide, false);
    placer.avoidSegment({split.x(), 0}, split);
    placer.avoidSegment({0, split.y()}, split);
    QPolygonF better = clipHalfPlane(m_feasible, -1, 0, -split.x());
    better = clipHalfPlane(better, 0, -1, -split.y());
    if (better.size() >= 3) {
        QVector<QPointF> outline(better.begin(), better.end());
        outline.append(outline.first());
        QCPCurve *region =
            addPolyline(plot(), outline, Qt::NoPen,
                        blendOver(policyColor(PolicyId::MaxMin), 20, feasibleFill()));
        region->setName(TaskSpaceViewTexts::tr("both get at least their equal split"));
        region->setLayer(QStringLiteral("background"));
    }
}

void TaskSpaceView::drawPolicyPoints(int a, int b, LabelPlacer &placer)
{
    const PolicyId selected = results()->selectedPolicy();
    QList<PolicyPoint> points;
    for (PolicyId policy : kAllPolicies) {
        const QList<double> &tasks = results()->result(policy).allocation.tasks;
        const PolicyPoint point{policy, {tasks[a], tasks[b]}};
        if (policy == selected)
            points.prepend(point);
        else
            points.append(point);
        placer.avoidPoint(point.point, 6);
    }
    const double tolerance =
        1e-7 * std::max(plot()->xAxis->range().size(), plot()->yAxis->range().size());
    const QList<QList<PolicyPoint>> groups =
        addPolicyMarkers(plot(), *results(), points, tolerance, QStringLiteral("%1"), m_points);
    for (const QList<PolicyPoint> &group : groups) {
        const PolicyId first = group.first().policy;
        const bool feasible = results()->result(first).analysis.feasible;
        const bool split = std::any_of(group.begin(), group.end(), [](const PolicyPoint &p) {
            return p.policy == PolicyId::MaxMin;
        });
        const QPointF point = group.first().point;
        QString text = QStringLiteral("%1%2: %3")
                           .arg(policyNames(group),
                                split ? TaskSpaceViewTexts::tr(" = equal split") : QString(),
                                readableVector({point.x(), point.y()}));
        if (!feasible)
            text += TaskSpaceViewTexts::tr("\nover capacity");
        placer.add(group.first().point, policyNames(group), text,
                   feasible ? policyColor(first) : warningColor());
    }
}

std::unique_ptr<PlotView> TaskSpaceView::createCopy() const
{
    auto copy = std::make_unique<TaskSpaceView>(results());
    copy->setUsers(m_shownA, m_shownB);
    return copy;
}

} // namespace drf
