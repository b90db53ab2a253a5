#pragma once

#include "scenario.h"

#include <QList>
#include <QString>

#include <optional>

namespace drf {

/// One problem in a scenario: where it is and what is wrong.
struct ValidationIssue
{
    QString path;    ///< e.g. "users[1].demand[0]"
    QString message; ///< e.g. "must be a finite number >= 0"
    /// "users[1].demand[0]: must be a finite number >= 0"
    QString toString() const { return path.isEmpty() ? message : path + QStringLiteral(": ") + message; }
};

/// Every rule of issue 2: 1..16 resources, 1..10000 users, capacities finite and > 0,
/// prices finite and > 0, demands finite and >= 0 with one > 0 per user, weights finite and > 0,
/// caps absent or finite and >= 0, names non-empty and unique, demand length = resource count,
/// every value at most 1e12. Empty list = valid.
QList<ValidationIssue> validateScenario(const Scenario &scenario);

/// Field checks shared by the file loader and the Qt model. Each returns the reason the value
/// is rejected ("must be a finite number > 0"), or an empty string when it is fine.
QString checkCapacity(double value);
QString checkPrice(double value);
QString checkDemandComponent(double value);
QString checkWeight(double value);
QString checkMaxTasks(std::optional<double> value);
QString checkName(const QString &name);

} // namespace drf
