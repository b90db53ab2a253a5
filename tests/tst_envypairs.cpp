#include "analysis.h"
#include "envypairs.h"
#include "policy.h"
#include "progressivefilling.h"
#include "testmain.h"
#include "testutil.h"

#include <limits>
#include <random>

using namespace drf;

namespace {

/// The reference: every pair of the N x N matrix compared as DOMAIN.md says, U_i(k) > U_i(i)
/// (1 + 1e-9), with U_i(k) = min(T_i, min over j with d_ij > 0 of x_k d_kj (1 / d_ij)), whole
/// tasks rounded down (wholeTasks()). The doubles are those the analysis always computed.
QList<EnvyPair> referencePairs(const Scenario &s, const Allocation &a)
{
    QList<EnvyPair> pairs;
    for (int i = 0; i < s.userCount(); ++i) {
        const User &user = s.users[i];
        const double own = a.tasks[i];
        for (int k = 0; k < s.userCount(); ++k) {
            if (k == i)
                continue;
            double value = user.maxTasks ? *user.maxTasks : std::numeric_limits<double>::infinity();
            for (int j = 0; j < s.resourceCount(); ++j)
                if (user.demand[j] > 0.0)
                    value =
                        std::min(value, a.tasks[k] * s.users[k].demand[j] * (1.0 / user.demand[j]));
            if (a.mode == TaskMode::Whole)
                value = wholeTasks(value);
            if (value > own * (1.0 + kRelTol))
                pairs.append({i, k, own, value});
        }
    }
    return pairs;
}

struct Shape
{
    int users = 40;
    int resources = 4;
    double zeroDemandChance = 0.25;
    double capChance = 0.2;
    bool weights = false;
    bool extremes = false;   ///< values among 1e-12, 1, 1e12 and weights 1e-9 .. 1e9
    double duplicates = 0.0; ///< chance that a user copies the one before (ties everywhere)
};

Scenario randomScenario(std::mt19937 &rng, const Shape &shape)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const auto value = [&](double low, double high) {
        return shape.extremes ? std::pow(10.0, 12.0 * std::floor(3.0 * unit(rng)) - 12.0)
                              : low + (high - low) * unit(rng);
    };
    Scenario s;
    for (int j = 0; j < shape.resources; ++j)
        s.resources.append({QStringLiteral("R%1").arg(j), value(100.0, 1000.0), value(1.0, 20.0)});
    for (int i = 0; i < shape.users; ++i) {
        if (i > 0 && unit(rng) < shape.duplicates) {
            User copy = s.users.last();
            copy.name = QStringLiteral("U%1").arg(i);
            s.users.append(copy);
            continue;
        }
        User user{QStringLiteral("U%1").arg(i), {}, 1.0, std::nullopt};
        for (int j = 0; j < shape.resources; ++j)
            user.demand.append(unit(rng) < shape.zeroDemandChance ? 0.0 : value(0.1, 5.0));
        user.demand[std::uniform_int_distribution<int>(0, shape.resources - 1)(rng)] =
            value(0.1, 5.0);
        if (shape.weights)
            user.weight =
                shape.extremes ? std::pow(10.0, -9.0 + 18.0 * unit(rng)) : 1.0 + 2.0 * unit(rng);
        if (unit(rng) < shape.capChance)
            user.maxTasks = unit(rng) < 0.2
                                ? 0.0
                                : std::floor(60.0 * unit(rng)) + (unit(rng) < 0.5 ? 0.5 : 0.0);
        s.users.append(user);
    }
    return s;
}

/// Envy pairs and the analysis must agree with the reference exactly: the same pairs in the same
/// order, with the same numbers, and the same count.
void compareWithReference(const Scenario &s, const Allocation &a, const QString &where)
{
    const QList<EnvyPair> expected = referencePairs(s, a);
    const EnvyPairs all = envyPairs(s, a, std::numeric_limits<qsizetype>::max());
    QVERIFY2(all.count == expected.size(),
             qPrintable(QStringLiteral("%1: %2 pairs, the reference has %3")
                            .arg(where)
                            .arg(all.count)
                            .arg(expected.size())));
    QCOMPARE(all.first.size(), expected.size());
    for (qsizetype p = 0; p < expected.size(); ++p) {
        const EnvyPair &got = all.first[p];
        const EnvyPair &want = expected[p];
        QVERIFY2(got.envious == want.envious && got.envied == want.envied &&
                     got.ownTasks == want.ownTasks && got.tasksWithOther == want.tasksWithOther,
                 qPrintable(QStringLiteral("%1: pair %2 is (%3, %4, %5, %6), expected (%7, %8, "
                                           "%9, %10)")
                                .arg(where)
                                .arg(p)
                                .arg(got.envious)
                                .arg(got.envied)
                                .arg(got.ownTasks, 0, 'g', 17)
                                .arg(got.tasksWithOther, 0, 'g', 17)
                                .arg(want.envious)
                                .arg(want.envied)
                                .arg(want.ownTasks, 0, 'g', 17)
                                .arg(want.tasksWithOther, 0, 'g', 17)));
    }
    // A short list is the reference's first pairs; the count is still all of them.
    const EnvyPairs few = envyPairs(s, a, 3);
    QCOMPARE(few.count, expected.size());
    QCOMPARE(few.first.size(), std::min<qsizetype>(3, expected.size()));
    for (qsizetype p = 0; p < few.first.size(); ++p)
        QVERIFY(few.first[p].envious == expected[p].envious &&
                few.first[p].envied == expected[p].envied);

    const AllocationAnalysis analysis = analyse(s, a, a.tasks);
    QCOMPARE(analysis.envyFree, expected.isEmpty());
    QCOMPARE(analysis.envyPairCount, expected.size());
    QCOMPARE(analysis.envies.size(), std::min(kListedEnvyPairs, expected.size()));
}

} // namespace

Q_DECLARE_METATYPE(Shape)

/// envyPairs() (sorted bundles, suffixes, bitsets) against the N x N reference, on seeded random
/// scenarios under every policy and on arbitrary allocations with many envious pairs.
class TestEnvyPairs : public QObject
{
    Q_OBJECT

private slots:
    void policiesMatchTheReference_data()
    {
        QTest::addColumn<Shape>("shape");
        QTest::addColumn<int>("scenarios");
        QTest::newRow("small, caps") << Shape{6, 3, 0.25, 0.3} << 300;
        QTest::newRow("40 users, caps") << Shape{40, 4, 0.25, 0.2} << 40;
        QTest::newRow("weights") << Shape{60, 5, 0.2, 0.1, true} << 20;
        QTest::newRow("ties") << Shape{50, 3, 0.3, 0.2, false, false, 0.4} << 20;
        QTest::newRow("extremes") << Shape{40, 4, 0.3, 0.1, true, true} << 30;
        QTest::newRow("extremes, ties") << Shape{40, 3, 0.3, 0.1, true, true, 0.3} << 20;
        QTest::newRow("400 users x 16") << Shape{400, 16, 0.2, 0.1, true} << 2;
    }

    void policiesMatchTheReference()
    {
        QFETCH(Shape, shape);
        QFETCH(int, scenarios);
        std::mt19937 rng(20261201);
        for (int run = 0; run < scenarios; ++run) {
            const Scenario s = randomScenario(rng, shape);
            for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole})
                for (PolicyId policy : kAllPolicies)
                    compareWithReference(
                        s, allocate(s, policy, mode),
                        QStringLiteral("scenario %1, %2, %3")
                            .arg(run)
                            .arg(policyKey(policy))
                            .arg(mode == TaskMode::Whole ? "whole" : "continuous"));
        }
    }

    /// Task counts drawn at random (not a policy's): envy everywhere, at the tolerance's edge too.
    void arbitraryAllocationsMatchTheReference_data()
    {
        QTest::addColumn<Shape>("shape");
        QTest::newRow("small") << Shape{8, 3, 0.3, 0.3};
        QTest::newRow("300 users") << Shape{300, 6, 0.25, 0.2, true};
        QTest::newRow("300 users, ties") << Shape{300, 4, 0.25, 0.2, true, false, 0.5};
        QTest::newRow("extremes") << Shape{200, 5, 0.3, 0.2, true, true, 0.2};
    }

    void arbitraryAllocationsMatchTheReference()
    {
        QFETCH(Shape, shape);
        std::mt19937 rng(7);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        for (int run = 0; run < 20; ++run) {
            const Scenario s = randomScenario(rng, shape);
            for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole}) {
                Allocation a;
                a.mode = mode;
                for (int i = 0; i < s.userCount(); ++i) {
                    double x = std::pow(10.0, 3.0 * unit(rng) - 1.0);
                    // Some counts a hair from a whole number or from each other.
                    if (unit(rng) < 0.2)
                        x = std::round(x) * (1.0 + (unit(rng) - 0.5) * 4e-9);
                    if (unit(rng) < 0.1)
                        x = 0.0;
                    a.tasks.append(mode == TaskMode::Whole ? std::floor(x) : x);
                }
                compareWithReference(s, a, QStringLiteral("run %1").arg(run));
            }
        }
    }

    /// The seed under every policy: DRF is envy-free (DOMAIN.md), and so is everything else.
    void seedIsEnvyFree()
    {
        const Scenario seed = Scenario::seed();
        for (PolicyId policy : kAllPolicies) {
            const EnvyPairs pairs =
                envyPairs(seed, allocate(seed, policy, TaskMode::Continuous), 10);
            QCOMPARE(pairs.count, 0);
        }
    }

    /// A capped user envies a bigger bundle only when its cap leaves room: A (cap 30) runs 30
    /// tasks of (2, 1), B runs 60 of (1, 3); with B's bundle A could run min(60/2, 180/1) = 30.
    void capLimitsEnvy()
    {
        Scenario s = Scenario::seed();
        Allocation a;
        a.tasks = {30.0, 60.0};
        QCOMPARE(envyPairs(s, a, 10).count, 0);
        a.tasks = {20.0, 60.0};
        const EnvyPairs pairs = envyPairs(s, a, 10);
        QCOMPARE(pairs.count, 1);
        QCOMPARE(pairs.first.first().envious, 0);
        QCOMPARE(pairs.first.first().envied, 1);
        QCOMPARE(pairs.first.first().tasksWithOther, 30.0);
        s.users[0].maxTasks = 20.0;
        QCOMPARE(envyPairs(s, a, 10).count, 0);
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestEnvyPairs)
#include "tst_envypairs.moc"
