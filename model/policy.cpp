#include "policy.h"

#include "progressivefilling.h"
#include "walras.h"

#include <algorithm>
#include <limits>

namespace drf {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

double capOf(const User &user)
{
    return user.maxTasks ? *user.maxTasks : kInf;
}

/// Static equal split: user i owns w_i / W of every resource and runs what fits in it.
QList<double> maxMinTasks(const Scenario &scenario)
{
    const double totalWeight = scenario.totalWeight();
    QList<double> tasks(scenario.userCount());
    for (int i = 0; i < scenario.userCount(); ++i) {
        const User &user = scenario.users[i];
        double x = capOf(user);
        for (int j = 0; j < scenario.resourceCount(); ++j) {
            if (user.demand[j] > 0.0)
                x = std::min(x, user.weight * scenario.resources[j].capacity / totalWeight
                                    / user.demand[j]);
        }
        tasks[i] = x;
    }
    return tasks;
}

/// Budgets b_i = V w_i / W with V = sum_j p_j C_j, the value of the cluster at the unit prices.
QList<double> equalIncomeBudgets(const Scenario &scenario)
{
    double value = 0.0;
    for (const Resource &resource : scenario.resources)
        value += resource.price * resource.capacity;
    const double totalWeight = scenario.totalWeight();
    QList<double> budgets(scenario.userCount());
    for (int i = 0; i < scenario.userCount(); ++i)
        budgets[i] = value * scenario.users[i].weight / totalWeight;
    return budgets;
}

QList<double> unitPrices(const Scenario &scenario)
{
    QList<double> prices(scenario.resourceCount());
    for (int j = 0; j < scenario.resourceCount(); ++j)
        prices[j] = scenario.resources[j].price;
    return prices;
}

/// Each user spends its budget at the fixed unit prices, whether or not the goods exist.
QList<double> fixedPriceTasks(const Scenario &scenario, const QList<double> &budgets)
{
    QList<double> tasks(scenario.userCount());
    for (int i = 0; i < scenario.userCount(); ++i) {
        const User &user = scenario.users[i];
        double taskPrice = 0.0;
        for (int j = 0; j < scenario.resourceCount(); ++j)
            taskPrice += scenario.resources[j].price * user.demand[j];
        tasks[i] = std::min(capOf(user), budgets[i] / taskPrice);
    }
    return tasks;
}

void floorToWholeTasks(QList<double> &tasks)
{
    for (double &x : tasks)
        x = wholeTasks(x);
}

void allocateByFilling(const Scenario &scenario, const QList<double> &sharePerTask,
                       SaturationRule rule, Allocation &allocation)
{
    if (allocation.mode == TaskMode::Whole) {
        allocation.tasks = wholeTaskFilling(scenario, sharePerTask, rule);
        return;
    }
    FillingResult filled = progressiveFilling(scenario, sharePerTask, rule);
    allocation.tasks = std::move(filled.tasks);
    allocation.stages = std::move(filled.stages);
}

} // namespace

QString policyKey(PolicyId id)
{
    switch (id) {
    case PolicyId::MaxMin: return QStringLiteral("max-min");
    case PolicyId::FixedPrice: return QStringLiteral("fixed-price");
    case PolicyId::Walras: return QStringLiteral("walras");
    case PolicyId::Drf: return QStringLiteral("drf");
    case PolicyId::DrfEqual: return QStringLiteral("drf-equal");
    case PolicyId::Asset: return QStringLiteral("asset");
    }
    return {};
}

QString policyName(PolicyId id)
{
    switch (id) {
    case PolicyId::MaxMin: return QStringLiteral("Max-min (equal split)");
    case PolicyId::FixedPrice: return QStringLiteral("Fixed-price market");
    case PolicyId::Walras: return QStringLiteral("Walrasian market (CEEI)");
    case PolicyId::Drf: return QStringLiteral("Dominant Resource Fairness");
    case PolicyId::DrfEqual: return QStringLiteral("DRF, equal shares (crumbs idle)");
    case PolicyId::Asset: return QStringLiteral("Asset fairness");
    }
    return {};
}

std::optional<PolicyId> policyFromKey(const QString &key)
{
    for (PolicyId id : kAllPolicies)
        if (policyKey(id) == key)
            return id;
    return std::nullopt;
}

bool isFillingPolicy(PolicyId id)
{
    return id == PolicyId::Drf || id == PolicyId::DrfEqual || id == PolicyId::Asset;
}

bool isMarketPolicy(PolicyId id)
{
    return id == PolicyId::FixedPrice || id == PolicyId::Walras;
}

Allocation allocate(const Scenario &scenario, PolicyId policy, TaskMode mode)
{
    Allocation allocation;
    allocation.policy = policy;
    allocation.mode = mode;
    switch (policy) {
    case PolicyId::MaxMin:
        allocation.tasks = maxMinTasks(scenario);
        break;
    case PolicyId::FixedPrice:
        allocation.budgets = equalIncomeBudgets(scenario);
        allocation.prices = unitPrices(scenario);
        allocation.tasks = fixedPriceTasks(scenario, allocation.budgets);
        break;
    case PolicyId::Walras: {
        allocation.budgets = equalIncomeBudgets(scenario);
        WalrasEquilibrium equilibrium = solveWalras(scenario, allocation.budgets);
        allocation.tasks = std::move(equilibrium.tasks);
        allocation.prices = std::move(equilibrium.prices);
        break;
    }
    case PolicyId::Drf:
    case PolicyId::DrfEqual:
        allocation.derivation = drfDerivation(scenario);
        allocateByFilling(scenario, allocation.derivation->mu,
                          policy == PolicyId::Drf ? SaturationRule::StopDemanders
                                                  : SaturationRule::StopEveryone,
                          allocation);
        break;
    case PolicyId::Asset:
        allocateByFilling(scenario, aggregateSharePerTask(scenario), SaturationRule::StopDemanders,
                          allocation);
        break;
    }
    if (mode == TaskMode::Whole && !isFillingPolicy(policy))
        floorToWholeTasks(allocation.tasks);
    return allocation;
}

} // namespace drf
