// Online allocation (DOMAIN.md, "Online allocation"): the three mechanisms on the story, hand-
// checked cases, and invariants on seeded random scenarios.
#include "backgroundjob.h"
#include "onlinesimulation.h"
#include "policy.h"
#include "scenariofile.h"
#include "testmain.h"
#include "testutil.h"
#include "tolerance.h"
#include "validation.h"

#include <QElapsedTimer>
#include <QRandomGenerator>

#include <cmath>
#include <limits>
#include <thread>

using namespace drf;

Q_DECLARE_METATYPE(drf::Mechanism)

namespace {

constexpr double kTol = 1e-9;

/// DOMAIN.md's story: the seed's cluster, A from 0, B from t = 5, tasks of duration 10.
Scenario lateArrival()
{
    Scenario s = Scenario::seed();
    s.users[1].arrive = 5.0;
    for (User &user : s.users)
        user.duration = 10.0;
    return s;
}

/// One user alone on the seed's cluster needing (1, 1) per task, capped at 10 tasks at once.
Scenario oneJob(double work, double duration)
{
    Scenario s = Scenario::seed();
    s.users = {s.users[0]};
    s.users[0].demand = {1.0, 1.0};
    s.users[0].maxTasks = 10.0;
    s.users[0].work = work;
    s.users[0].duration = duration;
    return s;
}

/// The segments as rows "from to x_1 x_2 ..." for readable failures.
QString segmentsText(const OnlineRun &run)
{
    QStringList rows;
    for (int k = 0; k < run.segmentCount(); ++k) {
        QStringList row{QString::number(run.from(k)), QString::number(run.to(k))};
        for (double x : run.segmentTasks(k))
            row.append(QString::number(x));
        rows.append(row.join(QLatin1Char(' ')));
    }
    return rows.join(QStringLiteral("; "));
}

/// Whether a user is present at time t of a finished run (arrived, not left, job not over).
bool presentAt(const Scenario &s, const OnlineRun &run, int i, double t)
{
    const User &user = s.users[i];
    const auto before = [](double time, double t) {
        return time < t || nearlyEqual(time, t, kRelTol);
    };
    if (!before(user.arrive, t))
        return false;
    if (user.leave && before(*user.leave, t))
        return false;
    if (run.users[i].finished && before(*run.users[i].finished, t))
        return false;
    return true;
}

struct Expected
{
    double from;
    double to;
    QList<double> tasks;
};

} // namespace

class TestOnline : public QObject
{
    Q_OBJECT

private:
    static void compareSegments(const OnlineRun &run, const QList<Expected> &expected)
    {
        QVERIFY2(run.ok(), qPrintable(run.error));
        QVERIFY2(run.segmentCount() == expected.size(), qPrintable(segmentsText(run)));
        for (int k = 0; k < run.segmentCount(); ++k) {
            DRF_COMPARE_NEAR(run.from(k), expected[k].from, kTol);
            DRF_COMPARE_NEAR(run.to(k), expected[k].to, kTol);
            for (int i = 0; i < run.userCount; ++i)
                DRF_COMPARE_NEAR(run.tasksOf(k, i), expected[k].tasks[i], kTol);
        }
    }

    /// Checks every invariant DOMAIN.md gives the mechanism on one run; `what` names the case.
    static void checkInvariants(const Scenario &s, const OnlineRun &run, PolicyId policy,
                                const QString &what)
    {
        QVERIFY2(run.ok(), qPrintable(what + QStringLiteral(": ") + run.error));
        const int n = s.userCount();
        const int m = s.resourceCount();
        QVERIFY(run.segmentCount() >= 1);
        QCOMPARE(run.from(0), 0.0);
        QCOMPARE(run.to(run.segmentCount() - 1), run.horizon);
        for (int k = 0; k < run.segmentCount(); ++k) {
            QVERIFY2(run.from(k) < run.to(k), qPrintable(what));
            // Maximal: two neighbours never carry the same tasks.
            if (k > 0)
                QVERIFY2(
                    run.segmentTasks(k) != run.segmentTasks(k - 1),
                    qPrintable(
                        what +
                        QStringLiteral(": segments %1 and %2 are the same").arg(k - 1).arg(k)));
            const double t = run.from(k);
            for (int i = 0; i < n; ++i) {
                const double x = run.tasksOf(k, i);
                QVERIFY2(x >= 0.0, qPrintable(what));
                if (!presentAt(s, run, i, t))
                    QVERIFY2(x == 0.0, qPrintable(what + QStringLiteral(": absent user %1 holds "
                                                                        "%2 at t = %3")
                                                             .arg(i)
                                                             .arg(x)
                                                             .arg(t)));
                if (s.users[i].maxTasks)
                    QVERIFY(x <= *s.users[i].maxTasks * (1 + kTol));
            }
            // Every segment feasible (fixed-price alone may not be: DOMAIN.md).
            if (!(run.mechanism == Mechanism::Recompute && policy == PolicyId::FixedPrice)) {
                for (int j = 0; j < m; ++j) {
                    double usage = 0.0;
                    for (int i = 0; i < n; ++i)
                        usage += run.tasksOf(k, i) * s.users[i].demand[j];
                    DRF_COMPARE_NEAR(run.usageOf(k, j), usage, 1e-12);
                    QVERIFY2(usage <= s.resources[j].capacity * (1 + kTol),
                             qPrintable(what +
                                        QStringLiteral(": segment %1 overloads %2").arg(k).arg(j)));
                }
            }
            if (run.mechanism == Mechanism::Recompute) {
                // Recompute equals the static policy on the segment's present users.
                Scenario present;
                present.resources = s.resources;
                QList<int> indices;
                for (int i = 0; i < n; ++i) {
                    if (presentAt(s, run, i, t)) {
                        present.users.append(s.users[i]);
                        indices.append(i);
                    }
                }
                if (!indices.isEmpty()) {
                    const Allocation expected = allocate(present, policy, TaskMode::Continuous);
                    for (int p = 0; p < indices.size(); ++p)
                        if (!nearlyEqual(run.tasksOf(k, indices[p]), expected.tasks[p], 1e-7))
                            QFAIL(qPrintable(what + QStringLiteral(": at t = %1 user %2 holds %3, "
                                                                   "the static policy gives %4")
                                                        .arg(t)
                                                        .arg(indices[p])
                                                        .arg(run.tasksOf(k, indices[p]))
                                                        .arg(expected.tasks[p])));
                }
            }
            if (run.mechanism == Mechanism::DynamicDrf) {
                // The use of each resource never passes (A / W) C_j.
                double arrived = 0.0;
                for (const User &user : s.users)
                    if (user.arrive <= t || nearlyEqual(user.arrive, t, kRelTol))
                        arrived += user.weight;
                for (int j = 0; j < m; ++j)
                    QVERIFY2(run.usageOf(k, j) <=
                                 arrived / s.totalWeight() * s.resources[j].capacity * (1 + 1e-9),
                             qPrintable(what + QStringLiteral(": t = %1, resource %2 uses %3")
                                                   .arg(t)
                                                   .arg(j)
                                                   .arg(run.usageOf(k, j))));
                // Fluid and never taking back: a user who stays never holds less.
                if (k > 0)
                    for (int i = 0; i < n; ++i)
                        if (presentAt(s, run, i, t))
                            QVERIFY2(run.tasksOf(k, i) >= run.tasksOf(k - 1, i) * (1 - 1e-9),
                                     qPrintable(what));
            }
        }
        for (int i = 0; i < n; ++i) {
            const OnlineUserResult &user = run.users[i];
            if (s.users[i].work)
                QVERIFY2(user.tasksFinished <= *s.users[i].work * (1 + kTol), qPrintable(what));
            if (run.mechanism != Mechanism::Recompute)
                QCOMPARE(user.preempted, 0.0);
            QVERIFY2(user.meanDominantShare >= 0.0 &&
                         (user.meanDominantShare <= 1.0 + kTol || policy == PolicyId::FixedPrice),
                     qPrintable(what + QStringLiteral(": user %1's mean share %2")
                                           .arg(i)
                                           .arg(user.meanDominantShare)));
            if (user.waited)
                QVERIFY(*user.waited >= 0.0);
        }
        for (double u : run.utilization)
            QVERIFY(u >= 0.0 && (u <= 1.0 + kTol || policy == PolicyId::FixedPrice));
    }

    /// A random scenario: 1 to 6 users on 1 to 3 resources, with random caps, weights, arrivals,
    /// leaves, work and durations. `integerTimes`: arrivals, leaves, durations and work whole.
    static Scenario randomScenario(QRandomGenerator &random, bool integerTimes)
    {
        Scenario s;
        const int m = 1 + random.bounded(3);
        const int n = 1 + random.bounded(6);
        for (int j = 0; j < m; ++j)
            s.resources.append({QStringLiteral("R%1").arg(j), 10.0 + random.bounded(90), 10.0});
        const auto value = [&](double low, double high) {
            const double v = low + random.generateDouble() * (high - low);
            return integerTimes ? std::round(v) : v;
        };
        for (int i = 0; i < n; ++i) {
            User user;
            user.name = QStringLiteral("U%1").arg(i);
            for (int j = 0; j < m; ++j)
                user.demand.append(random.bounded(4) == 0 ? 0.0 : 0.5 + random.bounded(8));
            if (std::all_of(user.demand.cbegin(), user.demand.cend(),
                            [](double d) { return d == 0.0; }))
                user.demand[random.bounded(m)] = 1.0;
            user.weight = random.bounded(3) == 0 ? 1.0 + random.bounded(3) : 1.0;
            if (random.bounded(4) == 0)
                user.maxTasks = double(random.bounded(6));
            user.arrive = random.bounded(3) == 0 ? 0.0 : value(0.0, 20.0);
            if (random.bounded(3) == 0)
                user.leave = user.arrive + std::max(1.0, value(0.5, 15.0));
            if (random.bounded(2) == 0)
                user.work = std::max(1.0, value(1.0, 80.0));
            user.duration = std::max(1.0, value(0.5, 4.0));
            s.users.append(user);
        }
        if (random.bounded(4) == 0)
            s.horizon = std::max(1.0, value(1.0, 40.0));
        return s;
    }

private slots:
    void storyRecompute()
    {
        const OnlineRun run = simulateOnline(lateArrival(), Mechanism::Recompute);
        // At t = 5 recompute takes 30 of A's 90 tasks back and gives B its 40 at once.
        compareSegments(run, {{0, 5, {90, 0}}, {5, 100, {60, 40}}});
        QCOMPARE(run.horizon, 100.0); // max(10 x 10, 2 x 5, 1): A and B never leave
        DRF_COMPARE_NEAR(run.users[0].preempted, 30.0, kTol);
        QCOMPARE(run.users[1].preempted, 0.0);
        QCOMPARE(run.users[0].waited, std::optional<double>(0.0));
        QCOMPARE(run.users[1].waited, std::optional<double>(0.0));
        QVERIFY(!run.users[0].finished && !run.users[1].finished);
        // Fluid: x / d tasks per unit of time.
        DRF_COMPARE_NEAR(run.users[0].tasksFinished, 90 * 5 / 10.0 + 60 * 95 / 10.0, kTol);
        DRF_COMPARE_NEAR(run.users[1].tasksFinished, 40 * 95 / 10.0, kTol);
        // Time averages of x mu over the presence: A over [0, 100), B over [5, 100).
        DRF_COMPARE_NEAR(run.users[0].meanDominantShare, (5 * 1.0 + 95 * 60 / 90.0) / 100, kTol);
        DRF_COMPARE_NEAR(run.users[1].meanDominantShare, 40 / 60.0, kTol);
        DRF_COMPARE_NEAR(run.utilization[0], (5 * 180 + 95 * 160) / (180.0 * 100), kTol);
        DRF_COMPARE_NEAR(run.utilization[1], (5 * 90 + 95 * 180) / (180.0 * 100), kTol);
    }

    void storyDynamicDrf()
    {
        const OnlineRun run = simulateOnline(lateArrival(), Mechanism::DynamicDrf);
        // A is held to 45 tasks (half the cluster kept for B), then both reach 60/40.
        compareSegments(run, {{0, 5, {45, 0}}, {5, 100, {60, 40}}});
        QCOMPARE(run.users[0].preempted, 0.0);
        DRF_COMPARE_NEAR(run.utilization[0], (5 * 90 + 95 * 160) / (180.0 * 100), kTol);
        DRF_COMPARE_NEAR(run.utilization[1], (5 * 45 + 95 * 180) / (180.0 * 100), kTol);
    }

    void storyOnlineDrf()
    {
        const OnlineRun run = simulateOnline(lateArrival(), Mechanism::OnlineDrf);
        // A fills the CPUs with 90 tasks; B waits 5 until they end at 10; then 60/40 round
        // after round (tasks that end and restart the same leave the segment as it is).
        compareSegments(run, {{0, 10, {90, 0}}, {10, 100, {60, 40}}});
        QCOMPARE(run.users[1].waited, std::optional<double>(5.0));
        QCOMPARE(run.users[0].waited, std::optional<double>(0.0));
        QCOMPARE(run.users[0].preempted, 0.0);
        // Whole tasks: A's 90 end at 10, then 60 at each of 20, 30, ..., 100 (the horizon).
        QCOMPARE(run.users[0].tasksFinished, 90.0 + 9 * 60);
        QCOMPARE(run.users[1].tasksFinished, 9 * 40.0);
        // The two arrivals, A's 90 task starts at 0, then 100 at each of 10, 20, ..., 90.
        QCOMPARE(run.events, qint64(2 + 90 + 9 * 100));
    }

    void finiteWork_data()
    {
        QTest::addColumn<int>("mechanism");
        QTest::addColumn<double>("work");
        QTest::addColumn<double>("finished");
        QTest::addColumn<double>("tasks"); // running from 0 until the job ends
        // Fluid: 10 tasks of 2 time units finish 5 tasks a unit.
        QTest::newRow("recompute 50") << int(Mechanism::Recompute) << 50.0 << 10.0 << 10.0;
        QTest::newRow("recompute 45") << int(Mechanism::Recompute) << 45.0 << 9.0 << 10.0;
        QTest::newRow("dynamic-drf 45") << int(Mechanism::DynamicDrf) << 45.0 << 9.0 << 10.0;
        // Whole tasks: rounds of 10 tasks at 0, 2, 4, 6, 8; 45 needs the last round's 5.
        QTest::newRow("online-drf 50") << int(Mechanism::OnlineDrf) << 50.0 << 10.0 << 10.0;
        QTest::newRow("online-drf 3") << int(Mechanism::OnlineDrf) << 3.0 << 2.0 << 3.0;
    }

    void finiteWork()
    {
        QFETCH(int, mechanism);
        QFETCH(double, work);
        QFETCH(double, finished);
        QFETCH(double, tasks);
        const OnlineRun run = simulateOnline(oneJob(work, 2.0), Mechanism(mechanism));
        QVERIFY2(run.ok(), qPrintable(run.error));
        // Nobody is endless: the run ends when the job does.
        QCOMPARE(run.horizon, finished);
        QVERIFY(run.users[0].finished);
        DRF_COMPARE_NEAR(*run.users[0].finished, finished, kTol);
        DRF_COMPARE_NEAR(run.users[0].tasksFinished, work, kTol);
        DRF_COMPARE_NEAR(run.tasksOf(0, 0), tasks, kTol);
        // The same tasks from 0 until the job ends, of mu = 1/180 each.
        DRF_COMPARE_NEAR(run.users[0].meanDominantShare, tasks / 180, kTol);
    }

    void onlineDrfLastRound()
    {
        // 45 tasks: rounds of 10 at 0, 2, 4, 6, then 5 at 8: the segment changes at 8.
        const OnlineRun run = simulateOnline(oneJob(45.0, 2.0), Mechanism::OnlineDrf);
        compareSegments(run, {{0, 8, {10}}, {8, 10, {5}}});
        QCOMPARE(*run.users[0].finished, 10.0);
        // 45.5: the half task is a sixth task at 8 that runs 1 unit; the job ends at 10.
        const OnlineRun half = simulateOnline(oneJob(45.5, 2.0), Mechanism::OnlineDrf);
        compareSegments(half, {{0, 8, {10}}, {8, 9, {6}}, {9, 10, {5}}});
        DRF_COMPARE_NEAR(half.users[0].tasksFinished, 45.5, kTol);
    }

    void leave_data()
    {
        QTest::addColumn<int>("mechanism");
        QTest::addColumn<double>("preemptedA");
        // A from 0 to 4, B from 2 for ever, tasks of 1: on [4, 10) B alone runs 60 (GPU).
        QTest::newRow("recompute") << int(Mechanism::Recompute) << 30.0;
        QTest::newRow("dynamic-drf") << int(Mechanism::DynamicDrf) << 0.0;
        QTest::newRow("online-drf") << int(Mechanism::OnlineDrf) << 0.0;
    }

    void leave()
    {
        QFETCH(int, mechanism);
        QFETCH(double, preemptedA);
        Scenario s = Scenario::seed();
        s.users[0].leave = 4.0;
        s.users[1].arrive = 2.0;
        const OnlineRun run = simulateOnline(s, Mechanism(mechanism));
        // Horizon: max(10 x 1, 2 x 4, 1) = 10. Dynamic-drf holds A to half until B comes.
        const double aloneA = Mechanism(mechanism) == Mechanism::DynamicDrf ? 45 : 90;
        compareSegments(run, {{0, 2, {aloneA, 0}}, {2, 4, {60, 40}}, {4, 10, {0, 60}}});
        DRF_COMPARE_NEAR(run.users[0].preempted, preemptedA, kTol);
        // What a leaving user held is not preempted; its job never ended.
        QVERIFY(!run.users[0].finished);
        DRF_COMPARE_NEAR(run.users[0].meanDominantShare, (2 * aloneA / 90 + 2 * 60 / 90.0) / 4,
                         kTol);
        if (Mechanism(mechanism) == Mechanism::OnlineDrf)
            QCOMPARE(run.users[0].tasksFinished, 2 * 90.0 + 2 * 60);
    }

    void leaveKillsRunningTasks()
    {
        // Tasks of 10 started at 0; A leaves at 4: they are killed and do not count.
        Scenario s = Scenario::seed();
        s.users = {s.users[0]};
        s.users[0].leave = 4.0;
        s.users[0].duration = 10.0;
        const OnlineRun run = simulateOnline(s, Mechanism::OnlineDrf);
        compareSegments(run, {{0, 4, {90}}});
        QCOMPARE(run.users[0].tasksFinished, 0.0);
        QVERIFY(!run.users[0].finished);
        // Fluid: the work done until the leave counts (90 tasks of 10 for 4 units: 36).
        const OnlineRun fluid = simulateOnline(s, Mechanism::Recompute);
        DRF_COMPARE_NEAR(fluid.users[0].tasksFinished, 36.0, kTol);
    }

    void caps_data()
    {
        QTest::addColumn<int>("mechanism");
        QTest::addColumn<double>("tasksB");
        // A capped at 20; B fills the GPU: 20 + 3 x_B = 180.
        QTest::newRow("recompute") << int(Mechanism::Recompute) << 160 / 3.0;
        QTest::newRow("dynamic-drf") << int(Mechanism::DynamicDrf) << 160 / 3.0;
        QTest::newRow("online-drf") << int(Mechanism::OnlineDrf) << 53.0; // whole tasks
    }

    void caps()
    {
        QFETCH(int, mechanism);
        QFETCH(double, tasksB);
        Scenario s = Scenario::seed();
        s.users[0].maxTasks = 20.0;
        const OnlineRun run = simulateOnline(s, Mechanism(mechanism));
        compareSegments(run, {{0, 10, {20, tasksB}}});
    }

    void weights_data()
    {
        QTest::addColumn<int>("mechanism");
        QTest::addColumn<double>("aloneA");
        // A of weight 2, B from 5: DRF gives x_A = 180 s, x_B = 60 s with s = 3/7.
        QTest::newRow("recompute") << int(Mechanism::Recompute) << 90.0;
        // Dynamic: A holds 2/3 of the cluster until B comes (CPU 120 / 2 = 60 tasks).
        QTest::newRow("dynamic-drf") << int(Mechanism::DynamicDrf) << 60.0;
    }

    void weights()
    {
        QFETCH(int, mechanism);
        QFETCH(double, aloneA);
        Scenario s = Scenario::seed();
        s.users[0].weight = 2.0;
        s.users[1].arrive = 5.0;
        const OnlineRun run = simulateOnline(s, Mechanism(mechanism));
        compareSegments(run, {{0, 5, {aloneA, 0}}, {5, 10, {180 * 3 / 7.0, 60 * 3 / 7.0}}});
    }

    void dynamicDrfDenormalWeight()
    {
        // A of weight 1.5e-323 needs only s; B needs r first. When r stops B, A goes on alone on
        // s with a rate of 1.5e-323: a rate that subtracting B's must not cancel to 0 (A then grew
        // without bound). Everyone arrives at 0: dynamic-drf is the static drf.
        Scenario s;
        s.resources = {{QStringLiteral("r"), 1.0, 10.0}, {QStringLiteral("s"), 1.0, 10.0}};
        User a{QStringLiteral("A"), {0.0, 2.0}, 1.5e-323, std::nullopt};
        User b{QStringLiteral("B"), {2.0, 1.0}, 1.0, std::nullopt};
        s.users = {a, b};
        const OnlineRun run = simulateOnline(s, Mechanism::DynamicDrf);
        compareSegments(run, {{0, 10, {0.25, 0.5}}});
    }

    void tinyTaskCounts_data()
    {
        QTest::addColumn<double>("demand");
        QTest::addColumn<double>("capacity");
        // 1e-10 tasks fill the cluster: task counts far below 1 are no rounding noise.
        QTest::newRow("huge demand") << 1e10 << 1.0;
        // A capacity of 1e-12 is a whole resource, not an empty one.
        QTest::newRow("tiny capacity") << 1.0 << 1e-12;
    }

    void tinyTaskCounts()
    {
        // The story's shape with task counts of 1e-10 or 1e-12: A alone from 0, B, the same,
        // from t = 5. The fuzzer found recompute keeping A's whole cluster beside B's half
        // (1.5 times the capacity), the old count being "nearly" the new one in absolute terms.
        QFETCH(double, demand);
        QFETCH(double, capacity);
        Scenario s;
        s.resources = {{QStringLiteral("CPU"), capacity, 10.0}};
        User a{QStringLiteral("A"), {demand}, 1.0, std::nullopt};
        a.duration = 10.0;
        User b = a;
        b.name = QStringLiteral("B");
        b.arrive = 5.0;
        s.users = {a, b};
        QVERIFY(validateScenario(s).isEmpty());
        const double all = capacity / demand;
        const auto near = [](double actual, double expected) {
            return relativelyEqual(actual, expected, kTol);
        };
        for (Mechanism mechanism : kAllMechanisms) {
            const OnlineRun run = simulateOnline(s, mechanism);
            QVERIFY2(run.ok(), qPrintable(run.error));
            checkInvariants(s, run, PolicyId::Drf, mechanismKey(mechanism));
            // Fewer than one task fits: online DRF's whole tasks never start.
            if (mechanism == Mechanism::OnlineDrf) {
                QCOMPARE(run.segmentCount(), 1);
                QCOMPARE(run.tasksOf(0, 0), 0.0);
                continue;
            }
            // Recompute gives A all, then half; dynamic DRF keeps B's half free from the start.
            const double before = mechanism == Mechanism::Recompute ? all : all / 2;
            QVERIFY2(run.segmentCount() == 2, qPrintable(segmentsText(run)));
            QVERIFY2(near(run.tasksOf(0, 0), before) && run.tasksOf(0, 1) == 0.0,
                     qPrintable(segmentsText(run)));
            QVERIFY2(near(run.tasksOf(1, 0), all / 2) && near(run.tasksOf(1, 1), all / 2),
                     qPrintable(segmentsText(run)));
            QVERIFY(run.usageOf(1, 0) <= capacity * (1 + kRelTol));
        }
    }

    void onlineDrfWeightedRound()
    {
        // Whole tasks, A of weight 2 from 0 and B from 0, tasks of 1: one round at every
        // instant, A first while its weighted share is the lower. Compared with the static
        // whole-task drf loop, which is the same round on an empty cluster.
        Scenario s = Scenario::seed();
        s.users[0].weight = 2.0;
        const OnlineRun run = simulateOnline(s, Mechanism::OnlineDrf);
        const Allocation whole = allocate(s, PolicyId::Drf, TaskMode::Whole);
        compareSegments(run, {{0, 10, whole.tasks}});
    }

    void staticScenarioIsOneSegment()
    {
        // No online keys: everyone present from 0 for ever; recompute is the static policy.
        for (PolicyId policy : kAllPolicies) {
            const Scenario s = Scenario::seed();
            const OnlineRun run = simulateOnline(s, Mechanism::Recompute, policy);
            compareSegments(run, {{0, 10, allocate(s, policy, TaskMode::Continuous).tasks}});
        }
    }

    void horizonRule()
    {
        Scenario s = Scenario::seed();
        QCOMPARE(fixedHorizon(s), std::optional<double>(10.0)); // 10 x duration 1
        s.users[1].leave = 30.0;
        s.users[0].duration = 2.0;
        QCOMPARE(fixedHorizon(s), std::optional<double>(60.0)); // 2 x the latest leave
        s.users[0].work = 5.0;
        QCOMPARE(fixedHorizon(s), std::nullopt); // nobody both endless and staying
        s.horizon = 7.5;
        QCOMPARE(fixedHorizon(s), std::optional<double>(7.5));
        // The horizon cuts the run: integrals and tasks stop there.
        const OnlineRun run = simulateOnline(lateArrival(), Mechanism::Recompute);
        Scenario cut = lateArrival();
        cut.horizon = 5.0;
        const OnlineRun short_ = simulateOnline(cut, Mechanism::Recompute);
        compareSegments(short_, {{0, 5, {90, 0}}});
        DRF_COMPARE_NEAR(short_.users[0].tasksFinished, 45.0, kTol);
        QCOMPARE(short_.users[1].meanDominantShare, 0.0); // arrives at the horizon
        QVERIFY(!short_.users[1].waited);
        QCOMPARE(run.horizon, 100.0);
        // A run that ends at 0 has the horizon 1.
        Scenario never = oneJob(5.0, 1.0);
        never.users[0].maxTasks = 0.0;
        const OnlineRun idle = simulateOnline(never, Mechanism::OnlineDrf);
        compareSegments(idle, {{0, 1, {0}}});
        QVERIFY(!idle.users[0].waited);
    }

    void sameInstantOrder()
    {
        // B's job ends at the instant C arrives: the job ends first, C is then alone with A.
        // Tasks that end come before the round: A's tasks ending at 1 are restarted at 1.
        Scenario s = Scenario::seed();
        s.users[1].work = 40.0;
        User c = s.users[1];
        c.name = QStringLiteral("C");
        c.work = std::nullopt;
        c.arrive = 1.0;
        s.users.append(c);
        const OnlineRun run = simulateOnline(s, Mechanism::OnlineDrf);
        QVERIFY2(run.ok(), qPrintable(run.error));
        QCOMPARE(*run.users[1].finished, 1.0);
        QCOMPARE(run.users[1].tasksFinished, 40.0);
        // From 1 on, A and C share as A and B did: C took B's place at once.
        const int k = run.segmentAt(1.5);
        QCOMPARE(run.tasksOf(k, 0), 60.0);
        QCOMPARE(run.tasksOf(k, 2), 40.0);
        QCOMPARE(run.tasksOf(k, 1), 0.0);
        QCOMPARE(*run.users[2].waited, 0.0);
    }

    void eventLimit()
    {
        // Tiny tasks: every round launches 90,000 of them (with B's 30).
        Scenario s = Scenario::seed();
        s.users[0].demand = {0.001, 0.001};
        OnlineLimits limits;
        limits.events = 500'000;
        const OnlineRun run = simulateOnline(s, Mechanism::OnlineDrf, PolicyId::Drf, limits);
        QVERIFY(!run.ok());
        QVERIFY2(run.error.contains(QStringLiteral("500,000 events")), qPrintable(run.error));
        QVERIFY2(run.error.startsWith(QStringLiteral("the simulation stopped at t = ")),
                 qPrintable(run.error));
        // The steps limit: instants x (users + resources).
        limits = OnlineLimits();
        limits.steps = 20; // the story has 12 instants of 2 users and 2 resources
        const OnlineRun steps =
            simulateOnline(lateArrival(), Mechanism::OnlineDrf, PolicyId::Drf, limits);
        QVERIFY2(steps.error.contains(QStringLiteral("20 steps")), qPrintable(steps.error));
        // The timeline's size: the story's online-drf has 2 segments of 4 numbers.
        limits = OnlineLimits();
        limits.timelineNumbers = 7;
        const OnlineRun timeline =
            simulateOnline(lateArrival(), Mechanism::OnlineDrf, PolicyId::Drf, limits);
        QVERIFY2(timeline.error.contains(QStringLiteral("passed 7 numbers")),
                 qPrintable(timeline.error));
        QVERIFY(timeline.error.contains(QStringLiteral("at t = 10:")));
        limits.timelineNumbers = 8;
        QVERIFY(simulateOnline(lateArrival(), Mechanism::OnlineDrf, PolicyId::Drf, limits).ok());
    }

    void interruptions()
    {
        // The event limit's scenario: rounds of 90,000 tiny tasks, long before its end.
        Scenario s = Scenario::seed();
        s.users[0].demand = {0.001, 0.001};
        // A job cancelled before the start: interrupted at once, with no result and no error.
        BackgroundJob cancelled;
        cancelled.cancel = true;
        const OnlineRun stopped =
            simulateOnline(s, Mechanism::OnlineDrf, PolicyId::Drf, OnlineLimits(), &cancelled);
        QVERIFY(stopped.interrupted);
        QVERIFY(!stopped.ok());
        QVERIFY(stopped.error.isEmpty());
        QVERIFY(stopped.users.isEmpty());
        // Cancelled from another thread while it runs: it stops within a round (without limits
        // the full run would take hours; the bound only says that it did not run to its end).
        BackgroundJob job;
        QElapsedTimer clock;
        clock.start();
        std::thread canceller([&job] {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            job.cancel = true;
        });
        OnlineLimits unlimited;
        unlimited.events = std::numeric_limits<qint64>::max();
        unlimited.steps = std::numeric_limits<qint64>::max();
        unlimited.timelineNumbers = std::numeric_limits<qint64>::max();
        s.horizon = 1e6; // progress is the time behind the run, out of the horizon
        s.users[0].duration = 1e-3;
        const OnlineRun midway =
            simulateOnline(s, Mechanism::OnlineDrf, PolicyId::Drf, unlimited, &job);
        canceller.join();
        QVERIFY(midway.interrupted);
        QVERIFY2(clock.elapsed() < 60000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(job.done.load() >= 0 && job.done.load() < kOnlineProgressSteps);
        // A deadline that has passed interrupts too.
        OnlineLimits late;
        late.deadline = QDeadlineTimer(0);
        QVERIFY(
            simulateOnline(lateArrival(), Mechanism::Recompute, PolicyId::Drf, late).interrupted);
    }

    void jobChangesNoNumber_data()
    {
        QTest::addColumn<Mechanism>("mechanism");
        for (Mechanism mechanism : kAllMechanisms)
            QTest::newRow(qPrintable(mechanismKey(mechanism))) << mechanism;
    }

    void jobChangesNoNumber()
    {
        // Followed by a job (the window's worker), a run has the numbers of one without (the
        // command line's), and its progress ends at the horizon.
        QFETCH(Mechanism, mechanism);
        Scenario s = lateArrival();
        s.users[0].work = 150.0;
        BackgroundJob job;
        const OnlineRun followed =
            simulateOnline(s, mechanism, PolicyId::Drf, OnlineLimits(), &job);
        const OnlineRun plain = simulateOnline(s, mechanism);
        QVERIFY(followed.ok() && plain.ok());
        QCOMPARE(followed.boundaries, plain.boundaries);
        QCOMPARE(followed.tasks, plain.tasks);
        QCOMPARE(followed.utilization, plain.utilization);
        for (int i = 0; i < s.userCount(); ++i)
            QCOMPARE(followed.users[i].meanDominantShare, plain.users[i].meanDominantShare);
        QVERIFY(job.done.load() > 0 && job.done.load() <= kOnlineProgressSteps);
    }

    void mechanismKeys()
    {
        QCOMPARE(drf::mechanismKeys(), QStringLiteral("recompute, dynamic-drf, online-drf"));
        for (Mechanism mechanism : kAllMechanisms)
            QCOMPARE(mechanismFromKey(mechanismKey(mechanism)), mechanism);
        QCOMPARE(mechanismFromKey(QStringLiteral("drf")), std::nullopt);
    }

    void randomInvariants()
    {
        QRandomGenerator random(20261130);
        for (int round = 0; round < 300; ++round) {
            const Scenario s = randomScenario(random, false);
            QVERIFY(validateScenario(s).isEmpty());
            const PolicyId policy = kAllPolicies[random.bounded(int(kAllPolicies.size()))];
            for (Mechanism mechanism : kAllMechanisms) {
                const OnlineRun run = simulateOnline(s, mechanism, policy);
                checkInvariants(s, run, policy,
                                QStringLiteral("round %1, %2, %3")
                                    .arg(round)
                                    .arg(mechanismKey(mechanism), policyKey(policy)));
                if (QTest::currentTestFailed())
                    return;
            }
        }
    }

    void onlineDrfNeverTakesBack()
    {
        // With whole times every instant is a whole number, and a task started at k runs over
        // [k, k + d). The starts s_k then follow from the running counts x_k:
        // x_k = s_k + s_(k-1) + ... + s_(k-d+1). A task taken back would make some s_k < 0.
        QRandomGenerator random(1130);
        for (int round = 0; round < 300; ++round) {
            const Scenario s = randomScenario(random, true);
            const OnlineRun run = simulateOnline(s, Mechanism::OnlineDrf);
            checkInvariants(s, run, PolicyId::Drf, QStringLiteral("round %1").arg(round));
            if (QTest::currentTestFailed())
                return;
            for (int i = 0; i < s.userCount(); ++i) {
                const int d = int(s.users[i].duration);
                const int end = int(std::floor(run.horizon));
                QList<double> starts;
                for (int k = 0; k < end; ++k) {
                    if (!presentAt(s, run, i, k)) {
                        starts.append(0.0);
                        continue;
                    }
                    double started = run.tasksOf(run.segmentAt(k + 0.5), i);
                    for (int l = 1; l < d && l <= k; ++l)
                        started -= starts[k - l];
                    QVERIFY2(started >= 0.0, qPrintable(QStringLiteral("round %1 user %2 t %3: %4")
                                                            .arg(round)
                                                            .arg(i)
                                                            .arg(k)
                                                            .arg(segmentsText(run))));
                    starts.append(started);
                }
            }
        }
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestOnline)
#include "tst_online.moc"
