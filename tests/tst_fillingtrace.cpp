#include "fillingtrace.h"
#include "progressivefilling.h"
#include "scenariofile.h"
#include "testmain.h"
#include "testutil.h"

Q_DECLARE_METATYPE(drf::Scenario)
Q_DECLARE_METATYPE(drf::PolicyId)

using namespace drf;

namespace {

constexpr double kTol = 1e-12;

/// 9 CPU, 18 GB; A = (1, 4), B = (3, 1).
Scenario drfPaperExample()
{
    return *loadPreset(QStringLiteral("drf-paper")).scenario;
}

/// CPU 100, GPU 50; A = (1, 0), B = (0, 1), C = (1, 1). GPU fills at level 1/2 and stops B and
/// C (25 tasks each); under drf A alone then grows to level 3/4 (75 tasks), under drf-equal it
/// stops at 50 with 25 CPU idle.
Scenario crumbsExample(std::optional<double> capOfA = std::nullopt)
{
    Scenario s;
    s.resources = {{QStringLiteral("CPU"), 100.0, 10.0}, {QStringLiteral("GPU"), 50.0, 10.0}};
    s.users = {{QStringLiteral("A"), {1.0, 0.0}, 1.0, capOfA},
               {QStringLiteral("B"), {0.0, 1.0}, 1.0, std::nullopt},
               {QStringLiteral("C"), {1.0, 1.0}, 1.0, std::nullopt}};
    return s;
}

/// Four users, three resources, weights and caps: a scenario with several stages.
Scenario mixedExample()
{
    Scenario s;
    s.resources = {{QStringLiteral("CPU"), 64.0, 10.0},
                   {QStringLiteral("GPU"), 8.0, 10.0},
                   {QStringLiteral("RAM"), 256.0, 10.0}};
    s.users = {{QStringLiteral("A"), {2.0, 0.0, 8.0}, 2.0, std::nullopt},
               {QStringLiteral("B"), {1.0, 1.0, 4.0}, 1.0, 5.0},
               {QStringLiteral("C"), {4.0, 0.0, 2.0}, 1.0, std::nullopt},
               {QStringLiteral("D"), {0.0, 0.5, 16.0}, 0.5, 7.0}};
    return s;
}

} // namespace

/// The continuous filling as a function of the level, and the whole-task step log.
class TestFillingTrace : public QObject
{
    Q_OBJECT

private slots:
    void seedDrfAtHalfTheFinalLevel()
    {
        const FillingTrace trace = FillingTrace::of(Scenario::seed(), PolicyId::Drf);
        QVERIFY(trace.isValid());
        DRF_COMPARE_NEAR(trace.finalLevel(), 2.0 / 3.0, kTol);
        QCOMPARE(trace.stages().size(), 1);
        QCOMPARE(trace.stages()[0].saturatedResource, 1);

        const FillingState half = trace.stateAt(1.0 / 3.0);
        DRF_COMPARE_NEAR(half.tasks[0], 30.0, kTol);
        DRF_COMPARE_NEAR(half.tasks[1], 20.0, kTol);
        DRF_COMPARE_NEAR(half.usage[0], 80.0, kTol);
        DRF_COMPARE_NEAR(half.usage[1], 90.0, kTol);
        QCOMPARE(half.reasons, (QList<FreezeReason>{FreezeReason::Growing, FreezeReason::Growing}));
        QCOMPARE(half.saturated, (QList<bool>{false, false}));
        QCOMPARE(half.stagesReached, 0);
    }

    void seedDrfAtTheEnd()
    {
        const FillingTrace trace = FillingTrace::of(Scenario::seed(), PolicyId::Drf);
        // Beyond the end the state stays at the end.
        for (double level : {trace.finalLevel(), 5.0}) {
            const FillingState end = trace.stateAt(level);
            DRF_COMPARE_NEAR(end.level, 2.0 / 3.0, kTol);
            DRF_COMPARE_NEAR(end.tasks[0], 60.0, kTol);
            DRF_COMPARE_NEAR(end.tasks[1], 40.0, kTol);
            DRF_COMPARE_NEAR(end.usage[0], 160.0, kTol);
            DRF_COMPARE_NEAR(end.usage[1], 180.0, kTol);
            QCOMPARE(end.reasons,
                     (QList<FreezeReason>{FreezeReason::Saturated, FreezeReason::Saturated}));
            QCOMPARE(end.stoppingResource, (QList<int>{1, 1}));
            QCOMPARE(end.saturated, (QList<bool>{false, true}));
            QCOMPARE(end.stagesReached, 1);
        }
        QCOMPARE(trace.stateAt(-1.0).tasks, (QList<double>{0.0, 0.0}));
    }

    void seedAsset()
    {
        // a_A = 3/180, a_B = 4/180: GPU fills at level 180 / (60 + 3 * 45) = 12/13.
        const FillingTrace trace = FillingTrace::of(Scenario::seed(), PolicyId::Asset);
        DRF_COMPARE_NEAR(trace.sharePerTask()[0], 1.0 / 60.0, kTol);
        DRF_COMPARE_NEAR(trace.finalLevel(), 12.0 / 13.0, kTol);
        const FillingState s = trace.stateAt(6.0 / 13.0);
        DRF_COMPARE_NEAR(s.tasks[0], 60.0 * 6.0 / 13.0, kTol);
        DRF_COMPARE_NEAR(s.tasks[1], 45.0 * 6.0 / 13.0, kTol);
    }

    void drfKeepsGrowingPastTheFirstSaturation()
    {
        const FillingTrace trace = FillingTrace::of(crumbsExample(), PolicyId::Drf);
        QCOMPARE(trace.stages().size(), 2);
        DRF_COMPARE_NEAR(trace.stages()[0].level, 0.5, kTol);
        DRF_COMPARE_NEAR(trace.finalLevel(), 0.75, kTol);

        const FillingState s = trace.stateAt(0.6);
        DRF_COMPARE_NEAR(s.tasks[0], 60.0, kTol);
        DRF_COMPARE_NEAR(s.tasks[1], 25.0, kTol);
        DRF_COMPARE_NEAR(s.tasks[2], 25.0, kTol);
        DRF_COMPARE_NEAR(s.usage[0], 85.0, kTol);
        DRF_COMPARE_NEAR(s.usage[1], 50.0, kTol);
        QCOMPARE(s.reasons, (QList<FreezeReason>{FreezeReason::Growing, FreezeReason::Saturated,
                                                 FreezeReason::Saturated}));
        QCOMPARE(s.stoppingResource, (QList<int>{-1, 1, 1}));
        QCOMPARE(s.saturated, (QList<bool>{false, true}));
        QCOMPARE(s.stagesReached, 1);

        const FillingState end = trace.stateAt(trace.finalLevel());
        DRF_COMPARE_NEAR(end.tasks[0], 75.0, kTol);
        QCOMPARE(end.reasons[0], FreezeReason::Saturated);
        QCOMPARE(end.stoppingResource[0], 0);
    }

    void drfEqualStopsEveryone()
    {
        const FillingTrace trace = FillingTrace::of(crumbsExample(), PolicyId::DrfEqual);
        const FillingState end = trace.stateAt(trace.finalLevel());
        DRF_COMPARE_NEAR(end.level, 0.5, kTol);
        DRF_COMPARE_NEAR(end.tasks[0], 50.0, kTol);
        QCOMPARE(end.reasons,
                 (QList<FreezeReason>{FreezeReason::StoppedByRule, FreezeReason::Saturated,
                                      FreezeReason::Saturated}));
        QCOMPARE(end.stoppingResource, (QList<int>{1, 1, 1}));
    }

    void capFreezesOneUser()
    {
        const FillingTrace trace = FillingTrace::of(crumbsExample(70.0), PolicyId::Drf);
        const FillingState before = trace.stateAt(0.69);
        DRF_COMPARE_NEAR(before.tasks[0], 69.0, kTol);
        QCOMPARE(before.reasons[0], FreezeReason::Growing);
        const FillingState at = trace.stateAt(0.7);
        DRF_COMPARE_NEAR(at.tasks[0], 70.0, kTol);
        QCOMPARE(at.reasons[0], FreezeReason::Cap);
        QCOMPARE(at.stoppingResource[0], -1);
        DRF_COMPARE_NEAR(trace.finalLevel(), 0.7, kTol);
    }

    void notAFillingAllocation()
    {
        const Scenario seed = Scenario::seed();
        QVERIFY(!FillingTrace::of(seed, PolicyId::Walras).isValid());
        QVERIFY(!FillingTrace(seed, allocate(seed, PolicyId::Drf, TaskMode::Whole)).isValid());
        QVERIFY(FillingTrace::of(seed, PolicyId::Walras).stateAt(1.0).tasks.isEmpty());
    }

    void traceMatchesTheFilling_data()
    {
        QTest::addColumn<Scenario>("scenario");
        QTest::addColumn<PolicyId>("policy");
        const QList<std::pair<const char *, Scenario>> scenarios = {
            {"seed", Scenario::seed()},
            {"paper", drfPaperExample()},
            {"crumbs", crumbsExample()},
            {"crumbs capped", crumbsExample(60.0)},
            {"mixed", mixedExample()}};
        for (const auto &[name, scenario] : scenarios)
            for (PolicyId policy : {PolicyId::Drf, PolicyId::DrfEqual, PolicyId::Asset})
                QTest::addRow("%s %s", name, qPrintable(policyKey(policy))) << scenario << policy;
    }

    void traceMatchesTheFilling()
    {
        QFETCH(Scenario, scenario);
        QFETCH(PolicyId, policy);
        const Allocation allocation = allocate(scenario, policy, TaskMode::Continuous);
        const FillingTrace trace(scenario, allocation);
        const FillingState end = trace.stateAt(trace.finalLevel());
        QCOMPARE(end.stagesReached, allocation.stages.size());
        for (int i = 0; i < scenario.userCount(); ++i) {
            DRF_COMPARE_NEAR(end.tasks[i], allocation.tasks[i], kTol);
            QVERIFY(end.reasons[i] != FreezeReason::Growing);
        }
        // Tasks never shrink as the level rises, and usage never exceeds capacity.
        FillingState previous = trace.stateAt(0.0);
        for (int step = 1; step <= 50; ++step) {
            const FillingState s = trace.stateAt(trace.finalLevel() * step / 50.0);
            for (int i = 0; i < scenario.userCount(); ++i)
                QVERIFY(s.tasks[i] >= previous.tasks[i]);
            for (int j = 0; j < scenario.resourceCount(); ++j)
                QVERIFY(s.usage[j] <= scenario.resources[j].capacity * (1.0 + 1e-9));
            previous = s;
        }
    }

    void seedWholeTaskLog()
    {
        const WholeTaskLog log = wholeTaskLog(Scenario::seed(), PolicyId::Drf);
        QVERIFY(!log.truncated);
        QVERIFY(!log.endedAtBlock);
        QCOMPARE(log.tasks, (QList<double>{60.0, 40.0}));
        QCOMPARE(log.steps.size(), 102);
        const auto grants = std::count_if(log.steps.begin(), log.steps.end(),
                                          [](const WholeTaskStep &s) { return s.granted; });
        QCOMPARE(grants, 100);

        // Both start at share 0: the tie goes to A, listed first.
        const WholeTaskStep &first = log.steps.first();
        QCOMPARE(first.user, 0);
        QVERIFY(first.granted);
        DRF_COMPARE_NEAR(first.shareAfter, 1.0 / 90.0, kTol);
        QCOMPARE(first.usageAfter, (QList<double>{2.0, 1.0}));

        // At 60 and 40 both shares are 2/3: A asks first, then B; GPU is full for both.
        for (int k = 0; k < 2; ++k) {
            const WholeTaskStep &blocked = log.steps[100 + k];
            QCOMPARE(blocked.user, k);
            QVERIFY(!blocked.granted);
            QCOMPARE(blocked.blockingResource, 1);
            DRF_COMPARE_NEAR(blocked.shareAfter, 2.0 / 3.0, kTol);
            QCOMPARE(blocked.usageAfter, (QList<double>{160.0, 180.0}));
        }
    }

    void paperWholeTaskLog()
    {
        const WholeTaskLog log = wholeTaskLog(drfPaperExample(), PolicyId::Drf);
        QCOMPARE(log.tasks, (QList<double>{3.0, 2.0}));
        QVERIFY(!log.steps.last().granted);
    }

    void drfEqualEndsAtTheFirstBlock()
    {
        // GPU 50 fills when B and C hold 25 each; the next of them to ask ends the loop,
        // although A could still use the idle CPU.
        const WholeTaskLog log = wholeTaskLog(crumbsExample(), PolicyId::DrfEqual);
        QVERIFY(log.endedAtBlock);
        QVERIFY(!log.steps.last().granted);
        QCOMPARE(log.steps.last().blockingResource, 1);
        QCOMPARE(log.tasks, allocate(crumbsExample(), PolicyId::DrfEqual, TaskMode::Whole).tasks);
    }

    void capIsLogged()
    {
        const WholeTaskLog log = wholeTaskLog(crumbsExample(3.0), PolicyId::Drf);
        int capSteps = 0;
        for (const WholeTaskStep &s : log.steps) {
            if (s.reachedCap) {
                ++capSteps;
                QCOMPARE(s.user, 0);
                QCOMPARE(s.tasksAfter, 3.0);
            }
        }
        QCOMPARE(capSteps, 1);
        QCOMPARE(log.tasks[0], 3.0);
    }

    void truncatedLog()
    {
        const WholeTaskLog log = wholeTaskLog(Scenario::seed(), PolicyId::Drf, 10);
        QVERIFY(log.truncated);
        QCOMPARE(log.steps.size(), 10);
        QCOMPARE(log.tasks[0] + log.tasks[1], 10.0);
        // Exactly enough steps is not a truncation.
        QVERIFY(!wholeTaskLog(Scenario::seed(), PolicyId::Drf, 102).truncated);
        QVERIFY(wholeTaskLog(Scenario::seed(), PolicyId::Drf, 101).truncated);
    }

    void notAFillingPolicy()
    {
        const WholeTaskLog log = wholeTaskLog(Scenario::seed(), PolicyId::MaxMin);
        QVERIFY(log.steps.isEmpty());
        QVERIFY(!log.truncated);
    }

    void logMatchesTheBatchedLoop_data() { traceMatchesTheFilling_data(); }

    void logMatchesTheBatchedLoop()
    {
        QFETCH(Scenario, scenario);
        QFETCH(PolicyId, policy);
        const WholeTaskLog log = wholeTaskLog(scenario, policy);
        QVERIFY(!log.truncated);
        QCOMPARE(log.tasks, allocate(scenario, policy, TaskMode::Whole).tasks);
        // The log adds up: grants per user equal the final tasks, usage after the last step
        // equals sum_i x_i d_i.
        QList<double> granted(scenario.userCount(), 0.0);
        for (const WholeTaskStep &s : log.steps)
            granted[s.user] += s.granted ? 1.0 : 0.0;
        QCOMPARE(granted, log.tasks);
        for (int j = 0; j < scenario.resourceCount(); ++j) {
            double usage = 0.0;
            for (int i = 0; i < scenario.userCount(); ++i)
                usage += log.tasks[i] * scenario.users[i].demand[j];
            DRF_COMPARE_NEAR(log.steps.last().usageAfter[j], usage, kTol);
        }
    }

    void largeScenarioIsTruncated()
    {
        Scenario big = Scenario::seed();
        big.resources[0].capacity = 1.8e6;
        big.resources[1].capacity = 1.8e6;
        const WholeTaskLog log = wholeTaskLog(big, PolicyId::Drf);
        QVERIFY(log.truncated);
        QCOMPARE(log.steps.size(), kWholeTaskStepLimit);
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestFillingTrace)
#include "tst_fillingtrace.moc"
