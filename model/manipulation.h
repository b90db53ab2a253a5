#pragma once

#include "policy.h"

#include <QList>

namespace drf {

/// The best lie one user can tell under one policy (DOMAIN.md, "Manipulation gain").
struct Manipulation
{
    int user = -1;
    QList<double> report;     ///< the reported demand that serves the user best
    double truthfulTasks = 0; ///< x_i when reporting the truth
    double realTasks = 0;     ///< tasks the user really runs with the allocation of `report`
    double gain = 1.0;        ///< realTasks / truthfulTasks (1 when both are 0)
};

/// Searches reports d'_i = f .* d_i with every factor on a log grid over [1/4, 4], then refines
/// around the best point. Others report truthfully.
Manipulation bestMisreport(const Scenario &scenario, PolicyId policy, TaskMode mode, int user);

/// Real tasks of `user` if it reported `report` instead of its demand (others truthful).
double realTasksWithReport(const Scenario &scenario, PolicyId policy, TaskMode mode, int user,
                           const QList<double> &report);

} // namespace drf
