#include "analysis.h"
#include "policy.h"
#include "scenariofile.h"
#include "testmain.h"
#include "testutil.h"
#include "walras.h"

#include <numeric>
#include <random>

using namespace drf;

/// The Walrasian market (CEEI) solved through its dual: hand-solved cases and KKT checks.
class TestWalras : public QObject
{
    Q_OBJECT

private slots:
    void handSolved_data()
    {
        QTest::addColumn<double>("gpuCapacity");
        QTest::addColumn<double>("weightA");
        QTest::addColumn<double>("capA");
        QTest::addColumn<double>("tasksA");
        QTest::addColumn<double>("tasksB");
        QTest::addColumn<double>("priceCpu");
        QTest::addColumn<double>("priceGpu");
        // Seed: 2x + y = 180, x + 3y = 180; 2p1 + p2 = 25, p1 + 3p2 = 50.
        QTest::newRow("seed") << 180.0 << 1.0 << -1.0 << 72.0 << 36.0 << 5.0 << 15.0;
        // 360 GPU are in excess: GPU is free; budgets 2700 each (V = 5400) and
        // 2700 / (2 p) + 2700 / p fills 180 CPU at p = 30: (45, 90), using 315 GPU.
        QTest::newRow("gpu in excess") << 360.0 << 1.0 << -1.0 << 45.0 << 90.0 << 30.0 << 0.0;
        // Weight 2: budgets 2400 / 1200, still the corner (72, 36); prices (40/3, 20/3).
        QTest::newRow("weight 2") << 180.0 << 2.0 << -1.0 << 72.0 << 36.0 << 40.0 / 3.0
                                  << 20.0 / 3.0;
        // Weight 9: budgets 3240 / 360; GPU goes free, 3600 / p = 180 -> p = 20: (81, 18).
        QTest::newRow("weight 9") << 180.0 << 9.0 << -1.0 << 81.0 << 18.0 << 20.0 << 0.0;
        // A capped at 10: B takes the rest, GPU binds at 10 + 3y = 180; only GPU has a price,
        // scaled so that sum p C = V = 3600.
        QTest::newRow("cap on A") << 180.0 << 1.0 << 10.0 << 10.0 << 170.0 / 3.0 << 0.0 << 20.0;
        // A capped above its equilibrium: nothing changes.
        QTest::newRow("loose cap") << 180.0 << 1.0 << 100.0 << 72.0 << 36.0 << 5.0 << 15.0;
    }

    void handSolved()
    {
        QFETCH(double, gpuCapacity);
        QFETCH(double, weightA);
        QFETCH(double, capA);
        QFETCH(double, tasksA);
        QFETCH(double, tasksB);
        QFETCH(double, priceCpu);
        QFETCH(double, priceGpu);
        Scenario s = Scenario::seed();
        s.resources[1].capacity = gpuCapacity;
        s.users[0].weight = weightA;
        if (capA >= 0.0)
            s.users[0].maxTasks = capA;
        const Allocation a = allocate(s, PolicyId::Walras, TaskMode::Continuous);
        DRF_COMPARE_NEAR(a.tasks[0], tasksA, 1e-9);
        DRF_COMPARE_NEAR(a.tasks[1], tasksB, 1e-9);
        DRF_COMPARE_NEAR(a.prices[0], priceCpu, 1e-9);
        DRF_COMPARE_NEAR(a.prices[1], priceGpu, 1e-9);
    }

    void zeroDemands()
    {
        // A needs only CPU and B only GPU: each takes all of its resource at price V / 2 / C.
        Scenario s;
        s.resources = {{QStringLiteral("CPU"), 100.0, 10.0}, {QStringLiteral("GPU"), 100.0, 10.0}};
        s.users = {{QStringLiteral("A"), {1.0, 0.0}, 1.0, std::nullopt},
                   {QStringLiteral("B"), {0.0, 1.0}, 1.0, std::nullopt}};
        const Allocation a = allocate(s, PolicyId::Walras, TaskMode::Continuous);
        DRF_COMPARE_NEAR(a.tasks[0], 100.0, 1e-9);
        DRF_COMPARE_NEAR(a.tasks[1], 100.0, 1e-9);
        DRF_COMPARE_NEAR(a.prices[0], 10.0, 1e-9);
        DRF_COMPARE_NEAR(a.prices[1], 10.0, 1e-9);
    }

    void budgetsThirteenOrdersApart()
    {
        // As zeroDemands, but B's weight is 1e-13: budgets 200 / (1 + 1e-13) and 2e-11 / (1 +
        // 1e-13), so the GPU costs 1e-13 of the CPU's price. Each still takes all of its
        // resource; the GPU's curvature (budget / price^2) must not swamp the CPU's.
        Scenario s;
        s.resources = {{QStringLiteral("CPU"), 100.0, 1.0}, {QStringLiteral("GPU"), 100.0, 1.0}};
        s.users = {{QStringLiteral("A"), {1.0, 0.0}, 1.0, std::nullopt},
                   {QStringLiteral("B"), {0.0, 1.0}, 1e-13, std::nullopt}};
        const Allocation a = allocate(s, PolicyId::Walras, TaskMode::Continuous);
        QVERIFY2(!a.approximate, qPrintable(a.precisionNote));
        DRF_COMPARE_NEAR(a.tasks[0], 100.0, 1e-12);
        DRF_COMPARE_NEAR(a.tasks[1], 100.0, 1e-12);
        DRF_COMPARE_NEAR(a.prices[0], 2.0 / (1.0 + 1e-13), 1e-12);
        DRF_COMPARE_NEAR(a.prices[1] / (2e-13 / (1.0 + 1e-13)), 1.0, 1e-9);
    }

    void moderateMarketWhosePriceGoesNearZero()
    {
        // Values between 1e-3 and 1e3; at the equilibrium R2's price is 1e-4 of R3's and
        // near zero, where the projected Newton holds it: it must not cut the other prices'
        // steps (it did, and the solver stopped after 500 iterations, 7% over R3's capacity).
        // The equilibrium is unique in tasks and given by KKT: priced resources full, every
        // user below its cap spending its budget (x_i p.d_i / b_i the same for all of them).
        const LoadResult loaded = parseScenarioJson(
            QByteArrayLiteral("{\"resources\":[{\"name\":\"R0\",\"capacity\":30.585798317729886,"
                              "\"price\":10},{\"name\":\"R1\",\"c"
                              "apacity\":1.4035258088444205,\"price\":10},{\"name\":\"R2\","
                              "\"capacity\":255,\"price\":10},{\"na"
                              "me\":\"R3\",\"capacity\":0.005126792633824869,\"price\":126."
                              "15252554766339}],\"users\":[{\"nam"
                              "e\":\"U0\",\"demand\":[0,0.11327812569963885,106.12417347172703,0."
                              "22789595004302335],\"wei"
                              "ght\":0.07018382603572082,\"maxTasks\":0},{\"name\":\"U1\","
                              "\"demand\":[0.5177522063077682,0.0"
                              "4417755583755913,28.471294106039984,12],\"weight\":369."
                              "0670583294872,\"maxTasks\":null},"
                              "{\"name\":\"U2\",\"demand\":[0.025387971304821757,0,0."
                              "22509170597555653,0],\"weight\":0.0092"
                              "28568829008927,\"maxTasks\":null},{\"name\":\"U3\",\"demand\":[542."
                              "5817176485592,0.402741365"
                              "8275663,0,0.007676719131648916],\"weight\":1,\"maxTasks\":null},{"
                              "\"name\":\"U4\",\"demand\":[2"
                              "1,73,0,2.8181499975867768],\"weight\":9.872370840497448,"
                              "\"maxTasks\":0.04779978944681507"
                              "},{\"name\":\"U5\",\"demand\":[0,0.0451905501378929,0,0."
                              "0033833811584957785],\"weight\":1,\"m"
                              "axTasks\":null}]}"));
        QVERIFY(loaded.ok());
        const Scenario &s = *loaded.scenario;
        const Allocation a = allocate(s, PolicyId::Walras, TaskMode::Continuous);
        QVERIFY2(!a.approximate, qPrintable(a.precisionNote));
        for (int j = 0; j < s.resourceCount(); ++j) {
            double usage = 0.0;
            for (int i = 0; i < s.userCount(); ++i)
                usage += a.tasks[i] * s.users[i].demand[j];
            QVERIFY(usage <= s.resources[j].capacity * (1.0 + 1e-12));
            if (a.prices[j] > 0.0)
                DRF_COMPARE_NEAR(usage / s.resources[j].capacity, 1.0, 1e-9);
        }
        QVERIFY(a.prices[3] > 0.0 && a.prices[2] > 0.0);
        double spent = -1.0; // x_i p.d_i / b_i of the users below their caps
        for (int i = 0; i < s.userCount(); ++i) {
            double taskPrice = 0.0;
            for (int j = 0; j < s.resourceCount(); ++j)
                taskPrice += a.prices[j] * s.users[i].demand[j];
            const double ratio = a.tasks[i] * taskPrice / a.budgets[i];
            if (s.users[i].maxTasks && a.tasks[i] >= *s.users[i].maxTasks * (1.0 - 1e-12))
                continue; // capped: may have money left
            if (spent < 0.0)
                spent = ratio;
            DRF_COMPARE_NEAR(ratio / spent, 1.0, 1e-9);
        }
        QVERIFY(spent > 0.0);
    }

    void stopsWhereTheResidualStalls_data()
    {
        QTest::addColumn<QList<double>>("demandFirst");
        QTest::addColumn<double>("weightFirst");
        QTest::addColumn<double>("weightC");
        QTest::addColumn<double>("tasksFirst");
        QTest::addColumn<double>("tasksC");
        QTest::addColumn<double>("tolerance");
        // C needs a and b in the ratio of their capacities, so the prices of a and b are not
        // unique, or Newton creeps along their degenerate direction: once usage is exact to
        // rounding the solver must stop (it ran 500 iterations of 60 halvings: fuzzer timeouts).
        // B takes all of d (1 task), C the rest of a: (1e12 - 3) / 1e6.
        QTest::newRow("prices wander") << QList<double>{3.0, 0.0, 0.5, 0.001} << 2.0 << 1.0 << 1.0
                                       << (1e12 - 3.0) / 1e6 << 1e-11;
        // A takes all of d (0.001 tasks), which leaves b, not a, binding: C gets 1e6 - 0.001,
        // to the accuracy of the stopping rule.
        QTest::newRow("degenerate pair")
            << QList<double>{1.0, 1.0, 1.0, 1.0} << 1.0 << 2.0 << 0.001 << 1e6 - 0.001 << 1e-9;
    }

    void stopsWhereTheResidualStalls()
    {
        QFETCH(QList<double>, demandFirst);
        QFETCH(double, weightFirst);
        QFETCH(double, weightC);
        QFETCH(double, tasksFirst);
        QFETCH(double, tasksC);
        QFETCH(double, tolerance);
        Scenario s;
        s.resources = {{QStringLiteral("a"), 1e12, 10.0},
                       {QStringLiteral("b"), 1e6, 10.0},
                       {QStringLiteral("c"), 1.0, 10.0},
                       {QStringLiteral("d"), 0.001, 10.0}};
        s.users = {{QStringLiteral("first"), demandFirst, weightFirst, std::nullopt},
                   {QStringLiteral("C"), {1e6, 1.0, 0.0, 0.0}, weightC, std::nullopt}};
        const Allocation a = allocate(s, PolicyId::Walras, TaskMode::Continuous);
        QVERIFY2(!a.approximate, qPrintable(a.precisionNote));
        DRF_COMPARE_NEAR(a.tasks[0], tasksFirst, 1e-12);
        DRF_COMPARE_NEAR(a.tasks[1] / tasksC, 1.0, tolerance);
        const WalrasEquilibrium equilibrium = solveWalras(s, a.budgets);
        QVERIFY2(equilibrium.iterations <= 100,
                 qPrintable(QString::number(equilibrium.iterations)));
    }

    void capFarOutOfReach_data()
    {
        QTest::addColumn<bool>("withA");
        QTest::addColumn<double>("capC");
        QTest::addColumn<double>("tasksA");
        QTest::addColumn<double>("tasksB");
        QTest::addColumn<double>("priceBig");
        QTest::addColumn<double>("priceSmall");
        // V = 20. B (weight 100) alone on big, C (weight 1, capped at 1e12) alone on small:
        // each takes its whole resource; prices are the budgets 2000 / 101 and 20 / 101. The
        // cap is far out of reach and must not make small free (it once gave C 1e12 tasks).
        QTest::newRow("cap 1e12") << false << 1e12 << 0.0 << 1.0 << 2000.0 / 101.0 << 20.0 / 101.0;
        // A (weight 1) shares big with B in proportion to budgets: 1 / 101 and 100 / 101.
        QTest::newRow("cap 1e11, A beside B")
            << true << 1e11 << 1.0 / 101.0 << 100.0 / 101.0 << 2020.0 / 102.0 << 20.0 / 102.0;
    }

    void capFarOutOfReach()
    {
        QFETCH(bool, withA);
        QFETCH(double, capC);
        QFETCH(double, tasksA);
        QFETCH(double, tasksB);
        QFETCH(double, priceBig);
        QFETCH(double, priceSmall);
        Scenario s;
        s.resources = {{QStringLiteral("big"), 1.0, 10.0}, {QStringLiteral("small"), 1.0, 10.0}};
        if (withA)
            s.users.append({QStringLiteral("A"), {1.0, 0.0}, 1.0, std::nullopt});
        s.users.append({QStringLiteral("B"), {1.0, 0.0}, 100.0, std::nullopt});
        s.users.append({QStringLiteral("C"), {0.0, 1.0}, 1.0, capC});
        const Allocation a = allocate(s, PolicyId::Walras, TaskMode::Continuous);
        QVERIFY2(!a.approximate, qPrintable(a.precisionNote));
        const int b = withA ? 1 : 0;
        if (withA)
            DRF_COMPARE_NEAR(a.tasks[0], tasksA, 1e-12);
        DRF_COMPARE_NEAR(a.tasks[b], tasksB, 1e-12);
        DRF_COMPARE_NEAR(a.tasks[b + 1], 1.0, 1e-12);
        DRF_COMPARE_NEAR(a.prices[0], priceBig, 1e-12);
        DRF_COMPARE_NEAR(a.prices[1] / priceSmall, 1.0, 1e-12);
    }

    void resourceNobodyNeedsIsFree()
    {
        Scenario s = Scenario::seed();
        s.resources.append({QStringLiteral("Disk"), 50.0, 10.0});
        for (User &user : s.users)
            user.demand.append(0.0);
        const Allocation a = allocate(s, PolicyId::Walras, TaskMode::Continuous);
        DRF_COMPARE_NEAR(a.tasks[0], 72.0, 1e-9);
        DRF_COMPARE_NEAR(a.tasks[1], 36.0, 1e-9);
        DRF_COMPARE_NEAR(a.prices[2], 0.0, 1e-12);
        // The value V now includes the free disk: 4100 spread over CPU and GPU at 5 : 15.
        DRF_COMPARE_NEAR(a.prices[0] * 180.0 + a.prices[1] * 180.0, 4100.0, 1e-9);
    }

    void everyoneCapped()
    {
        Scenario s = Scenario::seed();
        s.users[0].maxTasks = 5.0;
        s.users[1].maxTasks = 0.0;
        const Allocation a = allocate(s, PolicyId::Walras, TaskMode::Continuous);
        DRF_COMPARE_NEAR(a.tasks[0], 5.0, 1e-12);
        DRF_COMPARE_NEAR(a.tasks[1], 0.0, 1e-12);
        DRF_COMPARE_NEAR(a.prices[0], 0.0, 1e-12);
        DRF_COMPARE_NEAR(a.prices[1], 0.0, 1e-12);
    }

    /// KKT on random markets: feasible, priced resources full, x_i = min(T_i, b_i / p.d_i).
    void randomMarketsClear()
    {
        std::mt19937 rng(20261130);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        for (int trial = 0; trial < 300; ++trial) {
            const int m = 1 + trial % 5;
            const int n = 1 + int(unit(rng) * 30);
            Scenario s;
            for (int j = 0; j < m; ++j)
                s.resources.append({QStringLiteral("R%1").arg(j), 1.0 + 1000.0 * unit(rng), 10.0});
            for (int i = 0; i < n; ++i) {
                User user{QStringLiteral("U%1").arg(i), {}, 0.5 + 2.0 * unit(rng), std::nullopt};
                for (int j = 0; j < m; ++j)
                    user.demand.append(unit(rng) < 0.25 ? 0.0 : unit(rng) * 10.0);
                user.demand[int(unit(rng) * m)] = 1.0 + unit(rng);
                if (unit(rng) < 0.2)
                    user.maxTasks = unit(rng) * 20.0;
                s.users.append(user);
            }
            const Allocation a = allocate(s, PolicyId::Walras, TaskMode::Continuous);
            const AllocationAnalysis an =
                analyse(s, a, allocate(s, PolicyId::MaxMin, TaskMode::Continuous).tasks);
            QVERIFY2(an.feasible, qPrintable(QStringLiteral("trial %1").arg(trial)));
            QVERIFY2(an.paretoEfficient,
                     qPrintable(QStringLiteral("trial %1 improvable %2 usage0 %3")
                                    .arg(trial)
                                    .arg(an.improvableUsers.size())
                                    .arg(an.utilization[0], 0, 'g', 17)));
            double value = 0.0;
            for (int j = 0; j < m; ++j) {
                QVERIFY(a.prices[j] >= 0.0);
                value += a.prices[j] * s.resources[j].capacity;
                if (a.prices[j] * s.resources[j].capacity > 1e-7 * 10.0 * s.resources[j].capacity)
                    DRF_COMPARE_NEAR(an.usage[j] / s.resources[j].capacity, 1.0, 1e-9);
            }
            bool anyCapped = false;
            for (int i = 0; i < n; ++i)
                anyCapped = anyCapped || s.users[i].maxTasks.has_value();
            if (!anyCapped) {
                DRF_COMPARE_NEAR(value, std::accumulate(a.budgets.begin(), a.budgets.end(), 0.0),
                                 1e-9);
                for (int i = 0; i < n; ++i) {
                    double taskPrice = 0.0;
                    for (int j = 0; j < m; ++j)
                        taskPrice += a.prices[j] * s.users[i].demand[j];
                    DRF_COMPARE_NEAR(a.tasks[i], a.budgets[i] / taskPrice, 1e-9);
                }
            }
        }
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestWalras)
#include "tst_walras.moc"
