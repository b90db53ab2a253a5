#include "resourcespaceview.h"

#include "allocationset.h"
#include "demanddrag.h"
#include "labelplacer.h"
#include "onlineset.h"
#include "palette.h"
#include "plotitems.h"
#include "plotnavigation.h"
#include "readablenumber.h"
#include "resourcespacepainter.h"
#include "resourcespacescene.h"
#include "retranslate.h"
#include "scenariomodel.h"
#include "useraggregate.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QKeyEvent>

#include <algorithm>
#include <cmath>
#include <limits>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct ResourceSpaceViewTexts
{
    Q_DECLARE_TR_FUNCTIONS(ResourceSpaceViewTexts)
};

/// Vectors of the selected policy in compare mode, faded behind the sums.
constexpr int kFadedAlpha = 80;

} // namespace

/// What every drawing step of one rebuild shares.
struct ResourceSpaceView::Frame
{
    ResourceSpacePainter painter;
    const Scenario &scenario;
    const PolicyResult &selected;
    int x;
    int y;
    bool labelled;
    bool compare;
    UserAggregate users;
    bool instant;                ///< an online mechanism's allocation at the cursor, not a policy's
    QList<DemandDrag::Tip> tips; ///< the users' vectors' tips, then their rays'
};

ResourceSpaceView::ResourceSpaceView(AllocationSet *results, QWidget *parent)
    : PlotView(results, parent)
{
    // Made here, not in the initializer list: making them sends the plot events that reach
    // eventFilter() below, which must see them null until they exist.
    m_drag = new DemandDrag(plot(), results->model());
    m_navigation = new PlotNavigation(plot());
    takeKeyboardFocus();
    translateTexts(this, [this] {
        // Short: the status bar shares its width with the summary.
        setStatusTip(ResourceSpaceViewTexts::tr(
            "Drag the tip of a vector or demand ray to change the demand (Shift: free); the wheel "
            "zooms, the middle button pans, a double-click resets"));
    });
    connect(m_navigation, &PlotNavigation::rangesChanged, this, [this] { rebuild(); });
    // A new scenario is seen whole first.
    connect(results->model(), &QAbstractItemModel::modelReset, m_navigation,
            &PlotNavigation::reset);
    connect(m_drag, &DemandDrag::dragStarted, this, [this](int user) {
        // The edits would move the automatic ranges under the mouse; the keys go on with the
        // user.
        m_navigation->hold();
        m_keyboardUser = user;
        rebuild();
    });
    connect(m_drag, &DemandDrag::dragFinished, m_navigation, &PlotNavigation::release);
    rebuild();
}

bool ResourceSpaceView::zoomed() const
{
    return m_navigation->zoomed();
}

bool ResourceSpaceView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == plot() && m_drag && m_navigation &&
        (m_drag->handle(event) || m_navigation->handle(event)))
        return true;
    return PlotView::eventFilter(watched, event);
}

bool ResourceSpaceView::event(QEvent *event)
{
    // Esc cancels a drag before it is anyone's shortcut (presentation mode's).
    if (event->type() == QEvent::ShortcutOverride && m_drag && m_drag->dragging() &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        event->accept();
        return true;
    }
    return PlotView::event(event);
}

void ResourceSpaceView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_drag->dragging()) {
        m_drag->cancel();
        return;
    }
    const Scenario &scenario = results()->scenario();
    const int users = scenario.userCount();
    // Arrows with Ctrl, Alt or Meta belong to the window (the tour's Alt+arrows).
    const bool commandKey =
        event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier);
    if (users == 0 || scenario.resourceCount() == 0 || commandKey) {
        PlotView::keyPressEvent(event);
        return;
    }
    m_keyboardUser = std::clamp(m_keyboardUser, 0, users - 1);
    int resource = -1;
    double step = 0.0;
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Left:
        resource = m_shownX;
        step = event->key() == Qt::Key_Right ? 1.0 : -1.0;
        break;
    case Qt::Key_Up:
    case Qt::Key_Down:
        if (m_shownX != m_shownY) {
            resource = m_shownY;
            step = event->key() == Qt::Key_Up ? 1.0 : -1.0;
        }
        break;
    case Qt::Key_PageDown:
    case Qt::Key_PageUp:
        m_keyboardUser =
            (m_keyboardUser + (event->key() == Qt::Key_PageDown ? 1 : users - 1)) % users;
        rebuild();
        return;
    default:
        break;
    }
    if (resource < 0) {
        PlotView::keyPressEvent(event);
        return;
    }
    // One step on the grid of tenths (dividing gives the nearest double to 2.1, 1.2...), never
    // below 0.
    const double demand = scenario.users[m_keyboardUser].demand[resource];
    const double tenths = std::round(demand * DemandDrag::kStepsPerUnit) + step;
    results()->model()->setDemand(m_keyboardUser, resource,
                                  std::max(0.0, tenths / DemandDrag::kStepsPerUnit));
}

void ResourceSpaceView::focusInEvent(QFocusEvent *event)
{
    PlotView::focusInEvent(event);
    rebuild(); // the keyboard's user highlighted
}

void ResourceSpaceView::focusOutEvent(QFocusEvent *event)
{
    PlotView::focusOutEvent(event);
    rebuild();
}

void ResourceSpaceView::setOnline(OnlineSet *online)
{
    m_online = online;
    connect(online, &OnlineSet::momentChanged, this, [this] {
        if (m_online->following() || m_showsInstant)
            refreshWhenSeen();
    });
    connect(online, &OnlineSet::runArrived, this, [this](Mechanism mechanism) {
        if (m_online->following() && mechanism == m_online->mechanism())
            refreshWhenSeen();
    });
    refreshWhenSeen();
}

void ResourceSpaceView::setAxes(int x, int y)
{
    if (x != m_requestedX || y != m_requestedY)
        m_navigation->reset(); // ranges of other resources
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
    return m_vectorHeads;
}

void ResourceSpaceView::draw()
{
    m_sumMarkers.clear();
    m_vectorHeads.clear();
    m_others.reset();
    const Scenario &scenario = results()->scenario();
    const int m = scenario.resourceCount();
    if (m == 0 || scenario.userCount() == 0) {
        m_drag->setTips({}, 0, 0, 0.0);
        setTitle(ResourceSpaceViewTexts::tr("No users: nothing is allocated"));
        return;
    }
    m_shownX = m_requestedX >= 0 && m_requestedX < m ? m_requestedX : 0;
    m_shownY = m_requestedY >= 0 && m_requestedY < m ? m_requestedY : std::min(1, m - 1);
    if (m_requestedX >= m || m_requestedY >= m)
        m_shownY = m > 1 && m_shownX == 0 ? 1 : 0;

    // The online instant, once the set has it for this scenario.
    const std::optional<PolicyResult> *moment =
        m_online && m_online->following() ? &m_online->moment() : nullptr;
    m_showsInstant =
        moment && moment->has_value() && (*moment)->allocation.tasks.size() == scenario.userCount();
    const PolicyResult &selected = m_showsInstant ? **moment : results()->selectedResult();
    const QPointF capacity(scenario.resources[m_shownX].capacity,
                           scenario.resources[m_shownY].capacity);
    // Ranked by the share of the axes' capacity their bundle takes.
    const auto size = [&](int i) {
        const QList<double> &bundle = selected.analysis.bundles[i];
        return m_shownX == m_shownY
                   ? bundle[m_shownX] / capacity.x()
                   : bundle[m_shownX] / capacity.x() + bundle[m_shownY] / capacity.y();
    };
    Frame frame{ResourceSpacePainter(plot(), labels(), scenario, m_shownX, m_shownY),
                scenario,
                selected,
                m_shownX,
                m_shownY,
                scenario.userCount() <= ResourceSpacePainter::kLabelledUsers,
                results()->compareMode() && !m_showsInstant,
                UserAggregate(scenario.userCount(), size),
                m_showsInstant,
                {}};
    m_drawnUsers = frame.users.drawn();
    const QString policy = shortPolicyName(results()->selectedPolicy());
    QString title =
        frame.compare
            ? ResourceSpaceViewTexts::tr("Every policy's total allocation (vectors: %1)")
                  .arg(policy)
            : ResourceSpaceViewTexts::tr("%1: allocation vectors and their sum").arg(policy);
    if (frame.instant) {
        title = ResourceSpaceViewTexts::tr("%1 at t = %2: allocation vectors and their sum")
                    .arg(mechanismLabel(m_online->mechanism(), m_online->policy()),
                         readableDecimal(m_online->time()));
    } else if (moment) {
        // Followed, but the instant is not there: the static answer meanwhile, and why.
        const QString mechanism = mechanismLabel(m_online->mechanism(), m_online->policy());
        title += m_online->isSimulating(m_online->mechanism())
                     ? ResourceSpaceViewTexts::tr(" (%1 over time is still being simulated)")
                           .arg(mechanism)
                     : ResourceSpaceViewTexts::tr(" (%1 over time stopped at one of its limits)")
                           .arg(mechanism);
    }
    if (frame.users.aggregates())
        title += QStringLiteral(" — %1").arg(
            frame.users.note(ResourceSpaceViewTexts::tr("as one grey band")));
    else if (!frame.labelled)
        title += ResourceSpaceViewTexts::tr(" — %1 users, labels hidden").arg(scenario.userCount());
    setTitle(title);
    plot()->xAxis->setLabel(frame.painter.name(frame.x));
    plot()->yAxis->setLabel(frame.x == frame.y ? ResourceSpaceViewTexts::tr("user")
                                               : frame.painter.name(frame.y));

    if (frame.x == frame.y) {
        drawSingleResource(frame);
    } else {
        plot()->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        drawCapacity(frame);
        const QList<ResourceSpacePainter::Ray> rays =
            frame.painter.drawDemandRays(frame.users, frame.labelled);
        drawVectors(frame);
        for (const ResourceSpacePainter::Ray &ray : rays)
            frame.tips.append({ray.user, {}, ray.end, ray.reach});
        drawSums(frame);
    }
    if (!frame.compare)
        drawIdleAndOverload(frame);
    m_drag->setTips(frame.tips, frame.x, frame.y, DemandDrag::kReach * figureStyle().lineScale());
    applyExtent(plot(), frame.painter.extent(), 0.1);
    m_navigation->apply();
    layOut();
    frame.painter.placer().placeAll();
}

void ResourceSpaceView::drawCapacity(Frame &frame)
{
    frame.painter.drawCapacity();
    // The saturated edges of the selected policy: full (thick) or over capacity (warning).
    const QList<double> &utilization = frame.selected.analysis.utilization;
    for (const bool xAxis : {true, false}) {
        const int j = xAxis ? frame.x : frame.y;
        const double u = utilization[j];
        if (!saturated(u))
            continue;
        const bool over = u > 1.0 + kRelTol;
        const QString text = over ? ResourceSpaceViewTexts::tr("%1 capacity exceeded")
                                  : ResourceSpaceViewTexts::tr("%1 full");
        frame.painter.drawFullEdge(xAxis, text.arg(frame.painter.name(j)),
                                   over ? warningColor() : ResourceSpacePainter::fullColor());
    }
}

void ResourceSpaceView::drawVectors(Frame &frame)
{
    const QList<int> &drawn = frame.users.drawn();
    const QList<QList<double>> &bundles = frame.selected.analysis.bundles;
    QList<QPointF> projected;
    for (int user : drawn)
        projected.append(frame.painter.project(bundles[user]));
    ResourceSpacePainter::VectorStyle style;
    style.alpha = frame.compare ? kFadedAlpha : 255;
    style.heads = frame.labelled;
    const ResourceSpacePainter::Vectors vectors = frame.painter.drawVectors(projected, style);
    m_vectorHeads = vectors.heads;
    for (int k = 0; k < drawn.size(); ++k)
        addVectorTip(frame, drawn[k], vectors.tails[k], vectors.heads[k]);
    // The user the arrow keys move, while they do: a broad light band under its vector.
    const int keyboard = int(drawn.indexOf(m_keyboardUser));
    if (hasFocus() && keyboard >= 0)
        addArrow(plot(), vectors.tails[keyboard], vectors.heads[keyboard],
                 makePen(withAlpha(userColor(keyboard), 90), lineWidth::kAggregateBand), false)
            ->setLayer(QStringLiteral("background"));
    QPointF sum = vectors.sum;
    if (frame.users.aggregates())
        sum = drawOthers(frame, sum);
    if (frame.scenario.userCount() >= 2)
        frame.painter.drawSum(sum, frame.selected.analysis.feasible);
    if (!frame.labelled || frame.compare)
        return;
    for (int k = 0; k < drawn.size(); ++k) {
        const QPointF tail = vectors.tails[k];
        const QPointF head = vectors.heads[k];
        // Two short lines fit between the crossing lines better than one long one.
        const QString text =
            QStringLiteral("%1: %2\n(%3)")
                .arg(frame.scenario.users[drawn[k]].name,
                     ResourceSpacePainter::tasksText(frame.selected.allocation.tasks[drawn[k]]),
                     frame.painter.amounts(head - tail));
        // At the head: the middle of a vector from the origin is where the others cross.
        frame.painter.placer().add(tail + (head - tail) * 0.8, frame.scenario.users[drawn[k]].name,
                                   text, userColor(k));
    }
}

void ResourceSpaceView::addVectorTip(Frame &frame, int user, QPointF tail, QPointF head)
{
    // A user without tasks has no vector to take: its ray is there.
    const double tasks = frame.selected.allocation.tasks[user];
    if (tasks > 0.0 && head != tail)
        frame.tips.append({user, tail, head, tasks});
}

QPointF ResourceSpaceView::drawOthers(Frame &frame, QPointF tail)
{
    // Not faded in compare mode: it is what the label and the legend point at.
    QCPItemLine *band = frame.painter.drawOthers(
        tail, frame.painter.project(frame.users.othersSum(frame.selected.analysis.bundles)),
        frame.users.othersName());
    const QPointF head = band->end->coords();
    m_vectorHeads.append(head);
    m_others = QLineF(tail, head);
    return head;
}

void ResourceSpaceView::drawSums(Frame &frame)
{
    if (frame.instant) {
        // The policies' totals are the static answer: at an instant, only its own sum.
        const QPointF sum = frame.painter.project(frame.selected.analysis.usage);
        frame.painter.extent().include(sum);
        frame.painter.placer().add(
            sum, ResourceSpaceViewTexts::tr("sum"),
            ResourceSpaceViewTexts::tr("sum: %1").arg(frame.painter.amounts(sum)),
            frame.selected.analysis.feasible ? softInkColor() : warningColor());
        return;
    }
    const PolicyId selected = results()->selectedPolicy();
    QList<PolicyPoint> sums;
    for (PolicyId policy : kAllPolicies) {
        const bool reference = policy == PolicyId::MaxMin || policy == PolicyId::FixedPrice;
        const QPointF sum = frame.painter.project(results()->result(policy).analysis.usage);
        if (policy == selected)
            sums.prepend({policy, sum});
        else if (frame.compare || reference)
            sums.append({policy, sum});
    }
    const double tolerance =
        1e-7 * std::max(frame.painter.capacity().x(), frame.painter.capacity().y());
    const QList<QList<PolicyPoint>> groups = addPolicyMarkers(
        plot(), *results(), sums, tolerance, ResourceSpaceViewTexts::tr("%1 total"), m_sumMarkers);
    for (const PolicyPoint &sum : sums) {
        frame.painter.extent().include(sum.point);
        frame.painter.placer().avoidPoint(sum.point, 6);
    }
    // One label per group: "DRF, DRF (equal): 160 CPU, 180 GPU".
    for (const QList<PolicyPoint> &group : groups) {
        const PolicyId first = group.first().policy;
        const AllocationAnalysis &analysis = results()->result(first).analysis;
        // The selected policy's idle and overload on the axes are drawn by
        // drawIdleAndOverload(); its label names what happens off the axes.
        const bool annotated = !frame.compare && first == selected;
        QStringList lines{QStringLiteral("%1: %2").arg(policyNames(group),
                                                       frame.painter.amounts(group.first().point))};
        const QString overload = overloadText(
            frame.scenario, analysis, annotated ? QList<int>{frame.x, frame.y} : QList<int>{});
        if (!overload.isEmpty())
            lines.append(overload);
        if (annotated) {
            QStringList full;
            for (int j = 0; j < frame.scenario.resourceCount(); ++j) {
                if (j != frame.x && j != frame.y && saturated(analysis.utilization[j]) &&
                    analysis.overload[j] <= kRelTol * frame.scenario.resources[j].capacity)
                    full.append(frame.painter.name(j));
            }
            if (!full.isEmpty())
                lines.append(
                    ResourceSpaceViewTexts::tr("%1 full").arg(full.join(QStringLiteral(", "))));
        }
        frame.painter.placer().add(group.first().point, policyNames(group),
                                   lines.join(QLatin1Char('\n')),
                                   analysis.feasible ? policyColor(first) : warningColor());
    }
}

void ResourceSpaceView::drawIdleAndOverload(Frame &frame)
{
    const AllocationAnalysis &analysis = frame.selected.analysis;
    const QPointF sum = frame.painter.project(analysis.usage);
    const QPointF c = frame.painter.capacity();
    const QColor idleColour = idleColor();
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
            frame.painter.placer().avoidSegment(axis.usage, axis.capacity);
            frame.painter.placer().add(
                (axis.usage + axis.capacity) / 2, ResourceSpaceViewTexts::tr("idle"),
                ResourceSpaceViewTexts::tr("%1 %2 idle")
                    .arg(readableDecimal(analysis.idle[j]), frame.painter.name(j)),
                idleColour);
        }
        if (analysis.overload[j] > kRelTol * capacity) {
            const QPointF edge = j == frame.x ? QPointF(c.x(), sum.y()) : QPointF(sum.x(), c.y());
            addArrow(plot(), edge, sum, makePen(warningColor(), 2.4, Qt::DashLine), false);
            frame.painter.placer().avoidSegment(edge, sum);
            frame.painter.placer().add(
                (edge + sum) / 2, ResourceSpaceViewTexts::tr("over capacity"),
                ResourceSpaceViewTexts::tr("+%1 %2 over capacity")
                    .arg(readableDecimal(analysis.overload[j]), frame.painter.name(j)),
                warningColor());
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
    ticker->addTick(0, ResourceSpaceViewTexts::tr("total"));
    if (frame.labelled || others) {
        for (int k = 0; k < drawn.size(); ++k)
            ticker->addTick(k + 1, frame.scenario.users[drawn[k]].name);
    }
    if (others)
        ticker->addTick(lanes, ResourceSpaceViewTexts::tr("others"));
    plot()->yAxis->setTicker(ticker);
    const double utilization = frame.selected.analysis.utilization[frame.x];
    frame.painter.drawCapacity({0, -0.5}, {frame.painter.capacity().x(), lanes + 0.5},
                               saturated(utilization)
                                   ? makePen(ResourceSpacePainter::fullColor(), 3.0)
                                   : ResourceSpacePainter::capacityPen());

    const int alpha = frame.compare ? kFadedAlpha : 255;
    double start = 0.0;
    for (int k = 0; k < drawn.size(); ++k) {
        const int i = drawn[k];
        const double amount = frame.selected.analysis.bundles[i][frame.x];
        const QPointF tail(start, k + 1);
        const QPointF head(start + amount, k + 1);
        start += amount;
        addArrow(plot(), tail, head, ResourceSpacePainter::vectorPen(k, alpha), frame.labelled);
        m_vectorHeads.append(head);
        addVectorTip(frame, i, tail, head);
        frame.painter.extent().include(head);
        frame.painter.placer().avoidSegment(tail, head);
        if (frame.labelled && !frame.compare)
            frame.painter.placer().add(
                (tail + head) / 2, frame.scenario.users[i].name,
                QStringLiteral("%1: %2 (%3)")
                    .arg(frame.scenario.users[i].name,
                         ResourceSpacePainter::tasksText(frame.selected.allocation.tasks[i]),
                         frame.painter.amounts(head - tail)),
                userColor(k));
    }
    if (others)
        start = drawOthers(frame, {start, double(lanes)}).x();
    addArrow(plot(), {}, {start, 0}, ResourceSpacePainter::sumPen());
    drawSums(frame);
}

std::unique_ptr<PlotView> ResourceSpaceView::createCopy() const
{
    auto copy = std::make_unique<ResourceSpaceView>(results());
    copy->setAxes(m_shownX, m_shownY);
    if (m_online)
        copy->setOnline(m_online);
    return copy;
}

} // namespace drf
