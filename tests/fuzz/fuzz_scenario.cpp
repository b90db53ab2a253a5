// libFuzzer target: the scenario parser and validation, then every policy, the analysis and the
// three online mechanisms on the small scenarios the parser accepts. Any broken promise aborts,
// which libFuzzer reports as a crash and saves the input.

#include "analysis.h"
#include "onlinesimulation.h"
#include "policy.h"
#include "samescenario.h"
#include "scenariofile.h"
#include "validation.h"

#include <QByteArray>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace drf;
using drf::test::sameScenario;

namespace {

// Allocating costs O(N^2 m) with the envy check; small scenarios keep every input fast.
constexpr int kMaxAllocatedUsers = 16;

[[noreturn]] void fail(const char *what, const Allocation *allocation = nullptr, int index = -1)
{
    if (allocation) {
        std::fprintf(stderr, "fuzz_scenario: %s (policy %s, %s tasks, index %d)\n", what,
                     qPrintable(policyKey(allocation->policy)),
                     allocation->mode == TaskMode::Whole ? "whole" : "continuous", index);
    } else {
        std::fprintf(stderr, "fuzz_scenario: %s\n", what);
    }
    std::abort();
}

// DOMAIN.md's promises for one allocation: tasks finite, >= 0, within the cap, whole in
// whole-task mode; usage within capacity (relative tolerance kRelTol) for every policy but the
// fixed-price market, which may ask for more than exists.
void checkAllocation(const Scenario &scenario, const Allocation &allocation)
{
    const int n = scenario.userCount();
    const int m = scenario.resourceCount();
    if (allocation.tasks.size() != n)
        fail("one task count per user expected", &allocation);
    QList<double> usage(m, 0.0);
    for (int i = 0; i < n; ++i) {
        const double x = allocation.tasks[i];
        const User &user = scenario.users[i];
        if (!std::isfinite(x) || x < 0.0)
            fail("tasks must be finite and >= 0", &allocation, i);
        if (user.maxTasks && x > *user.maxTasks * (1.0 + kRelTol))
            fail("tasks above the user's cap", &allocation, i);
        if (allocation.mode == TaskMode::Whole && x != std::floor(x))
            fail("whole-task mode gave a fraction of a task", &allocation, i);
        for (int j = 0; j < m; ++j)
            usage[j] += x * user.demand[j];
    }
    if (allocation.policy == PolicyId::FixedPrice)
        return;
    for (int j = 0; j < m; ++j) {
        if (!(usage[j] <= scenario.resources[j].capacity * (1.0 + kRelTol)))
            fail("usage above capacity", &allocation, j);
    }
}

// DOMAIN.md's promises for one online run (recompute under drf): segments from 0 to the horizon
// in order, tasks finite and >= 0, every segment within capacity, no job past its work, finite
// results. A run stopped by its limits only has to say why.
void checkOnlineRun(const Scenario &scenario, const OnlineRun &run)
{
    if (!run.ok())
        return;
    const int n = scenario.userCount();
    const int m = scenario.resourceCount();
    if (run.segmentCount() < 1 || run.from(0) != 0.0 ||
        run.to(run.segmentCount() - 1) != run.horizon || !std::isfinite(run.horizon) ||
        !(run.horizon > 0.0))
        fail("online: the segments do not cover [0, horizon]");
    for (int k = 0; k < run.segmentCount(); ++k) {
        if (!(run.from(k) < run.to(k)))
            fail("online: a segment of no length");
        for (int i = 0; i < n; ++i)
            if (!std::isfinite(run.tasksOf(k, i)) || run.tasksOf(k, i) < 0.0)
                fail("online: tasks must be finite and >= 0");
        for (int j = 0; j < m; ++j)
            if (!(run.usageOf(k, j) <= scenario.resources[j].capacity * (1.0 + kRelTol)))
                fail("online: usage above capacity");
    }
    for (int i = 0; i < n; ++i) {
        const OnlineUserResult &user = run.users[i];
        const std::optional<double> work = scenario.users[i].work;
        if (!std::isfinite(user.tasksFinished) ||
            (work && user.tasksFinished > *work * (1.0 + kRelTol)))
            fail("online: tasks finished past the job's work");
        if (!std::isfinite(user.meanDominantShare) || !std::isfinite(user.preempted))
            fail("online: a result is not finite");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const LoadResult loaded =
        parseScenarioJson(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!loaded.ok()) {
        if (loaded.errors.isEmpty())
            fail("rejected without a reason");
        return 0;
    }
    const Scenario &scenario = *loaded.scenario;
    if (!validateScenario(scenario).isEmpty())
        fail("the parser accepted a scenario that validation rejects");

    const LoadResult reloaded = parseScenarioJson(scenarioToJson(scenario));
    if (!reloaded.ok() || !sameScenario(scenario, *reloaded.scenario))
        fail("saving and loading again changed the scenario");

    if (scenario.userCount() > kMaxAllocatedUsers)
        return 0;
    for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole}) {
        const QList<double> splitTasks = allocate(scenario, PolicyId::MaxMin, mode).tasks;
        for (PolicyId policy : kAllPolicies) {
            const Allocation allocation = allocate(scenario, policy, mode);
            if (allocation.policy != policy || allocation.mode != mode)
                fail("allocate() answered another policy or task mode", &allocation);
            checkAllocation(scenario, allocation);
            const AllocationAnalysis analysis = analyse(scenario, allocation, splitTasks);
            if (policy != PolicyId::FixedPrice && !analysis.feasible)
                fail("the analysis calls a feasible allocation infeasible", &allocation);
        }
    }
    // Small limits keep every input fast; what passes them must stop with a reason.
    OnlineLimits limits;
    limits.events = 20000;
    limits.steps = 200000;
    limits.timelineNumbers = 200000;
    for (Mechanism mechanism : kAllMechanisms)
        checkOnlineRun(scenario, simulateOnline(scenario, mechanism, PolicyId::Drf, limits));
    return 0;
}
