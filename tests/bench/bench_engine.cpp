// Engine speed. Prints median and 90th percentile of repeated runs; no assertions:
// the figures go into the README's performance section.
#include "analysis.h"
#include "benchcluster.h"
#include "manipulation.h"
#include "policy.h"

#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <functional>
#include <random>
#include <vector>

using namespace drf;

namespace {

struct Figures
{
    double median = 0.0;
    double p90 = 0.0;
};

/// Runs `work` until `minimumMs` have passed (at least 5 times) and returns per-run microseconds.
Figures measure(const std::function<void()> &work, double minimumMs = 500.0)
{
    std::vector<double> samples;
    QElapsedTimer total;
    total.start();
    while (samples.size() < 5 || total.elapsed() < minimumMs) {
        QElapsedTimer timer;
        timer.start();
        work();
        samples.push_back(double(timer.nsecsElapsed()) / 1000.0);
    }
    std::sort(samples.begin(), samples.end());
    return {samples[samples.size() / 2], samples[samples.size() * 9 / 10]};
}

/// Extreme magnitudes within the README's limits: capacities and demands among {1e-12, 1, 1e12},
/// weights 1e-9..1e9.
Scenario extremeCluster(int users, int resources, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    auto magnitude = [&] { return std::pow(10.0, 12.0 * std::floor(3.0 * unit(rng)) - 12.0); };
    Scenario s;
    for (int j = 0; j < resources; ++j)
        s.resources.append({QStringLiteral("R%1").arg(j), magnitude(), 10.0});
    for (int i = 0; i < users; ++i) {
        User user{QStringLiteral("U%1").arg(i),
                  {},
                  std::pow(10.0, -9.0 + 18.0 * unit(rng)),
                  std::nullopt};
        for (int j = 0; j < resources; ++j)
            user.demand.append(unit(rng) < 0.3 ? 0.0 : magnitude());
        user.demand[i % resources] = magnitude();
        s.users.append(user);
    }
    return s;
}

/// All six policies with the analysis a view needs.
void allPolicies(const Scenario &s, TaskMode mode, bool withEnvy)
{
    const Allocation split = allocate(s, PolicyId::MaxMin, mode);
    for (PolicyId policy : kAllPolicies) {
        const Allocation a = policy == PolicyId::MaxMin ? split : allocate(s, policy, mode);
        const AllocationAnalysis an = analyse(s, a, split.tasks, withEnvy);
        Q_UNUSED(an);
    }
}

} // namespace

int main()
{
    QTextStream out(stdout);
    auto report = [&](const QString &what, const Figures &f, const QString &target) {
        out << qSetFieldWidth(58) << Qt::left << what << qSetFieldWidth(0)
            << QStringLiteral("median %1 us, p90 %2 us   (target %3)\n")
                   .arg(f.median, 0, 'f', 1)
                   .arg(f.p90, 0, 'f', 1)
                   .arg(target);
        out.flush();
    };

    const Scenario seed = Scenario::seed();
    report(QStringLiteral("seed: six policies + full analysis (continuous)"),
           measure([&] { allPolicies(seed, TaskMode::Continuous, true); }),
           QStringLiteral("< 50 us"));
    report(QStringLiteral("seed: six policies + full analysis (whole tasks)"),
           measure([&] { allPolicies(seed, TaskMode::Whole, true); }), QStringLiteral("-"));

    const Scenario large = bench::randomCluster(1000, 8, 42);
    report(QStringLiteral("1000 users x 8 resources: six policies, no envy"),
           measure([&] { allPolicies(large, TaskMode::Continuous, false); }, 2000.0),
           QStringLiteral("< 10000 us"));
    report(QStringLiteral("1000 users x 8 resources: walras alone"),
           measure([&] { allocate(large, PolicyId::Walras, TaskMode::Continuous); }, 1000.0),
           QStringLiteral("-"));
    report(QStringLiteral("1000 users x 8 resources: envy matrix on demand"),
           measure([&] { envyMatrix(large, allocate(large, PolicyId::Drf, TaskMode::Continuous)); },
                   1000.0),
           QStringLiteral("-"));
    report(QStringLiteral("1000 users x 8 resources: six policies, whole tasks"),
           measure([&] { allPolicies(large, TaskMode::Whole, false); }, 2000.0),
           QStringLiteral("-"));
    const Scenario huge = bench::randomCluster(10000, 16, 7);
    report(QStringLiteral("10000 users x 16 resources: six policies, no envy"),
           measure([&] { allPolicies(huge, TaskMode::Continuous, false); }, 2000.0),
           QStringLiteral("-"));

    report(QStringLiteral("10000 users x 16 resources: six policies, whole tasks"),
           measure([&] { allPolicies(huge, TaskMode::Whole, false); }, 2000.0),
           QStringLiteral("< 1000000 us"));

    // What the window recomputes on every slider step, at the extremes of the valid range.
    const Scenario extreme = extremeCluster(10000, 16, 11);
    for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole}) {
        const QString modeName =
            mode == TaskMode::Whole ? QStringLiteral("whole tasks") : QStringLiteral("continuous");
        report(QStringLiteral("10000 x 16 extremes: six policies, %1").arg(modeName),
               measure([&] { allPolicies(extreme, mode, false); }, 2000.0),
               QStringLiteral("< 1000000 us"));
        for (PolicyId policy : kAllPolicies)
            report(QStringLiteral("10000 x 16 extremes: %1, %2").arg(policyKey(policy), modeName),
                   measure([&] { allocate(extreme, policy, mode); }, 500.0), QStringLiteral("-"));
    }
    Scenario countless;
    countless.resources = {{QStringLiteral("CPU"), 1e12, 10.0}};
    countless.users = {{QStringLiteral("A"), {1e-12}, 1.0, std::nullopt}};
    report(QStringLiteral("1 user, 1e24 whole tasks: six policies"),
           measure([&] { allPolicies(countless, TaskMode::Whole, true); }),
           QStringLiteral("< 1000 us"));

    for (PolicyId policy : {PolicyId::Drf, PolicyId::Walras}) {
        report(QStringLiteral("seed: manipulation search, user A, %1").arg(policyKey(policy)),
               measure([&] { bestMisreport(seed, policy, TaskMode::Continuous, 0); }),
               QStringLiteral("< 20000 us"));
    }
    return 0;
}
