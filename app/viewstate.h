#pragma once

#include "policy.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace drf {

/// How the window shows a scenario, kept in the scenario file's optional "view" object so a
/// scenario prepared for class opens as it was prepared: the policy, compare mode, task mode,
/// the current tab, the resources on the resource-space axes, the task-space users and the
/// utilization bars' "all policies". Every field is optional; reading is lenient (a missing,
/// mistyped or unknown value is left unset, never an error), so older and newer files open.
struct ViewState
{
    std::optional<PolicyId> policy;
    std::optional<bool> compare;
    std::optional<TaskMode> taskMode;
    std::optional<QString> tab; ///< a key of PlotArea's tabs: "resource-space", "task-space"...
    std::optional<QString> xResource; ///< resource names, not indices: robust to reordering
    std::optional<QString> yResource;
    std::optional<QString> taskUserA; ///< user names
    std::optional<QString> taskUserB;
    std::optional<bool> allPolicies;

    static ViewState fromJson(const QJsonObject &view);
    QJsonObject toJson() const;
};

} // namespace drf
