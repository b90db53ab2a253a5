#include "policy.h"

#include "analysis.h"
#include "progressivefilling.h"
#include "walras.h"
#include "wholetaskfilling.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct PolicyNamesTexts
{
    Q_DECLARE_TR_FUNCTIONS(PolicyNamesTexts)
};

constexpr double kInf = std::numeric_limits<double>::infinity();

double capOf(const User &user)
{
    return user.maxTasks ? *user.maxTasks : kInf;
}

/// Static equal split: user i owns w_i / W of every resource and runs what fits in it.
QList<double> maxMinTasks(const Scenario &scenario)
{
    const long double totalWeight = maxMinTotalWeight(scenario);
    QList<double> tasks(scenario.userCount());
    for (int i = 0; i < scenario.userCount(); ++i)
        tasks[i] =
            maxMinTasksOf(scenario, scenario.users[i], scenario.users[i].demand, totalWeight);
    return tasks;
}

/// V = sum_j p_j C_j, the value of the cluster at the unit prices.
double clusterValue(const Scenario &scenario)
{
    double value = 0.0;
    for (const Resource &resource : scenario.resources)
        value += resource.price * resource.capacity;
    return value;
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
    for (int i = 0; i < scenario.userCount(); ++i)
        tasks[i] =
            fixedPriceTasksOf(scenario, scenario.users[i], scenario.users[i].demand, budgets[i]);
    return tasks;
}

void floorToWholeTasks(const Scenario &scenario, QList<double> &tasks)
{
    for (int i = 0; i < scenario.userCount(); ++i)
        tasks[i] = wholeTasksWithinCap(tasks[i], scenario.users[i]);
}

void notePrecision(Allocation &allocation, const QString &sentence)
{
    allocation.approximate = true;
    if (allocation.precisionNote.contains(sentence))
        return;
    if (!allocation.precisionNote.isEmpty())
        allocation.precisionNote += QLatin1Char(' ');
    allocation.precisionNote += sentence;
}

void allocateByFilling(const Scenario &scenario, ShareMeasure measure, SaturationRule rule,
                       Allocation &allocation)
{
    FillingResult filled = allocation.mode == TaskMode::Whole
                               ? wholeTaskFilling(scenario, measure, rule)
                               : progressiveFilling(scenario, measure, rule);
    allocation.tasks = std::move(filled.tasks);
    allocation.stages = std::move(filled.stages);
    if (filled.cutShort)
        notePrecision(allocation, PolicyNamesTexts::tr(
                                      "The one-task-at-a-time loop was ended where doubles could "
                                      "no longer tell its steps apart: the users still waiting "
                                      "got every task below the highest level at which they all "
                                      "fit."));
}

/// The last guard of every policy: finite tasks, and (fixed-price apart) within capacity. What
/// doubles cannot hold exactly is rounded to the nearest finite, feasible answer and noted.
void keepFiniteAndFeasible(const Scenario &scenario, Allocation &allocation)
{
    const double largest = std::numeric_limits<double>::max();
    for (double &x : allocation.tasks) {
        if (std::isnan(x)) {
            x = 0.0;
            notePrecision(allocation,
                          PolicyNamesTexts::tr("Some tasks could not be computed in double "
                                               "precision and are given as 0."));
        } else if (x >= largest) {
            x = largest;
            notePrecision(allocation,
                          PolicyNamesTexts::tr("Some task counts are beyond the largest double "
                                               "(1.8e308) and are given as that largest double."));
        } else if (allocation.mode == TaskMode::Whole && x > kExactWholeTasks) {
            notePrecision(allocation, PolicyNamesTexts::tr(
                                          "Some task counts are above 2^53, where doubles no "
                                          "longer count every task: each is the largest double "
                                          "not above the exact count."));
        }
    }
    if (allocation.policy == PolicyId::FixedPrice)
        return;

    // Scale the users of an overloaded resource down to its capacity (a few passes absorb the
    // rounding of the products); as a last resort they get nothing.
    const int n = scenario.userCount();
    const int m = scenario.resourceCount();
    for (int pass = 0; pass < 4; ++pass) {
        QList<double> usage(m, 0.0);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < m; ++j)
                usage[j] += allocation.tasks[i] * scenario.users[i].demand[j];
        QList<double> factor(m, 1.0);
        bool overloaded = false;
        for (int j = 0; j < m; ++j) {
            const double capacity = scenario.resources[j].capacity;
            if (usage[j] > capacity * (1.0 + kRelTol)) {
                overloaded = true;
                factor[j] = pass < 3 ? capacity / usage[j] * (1.0 - 1e-12) : 0.0;
                notePrecision(
                    allocation,
                    PolicyNamesTexts::tr("The computed allocation used %1 of %2's capacity "
                                         "%3 (the computation in doubles missed the exact "
                                         "answer); the tasks of the users who need it were "
                                         "scaled down to fit.")
                        .arg(QString::number(usage[j], 'g', 6), scenario.resources[j].name,
                             QString::number(capacity, 'g', 6)));
            }
        }
        if (!overloaded)
            return;
        for (int i = 0; i < n; ++i) {
            double scale = 1.0;
            for (int j = 0; j < m; ++j)
                if (scenario.users[i].demand[j] > 0.0)
                    scale = std::min(scale, factor[j]);
            double &x = allocation.tasks[i];
            x *= scale;
            if (allocation.mode == TaskMode::Whole)
                x = std::floor(x);
        }
    }
}

} // namespace

long double maxMinTotalWeight(const Scenario &scenario)
{
    long double totalWeight = 0.0L;
    for (const User &user : scenario.users)
        totalWeight += user.weight;
    return totalWeight;
}

double maxMinTasksOf(const Scenario &scenario, const User &user, const QList<double> &demand,
                     long double totalWeight)
{
    // The share w_i C_j / W and the tasks are computed in long double (a denormal capacity has
    // few bits) and each rounded down to doubles, the share first: then every product x_i d_ij
    // in doubles stays within the user's share, so the usage stays within capacity.
    double x = capOf(user);
    for (int j = 0; j < scenario.resourceCount(); ++j) {
        if (demand[j] > 0.0) {
            const double share = toTaskCount(static_cast<long double>(user.weight) *
                                             scenario.resources[j].capacity / totalWeight);
            x = std::min(x, toTaskCount(share / static_cast<long double>(demand[j])));
        }
    }
    return x;
}

QList<double> equalIncomeBudgets(const Scenario &scenario)
{
    const double value = clusterValue(scenario);
    const double totalWeight = scenario.totalWeight();
    QList<double> budgets(scenario.userCount());
    for (int i = 0; i < scenario.userCount(); ++i)
        budgets[i] = value * scenario.users[i].weight / totalWeight;
    return budgets;
}

double equalIncomeBudget(const Scenario &scenario, int i)
{
    return clusterValue(scenario) * scenario.users[i].weight / scenario.totalWeight();
}

double fixedPriceTasksOf(const Scenario &scenario, const User &user, const QList<double> &demand,
                         double budget)
{
    double taskPrice = 0.0;
    for (int j = 0; j < scenario.resourceCount(); ++j)
        taskPrice += scenario.resources[j].price * demand[j];
    return std::min(capOf(user), budget / taskPrice);
}

double wholeTasksWithinCap(double tasks, const User &user)
{
    // A value within 1e-9 below an integer counts as it, but never above a cap.
    return std::min(wholeTasks(tasks), wholeTaskCap(user));
}

QString policyKey(PolicyId id)
{
    switch (id) {
    case PolicyId::MaxMin:
        return QStringLiteral("max-min");
    case PolicyId::FixedPrice:
        return QStringLiteral("fixed-price");
    case PolicyId::Walras:
        return QStringLiteral("walras");
    case PolicyId::Drf:
        return QStringLiteral("drf");
    case PolicyId::DrfEqual:
        return QStringLiteral("drf-equal");
    case PolicyId::Asset:
        return QStringLiteral("asset");
    }
    return {};
}

QString policyName(PolicyId id)
{
    switch (id) {
    case PolicyId::MaxMin:
        return PolicyNamesTexts::tr("Max-min (equal split)");
    case PolicyId::FixedPrice:
        return PolicyNamesTexts::tr("Fixed-price market");
    case PolicyId::Walras:
        return PolicyNamesTexts::tr("Walrasian market (CEEI)");
    case PolicyId::Drf:
        return PolicyNamesTexts::tr("Dominant Resource Fairness");
    case PolicyId::DrfEqual:
        return PolicyNamesTexts::tr("DRF, equal shares (crumbs idle)");
    case PolicyId::Asset:
        return PolicyNamesTexts::tr("Asset fairness");
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

namespace {

Allocation allocate(const Scenario &scenario, PolicyId policy, TaskMode mode, bool withDerivation)
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
        if (withDerivation)
            allocation.derivation = drfDerivation(scenario);
        allocateByFilling(scenario, ShareMeasure::Dominant,
                          policy == PolicyId::Drf ? SaturationRule::StopDemanders
                                                  : SaturationRule::StopEveryone,
                          allocation);
        break;
    case PolicyId::Asset:
        allocateByFilling(scenario, ShareMeasure::Aggregate, SaturationRule::StopDemanders,
                          allocation);
        break;
    }
    if (mode == TaskMode::Whole && !isFillingPolicy(policy))
        floorToWholeTasks(scenario, allocation.tasks);
    keepFiniteAndFeasible(scenario, allocation);
    return allocation;
}

} // namespace

Allocation allocate(const Scenario &scenario, PolicyId policy, TaskMode mode)
{
    return allocate(scenario, policy, mode, true);
}

QList<double> allocatedTasks(const Scenario &scenario, PolicyId policy, TaskMode mode)
{
    return allocate(scenario, policy, mode, false).tasks;
}

} // namespace drf
