#pragma once

// The cluster the engine and report benchmarks share.

#include "scenario.h"

#include <random>

namespace drf::bench {

/// `users` users of `resources` resources (capacities 500 to 1500 per user), a fifth of the
/// demands zero (each user needs at least one resource), every tenth user capped below 50 tasks.
inline Scenario randomCluster(int users, int resources, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    Scenario s;
    for (int j = 0; j < resources; ++j)
        s.resources.append(
            {QStringLiteral("R%1").arg(j), 1000.0 * users * (0.5 + unit(rng)), 10.0});
    for (int i = 0; i < users; ++i) {
        User user{QStringLiteral("U%1").arg(i), {}, 1.0, std::nullopt};
        for (int j = 0; j < resources; ++j)
            user.demand.append(unit(rng) < 0.2 ? 0.0 : 1.0 + 9.0 * unit(rng));
        user.demand[i % resources] = 1.0 + 9.0 * unit(rng);
        if (i % 10 == 0)
            user.maxTasks = 50.0 * unit(rng);
        s.users.append(user);
    }
    return s;
}

} // namespace drf::bench
