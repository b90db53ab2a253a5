#pragma once

#include "analysis.h"
#include "policy.h"
#include "scenario.h"

#include <QList>
#include <QString>

#include <array>
#include <atomic>
#include <optional>

namespace drf {

/// The columns of the properties table (DOMAIN.md, "What is measured").
enum class Property
{
    Feasible,
    EnvyFree,
    SharingIncentive,
    ParetoEfficient,
    NoCrumbs,
    StrategyProof
};

inline constexpr std::array<Property, 6> kAllProperties = {
    Property::Feasible,        Property::EnvyFree, Property::SharingIncentive,
    Property::ParetoEfficient, Property::NoCrumbs, Property::StrategyProof};

/// Column title: "feasible", "envy-free", "sharing incentive", "Pareto efficient",
/// "no crumbs", "strategy-proof".
QString propertyName(Property property);

/// One cell: whether a property holds for the current scenario, and why (or why not).
struct PropertyVerdict
{
    std::optional<bool> holds; ///< nothing: not computed (pending, cancelled or too costly)
    QString reason;            ///< a sentence naming users and resources; the counterexample if not
};

/// One policy's row.
struct PolicyProperties
{
    PolicyId policy = PolicyId::Drf;
    std::array<PropertyVerdict, kAllProperties.size()> verdicts;

    const PropertyVerdict &verdict(Property p) const { return verdicts[size_t(p)]; }
    PropertyVerdict &verdict(Property p) { return verdicts[size_t(p)]; }
};

/// Every policy against every property, in kAllPolicies order.
struct PropertyTable
{
    TaskMode mode = TaskMode::Continuous;
    QList<PolicyProperties> rows;

    const PropertyVerdict &verdict(PolicyId policy, Property p) const
    {
        return rows[int(policy)].verdict(p);
    }
    /// Puts a column from strategyProofColumn() in place.
    void setStrategyProofColumn(const QList<PropertyVerdict> &column);
};

/// The five cheap verdicts of one allocation, read from its analysis (made with `splitTasks`,
/// max-min's tasks in the same mode); strategy-proofness is left unknown. `envyChecked` false
/// (analyse() ran without envy) leaves envy-freeness unknown too.
PolicyProperties allocationProperties(const Scenario &scenario, const Allocation &allocation,
                                      const AllocationAnalysis &analysis,
                                      const QList<double> &splitTasks, bool envyChecked = true);

/// Allocates and analyses every policy in `mode` and fills the five cheap columns. Envy is
/// checked up to kEnvyUserLimit users, as the views do.
PropertyTable propertyTable(const Scenario &scenario, TaskMode mode);

/// Strategy-proofness of one policy: bestMisreport() for each user in turn until one gains more
/// than 1e-9; the counterexample names the user, its lie and the gain. The expensive part
/// (a grid search per user): pure in its arguments, safe on a worker thread, and `cancel` is
/// checked before every user (a cancelled verdict is unknown). `searched`, when given, counts the
/// users searched (for a progress bar: strategyProofSearchSteps() in all).
PropertyVerdict strategyProofness(Scenario scenario, PolicyId policy, TaskMode mode,
                                  const std::atomic<bool> *cancel = nullptr,
                                  std::atomic<int> *searched = nullptr);

/// strategyProofness() of every policy, in kAllPolicies order; after a cancel the remaining
/// verdicts are unknown. `searched` counts the users searched, and jumps to the end of a policy
/// whose search stops at a counterexample (strategyProofSearchSteps() in all).
QList<PropertyVerdict> strategyProofColumn(Scenario scenario, TaskMode mode,
                                           const std::atomic<bool> *cancel = nullptr,
                                           std::atomic<int> *searched = nullptr);

/// The steps strategyProofColumn() counts in all: every user under every policy.
int strategyProofSearchSteps(const Scenario &scenario);

} // namespace drf
