#include "taskconstraints.h"

#include <QCoreApplication>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct TaskConstraintsTexts
{
    Q_DECLARE_TR_FUNCTIONS(TaskConstraintsTexts)
};

} // namespace

QList<TaskConstraint> taskConstraints(const Scenario &scenario, const QList<double> &tasks, int a,
                                      int b)
{
    QList<TaskConstraint> list;
    for (int j = 0; j < scenario.resourceCount(); ++j) {
        const double da = scenario.users[a].demand[j];
        const double db = scenario.users[b].demand[j];
        if (da <= 0 && db <= 0)
            continue;
        // The other users keep their tasks.
        double others = 0.0;
        for (int i = 0; i < scenario.userCount(); ++i) {
            if (i != a && i != b)
                others += tasks[i] * scenario.users[i].demand[j];
        }
        list.append(
            {scenario.resources[j].name, da, db, scenario.resources[j].capacity - others, j});
    }
    for (int user : {a, b}) {
        if (const std::optional<double> cap = scenario.users[user].maxTasks)
            list.append({TaskConstraintsTexts::tr("cap of %1").arg(scenario.users[user].name),
                         user == a ? 1.0 : 0.0, user == b ? 1.0 : 0.0, *cap, -1});
    }
    return list;
}

} // namespace drf
