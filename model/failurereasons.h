#pragma once

#include "analysis.h"
#include "policy.h"
#include "propertytable.h"
#include "scenario.h"

#include <QList>
#include <QStringList>

namespace drf {

/// How many witnesses of a failure of `property` the analysis holds: the overloaded resources
/// (feasible), the envy pairs (envy-free), the users below their equal split (sharing
/// incentive), the users that could still grow (Pareto efficient), the idle resources someone
/// needs (no crumbs). An infeasible allocation is neither Pareto efficient nor crumbless for that
/// one reason, so those two properties then have one witness. 0 when the property holds, and for
/// strategy-proofness (its counterexample comes from a search, see strategyProofness()).
qsizetype failureWitnessCount(const AllocationAnalysis &analysis, Property property);

/// The first `limit` witnesses of failureWitnessCount(), one sentence each, in the analysis's
/// order: "GPU over capacity by 15", "A envies B: with B's bundle A could run 60 tasks, it runs
/// 30", "B gets 33.33 tasks, less than the 50 of its equal split (max-min)", "A could still grow:
/// no resource it needs is full", "20 CPU idle", "not feasible: GPU over capacity by 15".
/// `splitTasks` is max-min's tasks in the same mode, as given to analyse(). The one wording of
/// every failure, used by the properties table and the command-line report.
QStringList failureReasons(const Scenario &scenario, const Allocation &allocation,
                           const AllocationAnalysis &analysis, const QList<double> &splitTasks,
                           Property property, qsizetype limit);

} // namespace drf
