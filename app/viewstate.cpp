#include "viewstate.h"

#include "report.h"

#include <QJsonArray>

namespace drf {

namespace {

const QString kPolicyKey = QStringLiteral("policy");
const QString kCompareKey = QStringLiteral("compare");
const QString kTaskModeKey = QStringLiteral("taskMode");
const QString kTabKey = QStringLiteral("tab");
const QString kAxesKey = QStringLiteral("axes");
const QString kTaskUsersKey = QStringLiteral("taskUsers");
const QString kAllPoliciesKey = QStringLiteral("allPolicies");

std::optional<bool> optionalBool(const QJsonValue &value)
{
    return value.isBool() ? std::optional<bool>(value.toBool()) : std::nullopt;
}

std::optional<QString> optionalString(const QJsonValue &value)
{
    return value.isString() ? std::optional<QString>(value.toString()) : std::nullopt;
}

std::optional<TaskMode> taskModeFromKey(const QJsonValue &value)
{
    for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole})
        if (value.toString() == taskModeKey(mode))
            return mode;
    return std::nullopt;
}

} // namespace

ViewState ViewState::fromJson(const QJsonObject &view)
{
    ViewState state;
    state.policy = policyFromKey(view.value(kPolicyKey).toString());
    state.compare = optionalBool(view.value(kCompareKey));
    state.taskMode = taskModeFromKey(view.value(kTaskModeKey));
    state.tab = optionalString(view.value(kTabKey));
    const QJsonArray axes = view.value(kAxesKey).toArray();
    if (axes.size() == 2) {
        state.xResource = optionalString(axes[0]);
        state.yResource = optionalString(axes[1]);
    }
    const QJsonArray users = view.value(kTaskUsersKey).toArray();
    if (users.size() == 2) {
        state.taskUserA = optionalString(users[0]);
        state.taskUserB = optionalString(users[1]);
    }
    state.allPolicies = optionalBool(view.value(kAllPoliciesKey));
    return state;
}

QJsonObject ViewState::toJson() const
{
    QJsonObject view;
    if (policy)
        view.insert(kPolicyKey, policyKey(*policy));
    if (compare)
        view.insert(kCompareKey, *compare);
    if (taskMode)
        view.insert(kTaskModeKey, taskModeKey(*taskMode));
    if (tab)
        view.insert(kTabKey, *tab);
    if (xResource && yResource)
        view.insert(kAxesKey, QJsonArray{*xResource, *yResource});
    if (taskUserA && taskUserB)
        view.insert(kTaskUsersKey, QJsonArray{*taskUserA, *taskUserB});
    if (allPolicies)
        view.insert(kAllPoliciesKey, *allPolicies);
    return view;
}

} // namespace drf
