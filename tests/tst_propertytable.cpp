#include "propertytable.h"
#include "report.h"
#include "scenariofile.h"
#include "testmain.h"
#include "testutil.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>

using namespace drf;

namespace {

/// 9 CPU, 18 GB; A = (1, 4), B = (3, 1).
Scenario drfPaperExample()
{
    return *loadPreset(QStringLiteral("drf-paper")).scenario;
}

/// CPU 90, GPU 90; A and B both need (1, 1) but B weighs twice as much: weighted DRF gives
/// A 30 and B 60, and A envies B.
Scenario weightedTwins()
{
    Scenario s;
    s.resources = {{QStringLiteral("CPU"), 90.0, 10.0}, {QStringLiteral("GPU"), 90.0, 10.0}};
    s.users = {{QStringLiteral("A"), {1.0, 1.0}, 1.0, std::nullopt},
               {QStringLiteral("B"), {1.0, 1.0}, 2.0, std::nullopt}};
    return s;
}

/// CPU 100, GPU 100; A = (1, 0), B = (1, 1). Asset fairness equalises x_A / 100 = 2 x_B / 100:
/// CPU fills at A 200/3, B 100/3, below B's equal split of 50.
Scenario assetBreaksSharing()
{
    Scenario s;
    s.resources = {{QStringLiteral("CPU"), 100.0, 10.0}, {QStringLiteral("GPU"), 100.0, 10.0}};
    s.users = {{QStringLiteral("A"), {1.0, 0.0}, 1.0, std::nullopt},
               {QStringLiteral("B"), {1.0, 1.0}, 1.0, std::nullopt}};
    return s;
}

QString verdictText(const PropertyVerdict &v)
{
    return !v.holds ? QStringLiteral("?") : *v.holds ? QStringLiteral("yes") : QStringLiteral("no");
}

/// "yes yes yes yes no ?" for one row, in kAllProperties order.
QString rowText(const PolicyProperties &row)
{
    QStringList cells;
    for (Property p : kAllProperties)
        cells.append(verdictText(row.verdict(p)));
    return cells.join(QLatin1Char(' '));
}

} // namespace

Q_DECLARE_METATYPE(drf::PolicyId)

/// The properties table: every policy against the six properties, with reasons.
class TestPropertyTable : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_seed = propertyTable(Scenario::seed(), TaskMode::Continuous);
        m_seed.setStrategyProofColumn(strategyProofColumn(Scenario::seed(), TaskMode::Continuous));
        m_paper = propertyTable(drfPaperExample(), TaskMode::Continuous);
        m_paper.setStrategyProofColumn(
            strategyProofColumn(drfPaperExample(), TaskMode::Continuous));
    }

    void names()
    {
        QCOMPARE(propertyName(Property::ParetoEfficient), QStringLiteral("Pareto efficient"));
        QCOMPARE(propertyName(Property::StrategyProof), QStringLiteral("strategy-proof"));
    }

    void seedVerdicts_data()
    {
        // Columns: feasible, envy-free, sharing incentive, Pareto, no crumbs, strategy-proof.
        QTest::addColumn<PolicyId>("policy");
        QTest::addColumn<QString>("expected");
        QTest::newRow("max-min") << PolicyId::MaxMin << "yes yes yes no no yes";
        QTest::newRow("fixed-price") << PolicyId::FixedPrice << "no yes yes no no yes";
        QTest::newRow("walras") << PolicyId::Walras << "yes yes yes yes yes no";
        QTest::newRow("drf") << PolicyId::Drf << "yes yes yes yes no yes";
        QTest::newRow("drf-equal") << PolicyId::DrfEqual << "yes yes yes yes no yes";
        QTest::newRow("asset") << PolicyId::Asset << "yes yes yes yes no yes";
    }

    void seedVerdicts()
    {
        QFETCH(PolicyId, policy);
        QFETCH(QString, expected);
        const PolicyProperties &row = m_seed.rows[int(policy)];
        QCOMPARE(row.policy, policy);
        QCOMPARE(rowText(row), expected);
        for (Property p : kAllProperties)
            QVERIFY(!row.verdict(p).reason.isEmpty());
    }

    void seedReasons_data()
    {
        QTest::addColumn<PolicyId>("policy");
        QTest::addColumn<int>("property");
        QTest::addColumn<QString>("reason");
        QTest::newRow("drf crumbs") << PolicyId::Drf << int(Property::NoCrumbs) << "20 CPU idle";
        QTest::newRow("drf feasible")
            << PolicyId::Drf << int(Property::Feasible) << "every resource is within its capacity";
        QTest::newRow("fixed-price over")
            << PolicyId::FixedPrice << int(Property::Feasible) << "GPU over capacity by 15";
        QTest::newRow("fixed-price pareto")
            << PolicyId::FixedPrice << int(Property::ParetoEfficient)
            << "not feasible: GPU over capacity by 15";
        QTest::newRow("max-min grows") << PolicyId::MaxMin << int(Property::ParetoEfficient)
                                       << "A could still grow: no resource it needs is full "
                                          "(and 1 more)";
        QTest::newRow("max-min crumbs")
            << PolicyId::MaxMin << int(Property::NoCrumbs) << "60 CPU idle, 45 GPU idle";
    }

    void seedReasons()
    {
        QFETCH(PolicyId, policy);
        QFETCH(int, property);
        QFETCH(QString, reason);
        QCOMPARE(m_seed.verdict(policy, Property(property)).reason, reason);
    }

    /// The command-line report words every failure as the table does (failureReasons()), and
    /// lists every witness where the table names the first and counts the rest.
    void reportUsesTheTableWording()
    {
        const Scenario seed = Scenario::seed();
        const auto reasons = [&](PolicyId policy, const char *key) {
            QStringList lines;
            QByteArray json;
            QBuffer buffer(&json);
            buffer.open(QIODevice::WriteOnly);
            writeScenarioReport(seed, {policy}, TaskMode::Continuous, false, buffer);
            const QJsonValue report = QJsonDocument::fromJson(json)[QStringLiteral("policies")][0];
            for (const QJsonValue &line :
                 report[QStringLiteral("reasons")][QLatin1String(key)].toArray())
                lines.append(line.toString());
            return lines;
        };
        QCOMPARE(reasons(PolicyId::FixedPrice, "feasible"),
                 QStringList{QStringLiteral("GPU over capacity by 15")});
        QCOMPARE(reasons(PolicyId::FixedPrice, "paretoEfficient"),
                 QStringList{QStringLiteral("not feasible: GPU over capacity by 15")});
        QCOMPARE(reasons(PolicyId::MaxMin, "noCrumbs"),
                 (QStringList{QStringLiteral("60 CPU idle"), QStringLiteral("45 GPU idle")}));
        QCOMPARE(reasons(PolicyId::MaxMin, "paretoEfficient"),
                 (QStringList{QStringLiteral("A could still grow: no resource it needs is full"),
                              QStringLiteral("B could still grow: no resource it needs is full")}));
    }

    void walrasCounterexampleNamesTheLie()
    {
        const QString reason = m_seed.verdict(PolicyId::Walras, Property::StrategyProof).reason;
        // "A gains 4.2% (75.02 tasks instead of 72) by reporting (..) instead of (2, 1)"
        QVERIFY2(reason.startsWith(QStringLiteral("A gains ")), qPrintable(reason));
        QVERIFY2(reason.contains(QStringLiteral("% (")), qPrintable(reason));
        QVERIFY2(reason.contains(QStringLiteral("tasks instead of 72) by reporting (")),
                 qPrintable(reason));
        QVERIFY2(reason.endsWith(QStringLiteral(" instead of (2, 1)")), qPrintable(reason));
    }

    void paperVerdicts_data()
    {
        QTest::addColumn<PolicyId>("policy");
        QTest::addColumn<QString>("expected");
        QTest::newRow("max-min") << PolicyId::MaxMin << "yes yes yes no no yes";
        QTest::newRow("drf") << PolicyId::Drf << "yes yes yes yes no yes";
        QTest::newRow("drf-equal") << PolicyId::DrfEqual << "yes yes yes yes no yes";
    }

    void paperVerdicts()
    {
        QFETCH(PolicyId, policy);
        QFETCH(QString, expected);
        QCOMPARE(rowText(m_paper.rows[int(policy)]), expected);
    }

    void paperReasons()
    {
        // A 3 tasks (3 CPU, 12 GB), B 2 tasks (6 CPU, 2 GB): CPU full, 4 GB left.
        QCOMPARE(m_paper.verdict(PolicyId::Drf, Property::NoCrumbs).reason,
                 QStringLiteral("4 Memory (GB) idle"));
        QCOMPARE(m_paper.verdict(PolicyId::Drf, Property::ParetoEfficient).reason,
                 QStringLiteral("every user below its cap needs a full resource"));
    }

    void envyCounterexample()
    {
        const PropertyTable t = propertyTable(weightedTwins(), TaskMode::Continuous);
        const PropertyVerdict &envy = t.verdict(PolicyId::Drf, Property::EnvyFree);
        QCOMPARE(envy.holds, std::optional<bool>(false));
        QCOMPARE(envy.reason,
                 QStringLiteral("A envies B: with B's bundle A could run 60 tasks, it runs 30"));
    }

    void sharingIncentiveCounterexample()
    {
        const PropertyTable t = propertyTable(assetBreaksSharing(), TaskMode::Continuous);
        const PropertyVerdict &sharing = t.verdict(PolicyId::Asset, Property::SharingIncentive);
        QCOMPARE(sharing.holds, std::optional<bool>(false));
        QCOMPARE(
            sharing.reason,
            QStringLiteral("B gets 33.33 tasks, less than the 50 of its equal split (max-min)"));
        QCOMPARE(t.verdict(PolicyId::Drf, Property::SharingIncentive).holds,
                 std::optional<bool>(true));
    }

    void wholeTaskReasons()
    {
        const PropertyTable t = propertyTable(Scenario::seed(), TaskMode::Whole);
        QCOMPARE(t.mode, TaskMode::Whole);
        QCOMPARE(t.verdict(PolicyId::Drf, Property::ParetoEfficient).reason,
                 QStringLiteral("no user below its cap has a next task that fits"));
        QCOMPARE(t.verdict(PolicyId::MaxMin, Property::ParetoEfficient).reason,
                 QStringLiteral("A could still grow: its next task fits (and 1 more)"));
    }

    void strategyProofnessIsUnknownUntilComputed()
    {
        const PropertyTable t = propertyTable(Scenario::seed(), TaskMode::Continuous);
        for (const PolicyProperties &row : t.rows)
            QVERIFY(!row.verdict(Property::StrategyProof).holds);
    }

    void cancelledStrategyProofness()
    {
        const std::atomic<bool> cancel{true};
        const QList<PropertyVerdict> column =
            strategyProofColumn(Scenario::seed(), TaskMode::Continuous, &cancel);
        QCOMPARE(column.size(), 6);
        for (const PropertyVerdict &v : column)
            QVERIFY(!v.holds);
        PropertyTable t = propertyTable(Scenario::seed(), TaskMode::Continuous);
        t.setStrategyProofColumn(column);
        QVERIFY(!t.verdict(PolicyId::Drf, Property::StrategyProof).holds);
    }

    void envyUncheckedForManyUsers()
    {
        Scenario big = Scenario::seed();
        for (int i = 0; i < 401; ++i)
            big.users.append({QStringLiteral("U%1").arg(i), {1.0, 1.0}, 1.0, std::nullopt});
        const PropertyTable t = propertyTable(big, TaskMode::Continuous);
        QVERIFY(!t.verdict(PolicyId::Drf, Property::EnvyFree).holds);
        QCOMPARE(t.verdict(PolicyId::Drf, Property::EnvyFree).reason,
                 QStringLiteral("not checked above 400 users"));
    }

private:
    PropertyTable m_seed;
    PropertyTable m_paper;
};

DRFVIZ_TEST_GUILESS_MAIN(TestPropertyTable)
#include "tst_propertytable.moc"
