// The filling replayed: the state at a level or after some steps, what the player shows.
#include "fillingreplay.h"
#include "testmain.h"

#include <QtTest>

#include <cmath>

Q_DECLARE_METATYPE(drf::PolicyId)
Q_DECLARE_METATYPE(drf::FreezeReason)

using namespace drf;

namespace {

constexpr double kTol = 1e-9;

bool near(double a, double b)
{
    return std::abs(a - b) <= kTol * std::max(1.0, std::abs(b));
}

bool sameTasks(const QList<double> &shown, const QList<double> &expected)
{
    if (shown.size() != expected.size())
        return false;
    for (int i = 0; i < shown.size(); ++i)
        if (!near(shown[i], expected[i]))
            return false;
    return true;
}

FillingReplay continuousOf(const Scenario &scenario, PolicyId policy)
{
    return FillingReplay::continuous(scenario, allocate(scenario, policy, TaskMode::Continuous));
}

/// CPU 100, GPU 50; A = (1, 0), B = (0, 1), C = (1, 1): GPU fills at level 1/2, which stops B
/// and C; drf lets A grow to 3/4, drf-equal stops it by the rule.
Scenario crumbsExample()
{
    Scenario s;
    s.resources = {{QStringLiteral("CPU"), 100.0, 10.0}, {QStringLiteral("GPU"), 50.0, 10.0}};
    s.users = {{QStringLiteral("A"), {1.0, 0.0}, 1.0, std::nullopt},
               {QStringLiteral("B"), {0.0, 1.0}, 1.0, std::nullopt},
               {QStringLiteral("C"), {1.0, 1.0}, 1.0, std::nullopt}};
    return s;
}

} // namespace

class TestFillingReplay : public QObject
{
    Q_OBJECT

private slots:
    /// The seed: both users grow at s / mu_i until GPU fills at s = 2/3 (60 and 40 tasks).
    void seedContinuous()
    {
        const FillingReplay replay = continuousOf(Scenario::seed(), PolicyId::Drf);
        QVERIFY(replay.isValid());
        QVERIFY(!replay.isStepwise());
        QVERIFY(near(replay.finalLevel(), 2.0 / 3.0));
        QCOMPARE(replay.stageLevels().size(), 1);
        QVERIFY(near(replay.stageLevels().first(), 2.0 / 3.0));
        QVERIFY(sameTasks(replay.finalTasks(), {60.0, 40.0}));

        const FillingFrame half = replay.frameAt(FillingPosition::level(1.0 / 3.0));
        QVERIFY(!half.stepwise);
        QVERIFY(sameTasks(half.tasks, {30.0, 20.0}));
        QCOMPARE(half.reasons, (QList<FreezeReason>{FreezeReason::Growing, FreezeReason::Growing}));
        QCOMPARE(half.full, (QList<bool>{false, false}));
        QCOMPARE(replay.positionText(half), QStringLiteral("dominant share s = 0.33"));

        const FillingFrame end = replay.frameAt(FillingPosition::end());
        QVERIFY(near(end.level, 2.0 / 3.0));
        QVERIFY(sameTasks(end.tasks, {60.0, 40.0}));
        QCOMPARE(end.reasons,
                 (QList<FreezeReason>{FreezeReason::Saturated, FreezeReason::Saturated}));
        QCOMPARE(end.stoppingResource, (QList<int>{1, 1}));
        QCOMPARE(end.full, (QList<bool>{false, true}));
        QVERIFY(near(end.fullAtLevel[1], 2.0 / 3.0));
        // Past the end, and a number of steps in a continuous filling: the end.
        QVERIFY(sameTasks(replay.frameAt(FillingPosition::level(5.0)).tasks, {60.0, 40.0}));
        QVERIFY(sameTasks(replay.frameAt(FillingPosition::steps(3)).tasks, {60.0, 40.0}));
        QVERIFY(sameTasks(replay.frameAt(FillingPosition::level(-1.0)).tasks, {0.0, 0.0}));
    }

    /// GPU fills at 1/2: drf freezes B and C (25 tasks) and lets A grow to 75; drf-equal stops
    /// A too, by the rule, at 50.
    void freezeReasons_data()
    {
        QTest::addColumn<PolicyId>("policy");
        QTest::addColumn<double>("tasksOfA");
        QTest::addColumn<FreezeReason>("reasonOfA");
        QTest::addColumn<int>("stoppingA");
        QTest::newRow("drf") << PolicyId::Drf << 75.0 << FreezeReason::Saturated << 0;
        QTest::newRow("drf-equal")
            << PolicyId::DrfEqual << 50.0 << FreezeReason::StoppedByRule << 1;
    }

    void freezeReasons()
    {
        QFETCH(PolicyId, policy);
        QFETCH(double, tasksOfA);
        QFETCH(FreezeReason, reasonOfA);
        QFETCH(int, stoppingA);
        const FillingReplay replay = continuousOf(crumbsExample(), policy);
        const FillingFrame gpuFull = replay.frameAt(FillingPosition::level(0.5));
        QVERIFY(sameTasks(gpuFull.tasks, {50.0, 25.0, 25.0}));
        QCOMPARE(gpuFull.full, (QList<bool>{false, true}));
        QVERIFY(near(gpuFull.fullAtLevel[1], 0.5));
        QCOMPARE(gpuFull.reasons[1], FreezeReason::Saturated);
        QCOMPARE(gpuFull.reasons[2], FreezeReason::Saturated);
        const FillingFrame end = replay.frameAt(FillingPosition::end());
        QVERIFY(sameTasks(end.tasks, {tasksOfA, 25.0, 25.0}));
        QCOMPARE(end.reasons[0], reasonOfA);
        QCOMPARE(end.stoppingResource[0], stoppingA);
        QCOMPARE(end.full[0], policy == PolicyId::Drf);
    }

    void assetSaysAssetShare()
    {
        const FillingReplay replay = continuousOf(Scenario::seed(), PolicyId::Asset);
        QVERIFY(replay.isValid());
        QCOMPARE(replay.positionText(replay.frameAt(FillingPosition::level(0.25))),
                 QStringLiteral("asset share = 0.25"));
    }

    /// The seed task by task: 100 grants, then A and B blocked by GPU at 60 and 40.
    void seedWholeTasks()
    {
        const FillingReplay replay = FillingReplay::wholeTasks(Scenario::seed(), PolicyId::Drf);
        QVERIFY(replay.isValid());
        QVERIFY(replay.isStepwise());
        QCOMPARE(replay.stepCount(), 102);
        QVERIFY(sameTasks(replay.finalTasks(), {60.0, 40.0}));
        const QStringList lines = replay.logLines();
        QCOMPARE(lines.size(), 102);
        QCOMPARE(lines.first(), QStringLiteral("task 1 → A (share 0.01)"));
        QVERIFY(lines.mid(100).contains(QStringLiteral("A blocked: GPU would need 181 of 180")));
        QVERIFY(lines.mid(100).contains(QStringLiteral("B blocked: GPU would need 183 of 180")));

        const FillingFrame end = replay.frameAt(FillingPosition::end());
        QVERIFY(end.stepwise);
        QCOMPARE(end.steps, 102);
        QVERIFY(sameTasks(end.tasks, {60.0, 40.0}));
        QCOMPARE(end.reasons,
                 (QList<FreezeReason>{FreezeReason::Saturated, FreezeReason::Saturated}));
        QCOMPARE(end.stoppingResource, (QList<int>{1, 1}));
        QCOMPARE(end.full, (QList<bool>{false, true}));
        QCOMPARE(end.blockedUsers[1], (QList<int>{0, 1}));
        QCOMPARE(replay.positionText(end), QStringLiteral("step 102 of 102"));

        const FillingFrame ten = replay.frameAt(FillingPosition::steps(10));
        QCOMPARE(ten.steps, 10);
        QVERIFY(near(ten.tasks[0] + ten.tasks[1], 10.0));
        QCOMPARE(ten.full, (QList<bool>{false, false}));
        QCOMPARE(replay.frameAt(FillingPosition::steps(-4)).steps, 0);
        QCOMPARE(replay.frameAt(FillingPosition::steps(500)).steps, 102);
    }

    /// The level in whole tasks: every task granted before a share first passes it. At 1/3
    /// both users hold a third of GPU or CPU (30 and 20 tasks), as in the continuous filling.
    void wholeTasksAtALevel()
    {
        const FillingReplay replay = FillingReplay::wholeTasks(Scenario::seed(), PolicyId::Drf);
        QCOMPARE(replay.stepsAtLevel(0.0), 0);
        QCOMPARE(replay.stepsAtLevel(1.0 / 3.0), 50);
        QVERIFY(sameTasks(replay.frameAt(FillingPosition::level(1.0 / 3.0)).tasks, {30.0, 20.0}));
        // Past the last grant's share, the blocks come too.
        QCOMPARE(replay.stepsAtLevel(2.0 / 3.0), 102);
        QCOMPARE(replay.stepsAtLevel(10.0), 102);
    }

    /// A capped at 30 in the seed: it stops at its cap, and B alone fills GPU (50 tasks).
    void capInWholeTasks()
    {
        Scenario scenario = Scenario::seed();
        scenario.users[0].maxTasks = 30.0;
        const FillingReplay replay = FillingReplay::wholeTasks(scenario, PolicyId::Drf);
        const FillingFrame end = replay.frameAt(FillingPosition::end());
        QVERIFY(sameTasks(end.tasks, {30.0, 50.0}));
        QCOMPARE(end.reasons, (QList<FreezeReason>{FreezeReason::Cap, FreezeReason::Saturated}));
        QCOMPARE(end.blockedUsers[1], (QList<int>{1}));
        bool capped = false;
        for (const QString &line : replay.logLines())
            capped = capped || line.endsWith(QStringLiteral(", A reached its cap"));
        QVERIFY(capped);
    }

    void truncatedLogSaysSo()
    {
        const FillingReplay replay = FillingReplay::wholeTasks(Scenario::seed(), PolicyId::Drf, 10);
        QCOMPARE(replay.stepCount(), 10);
        const QStringList lines = replay.logLines();
        QCOMPARE(lines.size(), 11);
        QCOMPARE(lines.last(), QStringLiteral("… the log stops after 10 steps"));
        const QList<double> tasks = replay.finalTasks();
        QVERIFY(near(tasks[0] + tasks[1], 10.0));
    }

    void notAFillingPolicy()
    {
        QVERIFY(!FillingReplay().isValid());
        const FillingReplay walras = continuousOf(Scenario::seed(), PolicyId::Walras);
        QVERIFY(!walras.isValid());
        QCOMPARE(walras.finalLevel(), 0.0);
        QVERIFY(walras.frameAt(FillingPosition::end()).tasks.isEmpty());
        QVERIFY(!FillingReplay::wholeTasks(Scenario::seed(), PolicyId::MaxMin).isValid());
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestFillingReplay)
#include "tst_fillingreplay.moc"
