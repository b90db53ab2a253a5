#include "report.h"

#include "analysis.h"
#include "failurereasons.h"
#include "manipulation.h"
#include "scenariofile.h"

#include <QJsonArray>
#include <QStringList>

#include <array>
#include <cmath>

namespace drf {

QJsonValue jsonNumber(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QJsonArray jsonNumbers(const QList<double> &values)
{
    QJsonArray array;
    for (double value : values)
        array.append(jsonNumber(value));
    return array;
}

namespace {

/// A resource's name, or null for index -1 ("no resource").
QJsonValue resourceName(const Scenario &scenario, int j)
{
    return j >= 0 ? QJsonValue(scenario.resources[j].name) : QJsonValue(QJsonValue::Null);
}

QJsonArray userNames(const Scenario &scenario, const QList<int> &users)
{
    QJsonArray names;
    for (int i : users)
        names.append(scenario.users[i].name);
    return names;
}

/// Why each failed property fails (failureReasons()), under the report's keys: at most
/// kMaxReasonsPerProperty sentences each (10000 users can produce millions of envy pairs), the
/// rest counted in one last line.
QJsonObject reasonsFor(const Scenario &scenario, const Allocation &allocation,
                       const AllocationAnalysis &a, const QList<double> &splitTasks)
{
    const std::array<std::pair<Property, QString>, 5> keys = {{
        {Property::Feasible, QStringLiteral("feasible")},
        {Property::EnvyFree, QStringLiteral("envyFree")},
        {Property::SharingIncentive, QStringLiteral("sharingIncentive")},
        {Property::ParetoEfficient, QStringLiteral("paretoEfficient")},
        {Property::NoCrumbs, QStringLiteral("noCrumbs")},
    }};
    QJsonObject reasons;
    for (const auto &[property, key] : keys) {
        const qsizetype total = failureWitnessCount(a, property);
        if (total == 0)
            continue;
        QJsonArray lines = QJsonArray::fromStringList(
            failureReasons(scenario, allocation, a, splitTasks, property, kMaxReasonsPerProperty));
        if (total > lines.size())
            lines.append(QStringLiteral("... and %1 more").arg(total - lines.size()));
        reasons.insert(key, lines);
    }
    return reasons;
}

QJsonObject derivationJson(const Scenario &scenario, const Allocation &allocation)
{
    const DrfDerivation &d = *allocation.derivation;
    QJsonArray dominantResource;
    for (int j : d.dominantResource)
        dominantResource.append(resourceName(scenario, j));
    QJsonArray stages;
    for (const FillingStage &stage : allocation.stages) {
        stages.append(QJsonObject{
            {QStringLiteral("level"), jsonNumber(stage.level)},
            {QStringLiteral("saturated"), resourceName(scenario, stage.saturatedResource)},
            {QStringLiteral("frozen"), userNames(scenario, stage.frozenUsers)}});
    }
    return {{QStringLiteral("mu"), jsonNumbers(d.mu)},
            {QStringLiteral("dominantResource"), dominantResource},
            {QStringLiteral("denominators"), jsonNumbers(d.denominators)},
            {QStringLiteral("bounds"), jsonNumbers(d.bounds)},
            {QStringLiteral("s"), jsonNumber(d.s)},
            {QStringLiteral("bottleneck"), resourceName(scenario, d.bottleneck)},
            {QStringLiteral("stages"), stages}};
}

QJsonArray manipulationJson(const Scenario &scenario, PolicyId policy, TaskMode mode)
{
    QJsonArray entries;
    for (int i = 0; i < scenario.userCount(); ++i) {
        const Manipulation best = bestMisreport(scenario, policy, mode, i);
        entries.append(
            QJsonObject{{QStringLiteral("user"), scenario.users[i].name},
                        {QStringLiteral("report"), jsonNumbers(best.report)},
                        {QStringLiteral("truthfulTasks"), jsonNumber(best.truthfulTasks)},
                        {QStringLiteral("tasks"), jsonNumber(best.realTasks)},
                        {QStringLiteral("gain"), jsonNumber(best.gain)}});
    }
    return entries;
}

QJsonValue envyJson(const Scenario &scenario, const Allocation &allocation)
{
    if (scenario.userCount() > kMaxEnvyMatrixUsers)
        return QJsonValue::Null;
    QJsonArray rows;
    for (const QList<double> &row : envyMatrix(scenario, allocation))
        rows.append(jsonNumbers(row));
    return rows;
}

} // namespace

QString taskModeKey(TaskMode mode)
{
    return mode == TaskMode::Whole ? QStringLiteral("whole") : QStringLiteral("continuous");
}

namespace {

/// policyReport() with max-min's tasks in the same mode already computed.
QJsonObject policyReport(const Scenario &scenario, PolicyId policy, TaskMode mode,
                         bool withManipulation, const QList<double> &splitTasks)
{
    const Allocation allocation = allocate(scenario, policy, mode);
    const AllocationAnalysis a = analyse(scenario, allocation, splitTasks);

    QJsonArray users;
    for (int i = 0; i < scenario.userCount(); ++i) {
        users.append(
            QJsonObject{{QStringLiteral("name"), scenario.users[i].name},
                        {QStringLiteral("tasks"), jsonNumber(allocation.tasks[i])},
                        {QStringLiteral("allocation"), jsonNumbers(a.bundles[i])},
                        {QStringLiteral("dominantShare"), jsonNumber(a.dominantShares[i])}});
    }
    QJsonObject report{
        {QStringLiteral("id"), policyKey(policy)},
        {QStringLiteral("name"), policyName(policy)},
        {QStringLiteral("feasible"), a.feasible},
        {QStringLiteral("users"), users},
        {QStringLiteral("usage"), jsonNumbers(a.usage)},
        {QStringLiteral("idle"), jsonNumbers(a.idle)},
        {QStringLiteral("utilization"), jsonNumbers(a.utilization)},
        {QStringLiteral("overload"), jsonNumbers(a.overload)},
        {QStringLiteral("envy"), envyJson(scenario, allocation)},
        {QStringLiteral("properties"),
         QJsonObject{{QStringLiteral("envyFree"), a.envyFree},
                     {QStringLiteral("sharingIncentive"), a.sharingIncentive},
                     {QStringLiteral("paretoEfficient"), a.paretoEfficient},
                     {QStringLiteral("noCrumbs"), a.noCrumbs}}},
        {QStringLiteral("reasons"), reasonsFor(scenario, allocation, a, splitTasks)}};
    report.insert(QStringLiteral("approximate"), allocation.approximate);
    if (allocation.approximate)
        report.insert(QStringLiteral("precisionNote"), allocation.precisionNote);
    if (isMarketPolicy(policy)) {
        report.insert(QStringLiteral("prices"), jsonNumbers(allocation.prices));
        report.insert(QStringLiteral("budgets"), jsonNumbers(allocation.budgets));
    }
    if (allocation.derivation)
        report.insert(QStringLiteral("derivation"), derivationJson(scenario, allocation));
    if (withManipulation)
        report.insert(QStringLiteral("manipulation"), manipulationJson(scenario, policy, mode));
    return report;
}

} // namespace

QJsonObject policyReport(const Scenario &scenario, PolicyId policy, TaskMode mode,
                         bool withManipulation)
{
    return policyReport(scenario, policy, mode, withManipulation,
                        allocate(scenario, PolicyId::MaxMin, mode).tasks);
}

QJsonDocument scenarioReport(const Scenario &scenario, const QList<PolicyId> &policies,
                             TaskMode mode, bool withManipulation)
{
    // Max-min is every policy's sharing-incentive reference: computed once.
    const QList<double> splitTasks = allocate(scenario, PolicyId::MaxMin, mode).tasks;
    QJsonArray reports;
    for (PolicyId policy : policies)
        reports.append(policyReport(scenario, policy, mode, withManipulation, splitTasks));
    return QJsonDocument(QJsonObject{{QStringLiteral("scenario"), scenarioToJsonObject(scenario)},
                                     {QStringLiteral("mode"), taskModeKey(mode)},
                                     {QStringLiteral("policies"), reports}});
}

} // namespace drf
