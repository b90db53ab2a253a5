#include "viewstate.h"

#include "report.h"

#include <QJsonArray>

namespace drf {

namespace {

const QString kPolicyKey = QStringLiteral("policy");
const QString kCompareKey = QStringLiteral("compare");
const QString kTaskModeKey = QStringLiteral("taskMode");
const QString kTabKey = QStringLiteral("tab");
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

const QStringList &ViewState::choiceKeys()
{
    static const QStringList keys{QStringLiteral("axes"), QStringLiteral("taskUsers"),
                                  QStringLiteral("fillingAxes"),
                                  QStringLiteral("manipulationAxes")};
    return keys;
}

ViewState ViewState::fromJson(const QJsonObject &view)
{
    ViewState state;
    state.policy = policyFromKey(view.value(kPolicyKey).toString());
    state.compare = optionalBool(view.value(kCompareKey));
    state.taskMode = taskModeFromKey(view.value(kTaskModeKey));
    state.tab = optionalString(view.value(kTabKey));
    for (const QString &key : choiceKeys()) {
        const QJsonArray names = view.value(key).toArray();
        if (names.size() == 2 && names[0].isString() && names[1].isString())
            state.choices.insert(key, {names[0].toString(), names[1].toString()});
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
    for (auto choice = choices.cbegin(); choice != choices.cend(); ++choice)
        view.insert(choice.key(), QJsonArray::fromStringList(choice.value()));
    if (allPolicies)
        view.insert(kAllPoliciesKey, *allPolicies);
    return view;
}

} // namespace drf
