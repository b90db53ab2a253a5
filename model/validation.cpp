#include "validation.h"

#include <QHash>

#include <cmath>

namespace drf {

namespace {

// Shared shape of every numeric rule: finite, above (or at) a lower bound, at most kMaxValue.
QString checkNumber(double value, bool allowZero)
{
    const bool inRange = std::isfinite(value) && (allowZero ? value >= 0.0 : value > 0.0);
    if (!inRange)
        return allowZero ? QStringLiteral("must be a finite number >= 0")
                         : QStringLiteral("must be a finite number > 0");
    if (value > kMaxValue)
        return QStringLiteral("must be at most 1e12");
    return {};
}

QString indexedPath(const char *list, int index)
{
    return QStringLiteral("%1[%2]").arg(QLatin1String(list)).arg(index);
}

class Validator
{
public:
    QList<ValidationIssue> issues;

    void add(const QString &path, const QString &message)
    {
        if (!message.isEmpty())
            issues.append({path, message});
    }

    void checkCount(const char *list, int count, int maximum)
    {
        if (count < 1 || count > maximum)
            add(QLatin1String(list), QStringLiteral("must have 1 to %1 entries, has %2").arg(maximum).arg(count));
    }

    // Names are compared trimmed: "A " and "A" would look the same in every view.
    void checkNames(const char *list, const QStringList &names)
    {
        QHash<QString, int> firstIndex;
        for (int i = 0; i < names.size(); ++i) {
            const QString path = indexedPath(list, i) + QStringLiteral(".name");
            const QString reason = checkName(names[i]);
            if (!reason.isEmpty()) {
                add(path, reason);
                continue;
            }
            const QString key = names[i].trimmed();
            const auto it = firstIndex.constFind(key);
            if (it != firstIndex.cend())
                add(path, QStringLiteral("\"%1\" is already used by %2").arg(key, indexedPath(list, it.value())));
            else
                firstIndex.insert(key, i);
        }
    }

    void checkDemand(const QString &userPath, const QList<double> &demand, int resourceCount)
    {
        const QString path = userPath + QStringLiteral(".demand");
        if (demand.size() != resourceCount)
            add(path, QStringLiteral("has %1 values but there are %2 resources").arg(demand.size()).arg(resourceCount));
        bool allValid = true;
        bool anyPositive = false;
        for (int j = 0; j < demand.size(); ++j) {
            const QString reason = checkDemandComponent(demand[j]);
            add(path + QStringLiteral("[%1]").arg(j), reason);
            allValid = allValid && reason.isEmpty();
            anyPositive = anyPositive || demand[j] > 0.0;
        }
        // An invalid component already has its own message; an empty demand has the length one.
        if (allValid && !anyPositive && !demand.isEmpty())
            add(path, QStringLiteral("at least one value must be > 0"));
    }
};

} // namespace

QString checkCapacity(double value)
{
    return checkNumber(value, false);
}

QString checkPrice(double value)
{
    return checkNumber(value, false);
}

QString checkDemandComponent(double value)
{
    return checkNumber(value, true);
}

QString checkWeight(double value)
{
    return checkNumber(value, false);
}

QString checkMaxTasks(std::optional<double> value)
{
    return value ? checkNumber(*value, true) : QString();
}

QString checkName(const QString &name)
{
    return name.trimmed().isEmpty() ? QStringLiteral("must not be empty") : QString();
}

QList<ValidationIssue> validateScenario(const Scenario &scenario)
{
    Validator v;
    v.checkCount("resources", scenario.resourceCount(), kMaxResources);
    v.checkCount("users", scenario.userCount(), kMaxUsers);

    for (int j = 0; j < scenario.resourceCount(); ++j) {
        const Resource &resource = scenario.resources[j];
        const QString path = indexedPath("resources", j);
        v.add(path + QStringLiteral(".capacity"), checkCapacity(resource.capacity));
        v.add(path + QStringLiteral(".price"), checkPrice(resource.price));
    }
    v.checkNames("resources", scenario.resourceNames());

    for (int i = 0; i < scenario.userCount(); ++i) {
        const User &user = scenario.users[i];
        const QString path = indexedPath("users", i);
        v.checkDemand(path, user.demand, scenario.resourceCount());
        v.add(path + QStringLiteral(".weight"), checkWeight(user.weight));
        v.add(path + QStringLiteral(".maxTasks"), checkMaxTasks(user.maxTasks));
    }
    v.checkNames("users", scenario.userNames());
    return v.issues;
}

} // namespace drf
