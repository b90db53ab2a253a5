#include "wholetaskfilling.h"

#include "fillingreal.h"
#include "sharetree.h"
#include "tolerance.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace drf {

using namespace filling;

/// State of the whole-task loop: runs of grants to one user, and level jumps over many users.
class WholeTaskFiller
{
public:
    WholeTaskFiller(const Scenario &scenario, ShareMeasure measure)
        : m_scenario(scenario), m_n(scenario.userCount()), m_m(scenario.resourceCount()),
          m_tasks(m_n, 0.0), m_usage(m_m, 0.0), m_usageLow(m_m, 0.0), m_limit(m_m), m_cap(m_n),
          m_step(m_n), m_queue(m_n)
    {
        // DOMAIN.md's C_j (1 + 1e-9), less the rounding a plain sum of N products may add when
        // the analysis adds the usage up again (so a full resource is not read as overloaded).
        const double summingError = 4.0 * std::numeric_limits<double>::epsilon() * (m_n + 1);
        for (int j = 0; j < m_m; ++j)
            m_limit[j] = scenario.resources[j].capacity * (1.0 + kRelTol) * (1.0 - summingError);
        for (int i = 0; i < m_n; ++i) {
            m_cap[i] = wholeTaskCap(scenario.users[i]);
            m_step[i] = sharePerTask(scenario, scenario.users[i].demand, measure) /
                        Real(scenario.users[i].weight);
            if (m_cap[i] >= 1.0)
                enqueue(i);
        }
    }

    FillingResult run(SaturationRule rule)
    {
        runLoop(rule);
        return {m_tasks, {}, m_cutShort};
    }

    /// Runs the loop until the next step would read user `watched`'s demand: before its first
    /// turn the user only waits in the queue at share 0, whatever it demands.
    void runUntilServing(SaturationRule rule, int watched)
    {
        m_watched = watched;
        m_phase = Phase::UntilWatchedServed;
        runLoop(rule);
    }

    /// Continues the loop with user `watched`'s demand as it is now in the scenario (its share
    /// per task set again) until that user's tasks are final: out of the queue (blocked,
    /// capped), its next task no longer fitting (surelyBlocked()), or the loop over. Returns
    /// those tasks.
    double resumeUntilWatchedFinal(SaturationRule rule, ShareMeasure measure)
    {
        const User &watched = m_scenario.users[m_watched];
        m_step[m_watched] =
            sharePerTask(m_scenario, watched.demand, measure) / Real(watched.weight);
        m_phase = Phase::UntilWatchedFinal;
        runLoop(rule);
        return m_tasks[m_watched];
    }

    /// Whether user i's next task does not fit, with a margin above the rounding of the usage:
    /// usage only grows, so no later step (run, jump or stop) gives it another task.
    bool surelyBlocked(int i) const
    {
        const QList<double> &demand = m_scenario.users[i].demand;
        for (int j = 0; j < m_m; ++j) {
            const double room = (m_limit[j] - m_usage[j]) - m_usageLow[j];
            if (demand[j] > 0.0 && room + 1e-9 * m_limit[j] < demand[j])
                return true;
        }
        return false;
    }

    /// With the loop paused before the watched user's turn: the most tasks of `demand` that fit
    /// in what is left of every resource `demand` needs (+inf when it needs none); 0 when the
    /// watched user will have no turn.
    double tasksThatFitWhilePaused(const QList<double> &demand) const
    {
        if (m_queued == 0 || m_queue.at(m_watched) == kRealInf)
            return 0.0;
        Real most = kRealInf;
        for (int j = 0; j < m_m; ++j) {
            if (demand[j] <= 0.0)
                continue;
            // The rounding of the usage the loop adds up is below 1e-9 of the limit.
            const Real room = Real(m_limit[j]) - Real(m_usage[j]) - Real(m_usageLow[j]) +
                              1e-9L * Real(m_limit[j]);
            most = std::min(most, std::max(0.0L, room) / Real(demand[j]));
        }
        return most >= Real(kLargest) ? kInf : double(most * (1.0L + 1e-9L));
    }

private:
    enum class Phase
    {
        ToTheEnd,
        UntilWatchedServed, ///< pause before any step that reads the watched user's demand
        UntilWatchedFinal,  ///< stop once the watched user's tasks are final
    };

    void runLoop(SaturationRule rule)
    {
        // Runs are O(N + m) per event in practice; this bound only stops inputs where doubles
        // cannot tell the tasks apart (shares and usages that no longer change by one task).
        const qint64 runBudget = 256 * qint64(m_n + m_m) + 10000;
        while (m_queued > 0) {
            const bool watchedQueued = m_watched >= 0 && m_queue.at(m_watched) != kRealInf;
            if (m_phase == Phase::UntilWatchedFinal && (!watchedQueued || surelyBlocked(m_watched)))
                return;
            // Jumps and the budget's stop read every queued user.
            const bool jumpDue = m_runsSinceJump >= 2 * m_queued + 64;
            if (m_phase == Phase::UntilWatchedServed &&
                (!watchedQueued || jumpDue || m_runs + 1 > runBudget))
                return;
            if (++m_runs > runBudget) {
                stopAtFittingLevel();
                break;
            }
            // A level jump costs O(N m log) and a run O(m + log N): jumping after ~2 runs per
            // queued user keeps the total time proportional to the events, not to the tasks.
            if (jumpDue) {
                jumpLevel();
                m_runsSinceJump = 0;
                if (m_queued == 0)
                    break;
            }
            const Real smallest = m_queue.minimum();
            const int i = m_queue.firstAtMost(tieBound(smallest));
            if (m_phase == Phase::UntilWatchedServed && i == m_watched) {
                --m_runs;
                return;
            }
            dequeue(i);
            const double fitting = tasksThatFit(i);
            if (fitting < 1.0) {
                if (rule == SaturationRule::StopEveryone)
                    break;
                continue; // blocked: keeps what it has
            }
            const double limit = std::min(fitting, m_cap[i] - m_tasks[i]);
            double granted = grant(i, grantsInARow(i, limit));
            ++m_runsSinceJump;
            if (granted <= 0.0) {
                // Beyond 2^53 a run can be shorter than the gap to the next double: the count
                // moves to that double when its tasks fit, and the user stops only when not.
                const double gap = std::nextafter(m_tasks[i], kInf) - m_tasks[i];
                if (gap <= limit)
                    granted = grant(i, gap);
            }
            if (granted <= 0.0)
                continue;
            if (m_tasks[i] < m_cap[i] && m_tasks[i] < kLargest)
                enqueue(i);
        }
        m_queued = 0; // over: nobody is served any more (StopEveryone may leave users queued)
    }

private:
    Real share(int i) const { return Real(m_tasks[i]) * m_step[i]; }
    Real shareAfter(int i, double more) const
    {
        return (Real(m_tasks[i]) + Real(more)) * m_step[i];
    }

    /// Shares up to this bound are equal to `smallest` (within 1e-9, relative).
    static Real tieBound(Real smallest) { return smallest / (1.0L - Real(kRelTol)); }

    void enqueue(int i)
    {
        if (m_queue.at(i) == kRealInf)
            ++m_queued;
        m_queue.set(i, share(i));
    }
    void dequeue(int i)
    {
        if (m_queue.at(i) != kRealInf)
            --m_queued;
        m_queue.set(i, kRealInf);
    }

    /// How many tasks in a row user i (just picked, out of the queue) gets before someone else
    /// would be picked: while its share stays the smallest or tied with it, and no user listed
    /// before it ties with the smallest. At most `limit`.
    double grantsInARow(int i, double limit) const
    {
        const Real others = m_queue.minimum();
        if (others == kRealInf)
            return limit;
        const Real before = m_queue.minimumBefore(i);
        auto picked = [&](double more) {
            const Real mine = shareAfter(i, more);
            const Real smallest = std::min(mine, others);
            return mine <= tieBound(smallest) && !(before <= tieBound(smallest));
        };
        // Picked again after `low` grants; not after `high` (or high reaches the limit).
        double low = 0.0;
        double high = 1.0;
        while (high < limit && picked(high)) {
            low = high;
            high *= 2.0;
        }
        if (high >= limit) {
            if (picked(limit - 1.0))
                return limit;
            high = limit - 1.0;
        }
        while (high - low > 1.0) {
            const double middle = std::floor(low + (high - low) / 2.0);
            if (middle <= low || middle >= high)
                break;
            (picked(middle) ? low : high) = middle;
        }
        return high;
    }

    /// How many next tasks of user i fit, one after the other (0 when the next does not).
    double tasksThatFit(int i) const
    {
        const User &user = m_scenario.users[i];
        double fitting = kInf;
        for (int j = 0; j < m_m; ++j) {
            const double d = user.demand[j];
            if (d <= 0.0)
                continue;
            const double limit = m_limit[j];
            // usage_j + d <= limit, read as "the room left holds d": the same test, but it does
            // not accept a task whose demand is below the rounding of usage_j again and again.
            const double room = (limit - m_usage[j]) - m_usageLow[j];
            if (!(room >= d))
                return 0.0;
            double k = std::floor(room / d);
            for (int attempt = 0; attempt < 4 && k > 1.0 && k * d > room; ++attempt)
                k = std::max(1.0, std::floor(k * (1.0 - 1e-15) - 1.0));
            fitting = std::min(fitting, k);
        }
        return fitting;
    }

    /// Gives user i up to `more` tasks; returns how many it got (fewer when doubles cannot count
    /// them: the count is rounded down to a double).
    double grant(int i, double more)
    {
        const Real wanted = Real(m_tasks[i]) + Real(more);
        const double before = m_tasks[i];
        m_tasks[i] = toTaskCount(wanted);
        const double granted = m_tasks[i] - before;
        for (int j = 0; j < m_m; ++j)
            addUsage(j, granted * m_scenario.users[i].demand[j]);
        return granted;
    }

    /// usage_j as an unevaluated sum m_usage + m_usageLow (Knuth's TwoSum): many small grants
    /// on a large usage are not lost to rounding.
    void addUsage(int j, double amount)
    {
        const double sum = m_usage[j] + amount;
        const double virtualAmount = sum - m_usage[j];
        m_usageLow[j] += (m_usage[j] - (sum - virtualAmount)) + (amount - virtualAmount);
        m_usage[j] = sum;
    }

    /// Tasks user i (queued) would hold once every task starting below `level` is granted.
    double tasksBelow(int i, Real level) const
    {
        const Real below = std::ceil(level / m_step[i]);
        return std::min(m_cap[i], std::max(m_tasks[i], toTaskCount(below)));
    }

    /// The queued users, in order, for the jumps' searches (the queue does not change during one).
    void listWaiting()
    {
        m_waiting.clear();
        for (int i = 0; i < m_n; ++i)
            if (m_queue.at(i) != kRealInf)
                m_waiting.push_back(i);
    }

    /// Whether every task of the waiting users (listWaiting()) starting below `level` fits.
    bool fitsBelow(Real level) const
    {
        std::vector<double> usage(m_usage.begin(), m_usage.end());
        for (int j = 0; j < m_m; ++j)
            usage[size_t(j)] += m_usageLow[j];
        for (int i : m_waiting) {
            const double extra = tasksBelow(i, level) - m_tasks[i];
            if (extra <= 0.0)
                continue;
            for (int j = 0; j < m_m; ++j)
                usage[size_t(j)] += extra * m_scenario.users[i].demand[j];
        }
        for (int j = 0; j < m_m; ++j)
            if (!(usage[size_t(j)] <= m_limit[j]))
                return false;
        return true;
    }

    /// No queued user starts a task within 1e-8 of `level`: then the one-by-one loop grants every
    /// task below it before any task above it, whatever the tie rule does.
    bool isClearLevel(Real level) const
    {
        for (int i : m_waiting) {
            const Real k = std::round(level / m_step[i]);
            if (std::abs(k * m_step[i] - level) <= 1e-8L * level)
                return false;
        }
        return true;
    }

    /// The highest level below which every queued user's tasks fit, by bisection from `low`
    /// (where they fit) and `high` (where they do not).
    Real highestFittingLevel(Real low, Real high) const
    {
        for (int iteration = 0; iteration < 100 && high - low > 1e-12L * high; ++iteration) {
            const Real middle = 0.5L * (low + high);
            (fitsBelow(middle) ? low : high) = middle;
        }
        return low;
    }

    /// Narrows [low, high] around the highest fitting level with the continuous filling's
    /// guesses: on resource j the tasks below L are about L / step_i each, within one task, so
    /// usage crosses the limit near (room_j + held_j) / rate_j, at most sum_i d_ij / rate_j
    /// lower. Each guess is checked (caps make them inexact), so the bracket stays valid.
    void narrowByContinuousFilling(Real &low, Real &high) const
    {
        std::vector<Real> rate(size_t(m_m), 0.0L), held(size_t(m_m), 0.0L),
            oneTask(size_t(m_m), 0.0L);
        for (int i : m_waiting) {
            for (int j = 0; j < m_m; ++j) {
                const Real d = m_scenario.users[i].demand[j];
                rate[size_t(j)] += d / m_step[i];
                held[size_t(j)] += Real(m_tasks[i]) * d;
                oneTask[size_t(j)] += d;
            }
        }
        Real crossing = kRealInf;
        Real crossingLow = kRealInf;
        for (int j = 0; j < m_m; ++j) {
            if (!(rate[size_t(j)] > 0.0L))
                continue;
            const Real room = Real(m_limit[j]) - Real(m_usage[j]) - Real(m_usageLow[j]);
            const Real level = (room + held[size_t(j)]) / rate[size_t(j)];
            if (level < crossing) {
                crossing = level;
                crossingLow = level - oneTask[size_t(j)] / rate[size_t(j)];
            }
        }
        if (crossingLow > low && crossingLow < high && fitsBelow(crossingLow))
            low = crossingLow;
        const Real above = crossing * (1.0L + 1e-9L);
        if (above > low && above < high && !fitsBelow(above))
            high = above;
    }

    /// Ends the loop where doubles no longer separate its steps: every queued user gets the
    /// tasks below the highest level at which they all fit, and stops there.
    void stopAtFittingLevel()
    {
        m_cutShort = true;
        listWaiting();
        const Real start = m_queue.minimum();
        Real high = std::max(start, m_step[m_queue.firstAtMost(start)]) * 2.0L;
        while (fitsBelow(high) && high < kRealInf)
            high *= 2.0L;
        const Real level = highestFittingLevel(start, high);
        for (int i = 0; i < m_n; ++i) {
            if (m_queue.at(i) == kRealInf)
                continue;
            m_tasks[i] = tasksBelow(i, level);
            dequeue(i);
        }
    }

    /// Grants at once every task the one-by-one loop would grant before anything could block:
    /// all tasks starting below the highest level at which they all still fit.
    void jumpLevel()
    {
        listWaiting();
        // Where every queued user holds its cap: if that fits, nobody can block any more.
        Real top = 0.0L;
        for (int i = 0; i < m_n; ++i)
            if (m_queue.at(i) != kRealInf)
                top = std::max(top, Real(m_cap[i]) * m_step[i]);
        if (top < kRealInf && fitsBelow(top)) {
            for (int i = 0; i < m_n; ++i)
                if (m_queue.at(i) != kRealInf) {
                    grant(i, m_cap[i] - m_tasks[i]);
                    dequeue(i);
                }
            return;
        }
        const Real start = m_queue.minimum();
        Real low = start;
        Real high = kRealInf;
        narrowByContinuousFilling(low, high);
        if (high == kRealInf) {
            high = std::max(low, m_step[m_queue.firstAtMost(start)]) * 2.0L;
            while (high < top && fitsBelow(high)) {
                low = high;
                high *= 2.0L;
            }
        }
        high = std::min(high, top);
        low = highestFittingLevel(low, high);
        // Step down to a level no task starts near. When tasks are so many that their levels
        // are closer than the tie tolerance everywhere, ties cannot be told apart anyway.
        Real level = low;
        for (int attempt = 0; attempt < 4 && !isClearLevel(level); ++attempt)
            level *= 1.0L - 3e-8L;
        if (!isClearLevel(level))
            level = low;
        if (level <= start)
            return;

        for (int i = 0; i < m_n; ++i) {
            if (m_queue.at(i) == kRealInf)
                continue;
            const double below = tasksBelow(i, level);
            if (below > m_tasks[i])
                m_tasks[i] = below;
            if (m_tasks[i] < m_cap[i])
                m_queue.set(i, share(i));
            else
                dequeue(i);
        }
        // Usage from scratch, so large jumps do not accumulate rounding.
        std::fill(m_usage.begin(), m_usage.end(), 0.0);
        std::fill(m_usageLow.begin(), m_usageLow.end(), 0.0);
        for (int i = 0; i < m_n; ++i)
            for (int j = 0; j < m_m; ++j)
                addUsage(j, m_tasks[i] * m_scenario.users[i].demand[j]);
    }

    const Scenario &m_scenario;
    const int m_n;
    const int m_m;
    QList<double> m_tasks;
    QList<double> m_usage;
    QList<double> m_usageLow; ///< rounding error of m_usage (see addUsage())
    QList<double> m_limit;    ///< the most a resource may hold
    QList<double> m_cap;
    QList<Real> m_step; ///< share of one task, divided by the weight
    ShareTree m_queue;  ///< shares of the users neither blocked nor capped (+inf for the others)
    int m_queued = 0;
    bool m_cutShort = false;
    qint64 m_runs = 0;
    int m_runsSinceJump = 0;
    int m_watched = -1;         ///< the user whose reports are evaluated (-1: none)
    std::vector<int> m_waiting; ///< the queued users during a jump (listWaiting())
    Phase m_phase = Phase::ToTheEnd;
};

FillingResult wholeTaskFilling(const Scenario &scenario, ShareMeasure measure, SaturationRule rule)
{
    return WholeTaskFiller(scenario, measure).run(rule);
}

WholeTasksOfOneDemand::WholeTasksOfOneDemand(const Scenario &scenario, ShareMeasure measure,
                                             SaturationRule rule, int user)
    : m_measure(measure), m_rule(rule),
      m_beforeTurn(std::make_unique<WholeTaskFiller>(scenario, measure))
{
    m_beforeTurn->runUntilServing(rule, user);
}

WholeTasksOfOneDemand::~WholeTasksOfOneDemand() = default;

double WholeTasksOfOneDemand::mostTasksOf(const QList<double> &demand) const
{
    return m_beforeTurn->tasksThatFitWhilePaused(demand);
}

double WholeTasksOfOneDemand::tasks() const
{
    WholeTaskFiller filler(*m_beforeTurn);
    const double tasks = filler.resumeUntilWatchedFinal(m_rule, m_measure);
    return std::isnan(tasks) ? 0.0 : tasks;
}

} // namespace drf
