#include "fillingtrace.h"

#include "analysis.h"
#include "progressivefilling.h"
#include "tolerance.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace drf {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

/// sigma_i of a filling policy: dominant share (drf, drf-equal) or aggregate share (asset).
QList<double> fillingSharePerTask(const Scenario &scenario, PolicyId policy)
{
    return policy == PolicyId::Asset ? aggregateSharePerTask(scenario)
                                     : dominantSharePerTask(scenario);
}

} // namespace

FillingTrace::FillingTrace(const Scenario &scenario, const Allocation &allocation)
    : m_policy(allocation.policy)
{
    const int n = scenario.userCount();
    if (!isFillingPolicy(allocation.policy) || allocation.mode != TaskMode::Continuous ||
        allocation.tasks.size() != n)
        return;
    m_valid = true;
    m_sharePerTask = allocation.derivation ? allocation.derivation->mu
                                           : fillingSharePerTask(scenario, allocation.policy);
    m_finalTasks = allocation.tasks;
    m_stages = allocation.stages;
    for (const Resource &resource : scenario.resources)
        m_capacities.append(resource.capacity);
    m_rate.resize(n);
    m_demands.resize(n);
    for (int i = 0; i < n; ++i) {
        m_rate[i] = scenario.users[i].weight / m_sharePerTask[i];
        m_demands[i] = scenario.users[i].demand;
    }
    // progressiveFilling() freezes every user exactly once; -1 would mean "never frozen".
    m_stageOfUser.fill(-1, n);
    for (int k = 0; k < m_stages.size(); ++k)
        for (int i : m_stages[k].frozenUsers)
            m_stageOfUser[i] = k;
}

FillingTrace FillingTrace::of(const Scenario &scenario, PolicyId policy)
{
    return FillingTrace(scenario, allocate(scenario, policy, TaskMode::Continuous));
}

double FillingTrace::finalLevel() const
{
    return m_stages.isEmpty() ? 0.0 : m_stages.last().level;
}

FillingState FillingTrace::stateAt(double level) const
{
    FillingState state;
    if (!m_valid)
        return state;
    const int n = int(m_finalTasks.size());
    const int m = int(m_capacities.size());
    state.level = std::clamp(level, 0.0, finalLevel());
    state.tasks.resize(n);
    state.reasons.fill(FreezeReason::Growing, n);
    state.stoppingResource.fill(-1, n);
    state.usage.fill(0.0, m);
    state.saturated.fill(false, m);
    while (state.stagesReached < m_stages.size() &&
           m_stages[state.stagesReached].level <= state.level) {
        const int j = m_stages[state.stagesReached++].saturatedResource;
        if (j >= 0)
            state.saturated[j] = true;
    }
    for (int i = 0; i < n; ++i) {
        const int k = m_stageOfUser[i];
        if (k >= 0 && k < state.stagesReached) {
            state.tasks[i] = m_finalTasks[i];
            const int j = m_stages[k].saturatedResource;
            state.stoppingResource[i] = j;
            if (j < 0)
                state.reasons[i] = FreezeReason::Cap;
            else
                state.reasons[i] =
                    m_demands[i][j] > 0.0 ? FreezeReason::Saturated : FreezeReason::StoppedByRule;
        } else {
            state.tasks[i] = std::min(m_finalTasks[i], m_rate[i] * state.level);
        }
        for (int j = 0; j < m; ++j)
            state.usage[j] += state.tasks[i] * m_demands[i][j];
    }
    return state;
}

WholeTaskLog wholeTaskLog(const Scenario &scenario, PolicyId policy, int stepLimit)
{
    WholeTaskLog log;
    if (!isFillingPolicy(policy))
        return log;
    const int n = scenario.userCount();
    const int m = scenario.resourceCount();
    const bool stopEveryone = policy == PolicyId::DrfEqual;
    const QList<double> sigma = fillingSharePerTask(scenario, policy);
    QList<double> shareStep(n);
    QList<double> cap(n);
    QList<bool> waiting(n); // neither blocked nor at its cap
    for (int i = 0; i < n; ++i) {
        shareStep[i] = sigma[i] / scenario.users[i].weight;
        cap[i] = wholeTaskCap(scenario.users[i]);
        waiting[i] = cap[i] >= 1.0;
    }
    log.tasks.fill(0.0, n);
    QList<double> usage(m, 0.0);

    while (true) {
        // The smallest weighted share; shares within 1e-9 are equal and go to the first listed.
        double smallest = kInf;
        for (int i = 0; i < n; ++i)
            if (waiting[i])
                smallest = std::min(smallest, log.tasks[i] * shareStep[i]);
        int user = -1;
        for (int i = 0; i < n && user < 0; ++i)
            if (waiting[i] && relativelyEqual(log.tasks[i] * shareStep[i], smallest))
                user = i;
        if (user < 0)
            break;
        if (log.steps.size() >= stepLimit) {
            log.truncated = true;
            break;
        }

        const User &u = scenario.users[user];
        WholeTaskStep step;
        step.user = user;
        for (int j = 0; j < m && step.blockingResource < 0; ++j)
            if (u.demand[j] > 0.0 &&
                usage[j] + u.demand[j] > scenario.resources[j].capacity * (1.0 + kRelTol))
                step.blockingResource = j;
        step.granted = step.blockingResource < 0;
        if (step.granted) {
            log.tasks[user] += 1.0;
            for (int j = 0; j < m; ++j)
                usage[j] += u.demand[j];
            step.reachedCap = log.tasks[user] + 1.0 > cap[user];
        }
        waiting[user] = step.granted && !step.reachedCap;
        step.tasksAfter = log.tasks[user];
        step.shareAfter = log.tasks[user] * shareStep[user];
        step.usageAfter = usage;
        log.steps.append(step);
        if (!step.granted && stopEveryone) {
            log.endedAtBlock = true;
            break;
        }
    }
    return log;
}

} // namespace drf
