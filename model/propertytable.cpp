#include "propertytable.h"

#include "manipulation.h"
#include "readablenumber.h"

#include <QStringList>

#include <cmath>

namespace drf {

namespace {

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
    return QStringLiteral("%1 (and %2 more)").arg(first).arg(count - 1);
}

QString userName(const Scenario &scenario, int i)
{
    return scenario.users[i].name;
}

QString resourceName(const Scenario &scenario, int j)
{
    return scenario.resources[j].name;
}

QString tasksText(double tasks)
{
    return QStringLiteral("%1 %2").arg(
        readableDecimal(tasks), tasks == 1.0 ? QStringLiteral("task") : QStringLiteral("tasks"));
}

/// "GPU over capacity by 15; Memory over capacity by 2".
QString overloadText(const Scenario &scenario, const AllocationAnalysis &a)
{
    QStringList parts;
    for (int j = 0; j < scenario.resourceCount(); ++j)
        if (a.overload[j] > 0.0)
            parts.append(QStringLiteral("%1 over capacity by %2")
                             .arg(resourceName(scenario, j), readableDecimal(a.overload[j])));
    return parts.join(QStringLiteral("; "));
}

PropertyVerdict feasibility(const Scenario &scenario, const AllocationAnalysis &a)
{
    if (a.feasible)
        return yes(QStringLiteral("every resource is within its capacity"));
    return no(overloadText(scenario, a));
}

PropertyVerdict envyFreeness(const Scenario &scenario, const AllocationAnalysis &a,
                             bool envyChecked)
{
    if (!envyChecked)
        return {std::nullopt, QStringLiteral("not checked above %1 users").arg(kEnvyUserLimit)};
    if (a.envyFree)
        return yes(QStringLiteral("nobody could run more tasks with another user's bundle"));
    const EnvyPair &e = a.envies.first();
    const QString envious = userName(scenario, e.envious);
    const QString envied = userName(scenario, e.envied);
    return no(
        firstOf(QStringLiteral("%1 envies %2: with %2's bundle %1 could run %3, it runs %4")
                    .arg(envious, envied, tasksText(e.tasksWithOther), readableDecimal(e.ownTasks)),
                a.envies.size()));
}

PropertyVerdict sharingIncentive(const Scenario &scenario, const AllocationAnalysis &a,
                                 const Allocation &allocation, const QList<double> &splitTasks)
{
    if (a.sharingIncentive)
        return yes(QStringLiteral("every user gets at least what its equal split (max-min) gives"));
    const int i = a.belowSplit.first();
    return no(firstOf(QStringLiteral("%1 gets %2, less than the %3 of its equal split")
                          .arg(userName(scenario, i), tasksText(allocation.tasks[i]),
                               readableDecimal(splitTasks[i])),
                      a.belowSplit.size()));
}

PropertyVerdict paretoEfficiency(const Scenario &scenario, const AllocationAnalysis &a,
                                 TaskMode mode)
{
    if (!a.feasible)
        return no(QStringLiteral("not feasible: ") + overloadText(scenario, a));
    const bool whole = mode == TaskMode::Whole;
    if (a.paretoEfficient)
        return yes(whole ? QStringLiteral("no user below its cap has a next task that fits")
                         : QStringLiteral("every user below its cap needs a full resource"));
    return no(firstOf(QStringLiteral("%1 could still grow: %2")
                          .arg(userName(scenario, a.improvableUsers.first()),
                               whole ? QStringLiteral("its next task fits")
                                     : QStringLiteral("no resource it needs is full")),
                      a.improvableUsers.size()));
}

PropertyVerdict crumblessness(const Scenario &scenario, const AllocationAnalysis &a)
{
    if (!a.feasible)
        return no(QStringLiteral("not feasible: ") + overloadText(scenario, a));
    if (a.noCrumbs)
        return yes(QStringLiteral("every resource someone needs is fully used"));
    QStringList idle;
    for (int j : a.crumbResources)
        idle.append(QStringLiteral("%1 %2 idle")
                        .arg(readableDecimal(a.idle[j]), resourceName(scenario, j)));
    return no(idle.join(QStringLiteral(", ")));
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
        QStringLiteral("by reporting %1 instead of %2")
            .arg(readableVector(m.report), readableVector(scenario.users[m.user].demand));
    if (!std::isfinite(m.gain))
        return QStringLiteral("%1 runs %2 instead of 0 %3")
            .arg(userName(scenario, m.user), tasksText(m.realTasks), lie);
    return QStringLiteral("%1 gains %2 (%3 instead of %4) %5")
        .arg(userName(scenario, m.user), gainPercent(m.gain), tasksText(m.realTasks),
             readableDecimal(m.truthfulTasks), lie);
}

} // namespace

QString propertyName(Property property)
{
    switch (property) {
    case Property::Feasible:
        return QStringLiteral("feasible");
    case Property::EnvyFree:
        return QStringLiteral("envy-free");
    case Property::SharingIncentive:
        return QStringLiteral("sharing incentive");
    case Property::ParetoEfficient:
        return QStringLiteral("Pareto efficient");
    case Property::NoCrumbs:
        return QStringLiteral("no crumbs");
    case Property::StrategyProof:
        return QStringLiteral("strategy-proof");
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
    row.verdict(Property::Feasible) = feasibility(scenario, analysis);
    row.verdict(Property::EnvyFree) = envyFreeness(scenario, analysis, envyChecked);
    row.verdict(Property::SharingIncentive) =
        sharingIncentive(scenario, analysis, allocation, splitTasks);
    row.verdict(Property::ParetoEfficient) = paretoEfficiency(scenario, analysis, allocation.mode);
    row.verdict(Property::NoCrumbs) = crumblessness(scenario, analysis);
    row.verdict(Property::StrategyProof) = {std::nullopt, QStringLiteral("not computed yet")};
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
                                  const std::atomic<bool> *cancel)
{
    for (int i = 0; i < scenario.userCount(); ++i) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return {std::nullopt, QStringLiteral("cancelled")};
        const Manipulation m = bestMisreport(scenario, policy, mode, i);
        if (m.gain > 1.0 + kGainTolerance)
            return no(counterexample(scenario, m));
    }
    return yes(QStringLiteral("no user gains by misreporting (reports scaled by 1/4 to 4 "
                              "per resource searched)"));
}

QList<PropertyVerdict> strategyProofColumn(Scenario scenario, TaskMode mode,
                                           const std::atomic<bool> *cancel)
{
    QList<PropertyVerdict> column;
    for (PolicyId policy : kAllPolicies)
        column.append(strategyProofness(scenario, policy, mode, cancel));
    return column;
}

} // namespace drf
