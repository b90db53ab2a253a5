#pragma once

// Scenarios shared by the plot tests and the slider benchmark.

#include "scenario.h"

namespace drf::test {

/// The seed with names of every kind a file may hold (issue 31): Polish letters, quotes,
/// markup, the specials of TeX and printf, a backslash and emoji.
inline Scenario seedWithAllowedNames()
{
    Scenario scenario = Scenario::seed();
    scenario.resources[0].name = QStringLiteral("Łódź \"CPU\" <b>");
    scenario.resources[1].name = QStringLiteral("GPU & 50% $x$ \\n");
    scenario.users[0].name = QStringLiteral("Zażółć 'gęślą' jaźń");
    scenario.users[1].name = QStringLiteral("B 😀 #1_{x}^~ </text>&amp;");
    return scenario;
}

/// `users` users with varied demands of three resources (CPU 1000, GPU 400, RAM 4000) and
/// weights 1 to 3: enough to fill the plots, no two users alike.
inline Scenario manyUsers(int users)
{
    Scenario scenario;
    scenario.title = QStringLiteral("%1 users").arg(users);
    scenario.resources = {{QStringLiteral("CPU"), 1000, 10},
                          {QStringLiteral("GPU"), 400, 10},
                          {QStringLiteral("RAM"), 4000, 10}};
    for (int i = 0; i < users; ++i)
        scenario.users.append({QStringLiteral("U%1").arg(i + 1),
                               {1.0 + i % 5, 0.5 + (i * 7) % 4, 2.0 + (i * 3) % 11},
                               1.0 + i % 3,
                               std::nullopt});
    return scenario;
}

/// `users` users of `resources` resources (capacities 1000 to 4000), each needing about three
/// in four resources (0.1 to 5 per task), weights 1 to 3, no two users alike: the largest valid
/// files (10,000 users, 16 resources) for the plots' and the window's cost with many users.
inline Scenario largeScenario(int users, int resources)
{
    Scenario scenario;
    scenario.title = QStringLiteral("%1 users, %2 resources").arg(users).arg(resources);
    for (int j = 0; j < resources; ++j)
        scenario.resources.append({QStringLiteral("R%1").arg(j + 1), 1000.0 * (1 + j % 4), 10});
    for (int i = 0; i < users; ++i) {
        QList<double> demand;
        for (int j = 0; j < resources; ++j) {
            const int hash = (i * 7919 + j * 104729) % 1000;
            demand.append(hash % 4 == 0 && j != i % resources ? 0.0 : 0.1 + hash / 200.0);
        }
        scenario.users.append(
            {QStringLiteral("U%1").arg(i + 1), demand, 1.0 + i % 3, std::nullopt});
    }
    return scenario;
}

} // namespace drf::test
