#pragma once

#include "policy.h"
#include "scenario.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>

namespace drf {

/// Above this many users the N x N envy matrix is left out of a report ("envy": null): it would
/// have N^2 numbers. Envy-freeness and its reasons are still reported.
inline constexpr int kMaxEnvyMatrixUsers = 200;
/// At most this many explanations per failed property; the rest are counted in one last line.
inline constexpr int kMaxReasonsPerProperty = 20;

/// Everything drfviz knows about one policy on a valid scenario, as JSON (`--report`):
/// id, name, feasible, approximate (and precisionNote when it is true: see Allocation), users
/// (name, tasks, allocation, dominantShare), usage, idle, utilization, overload, envy, properties,
/// reasons (one array of sentences per failed property, plus "feasible" when over capacity), prices
/// and budgets (markets only), derivation (drf and drf-equal only: mu, dominantResource,
/// denominators, bounds, s, bottleneck, stages) and, when `withManipulation`, manipulation (each
/// user's best misreport). The sharing-incentive reference is max-min in the same task mode. Values
/// that are infinite (a bound of a resource nobody needs, an infinite manipulation gain) are
/// written as null.
QJsonObject policyReport(const Scenario &scenario, PolicyId policy, TaskMode mode,
                         bool withManipulation);

/// The whole report: {"scenario": <file format>, "mode": "continuous"|"whole",
/// "policies": [policyReport() for each of `policies`, in that order]}.
QJsonDocument scenarioReport(const Scenario &scenario, const QList<PolicyId> &policies,
                             TaskMode mode, bool withManipulation);

/// JSON has no infinity: +inf (a bound nobody reaches, an unbounded gain) becomes null.
QJsonValue jsonNumber(double value);
/// jsonNumber() of each value.
QJsonArray jsonNumbers(const QList<double> &values);

/// "continuous" or "whole", as in the report's "mode".
QString taskModeKey(TaskMode mode);

} // namespace drf
