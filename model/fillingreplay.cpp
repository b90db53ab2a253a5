#include "fillingreplay.h"

#include "analysis.h"
#include "readablenumber.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct FillingReplayTexts
{
    Q_DECLARE_TR_FUNCTIONS(FillingReplayTexts)
};

/// A share as the player shows it: two decimals.
QString shareText(double share)
{
    return QString::number(share, 'f', 2);
}

} // namespace

FillingReplay FillingReplay::continuous(const Scenario &scenario, const Allocation &allocation)
{
    FillingReplay replay;
    replay.m_scenario = scenario;
    replay.m_policy = allocation.policy;
    replay.m_trace.emplace(scenario, allocation);
    return replay;
}

FillingReplay FillingReplay::wholeTasks(const Scenario &scenario, PolicyId policy, int stepLimit)
{
    FillingReplay replay;
    replay.m_scenario = scenario;
    replay.m_policy = policy;
    replay.m_stepwise = true;
    replay.m_log = wholeTaskLog(scenario, policy, stepLimit);
    return replay;
}

bool FillingReplay::isValid() const
{
    return m_stepwise ? isFillingPolicy(m_policy) : m_trace && m_trace->isValid();
}

double FillingReplay::finalLevel() const
{
    return !m_stepwise && isValid() ? m_trace->finalLevel() : 0.0;
}

QList<double> FillingReplay::stageLevels() const
{
    QList<double> levels;
    if (!m_stepwise && isValid()) {
        for (const FillingStage &stage : m_trace->stages())
            levels.append(stage.level);
    }
    return levels;
}

QList<double> FillingReplay::finalTasks() const
{
    if (m_stepwise)
        return m_log.tasks;
    return isValid() ? m_trace->finalTasks() : QList<double>();
}

int FillingReplay::stepsAtLevel(double level) const
{
    const double above = level + kRelTol * std::max(1.0, std::abs(level));
    int steps = 0;
    for (const WholeTaskStep &step : m_log.steps) {
        if (step.granted && step.shareAfter > above)
            break;
        ++steps;
    }
    return steps;
}

FillingFrame FillingReplay::frameAt(FillingPosition position) const
{
    using Kind = FillingPosition::Kind;
    if (m_stepwise) {
        switch (position.kind) {
        case Kind::Steps:
            return stepFrame(
                int(std::lround(std::clamp(position.value, 0.0, double(stepCount())))));
        case Kind::Level:
            return stepFrame(stepsAtLevel(position.value));
        case Kind::End:
            break;
        }
        return stepFrame(stepCount());
    }
    return continuousFrame(position.kind == Kind::Level ? position.value : finalLevel());
}

FillingFrame FillingReplay::continuousFrame(double level) const
{
    FillingFrame frame;
    if (!isValid())
        return frame;
    const FillingState state = m_trace->stateAt(level);
    frame.level = state.level;
    frame.tasks = state.tasks;
    frame.reasons = state.reasons;
    frame.stoppingResource = state.stoppingResource;
    frame.full = state.saturated;
    frame.fullAtLevel.fill(0.0, m_scenario.resourceCount());
    for (const FillingStage &stage : m_trace->stages()) {
        const int j = stage.saturatedResource;
        if (j >= 0 && state.saturated[j])
            frame.fullAtLevel[j] = stage.level;
    }
    return frame;
}

FillingFrame FillingReplay::stepFrame(int steps) const
{
    const int n = m_scenario.userCount();
    const int m = m_scenario.resourceCount();
    FillingFrame frame;
    frame.stepwise = true;
    frame.steps = std::clamp(steps, 0, stepCount());
    frame.tasks.fill(0.0, n);
    frame.reasons.fill(FreezeReason::Growing, n);
    frame.stoppingResource.fill(-1, n);
    frame.full.fill(false, m);
    frame.blockedUsers.resize(m);
    for (int k = 0; k < frame.steps; ++k) {
        const WholeTaskStep &step = m_log.steps[k];
        frame.tasks[step.user] = step.tasksAfter;
        if (!step.granted && step.blockingResource >= 0) {
            frame.reasons[step.user] = FreezeReason::Saturated;
            frame.stoppingResource[step.user] = step.blockingResource;
        }
    }
    for (int i = 0; i < n; ++i) {
        const int j = frame.stoppingResource[i];
        if (j >= 0) {
            frame.full[j] = true;
            frame.blockedUsers[j].append(i);
        }
    }
    // A user at its cap says so, whatever blocked it.
    for (int k = 0; k < frame.steps; ++k) {
        if (m_log.steps[k].reachedCap)
            frame.reasons[m_log.steps[k].user] = FreezeReason::Cap;
    }
    return frame;
}

QStringList FillingReplay::logLines() const
{
    QStringList lines;
    int granted = 0;
    for (int k = 0; k < m_log.steps.size(); ++k) {
        granted += m_log.steps[k].granted ? 1 : 0;
        lines.append(stepText(k, granted));
    }
    if (m_log.truncated)
        lines.append(
            FillingReplayTexts::tr("… the log stops after %1 steps").arg(m_log.steps.size()));
    return lines;
}

QString FillingReplay::stepText(int index, int granted) const
{
    const WholeTaskStep &step = m_log.steps[index];
    const User &user = m_scenario.users[step.user];
    if (!step.granted) {
        const int j = step.blockingResource;
        if (j < 0)
            return FillingReplayTexts::tr("%1 blocked").arg(user.name);
        const double need = step.usageAfter[j] + user.demand[j];
        return FillingReplayTexts::tr("%1 blocked: %2 would need %3 of %4")
            .arg(user.name, m_scenario.resources[j].name, readableDecimal(need),
                 readableDecimal(m_scenario.resources[j].capacity));
    }
    QString text = FillingReplayTexts::tr("task %1 → %2 (share %3)")
                       .arg(granted)
                       .arg(user.name, shareText(step.shareAfter));
    if (step.reachedCap)
        text += FillingReplayTexts::tr(", %1 reached its cap").arg(user.name);
    return text;
}

QString FillingReplay::positionText(const FillingFrame &frame) const
{
    if (frame.stepwise)
        return FillingReplayTexts::tr("step %1 of %2").arg(frame.steps).arg(stepCount());
    const QString share = m_policy == PolicyId::Asset ? FillingReplayTexts::tr("asset share")
                                                      : FillingReplayTexts::tr("dominant share s");
    return QStringLiteral("%1 = %2").arg(share, shareText(frame.level));
}

} // namespace drf
