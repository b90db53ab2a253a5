#include "fillingview.h"

#include "allocationset.h"
#include "numberformat.h"
#include "palette.h"
#include "plotitems.h"
#include "readablenumber.h"
#include "resourcespacepainter.h"
#include "useraggregate.h"

#include <QCoreApplication>

#include <qcustomplot.h>

#include <algorithm>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct FillingViewTexts
{
    Q_DECLARE_TR_FUNCTIONS(FillingViewTexts)
};

/// A full edge's label names this many blocked users, then says how many more.
constexpr int kNamedBlocked = 3;

} // namespace

FillingView::FillingView(AllocationSet *results, QWidget *parent) : PlotView(results, parent)
{
    if (isFillingPolicy(results->selectedPolicy()))
        m_policy = results->selectedPolicy();
    // The figure follows its replay, which follows the results: retrace() draws, once.
    setFollowsResults(false);
    connect(results, &AllocationSet::resultsChanged, this, &FillingView::retrace);
    connect(results, &AllocationSet::selectionChanged, this, &FillingView::followSelection);
}

void FillingView::setPolicy(PolicyId policy)
{
    if (!isFillingPolicy(policy) || policy == m_policy)
        return;
    m_policy = policy;
    retrace();
}

void FillingView::setAxes(int x, int y)
{
    if (x == m_requestedX && y == m_requestedY)
        return;
    m_requestedX = x;
    m_requestedY = y;
    rebuild();
}

void FillingView::setPosition(FillingPosition position)
{
    if (position == m_position)
        return;
    m_position = position;
    rebuild();
}

const FillingReplay &FillingView::replay() const
{
    if (m_replayStale) {
        const Scenario &scenario = results()->scenario();
        m_replay =
            results()->taskMode() == TaskMode::Whole
                ? FillingReplay::wholeTasks(scenario, m_policy)
                // The continuous result the other views show: the filling ends on it.
                : FillingReplay::continuous(scenario, results()->result(m_policy).allocation);
        m_replayStale = false;
    }
    return m_replay;
}

QList<double> FillingView::shownTasks() const
{
    const FillingReplay &filling = replay();
    if (!filling.isValid() || filling.scenario().userCount() == 0)
        return {};
    return filling.frameAt(m_position).tasks;
}

QString FillingView::positionText() const
{
    return replay().positionText(replay().frameAt(m_position));
}

void FillingView::retrace()
{
    m_replayStale = true;
    m_drawnCurrent = false;
    emit replayChanged();
    // Whoever follows the replay may have moved the position, which draws.
    if (!m_drawnCurrent)
        refreshWhenSeen();
}

void FillingView::followSelection()
{
    setPolicy(results()->selectedPolicy());
}

void FillingView::draw()
{
    const FillingReplay &filling = replay();
    m_drawnCurrent = true;
    const Scenario &scenario = filling.scenario();
    const int n = scenario.userCount();
    const int m = scenario.resourceCount();
    if (n == 0 || m == 0 || !filling.isValid()) {
        setTitle(n == 0 ? FillingViewTexts::tr("No users: nothing to fill")
                        : FillingViewTexts::tr("Nothing to fill"));
        return;
    }
    const int x = std::clamp(m_requestedX, 0, m - 1);
    const int y = std::clamp(m_requestedY, 0, m - 1);
    const FillingFrame frame = filling.frameAt(m_position);
    const QList<double> finalTasks = filling.finalTasks();
    ResourceSpacePainter painter(plot(), labels(), scenario, x, y);
    // The largest final bundles on the axes are drawn one by one, the others as one band.
    const QPointF capacity = painter.capacity();
    const UserAggregate users(n, [&](int i) {
        const QPointF bundle = painter.project(scenario.users[i].demand) * finalTasks.value(i);
        return bundle.x() / capacity.x() + (x == y ? 0.0 : bundle.y() / capacity.y());
    });
    const QStringList full = fullTexts(frame);
    setTitle(title(frame, full, x, y, users));
    plot()->xAxis->setLabel(painter.name(x));
    plot()->yAxis->setLabel(x == y ? QString() : painter.name(y));

    painter.drawCapacity();
    for (const bool xAxis : {true, false}) {
        const int j = xAxis ? x : y;
        if (!full[j].isEmpty() && (xAxis || x != y))
            painter.drawFullEdge(xAxis, full[j], ResourceSpacePainter::fullColor());
    }
    const bool labelled = n <= ResourceSpacePainter::kLabelledUsers;
    painter.drawDemandRays(users, labelled);
    drawVectors(painter, frame, users, stoppedTexts(frame));
    // The axes hold the whole filling, so they stay put while it plays.
    QPointF finalSum;
    for (int i = 0; i < n; ++i) {
        const QPointF bundle = painter.project(scenario.users[i].demand) * finalTasks.value(i);
        finalSum += bundle;
        if (users.drawn().contains(i))
            painter.extent().include(bundle);
    }
    painter.extent().include(finalSum);
    // Where the filling ends, as a hollow grey outline of the policy's marker until it gets there.
    addMarker(plot(), finalSum, FillingViewTexts::tr("where the filling ends"),
              QCPScatterStyle(policyMarkerShape(m_policy), makePen(markerOutlineColor(), 1.4),
                              Qt::NoBrush, 11));
    painter.placer().avoidPoint(finalSum, 7);
    applyExtent(plot(), painter.extent(), 0.1);
    layOut();
    painter.placer().placeAll();
}

void FillingView::drawVectors(ResourceSpacePainter &painter, const FillingFrame &frame,
                              const UserAggregate &users, const QStringList &stopped)
{
    const Scenario &scenario = painter.scenario();
    const QList<int> &drawn = users.drawn();
    const bool labelled = scenario.userCount() <= ResourceSpacePainter::kLabelledUsers;
    QList<QPointF> bundles;
    ResourceSpacePainter::VectorStyle style;
    style.heads = labelled;
    for (int i : drawn) {
        bundles.append(painter.project(scenario.users[i].demand) * frame.tasks[i]);
        style.frozen.append(!stopped[i].isEmpty());
    }
    const ResourceSpacePainter::Vectors vectors = painter.drawVectors(bundles, style);
    QPointF sum = vectors.sum;
    if (users.aggregates()) {
        QPointF others;
        for (int i : users.others())
            others += painter.project(scenario.users[i].demand) * frame.tasks[i];
        sum = painter.drawOthers(sum, others, users.othersName())->end->coords();
    }
    if (scenario.userCount() >= 2)
        painter.drawSum(sum);
    if (!labelled)
        return;
    for (int k = 0; k < drawn.size(); ++k) {
        const int i = drawn[k];
        const QString state = stopped[i].isEmpty() ? FillingViewTexts::tr("growing") : stopped[i];
        painter.placer().add((vectors.tails[k] + vectors.heads[k]) / 2, scenario.users[i].name,
                             QStringLiteral("%1: %2, %3")
                                 .arg(scenario.users[i].name,
                                      ResourceSpacePainter::tasksText(frame.tasks[i]), state),
                             userColor(k));
    }
}

QString FillingView::title(const FillingFrame &frame, const QStringList &fullTexts, int x, int y,
                           const UserAggregate &users) const
{
    const QString policy = shortPolicyName(m_policy);
    const QString position = m_replay.positionText(frame);
    QString text = frame.stepwise
                       ? FillingViewTexts::tr("%1, whole tasks: %2").arg(policy, position)
                       : FillingViewTexts::tr("%1 progressive filling: %2").arg(policy, position);
    // Full resources off the axes are named under the title.
    QStringList offAxes;
    for (int j = 0; j < fullTexts.size(); ++j) {
        if (j != x && j != y && !fullTexts[j].isEmpty())
            offAxes.append(fullTexts[j]);
    }
    if (!offAxes.isEmpty())
        text += QLatin1Char('\n') + offAxes.join(QStringLiteral("; "));
    if (users.aggregates())
        text += QLatin1Char('\n') + users.note(FillingViewTexts::tr("as one grey band"));
    return text;
}

QStringList FillingView::stoppedTexts(const FillingFrame &frame) const
{
    const Scenario &scenario = m_replay.scenario();
    QStringList texts;
    for (int i = 0; i < frame.reasons.size(); ++i) {
        const int j = frame.stoppingResource[i];
        const QString resource = j >= 0 ? scenario.resources[j].name : QString();
        switch (frame.reasons[i]) {
        case FreezeReason::Growing:
            texts.append(QString());
            break;
        case FreezeReason::Saturated:
            texts.append(frame.stepwise ? FillingViewTexts::tr("blocked by %1").arg(resource)
                                        : FillingViewTexts::tr("frozen: %1 full").arg(resource));
            break;
        case FreezeReason::StoppedByRule:
            texts.append(FillingViewTexts::tr("stopped: equal shares"));
            break;
        case FreezeReason::Cap:
            texts.append(frame.stepwise ? FillingViewTexts::tr("at its cap")
                                        : FillingViewTexts::tr("frozen: at its cap"));
            break;
        }
    }
    return texts;
}

QStringList FillingView::fullTexts(const FillingFrame &frame) const
{
    const Scenario &scenario = m_replay.scenario();
    QStringList texts;
    for (int j = 0; j < scenario.resourceCount(); ++j) {
        const QString name = scenario.resources[j].name;
        if (!frame.full.value(j)) {
            texts.append(QString());
        } else if (!frame.stepwise) {
            texts.append(FillingViewTexts::tr("%1 full at share %2")
                             .arg(name, readableNumber(frame.fullAtLevel[j])));
        } else {
            const QList<int> &blocked = frame.blockedUsers[j];
            QStringList names;
            for (int k = 0; k < std::min(int(blocked.size()), kNamedBlocked); ++k)
                names.append(scenario.users[blocked[k]].name);
            QString text = names.join(QStringLiteral(", "));
            if (blocked.size() > kNamedBlocked)
                text += FillingViewTexts::tr(" and %1 more")
                            .arg(formatCount(int(blocked.size()) - kNamedBlocked));
            texts.append(FillingViewTexts::tr("%1 full: %2 blocked").arg(name, text));
        }
    }
    return texts;
}

std::unique_ptr<PlotView> FillingView::createCopy() const
{
    auto copy = std::make_unique<FillingView>(results());
    copy->m_policy = m_policy;
    copy->m_requestedX = m_requestedX;
    copy->m_requestedY = m_requestedY;
    copy->m_position = m_position;
    // The same filling, not traced again.
    copy->m_replay = replay();
    copy->m_replayStale = false;
    return copy;
}

} // namespace drf
