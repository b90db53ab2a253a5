#include "scenario.h"

#include <algorithm>

namespace drf {

double Scenario::totalWeight() const
{
    double sum = 0.0;
    for (const User &user : users)
        sum += user.weight;
    return sum;
}

int Scenario::resourceIndex(const QString &name) const
{
    for (int j = 0; j < resourceCount(); ++j)
        if (resources[j].name == name)
            return j;
    return -1;
}

int Scenario::userIndex(const QString &name) const
{
    for (int i = 0; i < userCount(); ++i)
        if (users[i].name == name)
            return i;
    return -1;
}

QStringList Scenario::resourceNames() const
{
    QStringList names;
    for (const Resource &resource : resources)
        names.append(resource.name);
    return names;
}

QStringList Scenario::userNames() const
{
    QStringList names;
    for (const User &user : users)
        names.append(user.name);
    return names;
}

bool Scenario::hasTimeline() const
{
    return horizon || std::any_of(users.cbegin(), users.cend(), [](const User &user) {
               return user.arrive != 0.0 || user.leave || user.work ||
                      user.duration != kDefaultDuration;
           });
}

Scenario Scenario::seed()
{
    Scenario s;
    s.title = QStringLiteral("The seed: analytics and neural networks on 180 CPU + 180 GPU");
    s.resources = {{QStringLiteral("CPU"), 180.0, kDefaultPrice},
                   {QStringLiteral("GPU"), 180.0, kDefaultPrice}};
    s.users = {{QStringLiteral("A"), {2.0, 1.0}, 1.0, std::nullopt},
               {QStringLiteral("B"), {1.0, 3.0}, 1.0, std::nullopt}};
    return s;
}

} // namespace drf
