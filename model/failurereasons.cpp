#include "failurereasons.h"

#include "readablenumber.h"

#include <QCoreApplication>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct FailureReasonsTexts
{
    Q_DECLARE_TR_FUNCTIONS(FailureReasonsTexts)
};

/// The resources used beyond their capacity (beyond the tolerance analyse() allows).
QList<int> overloadedResources(const AllocationAnalysis &a)
{
    QList<int> resources;
    for (int j = 0; j < a.overload.size(); ++j)
        if (a.overload[j] > 0.0)
            resources.append(j);
    return resources;
}

QString overloadSentence(const Scenario &scenario, const AllocationAnalysis &a, int j)
{
    return FailureReasonsTexts::tr("%1 over capacity by %2")
        .arg(scenario.resources[j].name, readableDecimal(a.overload[j]));
}

QString envySentence(const Scenario &scenario, const EnvyPair &pair)
{
    return FailureReasonsTexts::tr("%1 envies %2: with %2's bundle %1 could run %3, it runs %4")
        .arg(scenario.users[pair.envious].name, scenario.users[pair.envied].name,
             readableTasks(pair.tasksWithOther), readableDecimal(pair.ownTasks));
}

QString belowSplitSentence(const Scenario &scenario, const Allocation &allocation,
                           const QList<double> &splitTasks, int i)
{
    return FailureReasonsTexts::tr("%1 gets %2, less than the %3 of its equal split (max-min)")
        .arg(scenario.users[i].name, readableTasks(allocation.tasks[i]),
             readableDecimal(splitTasks[i]));
}

QString growthSentence(const Scenario &scenario, TaskMode mode, int i)
{
    return FailureReasonsTexts::tr("%1 could still grow: %2")
        .arg(scenario.users[i].name, mode == TaskMode::Whole
                                         ? FailureReasonsTexts::tr("its next task fits")
                                         : FailureReasonsTexts::tr("no resource it needs is full"));
}

QString idleSentence(const Scenario &scenario, const AllocationAnalysis &a, int j)
{
    return FailureReasonsTexts::tr("%1 %2 idle")
        .arg(readableDecimal(a.idle[j]), scenario.resources[j].name);
}

} // namespace

qsizetype failureWitnessCount(const AllocationAnalysis &a, Property property)
{
    switch (property) {
    case Property::Feasible:
        return overloadedResources(a).size();
    case Property::EnvyFree:
        return a.envyPairCount;
    case Property::SharingIncentive:
        return a.belowSplit.size();
    case Property::ParetoEfficient:
        return a.feasible ? a.improvableUsers.size() : 1;
    case Property::NoCrumbs:
        return a.feasible ? a.crumbResources.size() : 1;
    case Property::StrategyProof:
        return 0;
    }
    return 0;
}

QStringList failureReasons(const Scenario &scenario, const Allocation &allocation,
                           const AllocationAnalysis &a, const QList<double> &splitTasks,
                           Property property, qsizetype limit)
{
    QStringList sentences;
    const auto addFirst = [&](const auto &witnesses, const auto &sentence) {
        for (qsizetype k = 0; k < witnesses.size() && sentences.size() < limit; ++k)
            sentences.append(sentence(witnesses[k]));
    };
    const bool needsFeasible =
        property == Property::ParetoEfficient || property == Property::NoCrumbs;
    const auto overload = [&](int j) { return overloadSentence(scenario, a, j); };
    if (needsFeasible && !a.feasible) {
        // "not feasible: GPU over capacity by 15, Memory over capacity by 2"
        QStringList overloads;
        for (int j : overloadedResources(a))
            overloads.append(overload(j));
        if (limit > 0)
            sentences.append(FailureReasonsTexts::tr("not feasible: ") +
                             overloads.join(QStringLiteral(", ")));
        return sentences;
    }
    switch (property) {
    case Property::Feasible:
        addFirst(overloadedResources(a), overload);
        break;
    case Property::EnvyFree:
        addFirst(a.envies, [&](const EnvyPair &pair) { return envySentence(scenario, pair); });
        break;
    case Property::SharingIncentive:
        addFirst(a.belowSplit,
                 [&](int i) { return belowSplitSentence(scenario, allocation, splitTasks, i); });
        break;
    case Property::ParetoEfficient:
        addFirst(a.improvableUsers,
                 [&](int i) { return growthSentence(scenario, allocation.mode, i); });
        break;
    case Property::NoCrumbs:
        addFirst(a.crumbResources, [&](int j) { return idleSentence(scenario, a, j); });
        break;
    case Property::StrategyProof:
        break;
    }
    return sentences;
}

} // namespace drf
