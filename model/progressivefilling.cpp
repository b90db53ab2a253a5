#include "progressivefilling.h"

#include "analysis.h"
#include "fillingreal.h"
#include "tolerance.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace drf {

using namespace filling;

namespace {

double capOf(const User &user)
{
    return user.maxTasks ? *user.maxTasks : kInf;
}

/// sigma_i (dominant or aggregate share of one task) in long double.
QList<Real> sharesPerTask(const Scenario &scenario, ShareMeasure measure)
{
    QList<Real> sigma(scenario.userCount(), 0.0L);
    for (int i = 0; i < scenario.userCount(); ++i)
        sigma[i] = sharePerTask(scenario, scenario.users[i].demand, measure);
    return sigma;
}

} // namespace

long double sharePerTask(const Scenario &scenario, const QList<double> &demand,
                         ShareMeasure measure)
{
    long double sigma = 0.0L;
    for (int j = 0; j < scenario.resourceCount(); ++j) {
        const long double share = static_cast<long double>(demand[j]) /
                                  static_cast<long double>(scenario.resources[j].capacity);
        sigma = measure == ShareMeasure::Dominant ? std::max(sigma, share) : sigma + share;
    }
    return sigma;
}

double toTaskCount(long double tasks)
{
    if (tasks > Real(kLargest))
        return kLargest;
    double count = double(tasks);
    if (Real(count) > tasks)
        count = std::nextafter(count, 0.0);
    return count;
}

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
            if (share > scenario.users[i].demand[d.dominantResource[i]] /
                            scenario.resources[d.dominantResource[i]].capacity)
                d.dominantResource[i] = j;
        }
    }
    const FillingClosedForm closedForm = fillingClosedForm(scenario, d.mu);
    d.denominators = closedForm.denominators;
    d.bounds = closedForm.bounds;
    d.s = closedForm.level;
    d.bottleneck = closedForm.bottleneck;
    return d;
}

FillingClosedForm fillingClosedForm(const Scenario &scenario, const QList<double> &sharePerTask)
{
    const int m = scenario.resourceCount();
    FillingClosedForm f;
    f.denominators.fill(0.0, m);
    for (int i = 0; i < scenario.userCount(); ++i) {
        const User &user = scenario.users[i];
        for (int j = 0; j < m; ++j)
            if (user.demand[j] > 0.0)
                f.denominators[j] += user.weight * user.demand[j] / sharePerTask[i];
    }
    f.bounds.fill(kInf, m);
    f.level = kInf;
    for (int j = 0; j < m; ++j) {
        if (f.denominators[j] > 0.0)
            f.bounds[j] = scenario.resources[j].capacity / f.denominators[j];
        if (f.bounds[j] < f.level) {
            f.level = f.bounds[j];
            f.bottleneck = j;
        }
    }
    return f;
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
    if (closeTo(x, nearest, kRelTol))
        return nearest;
    return std::floor(x);
}

namespace {

/// The continuous filling, event by event: every active user's tasks grow as rate_i * level
/// (rate_i = w_i / sigma_i) until the next event, the lowest level at which a cap binds or a
/// resource fills; the users it stops are frozen there.
class ContinuousFilling
{
public:
    ContinuousFilling(const Scenario &scenario, ShareMeasure measure, SaturationRule rule)
        : m_scenario(scenario), m_rule(rule), m_n(scenario.userCount()),
          m_m(scenario.resourceCount()), m_rate(size_t(m_n)), m_capLevel(size_t(m_n)),
          m_active(size_t(m_n), 1), m_frozenUsage(size_t(m_m), 0.0L),
          m_activeRate(size_t(m_m), 0.0L), m_activeDemanders(size_t(m_m), 0), m_byCap(m_n),
          m_activeCount(m_n)
    {
        m_result.tasks.fill(0.0, m_n);
        const QList<Real> sigma = sharesPerTask(scenario, measure);
        for (int i = 0; i < m_n; ++i) {
            const User &user = scenario.users[i];
            m_rate[i] = Real(user.weight) / sigma[i];
            m_capLevel[i] = Real(capOf(user)) / m_rate[i];
            for (int j = 0; j < m_m; ++j) {
                if (user.demand[j] > 0.0) {
                    m_activeRate[j] += m_rate[i] * Real(user.demand[j]);
                    ++m_activeDemanders[j];
                }
            }
        }
        m_summedRate = m_activeRate;
        std::iota(m_byCap.begin(), m_byCap.end(), 0);
        std::stable_sort(m_byCap.begin(), m_byCap.end(),
                         [&](int a, int b) { return m_capLevel[a] < m_capLevel[b]; });
    }

    FillingResult run()
    {
        while (m_activeCount > 0) {
            const Real level = nextEventLevel();
            const Real eventLevel = level * (1.0L + kFillingEventTol);
            freezeCapped(level, eventLevel);
            freezeAtFullResources(level, eventLevel);
        }
        return m_result;
    }

private:
    /// The lowest level at which an active user's cap binds or a resource fills.
    Real nextEventLevel()
    {
        while (m_nextCap < m_n && !m_active[m_byCap[m_nextCap]])
            ++m_nextCap;
        Real level = m_nextCap < m_n ? m_capLevel[m_byCap[m_nextCap]] : kRealInf;
        for (int j = 0; j < m_m; ++j)
            if (m_activeDemanders[j] > 0 && m_activeRate[j] > 0.0L)
                level = std::min(level, roomLevel(j));
        return level;
    }

    /// Caps first: a user whose cap binds at this level keeps exactly its cap.
    void freezeCapped(Real level, Real eventLevel)
    {
        QList<int> capped;
        while (m_nextCap < m_n && m_capLevel[m_byCap[m_nextCap]] <= eventLevel) {
            const int i = m_byCap[m_nextCap++];
            if (m_active[i])
                freeze(i, capOf(m_scenario.users[i]), capped);
        }
        if (!capped.isEmpty())
            m_result.stages.append({double(level), -1, capped});
    }

    /// The resources full at this level stop the users that need them (everyone, by the
    /// drf-equal rule), each at its tasks there.
    void freezeAtFullResources(Real level, Real eventLevel)
    {
        for (int j = 0; j < m_m; ++j) {
            if (m_activeDemanders[j] == 0 || m_activeRate[j] <= 0.0L || roomLevel(j) > eventLevel)
                continue;
            QList<int> stopped;
            for (int i = 0; i < m_n; ++i) {
                if (m_active[i] &&
                    (m_rule == SaturationRule::StopEveryone || m_scenario.users[i].demand[j] > 0.0))
                    freeze(i, toTaskCount(m_rate[i] * level), stopped);
            }
            m_result.stages.append({double(level), j, stopped});
        }
    }

    void freeze(int i, double tasks, QList<int> &frozen)
    {
        m_active[i] = 0;
        --m_activeCount;
        m_result.tasks[i] = tasks;
        frozen.append(i);
        for (int j = 0; j < m_m; ++j) {
            const double d = m_scenario.users[i].demand[j];
            if (d > 0.0) {
                m_frozenUsage[j] += Real(tasks) * Real(d);
                m_activeRate[j] -= m_rate[i] * Real(d);
                if (--m_activeDemanders[j] == 0)
                    m_activeRate[j] = 0.0L; // no drift once nobody grows on j
                else if (m_activeRate[j] < kRecomputeBelow * m_summedRate[j])
                    recomputeRate(j);
            }
        }
    }

    void recomputeRate(int j)
    {
        m_activeRate[j] = 0.0L;
        for (int i = 0; i < m_n; ++i)
            if (m_active[i] && m_scenario.users[i].demand[j] > 0.0)
                m_activeRate[j] += m_rate[i] * Real(m_scenario.users[i].demand[j]);
        m_summedRate[j] = m_activeRate[j];
    }

    /// The level at which resource j fills at the active users' rate.
    Real roomLevel(int j) const
    {
        const Real room = std::max(0.0L, Real(m_scenario.resources[j].capacity) - m_frozenUsage[j]);
        return room / m_activeRate[j];
    }

    // Subtracting a frozen user's rate from a sum it dominated leaves mostly rounding error: once
    // a sum falls below kRecomputeBelow of its value when last summed, it is summed again from
    // the active users. Each recomputation divides the sum by 1000 or more, so they are few.
    static constexpr Real kRecomputeBelow = 1e-3L;

    const Scenario &m_scenario;
    const SaturationRule m_rule;
    const int m_n;
    const int m_m;
    FillingResult m_result;
    // std::vector: these are written in the inner loops, where QList's detach checks cost.
    std::vector<Real> m_rate;     ///< rate_i: tasks per unit of level
    std::vector<Real> m_capLevel; ///< the level at which user i reaches its cap
    std::vector<char> m_active;
    std::vector<Real> m_frozenUsage;
    std::vector<Real> m_activeRate; ///< sum over the active users of rate_i d_ij
    std::vector<int> m_activeDemanders;
    std::vector<Real> m_summedRate; ///< m_activeRate[j] when last summed in full
    QList<int> m_byCap;             ///< the users by cap level
    int m_nextCap = 0;
    int m_activeCount;
};

} // namespace

FillingResult progressiveFilling(const Scenario &scenario, ShareMeasure measure,
                                 SaturationRule rule)
{
    return ContinuousFilling(scenario, measure, rule).run();
}

} // namespace drf
