#include "progressivefilling.h"

#include "analysis.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>
#include <numeric>
#include <set>

namespace drf {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
/// Events closer than this (relative) happen at the same level.
constexpr double kEventTol = 1e-12;

double capOf(const User &user)
{
    return user.maxTasks ? *user.maxTasks : kInf;
}

bool nearlyEqual(double a, double b)
{
    return std::abs(a - b) <= kRelTol * std::max(std::abs(a), std::abs(b));
}

} // namespace

QList<double> dominantSharePerTask(const Scenario &scenario)
{
    QList<double> mu(scenario.userCount(), 0.0);
    for (int i = 0; i < scenario.userCount(); ++i)
        for (int j = 0; j < scenario.resourceCount(); ++j)
            mu[i] = std::max(mu[i], scenario.users[i].demand[j] / scenario.resources[j].capacity);
    return mu;
}

QList<double> aggregateSharePerTask(const Scenario &scenario)
{
    QList<double> a(scenario.userCount(), 0.0);
    for (int i = 0; i < scenario.userCount(); ++i)
        for (int j = 0; j < scenario.resourceCount(); ++j)
            a[i] += scenario.users[i].demand[j] / scenario.resources[j].capacity;
    return a;
}

DrfDerivation drfDerivation(const Scenario &scenario)
{
    const int n = scenario.userCount();
    const int m = scenario.resourceCount();
    DrfDerivation d;
    d.mu = dominantSharePerTask(scenario);
    d.dominantResource.fill(0, n);
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < m; ++j) {
            const double share = scenario.users[i].demand[j] / scenario.resources[j].capacity;
            if (share > scenario.users[i].demand[d.dominantResource[i]]
                            / scenario.resources[d.dominantResource[i]].capacity)
                d.dominantResource[i] = j;
        }
    }
    d.denominators.fill(0.0, m);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j)
            d.denominators[j] += scenario.users[i].weight * scenario.users[i].demand[j] / d.mu[i];
    d.bounds.fill(kInf, m);
    d.s = kInf;
    for (int j = 0; j < m; ++j) {
        if (d.denominators[j] > 0.0)
            d.bounds[j] = scenario.resources[j].capacity / d.denominators[j];
        if (d.bounds[j] < d.s) {
            d.s = d.bounds[j];
            d.bottleneck = j;
        }
    }
    return d;
}

double wholeTaskCap(const User &user)
{
    return user.maxTasks ? wholeTasks(*user.maxTasks) : kInf;
}

double wholeTasks(double x)
{
    if (!std::isfinite(x))
        return x;
    const double nearest = std::round(x);
    if (std::abs(x - nearest) <= kRelTol * std::max(1.0, std::abs(x)))
        return nearest;
    return std::floor(x);
}

FillingResult progressiveFilling(const Scenario &scenario, const QList<double> &sharePerTask,
                                 SaturationRule rule)
{
    const int n = scenario.userCount();
    const int m = scenario.resourceCount();
    FillingResult result;
    result.tasks.fill(0.0, n);

    // rate_i: tasks per unit of level. Active users run rate_i * t tasks.
    QList<double> rate(n);
    QList<double> capLevel(n);
    QList<bool> active(n, true);
    QList<double> frozenUsage(m, 0.0);
    QList<double> activeRate(m, 0.0);
    QList<int> activeDemanders(m, 0);
    for (int i = 0; i < n; ++i) {
        const User &user = scenario.users[i];
        rate[i] = user.weight / sharePerTask[i];
        capLevel[i] = capOf(user) / rate[i];
        for (int j = 0; j < m; ++j) {
            if (user.demand[j] > 0.0) {
                activeRate[j] += rate[i] * user.demand[j];
                ++activeDemanders[j];
            }
        }
    }
    QList<int> byCap(n);
    std::iota(byCap.begin(), byCap.end(), 0);
    std::stable_sort(byCap.begin(), byCap.end(),
                     [&](int a, int b) { return capLevel[a] < capLevel[b]; });
    int nextCap = 0;
    int activeCount = n;

    auto freeze = [&](int i, double tasks, QList<int> &frozen) {
        active[i] = false;
        --activeCount;
        result.tasks[i] = tasks;
        frozen.append(i);
        for (int j = 0; j < m; ++j) {
            const double d = scenario.users[i].demand[j];
            if (d > 0.0) {
                frozenUsage[j] += tasks * d;
                activeRate[j] -= rate[i] * d;
                if (--activeDemanders[j] == 0)
                    activeRate[j] = 0.0; // no drift once nobody grows on j
            }
        }
    };

    while (activeCount > 0) {
        while (nextCap < n && !active[byCap[nextCap]])
            ++nextCap;
        double level = nextCap < n ? capLevel[byCap[nextCap]] : kInf;
        for (int j = 0; j < m; ++j) {
            if (activeDemanders[j] > 0 && activeRate[j] > 0.0) {
                const double room = std::max(0.0, scenario.resources[j].capacity - frozenUsage[j]);
                level = std::min(level, room / activeRate[j]);
            }
        }
        const double eventLevel = level * (1.0 + kEventTol);

        // Caps first: a user whose cap binds at this level keeps exactly its cap.
        QList<int> capped;
        while (nextCap < n && capLevel[byCap[nextCap]] <= eventLevel) {
            const int i = byCap[nextCap++];
            if (active[i])
                freeze(i, capOf(scenario.users[i]), capped);
        }
        if (!capped.isEmpty())
            result.stages.append({level, -1, capped});

        for (int j = 0; j < m; ++j) {
            if (activeDemanders[j] == 0 || activeRate[j] <= 0.0)
                continue;
            const double room = std::max(0.0, scenario.resources[j].capacity - frozenUsage[j]);
            if (room / activeRate[j] > eventLevel)
                continue;
            QList<int> stopped;
            for (int i = 0; i < n; ++i) {
                if (active[i] && (rule == SaturationRule::StopEveryone
                                  || scenario.users[i].demand[j] > 0.0))
                    freeze(i, rate[i] * level, stopped);
            }
            result.stages.append({level, j, stopped});
        }
    }
    return result;
}

namespace {

/// State of the whole-task loop; the batch step and the single step share it.
class WholeTaskFiller
{
public:
    WholeTaskFiller(const Scenario &scenario, const QList<double> &sharePerTask)
        : m_scenario(scenario), m_n(scenario.userCount()), m_m(scenario.resourceCount()),
          m_tasks(m_n, 0.0), m_usage(m_m, 0.0), m_usageError(m_m, 0.0), m_cap(m_n), m_step(m_n)
    {
        for (int i = 0; i < m_n; ++i) {
            m_cap[i] = wholeTaskCap(scenario.users[i]);
            m_step[i] = sharePerTask[i] / scenario.users[i].weight;
            if (m_cap[i] >= 1.0)
                m_queue.insert({0.0, i});
        }
    }

    QList<double> run(SaturationRule rule)
    {
        int grantsSinceBatch = 0;
        while (!m_queue.empty()) {
            if (grantsSinceBatch >= kBatchAfter) {
                batch();
                grantsSinceBatch = 0;
                if (m_queue.empty())
                    break;
            }
            const int i = pick();
            m_queue.erase({share(i), i});
            if (!fits(i)) {
                if (rule == SaturationRule::StopEveryone)
                    break;
                continue; // blocked: keeps what it has
            }
            grant(i, 1.0);
            ++grantsSinceBatch;
            if (m_tasks[i] + 1.0 <= m_cap[i])
                m_queue.insert({share(i), i});
        }
        return m_tasks;
    }

private:
    static constexpr int kBatchAfter = 64;

    double share(int i) const { return m_tasks[i] * m_step[i]; }

    /// The smallest share; shares within 1e-9 (relative) are equal and go to the first listed.
    int pick() const
    {
        auto it = m_queue.begin();
        const double smallest = it->first;
        int best = it->second;
        for (auto next = m_queue.upper_bound({smallest, INT_MAX});
             next != m_queue.end() && nearlyEqual(next->first, smallest);
             next = m_queue.upper_bound({next->first, INT_MAX}))
            best = std::min(best, next->second);
        return best;
    }

    bool fits(int i) const
    {
        const User &user = m_scenario.users[i];
        for (int j = 0; j < m_m; ++j) {
            if (user.demand[j] > 0.0
                && m_usage[j] + user.demand[j] > m_scenario.resources[j].capacity * (1.0 + kRelTol))
                return false;
        }
        return true;
    }

    void grant(int i, double tasks)
    {
        m_tasks[i] += tasks;
        // Kahan summation: millions of single tasks added to a large usage must not drift.
        for (int j = 0; j < m_m; ++j) {
            const double term = tasks * m_scenario.users[i].demand[j] - m_usageError[j];
            const double sum = m_usage[j] + term;
            m_usageError[j] = (sum - m_usage[j]) - term;
            m_usage[j] = sum;
        }
    }

    /// Tasks user i (queued) would hold once every task starting below `level` is granted.
    double tasksBelow(int i, double level) const
    {
        return std::min(m_cap[i], std::max(m_tasks[i], std::ceil(level / m_step[i])));
    }

    bool batchFits(double level) const
    {
        QList<double> usage = m_usage;
        for (const auto &[s, i] : m_queue) {
            const double extra = tasksBelow(i, level) - m_tasks[i];
            for (int j = 0; j < m_m; ++j)
                usage[j] += extra * m_scenario.users[i].demand[j];
        }
        for (int j = 0; j < m_m; ++j)
            if (usage[j] > m_scenario.resources[j].capacity * (1.0 + kRelTol))
                return false;
        return true;
    }

    /// No queued user starts a task within 1e-8 of `level`: then the one-by-one loop grants every
    /// task below it before any task above it, whatever the tie rule does.
    bool isClearLevel(double level) const
    {
        for (const auto &[s, i] : m_queue) {
            const double k = std::round(level / m_step[i]);
            if (std::abs(k * m_step[i] - level) <= 1e-8 * level)
                return false;
        }
        return true;
    }

    /// Grants at once every task the one-by-one loop would grant before anything could block:
    /// all tasks starting below the highest level at which they all still fit.
    void batch()
    {
        double low = m_queue.begin()->first;
        double high = std::max(low, m_step[m_queue.begin()->second]) * 2.0;
        bool unbounded = true;
        for (int doubling = 0; doubling < 2100; ++doubling) {
            if (!batchFits(high)) {
                unbounded = false;
                break;
            }
            low = high;
            high *= 2.0;
            if (!std::isfinite(high))
                break;
        }
        if (unbounded) {
            // Every queued user reaches its cap without blocking anyone.
            for (const auto &[s, i] : m_queue)
                grant(i, m_cap[i] - m_tasks[i]);
            m_queue.clear();
            return;
        }
        for (int iteration = 0; iteration < 100 && high - low > 1e-12 * high; ++iteration) {
            const double mid = 0.5 * (low + high);
            (batchFits(mid) ? low : high) = mid;
        }
        // Step down to a level no task starts near. When tasks are so many that their levels
        // are closer than the tie tolerance everywhere, ties cannot be told apart anyway.
        double level = low;
        for (int attempt = 0; attempt < 4 && !isClearLevel(level); ++attempt)
            level *= 1.0 - 3e-8;
        if (!isClearLevel(level))
            level = low;
        if (level <= m_queue.begin()->first)
            return;

        std::set<std::pair<double, int>> queue;
        for (const auto &[s, i] : m_queue) {
            grant(i, tasksBelow(i, level) - m_tasks[i]);
            if (m_tasks[i] + 1.0 <= m_cap[i])
                queue.insert({share(i), i});
        }
        m_queue.swap(queue);
        // Recompute usage from scratch so large batches do not accumulate rounding.
        m_usage.fill(0.0);
        m_usageError.fill(0.0);
        for (int i = 0; i < m_n; ++i)
            for (int j = 0; j < m_m; ++j)
                m_usage[j] += m_tasks[i] * m_scenario.users[i].demand[j];
    }

    const Scenario &m_scenario;
    const int m_n;
    const int m_m;
    QList<double> m_tasks;
    QList<double> m_usage;
    QList<double> m_usageError; ///< Kahan compensation of m_usage
    QList<double> m_cap;
    QList<double> m_step; ///< share of one task, divided by the weight
    std::set<std::pair<double, int>> m_queue; ///< (share, user) of users neither blocked nor capped
};

} // namespace

QList<double> wholeTaskFilling(const Scenario &scenario, const QList<double> &sharePerTask,
                               SaturationRule rule)
{
    return WholeTaskFiller(scenario, sharePerTask).run(rule);
}

} // namespace drf
