#pragma once

#include "envypairs.h"
#include "policy.h"
#include "tolerance.h"

#include <QList>

namespace drf {

/// The window analyses envy only up to this many users (on every edit); beyond, envyFree stays
/// unchecked there. The command-line report checks it at every size.
inline constexpr int kEnvyUserLimit = 400;
/// An analysis lists at most this many envy pairs (and counts them all).
inline constexpr qsizetype kListedEnvyPairs = 100;

/// Everything DOMAIN.md measures for one allocation ("What is measured").
struct AllocationAnalysis
{
    QList<QList<double>> bundles; ///< x_i d_i per user
    QList<double> usage;          ///< per resource
    /// C_j - usage_j: >= 0 unless overloaded (usage_j > C_j (1 + 1e-9)), when it is negative;
    /// a usage within the tolerance above C_j (rounding) leaves 0 idle.
    QList<double> idle;
    /// usage_j / C_j: <= 1 unless overloaded (1 when within the tolerance above C_j).
    QList<double> utilization;
    QList<double> overload;       ///< max(0, usage_j - C_j)
    QList<double> dominantShares; ///< x_i mu_i
    bool feasible = true;

    bool envyFree = true;
    qsizetype envyPairCount = 0; ///< how many pairs break envy-freeness
    QList<EnvyPair> envies;      ///< the first kListedEnvyPairs of them (envyPairs())
    bool sharingIncentive = true;
    QList<int> belowSplit; ///< users that get less than max-min gives them
    bool paretoEfficient = true;
    QList<int> improvableUsers; ///< users below cap whose every demanded resource has slack
    bool noCrumbs = true;
    QList<int> crumbResources; ///< demanded resources with idle capacity
};

/// The whole N x N matrix of U_i(k) (envyRow()); O(N^2 m), so its callers bound N (the envy
/// panel at 50 users, the report at 200). Envy-freeness is decided without it (envyPairs()).
QList<QList<double>> envyMatrix(const Scenario &scenario, const Allocation &allocation);

/// Analyses an allocation. `splitTasks` is what max-min gives every user (in the same task mode),
/// the reference of the sharing-incentive property. Envy is checked only when `withEnvy`
/// (envyPairs(): O(N m log N) when few pairs envy, O(N^2 m / 64) at worst).
AllocationAnalysis analyse(const Scenario &scenario, const Allocation &allocation,
                           const QList<double> &splitTasks, bool withEnvy = true);

} // namespace drf
