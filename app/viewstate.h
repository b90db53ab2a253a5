#pragma once

#include "policy.h"

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace drf {

/// How the window shows a scenario, kept in the scenario file's optional "view" object so a
/// scenario prepared for class opens as it was prepared: the policy, compare mode, task mode,
/// the current tab, the pairs of names chosen above the plots (the resources on the axes of the
/// resource space, the filling and the manipulation heat map, the task space's users) and the
/// utilization bars' "all policies". Every field is optional; reading is lenient (a missing,
/// mistyped or unknown value is left unset, never an error), so older and newer files open.
struct ViewState
{
    /// The keys of `choices`, each a pair of names in the file: "axes" (resource space),
    /// "taskUsers", "fillingAxes", "manipulationAxes".
    static const QStringList &choiceKeys();

    std::optional<PolicyId> policy;
    std::optional<bool> compare;
    std::optional<TaskMode> taskMode;
    std::optional<QString> tab; ///< a key of PlotArea's tabs: "resource-space", "task-space"...
    /// Two resource or user names per key of choiceKeys(): names, not indices, so the choice
    /// survives a reordering and a name that no longer exists is simply not chosen.
    QMap<QString, QStringList> choices;
    std::optional<bool> allPolicies;

    static ViewState fromJson(const QJsonObject &view);
    QJsonObject toJson() const;
};

} // namespace drf
