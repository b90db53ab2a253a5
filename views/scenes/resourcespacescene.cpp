#include "resourcespacescene.h"

#include "allocationset.h"
#include "onlineset.h"
#include "palette.h"
#include "readablenumber.h"
#include "resourceplane.h"
#include "tolerance.h"
#include "useraggregate.h"

#include <QCoreApplication>

#include <algorithm>

namespace drf {

namespace {

/// The translation context of the resource space's texts (resources/translations).
struct ResourceSpaceTexts
{
    Q_DECLARE_TR_FUNCTIONS(ResourceSpaceTexts)
};

/// Vectors of the selected policy in compare mode, faded behind the totals.
constexpr int kFadedAlpha = 80;

/// Whether a resource at `utilization` counts as full.
bool saturated(double utilization)
{
    return utilization >= 1.0 - kRelTol;
}

/// "+15 GPU, +3 RAM over capacity" for the resources `analysis` overloads, but those in `skip`
/// (the axes, which show it), or empty.
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
               : parts.join(QStringLiteral(", ")) + ResourceSpaceTexts::tr(" over capacity");
}

/// A line from `from` to `to` that is no vector: a guide, a band.
ScenePath guide(QPointF from, QPointF to, const SceneStroke &stroke)
{
    ScenePath path;
    path.kind = ScenePath::Kind::Segment;
    path.points = {from, to};
    path.stroke = stroke;
    return path;
}

/// Builds the figure of a scenario with at least one user and one resource.
class ResourceSpaceBuilder
{
public:
    ResourceSpaceBuilder(const AllocationSet &results, const OnlineSet *online,
                         ResourceSpaceFigure &figure)
        : m_results(results), m_scenario(results.scenario()), m_figure(figure),
          m_scene(figure.scene), m_x(figure.x), m_y(figure.y),
          m_moment(online && online->following() ? &online->moment() : nullptr),
          m_instant(m_moment && m_moment->has_value() &&
                    (*m_moment)->allocation.tasks.size() == m_scenario.userCount()),
          m_selected(m_instant ? **m_moment : results.selectedResult()),
          m_compare(results.compareMode() && !m_instant),
          m_labelled(m_scenario.userCount() <= ResourcePlane::kLabelledUsers),
          m_users(m_scenario.userCount(), [this](int i) { return size(i); }),
          m_plane(m_scene, m_scenario, m_x, m_y, m_users.drawn()), m_online(online)
    {
        m_figure.instant = m_instant;
        m_figure.drawnUsers = m_users.drawn();
    }

    void build()
    {
        m_scene.title = title();
        m_scene.x.label = m_plane.name(m_x);
        m_scene.y.label = m_plane.single() ? ResourceSpaceTexts::tr("user") : m_plane.name(m_y);
        if (m_plane.single()) {
            addLanes();
        } else {
            addCapacity();
            const QList<ResourcePlane::Ray> rays = m_plane.addDemandRays(m_labelled);
            addVectors();
            for (const ResourcePlane::Ray &ray : rays)
                m_figure.tips.append({ray.user, {}, ray.end, ray.reach});
            addTotals();
        }
        if (!m_compare)
            addIdleAndOverload();
        m_plane.extent().applyTo(m_scene, 0.1);
    }

private:
    /// A user's bundle's share of the axes' capacity: the largest are drawn one by one.
    double size(int i) const
    {
        const QList<double> &bundle = m_selected.analysis.bundles[i];
        const double across = bundle[m_x] / m_scenario.resources[m_x].capacity;
        return m_x == m_y ? across : across + bundle[m_y] / m_scenario.resources[m_y].capacity;
    }

    QString title() const
    {
        const QString policy = shortPolicyName(m_results.selectedPolicy());
        QString title =
            m_compare ? ResourceSpaceTexts::tr("Every policy's total allocation (vectors: %1)")
                            .arg(policy)
                      : ResourceSpaceTexts::tr("%1: allocation vectors and their sum").arg(policy);
        if (m_instant) {
            title = ResourceSpaceTexts::tr("%1 at t = %2: allocation vectors and their sum")
                        .arg(mechanismLabel(m_online->mechanism(), m_online->policy()),
                             readableDecimal(m_online->time()));
        } else if (m_moment) {
            // Followed, but the instant is not there: the static answer meanwhile, and why.
            const QString mechanism = mechanismLabel(m_online->mechanism(), m_online->policy());
            title += m_online->isSimulating(m_online->mechanism())
                         ? ResourceSpaceTexts::tr(" (%1 over time is still being simulated)")
                               .arg(mechanism)
                         : ResourceSpaceTexts::tr(" (%1 over time stopped at one of its limits)")
                               .arg(mechanism);
        }
        if (m_users.aggregates())
            title += QStringLiteral(" — %1").arg(
                m_users.note(ResourceSpaceTexts::tr("as one grey band")));
        else if (!m_labelled)
            title +=
                ResourceSpaceTexts::tr(" — %1 users, labels hidden").arg(m_scenario.userCount());
        return title;
    }

    /// The capacity box and the selected policy's full edges: thick, or in the warning colour
    /// over capacity.
    void addCapacity()
    {
        m_plane.addCapacity();
        const QList<double> &utilization = m_selected.analysis.utilization;
        for (const bool xAxis : {true, false}) {
            const int j = xAxis ? m_x : m_y;
            if (!saturated(utilization[j]))
                continue;
            const bool over = utilization[j] > 1.0 + kRelTol;
            const QString text = over ? ResourceSpaceTexts::tr("%1 capacity exceeded")
                                      : ResourceSpaceTexts::tr("%1 full");
            m_plane.addFullEdge(xAxis, text.arg(m_plane.name(j)),
                                over ? warningInk() : ResourcePlane::fullInk());
        }
    }

    /// Lets the mouse take user `user`'s vector by its head.
    void addVectorTip(int user, QPointF tail, QPointF head)
    {
        // A user without tasks has no vector to take: its ray is there.
        const double tasks = m_selected.allocation.tasks[user];
        if (tasks > 0.0 && head != tail)
            m_figure.tips.append({user, tail, head, tasks});
    }

    void addVectors()
    {
        const QList<int> &drawn = m_users.drawn();
        QList<QPointF> bundles;
        for (int user : drawn)
            bundles.append(m_plane.project(m_selected.analysis.bundles[user]));
        ResourcePlane::VectorStyle style;
        style.alpha = m_compare ? kFadedAlpha : 255;
        style.heads = m_labelled;
        const ResourcePlane::Vectors vectors = m_plane.addVectors(bundles, style);
        for (int k = 0; k < drawn.size(); ++k) {
            m_figure.vectors.append({vectors.tails[k], vectors.heads[k]});
            addVectorTip(drawn[k], vectors.tails[k], vectors.heads[k]);
        }
        QPointF sum = vectors.sum;
        if (m_users.aggregates())
            sum = addOthers(sum);
        if (m_scenario.userCount() >= 2)
            m_plane.addSum(sum, m_selected.analysis.feasible);
        if (!m_labelled || m_compare)
            return;
        for (int k = 0; k < drawn.size(); ++k) {
            const QPointF tail = vectors.tails[k];
            const QPointF head = vectors.heads[k];
            const QString &name = m_scenario.users[drawn[k]].name;
            // Two short lines fit between the crossing lines better than one long one.
            const QString text =
                QStringLiteral("%1: %2\n(%3)")
                    .arg(name, readableTasks(m_selected.allocation.tasks[drawn[k]]),
                         m_plane.amounts(head - tail));
            // At the head: the middle of a vector from the origin is where the others cross.
            m_scene.addLabel(tail + (head - tail) * 0.8, name, text, m_plane.userInk(k));
        }
    }

    /// The users not drawn one by one, chained from `tail` (not faded in compare mode: it is
    /// what the label and the legend point at); returns its head.
    QPointF addOthers(QPointF tail)
    {
        const QPointF head =
            m_plane.addOthers(tail, m_plane.project(m_users.othersSum(m_selected.analysis.bundles)),
                              m_users.othersName());
        m_figure.others = QLineF(tail, head);
        return head;
    }

    /// One resource: lane 0 holds the totals, lane k + 1 the k-th drawn user's bundle, chained
    /// after the users before it, and the users folded together (if any) the last lane.
    void addLanes()
    {
        const QList<int> &drawn = m_users.drawn();
        const bool others = m_users.aggregates();
        const int lanes = int(drawn.size()) + (others ? 1 : 0);
        m_scene.y.ticks.append({0, ResourceSpaceTexts::tr("total")});
        if (m_labelled || others) {
            for (int k = 0; k < drawn.size(); ++k)
                m_scene.y.ticks.append({k + 1, m_scenario.users[drawn[k]].name});
        }
        if (others)
            m_scene.y.ticks.append({lanes, ResourceSpaceTexts::tr("others")});
        const bool full = saturated(m_selected.analysis.utilization[m_x]);
        m_plane.addCapacity({0, -0.5}, {m_plane.capacity().x(), lanes + 0.5},
                            full ? solidStroke(ResourcePlane::fullInk(), 3.0)
                                 : ResourcePlane::capacityStroke());
        double start = 0.0;
        for (int k = 0; k < drawn.size(); ++k) {
            const int i = drawn[k];
            const QPointF tail(start, k + 1);
            const QPointF head(start + m_selected.analysis.bundles[i][m_x], k + 1);
            start = head.x();
            ScenePath vector =
                guide(tail, head, m_plane.vectorStroke(k, m_compare ? kFadedAlpha : 255));
            vector.arrowHead = m_labelled;
            m_scene.add(vector);
            m_figure.vectors.append({tail, head});
            addVectorTip(i, tail, head);
            m_plane.extent().include(head);
            m_scene.avoidSegment(tail, head);
            if (m_labelled && !m_compare)
                m_scene.addLabel((tail + head) / 2, m_scenario.users[i].name,
                                 QStringLiteral("%1: %2 (%3)")
                                     .arg(m_scenario.users[i].name,
                                          readableTasks(m_selected.allocation.tasks[i]),
                                          m_plane.amounts(head - tail)),
                                 m_plane.userInk(k));
        }
        if (others)
            start = addOthers({start, double(lanes)}).x();
        ScenePath sum = guide({}, {start, 0}, ResourcePlane::sumStroke());
        sum.arrowHead = true;
        m_scene.add(sum);
        addTotals();
    }

    /// The policies' totals, or at an instant its own sum alone (the totals are the static
    /// answer).
    void addTotals()
    {
        if (m_instant) {
            const QPointF sum = m_plane.project(m_selected.analysis.usage);
            m_plane.extent().include(sum);
            m_scene.addLabel(sum, ResourceSpaceTexts::tr("sum"),
                             ResourceSpaceTexts::tr("sum: %1").arg(m_plane.amounts(sum)),
                             m_selected.analysis.feasible
                                 ? SceneInk{softInkColor(), QStringLiteral("sum")}
                                 : warningInk());
            return;
        }
        const PolicyId selected = m_results.selectedPolicy();
        QList<PolicyPoint> sums;
        for (PolicyId policy : kAllPolicies) {
            const bool reference = policy == PolicyId::MaxMin || policy == PolicyId::FixedPrice;
            const QPointF sum = m_plane.project(m_results.result(policy).analysis.usage);
            if (policy == selected)
                sums.prepend({policy, sum});
            else if (m_compare || reference)
                sums.append({policy, sum});
        }
        const double tolerance = 1e-7 * std::max(m_plane.capacity().x(), m_plane.capacity().y());
        const QList<QList<PolicyPoint>> groups = groupCoincident(sums, tolerance);
        addPolicyRings(
            m_scene, sums, groups, selected,
            [this](PolicyId policy) { return m_results.result(policy).analysis.feasible; },
            ResourceSpaceTexts::tr("%1 total"));
        for (const PolicyPoint &sum : sums) {
            m_figure.totals.insert(sum.policy, sum.point);
            m_plane.extent().include(sum.point);
            m_scene.avoidPoint(sum.point, 6);
        }
        for (const QList<PolicyPoint> &group : groups)
            labelTotal(group);
    }

    /// One label per group of totals: "DRF, DRF (equal): 160 CPU, 180 GPU".
    void labelTotal(const QList<PolicyPoint> &group)
    {
        const PolicyId first = group.first().policy;
        const AllocationAnalysis &analysis = m_results.result(first).analysis;
        // The selected policy's idle and overload on the axes are drawn by
        // addIdleAndOverload(); its label names what happens off the axes.
        const bool annotated = !m_compare && first == m_results.selectedPolicy();
        QStringList lines{
            QStringLiteral("%1: %2").arg(policyNames(group), m_plane.amounts(group.first().point))};
        const QString overload =
            overloadText(m_scenario, analysis, annotated ? QList<int>{m_x, m_y} : QList<int>{});
        if (!overload.isEmpty())
            lines.append(overload);
        if (annotated) {
            QStringList full;
            for (int j = 0; j < m_scenario.resourceCount(); ++j) {
                if (j != m_x && j != m_y && saturated(analysis.utilization[j]) &&
                    analysis.overload[j] <= kRelTol * m_scenario.resources[j].capacity)
                    full.append(m_plane.name(j));
            }
            if (!full.isEmpty())
                lines.append(
                    ResourceSpaceTexts::tr("%1 full").arg(full.join(QStringLiteral(", "))));
        }
        m_scene.addLabel(group.first().point, policyNames(group), lines.join(QLatin1Char('\n')),
                         analysis.feasible ? policyInk(first) : warningInk());
    }

    /// The idle part of each axis, from the usage to the capacity, with a dotted line from the
    /// sum down (or across) to where the usage meets the axis; the overload beyond the edge.
    void addIdleAndOverload()
    {
        const AllocationAnalysis &analysis = m_selected.analysis;
        const QPointF sum = m_plane.project(analysis.usage);
        const QPointF c = m_plane.capacity();
        const SceneInk idle{idleColor(), QStringLiteral("idle")};
        for (const bool xAxis : {true, false}) {
            if (!xAxis && m_plane.single())
                break; // one resource: only the x axis
            const int j = xAxis ? m_x : m_y;
            const QPointF usage = xAxis ? QPointF(sum.x(), 0) : QPointF(0, sum.y());
            const QPointF full = xAxis ? QPointF(c.x(), 0) : QPointF(0, c.y());
            const double capacity = m_scenario.resources[j].capacity;
            if (analysis.idle[j] > kRelTol * capacity) {
                if (!m_plane.single()) {
                    SceneStroke dotted = solidStroke(idle, 1.0);
                    dotted.style = Qt::DotLine;
                    m_scene.add(guide(sum, usage, dotted));
                }
                QColor translucent = idle.colour;
                translucent.setAlpha(150);
                ScenePath band = guide(usage, full, solidStroke({translucent, idle.name}, 7.0));
                band.bars = SceneBarEnds{16, true};
                m_scene.add(band);
                m_scene.avoidSegment(usage, full);
                m_scene.addLabel((usage + full) / 2, ResourceSpaceTexts::tr("idle"),
                                 ResourceSpaceTexts::tr("%1 %2 idle")
                                     .arg(readableDecimal(analysis.idle[j]), m_plane.name(j)),
                                 idle);
            }
            if (analysis.overload[j] > kRelTol * capacity) {
                const QPointF edge = xAxis ? QPointF(c.x(), sum.y()) : QPointF(sum.x(), c.y());
                SceneStroke dashed = solidStroke(warningInk(), 2.4);
                dashed.style = Qt::DashLine;
                m_scene.add(guide(edge, sum, dashed));
                m_scene.avoidSegment(edge, sum);
                m_scene.addLabel((edge + sum) / 2, ResourceSpaceTexts::tr("over capacity"),
                                 ResourceSpaceTexts::tr("+%1 %2 over capacity")
                                     .arg(readableDecimal(analysis.overload[j]), m_plane.name(j)),
                                 warningInk());
            }
        }
    }

    const AllocationSet &m_results;
    const Scenario &m_scenario;
    ResourceSpaceFigure &m_figure;
    FigureScene &m_scene;
    const int m_x;
    const int m_y;
    const std::optional<PolicyResult> *m_moment; ///< followed: the instant, if there yet
    const bool m_instant;
    const PolicyResult &m_selected; ///< the allocation drawn
    const bool m_compare;
    const bool m_labelled;
    const UserAggregate m_users;
    ResourcePlane m_plane;
    const OnlineSet *m_online;
};

} // namespace

ResourceSpaceFigure resourceSpaceScene(const AllocationSet &results, int x, int y,
                                       const OnlineSet *online)
{
    ResourceSpaceFigure figure;
    const Scenario &scenario = results.scenario();
    const int m = scenario.resourceCount();
    if (m == 0 || scenario.userCount() == 0) {
        figure.scene.title = ResourceSpaceTexts::tr("No users: nothing is allocated");
        return figure;
    }
    figure.x = x >= 0 && x < m ? x : 0;
    figure.y = y >= 0 && y < m ? y : std::min(1, m - 1);
    if (x >= m || y >= m)
        figure.y = m > 1 && figure.x == 0 ? 1 : 0;
    ResourceSpaceBuilder(results, online, figure).build();
    return figure;
}

} // namespace drf
