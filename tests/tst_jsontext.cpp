// What QJsonDocument lets pass silently or explains badly, and the loader says plainly: a file
// in UTF-16 or UTF-32 (by its byte order mark or its NUL bytes), and a key twice in an object
// (QJsonDocument keeps the last). A UTF-8 byte order mark is read past.
#include "jsontext.h"
#include "scenario.h"
#include "scenariofile.h"
#include "testmain.h"
#include "testutil.h"

#include <QFile>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QtTest>

using namespace drf;
using drf::test::errorTexts;

namespace {

const QByteArray kUtf8Bom = "\xEF\xBB\xBF";

} // namespace

class TestJsonText : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void otherEncodingsAreNamed_data();
    void otherEncodingsAreNamed();
    void utf8ByteOrderMarkIsReadPast();
    void duplicateKeysAreRefused_data();
    void duplicateKeysAreRefused();
    void manyDuplicatesAreCounted();
    void savedFilesHaveNoDuplicates();

private:
    QTemporaryDir m_dir;
};

void TestJsonText::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestJsonText::otherEncodingsAreNamed_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("encoding");
    const QString seed = QString::fromUtf8(scenarioToJson(Scenario::seed()));
    const struct
    {
        QStringConverter::Encoding encoding;
        const char *name;
    } encodings[] = {{QStringConverter::Utf16LE, "UTF-16 (little-endian)"},
                     {QStringConverter::Utf16BE, "UTF-16 (big-endian)"},
                     {QStringConverter::Utf32LE, "UTF-32 (little-endian)"},
                     {QStringConverter::Utf32BE, "UTF-32 (big-endian)"}};
    for (const auto &[encoding, name] : encodings) {
        for (const bool bom : {true, false}) {
            QStringEncoder encoder(encoding, bom ? QStringConverter::Flag::WriteBom
                                                 : QStringConverter::Flag::Default);
            const QByteArray bytes = encoder.encode(seed);
            QTest::addRow("%s%s", name, bom ? " with BOM" : "")
                << bytes << QString::fromLatin1(name);
        }
    }
}

/// Issue 31: UTF-16 with a byte order mark was "invalid JSON at line 1, column 2".
void TestJsonText::otherEncodingsAreNamed()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, encoding);
    const QString path = m_dir.filePath(QStringLiteral("encoded.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
    file.close();
    QCOMPARE(errorTexts(loadScenarioFile(path)),
             QStringList{QStringLiteral("the file is %1; drfviz reads only UTF-8: save it as UTF-8")
                             .arg(encoding)});
    QCOMPARE(nonUtf8Encoding(bytes), encoding);
}

/// A UTF-8 byte order mark (as Windows' Notepad writes) loads; an error on line 1 counts its
/// columns from the first character, not from the mark.
void TestJsonText::utf8ByteOrderMarkIsReadPast()
{
    const QByteArray seed = scenarioToJson(Scenario::seed());
    QCOMPARE(nonUtf8Encoding(kUtf8Bom + seed), QString());
    const LoadResult loaded = parseScenarioJson(kUtf8Bom + seed);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
    QCOMPARE(loaded.scenario->userNames(), Scenario::seed().userNames());
    const QByteArray broken = R"({"users": x})";
    QCOMPARE(errorTexts(parseScenarioJson(kUtf8Bom + broken)),
             errorTexts(parseScenarioJson(broken)));
    QCOMPARE(errorTexts(parseScenarioJson(kUtf8Bom + "  ")),
             QStringList{"the document is empty: expected a JSON object"});
}

void TestJsonText::duplicateKeysAreRefused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("messages");
    const QByteArray resources = R"({"resources": [{"name": "CPU", "capacity": 1}],)";
    QTest::newRow("root and user")
        << resources + "\n" + R"( "users": [{"name": "A", "demand": [1]},)" + "\n" +
               R"(           {"name": "B", "demand": [1], "weight": 1, "weight": 2}],)" + "\n" +
               R"( "users": []})"
        << QStringList{"users[1]: duplicate key \"weight\" at line 3, column 54",
                       "duplicate key \"users\" at line 4, column 2"};
    // Keys are compared as QJsonDocument reads them: "n\u0061me" is "name".
    QTest::newRow("escaped") << resources + R"( "users": [{"name": "A", "n\u0061me": "B", )" +
                                    R"("demand": [1]}]})"
                             << QStringList{
                                    "users[0]: duplicate key \"name\" at line 1, column 73"};
    // Columns count characters (UTF-16 code units, as QJsonParseError's line and column do).
    QTest::newRow("after letters") << QByteArray(R"({"title": "Łódź", "title": "x"})")
                                   << QStringList{"duplicate key \"title\" at line 1, column 19"};
    QTest::newRow("after an emoji") << QByteArray(R"({"title": "😀", "title": "x"})")
                                    << QStringList{"duplicate key \"title\" at line 1, column 17"};
    // The view is read leniently, but a file saying two things is refused wherever it does.
    QTest::newRow("view") << resources + R"( "users": [{"name": "A", "demand": [1]}],)" +
                                 R"( "view": {"axes": [{"a": 1, "a": 2}]}})"
                          << QStringList{"view.axes[0]: duplicate key \"a\" at line 1, column 117"};
    const QByteArray longKey(100, 'k');
    QTest::newRow("long key") << "{\"" + longKey + "\": 1, \"" + longKey + "\": 2}"
                              << QStringList{QStringLiteral("duplicate key \"%1…\" at line 1, "
                                                            "column 109")
                                                 .arg(QString(40, QLatin1Char('k')))};
}

/// Issue 31: QJsonDocument keeps the last of two equal keys and says nothing.
void TestJsonText::duplicateKeysAreRefused()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, messages);
    QCOMPARE(errorTexts(parseScenarioJson(json)), messages);
}

/// A key in many objects is no duplicate; strings that look like keys or brackets are text; 150
/// objects with a duplicate each list the first 100 and count the rest.
void TestJsonText::manyDuplicatesAreCounted()
{
    const QByteArray tricky =
        R"({"title": "\"users\": [{, ]} \\", "resources": [{"name": "{CPU}", "capacity": 1}],
            "users": [{"name": "A", "demand": [1]}, {"name": "B\"name\"", "demand": [1]}]})";
    const LoadResult fine = parseScenarioJson(tricky);
    QVERIFY2(fine.ok(), qPrintable(fine.errorText()));

    QByteArrayList users;
    for (int i = 0; i < 150; ++i)
        users.append(R"({"name": "U)" + QByteArray::number(i) +
                     R"(", "demand": [1], "demand": [2]})");
    const LoadResult many = parseScenarioJson(
        R"({"resources": [{"name": "CPU", "capacity": 1}], "users": [)" + users.join(",\n") + "]}");
    QCOMPARE(many.errors.size(), kMaxListedErrors);
    QCOMPARE(many.unlistedErrors, 50);
    QCOMPARE(many.errors[99].toString(),
             QStringLiteral("users[99]: duplicate key \"demand\" at line 100, column 32"));
    QCOMPARE(many.moreErrorsText(many.errors.size()), QStringLiteral("... and 50 more problems"));
}

/// What drfviz saves never has a key twice (the fuzzer's save-and-load holds).
void TestJsonText::savedFilesHaveNoDuplicates()
{
    Scenario scenario = Scenario::seed();
    scenario.users[1].arrive = 5.0;
    scenario.horizon = 50.0;
    const QByteArray json =
        scenarioToJson(scenario, QJsonObject{{QStringLiteral("policy"), QStringLiteral("drf")}});
    QVERIFY(duplicateKeys(json, kMaxListedErrors).isEmpty());
    QVERIFY(parseScenarioJson(json).ok());
}

DRFVIZ_TEST_GUILESS_MAIN(TestJsonText)
#include "tst_jsontext.moc"
