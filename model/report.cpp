#include "report.h"

#include "analysis.h"
#include "failurereasons.h"
#include "jsonwriter.h"
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
void resourceName(JsonWriter &json, const Scenario &scenario, int j)
{
    if (j >= 0)
        json.string(scenario.resources[j].name);
    else
        json.null();
}

void userNames(JsonWriter &json, const Scenario &scenario, const QList<int> &users)
{
    json.beginArray();
    for (int i : users)
        json.string(scenario.users[i].name);
    json.endArray();
}

/// Why each failed property fails (failureReasons()), under the report's keys: at most
/// kMaxReasonsPerProperty sentences each (10000 users can produce millions of envy pairs), the
/// rest counted in one last line.
void reasons(JsonWriter &json, const Scenario &scenario, const Allocation &allocation,
             const AllocationAnalysis &a, const QList<double> &splitTasks)
{
    // In the keys' order (JsonWriter).
    const std::array<std::pair<Property, QStringView>, 5> keys = {{
        {Property::EnvyFree, u"envyFree"},
        {Property::Feasible, u"feasible"},
        {Property::NoCrumbs, u"noCrumbs"},
        {Property::ParetoEfficient, u"paretoEfficient"},
        {Property::SharingIncentive, u"sharingIncentive"},
    }};
    json.beginObject();
    for (const auto &[property, key] : keys) {
        const qsizetype total = failureWitnessCount(a, property);
        if (total == 0)
            continue;
        const QStringList lines =
            failureReasons(scenario, allocation, a, splitTasks, property, kMaxReasonsPerProperty);
        json.key(key);
        json.beginArray();
        for (const QString &line : lines)
            json.string(line);
        if (total > lines.size())
            json.string(QStringLiteral("... and %1 more").arg(total - lines.size()));
        json.endArray();
    }
    json.endObject();
}

void derivation(JsonWriter &json, const Scenario &scenario, const Allocation &allocation)
{
    const DrfDerivation &d = *allocation.derivation;
    json.beginObject();
    json.key(u"bottleneck");
    resourceName(json, scenario, d.bottleneck);
    json.key(u"bounds");
    json.numbers(d.bounds);
    json.key(u"denominators");
    json.numbers(d.denominators);
    json.key(u"dominantResource");
    json.beginArray();
    for (int j : d.dominantResource)
        resourceName(json, scenario, j);
    json.endArray();
    json.key(u"mu");
    json.numbers(d.mu);
    json.key(u"s");
    json.number(d.s);
    json.key(u"stages");
    json.beginArray();
    for (const FillingStage &stage : allocation.stages) {
        json.beginObject();
        json.key(u"frozen");
        userNames(json, scenario, stage.frozenUsers);
        json.key(u"level");
        json.number(stage.level);
        json.key(u"saturated");
        resourceName(json, scenario, stage.saturatedResource);
        json.endObject();
    }
    json.endArray();
    json.endObject();
}

void manipulation(JsonWriter &json, const Scenario &scenario, PolicyId policy, TaskMode mode)
{
    json.beginArray();
    for (int i = 0; i < scenario.userCount(); ++i) {
        const Manipulation best = bestMisreport(scenario, policy, mode, i);
        json.beginObject();
        json.key(u"gain");
        json.number(best.gain);
        json.key(u"report");
        json.numbers(best.report);
        json.key(u"tasks");
        json.number(best.realTasks);
        json.key(u"truthfulTasks");
        json.number(best.truthfulTasks);
        json.key(u"user");
        json.string(scenario.users[i].name);
        json.endObject();
    }
    json.endArray();
}

void envy(JsonWriter &json, const Scenario &scenario, const Allocation &allocation)
{
    if (scenario.userCount() > kMaxEnvyMatrixUsers) {
        json.null();
        return;
    }
    json.beginArray();
    for (const QList<double> &row : envyMatrix(scenario, allocation))
        json.numbers(row);
    json.endArray();
}

/// One policy's report, with max-min's tasks in the same mode already computed. The members in
/// the keys' order (JsonWriter).
void policyReport(JsonWriter &json, const Scenario &scenario, PolicyId policy, TaskMode mode,
                  bool withManipulation, const QList<double> &splitTasks)
{
    const Allocation allocation = allocate(scenario, policy, mode);
    const AllocationAnalysis a = analyse(scenario, allocation, splitTasks);

    json.beginObject();
    json.key(u"approximate");
    json.boolean(allocation.approximate);
    if (isMarketPolicy(policy)) {
        json.key(u"budgets");
        json.numbers(allocation.budgets);
    }
    if (allocation.derivation) {
        json.key(u"derivation");
        derivation(json, scenario, allocation);
    }
    json.key(u"envy");
    envy(json, scenario, allocation);
    json.key(u"feasible");
    json.boolean(a.feasible);
    json.key(u"id");
    json.string(policyKey(policy));
    json.key(u"idle");
    json.numbers(a.idle);
    if (withManipulation) {
        json.key(u"manipulation");
        manipulation(json, scenario, policy, mode);
    }
    json.key(u"name");
    json.string(policyName(policy));
    json.key(u"overload");
    json.numbers(a.overload);
    if (allocation.approximate) {
        json.key(u"precisionNote");
        json.string(allocation.precisionNote);
    }
    if (isMarketPolicy(policy)) {
        json.key(u"prices");
        json.numbers(allocation.prices);
    }
    json.key(u"properties");
    json.beginObject();
    json.key(u"envyFree");
    json.boolean(a.envyFree);
    json.key(u"noCrumbs");
    json.boolean(a.noCrumbs);
    json.key(u"paretoEfficient");
    json.boolean(a.paretoEfficient);
    json.key(u"sharingIncentive");
    json.boolean(a.sharingIncentive);
    json.endObject();
    json.key(u"reasons");
    reasons(json, scenario, allocation, a, splitTasks);
    json.key(u"usage");
    json.numbers(a.usage);
    json.key(u"users");
    json.beginArray();
    for (int i = 0; i < scenario.userCount(); ++i) {
        json.beginObject();
        json.key(u"allocation");
        json.numbers(a.bundles[i]);
        json.key(u"dominantShare");
        json.number(a.dominantShares[i]);
        json.key(u"name");
        json.string(scenario.users[i].name);
        json.key(u"tasks");
        json.number(allocation.tasks[i]);
        json.endObject();
    }
    json.endArray();
    json.key(u"utilization");
    json.numbers(a.utilization);
    json.endObject();
}

} // namespace

QString taskModeKey(TaskMode mode)
{
    return mode == TaskMode::Whole ? QStringLiteral("whole") : QStringLiteral("continuous");
}

bool writeScenarioReport(const Scenario &scenario, const QList<PolicyId> &policies, TaskMode mode,
                         bool withManipulation, QIODevice &device)
{
    JsonWriter json(device);
    json.beginObject();
    json.key(u"mode");
    json.string(taskModeKey(mode));
    json.key(u"policies");
    json.beginArray();
    // Max-min is every policy's sharing-incentive reference: computed once.
    const QList<double> splitTasks = allocate(scenario, PolicyId::MaxMin, mode).tasks;
    for (PolicyId policy : policies)
        policyReport(json, scenario, policy, mode, withManipulation, splitTasks);
    json.endArray();
    json.key(u"scenario");
    json.value(scenarioToJsonObject(scenario));
    json.endObject();
    return json.finish();
}

} // namespace drf
