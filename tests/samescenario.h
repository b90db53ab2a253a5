#pragma once

#include "scenario.h"

#include <algorithm>

namespace drf::test {

/// Exactly equal: same title, names, numbers, caps and online fields. Each double compares by ==
/// (QList's == compares bits, and a file reads a -0 back as 0).
inline bool sameScenario(const Scenario &a, const Scenario &b)
{
    const auto sameNumbers = [](const QList<double> &x, const QList<double> &y) {
        return std::equal(x.cbegin(), x.cend(), y.cbegin(), y.cend());
    };
    if (a.title != b.title || a.resources.size() != b.resources.size() ||
        a.users.size() != b.users.size())
        return false;
    for (qsizetype j = 0; j < a.resources.size(); ++j) {
        const Resource &x = a.resources[j];
        const Resource &y = b.resources[j];
        if (x.name != y.name || x.capacity != y.capacity || x.price != y.price)
            return false;
    }
    for (qsizetype i = 0; i < a.users.size(); ++i) {
        const User &x = a.users[i];
        const User &y = b.users[i];
        if (x.name != y.name || !sameNumbers(x.demand, y.demand) || x.weight != y.weight ||
            x.maxTasks != y.maxTasks || x.arrive != y.arrive || x.leave != y.leave ||
            x.work != y.work || x.duration != y.duration)
            return false;
    }
    return a.horizon == b.horizon;
}

} // namespace drf::test
