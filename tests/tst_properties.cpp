#include "analysis.h"
#include "manipulation.h"
#include "policy.h"
#include "progressivefilling.h"
#include "testmain.h"
#include "testutil.h"

#include <random>

using namespace drf;

namespace {

struct RandomShape
{
    int maxUsers = 6;
    int maxResources = 4;
    double zeroDemandChance = 0.25;
    double capChance = 0.0;
    bool weights = false;
    double capacityScale = 100.0;
};

Scenario randomScenario(std::mt19937 &rng, const RandomShape &shape)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::uniform_int_distribution<int> users(1, shape.maxUsers);
    std::uniform_int_distribution<int> resources(1, shape.maxResources);
    const int n = users(rng);
    const int m = resources(rng);
    Scenario s;
    for (int j = 0; j < m; ++j)
        s.resources.append({QStringLiteral("R%1").arg(j), shape.capacityScale * (0.1 + unit(rng)),
                            1.0 + 20.0 * unit(rng)});
    for (int i = 0; i < n; ++i) {
        User user{QStringLiteral("U%1").arg(i), {}, 1.0, std::nullopt};
        for (int j = 0; j < m; ++j)
            user.demand.append(unit(rng) < shape.zeroDemandChance ? 0.0 : 0.1 + 5.0 * unit(rng));
        user.demand[std::uniform_int_distribution<int>(0, m - 1)(rng)] = 0.1 + 5.0 * unit(rng);
        if (shape.weights)
            user.weight = 0.25 + 4.0 * unit(rng);
        if (unit(rng) < shape.capChance)
            user.maxTasks = 30.0 * unit(rng);
        s.users.append(user);
    }
    return s;
}

QString describe(const Scenario &s)
{
    QString text;
    for (const Resource &r : s.resources)
        text += QStringLiteral("%1=%2 ").arg(r.name).arg(r.capacity, 0, 'g', 17);
    for (const User &u : s.users) {
        text += u.name + QLatin1Char('(');
        for (double d : u.demand)
            text += QString::number(d, 'g', 17) + QLatin1Char(' ');
        text += QStringLiteral("w=%1 T=%2) ").arg(u.weight).arg(u.maxTasks ? *u.maxTasks : -1.0);
    }
    return text;
}

/// DOMAIN.md's whole-task loop, literally: one task at a time, no batching.
QList<double> referenceWholeTasks(const Scenario &s, const QList<double> &sharePerTask,
                                  bool stopAtFirstMisfit)
{
    const int n = s.userCount();
    const int m = s.resourceCount();
    QList<double> x(n, 0.0), usage(m, 0.0);
    QList<bool> done(n, false);
    for (int i = 0; i < n; ++i)
        done[i] = wholeTaskCap(s.users[i]) < 1.0;
    for (;;) {
        int best = -1;
        for (int i = 0; i < n; ++i) {
            if (done[i])
                continue;
            const double share = x[i] * sharePerTask[i] / s.users[i].weight;
            const double bestShare =
                best < 0 ? 0.0 : x[best] * sharePerTask[best] / s.users[best].weight;
            const bool tie = best >= 0 && std::abs(share - bestShare) <=
                                              1e-9 * std::max(std::abs(share), std::abs(bestShare));
            if (best < 0 || (!tie && share < bestShare))
                best = i;
        }
        if (best < 0)
            break;
        bool fits = true;
        for (int j = 0; j < m; ++j)
            fits =
                fits && usage[j] + s.users[best].demand[j] <= s.resources[j].capacity * (1 + 1e-9);
        if (!fits) {
            if (stopAtFirstMisfit)
                break;
            done[best] = true;
            continue;
        }
        x[best] += 1.0;
        for (int j = 0; j < m; ++j)
            usage[j] += s.users[best].demand[j];
        if (x[best] + 1.0 > wholeTaskCap(s.users[best]))
            done[best] = true;
    }
    return x;
}

} // namespace

/// The properties DOMAIN.md says the literature proves, checked on many seeded random scenarios.
class TestProperties : public QObject
{
    Q_OBJECT

private slots:
    void drfFamilyIsFeasibleEnvyFreeAndSharing_data()
    {
        QTest::addColumn<bool>("caps");
        QTest::newRow("no caps") << false;
        QTest::newRow("caps") << true;
    }

    void drfFamilyIsFeasibleEnvyFreeAndSharing()
    {
        QFETCH(bool, caps);
        std::mt19937 rng(caps ? 7 : 11);
        RandomShape shape;
        shape.capChance = caps ? 0.3 : 0.0;
        for (int trial = 0; trial < 500; ++trial) {
            const Scenario s = randomScenario(rng, shape);
            const QList<double> split = allocate(s, PolicyId::MaxMin, TaskMode::Continuous).tasks;
            for (PolicyId policy : {PolicyId::Drf, PolicyId::DrfEqual, PolicyId::Walras}) {
                const Allocation a = allocate(s, policy, TaskMode::Continuous);
                const AllocationAnalysis an = analyse(s, a, split);
                const QString where = policyKey(policy) + QStringLiteral(": ") + describe(s);
                QVERIFY2(an.feasible, qPrintable(where));
                QVERIFY2(an.envyFree, qPrintable(where));
                QVERIFY2(an.sharingIncentive, qPrintable(where));
                if (policy != PolicyId::DrfEqual)
                    QVERIFY2(an.paretoEfficient, qPrintable(where));
            }
        }
    }

    void weightedDrfKeepsSharingIncentive()
    {
        std::mt19937 rng(3);
        RandomShape shape;
        shape.weights = true;
        shape.capChance = 0.2;
        for (int trial = 0; trial < 500; ++trial) {
            const Scenario s = randomScenario(rng, shape);
            const QList<double> split = allocate(s, PolicyId::MaxMin, TaskMode::Continuous).tasks;
            for (PolicyId policy : {PolicyId::Drf, PolicyId::DrfEqual, PolicyId::Walras}) {
                const AllocationAnalysis an =
                    analyse(s, allocate(s, policy, TaskMode::Continuous), split, false);
                QVERIFY2(an.feasible && an.sharingIncentive, qPrintable(describe(s)));
            }
        }
    }

    void wholeTasksNeverExceedCapacity()
    {
        std::mt19937 rng(5);
        RandomShape shape;
        shape.capChance = 0.2;
        shape.weights = true;
        for (int trial = 0; trial < 400; ++trial) {
            const Scenario s = randomScenario(rng, shape);
            const QList<double> split = allocate(s, PolicyId::MaxMin, TaskMode::Whole).tasks;
            for (PolicyId policy : kAllPolicies) {
                if (policy == PolicyId::FixedPrice)
                    continue;
                const Allocation a = allocate(s, policy, TaskMode::Whole);
                const AllocationAnalysis an = analyse(s, a, split, false);
                QVERIFY2(an.feasible, qPrintable(policyKey(policy) + describe(s)));
                for (int i = 0; i < s.userCount(); ++i) {
                    QCOMPARE(a.tasks[i], std::floor(a.tasks[i]));
                    QVERIFY(a.tasks[i] <= wholeTaskCap(s.users[i]));
                }
            }
        }
    }

    /// The batched whole-task loop hands out exactly what the literal one-by-one loop does.
    void wholeTaskBatchingIsExact()
    {
        std::mt19937 rng(13);
        RandomShape shape;
        shape.capChance = 0.3;
        shape.weights = true;
        shape.capacityScale = 3000.0; // thousands of tasks, so batches are taken
        for (int trial = 0; trial < 150; ++trial) {
            const Scenario s = randomScenario(rng, shape);
            const QList<double> mu = dominantSharePerTask(s);
            const QList<double> assets = aggregateSharePerTask(s);
            QCOMPARE(allocate(s, PolicyId::Drf, TaskMode::Whole).tasks,
                     referenceWholeTasks(s, mu, false));
            QCOMPARE(allocate(s, PolicyId::DrfEqual, TaskMode::Whole).tasks,
                     referenceWholeTasks(s, mu, true));
            QCOMPARE(allocate(s, PolicyId::Asset, TaskMode::Whole).tasks,
                     referenceWholeTasks(s, assets, false));
        }
    }

    void hugeTaskCountsFinish()
    {
        // 1e12 CPUs for tasks of 1e-3 CPU: 1e15 tasks would take forever one by one.
        Scenario s = Scenario::seed();
        s.resources[0].capacity = 1e12;
        s.resources[1].capacity = 1e12;
        s.users[0].demand = {1e-3, 2e-3};
        const Allocation a = allocate(s, PolicyId::Drf, TaskMode::Whole);
        const AllocationAnalysis an = analyse(s, a, a.tasks, false);
        QVERIFY(an.feasible);
        const Allocation c = allocate(s, PolicyId::Drf, TaskMode::Continuous);
        for (int i = 0; i < 2; ++i)
            QVERIFY(std::abs(a.tasks[i] - c.tasks[i]) <= 1e-6 * c.tasks[i] + 2.0);
    }

    void drfIsStrategyProof()
    {
        std::mt19937 rng(17);
        RandomShape shape;
        shape.maxUsers = 4;
        shape.maxResources = 3;
        for (int trial = 0; trial < 40; ++trial) {
            const Scenario s = randomScenario(rng, shape);
            for (int i = 0; i < s.userCount(); ++i) {
                const Manipulation lie = bestMisreport(s, PolicyId::Drf, TaskMode::Continuous, i);
                QVERIFY2(lie.gain <= 1.0 + 1e-9, qPrintable(describe(s)));
            }
        }
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestProperties)
#include "tst_properties.moc"
