#include "report.h"

#include "analysis.h"
#include "manipulation.h"
#include "scenariofile.h"

#include <QJsonArray>
#include <QStringList>

#include <cmath>

namespace drf {

namespace {

/// JSON has no infinity: +inf (a bound nobody reaches, an unbounded gain) becomes null.
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

/// Numbers in sentences: short, since the exact values are in the numeric fields.
QString brief(double value)
{
    return QString::number(value, 'g', 6);
}

/// The sentences explaining one failed property, at most kMaxReasonsPerProperty of them
/// (10000 users can produce millions of envy pairs).
class ReasonList
{
public:
    void add(const QString &sentence)
    {
        if (m_lines.size() < kMaxReasonsPerProperty)
            m_lines.append(sentence);
        ++m_total;
    }

    void addTo(QJsonObject &reasons, const QString &property) const
    {
        if (m_total == 0)
            return;
        QJsonArray lines = m_lines;
        if (m_total > m_lines.size())
            lines.append(QStringLiteral("... and %1 more").arg(m_total - m_lines.size()));
        reasons.insert(property, lines);
    }

private:
    QJsonArray m_lines;
    qsizetype m_total = 0;
};

QJsonObject reasonsFor(const Scenario &scenario, const Allocation &allocation,
                       const AllocationAnalysis &a, const QList<double> &splitTasks)
{
    const QString infeasible = QStringLiteral("the allocation is infeasible (over capacity)");
    QJsonObject reasons;

    ReasonList feasible;
    for (int j = 0; j < scenario.resourceCount(); ++j) {
        if (a.overload[j] > 0.0)
            feasible.add(QStringLiteral("%1 is over capacity by %2 (%3 used of %4)")
                             .arg(scenario.resources[j].name, brief(a.overload[j]),
                                  brief(a.usage[j]), brief(scenario.resources[j].capacity)));
    }
    feasible.addTo(reasons, QStringLiteral("feasible"));

    ReasonList envyFree;
    for (const EnvyPair &pair : a.envies) {
        const QString &envious = scenario.users[pair.envious].name;
        const QString &envied = scenario.users[pair.envied].name;
        envyFree.add(
            QStringLiteral("%1 envies %2: with %2's bundle %1 could run %3 tasks instead of %4")
                .arg(envious, envied, brief(pair.tasksWithOther), brief(pair.ownTasks)));
    }
    envyFree.addTo(reasons, QStringLiteral("envyFree"));

    ReasonList sharingIncentive;
    for (int i : a.belowSplit)
        sharingIncentive.add(
            QStringLiteral("%1 gets %2 tasks, below the %3 of its equal split (max-min)")
                .arg(scenario.users[i].name, brief(allocation.tasks[i]), brief(splitTasks[i])));
    sharingIncentive.addTo(reasons, QStringLiteral("sharingIncentive"));

    ReasonList paretoEfficient;
    if (!a.feasible)
        paretoEfficient.add(infeasible);
    const QString growth =
        allocation.mode == TaskMode::Whole
            ? QStringLiteral("%1 could still grow: its next task fits")
            : QStringLiteral("%1 could still grow: every resource it needs has idle capacity");
    for (int i : a.improvableUsers)
        paretoEfficient.add(growth.arg(scenario.users[i].name));
    paretoEfficient.addTo(reasons, QStringLiteral("paretoEfficient"));

    ReasonList noCrumbs;
    if (!a.feasible)
        noCrumbs.add(infeasible);
    for (int j : a.crumbResources)
        noCrumbs.add(QStringLiteral("%1 of %2 %3 lie idle although users need %3")
                         .arg(brief(a.idle[j]), brief(scenario.resources[j].capacity),
                              scenario.resources[j].name));
    noCrumbs.addTo(reasons, QStringLiteral("noCrumbs"));
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

QJsonObject policyReport(const Scenario &scenario, PolicyId policy, TaskMode mode,
                         bool withManipulation)
{
    const Allocation allocation = allocate(scenario, policy, mode);
    const QList<double> splitTasks = policy == PolicyId::MaxMin
                                         ? allocation.tasks
                                         : allocate(scenario, PolicyId::MaxMin, mode).tasks;
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

QJsonDocument scenarioReport(const Scenario &scenario, const QList<PolicyId> &policies,
                             TaskMode mode, bool withManipulation)
{
    QJsonArray reports;
    for (PolicyId policy : policies)
        reports.append(policyReport(scenario, policy, mode, withManipulation));
    return QJsonDocument(QJsonObject{{QStringLiteral("scenario"), scenarioToJsonObject(scenario)},
                                     {QStringLiteral("mode"), taskModeKey(mode)},
                                     {QStringLiteral("policies"), reports}});
}

} // namespace drf
