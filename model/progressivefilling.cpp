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

FillingResult progressiveFilling(const Scenario &scenario, ShareMeasure measure,
                                 SaturationRule rule)
{
    const int n = scenario.userCount();
    const int m = scenario.resourceCount();
    FillingResult result;
    result.tasks.fill(0.0, n);
    const QList<Real> sigma = sharesPerTask(scenario, measure);

    // rate_i: tasks per unit of level. Active users run rate_i * t tasks.
    // std::vector: these are written in the inner loops, where QList's detach checks cost.
    std::vector<Real> rate(static_cast<size_t>(n));
    std::vector<Real> capLevel(static_cast<size_t>(n));
    std::vector<char> active(size_t(n), 1);
    std::vector<Real> frozenUsage(size_t(m), 0.0L);
    std::vector<Real> activeRate(size_t(m), 0.0L);
    std::vector<int> activeDemanders(size_t(m), 0);
    for (int i = 0; i < n; ++i) {
        const User &user = scenario.users[i];
        rate[i] = Real(user.weight) / sigma[i];
        capLevel[i] = Real(capOf(user)) / rate[i];
        for (int j = 0; j < m; ++j) {
            if (user.demand[j] > 0.0) {
                activeRate[j] += rate[i] * Real(user.demand[j]);
                ++activeDemanders[j];
            }
        }
    }
    // Subtracting a frozen user's rate from a sum it dominated leaves mostly rounding error: once
    // a sum falls below kRecomputeBelow of its value when last summed, it is summed again from
    // the active users. Each recomputation divides the sum by 1000 or more, so they are few.
    constexpr Real kRecomputeBelow = 1e-3L;
    std::vector<Real> summedRate = activeRate;
    auto recomputeRate = [&](int j) {
        activeRate[j] = 0.0L;
        for (int i = 0; i < n; ++i)
            if (active[i] && scenario.users[i].demand[j] > 0.0)
                activeRate[j] += rate[i] * Real(scenario.users[i].demand[j]);
        summedRate[j] = activeRate[j];
    };

    QList<int> byCap(n);
    std::iota(byCap.begin(), byCap.end(), 0);
    std::stable_sort(byCap.begin(), byCap.end(),
                     [&](int a, int b) { return capLevel[a] < capLevel[b]; });
    int nextCap = 0;
    int activeCount = n;

    auto freeze = [&](int i, double tasks, QList<int> &frozen) {
        active[i] = 0;
        --activeCount;
        result.tasks[i] = tasks;
        frozen.append(i);
        for (int j = 0; j < m; ++j) {
            const double d = scenario.users[i].demand[j];
            if (d > 0.0) {
                frozenUsage[j] += Real(tasks) * Real(d);
                activeRate[j] -= rate[i] * Real(d);
                if (--activeDemanders[j] == 0)
                    activeRate[j] = 0.0L; // no drift once nobody grows on j
                else if (activeRate[j] < kRecomputeBelow * summedRate[j])
                    recomputeRate(j);
            }
        }
    };
    auto roomLevel = [&](int j) {
        const Real room = std::max(0.0L, Real(scenario.resources[j].capacity) - frozenUsage[j]);
        return room / activeRate[j];
    };

    while (activeCount > 0) {
        while (nextCap < n && !active[byCap[nextCap]])
            ++nextCap;
        Real level = nextCap < n ? capLevel[byCap[nextCap]] : kRealInf;
        for (int j = 0; j < m; ++j)
            if (activeDemanders[j] > 0 && activeRate[j] > 0.0L)
                level = std::min(level, roomLevel(j));
        const Real eventLevel = level * (1.0L + kFillingEventTol);

        // Caps first: a user whose cap binds at this level keeps exactly its cap.
        QList<int> capped;
        while (nextCap < n && capLevel[byCap[nextCap]] <= eventLevel) {
            const int i = byCap[nextCap++];
            if (active[i])
                freeze(i, capOf(scenario.users[i]), capped);
        }
        if (!capped.isEmpty())
            result.stages.append({double(level), -1, capped});

        for (int j = 0; j < m; ++j) {
            if (activeDemanders[j] == 0 || activeRate[j] <= 0.0L || roomLevel(j) > eventLevel)
                continue;
            QList<int> stopped;
            for (int i = 0; i < n; ++i) {
                if (active[i] &&
                    (rule == SaturationRule::StopEveryone || scenario.users[i].demand[j] > 0.0))
                    freeze(i, toTaskCount(rate[i] * level), stopped);
            }
            result.stages.append({double(level), j, stopped});
        }
    }
    return result;
}

} // namespace drf
