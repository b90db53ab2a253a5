#include "onlinesimulator.h"

#include "backgroundjob.h"
#include "progressivefilling.h"
#include "tolerance.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace drf::online {

namespace {

std::vector<Real> dominantShares(const Scenario &scenario)
{
    std::vector<Real> mu(std::size_t(scenario.userCount()), 0.0L);
    for (int i = 0; i < scenario.userCount(); ++i)
        for (int j = 0; j < scenario.resourceCount(); ++j)
            mu[i] = std::max(mu[i], Real(scenario.users[i].demand[j]) /
                                        Real(scenario.resources[j].capacity));
    return mu;
}

/// At or before `instant`: the events an instant at `instant` takes.
bool due(double time, double instant)
{
    return time <= instant || sameInstant(time, instant);
}

} // namespace

bool tied(Real a, Real b)
{
    return std::abs(a - b) <= Real(kRelTol) * std::max(std::abs(a), std::abs(b));
}

QString countText(qint64 count)
{
    return QLocale(QLocale::English).toString(count);
}

Simulator::Simulator(const Scenario &scenario, Mechanism mechanism, PolicyId policy,
                     const OnlineLimits &limits, BackgroundJob *job)
    : m_scenario(scenario), m_mechanism(mechanism), m_policy(policy), m_limits(limits), m_job(job),
      m_n(scenario.userCount()), m_m(scenario.resourceCount()), m_mu(dominantShares(scenario)),
      m_users(std::size_t(m_n)), m_fixedHorizon(fixedHorizon(scenario)),
      m_totalWeight(scenario.totalWeight())
{
    m_arrivals.resize(std::size_t(m_n));
    std::iota(m_arrivals.begin(), m_arrivals.end(), 0);
    std::stable_sort(m_arrivals.begin(), m_arrivals.end(), [&](int a, int b) {
        return scenario.users[a].arrive < scenario.users[b].arrive;
    });
    for (int i = 0; i < m_n; ++i)
        if (scenario.users[i].leave)
            m_leaves.push_back(i);
    std::stable_sort(m_leaves.begin(), m_leaves.end(), [&](int a, int b) {
        return *scenario.users[a].leave < *scenario.users[b].leave;
    });
    m_taskCount.resize(std::size_t(m_n), kInf);
    m_lastCredit.resize(std::size_t(m_n), 1.0);
    m_wholeCap.resize(std::size_t(m_n));
    for (int i = 0; i < m_n; ++i) {
        const User &user = scenario.users[i];
        m_wholeCap[i] = wholeTaskCap(user);
        if (!user.work)
            continue;
        // A job of 2.5 tasks is two tasks and a half: its last task runs half as long.
        const double whole = wholeTasks(*user.work);
        if (nearlyEqual(*user.work, whole) || *user.work < whole) {
            m_taskCount[i] = whole;
        } else {
            m_taskCount[i] = whole + 1.0;
            m_lastCredit[i] = *user.work - whole;
        }
    }
    m_run.mechanism = mechanism;
    m_run.policy = policy;
    m_run.userCount = m_n;
    m_run.resourceCount = m_m;
}

OnlineRun Simulator::run()
{
    m_run.boundaries = {0.0};
    m_row = QList<double>(m_n, 0.0);
    m_run.tasks = m_row;
    appendUsageRow();
    while (!stopped()) {
        if (interrupted())
            return m_run;
        const double instant = nextEventTime();
        if (std::isinf(instant))
            break;
        if (m_fixedHorizon && due(*m_fixedHorizon, instant)) {
            // The last instant: what ends at the horizon ends (a job done then is
            // finished), nothing starts.
            processInstant(*m_fixedHorizon, true);
            break;
        }
        processInstant(instant, false);
    }
    if (stopped())
        return m_run;
    finish();
    return m_run;
}

bool Simulator::interrupted()
{
    if (m_job) {
        double behind = 0.0;
        if (m_fixedHorizon) {
            behind = m_now / *m_fixedHorizon;
        } else if (const std::size_t events = m_arrivals.size() + m_leaves.size(); events > 0) {
            behind = double(m_nextArrival + m_nextLeave) / double(events);
        }
        m_job->done = int(std::clamp(behind, 0.0, 1.0) * kOnlineProgressSteps);
    }
    if ((m_job && m_job->cancel) || m_limits.deadline.hasExpired())
        m_run.interrupted = true;
    return m_run.interrupted;
}

double Simulator::nextEventTime() const
{
    double next = kInf;
    if (m_nextArrival < m_arrivals.size())
        next = user(m_arrivals[m_nextArrival]).arrive;
    if (m_nextLeave < m_leaves.size())
        next = std::min(next, *user(m_leaves[m_nextLeave]).leave);
    for (const UserState &state : m_users) {
        if (!state.present)
            continue;
        if (fluid())
            next = std::min(next, state.finishAt);
        else if (!state.batches.empty())
            next = std::min(next, state.batches.front().end);
    }
    return next;
}

bool Simulator::jobComplete(int i) const
{
    const UserState &state = m_users[i];
    if (!user(i).work)
        return false;
    if (fluid())
        return due(state.finishAt, m_now);
    return state.launched >= m_taskCount[i] && state.batches.empty();
}

void Simulator::depart(int i)
{
    UserState &state = m_users[i];
    if (jobComplete(i)) {
        state.finished = m_now;
        state.done = *user(i).work;
    }
    state.x = 0.0;
    state.batches.clear();
    state.present = false;
    state.gone = true;
    state.departedAt = m_now;
    state.finishAt = kInf;
    ++m_run.events;
}

void Simulator::advance(double time)
{
    const double dt = time - m_now;
    if (fluid() && dt > 0.0) {
        for (int i = 0; i < m_n; ++i) {
            UserState &state = m_users[i];
            if (state.present && state.x > 0.0) {
                // Beyond the largest double (1e308 tasks of a denormal demand): that double.
                state.done = std::min(state.done + state.x * dt / user(i).duration,
                                      user(i).work.value_or(filling::kLargest));
            }
        }
    }
    m_now = std::max(m_now, time);
}

void Simulator::processInstant(double instant, bool atHorizon)
{
    advance(instant);
    m_steps += m_n + m_m;
    if (m_steps > m_limits.steps) {
        stop(OnlineSimulationTexts::tr(
                 "it passed %1 steps (instants x (users + resources)); shorten the "
                 "horizon or simulate fewer users")
                 .arg(countText(m_limits.steps)));
        return;
    }
    // 1. Tasks that end.
    if (!fluid()) {
        for (UserState &state : m_users) {
            while (!state.batches.empty() && due(state.batches.front().end, m_now)) {
                const Batch &batch = state.batches.front();
                state.done += batch.count * batch.credit;
                state.x -= batch.count;
                state.batches.pop_front();
            }
        }
    }
    // 2. Users that leave: their running tasks are killed.
    for (; m_nextLeave < m_leaves.size() && due(*user(m_leaves[m_nextLeave]).leave, m_now);
         ++m_nextLeave) {
        const int i = m_leaves[m_nextLeave];
        if (m_users[i].present)
            depart(i);
        else
            m_users[i].gone = true; // leaves at the instant it would arrive
    }
    // 3. Users whose job is now finished.
    for (int i = 0; i < m_n; ++i)
        if (m_users[i].present && jobComplete(i))
            depart(i);
    if (atHorizon)
        return;
    // 4. Users that arrive.
    for (; m_nextArrival < m_arrivals.size() && due(user(m_arrivals[m_nextArrival]).arrive, m_now);
         ++m_nextArrival) {
        const int i = m_arrivals[m_nextArrival];
        m_arrivedWeight += user(i).weight;
        if (m_users[i].gone)
            continue;
        m_users[i].present = true;
        m_users[i].arrivedAt = m_now;
        ++m_run.events;
    }
    // 5. The mechanism acts.
    switch (m_mechanism) {
    case Mechanism::Recompute:
        recompute();
        break;
    case Mechanism::DynamicDrf:
        fillDynamic();
        break;
    case Mechanism::OnlineDrf:
        allocationRound();
        break;
    }
    if (stopped())
        return;
    if (fluid())
        updateFinishTimes();
    for (int i = 0; i < m_n; ++i) {
        UserState &state = m_users[i];
        if (state.present && state.x > 0.0 && !state.waited)
            state.waited = m_now - state.arrivedAt;
    }
    recordSegment();
}

void Simulator::stop(const QString &reason)
{
    m_run.error = OnlineSimulationTexts::tr("the simulation stopped at t = %1: %2")
                      .arg(QString::number(m_now, 'g', 6), reason);
}

std::vector<int> Simulator::presentUsers() const
{
    std::vector<int> present;
    for (int i = 0; i < m_n; ++i)
        if (m_users[i].present)
            present.push_back(i);
    return present;
}

QList<double> Simulator::presentUsage() const
{
    QList<double> usage(m_m, 0.0);
    for (int i = 0; i < m_n; ++i) {
        const double x = m_users[i].x;
        if (x > 0.0)
            for (int j = 0; j < m_m; ++j)
                usage[j] += x * user(i).demand[j];
    }
    return usage;
}

void Simulator::appendUsageRow()
{
    QList<double> usage(m_m, 0.0);
    for (int i = 0; i < m_n; ++i)
        for (int j = 0; j < m_m; ++j)
            usage[j] += m_row[i] * user(i).demand[j];
    m_run.usage.append(usage);
}

void Simulator::recordSegment()
{
    bool changed = false;
    for (int i = 0; i < m_n && !changed; ++i)
        changed = m_users[i].x != m_row[i];
    if (!changed)
        return;
    for (int i = 0; i < m_n; ++i)
        m_row[i] = m_users[i].x;
    if (m_run.boundaries.back() == m_now) {
        // The open segment has no length yet (the start at 0): it takes the new tasks.
        m_run.tasks.resize(m_run.tasks.size() - m_n);
        m_run.usage.resize(m_run.usage.size() - m_m);
    } else {
        m_run.boundaries.append(m_now);
    }
    m_run.tasks.append(m_row);
    appendUsageRow();
    if (qint64(m_run.tasks.size()) + qint64(m_run.usage.size()) > m_limits.timelineNumbers)
        stop(OnlineSimulationTexts::tr("its timeline passed %1 numbers (segments x (users + "
                                       "resources)); shorten the horizon or simulate fewer users")
                 .arg(countText(m_limits.timelineNumbers)));
}

void Simulator::finish()
{
    const double end = m_fixedHorizon ? *m_fixedHorizon : (m_now > 0.0 ? m_now : 1.0);
    advance(end);
    m_run.horizon = end;
    // The run that ends by itself ends with a segment of no length: drop it.
    if (m_run.boundaries.size() > 1 && m_run.boundaries.back() >= end) {
        m_run.boundaries.removeLast();
        m_run.tasks.resize(m_run.tasks.size() - m_n);
        m_run.usage.resize(m_run.usage.size() - m_m);
    }
    m_run.boundaries.append(end);

    std::vector<Real> shareIntegral(std::size_t(m_n), 0.0L);
    QList<double> usageIntegral(m_m, 0.0);
    for (int k = 0; k < m_run.segmentCount(); ++k) {
        const double length = m_run.to(k) - m_run.from(k);
        for (int i = 0; i < m_n; ++i)
            shareIntegral[i] += Real(length) * m_run.tasksOf(k, i) * m_mu[i];
        for (int j = 0; j < m_m; ++j)
            usageIntegral[j] += length * m_run.usageOf(k, j);
    }
    for (int j = 0; j < m_m; ++j)
        m_run.utilization.append(usageIntegral[j] / (m_scenario.resources[j].capacity * end));
    for (int i = 0; i < m_n; ++i) {
        const UserState &state = m_users[i];
        OnlineUserResult result;
        result.finished = state.finished;
        result.waited = state.waited;
        result.preempted = state.preempted;
        result.tasksFinished = state.done;
        const double presence =
            std::isinf(state.arrivedAt) ? 0.0 : std::min(state.departedAt, end) - state.arrivedAt;
        result.meanDominantShare = presence > 0.0 ? double(shareIntegral[i] / presence) : 0.0;
        m_run.users.append(result);
    }
}

} // namespace drf::online
