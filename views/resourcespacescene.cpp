#include "resourcespacescene.h"

#include "allocationset.h"
#include "fillingview.h"
#include "plotitems.h"
#include "readablenumber.h"
#include "resourcespacepainter.h"
#include "useraggregate.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct ResourceSpaceSceneTexts
{
    Q_DECLARE_TR_FUNCTIONS(ResourceSpaceSceneTexts)
};

/// Projects amounts per resource onto the figure's plane.
class Plane
{
public:
    Plane(const Scenario &scenario, int x, int y) : m_scenario(scenario), m_x(x), m_y(y) {}

    bool lanes() const { return m_x == m_y; }
    int x() const { return m_x; }
    int y() const { return m_y; }
    QPointF project(const QList<double> &amounts) const
    {
        return {amounts[m_x], lanes() ? 0.0 : amounts[m_y]};
    }
    QString name(int resource) const { return m_scenario.resources[resource].name; }
    /// "120 CPU, 60 GPU".
    QString amounts(QPointF point) const
    {
        const QString first = QStringLiteral("%1 %2").arg(readableDecimal(point.x()), name(m_x));
        return lanes()
                   ? first
                   : QStringLiteral("%1, %2 %3").arg(first, readableDecimal(point.y()), name(m_y));
    }
    QPointF capacity() const
    {
        return {m_scenario.resources[m_x].capacity,
                lanes() ? 0.0 : m_scenario.resources[m_y].capacity};
    }

private:
    const Scenario &m_scenario;
    int m_x;
    int m_y;
};

/// Clamps the requested axes to the scenario's resources.
std::pair<int, int> shownAxes(const Scenario &scenario, int x, int y)
{
    const int m = scenario.resourceCount();
    const int shownX = x >= 0 && x < m ? x : 0;
    int shownY = y >= 0 && y < m ? y : std::min(1, m - 1);
    if (x >= m || y >= m)
        shownY = m > 1 && shownX == 0 ? 1 : 0;
    return {shownX, shownY};
}

/// The rectangle, the demand rays (in the plane) and the lane names (one resource).
void addFrame(ResourceSpaceScene &scene, const Plane &plane, const Scenario &scenario,
              const UserAggregate &users)
{
    scene.xName = plane.name(plane.x());
    scene.capacity = plane.capacity();
    scene.capacityText =
        ResourceSpaceSceneTexts::tr("capacity (%1)").arg(plane.amounts(scene.capacity));
    const QList<int> &drawn = users.drawn();
    if (plane.lanes()) {
        const int lanes = int(drawn.size()) + (users.aggregates() ? 1 : 0);
        scene.lowCorner = {0, -0.5};
        scene.capacity.setY(lanes + 0.5);
        scene.lanes.append(ResourceSpaceSceneTexts::tr("total"));
        for (int i : drawn)
            scene.lanes.append(scenario.users[i].name);
        if (users.aggregates())
            scene.lanes.append(ResourceSpaceSceneTexts::tr("others"));
    } else {
        scene.yName = plane.name(plane.y());
        for (int k = 0; k < drawn.size(); ++k) {
            const QPointF direction = plane.project(scenario.users[drawn[k]].demand);
            double reach = std::numeric_limits<double>::infinity();
            if (direction.x() > 0)
                reach = std::min(reach, scene.capacity.x() / direction.x());
            if (direction.y() > 0)
                reach = std::min(reach, scene.capacity.y() / direction.y());
            if (!std::isfinite(reach))
                continue;
            ResourceSpaceScene::Vector ray;
            ray.head = direction * reach;
            ray.slot = k;
            ray.user = scenario.users[drawn[k]].name;
            ray.label = {ResourceSpaceSceneTexts::tr("%1 per task: %2")
                             .arg(ray.user, plane.amounts(direction))};
            scene.rays.append(ray);
        }
    }
    includeInExtent(scene.extent, scene.lowCorner);
    includeInExtent(scene.extent, scene.capacity);
    for (const ResourceSpaceScene::Vector &ray : scene.rays)
        includeInExtent(scene.extent, ray.head);
}

/// The vectors of `bundles` (per user, projected), chained or from the origin, the users folded
/// together and the sum.
void addVectors(ResourceSpaceScene &scene, const Plane &plane, const Scenario &scenario,
                const UserAggregate &users, const QList<QPointF> &bundles,
                const QList<ResourceSpaceScene::Vector> &labels, const QList<bool> &frozen)
{
    const QList<int> &drawn = users.drawn();
    scene.parallelogram = !plane.lanes() && drawn.size() == 2 && !users.aggregates();
    QPointF sum;
    for (int k = 0; k < drawn.size(); ++k) {
        const int i = drawn[k];
        ResourceSpaceScene::Vector vector;
        vector.slot = k;
        vector.user = scenario.users[i].name;
        vector.label = labels.value(k).label;
        vector.heading = labels.value(k).heading;
        vector.detail = labels.value(k).detail;
        vector.frozen = frozen.value(k, false);
        const QPointF bundle = bundles[i];
        if (plane.lanes()) {
            vector.tail = {sum.x(), k + 1.0};
            vector.head = {sum.x() + bundle.x(), k + 1.0};
        } else {
            vector.tail = scene.parallelogram ? QPointF() : sum;
            vector.head = vector.tail + bundle;
        }
        sum += bundle;
        scene.vectors.append(vector);
        includeInExtent(scene.extent, vector.head);
    }
    if (users.aggregates()) {
        QPointF together;
        for (int i : users.others())
            together += bundles[i];
        ResourceSpaceScene::Vector band;
        band.tail = plane.lanes() ? QPointF(sum.x(), drawn.size() + 1.0) : sum;
        band.head = band.tail + together;
        band.label = {ResourceSpaceSceneTexts::tr("%1 together:").arg(users.othersName()),
                      plane.amounts(together)};
        scene.others = band;
        scene.othersName = users.othersName();
        sum += together;
        includeInExtent(scene.extent, band.head);
    }
    scene.hasSum = scenario.userCount() >= 2 || plane.lanes();
    scene.sum = plane.lanes() ? QPointF(sum.x(), 0) : sum;
    includeInExtent(scene.extent, scene.sum);
}

void addTotals(ResourceSpaceScene &scene, const Plane &plane, const AllocationSet &results)
{
    const Scenario &scenario = results.scenario();
    const PolicyId selected = results.selectedPolicy();
    QList<PolicyPoint> sums;
    for (PolicyId policy : kAllPolicies) {
        const bool reference = policy == PolicyId::MaxMin || policy == PolicyId::FixedPrice;
        const QPointF sum = plane.project(results.result(policy).analysis.usage);
        if (policy == selected)
            sums.prepend({policy, sum});
        else if (results.compareMode() || reference)
            sums.append({policy, sum});
    }
    const double tolerance = 1e-7 * std::max(scene.capacity.x(), scene.capacity.y());
    for (const QList<PolicyPoint> &group : groupCoincident(sums, tolerance)) {
        const PolicyId first = group.first().policy;
        const AllocationAnalysis &analysis = results.result(first).analysis;
        const bool annotated = !results.compareMode() && first == selected;
        ResourceSpaceScene::Total total;
        for (const PolicyPoint &point : group)
            total.policies.append(point.policy);
        total.point = group.first().point;
        total.selected = first == selected;
        total.feasible = analysis.feasible;
        total.amounts = plane.amounts(total.point);
        total.names = policyNames(group);
        const QString overload = overloadText(
            scenario, analysis, annotated ? QList<int>{plane.x(), plane.y()} : QList<int>{});
        if (!overload.isEmpty())
            total.notes.append(overload);
        if (annotated) {
            QStringList full;
            for (int j = 0; j < scenario.resourceCount(); ++j) {
                if (j != plane.x() && j != plane.y() && saturated(analysis.utilization[j]) &&
                    analysis.overload[j] <= kRelTol * scenario.resources[j].capacity)
                    full.append(plane.name(j));
            }
            if (!full.isEmpty())
                total.notes.append(
                    ResourceSpaceSceneTexts::tr("%1 full").arg(full.join(QStringLiteral(", "))));
        }
        scene.totals.append(total);
        includeInExtent(scene.extent, total.point);
    }
}

/// The selected policy's full edges, idle capacity and overload on the axes.
void addEdgesAndGuides(ResourceSpaceScene &scene, const Plane &plane,
                       const AllocationAnalysis &analysis, bool guides)
{
    const QPointF c = plane.capacity();
    const QPointF sum = plane.project(analysis.usage);
    for (const bool xAxis : {true, false}) {
        if (!xAxis && plane.lanes())
            break;
        const int j = xAxis ? plane.x() : plane.y();
        if (saturated(analysis.utilization[j])) {
            const bool over = analysis.utilization[j] > 1.0 + kRelTol;
            const QString text = over ? ResourceSpaceSceneTexts::tr("%1 capacity exceeded")
                                      : ResourceSpaceSceneTexts::tr("%1 full");
            scene.fullEdges.append(
                {xAxis ? QPointF(c.x(), 0) : QPointF(0, c.y()), c, text.arg(plane.name(j)), over});
        }
        if (!guides)
            continue;
        const double capacity = xAxis ? c.x() : c.y();
        const QPointF usage = xAxis ? QPointF(sum.x(), 0) : QPointF(0, sum.y());
        const QPointF full = xAxis ? QPointF(c.x(), 0) : QPointF(0, c.y());
        if (analysis.idle[j] > kRelTol * capacity)
            scene.guides.append({usage, full, plane.lanes() ? usage : sum,
                                 ResourceSpaceSceneTexts::tr("%1 %2 idle")
                                     .arg(readableDecimal(analysis.idle[j]), plane.name(j)),
                                 false});
        if (analysis.overload[j] > kRelTol * capacity) {
            const QPointF edge = xAxis ? QPointF(c.x(), sum.y()) : QPointF(sum.x(), c.y());
            scene.guides.append({edge, sum, sum,
                                 ResourceSpaceSceneTexts::tr("+%1 %2 over capacity")
                                     .arg(readableDecimal(analysis.overload[j]), plane.name(j)),
                                 true});
        }
    }
}

} // namespace

bool saturated(double utilization)
{
    return utilization >= 1.0 - kRelTol;
}

QString overloadText(const Scenario &scenario, const AllocationAnalysis &analysis,
                     const QList<int> &skip)
{
    QStringList parts;
    for (int j = 0; j < scenario.resourceCount(); ++j) {
        if (!skip.contains(j) && analysis.overload[j] > kRelTol * scenario.resources[j].capacity)
            parts.append(QStringLiteral("+%1 %2").arg(readableDecimal(analysis.overload[j]),
                                                      scenario.resources[j].name));
    }
    return parts.isEmpty()
               ? QString()
               : parts.join(QStringLiteral(", ")) + ResourceSpaceSceneTexts::tr(" over capacity");
}

void includeInExtent(QRectF &extent, QPointF point)
{
    if (!std::isfinite(point.x()) || !std::isfinite(point.y()))
        return;
    extent =
        QRectF(QPointF(std::min(extent.left(), point.x()), std::min(extent.top(), point.y())),
               QPointF(std::max(extent.right(), point.x()), std::max(extent.bottom(), point.y())));
}

ResourceSpaceScene sceneOfResults(const AllocationSet &results, int x, int y)
{
    ResourceSpaceScene scene;
    const Scenario &scenario = results.scenario();
    if (scenario.resourceCount() == 0 || scenario.userCount() == 0) {
        scene.title = ResourceSpaceSceneTexts::tr("No users: nothing is allocated");
        return scene;
    }
    const auto [shownX, shownY] = shownAxes(scenario, x, y);
    const Plane plane(scenario, shownX, shownY);
    const PolicyResult &selected = results.selectedResult();
    const QPointF capacity = plane.capacity();
    const UserAggregate users(scenario.userCount(), [&](int i) {
        const QPointF bundle = plane.project(selected.analysis.bundles[i]);
        return bundle.x() / capacity.x() + (plane.lanes() ? 0.0 : bundle.y() / capacity.y());
    });
    const bool labelled = scenario.userCount() <= ResourceSpacePainter::kLabelledUsers;
    const QString policy = shortPolicyName(results.selectedPolicy());
    scene.title =
        results.compareMode()
            ? ResourceSpaceSceneTexts::tr("Every policy's total allocation (vectors: %1)")
                  .arg(policy)
            : ResourceSpaceSceneTexts::tr("%1: allocation vectors and their sum").arg(policy);
    if (users.aggregates())
        scene.title += QStringLiteral(" — %1").arg(
            users.note(ResourceSpaceSceneTexts::tr("as one grey band")));
    else if (!labelled)
        scene.title +=
            ResourceSpaceSceneTexts::tr(" — %1 users, labels hidden").arg(scenario.userCount());

    addFrame(scene, plane, scenario, users);
    QList<QPointF> bundles;
    for (const QList<double> &bundle : selected.analysis.bundles)
        bundles.append(plane.project(bundle));
    QList<ResourceSpaceScene::Vector> labels;
    if (labelled && !results.compareMode()) {
        for (int i : users.drawn()) {
            ResourceSpaceScene::Vector label;
            label.heading = QStringLiteral("%1: %2").arg(
                scenario.users[i].name,
                ResourceSpacePainter::tasksText(selected.allocation.tasks[i]));
            label.detail =
                ResourceSpaceSceneTexts::tr("allocated %1").arg(plane.amounts(bundles[i]));
            label.label = {label.heading, QStringLiteral("(%1)").arg(plane.amounts(bundles[i]))};
            labels.append(label);
        }
    }
    addVectors(scene, plane, scenario, users, bundles, labels, {});
    scene.heads = labelled;
    scene.faded = results.compareMode();
    scene.sumFeasible = selected.analysis.feasible;
    addEdgesAndGuides(scene, plane, selected.analysis, !results.compareMode());
    addTotals(scene, plane, results);
    return scene;
}

ResourceSpaceScene sceneOfFilling(const FillingView &view, int x, int y)
{
    ResourceSpaceScene scene;
    const FillingReplay &filling = view.replay();
    const Scenario &scenario = filling.scenario();
    if (scenario.userCount() == 0 || scenario.resourceCount() == 0 || !filling.isValid()) {
        scene.title = scenario.userCount() == 0
                          ? ResourceSpaceSceneTexts::tr("No users: nothing to fill")
                          : ResourceSpaceSceneTexts::tr("Nothing to fill");
        return scene;
    }
    const int m = scenario.resourceCount();
    const Plane plane(scenario, std::clamp(x, 0, m - 1), std::clamp(y, 0, m - 1));
    const FillingFrame frame = filling.frameAt(view.position());
    const QList<double> finalTasks = filling.finalTasks();
    const QPointF capacity = plane.capacity();
    const UserAggregate users(scenario.userCount(), [&](int i) {
        const QPointF bundle = plane.project(scenario.users[i].demand) * finalTasks.value(i);
        return bundle.x() / capacity.x() + (plane.lanes() ? 0.0 : bundle.y() / capacity.y());
    });
    const QStringList full = view.fullTexts(frame);
    scene.title = view.title(frame, full, plane.x(), plane.y(), users);
    addFrame(scene, plane, scenario, users);
    for (const bool xAxis : {true, false}) {
        const int j = xAxis ? plane.x() : plane.y();
        if (!full[j].isEmpty() && (xAxis || !plane.lanes()))
            scene.fullEdges.append({xAxis ? QPointF(capacity.x(), 0) : QPointF(0, capacity.y()),
                                    capacity, full[j], false});
    }
    const QStringList stopped = view.stoppedTexts(frame);
    const bool labelled = scenario.userCount() <= ResourceSpacePainter::kLabelledUsers;
    QList<QPointF> bundles;
    QPointF finalSum;
    for (int i = 0; i < scenario.userCount(); ++i) {
        bundles.append(plane.project(scenario.users[i].demand) * frame.tasks[i]);
        finalSum += plane.project(scenario.users[i].demand) * finalTasks.value(i);
    }
    QList<ResourceSpaceScene::Vector> labels;
    QList<bool> frozen;
    for (int i : users.drawn()) {
        if (labelled) {
            ResourceSpaceScene::Vector label;
            label.heading = QStringLiteral("%1: %2").arg(
                scenario.users[i].name, ResourceSpacePainter::tasksText(frame.tasks[i]));
            label.detail =
                stopped[i].isEmpty() ? ResourceSpaceSceneTexts::tr("growing") : stopped[i];
            label.label = {label.heading + QLatin1Char(','), label.detail};
            labels.append(label);
        }
        frozen.append(!stopped[i].isEmpty());
    }
    addVectors(scene, plane, scenario, users, bundles, labels, frozen);
    scene.heads = labelled;
    if (!plane.lanes()) {
        scene.fillingEnd = finalSum;
        includeInExtent(scene.extent, finalSum);
    }
    return scene;
}

} // namespace drf
