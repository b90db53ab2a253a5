#pragma once

#include "scenario.h"

#include <QList>
#include <QString>

namespace drf {

/// One linear constraint on two users' task counts: a x_a + b x_b <= bound.
struct TaskConstraint
{
    QString name; ///< the resource's name, or "cap of A"
    double a = 0.0;
    double b = 0.0;
    double bound = 0.0;
    int resource = -1; ///< the resource it bounds; -1 for a user's cap
};

/// The task space of users `a` and `b`: one constraint per resource either of them needs, with
/// every other user keeping its `tasks`, then the users' caps.
QList<TaskConstraint> taskConstraints(const Scenario &scenario, const QList<double> &tasks, int a,
                                      int b);

} // namespace drf
