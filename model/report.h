#pragma once

#include "policy.h"
#include "scenario.h"

#include <QJsonArray>
#include <QList>

class QIODevice;

namespace drf {

/// Above this many users the N x N envy matrix is left out of a report ("envy": null): it would
/// have N^2 numbers. Envy-freeness and its reasons are still reported.
inline constexpr int kMaxEnvyMatrixUsers = 200;
/// At most this many explanations per failed property; the rest are counted in one last line.
inline constexpr int kMaxReasonsPerProperty = 20;

/// The report drfviz writes for `--report`, written to `device` as it is made (JsonWriter):
/// {"mode": "continuous"|"whole", "policies": [one object per policy of `policies`, in that
/// order], "scenario": <file format>}. Each policy's object holds everything drfviz knows about
/// it on this valid scenario: id, name, feasible, approximate (and precisionNote when it is true:
/// see Allocation), users (name, tasks, allocation, dominantShare), usage, idle, utilization,
/// overload, envy, properties, reasons (one array of sentences per failed property, plus
/// "feasible" when over capacity), prices and budgets (markets only), derivation (drf and
/// drf-equal only: mu, dominantResource, denominators, bounds, s, bottleneck, stages) and, when
/// `withManipulation`, manipulation (each user's best misreport). The sharing-incentive reference
/// is max-min in the same task mode. Values that are infinite (a bound of a resource nobody
/// needs, an infinite manipulation gain) are written as null. The bytes are those
/// QJsonDocument::toJson(Indented) gives for the same document. False when a write fails.
bool writeScenarioReport(const Scenario &scenario, const QList<PolicyId> &policies, TaskMode mode,
                         bool withManipulation, QIODevice &device);

/// JSON has no infinity: +inf (a bound nobody reaches, an unbounded gain) becomes null.
QJsonValue jsonNumber(double value);
/// jsonNumber() of each value.
QJsonArray jsonNumbers(const QList<double> &values);

/// "continuous" or "whole", as in the report's "mode".
QString taskModeKey(TaskMode mode);

} // namespace drf
