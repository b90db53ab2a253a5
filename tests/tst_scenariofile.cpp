#include "scenario.h"
#include "scenariofile.h"
#include "testmain.h"
#include "testutil.h"
#include "validation.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/resource.h>
#endif

using namespace drf;
using drf::test::errorTexts;

Q_DECLARE_METATYPE(drf::Scenario)

namespace {

// Every field with 17 significant digits: equal texts mean bit-for-bit equal doubles,
// and a failing QCOMPARE shows where the scenarios differ.
QString describe(const Scenario &s)
{
    const auto number = [](double value) { return QString::number(value, 'g', 17); };
    QStringList lines{QStringLiteral("title ") + s.title};
    for (const Resource &r : s.resources)
        lines.append(
            QStringLiteral("resource %1 %2 %3").arg(r.name, number(r.capacity), number(r.price)));
    for (const User &u : s.users) {
        QStringList demand;
        for (double d : u.demand)
            demand.append(number(d));
        QString line = QStringLiteral("user %1 [%2] %3 %4")
                           .arg(u.name, demand.join(QLatin1Char(' ')), number(u.weight),
                                u.maxTasks ? number(*u.maxTasks) : QStringLiteral("unbounded"));
        // The online fields only where they are not the defaults of a static user.
        if (u.arrive != 0.0 || u.leave || u.work || u.duration != kDefaultDuration)
            line +=
                QStringLiteral(" arrive %1 leave %2 work %3 duration %4")
                    .arg(number(u.arrive), u.leave ? number(*u.leave) : QStringLiteral("never"),
                         u.work ? number(*u.work) : QStringLiteral("endless"), number(u.duration));
        lines.append(line);
    }
    if (s.horizon)
        lines.append(QStringLiteral("horizon ") + number(*s.horizon));
    return lines.join(QLatin1Char('\n'));
}

Scenario awkwardNumbers()
{
    Scenario s;
    s.title = QStringLiteral("Quotes \"inside\", <markup> & 50%, ünïcödé and 😀");
    s.resources = {{QStringLiteral("CPU"), 0.1 + 0.2, 1.0 / 3.0},
                   {QStringLiteral("Pamięć (GB)"), kMaxValue, 1e-300},
                   {QStringLiteral("GPU"), 123456789.123456789, 5e-324}};
    s.users = {{QStringLiteral("A"), {2.0 / 3.0, 0.0, 1e-7}, 2.5, 0.0},
               {QStringLiteral("B"), {1.0, 3.0, std::nextafter(1.0, 2.0)}, 1e-9, 7.25},
               {QStringLiteral("C"), {0.0, 0.0, 1.0}, 1.0, std::nullopt}};
    return s;
}

// The seed as a document (resources on line 1, users on line 2), with the users given.
QByteArray twoUsers(const QByteArray &userA,
                    const QByteArray &userB = R"({"name": "B", "demand": [1, 3]})")
{
    return R"({"resources": [{"name": "CPU", "capacity": 180}, {"name": "GPU", "capacity": 180}],
"users": [)" +
           userA + ", " + userB + "]}";
}

// The seed's document with one piece of text replaced by another (every occurrence).
QByteArray seedWith(const QByteArray &from, const QByteArray &to)
{
    return twoUsers(R"({"name": "A", "demand": [2, 1]})").replace(from, to);
}

} // namespace

class TestScenarioFile : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void writesEveryField();
    void staticScenarioWritesNoOnlineKey();
    void optionalFieldsTakeDefaults();
    void unknownKeysAreIgnored();
    void rejectsBadDocuments_data();
    void rejectsBadDocuments();
    void missingFile();
    void directoryIsNotAFile();
    void saveIntoMissingDirectoryFails();
    void saveBelowARegularFileFails();
    void failedSaveKeepsTheOldFile();
    void saveReplacesTheOldFile();
    void presetsAreListedSeedFirst();
    void presetsLoadAndValidate();
    void seedPresetIsTheSeed();
    void onlinePresets();
    void unknownPreset();
};

void TestScenarioFile::roundTrip_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::newRow("seed") << Scenario::seed();
    QTest::newRow("awkward numbers") << awkwardNumbers();
    Scenario big;
    big.title = QStringLiteral("16 resources, 300 users");
    for (int j = 0; j < kMaxResources; ++j)
        big.resources.append({QStringLiteral("R%1").arg(j), 100.0 + j / 7.0, 10.0});
    for (int i = 0; i < 300; ++i) {
        QList<double> demand;
        for (int j = 0; j < kMaxResources; ++j)
            demand.append((i * 31 + j * 17) % 11 / 3.0);
        demand[0] = 1.0;
        big.users.append({QStringLiteral("U%1").arg(i), demand, 1.0 + i % 3, std::nullopt});
    }
    QTest::newRow("large") << big;
    Scenario online = awkwardNumbers();
    online.users[0].arrive = 0.1 + 0.2;
    online.users[0].leave = kMaxValue;
    online.users[1].work = 1.0 / 3.0;
    online.users[1].duration = 5e-324;
    online.users[2].arrive = 7.0;
    online.horizon = 123456789.123456789;
    QTest::newRow("online keys") << online;
}

void TestScenarioFile::roundTrip()
{
    QFETCH(Scenario, scenario);
    const LoadResult parsed = parseScenarioJson(scenarioToJson(scenario));
    QVERIFY2(parsed.ok(), qPrintable(parsed.errorText()));
    QCOMPARE(describe(*parsed.scenario), describe(scenario));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("scenario.json"));
    QString error;
    QVERIFY2(saveScenarioFile(scenario, path, &error), qPrintable(error));
    const LoadResult loaded = loadScenarioFile(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
    QCOMPARE(describe(*loaded.scenario), describe(scenario));
}

void TestScenarioFile::writesEveryField()
{
    const QByteArray json = scenarioToJson(Scenario::seed());
    QVERIFY(json.contains("\n    \"")); // indented
    QVERIFY(json.contains("\"version\": 1"));
    QVERIFY(json.contains("\"title\": \"The seed"));
    QVERIFY(json.contains("\"price\": 10"));
    QVERIFY(json.contains("\"weight\": 1"));
    QCOMPARE(json.count("\"maxTasks\": null"), 2);

    Scenario capped = Scenario::seed();
    capped.users[1].maxTasks = 12.5;
    QVERIFY(scenarioToJson(capped).contains("\"maxTasks\": 12.5"));
}

void TestScenarioFile::staticScenarioWritesNoOnlineKey()
{
    // A static scenario's file stays as it was: no online key, not even a default one.
    const QByteArray json = scenarioToJson(Scenario::seed());
    for (const char *key : {"\"arrive\"", "\"leave\"", "\"work\"", "\"duration\"", "\"horizon\""})
        QVERIFY2(!json.contains(key), key);
    const LoadResult loaded = parseScenarioJson(json);
    QVERIFY(loaded.ok());
    QVERIFY(!loaded.scenario->hasTimeline());
    QCOMPARE(scenarioToJson(*loaded.scenario), json);
    // Explicit defaults read as absent and are not written back.
    const LoadResult defaults = parseScenarioJson(
        seedWith(R"("demand": [2, 1])",
                 R"("demand": [2, 1], "arrive": 0, "leave": null, "work": null, "duration": 1)"));
    QVERIFY2(defaults.ok(), qPrintable(defaults.errorText()));
    QVERIFY(!defaults.scenario->hasTimeline());

    Scenario timed = Scenario::seed();
    timed.users[1].arrive = 5.0;
    timed.horizon = 50.0;
    QVERIFY(timed.hasTimeline());
    const QByteArray timedJson = scenarioToJson(timed);
    QCOMPARE(timedJson.count("\"arrive\": 5"), 1);
    QCOMPARE(timedJson.count("\"horizon\": 50"), 1);
    QVERIFY(!timedJson.contains("duration"));
}

void TestScenarioFile::optionalFieldsTakeDefaults()
{
    const LoadResult result = parseScenarioJson(R"({
        "resources": [{"name": "CPU", "capacity": 180}, {"name": "GPU", "capacity": 180, "price": null}],
        "users": [{"name": "A", "demand": [2, 1]}, {"name": "B", "demand": [1, 3], "weight": null, "maxTasks": null}]
    })");
    QVERIFY2(result.ok(), qPrintable(result.errorText()));
    Scenario expected = Scenario::seed();
    expected.title.clear();
    QCOMPARE(describe(*result.scenario), describe(expected));
}

void TestScenarioFile::unknownKeysAreIgnored()
{
    const LoadResult result = parseScenarioJson(R"({
        "version": 1, "title": "t", "author": {"name": "x"}, "comment": [1, 2],
        "resources": [{"name": "CPU", "capacity": 9, "unit": "cores"}],
        "users": [{"name": "A", "demand": [1], "colour": "#ff0000", "maxTasks": 4}]
    })");
    QVERIFY2(result.ok(), qPrintable(result.errorText()));
    QCOMPARE(describe(*result.scenario),
             QStringLiteral("title t\nresource CPU 9 10\nuser A [1] 1 4"));
}

void TestScenarioFile::rejectsBadDocuments_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("errors");

    QTest::newRow("empty") << QByteArray()
                           << QStringList{"the document is empty: expected a JSON object"};
    QTest::newRow("blank") << QByteArray(" \n\t ")
                           << QStringList{"the document is empty: expected a JSON object"};
    // Qt's offset points just past the offending token, hence column 6 for the "3".
    QTest::newRow("missing comma")
        << QByteArray("{\n  \"resources\": [1,\n  2 3]\n}")
        << QStringList{"invalid JSON at line 3, column 6: missing value separator"};
    QTest::newRow("trailing comma")
        << QByteArray("{\"title\": \"x\",}")
        << QStringList{"invalid JSON at line 1, column 16: object is missing after a comma"};
    QTest::newRow("unterminated") << QByteArray("{\"title\": \"x\"\n\n")
                                  << QStringList{
                                         "invalid JSON at line 3, column 1: unterminated object"};
    // Qt refuses numbers a double cannot hold (its offset is just past the number, or at the start
    // of a NaN); the column counts the two-byte "Ł" as one character.
    QTest::newRow("1e999") << twoUsers(R"({"name": "Ł", "demand": [2, 1], "weight": 1e999})")
                           << QStringList{"invalid JSON at line 2, column 58: illegal number"};
    QTest::newRow("-1e999") << QByteArray(R"({"resources": [{"name": "CPU", "capacity": -1e999}]})")
                            << QStringList{"invalid JSON at line 1, column 50: illegal number"};
    QTest::newRow("NaN literal")
        << QByteArray(R"({"resources": [{"name": "CPU", "capacity": NaN}]})")
        << QStringList{"invalid JSON at line 1, column 44: illegal number"};
    QTest::newRow("array document")
        << QByteArray("[1, 2]") << QStringList{"the document must be a JSON object"};

    QTest::newRow("version 2") << QByteArray(R"({"version": 2, "resources": [], "users": []})")
                               << QStringList{
                                      "version: must be 1 (this program knows no other version)"};
    QTest::newRow("version string")
        << QByteArray(R"({"version": "1", "resources": [], "users": []})")
        << QStringList{"version: must be a number"};
    QTest::newRow("title number")
        << QByteArray(R"({"title": 5, "resources": [{"name": "CPU", "capacity": 1}],
        "users": [{"name": "A", "demand": [1]}]})")
        << QStringList{"title: must be a string"};
    QTest::newRow("no resources") << QByteArray(R"({"users": [{"name": "A", "demand": [1]}]})")
                                  << QStringList{"resources: is required"};
    QTest::newRow("resources object")
        << QByteArray(R"({"resources": {}, "users": [{"name": "A", "demand": [1]}]})")
        << QStringList{"resources: must be an array"};
    QTest::newRow("users number")
        << QByteArray(R"({"resources": [{"name": "CPU", "capacity": 1}], "users": 5})")
        << QStringList{"users: must be an array"};
    QTest::newRow("user not an object")
        << QByteArray(R"({"resources": [{"name": "CPU", "capacity": 1}], "users": [
            {"name": "A", "demand": [1]}, {"name": "B", "demand": [1]}, {"name": "C", "demand": [1]}, "D"]})")
        << QStringList{"users[3]: must be an object"};
    QTest::newRow("resource not an object")
        << seedWith(R"({"name": "GPU", "capacity": 180})", "null")
        << QStringList{"resources[1]: must be an object"};
    QTest::newRow("resource name number") << seedWith(R"("name": "CPU")", R"("name": 5)")
                                          << QStringList{"resources[0].name: must be a string"};
    QTest::newRow("capacity missing")
        << seedWith(R"(, "capacity": 180})", "}")
        << QStringList{"resources[0].capacity: is required", "resources[1].capacity: is required"};
    QTest::newRow("capacity null") << seedWith(R"("capacity": 180)", R"("capacity": null)")
                                   << QStringList{"resources[0].capacity: must be a number",
                                                  "resources[1].capacity: must be a number"};
    QTest::newRow("price string") << seedWith(R"("capacity": 180)",
                                              R"("capacity": 180, "price": "10")")
                                  << QStringList{"resources[0].price: must be a number",
                                                 "resources[1].price: must be a number"};
    QTest::newRow("user name missing")
        << twoUsers(R"({"demand": [2, 1]})") << QStringList{"users[0].name: is required"};
    QTest::newRow("weight string")
        << twoUsers(R"({"name": "A", "demand": [2, 1], "weight": "heavy"})")
        << QStringList{"users[0].weight: must be a number"};
    QTest::newRow("maxTasks string")
        << twoUsers(R"({"name": "A", "demand": [2, 1], "maxTasks": "10"})")
        << QStringList{"users[0].maxTasks: must be a number"};
    QTest::newRow("demand missing")
        << twoUsers(R"({"name": "A"})") << QStringList{"users[0].demand: is required"};
    QTest::newRow("demand string") << twoUsers(R"({"name": "A", "demand": "2, 1"})")
                                   << QStringList{"users[0].demand: must be an array"};
    QTest::newRow("demand component") << twoUsers(R"({"name": "A", "demand": [2, "x"]})")
                                      << QStringList{"users[0].demand[1]: must be a number"};

    QTest::newRow("online keys of the wrong type")
        << twoUsers(R"({"name": "A", "demand": [2, 1], "arrive": "5", "leave": true})",
                    R"({"name": "B", "demand": [1, 3], "work": [1], "duration": "long"})")
               .replace("\"users\"", "\"horizon\": \"soon\", \"users\"")
        << QStringList{"users[0].arrive: must be a number", "users[0].leave: must be a number",
                       "users[1].work: must be a number", "users[1].duration: must be a number",
                       "horizon: must be a number"};

    // Values of the right type still go through every validation rule.
    QTest::newRow("capacity 0") << seedWith(R"("capacity": 180)", R"("capacity": 0)")
                                << QStringList{
                                       "resources[0].capacity: must be a finite number > 0",
                                       "resources[1].capacity: must be a finite number > 0"};
    QTest::newRow("1e300") << twoUsers(R"({"name": "A", "demand": [2, 1e300]})")
                           << QStringList{"users[0].demand[1]: must be at most 1e12"};
    QTest::newRow("duplicate user")
        << twoUsers(R"({"name": "B", "demand": [2, 1]})")
        << QStringList{"users[1].name: \"B\" is already used by users[0]"};
    QTest::newRow("demand length")
        << twoUsers(R"({"name": "A", "demand": [2, 1, 0]})")
        << QStringList{"users[0].demand: has 3 values but there are 2 resources"};
    QTest::newRow("leave before arrive")
        << twoUsers(R"({"name": "A", "demand": [2, 1], "arrive": 5, "leave": 5})")
        << QStringList{"users[0].leave: must be greater than arrive (5)"};
    QTest::newRow("online rules")
        << twoUsers(R"({"name": "A", "demand": [2, 1], "arrive": -1, "work": 0})",
                    R"({"name": "B", "demand": [1, 3], "duration": 2e12})")
               .replace("\"users\"", "\"horizon\": 0, \"users\"")
        << QStringList{"users[0].arrive: must be a finite number >= 0",
                       "users[0].work: must be a finite number > 0",
                       "users[1].duration: must be at most 1e12",
                       "horizon: must be a finite number > 0"};
    QTest::newRow("types and rules together")
        << twoUsers(R"({"name": "A", "demand": [0, 0], "weight": -1})",
                    R"({"name": 7, "demand": [1, true]})")
        << QStringList{"users[1].name: must be a string", "users[1].demand[1]: must be a number",
                       "users[0].demand: at least one value must be > 0",
                       "users[0].weight: must be a finite number > 0"};
}

void TestScenarioFile::rejectsBadDocuments()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, errors);
    const LoadResult result = parseScenarioJson(json);
    QVERIFY(!result.ok());
    QCOMPARE(errorTexts(result), errors);
    QCOMPARE(result.errorText(), errors.join(QLatin1Char('\n')));
}

void TestScenarioFile::missingFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("nowhere.json"));
    const LoadResult result = loadScenarioFile(path);
    QVERIFY(!result.ok());
    QCOMPARE(
        errorTexts(result),
        QStringList{QStringLiteral("cannot read \"%1\": No such file or directory").arg(path)});
}

void TestScenarioFile::directoryIsNotAFile()
{
    QTemporaryDir dir;
    const LoadResult result = loadScenarioFile(dir.path());
    QVERIFY(!result.ok());
    QCOMPARE(result.errors.size(), 1);
    QVERIFY2(result.errorText().startsWith(QStringLiteral("cannot read \"%1\": ").arg(dir.path())),
             qPrintable(result.errorText()));
}

void TestScenarioFile::saveIntoMissingDirectoryFails()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing/scenario.json"));
    QString error;
    QVERIFY(!saveScenarioFile(Scenario::seed(), path, &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot save \"%1\": ").arg(path)), qPrintable(error));
    QVERIFY(!QFile::exists(path));
    QVERIFY(!saveScenarioFile(Scenario::seed(), path)); // no error pointer: still just false
}

void TestScenarioFile::saveBelowARegularFileFails()
{
    // Tests may run as root, where permissions do not stop a write; a parent that is a file does.
    QTemporaryDir dir;
    const QString parent = dir.filePath(QStringLiteral("plain.txt"));
    QFile file(parent);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("keep me");
    file.close();
    const QString path = parent + QStringLiteral("/scenario.json");
    QString error;
    QVERIFY(!saveScenarioFile(Scenario::seed(), path, &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot save \"%1\": ").arg(path)), qPrintable(error));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("keep me"));
}

void TestScenarioFile::failedSaveKeepsTheOldFile()
{
#ifdef Q_OS_LINUX
    // A file size limit makes the write fail half-way, even for root.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scenario.json"));
    QVERIFY(saveScenarioFile(Scenario::seed(), path));
    const QByteArray before = scenarioToJson(Scenario::seed());

    const Scenario big = test::seedWithUsers(500);
    QVERIFY(scenarioToJson(big).size() > 20000);

    rlimit original{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &original), 0);
    rlimit limited = original;
    limited.rlim_cur = 4096;
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &limited), 0);
    QString error;
    const bool saved = saveScenarioFile(big, path, &error);
    setrlimit(RLIMIT_FSIZE, &original);
    std::signal(SIGXFSZ, oldHandler);

    QVERIFY(!saved);
    // The system's reason, not "Unknown error" nor a count of bytes.
    QCOMPARE(error, QStringLiteral("cannot save \"%1\": File too large").arg(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("scenario.json")});
#else
    QSKIP("needs RLIMIT_FSIZE");
#endif
}

void TestScenarioFile::saveReplacesTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scenario.json"));
    QVERIFY(saveScenarioFile(Scenario::seed(), path));
    QVERIFY(saveScenarioFile(awkwardNumbers(), path));
    const LoadResult loaded = loadScenarioFile(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
    QCOMPARE(describe(*loaded.scenario), describe(awkwardNumbers()));
}

void TestScenarioFile::presetsAreListedSeedFirst()
{
    const QList<Preset> list = presets();
    QStringList ids;
    for (const Preset &preset : list) {
        ids.append(preset.id);
        QCOMPARE(preset.resourcePath, QStringLiteral(":/presets/%1.json").arg(preset.id));
    }
    QCOMPARE(ids, (QStringList{"seed", "churn", "drf-paper", "late-arrival", "three-by-three",
                               "zero-demand"}));
    // The online presets say what they show.
    for (const Preset &preset : list)
        if (preset.id == QLatin1String("churn") || preset.id == QLatin1String("late-arrival"))
            QVERIFY2(preset.description.size() > 200, qPrintable(preset.id));
}

void TestScenarioFile::presetsLoadAndValidate()
{
    for (const Preset &preset : presets()) {
        const LoadResult loaded = loadPreset(preset.id);
        QVERIFY2(loaded.ok(), qPrintable(preset.id + QStringLiteral(": ") + loaded.errorText()));
        QVERIFY(validateScenario(*loaded.scenario).isEmpty());
        QVERIFY(!preset.title.isEmpty());
        QCOMPARE(preset.title, loaded.scenario->title);
    }
    const LoadResult paper = loadPreset(QStringLiteral("drf-paper"));
    QVERIFY(paper.ok());
    QCOMPARE(
        describe(*paper.scenario).section(QLatin1Char('\n'), 1),
        QStringLiteral("resource CPU 9 10\nresource Memory (GB) 18 10\nuser A [1 4] 1 unbounded\n"
                       "user B [3 1] 1 unbounded"));
    // The zero-demand case needs a user that does not use the resource the others saturate.
    const LoadResult zero = loadPreset(QStringLiteral("zero-demand"));
    QVERIFY(zero.ok());
    QCOMPARE(describe(*zero.scenario).section(QLatin1Char('\n'), 1),
             QStringLiteral("resource CPU 100 10\nresource GPU 100 10\nuser A [1 5] 1 unbounded\n"
                            "user B [1 5] 1 unbounded\nuser C [1 0] 1 unbounded"));
}

void TestScenarioFile::seedPresetIsTheSeed()
{
    const LoadResult seed = loadPreset(QStringLiteral("seed"));
    QVERIFY2(seed.ok(), qPrintable(seed.errorText()));
    QCOMPARE(describe(*seed.scenario), describe(Scenario::seed()));
}

void TestScenarioFile::onlinePresets()
{
    // DOMAIN.md's story: the seed's cluster, A from 0, B from 5, tasks of 10.
    const LoadResult late = loadPreset(QStringLiteral("late-arrival"));
    QVERIFY2(late.ok(), qPrintable(late.errorText()));
    Scenario story = Scenario::seed();
    story.users[1].arrive = 5.0;
    for (User &user : story.users)
        user.duration = 10.0;
    QCOMPARE(describe(*late.scenario).section(QLatin1Char('\n'), 1),
             describe(story).section(QLatin1Char('\n'), 1));
    QVERIFY(late.description.contains(QStringLiteral("open problem")));
    // Churn: four or more users with finite jobs, weights and a cap, arriving and leaving.
    const LoadResult churn = loadPreset(QStringLiteral("churn"));
    QVERIFY2(churn.ok(), qPrintable(churn.errorText()));
    const QList<User> &users = churn.scenario->users;
    QVERIFY(users.size() >= 4);
    const auto any = [&users](auto predicate) {
        return std::any_of(users.cbegin(), users.cend(), predicate);
    };
    QVERIFY(any([](const User &u) { return u.work.has_value(); }));
    QVERIFY(any([](const User &u) { return u.weight != 1.0; }));
    QVERIFY(any([](const User &u) { return u.maxTasks.has_value(); }));
    QVERIFY(any([](const User &u) { return u.arrive > 0.0; }));
    QVERIFY(any([](const User &u) { return u.leave.has_value(); }));
}

void TestScenarioFile::unknownPreset()
{
    const LoadResult result = loadPreset(QStringLiteral("no-such-preset"));
    QVERIFY(!result.ok());
    QCOMPARE(result.errorText(), QStringLiteral("unknown preset \"no-such-preset\""));
    QVERIFY(!loadPreset(QStringLiteral("../seed")).ok());
}

DRFVIZ_TEST_GUILESS_MAIN(TestScenarioFile)

#include "tst_scenariofile.moc"
