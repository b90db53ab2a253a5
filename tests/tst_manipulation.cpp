#include "manipulation.h"
#include "testmain.h"
#include "testutil.h"

using namespace drf;

/// The manipulation search (DOMAIN.md, "Manipulation gain") on the seed.
class TestManipulation : public QObject
{
    Q_OBJECT

private slots:
    void drfGivesNoGainOnTheSeed_data()
    {
        QTest::addColumn<int>("user");
        QTest::addColumn<double>("truthful");
        QTest::newRow("A") << 0 << 60.0;
        QTest::newRow("B") << 1 << 40.0;
    }

    void drfGivesNoGainOnTheSeed()
    {
        QFETCH(int, user);
        QFETCH(double, truthful);
        const Scenario seed = Scenario::seed();
        for (PolicyId policy : {PolicyId::Drf, PolicyId::DrfEqual}) {
            const Manipulation m = bestMisreport(seed, policy, TaskMode::Continuous, user);
            QCOMPARE(m.user, user);
            DRF_COMPARE_NEAR(m.truthfulTasks, truthful, 1e-12);
            DRF_COMPARE_NEAR(m.gain, 1.0, 1e-9);
            // Among equally good reports the truth is preferred.
            QCOMPARE(m.report, seed.users[user].demand);
        }
    }

    void walrasRewardsALie()
    {
        const Scenario seed = Scenario::seed();
        const Manipulation a = bestMisreport(seed, PolicyId::Walras, TaskMode::Continuous, 0);
        DRF_COMPARE_NEAR(a.truthfulTasks, 72.0, 1e-9);
        QVERIFY2(a.gain > 1.03, qPrintable(QString::number(a.gain)));
        // A's lie leans towards GPU: it claims relatively more GPU per CPU than it needs.
        QVERIFY(a.report[1] / a.report[0] > 1.0 / 2.0);
        // The gain is real: re-running the market with the lie gives the claimed real tasks.
        DRF_COMPARE_NEAR(
            realTasksWithReport(seed, PolicyId::Walras, TaskMode::Continuous, 0, a.report),
            a.realTasks, 1e-12);
        const Manipulation b = bestMisreport(seed, PolicyId::Walras, TaskMode::Continuous, 1);
        QVERIFY(b.gain > 1.1);
    }

    void realTasksOfAnInflatedReport()
    {
        // A claims (4, 2) under DRF: mu_A doubles, A gets 30 "tasks" of the lie = 30 real ones
        // at twice the size... exactly the bundle (120, 60) again? No: recompute the filling.
        // mu_A' = 4/180, mu_B = 1/60; GPU: (2 / (4/180) + 3 * 60) s = 180 -> s = 180 / 270;
        // x_A' = s / mu_A' = 30 lie-tasks = (120, 60) -> 60 real tasks: scaling is harmless.
        const Scenario seed = Scenario::seed();
        DRF_COMPARE_NEAR(
            realTasksWithReport(seed, PolicyId::Drf, TaskMode::Continuous, 0, {4.0, 2.0}), 60.0,
            1e-12);
        // Inflating only the GPU part to (2, 2): mu_A' = 1/90 still; GPU denominator
        // 2 * 90 + 3 * 60 = 360 -> s = 1/2, x_A' = 45 -> real min(90/2, 90/1) = 45 < 60.
        DRF_COMPARE_NEAR(
            realTasksWithReport(seed, PolicyId::Drf, TaskMode::Continuous, 0, {2.0, 2.0}), 45.0,
            1e-12);
    }

    void moreThanTwoResourcesSearchesCoordinateWise()
    {
        Scenario s = Scenario::seed();
        s.resources.append({QStringLiteral("Memory"), 400.0, 10.0});
        s.users[0].demand.append(4.0);
        s.users[1].demand.append(1.0);
        const Manipulation m = bestMisreport(s, PolicyId::Drf, TaskMode::Continuous, 0);
        QVERIFY(m.gain <= 1.0 + 1e-9);
        QCOMPARE(m.report.size(), 3);
    }

    void zeroTruthfulTasks()
    {
        Scenario s = Scenario::seed();
        s.users[0].maxTasks = 0.0;
        const Manipulation m = bestMisreport(s, PolicyId::Drf, TaskMode::Continuous, 0);
        QCOMPARE(m.truthfulTasks, 0.0);
        QCOMPARE(m.gain, 1.0);
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestManipulation)
#include "tst_manipulation.moc"
