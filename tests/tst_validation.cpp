#include "scenario.h"
#include "testmain.h"
#include "validation.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace drf;

Q_DECLARE_METATYPE(drf::Scenario)

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

QStringList issueTexts(const Scenario &scenario)
{
    QStringList texts;
    for (const ValidationIssue &issue : validateScenario(scenario))
        texts.append(issue.toString());
    return texts;
}

// A valid scenario with `resources` resources and `users` users, every demand 1.
Scenario uniform(int resources, int users)
{
    Scenario s;
    for (int j = 0; j < resources; ++j)
        s.resources.append({QStringLiteral("R%1").arg(j), 100.0, kDefaultPrice});
    for (int i = 0; i < users; ++i)
        s.users.append(
            {QStringLiteral("U%1").arg(i), QList<double>(resources, 1.0), 1.0, std::nullopt});
    return s;
}

Scenario withThreeUsers()
{
    Scenario s = Scenario::seed();
    s.users.append({QStringLiteral("C"), {1.0, 1.0}, 1.0, std::nullopt});
    return s;
}

} // namespace

class TestValidation : public QObject
{
    Q_OBJECT

private slots:
    void fieldChecks_data();
    void fieldChecks();
    void scenario_data();
    void scenario();
    void absentCapAndNames();
    void issueToString();
    void counts();
    void nameClashes();
    void itemProblems();
};

void TestValidation::fieldChecks_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("reason");

    const QString positive = QStringLiteral("must be a finite number > 0");
    const QString nonNegative = QStringLiteral("must be a finite number >= 0");
    const QString tooLarge = QStringLiteral("must be at most 1e12");
    // The four fields that must be > 0 share one rule; demand and maxTasks allow 0.
    for (const char *field : {"capacity", "price", "weight"}) {
        const QString name = QLatin1String(field);
        QTest::addRow("%s 1", field) << name << 1.0 << QString();
        QTest::addRow("%s tiny", field) << name << 1e-300 << QString();
        QTest::addRow("%s 1e12", field) << name << kMaxValue << QString();
        QTest::addRow("%s 0", field) << name << 0.0 << positive;
        QTest::addRow("%s -1", field) << name << -1.0 << positive;
        QTest::addRow("%s nan", field) << name << kNaN << positive;
        QTest::addRow("%s inf", field) << name << kInf << positive;
        QTest::addRow("%s -inf", field) << name << -kInf << positive;
        QTest::addRow("%s above 1e12", field)
            << name << std::nextafter(kMaxValue, kInf) << tooLarge;
    }
    for (const char *field : {"demand", "maxTasks"}) {
        const QString name = QLatin1String(field);
        QTest::addRow("%s 0", field) << name << 0.0 << QString();
        QTest::addRow("%s 2.5", field) << name << 2.5 << QString();
        QTest::addRow("%s 1e12", field) << name << kMaxValue << QString();
        QTest::addRow("%s -1e-9", field) << name << -1e-9 << nonNegative;
        QTest::addRow("%s nan", field) << name << kNaN << nonNegative;
        QTest::addRow("%s inf", field) << name << kInf << nonNegative;
        QTest::addRow("%s 2e12", field) << name << 2e12 << tooLarge;
    }
}

void TestValidation::fieldChecks()
{
    QFETCH(QString, field);
    QFETCH(double, value);
    QFETCH(QString, reason);

    QString actual;
    if (field == QLatin1String("capacity"))
        actual = checkCapacity(value);
    else if (field == QLatin1String("price"))
        actual = checkPrice(value);
    else if (field == QLatin1String("weight"))
        actual = checkWeight(value);
    else if (field == QLatin1String("demand"))
        actual = checkDemandComponent(value);
    else
        actual = checkMaxTasks(value);
    QCOMPARE(actual, reason);
}

void TestValidation::scenario_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<QStringList>("issues");

    const Scenario seed = Scenario::seed();
    QTest::newRow("seed") << seed << QStringList();
    QTest::newRow("16 resources") << uniform(kMaxResources, 2) << QStringList();
    QTest::newRow("17 resources") << uniform(kMaxResources + 1, 2)
                                  << QStringList{"resources: must have 1 to 16 entries, has 17"};
    QTest::newRow("no resources") << uniform(0, 2)
                                  << QStringList{"resources: must have 1 to 16 entries, has 0"};
    QTest::newRow("no users") << uniform(2, 0)
                              << QStringList{"users: must have 1 to 10000 entries, has 0"};
    QTest::newRow("10000 users") << uniform(1, kMaxUsers) << QStringList();
    QTest::newRow("10001 users") << uniform(1, kMaxUsers + 1)
                                 << QStringList{"users: must have 1 to 10000 entries, has 10001"};

    Scenario s = seed;
    s.resources[0].capacity = 0.0;
    QTest::newRow("capacity 0") << s
                                << QStringList{
                                       "resources[0].capacity: must be a finite number > 0"};
    s = seed;
    s.resources[1].capacity = kInf;
    QTest::newRow("capacity inf") << s
                                  << QStringList{
                                         "resources[1].capacity: must be a finite number > 0"};
    s = seed;
    s.resources[1].price = 2e12;
    QTest::newRow("price too large")
        << s << QStringList{"resources[1].price: must be at most 1e12"};
    s = seed;
    s.resources[0].price = -10.0;
    QTest::newRow("price negative")
        << s << QStringList{"resources[0].price: must be a finite number > 0"};

    s = withThreeUsers();
    s.users[1].demand[0] = -1.0;
    QTest::newRow("demand negative")
        << s << QStringList{"users[1].demand[0]: must be a finite number >= 0"};
    s = seed;
    s.users[0].demand[1] = kNaN;
    QTest::newRow("demand nan") << s
                                << QStringList{"users[0].demand[1]: must be a finite number >= 0"};
    s = seed;
    s.users[1].demand[1] = 1e13;
    QTest::newRow("demand too large")
        << s << QStringList{"users[1].demand[1]: must be at most 1e12"};
    s = seed;
    s.users[0].demand = {0.0, 0.0};
    QTest::newRow("demand all zero")
        << s << QStringList{"users[0].demand: at least one value must be > 0"};
    s = seed;
    s.users[0].demand = {0.0, 1.0};
    QTest::newRow("demand one zero") << s << QStringList();
    s = seed;
    s.users[0].demand = {2.0, 1.0, 4.0};
    QTest::newRow("demand too long")
        << s << QStringList{"users[0].demand: has 3 values but there are 2 resources"};
    s = seed;
    s.users[1].demand = {1.0};
    QTest::newRow("demand too short")
        << s << QStringList{"users[1].demand: has 1 values but there are 2 resources"};
    s = seed;
    s.users[0].demand = {};
    QTest::newRow("demand empty") << s
                                  << QStringList{
                                         "users[0].demand: has 0 values but there are 2 resources"};

    s = seed;
    s.users[1].weight = 0.0;
    QTest::newRow("weight 0") << s << QStringList{"users[1].weight: must be a finite number > 0"};
    s = seed;
    s.users[0].weight = -kInf;
    QTest::newRow("weight -inf") << s
                                 << QStringList{"users[0].weight: must be a finite number > 0"};
    s = seed;
    s.users[0].maxTasks = 0.0;
    QTest::newRow("maxTasks 0") << s << QStringList();
    s = seed;
    s.users[1].maxTasks = -1.0;
    QTest::newRow("maxTasks negative")
        << s << QStringList{"users[1].maxTasks: must be a finite number >= 0"};
    s = seed;
    s.users[1].maxTasks = kInf;
    QTest::newRow("maxTasks inf") << s
                                  << QStringList{"users[1].maxTasks: must be a finite number >= 0"};

    // Online allocation: times, work and durations, each named with its place.
    s = seed;
    s.users[0].arrive = 5.0;
    s.users[0].leave = 7.5;
    s.users[0].work = 0.5;
    s.users[0].duration = 1e-3;
    s.horizon = 100.0;
    QTest::newRow("online fields") << s << QStringList();
    s = seed;
    s.users[0].arrive = 5.0;
    s.users[0].leave = 5.0;
    QTest::newRow("leave = arrive")
        << s << QStringList{"users[0].leave: must be greater than arrive (5)"};
    s.users[0].leave = 2.5;
    QTest::newRow("leave before arrive")
        << s << QStringList{"users[0].leave: must be greater than arrive (5)"};
    s = seed;
    s.users[1].arrive = -1.0;
    s.users[1].leave = 0.0;
    QTest::newRow("arrive negative, leave 0")
        << s
        << QStringList{"users[1].arrive: must be a finite number >= 0",
                       "users[1].leave: must be a finite number > 0"};
    s = seed;
    s.users[1].arrive = kNaN;
    s.users[1].leave = 3.0;
    QTest::newRow("arrive nan") << s
                                << QStringList{"users[1].arrive: must be a finite number >= 0"};
    s = seed;
    s.users[0].arrive = 2e12;
    s.users[0].leave = kInf;
    s.users[0].work = 0.0;
    s.users[0].duration = -kInf;
    s.horizon = 0.0;
    QTest::newRow("every online field")
        << s
        << QStringList{"users[0].arrive: must be at most 1e12",
                       "users[0].leave: must be a finite number > 0",
                       "users[0].work: must be a finite number > 0",
                       "users[0].duration: must be a finite number > 0",
                       "horizon: must be a finite number > 0"};
    s = seed;
    s.users[1].work = 1.5e12;
    s.users[1].duration = 0.0;
    s.horizon = kNaN;
    QTest::newRow("work too large, duration 0, horizon nan")
        << s
        << QStringList{"users[1].work: must be at most 1e12",
                       "users[1].duration: must be a finite number > 0",
                       "horizon: must be a finite number > 0"};

    s = seed;
    s.resources[0].name = QString();
    QTest::newRow("resource name empty")
        << s << QStringList{"resources[0].name: must not be empty"};
    s = seed;
    s.users[1].name = QStringLiteral(" \t ");
    QTest::newRow("user name blank") << s << QStringList{"users[1].name: must not be empty"};
    s = withThreeUsers();
    s.users[2].name = QStringLiteral("A");
    QTest::newRow("user name repeated")
        << s << QStringList{"users[2].name: \"A\" is already used by users[0]"};
    s = withThreeUsers();
    s.users[2].name = QStringLiteral(" B ");
    QTest::newRow("user name repeated with spaces")
        << s << QStringList{"users[2].name: \"B\" is already used by users[1]"};
    s = seed;
    s.resources[1].name = QStringLiteral("CPU");
    QTest::newRow("resource name repeated")
        << s << QStringList{"resources[1].name: \"CPU\" is already used by resources[0]"};
    s = seed;
    s.users[0].name = QStringLiteral("CPU");
    QTest::newRow("user named like a resource") << s << QStringList();
    s = seed;
    s.users[0].name = QStringLiteral("a");
    QTest::newRow("names are case sensitive") << s << QStringList();

    // Every problem is reported, not only the first.
    s = withThreeUsers();
    s.resources[0].capacity = -1.0;
    s.resources[1].name = QStringLiteral("CPU");
    s.users[0].demand = {0.0, 0.0};
    s.users[1].weight = kNaN;
    s.users[2].name = QStringLiteral("B");
    s.users[2].demand = {1.0, -1.0, 1.0};
    QTest::newRow("many problems")
        << s
        << QStringList{"resources[0].capacity: must be a finite number > 0",
                       "resources[1].name: \"CPU\" is already used by resources[0]",
                       "users[0].demand: at least one value must be > 0",
                       "users[1].weight: must be a finite number > 0",
                       "users[2].demand: has 3 values but there are 2 resources",
                       "users[2].demand[1]: must be a finite number >= 0",
                       "users[2].name: \"B\" is already used by users[1]"};
}

void TestValidation::scenario()
{
    QFETCH(Scenario, scenario);
    QFETCH(QStringList, issues);
    QCOMPARE(issueTexts(scenario), issues);
}

void TestValidation::absentCapAndNames()
{
    QCOMPARE(checkMaxTasks(std::nullopt), QString());
    QCOMPARE(checkName(QStringLiteral("GPU")), QString());
    QCOMPARE(checkName(QStringLiteral(" x ")), QString());
    QCOMPARE(checkName(QStringLiteral("  ")), QStringLiteral("must not be empty"));
}

void TestValidation::issueToString()
{
    QCOMPARE((ValidationIssue{QStringLiteral("users[0].weight"),
                              QStringLiteral("must be a finite number > 0")})
                 .toString(),
             QStringLiteral("users[0].weight: must be a finite number > 0"));
    QCOMPARE((ValidationIssue{QString(), QStringLiteral("the document is empty")}).toString(),
             QStringLiteral("the document is empty"));
}

void TestValidation::counts()
{
    QCOMPARE(checkResourceCount(1), QString());
    QCOMPARE(checkResourceCount(16), QString());
    QCOMPARE(checkResourceCount(17), QStringLiteral("must have 1 to 16 entries, has 17"));
    QCOMPARE(checkUserCount(0), QStringLiteral("must have 1 to 10000 entries, has 0"));
    QCOMPARE(checkUserCount(10000), QString());
}

void TestValidation::nameClashes()
{
    // The comparison validateScenario makes: trimmed, case sensitive.
    QCOMPARE(nameKey(QStringLiteral(" A\t")), QStringLiteral("A"));
    const Scenario s = withThreeUsers();
    QCOMPARE(userNameClash(s, QStringLiteral("A "), 1), 0);
    QCOMPARE(userNameClash(s, QStringLiteral("\u00a0C"), -1), 2);
    QCOMPARE(userNameClash(s, QStringLiteral("A"), 0), -1); // itself
    QCOMPARE(userNameClash(s, QStringLiteral("a"), -1), -1);
    QCOMPARE(userNameClash(s, QStringLiteral("CPU"), -1), -1); // resources are another list
    QCOMPARE(resourceNameClash(s, QStringLiteral(" GPU"), 0), 1);
    QCOMPARE(resourceNameClash(s, QStringLiteral("GPU"), 1), -1);
}

void TestValidation::itemProblems()
{
    using Field = ItemProblem::Field;
    using Rule = ItemProblem::Rule;
    QVERIFY(userProblems(User{QStringLiteral("A"), {2.0, 0.0}, 1.0, 3.0}, 2).isEmpty());

    // Length, then each bad value, then weight and cap: the order validateScenario reports.
    const QList<ItemProblem> problems =
        userProblems(User{QString(), {1.0, -1.0, kNaN}, 0.0, -2.0}, 2);
    QCOMPARE(problems.size(), 5);
    QCOMPARE(problems[0].rule, Rule::DemandLength);
    QCOMPARE(problems[0].valueCount, 3);
    QCOMPARE(problems[1].field, Field::Demand);
    QCOMPARE(problems[1].resource, 1);
    QCOMPARE(problems[1].reason, checkDemandComponent(-1.0));
    QCOMPARE(problems[2].resource, 2);
    QCOMPARE(problems[3].field, Field::Weight);
    QCOMPARE(problems[4].field, Field::MaxTasks);
    QCOMPARE(problems[4].reason, checkMaxTasks(-2.0));

    const QList<ItemProblem> zero = userProblems(User{QStringLiteral("Z"), {0.0, 0.0}, 1.0, {}}, 2);
    QCOMPARE(zero.size(), 1);
    QCOMPARE(zero[0].rule, Rule::NoPositiveDemand);

    QVERIFY(resourceProblems(Resource{QStringLiteral("CPU"), 1.0, 1.0}).isEmpty());
    const QList<ItemProblem> resource =
        resourceProblems(Resource{QStringLiteral("CPU"), kInf, 0.0});
    QCOMPARE(resource.size(), 2);
    QCOMPARE(resource[0].field, Field::Capacity);
    QCOMPARE(resource[1].field, Field::Price);
    QCOMPARE(resource[1].reason, checkPrice(0.0));
}

DRFVIZ_TEST_APPLESS_MAIN(TestValidation)

#include "tst_validation.moc"
