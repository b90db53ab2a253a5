#include "manipulation.h"
#include "misreport.h"
#include "policy.h"
#include "propertytable.h"
#include "testmain.h"
#include "testutil.h"

#include <cmath>
#include <limits>
#include <random>

using namespace drf;

namespace {

/// Seeded random scenarios: caps (some 0, some below what the user would get), weights, zero
/// demands, and at times extreme magnitudes (1e-12 .. 1e12).
Scenario randomScenario(std::mt19937 &rng, int users, int resources, bool extremes)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const auto value = [&](double low, double high) {
        return extremes ? std::pow(10.0, 12.0 * std::floor(3.0 * unit(rng)) - 12.0)
                        : low + (high - low) * unit(rng);
    };
    Scenario s;
    for (int j = 0; j < resources; ++j)
        s.resources.append({QStringLiteral("R%1").arg(j), value(100.0, 1000.0), value(1.0, 20.0)});
    for (int i = 0; i < users; ++i) {
        User user{QStringLiteral("U%1").arg(i), {}, 1.0, std::nullopt};
        for (int j = 0; j < resources; ++j)
            user.demand.append(unit(rng) < 0.25 ? 0.0 : value(0.1, 5.0));
        user.demand[std::uniform_int_distribution<int>(0, resources - 1)(rng)] = value(0.1, 5.0);
        user.weight = extremes ? std::pow(10.0, -9.0 + 18.0 * unit(rng)) : 0.5 + 2.5 * unit(rng);
        if (unit(rng) < 0.25)
            user.maxTasks = unit(rng) < 0.2 ? 0.0 : 40.0 * unit(rng);
        s.users.append(user);
    }
    return s;
}

/// The reference: the policy run on a copy of the scenario with the report in place.
double referenceTasks(const Scenario &scenario, PolicyId policy, TaskMode mode, int user,
                      const QList<double> &report)
{
    Scenario reported = scenario;
    reported.users[user].demand = report;
    return allocate(reported, policy, mode).tasks[user];
}

} // namespace

/// MisreportEvaluator against allocate() on the scenario with the report in place.
class TestMisreport : public QObject
{
    Q_OBJECT

private slots:
    void evaluatorMatchesAllocate_data()
    {
        QTest::addColumn<int>("users");
        QTest::addColumn<int>("resources");
        QTest::addColumn<bool>("extremes");
        QTest::newRow("2 x 2") << 2 << 2 << false;
        QTest::newRow("6 x 3") << 6 << 3 << false;
        QTest::newRow("30 x 4") << 30 << 4 << false;
        QTest::newRow("12 x 3, extremes") << 12 << 3 << true;
        // Many users: the whole-task loop jumps, and reports resume it late.
        QTest::newRow("80 x 2") << 80 << 2 << false;
    }

    void evaluatorMatchesAllocate()
    {
        QFETCH(int, users);
        QFETCH(int, resources);
        QFETCH(bool, extremes);
        std::mt19937 rng(1512);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        for (int run = 0; run < 15; ++run) {
            const Scenario s = randomScenario(rng, users, resources, extremes);
            for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole}) {
                for (PolicyId policy : kAllPolicies) {
                    // Walras is solved anew for every report either way; a few runs suffice.
                    if (policy == PolicyId::Walras && run > 2)
                        continue;
                    for (int user = 0; user < s.userCount(); user += 1 + users / 8) {
                        MisreportEvaluator evaluator(s, policy, mode, user);
                        for (int trial = 0; trial < 12; ++trial) {
                            QList<double> report = s.users[user].demand;
                            if (trial > 0)
                                for (double &d : report)
                                    d *= std::pow(4.0, 2.0 * unit(rng) - 1.0);
                            // A report may also claim a resource the user does not need.
                            if (trial == 11)
                                for (double &d : report)
                                    if (d == 0.0)
                                        d = 0.5;
                            const double expected = referenceTasks(s, policy, mode, user, report);
                            const double got = evaluator.reportedTasks(report);
                            // The others' filling is summed in another order: equal up to
                            // rounding, and events within 1e-12 of each other may be grouped.
                            const bool close =
                                mode == TaskMode::Whole || policy == PolicyId::MaxMin ||
                                        policy == PolicyId::FixedPrice || policy == PolicyId::Walras
                                    ? (policy == PolicyId::Walras
                                           ? std::abs(got - expected) <= 1e-10 * std::abs(expected)
                                           : got == expected)
                                    : std::abs(got - expected) <= 1e-10 * std::abs(expected);
                            QVERIFY2(close, qPrintable(QStringLiteral("run %1, %2, %3, user %4, "
                                                                      "trial %5: %6, expected %7")
                                                           .arg(run)
                                                           .arg(policyKey(policy))
                                                           .arg(mode == TaskMode::Whole
                                                                    ? QStringLiteral("whole")
                                                                    : QStringLiteral("continuous"))
                                                           .arg(user)
                                                           .arg(trial)
                                                           .arg(got, 0, 'g', 17)
                                                           .arg(expected, 0, 'g', 17)));
                        }
                    }
                }
            }
        }
    }

    /// A user the search skips with whole tasks (noReportGetsMoreThan()) gains by no report:
    /// checked on random reports against allocate() with the report in place.
    void skippedUsersGainNothing()
    {
        std::mt19937 rng(4242);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        int skipped = 0;
        for (int run = 0; run < 12; ++run) {
            const Scenario s = randomScenario(rng, 40, 3, run % 4 == 3);
            for (PolicyId policy : {PolicyId::Drf, PolicyId::DrfEqual, PolicyId::Asset}) {
                for (int user = 0; user < s.userCount(); ++user) {
                    MisreportEvaluator evaluator(s, policy, TaskMode::Whole, user);
                    const User &truth = s.users[user];
                    const double truthful = evaluator.realTasks(truth.demand);
                    if (!evaluator.noReportGetsMoreThan(truthful))
                        continue;
                    ++skipped;
                    for (int trial = 0; trial < 10; ++trial) {
                        QList<double> report = truth.demand;
                        for (double &d : report)
                            d *= std::pow(4.0, 2.0 * unit(rng) - 1.0);
                        // DOMAIN.md's real tasks: the reported tasks as far as the true demand
                        // lets them run, within the cap, whole.
                        const double reported =
                            referenceTasks(s, policy, TaskMode::Whole, user, report);
                        double real = truth.maxTasks ? *truth.maxTasks
                                                     : std::numeric_limits<double>::infinity();
                        for (int j = 0; j < s.resourceCount(); ++j)
                            if (truth.demand[j] > 0.0)
                                real = std::min(real, reported * report[j] / truth.demand[j]);
                        QVERIFY2(wholeTasks(real) <= truthful,
                                 qPrintable(QStringLiteral("run %1, %2, user %3: %4 > %5")
                                                .arg(run)
                                                .arg(policyKey(policy))
                                                .arg(user)
                                                .arg(wholeTasks(real), 0, 'g', 17)
                                                .arg(truthful, 0, 'g', 17)));
                    }
                }
            }
        }
        QVERIFY(skipped > 0); // the test reaches users it skips
    }

    /// DOMAIN.md's table on the users' own numbers: max-min, drf and asset are strategy-proof
    /// with continuous tasks; the seed's Walrasian market is not.
    void strategyProofnessVerdicts()
    {
        std::mt19937 rng(99);
        for (int run = 0; run < 6; ++run) {
            const Scenario s = randomScenario(rng, 8, 3, false);
            for (PolicyId policy : {PolicyId::MaxMin, PolicyId::Drf, PolicyId::Asset}) {
                const PropertyVerdict verdict = strategyProofness(s, policy, TaskMode::Continuous);
                QVERIFY2(verdict.holds && *verdict.holds, qPrintable(verdict.reason));
            }
        }
        const PropertyVerdict walras =
            strategyProofness(Scenario::seed(), PolicyId::Walras, TaskMode::Continuous);
        QVERIFY(walras.holds && !*walras.holds);
    }

    /// The search counts its progress: every user of every policy, a policy that stops at a
    /// counterexample (walras on the seed) counted whole.
    void searchCountsItsSteps()
    {
        const Scenario seed = Scenario::seed();
        std::atomic<int> searched{0};
        const QList<PropertyVerdict> column =
            strategyProofColumn(seed, TaskMode::Continuous, nullptr, &searched);
        QCOMPARE(column.size(), qsizetype(kAllPolicies.size()));
        QCOMPARE(searched.load(), strategyProofSearchSteps(seed));
        QCOMPARE(strategyProofSearchSteps(seed), 12);
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestMisreport)
#include "tst_misreport.moc"
