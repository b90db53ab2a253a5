#pragma once

#include "policy.h"
#include "tolerance.h"

#include <QList>

namespace drf {

/// Envy is analysed (O(N^2 m)) only up to this many users; beyond, envyFree stays unchecked.
inline constexpr int kEnvyUserLimit = 400;

/// A user that would rather have another user's bundle: U_i(k) > U_i(i).
struct EnvyPair
{
    int envious = -1;
    int envied = -1;
    double ownTasks = 0.0;       ///< U_i(i)
    double tasksWithOther = 0.0; ///< U_i(k)
};

/// Everything DOMAIN.md measures for one allocation ("What is measured").
struct AllocationAnalysis
{
    QList<QList<double>> bundles; ///< x_i d_i per user
    QList<double> usage;          ///< per resource
    QList<double> idle;           ///< C_j - usage_j (negative when overloaded)
    QList<double> utilization;    ///< usage_j / C_j
    QList<double> overload;       ///< max(0, usage_j - C_j)
    QList<double> dominantShares; ///< x_i mu_i
    bool feasible = true;

    bool envyFree = true;
    QList<EnvyPair> envies; ///< every pair that breaks envy-freeness
    bool sharingIncentive = true;
    QList<int> belowSplit; ///< users that get less than max-min gives them
    bool paretoEfficient = true;
    QList<int> improvableUsers; ///< users below cap whose every demanded resource has slack
    bool noCrumbs = true;
    QList<int> crumbResources; ///< demanded resources with idle capacity
};

/// U_i(k): how many of its own tasks user i could run with user k's bundle (capped by T_i).
double envyUtility(const Scenario &scenario, const Allocation &allocation, int i, int k);
/// The whole N x N matrix of envyUtility(); O(N^2 m), so its callers bound N (the envy panel
/// at 50 users, the report at 200).
QList<QList<double>> envyMatrix(const Scenario &scenario, const Allocation &allocation);

/// Analyses an allocation. `splitTasks` is what max-min gives every user (in the same task mode),
/// the reference of the sharing-incentive property. Envy is checked only when `withEnvy`
/// (it costs O(N^2 m)).
AllocationAnalysis analyse(const Scenario &scenario, const Allocation &allocation,
                           const QList<double> &splitTasks, bool withEnvy = true);

} // namespace drf
