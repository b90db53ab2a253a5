// What loadScenarioFile() refuses before reading (devices, FIFOs, directories, huge files) and
// how many problems a broken document lists.
#include "scenario.h"
#include "scenariofile.h"
#include "testmain.h"
#include "testutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace drf;
using drf::test::errorTexts;

namespace {

// One CPU and `users` as the user list.
QByteArray withUsers(const QByteArray &user, int count)
{
    QByteArrayList users;
    for (int i = 0; i < count; ++i)
        users.append(user);
    return R"({"resources": [{"name": "CPU", "capacity": 1}], "users": [)" + users.join(", ") +
           "]}";
}

} // namespace

class TestLoadLimits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void refusesWhatIsNotARegularFile_data();
    void refusesWhatIsNotARegularFile();
    void refusesFilesOverTheLimit();
    void readsFilesAtTheLimit();
    void listsTheFirstHundredProblems();
    void countsProblemsBeyondTheListedOnes();
    void errorTextIsShortForDialogs();
    void readsNoMoreEntriesThanAListMayHave();

private:
    QTemporaryDir m_dir;
};

void TestLoadLimits::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestLoadLimits::refusesWhatIsNotARegularFile_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("kind");
    QTest::newRow("directory") << m_dir.path() << "not a regular file (a directory)";
#ifdef Q_OS_UNIX
    // A FIFO nobody writes to: opening it for reading the usual way waits for ever.
    const QString fifo = m_dir.filePath(QStringLiteral("fifo.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QTest::newRow("FIFO") << fifo << "not a regular file (a FIFO)";
    // Endless: read whole, it fills the memory.
    if (QFile::exists(QStringLiteral("/dev/zero")))
        QTest::newRow("/dev/zero") << "/dev/zero"
                                   << "not a regular file (a character device)";
#endif
}

void TestLoadLimits::refusesWhatIsNotARegularFile()
{
    QFETCH(QString, path);
    QFETCH(QString, kind);
    const LoadResult result = loadScenarioFile(path);
    QVERIFY(!result.ok());
    QCOMPARE(errorTexts(result),
             QStringList{QStringLiteral("cannot read \"%1\": %2").arg(path, kind)});
}

void TestLoadLimits::refusesFilesOverTheLimit()
{
    // A sparse file: the size is refused before a byte is read, so it costs nothing.
    const QString path = m_dir.filePath(QStringLiteral("huge.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(100 * 1024 * 1024));
    file.close();
    const LoadResult result = loadScenarioFile(path);
    QVERIFY(!result.ok());
    QCOMPARE(errorTexts(result),
             QStringList{QStringLiteral("cannot read \"%1\": it is 104,857,600 bytes (100.0 MiB), "
                                        "over the limit of 67,108,864 bytes (64 MiB) for scenario "
                                        "files")
                             .arg(path)});
    // One byte over: the exact sizes tell it from a file at the limit (issue 31).
    QVERIFY(file.resize(kMaxScenarioFileBytes + 1));
    QCOMPARE(loadScenarioFile(path).errorText(),
             QStringLiteral("cannot read \"%1\": it is 67,108,865 bytes (64.0 MiB), over the "
                            "limit of 67,108,864 bytes (64 MiB) for scenario files")
                 .arg(path));
}

void TestLoadLimits::readsFilesAtTheLimit()
{
    // The seed padded with spaces to exactly the limit is read and loads.
    QByteArray json = scenarioToJson(Scenario::seed());
    json.append(QByteArray(kMaxScenarioFileBytes - json.size(), ' '));
    const QString path = m_dir.filePath(QStringLiteral("padded.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(json), kMaxScenarioFileBytes);
    file.close();
    const LoadResult result = loadScenarioFile(path);
    QVERIFY2(result.ok(), qPrintable(result.errorText()));
    QCOMPARE(result.scenario->userNames(), Scenario::seed().userNames());
    QFile::remove(path);
}

void TestLoadLimits::listsTheFirstHundredProblems()
{
    // 10,000 users, each with a weight of 0 and an empty name: 20,000 problems, the weights
    // first (in user order), then the names.
    const LoadResult result =
        parseScenarioJson(withUsers(R"({"name": "", "demand": [1], "weight": 0})", 10000));
    QVERIFY(!result.ok());
    QCOMPARE(result.errors.size(), kMaxListedErrors);
    QCOMPARE(result.unlistedErrors, 19900);
    QCOMPARE(result.errors.first().toString(),
             QStringLiteral("users[0].weight: must be a finite number > 0"));
    QCOMPARE(result.errors.last().toString(),
             QStringLiteral("users[99].weight: must be a finite number > 0"));
    QCOMPARE(result.moreErrorsText(result.errors.size()),
             QStringLiteral("... and 19,900 more problems"));
}

void TestLoadLimits::countsProblemsBeyondTheListedOnes()
{
    // 20,000 users that are not objects: the count, and each of the first 10,000 read. Comparing
    // each problem with all the others would take about a minute here.
    const LoadResult result = parseScenarioJson(withUsers("5", 20000));
    QVERIFY(!result.ok());
    QCOMPARE(result.errors.size(), kMaxListedErrors);
    QCOMPARE(result.unlistedErrors, 10001 - kMaxListedErrors);
    QCOMPARE(result.errors[0].toString(),
             QStringLiteral("users: must have 1 to 10000 entries, has 20000"));
    QCOMPARE(result.errors[1].toString(), QStringLiteral("users[0]: must be an object"));
    QCOMPARE(result.errors[99].toString(), QStringLiteral("users[98]: must be an object"));

    // One problem more than listed is one line more, in the singular.
    const LoadResult one = parseScenarioJson(withUsers(R"({"name": "A", "demand": [-1]})", 1));
    QCOMPARE(one.moreErrorsText(0), QStringLiteral("... and 1 more problem"));
    QCOMPARE(one.moreErrorsText(1), QString());
}

void TestLoadLimits::errorTextIsShortForDialogs()
{
    const LoadResult result = parseScenarioJson(withUsers("5", 20000));
    const QStringList lines = result.errorText().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), kErrorTextLines + 1);
    QCOMPARE(lines.first(), QStringLiteral("users: must have 1 to 10000 entries, has 20000"));
    QCOMPARE(lines.last(), QStringLiteral("... and 9,981 more problems"));
    const QStringList all = result.errorText(kMaxListedErrors).split(QLatin1Char('\n'));
    QCOMPARE(all.size(), kMaxListedErrors + 1);
    QCOMPARE(all.last(), QStringLiteral("... and 9,901 more problems"));
}

void TestLoadLimits::readsNoMoreEntriesThanAListMayHave()
{
    QByteArrayList resources;
    for (int j = 0; j < 17; ++j)
        resources.append(QStringLiteral(R"({"name": "R%1", "capacity": 1})").arg(j).toUtf8());
    const QByteArray demand17 = "[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]";
    // 17 resources: the count; the users' demands are not judged against a partial list.
    QCOMPARE(errorTexts(parseScenarioJson(R"({"resources": [)" + resources.join(", ") +
                                          R"(], "users": [{"name": "A", "demand": [1]}]})")),
             QStringList{"resources: must have 1 to 16 entries, has 17"});
    // 17 demand values are more than any scenario has resources.
    QCOMPARE(
        errorTexts(parseScenarioJson(withUsers(R"({"name": "A", "demand": )" + demand17 + "}", 1))),
        QStringList{"users[0].demand: has 17 values but a scenario has at most 16 resources"});
}

DRFVIZ_TEST_GUILESS_MAIN(TestLoadLimits)
#include "tst_loadlimits.moc"
