#include "onlinereport.h"

#include "report.h"

#include <QJsonArray>

namespace drf {

namespace {

QJsonValue optionalNumber(const std::optional<double> &value)
{
    return value ? jsonNumber(*value) : QJsonValue(QJsonValue::Null);
}

} // namespace

QJsonObject onlineRunJson(const Scenario &scenario, const OnlineRun &run)
{
    QJsonArray segments;
    for (int k = 0; k < run.segmentCount(); ++k)
        segments.append(QJsonObject{{QStringLiteral("from"), run.from(k)},
                                    {QStringLiteral("to"), run.to(k)},
                                    {QStringLiteral("tasks"), jsonNumbers(run.segmentTasks(k))},
                                    {QStringLiteral("usage"), jsonNumbers(run.segmentUsage(k))}});
    QJsonArray users;
    for (int i = 0; i < scenario.userCount(); ++i) {
        const User &user = scenario.users[i];
        const OnlineUserResult &result = run.users[i];
        users.append(
            QJsonObject{{QStringLiteral("name"), user.name},
                        {QStringLiteral("arrive"), user.arrive},
                        {QStringLiteral("leave"), optionalNumber(user.leave)},
                        {QStringLiteral("finished"), optionalNumber(result.finished)},
                        {QStringLiteral("waited"), optionalNumber(result.waited)},
                        {QStringLiteral("meanDominantShare"), jsonNumber(result.meanDominantShare)},
                        {QStringLiteral("preempted"), jsonNumber(result.preempted)},
                        {QStringLiteral("tasksFinished"), jsonNumber(result.tasksFinished)}});
    }
    QJsonObject object{{QStringLiteral("id"), mechanismKey(run.mechanism)},
                       {QStringLiteral("name"), mechanismName(run.mechanism)},
                       {QStringLiteral("horizon"), run.horizon},
                       {QStringLiteral("segments"), segments},
                       {QStringLiteral("users"), users},
                       {QStringLiteral("utilization"), jsonNumbers(run.utilization)}};
    if (run.mechanism == Mechanism::Recompute)
        object.insert(QStringLiteral("policy"), policyKey(run.policy));
    return object;
}

QJsonDocument onlineReport(const Scenario &scenario, const QList<OnlineRun> &runs)
{
    QJsonArray mechanisms;
    for (const OnlineRun &run : runs)
        mechanisms.append(onlineRunJson(scenario, run));
    return QJsonDocument(QJsonObject{{QStringLiteral("scenario"), scenario.title},
                                     {QStringLiteral("mechanisms"), mechanisms}});
}

} // namespace drf
