#include "manipulation.h"
#include "manipulationlandscape.h"
#include "testmain.h"
#include "testutil.h"

#include <thread>

using namespace drf;

/// The manipulation explorer's curve and heat map (DOMAIN.md, "Manipulation gain").
class TestManipulationLandscape : public QObject
{
    Q_OBJECT

private slots:
    void factorsAreALogGridWithTheTruthInTheMiddle()
    {
        const QList<double> f = landscapeFactors(41);
        QCOMPARE(f.size(), 41);
        QCOMPARE(f[20], 1.0);
        DRF_COMPARE_NEAR(f.first(), 0.25, 1e-15);
        DRF_COMPARE_NEAR(f.last(), 4.0, 1e-15);
        DRF_COMPARE_NEAR(f[30], 2.0, 1e-15);
        DRF_COMPARE_NEAR(f[21] / f[20], f[1] / f[0], 1e-12);
        // An even count gets one more point, so the truth stays on the grid.
        QCOMPARE(landscapeFactors(40).size(), 41);
        QCOMPARE(landscapeFactors(1).size(), 3);
    }

    void drfCurveOnTheSeed()
    {
        const ManipulationCurve c =
            manipulationCurve(Scenario::seed(), PolicyId::Drf, TaskMode::Continuous, 0);
        QCOMPARE(c.factors.size(), 41);
        QCOMPARE(c.truthIndex, 20);
        QCOMPARE(c.bestIndex, 20);
        QCOMPARE(c.reportAt(20), (QList<double>{2.0, 1.0}));
        DRF_COMPARE_NEAR(c.truthfulTasks, 60.0, 1e-12);
        DRF_COMPARE_NEAR(c.bestGain(), 1.0, 1e-9);
        DRF_COMPARE_NEAR(c.ratios[20], 0.5, 1e-15);
        // f = 2: A claims (sqrt 2, sqrt 2), as good as (2, 2): GPU denominator 2 * 90 + 3 * 60
        // = 360, s = 1/2, 45 lie-tasks of (2, 2) -> 45 real tasks (CPU-bound).
        DRF_COMPARE_NEAR(c.ratios[30], 1.0, 1e-12);
        DRF_COMPARE_NEAR(c.realTasks[30], 45.0, 1e-9);
        // f = 1/2: (2, 1/2) up to scale: CPU denominator 240 binds, s = 3/4, 67.5 lie-tasks
        // = (135, 33.75) -> 33.75 real tasks (GPU-bound).
        DRF_COMPARE_NEAR(c.realTasks[10], 33.75, 1e-9);
        for (double tasks : c.realTasks)
            QVERIFY(tasks <= 60.0 * (1.0 + 1e-9));
    }

    void walrasCurveRewardsOverstatingGpu()
    {
        const ManipulationCurve c =
            manipulationCurve(Scenario::seed(), PolicyId::Walras, TaskMode::Continuous, 0);
        DRF_COMPARE_NEAR(c.truthfulTasks, 72.0, 1e-9);
        QVERIFY(c.bestIndex > c.truthIndex);
        QVERIFY(c.bestGain() > 1.03);
        DRF_COMPARE_NEAR(c.realTasks[c.bestIndex] / c.truthfulTasks, c.bestGain(), 1e-15);
    }

    void walrasCurveReachesTheTopOfItsPeak()
    {
        // The grid's best point is 74.21 tasks; the peak between two grid points is the 75
        // (+4.2%) bestMisreport() finds, at the reported ratio 3/5. It joins the curve.
        const ManipulationCurve c =
            manipulationCurve(Scenario::seed(), PolicyId::Walras, TaskMode::Continuous, 0);
        const Manipulation best =
            bestMisreport(Scenario::seed(), PolicyId::Walras, TaskMode::Continuous, 0);
        QCOMPARE(c.factors.size(), 42);
        QCOMPARE(c.ratios.size(), 42);
        QCOMPARE(c.realTasks.size(), 42);
        QCOMPARE(c.reportAt(c.truthIndex), (QList<double>{2.0, 1.0}));
        DRF_COMPARE_NEAR(c.realTasks[c.bestIndex], 75.0, 1e-3);
        DRF_COMPARE_NEAR(c.realTasks[c.bestIndex], best.realTasks, 1e-3);
        DRF_COMPARE_NEAR(c.ratios[c.bestIndex], 0.6, 1e-4);
        for (int k = 1; k < c.factors.size(); ++k)
            QVERIFY(c.factors[k] > c.factors[k - 1]);
    }

    void drfHeatMapOnTheSeed_data()
    {
        QTest::addColumn<int>("user");
        QTest::addColumn<double>("truthful");
        QTest::newRow("A") << 0 << 60.0;
        QTest::newRow("B") << 1 << 40.0;
    }

    void drfHeatMapOnTheSeed()
    {
        QFETCH(int, user);
        QFETCH(double, truthful);
        const ManipulationHeatMap map =
            manipulationHeatMap(Scenario::seed(), PolicyId::Drf, TaskMode::Continuous, user);
        QCOMPARE(map.size(), 41);
        QCOMPARE(map.rowsDone, 41);
        QVERIFY(!map.cancelled);
        QCOMPARE(map.truthIndex, 20);
        DRF_COMPARE_NEAR(map.truthfulTasks, truthful, 1e-12);
        DRF_COMPARE_NEAR(map.at(20, 20), truthful, 1e-12);
        // The best cell is the truth: lying never pays under DRF.
        QCOMPARE(map.bestColumn, 20);
        QCOMPARE(map.bestRow, 20);
        DRF_COMPARE_NEAR(map.bestGain(), 1.0, 1e-9);
        for (int k = 0; k < map.size(); ++k) {
            // Scaling the whole report changes nothing (the diagonal)...
            DRF_COMPARE_NEAR(map.at(k, k), truthful, 1e-9);
            for (int l = 0; l < map.size(); ++l)
                QVERIFY(map.at(k, l) <= truthful * (1.0 + 1e-9));
        }
        // ... and overstating only the GPU part to (2, 2) costs A a quarter of its tasks.
        if (user == 0)
            DRF_COMPARE_NEAR(map.at(20, 30), 45.0, 1e-9);
    }

    void walrasHeatMapRewardsALie()
    {
        const ManipulationHeatMap map =
            manipulationHeatMap(Scenario::seed(), PolicyId::Walras, TaskMode::Continuous, 0);
        DRF_COMPARE_NEAR(map.truthfulTasks, 72.0, 1e-9);
        DRF_COMPARE_NEAR(map.at(20, 20), 72.0, 1e-9);
        const double best = map.at(map.bestColumn, map.bestRow);
        QVERIFY2(best > 72.0, qPrintable(QString::number(best)));
        QVERIFY2(map.bestGain() > 1.03, qPrintable(QString::number(map.bestGain())));
        // The best lie claims relatively more GPU per CPU than A needs (1/2).
        const QList<double> report = map.reportAt(map.bestColumn, map.bestRow);
        QVERIFY(report[1] / report[0] > 0.5);
        // The cell's value is what realTasksWithReport() says of its report.
        DRF_COMPARE_NEAR(realTasksWithReport(Scenario::seed(), PolicyId::Walras,
                                             TaskMode::Continuous, 0, report),
                         best, 1e-12);
        // The grid's best is no better than the refined search's best.
        const Manipulation searched =
            bestMisreport(Scenario::seed(), PolicyId::Walras, TaskMode::Continuous, 0);
        QVERIFY(map.bestGain() <= searched.gain * (1.0 + 1e-9));
    }

    void wholeTaskCells()
    {
        const ManipulationHeatMap map =
            manipulationHeatMap(Scenario::seed(), PolicyId::Drf, TaskMode::Whole, 0, 0, 1, 11);
        QCOMPARE(map.size(), 11);
        DRF_COMPARE_NEAR(map.truthfulTasks, 60.0, 0.0);
        for (double tasks : map.realTasks)
            QCOMPARE(tasks, std::floor(tasks));
    }

    void otherComponentsStayTruthful()
    {
        Scenario s = Scenario::seed();
        s.resources.append({QStringLiteral("Memory"), 400.0, 10.0});
        s.users[0].demand.append(4.0);
        s.users[1].demand.append(1.0);
        const ManipulationHeatMap map =
            manipulationHeatMap(s, PolicyId::Drf, TaskMode::Continuous, 0, 0, 2, 5);
        QCOMPARE(map.reportAt(0, 4), (QList<double>{0.5, 1.0, 16.0}));
        QVERIFY(map.bestGain() <= 1.0 + 1e-9);
        const ManipulationCurve c =
            manipulationCurve(s, PolicyId::Drf, TaskMode::Continuous, 0, 2, 0, 5);
        QCOMPARE(c.reportAt(4), (QList<double>{4.0, 1.0, 2.0}));
        DRF_COMPARE_NEAR(c.ratios[4], 2.0, 1e-15);
    }

    void invalidAxesGiveAnEmptyResult()
    {
        const Scenario seed = Scenario::seed();
        QVERIFY(manipulationHeatMap(seed, PolicyId::Drf, TaskMode::Continuous, 0, 1, 1)
                    .realTasks.isEmpty());
        QVERIFY(
            manipulationCurve(seed, PolicyId::Drf, TaskMode::Continuous, 2).realTasks.isEmpty());
        QCOMPARE(manipulationCurve(seed, PolicyId::Drf, TaskMode::Continuous, 0, 0, 2).bestGain(),
                 1.0);
    }

    void cancelBeforeStarting()
    {
        const std::atomic<bool> cancel{true};
        const ManipulationHeatMap map = manipulationHeatMap(
            Scenario::seed(), PolicyId::Walras, TaskMode::Continuous, 0, 0, 1, 41, &cancel);
        QVERIFY(map.cancelled);
        QCOMPARE(map.rowsDone, 0);
        QCOMPARE(map.bestRow, -1);
        QCOMPARE(map.bestGain(), 1.0);
        QVERIFY(std::isnan(map.at(0, 0)));
        const ManipulationCurve c = manipulationCurve(Scenario::seed(), PolicyId::Walras,
                                                      TaskMode::Continuous, 0, 0, 1, 41, &cancel);
        QVERIFY(c.cancelled);
        QCOMPARE(c.bestIndex, -1);
        DRF_COMPARE_NEAR(c.truthfulTasks, 72.0, 1e-9);
    }

    void cancelAfterThreeRows()
    {
        std::atomic<bool> cancel{false};
        QList<int> reported;
        const ManipulationHeatMap map =
            manipulationHeatMap(Scenario::seed(), PolicyId::Drf, TaskMode::Continuous, 0, 0, 1, 9,
                                &cancel, [&](int done, int total) {
                                    QCOMPARE(total, 9);
                                    reported.append(done);
                                    if (done == 3)
                                        cancel = true;
                                });
        QVERIFY(map.cancelled);
        QCOMPARE(map.rowsDone, 3);
        QCOMPARE(reported, (QList<int>{1, 2, 3}));
        QVERIFY(!std::isnan(map.at(8, 2)));
        QVERIFY(std::isnan(map.at(0, 3)));
        QVERIFY(map.bestRow >= 0 && map.bestRow < 3);
    }

    void concurrentRunsAgree()
    {
        // Pure functions of copies: two threads on the same inputs give what one thread gives.
        const Scenario seed = Scenario::seed();
        const ManipulationHeatMap alone =
            manipulationHeatMap(seed, PolicyId::Walras, TaskMode::Continuous, 1, 0, 1, 15);
        ManipulationHeatMap fromThread[2];
        std::thread workers[2];
        for (int t = 0; t < 2; ++t)
            workers[t] = std::thread([&, t] {
                fromThread[t] =
                    manipulationHeatMap(seed, PolicyId::Walras, TaskMode::Continuous, 1, 0, 1, 15);
            });
        for (std::thread &worker : workers)
            worker.join();
        for (const ManipulationHeatMap &map : fromThread) {
            QCOMPARE(map.realTasks, alone.realTasks);
            QCOMPARE(map.bestColumn, alone.bestColumn);
            QCOMPARE(map.bestRow, alone.bestRow);
        }
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestManipulationLandscape)
#include "tst_manipulationlandscape.moc"
