#include "analysis.h"
#include "policy.h"
#include "progressivefilling.h"
#include "scenariofile.h"
#include "testmain.h"
#include "testutil.h"

using namespace drf;

namespace {

/// The DRF paper's example, as shipped in the presets: 9 CPU, 18 GB; A = (1, 4), B = (3, 1).
Scenario drfPaperExample()
{
    const LoadResult preset = loadPreset(QStringLiteral("drf-paper"));
    if (!preset.ok())
        qFatal("drf-paper preset: %s", qPrintable(preset.errorText()));
    return *preset.scenario;
}

/// CPU 100, GPU 60; A = (1, 1), B = (1, 0).
Scenario zeroDemandExample()
{
    Scenario s;
    s.resources = {{QStringLiteral("CPU"), 100.0, 10.0}, {QStringLiteral("GPU"), 60.0, 10.0}};
    s.users = {{QStringLiteral("A"), {1.0, 1.0}, 1.0, std::nullopt},
               {QStringLiteral("B"), {1.0, 0.0}, 1.0, std::nullopt}};
    return s;
}

QList<double> maxMinOf(const Scenario &s, TaskMode mode)
{
    return allocate(s, PolicyId::MaxMin, mode).tasks;
}

} // namespace

/// The seed's numbers for every policy, and the DRF paper's example (DOMAIN.md).
class TestPolicies : public QObject
{
    Q_OBJECT

private slots:
    void keysRoundTrip()
    {
        for (PolicyId id : kAllPolicies) {
            QCOMPARE(policyFromKey(policyKey(id)), std::optional<PolicyId>(id));
            QVERIFY(!policyName(id).isEmpty());
        }
        QVERIFY(!policyFromKey(QStringLiteral("drf ")).has_value());
        QCOMPARE(policyName(PolicyId::Drf), QStringLiteral("Dominant Resource Fairness"));
    }

    void seedTasks_data()
    {
        QTest::addColumn<QString>("policy");
        QTest::addColumn<bool>("whole");
        QTest::addColumn<double>("tasksA");
        QTest::addColumn<double>("tasksB");
        QTest::addColumn<double>("usageCpu");
        QTest::addColumn<double>("usageGpu");
        QTest::addColumn<bool>("feasible");
        for (bool whole : {false, true}) {
            const char *mode = whole ? " whole" : " continuous";
            QTest::addRow("max-min%s", mode)
                << "max-min" << whole << 45.0 << 30.0 << 120.0 << 135.0 << true;
            QTest::addRow("fixed-price%s", mode)
                << "fixed-price" << whole << 60.0 << 45.0 << 165.0 << 195.0 << false;
            QTest::addRow("drf%s", mode)
                << "drf" << whole << 60.0 << 40.0 << 160.0 << 180.0 << true;
            QTest::addRow("drf-equal%s", mode)
                << "drf-equal" << whole << 60.0 << 40.0 << 160.0 << 180.0 << true;
            // CEEI: 2x + y = 180 and x + 3y = 180 at prices (5, 15).
            QTest::addRow("walras%s", mode)
                << "walras" << whole << 72.0 << 36.0 << 180.0 << 180.0 << true;
        }
        // Asset: a_A = 3/180, a_B = 4/180; x_A = t/a_A, x_B = t/a_B; GPU: 60t + 135t = 180.
        QTest::addRow("asset continuous")
            << "asset" << false << 720.0 / 13.0 << 540.0 / 13.0 << 1980.0 / 13.0 << 180.0 << true;
        // Whole: at A = 55, B = 41 (GPU 178) B's next task would need 181 GPU and blocks B; A
        // still fits two more tasks (179, 180) and then blocks too.
        QTest::addRow("asset whole") << "asset" << true << 57.0 << 41.0 << 155.0 << 180.0 << true;
    }

    void seedTasks()
    {
        QFETCH(QString, policy);
        QFETCH(bool, whole);
        QFETCH(double, tasksA);
        QFETCH(double, tasksB);
        QFETCH(double, usageCpu);
        QFETCH(double, usageGpu);
        QFETCH(bool, feasible);
        const Scenario seed = Scenario::seed();
        const TaskMode mode = whole ? TaskMode::Whole : TaskMode::Continuous;
        const Allocation a = allocate(seed, *policyFromKey(policy), mode);
        DRF_COMPARE_NEAR(a.tasks[0], tasksA, 1e-9);
        DRF_COMPARE_NEAR(a.tasks[1], tasksB, 1e-9);
        const AllocationAnalysis an = analyse(seed, a, maxMinOf(seed, mode));
        DRF_COMPARE_NEAR(an.usage[0], usageCpu, 1e-9);
        DRF_COMPARE_NEAR(an.usage[1], usageGpu, 1e-9);
        QCOMPARE(an.feasible, feasible);
    }

    void seedFixedPriceIsInfeasibleByFifteenGpu()
    {
        const Scenario seed = Scenario::seed();
        const Allocation a = allocate(seed, PolicyId::FixedPrice, TaskMode::Continuous);
        const AllocationAnalysis an = analyse(seed, a, maxMinOf(seed, TaskMode::Continuous));
        QVERIFY(!an.feasible);
        DRF_COMPARE_NEAR(an.overload[0], 0.0, 1e-12);
        DRF_COMPARE_NEAR(an.overload[1], 15.0, 1e-12);
        QCOMPARE(a.budgets, (QList<double>{1800.0, 1800.0}));
        QCOMPARE(a.prices, (QList<double>{10.0, 10.0}));
    }

    void seedMaxMinLeavesWaste()
    {
        const Scenario seed = Scenario::seed();
        const Allocation a = allocate(seed, PolicyId::MaxMin, TaskMode::Continuous);
        const AllocationAnalysis an = analyse(seed, a, a.tasks);
        DRF_COMPARE_NEAR(an.idle[0], 60.0, 1e-12);
        DRF_COMPARE_NEAR(an.idle[1], 45.0, 1e-12);
        QVERIFY(!an.paretoEfficient);
        QCOMPARE(an.improvableUsers, (QList<int>{0, 1}));
        QVERIFY(an.envyFree);
    }

    void seedDrfDerivation()
    {
        const Allocation a = allocate(Scenario::seed(), PolicyId::Drf, TaskMode::Continuous);
        QVERIFY(a.derivation.has_value());
        const DrfDerivation &d = *a.derivation;
        DRF_COMPARE_NEAR(d.mu[0], 1.0 / 90.0, 1e-12);
        DRF_COMPARE_NEAR(d.mu[1], 1.0 / 60.0, 1e-12);
        QCOMPARE(d.dominantResource, (QList<int>{0, 1}));
        DRF_COMPARE_NEAR(d.denominators[0], 240.0, 1e-12);
        DRF_COMPARE_NEAR(d.denominators[1], 270.0, 1e-12);
        DRF_COMPARE_NEAR(d.bounds[0], 0.75, 1e-12);
        DRF_COMPARE_NEAR(d.s, 2.0 / 3.0, 1e-12);
        QCOMPARE(d.bottleneck, 1);
        QCOMPARE(a.stages.size(), 1);
        QCOMPARE(a.stages[0].saturatedResource, 1);
        DRF_COMPARE_NEAR(a.stages[0].level, 2.0 / 3.0, 1e-12);
    }

    void seedDrfProperties()
    {
        const Scenario seed = Scenario::seed();
        const Allocation a = allocate(seed, PolicyId::Drf, TaskMode::Continuous);
        const AllocationAnalysis an = analyse(seed, a, maxMinOf(seed, TaskMode::Continuous));
        QVERIFY(an.envyFree);
        QVERIFY(an.sharingIncentive);
        QVERIFY(an.paretoEfficient);
        QVERIFY(!an.noCrumbs);
        QCOMPARE(an.crumbResources, QList<int>{0});
        DRF_COMPARE_NEAR(an.idle[0], 20.0, 1e-12);
        DRF_COMPARE_NEAR(an.dominantShares[0], 2.0 / 3.0, 1e-12);
        DRF_COMPARE_NEAR(an.dominantShares[1], 2.0 / 3.0, 1e-12);
        const QList<QList<double>> envy = envyMatrix(seed, a);
        DRF_COMPARE_NEAR(envy[0][0], 60.0, 1e-12);
        DRF_COMPARE_NEAR(envy[0][1], 20.0, 1e-12); // B's (40, 120): min(40/2, 120/1)
        DRF_COMPARE_NEAR(envy[1][0], 20.0, 1e-12); // A's (120, 60): min(120/1, 60/3)
        DRF_COMPARE_NEAR(envy[1][1], 40.0, 1e-12);
    }

    void seedWalrasPrices()
    {
        const Allocation a = allocate(Scenario::seed(), PolicyId::Walras, TaskMode::Continuous);
        // Multipliers (5, 15) per unit: sum p C = 3600 = V already.
        DRF_COMPARE_NEAR(a.prices[0], 5.0, 1e-9);
        DRF_COMPARE_NEAR(a.prices[1], 15.0, 1e-9);
        QCOMPARE(a.budgets, (QList<double>{1800.0, 1800.0}));
    }

    void drfPaperExample()
    {
        // DRF paper: A gets 3 tasks (3 CPU, 12 GB), B gets 2 tasks (6 CPU, 2 GB); both 2/3.
        const Scenario s = ::drfPaperExample();
        for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole}) {
            const Allocation a = allocate(s, PolicyId::Drf, mode);
            DRF_COMPARE_NEAR(a.tasks[0], 3.0, 1e-9);
            DRF_COMPARE_NEAR(a.tasks[1], 2.0, 1e-9);
            const AllocationAnalysis an = analyse(s, a, maxMinOf(s, mode));
            DRF_COMPARE_NEAR(an.dominantShares[0], 2.0 / 3.0, 1e-12);
            DRF_COMPARE_NEAR(an.dominantShares[1], 2.0 / 3.0, 1e-12);
            QVERIFY(an.envyFree);
            QVERIFY(an.sharingIncentive);
        }
    }

    void zeroDemandOffTheBottleneckChangesNothing()
    {
        // B needs no GPU, but CPU (needed by both) saturates first, so drf and drf-equal agree.
        // mu_A = max(1/100, 1/60) = 1/60, mu_B = 1/100; CPU: (60 + 100) t = 100 -> t = 5/8.
        const Scenario s = zeroDemandExample();
        const Allocation equal = allocate(s, PolicyId::DrfEqual, TaskMode::Continuous);
        const Allocation drf = allocate(s, PolicyId::Drf, TaskMode::Continuous);
        DRF_COMPARE_NEAR(equal.tasks[0], 37.5, 1e-12);
        DRF_COMPARE_NEAR(equal.tasks[1], 62.5, 1e-12);
        DRF_COMPARE_NEAR(drf.tasks[0], 37.5, 1e-12);
        DRF_COMPARE_NEAR(drf.tasks[1], 62.5, 1e-12);
    }

    void drfAndDrfEqualDifferWithThreeResources()
    {
        // CPU 10, GPU 1000, Memory 800; A = (2, 1, 0), B = (0, 1, 1), C = (1, 0, 0).
        // mu_A = 1/5, mu_B = 1/800, mu_C = 1/10. CPU: (2 * 5 + 1 * 10) t = 10 -> t = 1/2,
        // A = 2.5, C = 5, B = 400. B needs no CPU: drf lets it grow until memory saturates at
        // t = 1 (B = 800); drf-equal stops everyone at t = 1/2.
        Scenario s;
        s.resources = {{QStringLiteral("CPU"), 10.0, 10.0},
                       {QStringLiteral("GPU"), 1000.0, 10.0},
                       {QStringLiteral("Memory"), 800.0, 10.0}};
        s.users = {{QStringLiteral("A"), {2.0, 1.0, 0.0}, 1.0, std::nullopt},
                   {QStringLiteral("B"), {0.0, 1.0, 1.0}, 1.0, std::nullopt},
                   {QStringLiteral("C"), {1.0, 0.0, 0.0}, 1.0, std::nullopt}};
        const Allocation equal = allocate(s, PolicyId::DrfEqual, TaskMode::Continuous);
        const Allocation drf = allocate(s, PolicyId::Drf, TaskMode::Continuous);
        DRF_COMPARE_NEAR(equal.tasks[0], 2.5, 1e-12);
        DRF_COMPARE_NEAR(equal.tasks[1], 400.0, 1e-12);
        DRF_COMPARE_NEAR(equal.tasks[2], 5.0, 1e-12);
        DRF_COMPARE_NEAR(drf.tasks[0], 2.5, 1e-12);
        DRF_COMPARE_NEAR(drf.tasks[1], 800.0, 1e-12);
        DRF_COMPARE_NEAR(drf.tasks[2], 5.0, 1e-12);
        QCOMPARE(drf.stages.size(), 2);
        QCOMPARE(drf.stages[0].saturatedResource, 0);
        QCOMPARE(drf.stages[1].saturatedResource, 2);
        DRF_COMPARE_NEAR(drf.stages[1].level, 1.0, 1e-12);
        const AllocationAnalysis an = analyse(s, drf, maxMinOf(s, TaskMode::Continuous));
        QVERIFY(an.envyFree);
        QVERIFY(an.paretoEfficient);
        const AllocationAnalysis anEqual = analyse(s, equal, maxMinOf(s, TaskMode::Continuous));
        QVERIFY(!anEqual.paretoEfficient);
        QCOMPARE(anEqual.improvableUsers, QList<int>{1});
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestPolicies)
#include "tst_policies.moc"
