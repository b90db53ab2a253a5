#include "taskspacescene.h"

#include "allocationset.h"
#include "geometry.h"
#include "numberformat.h"
#include "palette.h"
#include "progressivefilling.h"
#include "readablenumber.h"
#include "taskconstraints.h"
#include "tolerance.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct TaskSpaceTexts
{
    Q_DECLARE_TR_FUNCTIONS(TaskSpaceTexts)
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

/// The region `polygon` as a closed outline filled with `fill`, under the grid.
ScenePath region(const QPolygonF &polygon, const SceneInk &fill)
{
    ScenePath path;
    path.points = QList<QPointF>(polygon.begin(), polygon.end());
    path.points.append(path.points.first());
    path.stroke.style = Qt::NoPen;
    path.fill = fill;
    path.layer = SceneLayer::UnderGrid;
    return path;
}

/// Builds the figure of two users (the scenario has at least two).
class TaskSpaceBuilder
{
public:
    TaskSpaceBuilder(const AllocationSet &results, TaskSpaceFigure &figure)
        : m_results(results), m_scenario(results.scenario()), m_figure(figure),
          m_scene(figure.scene), m_a(figure.userA), m_b(figure.userB)
    {
    }

    void build()
    {
        const QString nameA = m_scenario.users[m_a].name;
        const QString nameB = m_scenario.users[m_b].name;
        const int n = m_scenario.userCount();
        m_scene.title = TaskSpaceTexts::tr("Task space of %1 and %2").arg(nameA, nameB);
        const QString policy = shortPolicyName(m_results.selectedPolicy());
        if (n == 3)
            m_scene.title +=
                TaskSpaceTexts::tr(" (the third user keeps its %1 allocation)").arg(policy);
        else if (n > 3)
            m_scene.title += TaskSpaceTexts::tr(" (the %1 others keep their %2 allocation)")
                                 .arg(formatCount(n - 2), policy);
        m_scene.x.label = TaskSpaceTexts::tr("tasks of %1").arg(nameA);
        m_scene.y.label = TaskSpaceTexts::tr("tasks of %1").arg(nameB);

        const QList<TaskConstraint> limits =
            taskConstraints(m_scenario, m_results.selectedResult().allocation.tasks, m_a, m_b);
        buildFeasibleRegion(limits);
        fitToContent();
        if (!m_figure.feasible.isEmpty())
            m_scene.addLegend(m_scene.add(region(m_figure.feasible, feasibleFill())),
                              TaskSpaceTexts::tr("feasible"));
        addConstraintLines(limits);
        addEqualShareRay();
        addSplitGuarantee();
        addPolicyPoints();
    }

private:
    /// The feasible region's fill: the capacity box's grey, as in the resource space (a tint of
    /// a hue would be some user's colour).
    static SceneInk feasibleFill() { return {capacityFillColor(), QStringLiteral("feasible")}; }

    /// The quadrant cut by every constraint, starting from a box that holds it.
    void buildFeasibleRegion(const QList<TaskConstraint> &limits)
    {
        for (const TaskConstraint &c : limits) {
            if (c.resource >= 0)
                m_figure.bounds.insert(c.resource, c.bound);
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
            QPolygonF feasible({{0, 0}, {reachA, 0}, {reachA, reachB}, {0, reachB}});
            for (const TaskConstraint &c : limits)
                feasible = clipHalfPlane(feasible, c.a, c.b, c.bound);
            m_figure.feasible = feasible;
        }
    }

    /// The axes show the origin, the feasible region and every policy's point.
    void fitToContent()
    {
        PlotExtent extent;
        extent.include({0, 0});
        extent.include(QVector<QPointF>(m_figure.feasible.begin(), m_figure.feasible.end()));
        for (PolicyId policy : kAllPolicies)
            extent.include(pointOf(policy));
        extent.applyTo(m_scene, 0.1);
    }

    QPointF pointOf(PolicyId policy) const
    {
        const QList<double> &tasks = m_results.result(policy).allocation.tasks;
        return {tasks[m_a], tasks[m_b]};
    }

    void addConstraintLines(const QList<TaskConstraint> &limits)
    {
        const QRectF box(m_scene.x.lower, m_scene.y.lower, m_scene.x.upper - m_scene.x.lower,
                         m_scene.y.upper - m_scene.y.lower);
        const QString nameA = m_scenario.users[m_a].name;
        const QString nameB = m_scenario.users[m_b].name;
        const QPointF selected = pointOf(m_results.selectedPolicy());
        const SceneInk ink{constraintColor(), QStringLiteral("constraint")};
        const SceneInk textInk{softInkColor(), QStringLiteral("constraintText")};
        for (const TaskConstraint &c : limits) {
            const std::optional<QLineF> visible = visiblePart(c.a, c.b, c.bound, box);
            if (!visible)
                continue;
            // The constraints the selected policy's point lies on are drawn heavier.
            const double used = c.a * selected.x() + c.b * selected.y();
            const bool binding = closeTo(c.bound, used, kRelTol);
            ScenePath line;
            line.kind = ScenePath::Kind::Straight;
            line.points = {visible->p1(), visible->p2()};
            line.stroke =
                solidStroke(ink, binding ? lineWidth::kBindingConstraint : lineWidth::kConstraint);
            m_scene.add(line);
            m_scene.avoidSegment(visible->p1(), visible->p2());

            QStringList terms;
            if (c.a > 0)
                terms.append(QStringLiteral("%1·%2").arg(readableDecimal(c.a), nameA));
            if (c.b > 0)
                terms.append(QStringLiteral("%1·%2").arg(readableDecimal(c.b), nameB));
            const QString text =
                QStringLiteral("%1: %2 ≤ %3")
                    .arg(c.name, terms.join(QStringLiteral(" + ")), readableDecimal(c.bound));
            // Near its upper end, away from the crowd of points near the corner.
            const QPointF upper =
                visible->p1().y() > visible->p2().y() ? visible->p1() : visible->p2();
            const QPointF lower = upper == visible->p1() ? visible->p2() : visible->p1();
            m_scene.addLabel(upper + (lower - upper) * 0.25, c.name, text, textInk);
        }
    }

    /// x_a mu_a / w_a = x_b mu_b / w_b: the line DRF moves along until a resource runs out.
    void addEqualShareRay()
    {
        const QList<double> mu = dominantSharePerTask(m_scenario);
        const double weightA = m_scenario.users[m_a].weight;
        const double weightB = m_scenario.users[m_b].weight;
        const QPointF direction(weightA / mu[m_a], weightB / mu[m_b]);
        const double reach =
            std::min(m_scene.x.upper / direction.x(), m_scene.y.upper / direction.y());
        const QPointF end = direction * reach;
        ScenePath ray;
        ray.points = {{0, 0}, end};
        ray.stroke = policyStroke(PolicyId::Drf, lineWidth::kGuide);
        m_scene.add(ray);
        m_scene.avoidSegment({0, 0}, end);
        const bool weighted = std::abs(weightA - 1.0) > 1e-12 || std::abs(weightB - 1.0) > 1e-12;
        const QString text = weighted ? TaskSpaceTexts::tr("equal weighted dominant shares")
                                      : TaskSpaceTexts::tr("equal dominant shares");
        m_scene.addLabel(end * 0.85, text, text, policyInk(PolicyId::Drf));
    }

    /// Every point up and to the right of the split gives both users at least their equal share.
    void addSplitGuarantee()
    {
        const QPointF split = pointOf(PolicyId::MaxMin);
        const SceneStroke guide = policyStroke(PolicyId::MaxMin, lineWidth::kGuide);
        for (const QPointF foot : {QPointF(split.x(), 0), QPointF(0, split.y())}) {
            ScenePath line;
            line.kind = ScenePath::Kind::Segment;
            line.points = {foot, split};
            line.stroke = guide;
            m_scene.add(line);
        }
        m_scene.avoidSegment({split.x(), 0}, split);
        m_scene.avoidSegment({0, split.y()}, split);
        QPolygonF better = clipHalfPlane(m_figure.feasible, -1, 0, -split.x());
        better = clipHalfPlane(better, 0, -1, -split.y());
        if (better.size() >= 3) {
            const SceneInk tint{blendOver(policyColor(PolicyId::MaxMin), 20, capacityFillColor()),
                                QStringLiteral("splitGuarantee")};
            m_scene.addLegend(m_scene.add(region(better, tint)),
                              TaskSpaceTexts::tr("both get at least their equal split"));
        }
    }

    void addPolicyPoints()
    {
        const PolicyId selected = m_results.selectedPolicy();
        QList<PolicyPoint> points;
        for (PolicyId policy : kAllPolicies) {
            const PolicyPoint point{policy, pointOf(policy)};
            if (policy == selected)
                points.prepend(point);
            else
                points.append(point);
            m_scene.avoidPoint(point.point, 6);
        }
        const double tolerance =
            1e-7 * std::max(m_scene.x.upper - m_scene.x.lower, m_scene.y.upper - m_scene.y.lower);
        const QList<QList<PolicyPoint>> groups = groupCoincident(points, tolerance);
        addPolicyRings(
            m_scene, points, groups, selected,
            [this](PolicyId policy) { return m_results.result(policy).analysis.feasible; },
            QStringLiteral("%1"));
        for (const PolicyPoint &point : points)
            m_figure.points.insert(point.policy, point.point);
        for (const QList<PolicyPoint> &group : groups)
            labelGroup(group);
    }

    void labelGroup(const QList<PolicyPoint> &group)
    {
        const PolicyId first = group.first().policy;
        const bool feasible = m_results.result(first).analysis.feasible;
        const bool split = std::any_of(group.begin(), group.end(), [](const PolicyPoint &p) {
            return p.policy == PolicyId::MaxMin;
        });
        const QPointF point = group.first().point;
        QString text =
            QStringLiteral("%1%2: %3")
                .arg(policyNames(group), split ? TaskSpaceTexts::tr(" = equal split") : QString(),
                     readableVector({point.x(), point.y()}));
        if (!feasible)
            text += TaskSpaceTexts::tr("\nover capacity");
        m_scene.addLabel(point, policyNames(group), text,
                         feasible ? policyInk(first) : warningInk());
    }

    const AllocationSet &m_results;
    const Scenario &m_scenario;
    TaskSpaceFigure &m_figure;
    FigureScene &m_scene;
    const int m_a;
    const int m_b;
};

} // namespace

TaskSpaceFigure taskSpaceScene(const AllocationSet &results, int a, int b)
{
    TaskSpaceFigure figure;
    const int n = results.scenario().userCount();
    if (n < 2) {
        figure.scene.title = TaskSpaceTexts::tr("Task space");
        figure.scene.message = TaskSpaceTexts::tr("The task space compares two users:\n"
                                                  "add a second user to see it.");
        return figure;
    }
    const bool valid = a >= 0 && a < n && b >= 0 && b < n && a != b;
    figure.userA = valid ? a : 0;
    figure.userB = valid ? b : 1;
    TaskSpaceBuilder(results, figure).build();
    return figure;
}

} // namespace drf
