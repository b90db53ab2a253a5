#include "analysis.h"
#include "fillingtrace.h"
#include "onlinesimulation.h"
#include "policy.h"
#include "progressivefilling.h"
#include "report.h"
#include "scenariofile.h"
#include "testmain.h"
#include "testutil.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <limits>
#include <random>

using namespace drf;

namespace {

constexpr double kSmallestDenormal = std::numeric_limits<double>::denorm_min(); // 5e-324

/// The scenario in the file format, to paste into a file and run `drfviz --report` on.
QString describe(const Scenario &s)
{
    return QString::fromUtf8(QJsonDocument(scenarioToJsonObject(s)).toJson(QJsonDocument::Compact));
}

/// Values valid by the README's limits but spread over 24 orders of magnitude.
class ExtremeValues
{
public:
    explicit ExtremeValues(unsigned seed) : m_rng(seed) {}

    double unit() { return std::uniform_real_distribution<double>(0.0, 1.0)(m_rng); }
    int below(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_rng); }
    /// 10^u for u uniform in [lowExponent, highExponent].
    double logUniform(double lowExponent, double highExponent)
    {
        return std::pow(10.0, lowExponent + (highExponent - lowExponent) * unit());
    }
    /// A capacity or demand: mostly 1e-12..1e12, sometimes an exact power, rarely a denormal.
    double magnitude()
    {
        const double pick = unit();
        if (pick < 0.03)
            return kSmallestDenormal;
        if (pick < 0.3)
            return std::pow(10.0, 12.0 * (below(3) - 1)); // 1e-12, 1 or 1e12
        return logUniform(-12.0, 12.0);
    }

    Scenario scenario(int maxUsers, int maxResources)
    {
        Scenario s;
        const int m = 1 + below(maxResources);
        const int n = 1 + below(maxUsers);
        for (int j = 0; j < m; ++j)
            s.resources.append({QStringLiteral("R%1").arg(j), magnitude(), logUniform(-3.0, 3.0)});
        for (int i = 0; i < n; ++i) {
            User user{QStringLiteral("U%1").arg(i), {}, logUniform(-9.0, 9.0), std::nullopt};
            for (int j = 0; j < m; ++j)
                user.demand.append(unit() < 0.3 ? 0.0 : magnitude());
            user.demand[below(m)] = magnitude();
            const double cap = unit();
            if (cap < 0.1)
                user.maxTasks = 0.0;
            else if (cap < 0.3)
                user.maxTasks = logUniform(-3.0, 12.0);
            s.users.append(user);
        }
        return s;
    }

private:
    std::mt19937 m_rng;
};

/// Every policy: finite tasks (whole numbers within the caps in whole-task mode); every policy
/// but fixed-price within capacity. Returns the first problem, empty when there is none.
QString problemsOf(const Scenario &s, PolicyId policy, TaskMode mode)
{
    const Allocation a = allocate(s, policy, mode);
    const AllocationAnalysis an = analyse(s, a, a.tasks, false);
    const QString where =
        QStringLiteral("%1 (%2): %3").arg(policyKey(policy), taskModeKey(mode), describe(s));
    for (int i = 0; i < s.userCount(); ++i) {
        const double x = a.tasks[i];
        if (!std::isfinite(x) || x < 0.0)
            return QStringLiteral("tasks[%1] = %2 in ").arg(i).arg(x) + where;
        if (mode == TaskMode::Whole && x != std::floor(x))
            return QStringLiteral("tasks[%1] = %2 is not whole in ").arg(i).arg(x, 0, 'g', 17) +
                   where;
        // In whole-task mode a cap within 1e-9 (relative) below an integer counts as it.
        const double cap = mode == TaskMode::Whole ? wholeTaskCap(s.users[i])
                                                   : s.users[i].maxTasks.value_or(INFINITY);
        if (x > cap)
            return QStringLiteral("tasks[%1] = %2 above its cap in ").arg(i).arg(x, 0, 'g', 17) +
                   where;
    }
    if (policy != PolicyId::FixedPrice && !an.feasible) {
        for (int j = 0; j < s.resourceCount(); ++j)
            if (an.overload[j] > 0.0)
                return QStringLiteral("R%1 used %2 of %3 in ")
                           .arg(j)
                           .arg(an.usage[j], 0, 'g', 17)
                           .arg(s.resources[j].capacity, 0, 'g', 17) +
                       where;
    }
    return {};
}

} // namespace

/// Valid scenarios whose numbers span the whole range the README allows: every policy must stay
/// feasible and finite, and whole tasks must cost time bounded by users and resources.
class TestExtremes : public QObject
{
    Q_OBJECT

private slots:
    void weightsNineOrdersApart()
    {
        // B (weight 1) saturates GPU and freezes; A (weight 3e-9) then fills the CPU alone:
        // its growth rate must not be lost in the rounding of B's, 3e8 times larger.
        Scenario s;
        s.resources = {{QStringLiteral("CPU"), 250.0, 10.0}, {QStringLiteral("GPU"), 90.0, 10.0}};
        s.users = {{QStringLiteral("A"), {1.0, 0.0}, 3e-9, std::nullopt},
                   {QStringLiteral("B"), {1.0, 1.0}, 1.0, std::nullopt}};
        for (PolicyId policy : kAllPolicies)
            for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole})
                QVERIFY2(problemsOf(s, policy, mode).isEmpty(),
                         qPrintable(problemsOf(s, policy, mode)));
        for (PolicyId policy : {PolicyId::Drf, PolicyId::Asset}) {
            const Allocation a = allocate(s, policy, TaskMode::Continuous);
            DRF_COMPARE_NEAR(a.tasks[0], 160.0, 1e-12);
            DRF_COMPARE_NEAR(a.tasks[1], 90.0, 1e-12);
            QVERIFY(!a.approximate);
        }
    }

    void walrasAtTwentyFourOrders()
    {
        Scenario s;
        s.resources = {{QStringLiteral("R1"), 1e-12, 10.0}, {QStringLiteral("R2"), 1e12, 10.0}};
        s.users = {{QStringLiteral("U0"), {1e12, 1e-12}, 0.002, 3.0},
                   {QStringLiteral("U1"), {0.0, 9.99e11}, 1.0, std::nullopt}};
        for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole})
            QVERIFY2(problemsOf(s, PolicyId::Walras, mode).isEmpty(),
                     qPrintable(problemsOf(s, PolicyId::Walras, mode)));
        // U0's first task already needs 1e24 times R1's capacity: U0 gets 1e-24 tasks, and U1,
        // alone on R2, 1e12 / 9.99e11 of them.
        const Allocation a = allocate(s, PolicyId::Walras, TaskMode::Continuous);
        DRF_COMPARE_NEAR(a.tasks[0] / 1e-24, 1.0, 1e-9);
        DRF_COMPARE_NEAR(a.tasks[1], 1e12 / 9.99e11, 1e-9);
        QVERIFY2(!a.approximate, qPrintable(a.precisionNote)); // solved, not repaired
    }

    void denormalCapacityAndDemand_data()
    {
        QTest::addColumn<double>("capacity");
        QTest::addColumn<double>("demand");
        QTest::newRow("denormal capacity") << kSmallestDenormal << 1.0;
        QTest::newRow("denormal demand") << 1.0 << kSmallestDenormal;
        QTest::newRow("denormal demand, huge capacity") << 1e12 << kSmallestDenormal;
        QTest::newRow("denormal both") << kSmallestDenormal << kSmallestDenormal;
        QTest::newRow("denormal capacity, huge demand") << kSmallestDenormal << 1e12;
    }

    void denormalCapacityAndDemand()
    {
        QFETCH(double, capacity);
        QFETCH(double, demand);
        Scenario s = Scenario::seed();
        s.resources[0].capacity = capacity;
        s.users[0].demand[0] = demand;
        for (PolicyId policy : kAllPolicies)
            for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole})
                QVERIFY2(problemsOf(s, policy, mode).isEmpty(),
                         qPrintable(problemsOf(s, policy, mode)));
    }

    void denormalTaskCountsAreExactWhereRepresentable()
    {
        // One user, 5e-324 CPU for tasks of 1 CPU: 5e-324 tasks, exactly (continuous).
        Scenario s;
        s.resources = {{QStringLiteral("CPU"), kSmallestDenormal, 10.0}};
        s.users = {{QStringLiteral("A"), {1.0}, 1.0, std::nullopt}};
        for (PolicyId policy :
             {PolicyId::MaxMin, PolicyId::Drf, PolicyId::DrfEqual, PolicyId::Asset}) {
            const Allocation a = allocate(s, policy, TaskMode::Continuous);
            QCOMPARE(a.tasks[0], kSmallestDenormal);
            QVERIFY(!a.approximate);
            QCOMPARE(allocate(s, policy, TaskMode::Whole).tasks[0], 0.0);
        }
        // 1e12 CPU for tasks of 5e-324: 2e335 tasks do not fit in a double; the largest double
        // is given and the allocation says it is approximate.
        s.resources[0].capacity = 1e12;
        s.users[0].demand = {kSmallestDenormal};
        for (PolicyId policy : kAllPolicies) {
            for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole}) {
                const Allocation a = allocate(s, policy, mode);
                QCOMPARE(a.tasks[0], std::numeric_limits<double>::max());
                QVERIFY(a.approximate);
                QVERIFY(!a.precisionNote.isEmpty());
            }
        }
    }

    void maxMinSplitsADenormalCapacityWithinIt()
    {
        // 1005e-324 reads as 203 x 5e-324. Weights 1 : 2 : 3 own 33.8, 67.7 and 101.5 of those
        // steps; rounded down to doubles (shares first), tasks of 1, 3 and 7 steps give 33, 22
        // and 14 steps of tasks, which use 33 + 66 + 98 = 197 steps: exact, not repaired.
        Scenario s;
        s.resources = {{QStringLiteral("CPU"), 1005e-324, 10.0}};
        s.users = {{QStringLiteral("A"), {1.0}, 1.0, std::nullopt},
                   {QStringLiteral("B"), {3.0}, 2.0, std::nullopt},
                   {QStringLiteral("C"), {7.0}, 3.0, std::nullopt}};
        QCOMPARE(s.resources[0].capacity, 203 * kSmallestDenormal);
        const Allocation a = allocate(s, PolicyId::MaxMin, TaskMode::Continuous);
        QVERIFY2(!a.approximate, qPrintable(a.precisionNote));
        QCOMPARE(a.tasks[0], 33 * kSmallestDenormal);
        QCOMPARE(a.tasks[1], 22 * kSmallestDenormal);
        QCOMPARE(a.tasks[2], 14 * kSmallestDenormal);
        for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole})
            QVERIFY2(problemsOf(s, PolicyId::MaxMin, mode).isEmpty(),
                     qPrintable(problemsOf(s, PolicyId::MaxMin, mode)));
    }

    void randomExtremeScenarios_data()
    {
        QTest::addColumn<int>("mode");
        QTest::newRow("continuous") << int(TaskMode::Continuous);
        QTest::newRow("whole tasks") << int(TaskMode::Whole);
    }

    void randomExtremeScenarios()
    {
        QFETCH(int, mode);
        ExtremeValues values(mode == int(TaskMode::Whole) ? 2024 : 1729);
        for (int trial = 0; trial < 400; ++trial) {
            const Scenario s = values.scenario(5, 4);
            for (PolicyId policy : kAllPolicies) {
                const QString problem = problemsOf(s, policy, TaskMode(mode));
                QVERIFY2(problem.isEmpty(),
                         qPrintable(QStringLiteral("trial %1: ").arg(trial) + problem));
            }
        }
    }

    void walrasSolvesNearlyAllRandomExtremes()
    {
        // The market is solved, not repaired by allocate()'s guard, on all but a few of 4000
        // random extreme scenarios (the few left are prices spanning more than 300 orders, or
        // demands of 5e-324 against capacities of 1e-12). Counts beyond the largest
        // double are flagged too, rightly, and not counted here.
        ExtremeValues values(1729);
        int repaired = 0;
        for (int trial = 0; trial < 4000; ++trial) {
            const Scenario s = values.scenario(5, 4);
            const Allocation a = allocate(s, PolicyId::Walras, TaskMode::Continuous);
            const bool beyondDoubles =
                std::find(a.tasks.begin(), a.tasks.end(), std::numeric_limits<double>::max()) !=
                a.tasks.end();
            if (a.approximate && !beyondDoubles)
                ++repaired;
        }
        QVERIFY2(repaired <= 32, qPrintable(QStringLiteral("%1 of 4000 repaired").arg(repaired)));
    }

    void hundredUsersAtExtremesFinish()
    {
        // Up to 100 users and 16 resources with values among {1e-12, 1, 1e12}: demands far
        // below the rounding of a usage must not keep the whole-task loop granting forever.
        ExtremeValues values(3);
        for (int trial = 0; trial < 60; ++trial) {
            Scenario s;
            const int m = 1 + values.below(kMaxResources);
            for (int j = 0; j < m; ++j)
                s.resources.append({QStringLiteral("R%1").arg(j),
                                    std::pow(10.0, 12.0 * (values.below(3) - 1)), 10.0});
            for (int i = 0; i < 1 + values.below(100); ++i) {
                User user{
                    QStringLiteral("U%1").arg(i), {}, values.logUniform(-9.0, 9.0), std::nullopt};
                for (int j = 0; j < m; ++j)
                    user.demand.append(
                        values.unit() < 0.3 ? 0.0 : std::pow(10.0, 12.0 * (values.below(3) - 1)));
                user.demand[values.below(m)] = values.logUniform(-12.0, 12.0);
                if (values.unit() < 0.2)
                    user.maxTasks = values.logUniform(0.0, 12.0);
                s.users.append(user);
            }
            for (PolicyId policy : {PolicyId::Drf, PolicyId::DrfEqual, PolicyId::Asset}) {
                const QString problem = problemsOf(s, policy, TaskMode::Whole);
                QVERIFY2(problem.isEmpty(),
                         qPrintable(QStringLiteral("trial %1: ").arg(trial) + problem.left(300)));
            }
        }
    }

    void tenThousandUsersAtExtremes()
    {
        // The largest file the README allows, at the extremes: values among {1e-12, 1, 1e12},
        // weights 1e-9..1e9.
        ExtremeValues values(99);
        Scenario s;
        for (int j = 0; j < kMaxResources; ++j)
            s.resources.append(
                {QStringLiteral("R%1").arg(j), std::pow(10.0, 12.0 * (values.below(3) - 1)), 10.0});
        for (int i = 0; i < kMaxUsers; ++i) {
            User user{QStringLiteral("U%1").arg(i), {}, values.logUniform(-9.0, 9.0), std::nullopt};
            for (int j = 0; j < kMaxResources; ++j)
                user.demand.append(
                    values.unit() < 0.3 ? 0.0 : std::pow(10.0, 12.0 * (values.below(3) - 1)));
            user.demand[i % kMaxResources] = 1.0;
            s.users.append(user);
        }
        for (PolicyId policy : kAllPolicies) {
            for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole}) {
                const QString problem = problemsOf(s, policy, mode);
                QVERIFY2(problem.left(300).isEmpty(), qPrintable(problem.left(300)));
            }
        }
    }

    void hugeWholeTaskCounts_data()
    {
        QTest::addColumn<double>("demand");
        QTest::newRow("1e12 tasks") << 1.0;
        QTest::newRow("1e20 tasks") << 1e-8;
        QTest::newRow("1e24 tasks") << 1e-12;
    }

    void hugeWholeTaskCounts()
    {
        // One user, 1e12 CPU: the loop must not run once per task.
        QFETCH(double, demand);
        Scenario s;
        s.resources = {{QStringLiteral("CPU"), 1e12, 10.0}};
        s.users = {{QStringLiteral("A"), {demand}, 1.0, std::nullopt}};
        const double exact = 1e12 / demand;
        for (PolicyId policy : kAllPolicies) {
            const Allocation a = allocate(s, policy, TaskMode::Whole);
            QVERIFY2(problemsOf(s, policy, TaskMode::Whole).isEmpty(),
                     qPrintable(problemsOf(s, policy, TaskMode::Whole)));
            // Every task that fits within the 1e-9 tolerance, as far as doubles count them.
            QVERIFY2(a.tasks[0] >= exact * (1.0 - 1e-12),
                     qPrintable(QString::number(a.tasks[0], 'g', 17)));
            QCOMPARE(a.approximate, exact > 9007199254740992.0); // 2^53
        }
    }

    void hugeCountBesideASmallUser()
    {
        // A needs 1e-12 CPU per task, B one CPU and one of 100 GPU. B's 100 tasks fill the GPU
        // while A's share is still far behind; A then grows alone until the CPU is full
        // (~1e24 tasks). Its runs between B's tasks are shorter than the gap between doubles
        // near A's count: A must still move on by whole doubles, not stop at ~4e22.
        Scenario s;
        s.resources = {{QStringLiteral("CPU"), 1e12, 10.0}, {QStringLiteral("GPU"), 100.0, 10.0}};
        s.users = {{QStringLiteral("A"), {1e-12, 0.0}, 1.0, std::nullopt},
                   {QStringLiteral("B"), {1.0, 1.0}, 1.0, std::nullopt}};
        for (PolicyId policy : {PolicyId::Drf, PolicyId::DrfEqual, PolicyId::Asset}) {
            const Allocation a = allocate(s, policy, TaskMode::Whole);
            QVERIFY2(problemsOf(s, policy, TaskMode::Whole).isEmpty(),
                     qPrintable(problemsOf(s, policy, TaskMode::Whole)));
            QCOMPARE(a.tasks[1], 100.0);
            // The CPU left by B, 1e12 - 100, within the 1e-9 tolerance of the loop's fit test.
            QVERIFY2(a.tasks[0] >= (1e12 - 100.0) / 1e-12 * (1.0 - 1e-12),
                     qPrintable(QString::number(a.tasks[0], 'g', 17)));
            QVERIFY(a.approximate); // counts above 2^53
        }
    }

    void wholeTasksMatchTheLiteralLoopAtExtremeWeights()
    {
        // Extreme weights and capacities, but few enough tasks for the literal loop (the
        // step-by-step log) to finish: the event-driven loop gives exactly the same tasks.
        ExtremeValues values(31);
        int compared = 0;
        for (int trial = 0; trial < 600; ++trial) {
            Scenario s = values.scenario(6, 3);
            for (Resource &r : s.resources)
                r.capacity = values.logUniform(0.0, 3.0);
            for (User &u : s.users)
                for (double &d : u.demand)
                    if (d > 0.0)
                        d = values.logUniform(-1.0, 1.0);
            for (PolicyId policy : {PolicyId::Drf, PolicyId::DrfEqual, PolicyId::Asset}) {
                const WholeTaskLog literal = wholeTaskLog(s, policy, 200000);
                if (literal.truncated)
                    continue;
                ++compared;
                QVERIFY2(allocate(s, policy, TaskMode::Whole).tasks == literal.tasks,
                         qPrintable(policyKey(policy) + QStringLiteral(": ") + describe(s)));
            }
        }
        QVERIFY(compared > 1000);
    }

    /// 10,000 identical users of 1 CPU per task on 100 CPUs: every policy gives each 0.01 task,
    /// and the usage, summed in doubles, is 100.00000000001425 (0.01 is not a double). That is
    /// within feasibility's tolerance (C (1 + 1e-9)): the CPU is full, so idle is 0, not
    /// -1.425e-11, and utilization 1, not 1.0000000000001426, in the analysis and the report.
    void tenThousandIdenticalUsersFillTheCpuExactly()
    {
        Scenario s;
        s.resources = {{QStringLiteral("CPU"), 100.0, 10.0}};
        for (int i = 0; i < kMaxUsers; ++i)
            s.users.append({QStringLiteral("U%1").arg(i), {1.0}, 1.0, std::nullopt});
        const QList<double> split = allocate(s, PolicyId::MaxMin, TaskMode::Continuous).tasks;
        for (PolicyId policy : kAllPolicies) {
            const Allocation a = allocate(s, policy, TaskMode::Continuous);
            const AllocationAnalysis an = analyse(s, a, split, false);
            DRF_COMPARE_NEAR(a.tasks[0], 0.01, 1e-12);
            DRF_COMPARE_NEAR(a.tasks[kMaxUsers - 1], 0.01, 1e-12);
            DRF_COMPARE_NEAR(an.usage[0], 100.0, 1e-9);
            QVERIFY(an.feasible);
            QVERIFY2(an.idle[0] >= 0.0 && an.idle[0] <= 1e-9 * 100.0,
                     qPrintable(QString::number(an.idle[0], 'g', 17)));
            QVERIFY2(an.utilization[0] <= 1.0 && an.utilization[0] >= 1.0 - 1e-9,
                     qPrintable(QString::number(an.utilization[0], 'g', 17)));
            QVERIFY(an.noCrumbs);
        }
        QBuffer buffer;
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QVERIFY(writeScenarioReport(s, QList<PolicyId>(kAllPolicies.begin(), kAllPolicies.end()),
                                    TaskMode::Continuous, false, buffer));
        const QJsonArray policies = QJsonDocument::fromJson(buffer.data())
                                        .object()
                                        .value(QLatin1String("policies"))
                                        .toArray();
        QCOMPARE(policies.size(), qsizetype(kAllPolicies.size()));
        for (const QJsonValue &policy : policies) {
            const QJsonObject object = policy.toObject();
            const double idle = object.value(QLatin1String("idle")).toArray().at(0).toDouble();
            const double utilization =
                object.value(QLatin1String("utilization")).toArray().at(0).toDouble();
            const QString id = object.value(QLatin1String("id")).toString();
            QVERIFY2(idle >= 0.0 && idle <= 1e-7, qPrintable(id));
            QVERIFY2(utilization <= 1.0 && utilization >= 1.0 - 1e-9, qPrintable(id));
        }
    }

    /// Distinct times a file gives that the simulation would take as one instant (1e-9,
    /// relative, absolute below 1) are refused, naming both: at 1e12 the tolerance is 1,000
    /// time units, and an arrival 500 before the horizon merged with it and never happened.
    void givenTimesAtOneInstantAreRefused_data()
    {
        QTest::addColumn<QByteArray>("users");
        QTest::addColumn<QByteArray>("horizon");
        QTest::addColumn<QString>("error");
        QTest::newRow("arrive at the horizon's instant")
            << QByteArray(R"({"name": "A", "demand": [1]},
                             {"name": "B", "demand": [1], "arrive": 999999999500})")
            << QByteArray("1e12")
            << QStringLiteral("users[1].arrive: user B's arrive 999999999500 and the horizon "
                              "1e+12 are within 1e-9 of each other (relative; absolute below 1), "
                              "which drfviz takes as the same instant: make them equal or "
                              "farther apart");
        QTest::newRow("two arrivals")
            << QByteArray(R"({"name": "A", "demand": [1], "arrive": 999999999000},
                             {"name": "B", "demand": [1], "arrive": 999999999900})")
            << QByteArray()
            << QStringLiteral("users[1].arrive: user A's arrive 999999999000 and user B's arrive "
                              "999999999900 are within 1e-9");
        QTest::newRow("a leave and another's arrive")
            << QByteArray(R"({"name": "A", "demand": [1], "leave": 500000000000},
                             {"name": "B", "demand": [1], "arrive": 500000000000.25})")
            << QByteArray("1e12")
            << QStringLiteral("users[1].arrive: user A's leave 5e+11 and user B's arrive "
                              "500000000000.25 are within 1e-9");
        QTest::newRow("arrive and leave of one user")
            << QByteArray(
                   R"({"name": "A", "demand": [1], "arrive": 1e11, "leave": 100000000000.05})")
            << QByteArray("1e12")
            << QStringLiteral("users[0].leave: user A's arrive 1e+11 and user A's leave "
                              "100000000000.05 are within 1e-9 of each other (relative; absolute "
                              "below 1), which drfviz takes as the same instant: move them "
                              "farther apart");
        QTest::newRow("below 1, absolute")
            << QByteArray(R"({"name": "A", "demand": [1]},
                             {"name": "B", "demand": [1], "arrive": 5e-10})")
            << QByteArray("10")
            << QStringLiteral("users[1].arrive: user A's arrive 0 and user B's arrive 5e-10 are "
                              "within 1e-9");
    }

    void givenTimesAtOneInstantAreRefused()
    {
        QFETCH(QByteArray, users);
        QFETCH(QByteArray, horizon);
        QFETCH(QString, error);
        const LoadResult loaded = parseScenarioJson(onlineFile(users, horizon));
        QVERIFY(!loaded.ok());
        QCOMPARE(loaded.errors.size(), 1);
        QVERIFY2(loaded.errors.first().toString().startsWith(error),
                 qPrintable(loaded.errors.first().toString()));
    }

    /// The same files with the times apart by more than the tolerance, or equal, are kept and
    /// run: B, arriving 10,000 before the horizon of 1e12 with tasks of 2,000 on the whole CPU,
    /// finishes 5 of them under each mechanism (it was dropped: tasksFinished 0).
    void givenTimesApartAreKept()
    {
        const LoadResult loaded = parseScenarioJson(onlineFile(
            R"({"name": "B", "demand": [1], "arrive": 999999990000, "duration": 2000})", "1e12"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        for (Mechanism mechanism : kAllMechanisms) {
            const OnlineRun run = simulateOnline(*loaded.scenario, mechanism);
            QVERIFY2(run.ok(), qPrintable(run.error));
            DRF_COMPARE_NEAR(run.users[0].tasksFinished, 5.0, 1e-9);
            QCOMPARE(run.horizon, 1e12);
        }
        // Equal given times are one instant by intent: an arrival at the horizon is never
        // present, and two users arriving together arrive together.
        const LoadResult equal =
            parseScenarioJson(onlineFile(R"({"name": "A", "demand": [1], "arrive": 999999990000},
                          {"name": "B", "demand": [1], "arrive": 999999990000},
                          {"name": "C", "demand": [1], "arrive": 1e12})",
                                         "1e12"));
        QVERIFY2(equal.ok(), qPrintable(equal.errorText()));
        QVERIFY(instantClashes(*equal.scenario).isEmpty());
    }

private:
    /// A file of one CPU of capacity 1, `users` (JSON objects) and the horizon (none when empty).
    static QByteArray onlineFile(const QByteArray &users, const QByteArray &horizon)
    {
        QByteArray json =
            R"({"resources": [{"name": "CPU", "capacity": 1}], "users": [)" + users + "]";
        if (!horizon.isEmpty())
            json += R"(, "horizon": )" + horizon;
        return json + "}";
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestExtremes)
#include "tst_extremes.moc"
