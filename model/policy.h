#pragma once

#include "scenario.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace drf {

/// The six allocation policies of DOMAIN.md.
enum class PolicyId
{
    MaxMin,
    FixedPrice,
    Walras,
    Drf,
    DrfEqual,
    Asset
};

inline constexpr std::array<PolicyId, 6> kAllPolicies = {PolicyId::MaxMin,   PolicyId::FixedPrice,
                                                         PolicyId::Walras,   PolicyId::Drf,
                                                         PolicyId::DrfEqual, PolicyId::Asset};

/// Continuous (divisible) tasks, or whole tasks (DOMAIN.md, "Whole tasks").
enum class TaskMode
{
    Continuous,
    Whole
};

/// Stable id used on the command line and in files: "max-min", "drf"...
QString policyKey(PolicyId id);
/// Human-readable name: "Dominant Resource Fairness".
QString policyName(PolicyId id);
/// The policy with that key, or nothing.
std::optional<PolicyId> policyFromKey(const QString &key);
/// True for drf, drf-equal and asset: the progressive-filling family.
bool isFillingPolicy(PolicyId id);
/// True for fixed-price and walras, which have prices and budgets.
bool isMarketPolicy(PolicyId id);

/// One event of progressive filling: at `level` a resource saturated or users reached their caps.
struct FillingStage
{
    double level = 0.0;         ///< the common weighted share when the event happened
    int saturatedResource = -1; ///< resource index, -1 when the event is caps only
    QList<int> frozenUsers;     ///< users that stopped growing at this level
};

/// The seed's closed-form derivation of DRF (drf and drf-equal only).
struct DrfDerivation
{
    QList<double> mu;            ///< dominant share per task, mu_i = max_j d_ij / C_j
    QList<int> dominantResource; ///< the j that attains mu_i
    QList<double> denominators;  ///< per resource: sum_i w_i d_ij / mu_i
    QList<double> bounds;        ///< per resource: C_j / denominator_j (inf when nobody needs j)
    double s = 0.0;              ///< min_j bounds_j, the common dominant share without caps
    int bottleneck = -1;         ///< argmin of bounds_j
};

/// What a policy gives: tasks per user, plus what that policy can explain about itself.
struct Allocation
{
    PolicyId policy = PolicyId::Drf;
    TaskMode mode = TaskMode::Continuous;
    QList<double> tasks;   ///< x_i >= 0 per user (integers in whole-task mode)
    QList<double> prices;  ///< markets: unit price per resource (walras: equilibrium prices)
    QList<double> budgets; ///< markets: budget per user
    std::optional<DrfDerivation> derivation; ///< drf and drf-equal
    QList<FillingStage> stages;              ///< continuous filling policies: the events in order
    /// True when doubles cannot hold the exact answer (a task count above 2^53 in whole-task
    /// mode, or above the largest double; a result repaired to stay within capacity): the tasks
    /// are then the nearest feasible, finite values, and precisionNote says what happened.
    bool approximate = false;
    QString precisionNote; ///< empty unless approximate
};

/// 2^53: above it not every whole number is a double, so whole-task counts are no longer exact.
inline constexpr double kExactWholeTasks = 9007199254740992.0;

/// Runs one policy on a valid scenario (see validateScenario()). The tasks are always finite and,
/// for every policy but fixed-price, within capacity (usage <= C (1 + 1e-9)); where doubles
/// cannot hold the exact answer the allocation is marked approximate.
Allocation allocate(const Scenario &scenario, PolicyId policy, TaskMode mode);

/// allocate()'s tasks alone, without the derivation the views and the report show: for
/// searches that run a policy many times.
QList<double> allocatedTasks(const Scenario &scenario, PolicyId policy, TaskMode mode);

/// The per-user formulas of max-min and fixed-price (DOMAIN.md), for one user's demand (its
/// own, or one it reports): allocate() and the manipulation search share them.
/// W = sum_i w_i, summed in long double as max-min does.
long double maxMinTotalWeight(const Scenario &scenario);
/// Max-min's x_i = min(T_i, min over j with d_ij > 0 of (w_i C_j / W) / d_ij), rounded down
/// so that the user stays within its share.
double maxMinTasksOf(const Scenario &scenario, const User &user, const QList<double> &demand,
                     long double totalWeight);
/// The markets' b_i = V w_i / W with V = sum_j p_j C_j (O(N): the total weight is summed).
double equalIncomeBudget(const Scenario &scenario, int i);
/// equalIncomeBudget() of every user.
QList<double> equalIncomeBudgets(const Scenario &scenario);
/// Fixed-price's x_i = min(T_i, b_i / (p . d_i)).
double fixedPriceTasksOf(const Scenario &scenario, const User &user, const QList<double> &demand,
                         double budget);
/// The whole tasks of max-min, fixed-price and walras: the floor of x_i (a value within 1e-9
/// below an integer counts as it), never above the cap.
double wholeTasksWithinCap(double tasks, const User &user);

} // namespace drf
