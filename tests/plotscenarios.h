#pragma once

// Scenarios shared by the plot tests and the slider benchmark.

#include "scenario.h"

namespace drf::test {

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

} // namespace drf::test
