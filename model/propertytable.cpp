#include "propertytable.h"

#include "failurereasons.h"
#include "manipulation.h"
#include "readablenumber.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct PropertyTableTexts
{
    Q_DECLARE_TR_FUNCTIONS(PropertyTableTexts)
};

/// A strategy-proof policy keeps every gain within this of 1 (DOMAIN.md).
constexpr double kGainTolerance = 1e-9;

PropertyVerdict yes(const QString &reason)
{
    return {true, reason};
}

PropertyVerdict no(const QString &reason)
{
    return {false, reason};
}

/// The first witness, and how many more there are: "A envies B: ... (and 2 more)".
QString firstOf(const QString &first, qsizetype count)
{
    if (count <= 1)
        return first;
    return PropertyTableTexts::tr("%1 (and %2 more)").arg(first).arg(count - 1);
}

/// The verdict of one of the five cheap properties: its reason when it holds, else its witnesses
/// (failureReasons()). Resources are few, so all overloaded or idle ones are named; users and
/// pairs can be thousands, so the first is named and the rest counted.
PropertyVerdict verdictOf(const Scenario &scenario, const Allocation &allocation,
                          const AllocationAnalysis &a, const QList<double> &splitTasks,
                          Property property, const QString &holdsReason)
{
    const qsizetype witnesses = failureWitnessCount(a, property);
    if (witnesses == 0)
        return yes(holdsReason);
    const bool namesResources = property == Property::Feasible || property == Property::NoCrumbs;
    const QStringList reasons = failureReasons(scenario, allocation, a, splitTasks, property,
                                               namesResources ? witnesses : 1);
    return no(namesResources ? reasons.join(QStringLiteral(", "))
                             : firstOf(reasons.first(), witnesses));
}

/// "4.2%" for a gain of 1.042; small gains keep two significant digits.
QString gainPercent(double gain)
{
    const double percent = 100.0 * (gain - 1.0);
    return (percent >= 0.1 ? QString::number(percent, 'f', 1) : QString::number(percent, 'g', 2)) +
           QLatin1Char('%');
}

QString counterexample(const Scenario &scenario, const Manipulation &m)
{
    const QString lie =
        PropertyTableTexts::tr("by reporting %1 instead of %2")
            .arg(readableVector(m.report), readableVector(scenario.users[m.user].demand));
    if (!std::isfinite(m.gain))
        return PropertyTableTexts::tr("%1 runs %2 instead of 0 %3")
            .arg(scenario.users[m.user].name, readableTasks(m.realTasks), lie);
    return PropertyTableTexts::tr("%1 gains %2 (%3 instead of %4) %5")
        .arg(scenario.users[m.user].name, gainPercent(m.gain), readableTasks(m.realTasks),
             readableDecimal(m.truthfulTasks), lie);
}

} // namespace

QString propertyName(Property property)
{
    switch (property) {
    case Property::Feasible:
        return PropertyTableTexts::tr("feasible");
    case Property::EnvyFree:
        return PropertyTableTexts::tr("envy-free");
    case Property::SharingIncentive:
        return PropertyTableTexts::tr("sharing incentive");
    case Property::ParetoEfficient:
        return PropertyTableTexts::tr("Pareto efficient");
    case Property::NoCrumbs:
        return PropertyTableTexts::tr("no crumbs");
    case Property::StrategyProof:
        return PropertyTableTexts::tr("strategy-proof");
    }
    return {};
}

void PropertyTable::setStrategyProofColumn(const QList<PropertyVerdict> &column)
{
    for (int k = 0; k < rows.size() && k < column.size(); ++k)
        rows[k].verdict(Property::StrategyProof) = column[k];
}

PolicyProperties allocationProperties(const Scenario &scenario, const Allocation &allocation,
                                      const AllocationAnalysis &analysis,
                                      const QList<double> &splitTasks, bool envyChecked)
{
    PolicyProperties row;
    row.policy = allocation.policy;
    const auto verdict = [&](Property property, const QString &holdsReason) {
        return verdictOf(scenario, allocation, analysis, splitTasks, property, holdsReason);
    };
    const bool whole = allocation.mode == TaskMode::Whole;
    row.verdict(Property::Feasible) = verdict(
        Property::Feasible, PropertyTableTexts::tr("every resource is within its capacity"));
    row.verdict(Property::EnvyFree) =
        envyChecked ? verdict(Property::EnvyFree,
                              PropertyTableTexts::tr(
                                  "nobody could run more tasks with another user's bundle"))
                    : PropertyVerdict{
                          std::nullopt,
                          PropertyTableTexts::tr("not checked above %1 users").arg(kEnvyUserLimit)};
    row.verdict(Property::SharingIncentive) = verdict(
        Property::SharingIncentive,
        PropertyTableTexts::tr("every user gets at least what its equal split (max-min) gives"));
    row.verdict(Property::ParetoEfficient) =
        verdict(Property::ParetoEfficient,
                whole ? PropertyTableTexts::tr("no user below its cap has a next task that fits")
                      : PropertyTableTexts::tr("every user below its cap needs a full resource"));
    row.verdict(Property::NoCrumbs) = verdict(
        Property::NoCrumbs, PropertyTableTexts::tr("every resource someone needs is fully used"));
    row.verdict(Property::StrategyProof) = {std::nullopt,
                                            PropertyTableTexts::tr("not computed yet")};
    return row;
}

PropertyTable propertyTable(const Scenario &scenario, TaskMode mode)
{
    PropertyTable table;
    table.mode = mode;
    const bool withEnvy = scenario.userCount() <= kEnvyUserLimit;
    const QList<double> split = allocate(scenario, PolicyId::MaxMin, mode).tasks;
    for (PolicyId policy : kAllPolicies) {
        const Allocation allocation = allocate(scenario, policy, mode);
        const AllocationAnalysis analysis = analyse(scenario, allocation, split, withEnvy);
        table.rows.append(allocationProperties(scenario, allocation, analysis, split, withEnvy));
    }
    return table;
}

PropertyVerdict strategyProofness(Scenario scenario, PolicyId policy, TaskMode mode,
                                  const std::atomic<bool> *cancel, std::atomic<int> *searched)
{
    for (int i = 0; i < scenario.userCount(); ++i) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return {std::nullopt, QStringLiteral("cancelled")};
        const Manipulation m = bestMisreport(scenario, policy, mode, i);
        if (searched)
            searched->fetch_add(1, std::memory_order_relaxed);
        if (m.gain > 1.0 + kGainTolerance)
            return no(counterexample(scenario, m));
    }
    return yes(PropertyTableTexts::tr("no user gains by misreporting (reports scaled by 1/4 to 4 "
                                      "per resource searched)"));
}

QList<PropertyVerdict> strategyProofColumn(Scenario scenario, TaskMode mode,
                                           const std::atomic<bool> *cancel,
                                           std::atomic<int> *searched)
{
    QList<PropertyVerdict> column;
    for (PolicyId policy : kAllPolicies) {
        const int before = searched ? searched->load(std::memory_order_relaxed) : 0;
        column.append(strategyProofness(scenario, policy, mode, cancel, searched));
        // A counterexample ends the policy's search early: its remaining users count as done.
        if (searched)
            searched->store(before + scenario.userCount(), std::memory_order_relaxed);
    }
    return column;
}

int strategyProofSearchSteps(const Scenario &scenario)
{
    return scenario.userCount() * int(kAllPolicies.size());
}

} // namespace drf
