#include "onlinesimulation.h"

#include "backgroundjob.h"
#include "progressivefilling.h"
#include "tolerance.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <numeric>
#include <queue>
#include <set>
#include <vector>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct OnlineSimulationTexts
{
    Q_DECLARE_TR_FUNCTIONS(OnlineSimulationTexts)
};

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kLargest = std::numeric_limits<double>::max();
/// Online-drf's round reads the cancel flag and the deadline after this many task starts (a
/// round of a large cluster starts millions).
constexpr int kStartsPerCheck = 4096;

/// Shares, levels and rates: d_ij / C_j and its inverse stay finite in long double for every
/// valid value (5e-324 .. 1e12), as in progressive filling.
using Real = long double;

std::vector<Real> dominantShares(const Scenario &scenario)
{
    std::vector<Real> mu(std::size_t(scenario.userCount()), 0.0L);
    for (int i = 0; i < scenario.userCount(); ++i)
        for (int j = 0; j < scenario.resourceCount(); ++j)
            mu[i] = std::max(mu[i], Real(scenario.users[i].demand[j]) /
                                        Real(scenario.resources[j].capacity));
    return mu;
}

/// Two shares or levels within a relative 1e-9 of each other are equal (DOMAIN.md).
bool tied(Real a, Real b)
{
    return std::abs(a - b) <= Real(kRelTol) * std::max(std::abs(a), std::abs(b));
}

/// At or before `instant`: the events an instant at `instant` takes.
bool due(double time, double instant)
{
    return time <= instant || sameInstant(time, instant);
}

QString countText(qint64 count)
{
    return QLocale(QLocale::English).toString(count);
}

/// Online-drf: tasks that started together and end together.
struct Batch
{
    double end = 0.0;
    double count = 0.0;
    double credit = 1.0; ///< tasks of the job each one completes (< 1 for a job's last part)
};

struct UserState
{
    bool present = false;
    bool gone = false;         ///< left, finished, or left before arriving: never back
    double x = 0.0;            ///< running tasks
    double done = 0.0;         ///< tasks of the job finished
    double finishAt = kInf;    ///< fluid: when the job ends at the current rate
    double launched = 0.0;     ///< online-drf: tasks started
    std::deque<Batch> batches; ///< online-drf: running tasks, by end time
    double arrivedAt = kInf;   ///< when it became present
    double departedAt = kInf;  ///< when it stopped being present
    std::optional<double> finished;
    std::optional<double> waited;
    double preempted = 0.0;
};

class Simulation
{
public:
    Simulation(const Scenario &scenario, Mechanism mechanism, PolicyId policy,
               const OnlineLimits &limits, BackgroundJob *job)
        : m_scenario(scenario), m_mechanism(mechanism), m_policy(policy), m_limits(limits),
          m_job(job), m_n(scenario.userCount()), m_m(scenario.resourceCount()),
          m_mu(dominantShares(scenario)), m_users(std::size_t(m_n)),
          m_fixedHorizon(fixedHorizon(scenario)), m_totalWeight(scenario.totalWeight())
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

    OnlineRun run()
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

private:
    const User &user(int i) const { return m_scenario.users[i]; }
    bool fluid() const { return m_mechanism != Mechanism::OnlineDrf; }
    /// At a limit, or interrupted by the caller: nothing more is simulated.
    bool stopped() const { return !m_run.error.isEmpty() || m_run.interrupted; }

    /// Tells the job how far the run got, and whether its caller wants it to stop (the job
    /// cancelled, the deadline passed): then the run is interrupted.
    bool interrupted()
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

    double nextEventTime() const
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

    bool jobComplete(int i) const
    {
        const UserState &state = m_users[i];
        if (!user(i).work)
            return false;
        if (fluid())
            return due(state.finishAt, m_now);
        return state.launched >= m_taskCount[i] && state.batches.empty();
    }

    void depart(int i)
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

    /// Moves the clock to `time`: the fluid jobs progress at their rates.
    void advance(double time)
    {
        const double dt = time - m_now;
        if (fluid() && dt > 0.0) {
            for (int i = 0; i < m_n; ++i) {
                UserState &state = m_users[i];
                if (state.present && state.x > 0.0) {
                    // Beyond the largest double (1e308 tasks of a denormal demand): that double.
                    state.done = std::min(state.done + state.x * dt / user(i).duration,
                                          user(i).work.value_or(kLargest));
                }
            }
        }
        m_now = std::max(m_now, time);
    }

    void processInstant(double instant, bool atHorizon)
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
        for (; m_nextArrival < m_arrivals.size() &&
               due(user(m_arrivals[m_nextArrival]).arrive, m_now);
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

    void stop(const QString &reason)
    {
        m_run.error = OnlineSimulationTexts::tr("the simulation stopped at t = %1: %2")
                          .arg(QString::number(m_now, 'g', 6), reason);
    }

    std::vector<int> presentUsers() const
    {
        std::vector<int> present;
        for (int i = 0; i < m_n; ++i)
            if (m_users[i].present)
                present.push_back(i);
        return present;
    }

    /// The static policy on the present users alone; what a staying user loses is preempted.
    void recompute()
    {
        const std::vector<int> present = presentUsers();
        if (present.empty())
            return;
        Scenario alone;
        alone.resources = m_scenario.resources;
        alone.users.reserve(qsizetype(present.size()));
        for (int i : present)
            alone.users.append(user(i));
        const Allocation allocation = allocate(alone, m_policy, TaskMode::Continuous);
        for (std::size_t k = 0; k < present.size(); ++k) {
            UserState &state = m_users[present[k]];
            const double x = allocation.tasks[qsizetype(k)];
            // The same allocation recomputed in another order of sums is not a change. Relative:
            // 1e-10 tasks of a demand of 1e10 are a whole cluster, not rounding noise.
            if (relativelyEqual(x, state.x))
                continue;
            state.preempted += std::max(0.0, state.x - x);
            state.x = x;
        }
    }

    QList<double> presentUsage() const
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

    /// Dynamic DRF: progressive filling of the weighted dominant shares from where they are,
    /// within the bound (A / W) C_j of every resource; nothing is taken back.
    void fillDynamic()
    {
        const double fraction = std::min(1.0, m_arrivedWeight / m_totalWeight);
        std::vector<Real> bound(std::size_t(m_m), 0.0L);
        for (int j = 0; j < m_m; ++j)
            bound[j] = Real(fraction) * m_scenario.resources[j].capacity;
        const QList<double> used = presentUsage();
        std::vector<Real> usage(used.cbegin(), used.cend());
        std::vector<bool> saturated(std::size_t(m_m), false);
        for (int j = 0; j < m_m; ++j)
            saturated[j] =
                usage[j] >= bound[j] || relativelyEqual(double(usage[j]), double(bound[j]));

        const auto needsSaturated = [&](int i) {
            for (int j = 0; j < m_m; ++j)
                if (saturated[j] && user(i).demand[j] > 0.0)
                    return true;
            return false;
        };
        const auto level = [&](int i) { return Real(m_users[i].x) * m_mu[i] / user(i).weight; };
        const auto capOf = [&](int i) { return user(i).maxTasks ? *user(i).maxTasks : kInf; };

        std::vector<std::pair<Real, int>> waiting; // (level, user), lowest first
        for (int i = 0; i < m_n; ++i) {
            const UserState &state = m_users[i];
            const double cap = capOf(i);
            const bool belowCap =
                std::isinf(cap) || (state.x < cap && !relativelyEqual(state.x, cap));
            if (state.present && belowCap && !needsSaturated(i))
                waiting.push_back({level(i), i});
        }
        std::sort(waiting.begin(), waiting.end());

        // The rising group: x_i = L w_i / mu_i; rate_j = sum over the group of w_i d_ij / mu_i.
        std::vector<int> group;
        std::vector<bool> inGroup(std::size_t(m_n), false);
        std::priority_queue<std::pair<Real, int>, std::vector<std::pair<Real, int>>, std::greater<>>
            capLevels;
        std::vector<Real> rate(std::size_t(m_m), 0.0L);
        std::vector<Real> summed(std::size_t(m_m), 0.0L); ///< rate_j when last summed in full
        const auto rateOf = [&](int i, int j) {
            return Real(user(i).weight) * user(i).demand[j] / m_mu[i];
        };
        // Users who stop subtract their rates; when that has cancelled a sum to a thousandth of
        // what it was, it is summed again from the group (weights 1e-300 next to 1 would
        // otherwise leave rounding error, or nothing, as the light users' rate).
        const auto resumCancelledRates = [&] {
            for (int j = 0; j < m_m; ++j) {
                if (summed[j] == 0.0L || std::abs(rate[j]) > summed[j] / 1000)
                    continue;
                rate[j] = 0.0L;
                for (int i : group)
                    if (inGroup[i])
                        rate[j] += rateOf(i, j);
                summed[j] = rate[j];
            }
        };
        std::size_t next = 0;
        Real current = waiting.empty() ? 0.0L : waiting.front().first;
        const auto leaveGroup = [&](int i, Real x) {
            inGroup[i] = false;
            m_users[i].x = std::max(m_users[i].x, toTaskCount(x));
            for (int j = 0; j < m_m; ++j)
                rate[j] -= rateOf(i, j);
        };
        while (true) {
            for (; next < waiting.size() &&
                   (waiting[next].first <= current || tied(waiting[next].first, current));
                 ++next) {
                const int i = waiting[next].second;
                if (needsSaturated(i))
                    continue;
                inGroup[i] = true;
                group.push_back(i);
                for (int j = 0; j < m_m; ++j) {
                    rate[j] += rateOf(i, j);
                    summed[j] = std::max(summed[j], rate[j]);
                }
                capLevels.push({Real(capOf(i)) * m_mu[i] / user(i).weight, i});
            }
            group.erase(
                std::remove_if(group.begin(), group.end(), [&](int i) { return !inGroup[i]; }),
                group.end());
            if (group.empty()) {
                if (next >= waiting.size())
                    break;
                current = waiting[next].first;
                continue;
            }
            Real target = next < waiting.size() ? waiting[next].first : Real(kInf);
            while (!capLevels.empty() && !inGroup[capLevels.top().second])
                capLevels.pop();
            if (!capLevels.empty())
                target = std::min(target, capLevels.top().first);
            int bottleneck = -1;
            for (int j = 0; j < m_m; ++j) {
                if (saturated[j] || !(rate[j] > 0.0))
                    continue;
                const Real full = current + (bound[j] - usage[j]) / rate[j];
                if (full <= target) {
                    target = full;
                    bottleneck = j;
                }
            }
            if (std::isinf(target)) {
                // Nothing bounds the group (only rounding can make every rate vanish): it stops
                // where it is rather than grow without end.
                for (int i : group)
                    if (inGroup[i])
                        leaveGroup(i, current * Real(user(i).weight) / m_mu[i]);
                break;
            }
            target = std::max(target, current);
            for (int j = 0; j < m_m; ++j)
                usage[j] += rate[j] * (target - current);
            current = target;
            // Saturated resources stop the users that need them (the bottleneck surely, whatever
            // the rounding); caps stop their users.
            for (int j = 0; j < m_m; ++j) {
                if (saturated[j] || !(rate[j] > 0.0) ||
                    !(j == bottleneck || usage[j] >= bound[j] ||
                      relativelyEqual(double(usage[j]), double(bound[j]))))
                    continue;
                saturated[j] = true;
                for (int i : group)
                    if (inGroup[i] && user(i).demand[j] > 0.0)
                        leaveGroup(i, current * Real(user(i).weight) / m_mu[i]);
            }
            // (An absent cap is at an infinite level, which no tolerance reaches.)
            while (
                !capLevels.empty() &&
                (!inGroup[capLevels.top().second] || capLevels.top().first <= current ||
                 (std::isfinite(capLevels.top().first) && tied(capLevels.top().first, current)))) {
                const int i = capLevels.top().second;
                capLevels.pop();
                if (inGroup[i])
                    leaveGroup(i, capOf(i));
            }
            resumCancelledRates();
        }
    }

    /// Online DRF: one round of Algorithm 1 over the present users with tasks to launch.
    void allocationRound()
    {
        QList<double> usage = presentUsage();
        const auto fits = [&](int i) {
            for (int j = 0; j < m_m; ++j) {
                const double d = user(i).demand[j];
                if (d > 0.0 && usage[j] + d > m_scenario.resources[j].capacity * (1.0 + kRelTol))
                    return false;
            }
            return true;
        };
        const auto eligible = [&](int i) {
            const UserState &state = m_users[i];
            return state.present && state.launched < m_taskCount[i] && state.x < m_wholeCap[i];
        };
        const auto share = [&](int i) { return Real(m_users[i].x) * m_mu[i] / user(i).weight; };
        // (weighted dominant share, user), ordered by share, then by user: among equal shares
        // the first listed comes first.
        using Entry = std::pair<Real, int>;
        std::set<Entry> queue;
        for (int i = 0; i < m_n; ++i)
            if (eligible(i))
                queue.insert({share(i), i});
        const auto nextShare = [&queue](Real share) {
            return queue.upper_bound({share, std::numeric_limits<int>::max()});
        };
        while (!queue.empty()) {
            // Shares within a relative 1e-9 of the lowest are equal to it: the user listed first
            // among them wins. Each distinct share is looked at once, by its first user.
            auto chosen = queue.begin();
            const Real lowest = chosen->first;
            for (auto it = nextShare(lowest); it != queue.end() && tied(it->first, lowest);
                 it = nextShare(it->first))
                if (it->second < chosen->second)
                    chosen = it;
            const int i = chosen->second;
            queue.erase(chosen);
            if (!fits(i))
                continue; // blocked for the rest of the round
            launchTask(i);
            for (int j = 0; j < m_m; ++j)
                usage[j] += user(i).demand[j];
            if (m_run.events > m_limits.events) {
                stop(OnlineSimulationTexts::tr(
                         "it passed %1 events (arrivals, departures and task starts); "
                         "shorten the horizon, or give the tasks longer durations or "
                         "larger demands")
                         .arg(countText(m_limits.events)));
                return;
            }
            if (++m_startsUnchecked >= kStartsPerCheck) {
                m_startsUnchecked = 0;
                if (interrupted())
                    return;
            }
            if (eligible(i))
                queue.insert({share(i), i});
        }
    }

    void launchTask(int i)
    {
        UserState &state = m_users[i];
        const bool last = state.launched + 1.0 >= m_taskCount[i];
        const double credit = last ? m_lastCredit[i] : 1.0;
        const double end = m_now + credit * user(i).duration;
        state.x += 1.0;
        state.launched += 1.0;
        ++m_run.events;
        std::deque<Batch> &batches = state.batches;
        if (!batches.empty() && batches.back().end == end && batches.back().credit == credit) {
            batches.back().count += 1.0;
            return;
        }
        // A shorter last task ends before the tasks started earlier.
        const auto at = std::upper_bound(batches.begin(), batches.end(), end,
                                         [](double time, const Batch &b) { return time < b.end; });
        batches.insert(at, Batch{end, 1.0, credit});
    }

    void updateFinishTimes()
    {
        for (int i = 0; i < m_n; ++i) {
            UserState &state = m_users[i];
            state.finishAt = kInf;
            if (state.present && user(i).work && state.x > 0.0)
                state.finishAt = m_now + (*user(i).work - state.done) * user(i).duration / state.x;
        }
    }

    void appendUsageRow()
    {
        QList<double> usage(m_m, 0.0);
        for (int i = 0; i < m_n; ++i)
            for (int j = 0; j < m_m; ++j)
                usage[j] += m_row[i] * user(i).demand[j];
        m_run.usage.append(usage);
    }

    /// A new segment from now when some user's tasks changed; the open one otherwise goes on.
    void recordSegment()
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
            stop(OnlineSimulationTexts::tr(
                     "its timeline passed %1 numbers (segments x (users + "
                     "resources)); shorten the horizon or simulate fewer users")
                     .arg(countText(m_limits.timelineNumbers)));
    }

    void finish()
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
            const double presence = std::isinf(state.arrivedAt)
                                        ? 0.0
                                        : std::min(state.departedAt, end) - state.arrivedAt;
            result.meanDominantShare = presence > 0.0 ? double(shareIntegral[i] / presence) : 0.0;
            m_run.users.append(result);
        }
    }

    const Scenario &m_scenario;
    const Mechanism m_mechanism;
    const PolicyId m_policy;
    const OnlineLimits m_limits;
    BackgroundJob *const m_job; ///< the caller's cancel flag and our progress, if any
    const int m_n;
    const int m_m;
    const std::vector<Real> m_mu; ///< mu_i, the dominant share of one task
    std::vector<UserState> m_users;
    const std::optional<double> m_fixedHorizon;
    const double m_totalWeight;
    std::vector<int> m_arrivals; ///< users by arrival time
    std::vector<int> m_leaves;   ///< users with a leave time, by it
    std::size_t m_nextArrival = 0;
    std::size_t m_nextLeave = 0;
    std::vector<double> m_taskCount;  ///< online-drf: tasks of the job (inf: endless)
    std::vector<double> m_lastCredit; ///< online-drf: the fraction of a task the last one is
    std::vector<double> m_wholeCap;   ///< online-drf: most tasks at once
    double m_arrivedWeight = 0.0;     ///< dynamic-drf: A
    double m_now = 0.0;
    qint64 m_steps = 0;        ///< instants x (users + resources) so far
    int m_startsUnchecked = 0; ///< task starts since the last look at the cancel flag
    QList<double> m_row;       ///< the open segment's tasks
    OnlineRun m_run;
};

} // namespace

QString mechanismKey(Mechanism mechanism)
{
    switch (mechanism) {
    case Mechanism::Recompute:
        return QStringLiteral("recompute");
    case Mechanism::DynamicDrf:
        return QStringLiteral("dynamic-drf");
    case Mechanism::OnlineDrf:
        break;
    }
    return QStringLiteral("online-drf");
}

QString mechanismName(Mechanism mechanism)
{
    switch (mechanism) {
    case Mechanism::Recompute:
        return QStringLiteral("Recompute (the static policy, free preemption)");
    case Mechanism::DynamicDrf:
        return OnlineSimulationTexts::tr("Dynamic DRF (no preemption, room kept for arrivals)");
    case Mechanism::OnlineDrf:
        break;
    }
    return OnlineSimulationTexts::tr("Online DRF (whole tasks, no preemption)");
}

QString mechanismShortName(Mechanism mechanism)
{
    switch (mechanism) {
    case Mechanism::Recompute:
        return QCoreApplication::translate("drf::Mechanism", "Recompute");
    case Mechanism::DynamicDrf:
        return QCoreApplication::translate("drf::Mechanism", "Dynamic DRF");
    case Mechanism::OnlineDrf:
        break;
    }
    return QCoreApplication::translate("drf::Mechanism", "Online DRF");
}

std::optional<Mechanism> mechanismFromKey(const QString &key)
{
    for (Mechanism mechanism : kAllMechanisms)
        if (mechanismKey(mechanism) == key)
            return mechanism;
    return std::nullopt;
}

QString mechanismKeys()
{
    QStringList keys;
    for (Mechanism mechanism : kAllMechanisms)
        keys.append(mechanismKey(mechanism));
    return keys.join(QStringLiteral(", "));
}

int OnlineRun::segmentAt(double t) const
{
    const auto after = std::upper_bound(boundaries.cbegin(), boundaries.cend(), t);
    const int segment = int(after - boundaries.cbegin()) - 1;
    return std::clamp(segment, 0, std::max(0, segmentCount() - 1));
}

std::optional<double> fixedHorizon(const Scenario &scenario)
{
    if (scenario.horizon)
        return scenario.horizon;
    double longest = 0.0;
    double latest = 0.0;
    bool endless = false;
    for (const User &user : scenario.users) {
        longest = std::max(longest, user.duration);
        latest = std::max({latest, user.arrive, user.leave.value_or(0.0)});
        endless = endless || (!user.work && !user.leave);
    }
    if (!endless)
        return std::nullopt;
    return std::max({10.0 * longest, 2.0 * latest, 1.0});
}

OnlineRun simulateOnline(const Scenario &scenario, Mechanism mechanism, PolicyId policy,
                         const OnlineLimits &limits, BackgroundJob *job)
{
    return Simulation(scenario, mechanism, policy, limits, job).run();
}

} // namespace drf
