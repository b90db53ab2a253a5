#include "analysis.h"

#include "progressivefilling.h"

#include <algorithm>
#include <cmath>

namespace drf {

namespace {

/// Below its cap: it would want more (continuous), or one more whole task is allowed.
bool wantsMore(const User &user, double tasks, TaskMode mode)
{
    if (!user.maxTasks)
        return true;
    if (mode == TaskMode::Whole)
        return tasks + 1.0 <= wholeTaskCap(user);
    return tasks < *user.maxTasks * (1.0 - kRelTol);
}

} // namespace

QList<QList<double>> envyMatrix(const Scenario &scenario, const Allocation &allocation)
{
    const int n = scenario.userCount();
    QList<QList<double>> matrix(n, QList<double>(n));
    for (int i = 0; i < n; ++i)
        envyRow(scenario, allocation, i, matrix[i].data());
    return matrix;
}

AllocationAnalysis analyse(const Scenario &scenario, const Allocation &allocation,
                           const QList<double> &splitTasks, bool withEnvy)
{
    const int n = scenario.userCount();
    const int m = scenario.resourceCount();
    AllocationAnalysis a;
    a.bundles.resize(n);
    a.usage.fill(0.0, m);
    a.dominantShares.fill(0.0, n);
    for (int i = 0; i < n; ++i) {
        const User &user = scenario.users[i];
        const double x = allocation.tasks[i];
        a.bundles[i].resize(m);
        for (int j = 0; j < m; ++j) {
            a.bundles[i][j] = x * user.demand[j];
            a.usage[j] += a.bundles[i][j];
            a.dominantShares[i] =
                std::max(a.dominantShares[i], a.bundles[i][j] / scenario.resources[j].capacity);
        }
    }

    a.idle.resize(m);
    a.utilization.resize(m);
    a.overload.resize(m);
    QList<bool> saturated(m);
    QList<bool> demanded(m, false);
    for (const User &user : scenario.users)
        for (int j = 0; j < m; ++j)
            demanded[j] = demanded[j] || user.demand[j] > 0.0;
    for (int j = 0; j < m; ++j) {
        const double capacity = scenario.resources[j].capacity;
        const bool overloaded = a.usage[j] > capacity * (1.0 + kRelTol);
        // A usage within the tolerance above capacity is a full resource summed with rounding
        // (10,000 users' products: 1.0000000000001426 C), as feasibility reads it: nothing idle,
        // used to 100 %. Only an overload shows as negative idle and utilization above 1.
        a.idle[j] = overloaded ? capacity - a.usage[j] : std::max(0.0, capacity - a.usage[j]);
        a.utilization[j] =
            overloaded ? a.usage[j] / capacity : std::min(1.0, a.usage[j] / capacity);
        a.overload[j] = overloaded ? a.usage[j] - capacity : 0.0;
        a.feasible = a.feasible && !overloaded;
        saturated[j] = a.idle[j] <= kRelTol * capacity;
        if (demanded[j] && !saturated[j])
            a.crumbResources.append(j);
    }
    a.noCrumbs = a.feasible && a.crumbResources.isEmpty();

    for (int i = 0; i < n; ++i)
        if (allocation.tasks[i] < splitTasks[i] * (1.0 - kRelTol))
            a.belowSplit.append(i);
    a.sharingIncentive = a.belowSplit.isEmpty();

    // Leontief users: someone below its cap can grow unless a resource it needs is exhausted
    // (with whole tasks: unless its next task does not fit).
    for (int i = 0; i < n; ++i) {
        const User &user = scenario.users[i];
        if (!wantsMore(user, allocation.tasks[i], allocation.mode))
            continue;
        bool blocked = false;
        for (int j = 0; j < m && !blocked; ++j) {
            if (user.demand[j] <= 0.0)
                continue;
            blocked =
                allocation.mode == TaskMode::Whole
                    ? a.usage[j] + user.demand[j] > scenario.resources[j].capacity * (1.0 + kRelTol)
                    : saturated[j];
        }
        if (!blocked)
            a.improvableUsers.append(i);
    }
    a.paretoEfficient = a.feasible && a.improvableUsers.isEmpty();

    if (withEnvy) {
        EnvyPairs envy = envyPairs(scenario, allocation, kListedEnvyPairs);
        a.envyPairCount = envy.count;
        a.envies = std::move(envy.first);
        a.envyFree = a.envyPairCount == 0;
    }
    return a;
}

} // namespace drf
