#pragma once

#include "policy.h"

#include <QString>

namespace drf {

class AllocationSet;

/// One line per policy saying what it does, for tool tips and the results panel.
QString policyDescription(PolicyId policy);

/// The results panel's HTML for one policy: tasks and bundles per user, usage, idle and
/// utilization per resource, feasibility, the four property checks with a reason for every
/// failure, prices and budgets (markets) and the derivation (drf, drf-equal).
QString policyResultsHtml(const AllocationSet &results, PolicyId policy);
/// A table of every policy: tasks of the first users and which properties hold.
QString comparisonHtml(const AllocationSet &results);

} // namespace drf
