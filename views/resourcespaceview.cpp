#include "resourcespaceview.h"

#include "allocationset.h"
#include "labelplacer.h"
#include "palette.h"
#include "plotitems.h"
#include "readablenumber.h"
#include "useraggregate.h"

#include <qcustomplot.h>

#include <cmath>
#include <limits>

namespace drf {

namespace {

/// Beyond this many users vectors and rays carry no labels or legend entries.
constexpr int kLabelledUsers = 8;
/// Vectors of the selected policy in compare mode, faded behind the sums.
constexpr int kFadedAlpha = 80;
/// Inside the capacity rectangle (opaque, under the grid).
const QColor kCapacityFill(0xf1f1f1);

bool saturated(double utilization)
{
    return utilization >= 1.0 - kRelTol;
}

QString tasksText(double tasks)
{
    return QStringLiteral("%1 %2").arg(readableDecimal(tasks), std::abs(tasks - 1.0) < 1e-9
                                                                   ? QStringLiteral("task")
                                                                   : QStringLiteral("tasks"));
}

/// "+15 GPU, +3 RAM over capacity" for the overloaded resources not in `skip`, or empty.
QString overloadText(const Scenario &scenario, const AllocationAnalysis &analysis,
                     const QList<int> &skip = {})
{
    QStringList parts;
    for (int j = 0; j < scenario.resourceCount(); ++j) {
        if (!skip.contains(j) && analysis.overload[j] > kRelTol * scenario.resources[j].capacity)
            parts.append(QStringLiteral("+%1 %2").arg(readableDecimal(analysis.overload[j]),
                                                      scenario.resources[j].name));
    }
    return parts.isEmpty() ? QString()
                           : parts.join(QStringLiteral(", ")) + QStringLiteral(" over capacity");
}

} // namespace

/// What every drawing step of one rebuild shares.
struct ResourceSpaceView::Frame
{
    const Scenario &scenario;
    const PolicyResult &selected;
    int x;
    int y;
    QPointF capacity;
    bool labelled;
    bool compare;
    UserAggregate users;
    LabelPlacer placer;
    PlotExtent extent;

    /// A vector of per-resource amounts as a point of the plane (x only when one-dimensional).
    QPointF project(const QList<double> &amounts) const
    {
        return {amounts[x], x == y ? 0.0 : amounts[y]};
    }
    QString name(int resource) const { return scenario.resources[resource].name; }
    /// "120 CPU, 60 GPU": an amount per resource on the axes.
    QString amounts(QPointF point) const
    {
        const QString first = QStringLiteral("%1 %2").arg(readableDecimal(point.x()), name(x));
        return x == y ? first
                      : QStringLiteral("%1, %2 %3").arg(first, readableDecimal(point.y()), name(y));
    }
};

ResourceSpaceView::ResourceSpaceView(AllocationSet *results, QWidget *parent)
    : PlotView(results, parent)
{
    rebuild();
}

void ResourceSpaceView::setAxes(int x, int y)
{
    m_requestedX = x;
    m_requestedY = y;
    rebuild();
}

QPointF ResourceSpaceView::sumPoint(PolicyId policy) const
{
    return markerPoint(m_sumMarkers.value(policy, nullptr));
}

QList<QPointF> ResourceSpaceView::vectorHeads() const
{
    QList<QPointF> heads;
    for (const QCPItemLine *vector : m_vectors)
        heads.append(vector->end->coords());
    return heads;
}

void ResourceSpaceView::draw()
{
    m_sumMarkers.clear();
    m_vectors.clear();
    m_others.reset();
    const Scenario &scenario = results()->scenario();
    const int m = scenario.resourceCount();
    if (m == 0 || scenario.userCount() == 0) {
        setTitle(QStringLiteral("No users: nothing is allocated"));
        return;
    }
    m_shownX = m_requestedX >= 0 && m_requestedX < m ? m_requestedX : 0;
    m_shownY = m_requestedY >= 0 && m_requestedY < m ? m_requestedY : std::min(1, m - 1);
    if (m_requestedX >= m || m_requestedY >= m)
        m_shownY = m > 1 && m_shownX == 0 ? 1 : 0;

    const PolicyResult &selected = results()->selectedResult();
    const QPointF capacity(scenario.resources[m_shownX].capacity,
                           scenario.resources[m_shownY].capacity);
    // Ranked by the share of the axes' capacity their bundle takes.
    const auto size = [&](int i) {
        const QList<double> &bundle = selected.analysis.bundles[i];
        return m_shownX == m_shownY
                   ? bundle[m_shownX] / capacity.x()
                   : bundle[m_shownX] / capacity.x() + bundle[m_shownY] / capacity.y();
    };
    Frame frame{scenario,
                selected,
                m_shownX,
                m_shownY,
                capacity,
                scenario.userCount() <= kLabelledUsers,
                results()->compareMode(),
                UserAggregate(scenario.userCount(), size),
                LabelPlacer(plot()),
                {}};
    m_drawnUsers = frame.users.drawn();
    const QString policy = shortPolicyName(results()->selectedPolicy());
    QString title =
        frame.compare ? QStringLiteral("Every policy's total allocation (vectors: %1)").arg(policy)
                      : QStringLiteral("%1: allocation vectors and their sum").arg(policy);
    if (frame.users.aggregates())
        title += QStringLiteral(" — %1").arg(frame.users.note(QStringLiteral("as one grey band")));
    else if (!frame.labelled)
        title += QStringLiteral(" — %1 users, labels hidden").arg(scenario.userCount());
    setTitle(title);
    plot()->xAxis->setLabel(frame.name(frame.x));
    plot()->yAxis->setLabel(frame.x == frame.y ? QStringLiteral("user") : frame.name(frame.y));

    if (frame.x == frame.y) {
        drawSingleResource(frame);
    } else {
        plot()->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        drawCapacity(frame);
        drawDemandRays(frame);
        drawVectors(frame);
        drawSums(frame);
    }
    if (!frame.compare)
        drawIdleAndOverload(frame);
    frame.extent.applyTo(plot(), 0.1);
    layOut();
    frame.placer.placeAll();
}

void ResourceSpaceView::addCapacity(Frame &frame, QPointF corner, QPointF opposite, const QPen &pen)
{
    addBox(plot(), corner, opposite, pen, kCapacityFill)->setLayer(QStringLiteral("background"));
    addLegendEntry(plot(), QStringLiteral("capacity (%1)").arg(frame.amounts(frame.capacity)), pen,
                   kCapacityFill);
    frame.extent.include(corner);
    frame.extent.include(opposite);
}

void ResourceSpaceView::drawCapacity(Frame &frame)
{
    const QPointF c = frame.capacity;
    addCapacity(frame, {0, 0}, c, makePen(QColor(0x888888), 1.2));

    // The saturated edges of the selected policy: full (thick) or over capacity (warning).
    const QList<double> &utilization = frame.selected.analysis.utilization;
    const struct
    {
        int resource;
        QPointF from;
    } edges[] = {{frame.x, {c.x(), 0}}, {frame.y, {0, c.y()}}};
    for (const auto &edge : edges) {
        const double u = utilization[edge.resource];
        if (!saturated(u))
            continue;
        const bool over = u > 1.0 + kRelTol;
        const QColor colour = over ? warningColor() : QColor(0x222222);
        addArrow(plot(), edge.from, c, makePen(colour, 4.5), false);
        frame.placer.avoidSegment(edge.from, c);
        const QString text =
            over ? QStringLiteral("%1 capacity exceeded") : QStringLiteral("%1 full");
        frame.placer.add(addLabel(plot(), (edge.from + c) / 2 + (edge.from - c) * 0.25,
                                  text.arg(frame.name(edge.resource)), colour));
    }
}

void ResourceSpaceView::drawDemandRays(Frame &frame)
{
    // The aggregate has no ray: its users point every which way.
    const QList<int> &drawn = frame.users.drawn();
    for (int k = 0; k < drawn.size(); ++k) {
        const User &user = frame.scenario.users[drawn[k]];
        const QPointF direction = frame.project(user.demand);
        // The ray leaves the rectangle at the first edge it meets.
        double reach = std::numeric_limits<double>::infinity();
        if (direction.x() > 0)
            reach = std::min(reach, frame.capacity.x() / direction.x());
        if (direction.y() > 0)
            reach = std::min(reach, frame.capacity.y() / direction.y());
        if (!std::isfinite(reach))
            continue;
        const QPointF end = direction * reach;
        // Dashed lines stay one pixel wide: Qt strokes those fast, wider ones are filled as one
        // polygon per dash. Beyond a few users the rays are faint solid hairlines.
        QPen pen = makePen(withAlpha(userColor(k), 150), 1.0, Qt::CustomDashLine);
        pen.setDashPattern({3, 5});
        if (!frame.labelled)
            pen = makePen(withAlpha(userColor(k), 70), 1.0);
        QCPCurve *ray = addPolyline(plot(), {{0, 0}, end}, pen);
        ray->setName(QStringLiteral("%1 per task: %2").arg(user.name, frame.amounts(direction)));
        if (!frame.labelled)
            ray->removeFromLegend();
        frame.extent.include(end);
        frame.placer.avoidSegment({0, 0}, end);
    }
}

void ResourceSpaceView::drawVectors(Frame &frame)
{
    const QList<int> &drawn = frame.users.drawn();
    const int n = int(drawn.size());
    const QList<QList<double>> &bundles = frame.selected.analysis.bundles;
    const int alpha = frame.compare ? kFadedAlpha : 255;
    QList<QPointF> tails;
    QList<QPointF> heads;
    QPointF sum;
    for (int user : drawn) {
        const QPointF bundle = frame.project(bundles[user]);
        // Two users: both vectors from the origin (the parallelogram); more: head to tail.
        tails.append(n == 2 ? QPointF() : sum);
        sum += bundle;
        heads.append(tails.last() + bundle);
    }
    for (int k = 0; k < n; ++k) {
        // Many users: a chain of coloured segments, arrow heads would hide it.
        QCPItemLine *vector =
            addArrow(plot(), tails[k], heads[k], makePen(withAlpha(userColor(k), alpha), 2.4),
                     frame.labelled);
        m_vectors.append(vector);
        frame.extent.include(heads[k]);
        frame.placer.avoidSegment(tails[k], heads[k]);
    }
    if (n == 2) {
        // The translated copies close the parallelogram.
        for (int i = 0; i < 2; ++i)
            addArrow(plot(), heads[1 - i], sum,
                     makePen(withAlpha(userColor(i), alpha), 1.0, Qt::DashLine));
        frame.placer.avoidSegment(heads[0], sum);
        frame.placer.avoidSegment(heads[1], sum);
    }
    if (frame.users.aggregates())
        sum = drawOthers(frame, sum);
    if (frame.scenario.userCount() >= 2) {
        // The sum in a neutral colour: a policy's colour can be a user's too.
        const bool feasible = frame.selected.analysis.feasible;
        addArrow(plot(), {}, sum,
                 makePen(feasible ? QColor(0x333333) : warningColor(), 3.4,
                         feasible ? Qt::SolidLine : Qt::DashLine));
        frame.placer.avoidSegment({}, sum);
    }
    if (!frame.labelled || frame.compare)
        return;
    for (int k = 0; k < n; ++k) {
        // Two short lines fit between the crossing lines better than one long one.
        const QString text = QStringLiteral("%1: %2\n(%3)")
                                 .arg(frame.scenario.users[drawn[k]].name,
                                      tasksText(frame.selected.allocation.tasks[drawn[k]]),
                                      frame.amounts(heads[k] - tails[k]));
        // At the head: the middle of a vector from the origin is where the others cross.
        frame.placer.add(
            addLabel(plot(), tails[k] + (heads[k] - tails[k]) * 0.8, text, userColor(k)));
    }
}

QPointF ResourceSpaceView::drawOthers(Frame &frame, QPointF tail)
{
    // The users not drawn one by one, chained last: a broad light band under the sum's arrow,
    // which it nearly covers when they are most of the users.
    const QPointF head =
        tail + frame.project(frame.users.othersSum(frame.selected.analysis.bundles));
    // Not faded in compare mode: it is what the label and the legend point at.
    QCPItemLine *band = addArrow(plot(), tail, head, makePen(othersColor(), 9.0), false);
    m_vectors.append(band);
    m_others = QLineF(tail, head);
    frame.extent.include(head);
    frame.placer.avoidSegment(tail, head);
    addLegendEntry(plot(), frame.users.othersName() + QStringLiteral(", together"), Qt::NoPen,
                   othersColor());
    frame.placer.add(addLabel(plot(), tail + (head - tail) * 0.55,
                              QStringLiteral("%1 together:\n%2")
                                  .arg(frame.users.othersName(), frame.amounts(head - tail)),
                              othersColor().darker(170)));
    return head;
}

void ResourceSpaceView::drawSums(Frame &frame)
{
    const PolicyId selected = results()->selectedPolicy();
    QList<PolicyPoint> sums;
    for (PolicyId policy : kAllPolicies) {
        const bool reference = policy == PolicyId::MaxMin || policy == PolicyId::FixedPrice;
        const QPointF sum = frame.project(results()->result(policy).analysis.usage);
        if (policy == selected)
            sums.prepend({policy, sum});
        else if (frame.compare || reference)
            sums.append({policy, sum});
    }
    const double tolerance = 1e-7 * std::max(frame.capacity.x(), frame.capacity.y());
    const QList<QList<PolicyPoint>> groups = addPolicyMarkers(
        plot(), *results(), sums, tolerance, QStringLiteral("%1 total"), m_sumMarkers);
    for (const PolicyPoint &sum : sums) {
        frame.extent.include(sum.point);
        frame.placer.avoidPoint(sum.point, 6);
    }
    // One label per group: "DRF, DRF (equal): 160 CPU, 180 GPU".
    for (const QList<PolicyPoint> &group : groups) {
        const PolicyId first = group.first().policy;
        const AllocationAnalysis &analysis = results()->result(first).analysis;
        // The selected policy's idle and overload on the axes are drawn by
        // drawIdleAndOverload(); its label names what happens off the axes.
        const bool annotated = !frame.compare && first == selected;
        QStringList lines{
            QStringLiteral("%1: %2").arg(policyNames(group), frame.amounts(group.first().point))};
        const QString overload = overloadText(
            frame.scenario, analysis, annotated ? QList<int>{frame.x, frame.y} : QList<int>{});
        if (!overload.isEmpty())
            lines.append(overload);
        if (annotated) {
            QStringList full;
            for (int j = 0; j < frame.scenario.resourceCount(); ++j) {
                if (j != frame.x && j != frame.y && saturated(analysis.utilization[j]) &&
                    analysis.overload[j] <= kRelTol * frame.scenario.resources[j].capacity)
                    full.append(frame.name(j));
            }
            if (!full.isEmpty())
                lines.append(QStringLiteral("%1 full").arg(full.join(QStringLiteral(", "))));
        }
        frame.placer.add(addLabel(plot(), group.first().point, lines.join(QLatin1Char('\n')),
                                  analysis.feasible ? policyColor(first) : warningColor()));
    }
}

void ResourceSpaceView::drawIdleAndOverload(Frame &frame)
{
    const AllocationAnalysis &analysis = frame.selected.analysis;
    const QPointF sum = frame.project(analysis.usage);
    const QPointF c = frame.capacity;
    const QColor idleColour(0x555555);
    const bool plane = frame.x != frame.y;
    // The idle part of each axis, from the usage to the capacity, with a dotted line from the
    // sum down (or across) to where the usage meets the axis.
    const struct
    {
        int resource;
        QPointF usage;
        QPointF capacity;
    } axes[] = {
        {frame.x, {sum.x(), 0}, {c.x(), 0}},
        {frame.y, {0, sum.y()}, {0, c.y()}},
    };
    for (const auto &axis : axes) {
        const int j = axis.resource;
        if (&axis != axes && !plane)
            break; // one resource: only the x axis
        const double capacity = frame.scenario.resources[j].capacity;
        if (analysis.idle[j] > kRelTol * capacity) {
            if (plane)
                addArrow(plot(), sum, axis.usage, makePen(idleColour, 1.0, Qt::DotLine), false);
            QCPItemLine *band = addArrow(plot(), axis.usage, axis.capacity,
                                         makePen(withAlpha(idleColour, 150), 7.0), false);
            band->setHead(QCPLineEnding(QCPLineEnding::esBar, 16));
            band->setTail(QCPLineEnding(QCPLineEnding::esBar, 16));
            frame.placer.avoidSegment(axis.usage, axis.capacity);
            frame.placer.add(addLabel(
                plot(), (axis.usage + axis.capacity) / 2,
                QStringLiteral("%1 %2 idle").arg(readableDecimal(analysis.idle[j]), frame.name(j)),
                idleColour));
        }
        if (analysis.overload[j] > kRelTol * capacity) {
            const QPointF edge = j == frame.x ? QPointF(c.x(), sum.y()) : QPointF(sum.x(), c.y());
            addArrow(plot(), edge, sum, makePen(warningColor(), 2.4, Qt::DashLine), false);
            frame.placer.avoidSegment(edge, sum);
            frame.placer.add(
                addLabel(plot(), (edge + sum) / 2,
                         QStringLiteral("+%1 %2 over capacity")
                             .arg(readableDecimal(analysis.overload[j]), frame.name(j)),
                         warningColor()));
        }
    }
}

void ResourceSpaceView::drawSingleResource(Frame &frame)
{
    const QList<int> &drawn = frame.users.drawn();
    const bool others = frame.users.aggregates();
    // Lane 0 holds the sums, lane k + 1 the k-th drawn user's bundle, chained after the users
    // before it, and the aggregate (if any) the last lane.
    const int lanes = int(drawn.size()) + (others ? 1 : 0);
    auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
    ticker->addTick(0, QStringLiteral("total"));
    if (frame.labelled || others) {
        for (int k = 0; k < drawn.size(); ++k)
            ticker->addTick(k + 1, frame.scenario.users[drawn[k]].name);
    }
    if (others)
        ticker->addTick(lanes, QStringLiteral("others"));
    plot()->yAxis->setTicker(ticker);
    const double utilization = frame.selected.analysis.utilization[frame.x];
    addCapacity(frame, {0, -0.5}, {frame.capacity.x(), lanes + 0.5},
                saturated(utilization) ? makePen(QColor(0x222222), 3.0)
                                       : makePen(QColor(0x888888), 1.2));

    const int alpha = frame.compare ? kFadedAlpha : 255;
    double start = 0.0;
    for (int k = 0; k < drawn.size(); ++k) {
        const int i = drawn[k];
        const double amount = frame.selected.analysis.bundles[i][frame.x];
        const QPointF tail(start, k + 1);
        const QPointF head(start + amount, k + 1);
        start += amount;
        m_vectors.append(addArrow(plot(), tail, head, makePen(withAlpha(userColor(k), alpha), 2.4),
                                  frame.labelled));
        frame.extent.include(head);
        frame.placer.avoidSegment(tail, head);
        if (frame.labelled && !frame.compare)
            frame.placer.add(addLabel(plot(), (tail + head) / 2,
                                      QStringLiteral("%1: %2 (%3)")
                                          .arg(frame.scenario.users[i].name,
                                               tasksText(frame.selected.allocation.tasks[i]),
                                               frame.amounts(head - tail)),
                                      userColor(k)));
    }
    if (others)
        start = drawOthers(frame, {start, double(lanes)}).x();
    addArrow(plot(), {}, {start, 0}, makePen(QColor(0x333333), 3.4));
    drawSums(frame);
}

std::unique_ptr<PlotView> ResourceSpaceView::createCopy() const
{
    auto copy = std::make_unique<ResourceSpaceView>(results());
    copy->setAxes(m_shownX, m_shownY);
    return copy;
}

} // namespace drf
