#include "analysis.h"
#include "policy.h"
#include "progressivefilling.h"
#include "testmain.h"
#include "testutil.h"

using namespace drf;

namespace {

AllocationAnalysis analysed(const Scenario &s, const Allocation &a)
{
    return analyse(s, a, allocate(s, PolicyId::MaxMin, a.mode).tasks);
}

} // namespace

/// Weights, caps, zero demands, one user, one resource, 10,000 users.
class TestEdgeCases : public QObject
{
    Q_OBJECT

private slots:
    void oneUserTakesWhatFits()
    {
        Scenario s = Scenario::seed();
        s.users.removeLast();
        // A alone: CPU binds at 90 tasks under every feasible policy.
        for (PolicyId policy : kAllPolicies) {
            const Allocation a = allocate(s, policy, TaskMode::Continuous);
            const double expected = policy == PolicyId::FixedPrice ? 3600.0 / 30.0 : 90.0;
            DRF_COMPARE_NEAR(a.tasks[0], expected, 1e-9);
        }
    }

    void oneResource()
    {
        // One resource: every fair policy splits it by weight.
        Scenario s;
        s.resources = {{QStringLiteral("CPU"), 120.0, 10.0}};
        s.users = {{QStringLiteral("A"), {2.0}, 1.0, std::nullopt},
                   {QStringLiteral("B"), {3.0}, 2.0, std::nullopt}};
        for (PolicyId policy : kAllPolicies) {
            const Allocation a = allocate(s, policy, TaskMode::Continuous);
            DRF_COMPARE_NEAR(a.tasks[0], 40.0 / 2.0, 1e-9); // 1/3 of 120 CPU
            DRF_COMPARE_NEAR(a.tasks[1], 80.0 / 3.0, 1e-9); // 2/3 of 120 CPU
            QVERIFY(analysed(s, a).noCrumbs);
        }
    }

    void weightsScaleDominantShares()
    {
        // Seed with A weighing 2: A's dominant share is twice B's.
        // GPU: (2 * 90 * 1 + 60 * 3) s = 180 -> s = 1/2; x_A = 2 s / mu_A = 90, x_B = 30.
        // CPU: 180 + 30 = 210 > 180, so CPU binds: (2 * 90 * 2 + 60) s = 180 -> s = 3/7.
        Scenario s = Scenario::seed();
        s.users[0].weight = 2.0;
        const Allocation a = allocate(s, PolicyId::Drf, TaskMode::Continuous);
        DRF_COMPARE_NEAR(a.derivation->s, 3.0 / 7.0, 1e-12);
        QCOMPARE(a.derivation->bottleneck, 0);
        DRF_COMPARE_NEAR(a.tasks[0], 2.0 * 90.0 * 3.0 / 7.0, 1e-12);
        DRF_COMPARE_NEAR(a.tasks[1], 60.0 * 3.0 / 7.0, 1e-12);
        const AllocationAnalysis an = analysed(s, a);
        DRF_COMPARE_NEAR(an.dominantShares[0], 2.0 * an.dominantShares[1], 1e-12);
        // Max-min splits 2 : 1: A owns 120 CPU -> 60 tasks; B owns 60 GPU -> 20 tasks.
        const Allocation split = allocate(s, PolicyId::MaxMin, TaskMode::Continuous);
        DRF_COMPARE_NEAR(split.tasks[0], 60.0, 1e-12);
        DRF_COMPARE_NEAR(split.tasks[1], 20.0, 1e-12);
    }

    void capsFreeCapacityForOthers()
    {
        // A capped at 30: the filling freezes A at level 1/3, B grows until GPU is full:
        // 30 + 3 x_B = 180 -> x_B = 50 (CPU 60 + 50 = 110).
        Scenario s = Scenario::seed();
        s.users[0].maxTasks = 30.0;
        for (PolicyId policy : {PolicyId::Drf, PolicyId::DrfEqual}) {
            const Allocation a = allocate(s, policy, TaskMode::Continuous);
            DRF_COMPARE_NEAR(a.tasks[0], 30.0, 1e-12);
            DRF_COMPARE_NEAR(a.tasks[1], 50.0, 1e-12);
            QCOMPARE(a.stages.size(), 2);
            QCOMPARE(a.stages[0].saturatedResource, -1);
            QCOMPARE(a.stages[0].frozenUsers, QList<int>{0});
            const AllocationAnalysis an = analysed(s, a);
            QVERIFY(an.paretoEfficient);
        }
        const Allocation whole = allocate(s, PolicyId::Drf, TaskMode::Whole);
        QCOMPARE(whole.tasks, (QList<double>{30.0, 50.0}));
        // Caps bind max-min and fixed-price too.
        s.users[0].maxTasks = 10.5;
        DRF_COMPARE_NEAR(allocate(s, PolicyId::MaxMin, TaskMode::Continuous).tasks[0], 10.5, 1e-12);
        QCOMPARE(allocate(s, PolicyId::MaxMin, TaskMode::Whole).tasks[0], 10.0);
        DRF_COMPARE_NEAR(allocate(s, PolicyId::FixedPrice, TaskMode::Continuous).tasks[0], 10.5,
                         1e-12);
    }

    void capOfZero()
    {
        Scenario s = Scenario::seed();
        s.users[1].maxTasks = 0.0;
        for (PolicyId policy : kAllPolicies) {
            for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole}) {
                const Allocation a = allocate(s, policy, mode);
                QCOMPARE(a.tasks[1], 0.0);
            }
        }
        // A alone under DRF: 90 tasks (CPU).
        DRF_COMPARE_NEAR(allocate(s, PolicyId::Drf, TaskMode::Continuous).tasks[0], 90.0, 1e-12);
    }

    void wholeTasksSnapNearIntegers()
    {
        QCOMPARE(wholeTasks(59.9999999999), 60.0);
        QCOMPARE(wholeTasks(59.99), 59.0);
        QCOMPARE(wholeTasks(0.0), 0.0);
        QCOMPARE(wholeTasks(1e15 + 0.5), std::floor(1e15 + 0.5));
    }

    void tenThousandUsers()
    {
        Scenario s;
        s.resources = {{QStringLiteral("CPU"), 1e6, 10.0}, {QStringLiteral("GPU"), 1e6, 10.0}};
        for (int i = 0; i < kMaxUsers; ++i) {
            // Half like the seed's A, half like B.
            s.users.append({QStringLiteral("U%1").arg(i),
                            i % 2 == 0 ? QList<double>{2.0, 1.0} : QList<double>{1.0, 3.0}, 1.0,
                            std::nullopt});
        }
        // The seed scaled: 5000 A-like users share 5000 * x_A; s = 1e6 / (5000 * 270) ...
        // per user: x_A = s / mu_A with mu_A = 2e-6, x_B with mu_B = 3e-6; GPU binds:
        // 5000 (1 / 2e-6 + 3 / 3e-6) s = 1e6 -> s = 1 / 7500; x_A = 66.67, x_B = 44.44.
        for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole}) {
            const Allocation a = allocate(s, PolicyId::Drf, mode);
            const AllocationAnalysis an =
                analyse(s, a, allocate(s, PolicyId::MaxMin, mode).tasks, false);
            QVERIFY(an.feasible);
            if (mode == TaskMode::Continuous) {
                DRF_COMPARE_NEAR(a.tasks[0], 200.0 / 3.0, 1e-9);
                DRF_COMPARE_NEAR(a.tasks[1], 400.0 / 9.0, 1e-9);
                DRF_COMPARE_NEAR(an.utilization[1], 1.0, 1e-9);
            } else {
                QVERIFY(a.tasks[0] >= 66.0 && a.tasks[0] <= 67.0);
                QVERIFY(a.tasks[1] >= 44.0 && a.tasks[1] <= 45.0);
            }
        }
        const Allocation w = allocate(s, PolicyId::Walras, TaskMode::Continuous);
        // Walras scales the seed's (72, 36) by 1e6 / 180 / 5000: (80, 40), both resources full.
        DRF_COMPARE_NEAR(w.tasks[0], 80.0, 1e-9);
        DRF_COMPARE_NEAR(w.tasks[1], 40.0, 1e-9);
        const AllocationAnalysis wa =
            analyse(s, w, allocate(s, PolicyId::MaxMin, TaskMode::Continuous).tasks, false);
        QVERIFY(wa.feasible);
        DRF_COMPARE_NEAR(wa.utilization[0], 1.0, 1e-9);
        DRF_COMPARE_NEAR(wa.utilization[1], 1.0, 1e-9);
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestEdgeCases)
#include "tst_edgecases.moc"
