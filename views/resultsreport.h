#pragma once

#include "policy.h"

#include <QString>

namespace drf {

class AllocationSet;

/// One line per policy saying what it does, for tool tips and the results panel.
QString policyDescription(PolicyId policy);

/// The seed's closed-form derivation of DRF in a few plain-text lines, e.g.
/// "s = min(180/240, 180/270) = 2/3, bottleneck GPU". The per-user lines (mu and x) are left
/// out for more than `detailedUsers` users.
QStringList drfDerivationLines(const Scenario &scenario, const DrfDerivation &derivation,
                               int detailedUsers = 4);

/// The results panel's HTML for one policy: tasks and bundles per user, usage, idle and
/// utilization per resource, feasibility, the four property checks with a reason for every
/// failure, prices and budgets (markets) and the derivation (drf, drf-equal).
QString policyResultsHtml(const AllocationSet &results, PolicyId policy);
/// A table of every policy: tasks of the first users and which properties hold.
QString comparisonHtml(const AllocationSet &results);

} // namespace drf
