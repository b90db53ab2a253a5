#include "onlinesimulator.h"

#include "progressivefilling.h"
#include "tolerance.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <queue>
#include <set>
#include <utility>

namespace drf::online {

namespace {

/// Online-drf's round reads the cancel flag and the deadline after this many task starts (a
/// round of a large cluster starts millions).
constexpr int kStartsPerCheck = 4096;

/// Dynamic DRF's filling at one instant: the present users below their caps, lowest level
/// first, join a group whose weighted dominant share L rises together (x_i = L w_i / mu_i,
/// rate_j = sum over the group of w_i d_ij / mu_i) until a resource reaches its bound or a
/// user its cap; the users that need that resource, or that user, stop there.
class DynamicFilling
{
public:
    DynamicFilling(const Scenario &scenario, const std::vector<Real> &mu,
                   std::vector<UserState> &users, double fraction, const QList<double> &used)
        : m_scenario(scenario), m_mu(mu), m_users(users), m_n(int(users.size())),
          m_m(scenario.resourceCount()), m_bound(std::size_t(m_m), 0.0L),
          m_usage(used.cbegin(), used.cend()), m_saturated(std::size_t(m_m), false),
          m_inGroup(std::size_t(m_n), false), m_rate(std::size_t(m_m), 0.0L),
          m_summed(std::size_t(m_m), 0.0L)
    {
        for (int j = 0; j < m_m; ++j)
            m_bound[j] = Real(fraction) * m_scenario.resources[j].capacity;
        for (int j = 0; j < m_m; ++j)
            m_saturated[j] =
                m_usage[j] >= m_bound[j] || relativelyEqual(double(m_usage[j]), double(m_bound[j]));
    }

    void run()
    {
        collectWaiting();
        m_current = m_waiting.empty() ? 0.0L : m_waiting.front().first;
        while (true) {
            admitUpToCurrent();
            m_group.erase(std::remove_if(m_group.begin(), m_group.end(),
                                         [&](int i) { return !m_inGroup[i]; }),
                          m_group.end());
            if (m_group.empty()) {
                if (m_next >= m_waiting.size())
                    break;
                m_current = m_waiting[m_next].first;
                continue;
            }
            int bottleneck = -1;
            Real target = nextTarget(&bottleneck);
            if (std::isinf(target)) {
                // Nothing bounds the group (only rounding can make every rate vanish): it stops
                // where it is rather than grow without end.
                for (int i : m_group)
                    if (m_inGroup[i])
                        leaveGroup(i, m_current * Real(user(i).weight) / m_mu[i]);
                break;
            }
            target = std::max(target, m_current);
            for (int j = 0; j < m_m; ++j)
                m_usage[j] += m_rate[j] * (target - m_current);
            m_current = target;
            stopAtSaturated(bottleneck);
            stopAtCaps();
            resumCancelledRates();
        }
    }

private:
    const User &user(int i) const { return m_scenario.users[i]; }
    bool needsSaturated(int i) const
    {
        for (int j = 0; j < m_m; ++j)
            if (m_saturated[j] && user(i).demand[j] > 0.0)
                return true;
        return false;
    }
    Real level(int i) const { return Real(m_users[i].x) * m_mu[i] / user(i).weight; }
    double capOf(int i) const { return user(i).maxTasks ? *user(i).maxTasks : kInf; }
    Real rateOf(int i, int j) const { return Real(user(i).weight) * user(i).demand[j] / m_mu[i]; }

    /// The present users below their caps that need no saturated resource, lowest level first.
    void collectWaiting()
    {
        for (int i = 0; i < m_n; ++i) {
            const UserState &state = m_users[i];
            const double cap = capOf(i);
            const bool belowCap =
                std::isinf(cap) || (state.x < cap && !relativelyEqual(state.x, cap));
            if (state.present && belowCap && !needsSaturated(i))
                m_waiting.push_back({level(i), i});
        }
        std::sort(m_waiting.begin(), m_waiting.end());
    }

    /// The waiting users the rising level has reached join the group.
    void admitUpToCurrent()
    {
        for (; m_next < m_waiting.size() &&
               (m_waiting[m_next].first <= m_current || tied(m_waiting[m_next].first, m_current));
             ++m_next) {
            const int i = m_waiting[m_next].second;
            if (needsSaturated(i))
                continue;
            m_inGroup[i] = true;
            m_group.push_back(i);
            for (int j = 0; j < m_m; ++j) {
                m_rate[j] += rateOf(i, j);
                m_summed[j] = std::max(m_summed[j], m_rate[j]);
            }
            m_capLevels.push({Real(capOf(i)) * m_mu[i] / user(i).weight, i});
        }
    }

    /// The level of the group's next event: the next waiting user's level, a cap, or the level
    /// at which a resource reaches its bound (then `bottleneck`).
    Real nextTarget(int *bottleneck)
    {
        Real target = m_next < m_waiting.size() ? m_waiting[m_next].first : Real(kInf);
        while (!m_capLevels.empty() && !m_inGroup[m_capLevels.top().second])
            m_capLevels.pop();
        if (!m_capLevels.empty())
            target = std::min(target, m_capLevels.top().first);
        for (int j = 0; j < m_m; ++j) {
            if (m_saturated[j] || !(m_rate[j] > 0.0))
                continue;
            const Real full = m_current + (m_bound[j] - m_usage[j]) / m_rate[j];
            if (full <= target) {
                target = full;
                *bottleneck = j;
            }
        }
        return target;
    }

    /// Saturated resources stop the users that need them (the bottleneck surely, whatever the
    /// rounding).
    void stopAtSaturated(int bottleneck)
    {
        for (int j = 0; j < m_m; ++j) {
            if (m_saturated[j] || !(m_rate[j] > 0.0) ||
                !(j == bottleneck || m_usage[j] >= m_bound[j] ||
                  relativelyEqual(double(m_usage[j]), double(m_bound[j]))))
                continue;
            m_saturated[j] = true;
            for (int i : m_group)
                if (m_inGroup[i] && user(i).demand[j] > 0.0)
                    leaveGroup(i, m_current * Real(user(i).weight) / m_mu[i]);
        }
    }

    /// Caps stop their users. (An absent cap is at an infinite level, which no tolerance
    /// reaches.)
    void stopAtCaps()
    {
        while (!m_capLevels.empty() &&
               (!m_inGroup[m_capLevels.top().second] || m_capLevels.top().first <= m_current ||
                (std::isfinite(m_capLevels.top().first) &&
                 tied(m_capLevels.top().first, m_current)))) {
            const int i = m_capLevels.top().second;
            m_capLevels.pop();
            if (m_inGroup[i])
                leaveGroup(i, capOf(i));
        }
    }

    void leaveGroup(int i, Real x)
    {
        m_inGroup[i] = false;
        m_users[i].x = std::max(m_users[i].x, toTaskCount(x));
        for (int j = 0; j < m_m; ++j)
            m_rate[j] -= rateOf(i, j);
    }

    /// Users who stop subtract their rates; when that has cancelled a sum to a thousandth of
    /// what it was, it is summed again from the group (weights 1e-300 next to 1 would otherwise
    /// leave rounding error, or nothing, as the light users' rate).
    void resumCancelledRates()
    {
        for (int j = 0; j < m_m; ++j) {
            if (m_summed[j] == 0.0L || std::abs(m_rate[j]) > m_summed[j] / 1000)
                continue;
            m_rate[j] = 0.0L;
            for (int i : m_group)
                if (m_inGroup[i])
                    m_rate[j] += rateOf(i, j);
            m_summed[j] = m_rate[j];
        }
    }

    const Scenario &m_scenario;
    const std::vector<Real> &m_mu;
    std::vector<UserState> &m_users;
    const int m_n;
    const int m_m;
    std::vector<Real> m_bound; ///< (A / W) C_j
    std::vector<Real> m_usage;
    std::vector<bool> m_saturated;
    std::vector<std::pair<Real, int>> m_waiting; ///< (level, user), lowest first
    std::size_t m_next = 0;                      ///< the first waiting user not yet admitted
    Real m_current = 0.0L;                       ///< the group's level
    std::vector<int> m_group;
    std::vector<bool> m_inGroup;
    std::priority_queue<std::pair<Real, int>, std::vector<std::pair<Real, int>>, std::greater<>>
        m_capLevels;
    std::vector<Real> m_rate;
    std::vector<Real> m_summed; ///< rate_j when last summed in full
};

} // namespace

void Simulator::recompute()
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

void Simulator::fillDynamic()
{
    const double fraction = std::min(1.0, m_arrivedWeight / m_totalWeight);
    DynamicFilling(m_scenario, m_mu, m_users, fraction, presentUsage()).run();
}

void Simulator::allocationRound()
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

void Simulator::launchTask(int i)
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

void Simulator::updateFinishTimes()
{
    for (int i = 0; i < m_n; ++i) {
        UserState &state = m_users[i];
        state.finishAt = kInf;
        if (state.present && user(i).work && state.x > 0.0)
            state.finishAt = m_now + (*user(i).work - state.done) * user(i).duration / state.x;
    }
}

} // namespace drf::online
