// The scenario's texts (names, title, description): their longest lengths and the characters
// they may not hold, refused at load with the field, the limit or the character's code point;
// the texts that are allowed load and save back unchanged.
#include "scenario.h"
#include "scenariofile.h"
#include "testmain.h"
#include "testutil.h"
#include "validation.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <optional>

using namespace drf;
using drf::test::errorTexts;

namespace {

/// The seed as a file, with user A named `userName` (raw JSON text between the quotes), and
/// optionally a title and a description (raw JSON text, with their quotes).
QByteArray seedJson(const QByteArray &userName, const QByteArray &title = "\"The seed\"",
                    const QByteArray &description = QByteArray())
{
    return "{\"title\": " + title +
           (description.isEmpty() ? QByteArray() : ", \"description\": " + description) +
           R"(, "resources": [{"name": "CPU", "capacity": 180}, {"name": "GPU", "capacity": 180}],
               "users": [{"name": ")" +
           userName + R"(", "demand": [2, 1]}, {"name": "B", "demand": [1, 3]}]})";
}

/// The seed with `names` for its two resources and two users, as saved by drfviz.
Scenario seedNamed(const QStringList &names)
{
    Scenario scenario = Scenario::seed();
    scenario.resources[0].name = names[0];
    scenario.resources[1].name = names[1];
    scenario.users[0].name = names[2];
    scenario.users[1].name = names[3];
    return scenario;
}

} // namespace

class TestTextFields : public QObject
{
    Q_OBJECT

private slots:
    void forbiddenCharacters_data();
    void forbiddenCharacters();
    void refusedNames_data();
    void refusedNames();
    void titleAndDescription();
    void allowedNamesRoundTrip();
    void lengthLimits_data();
    void lengthLimits();
    void millionCharacterNameIsRefusedQuickly();
    void validationRefusesWhatTheLoaderRefuses();
};

void TestTextFields::forbiddenCharacters_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("paragraph");
    QTest::addColumn<int>("codePoint"); // -1: none
    QTest::addColumn<int>("position");
    const auto row = [](const char *tag, const QString &text, bool paragraph, int codePoint,
                        int position) {
        QTest::newRow(tag) << text << paragraph << codePoint << position;
    };
    row("plain", QStringLiteral("Zażółć \"gęślą\" <jaźń> & $5 % \\ 😀"), false, -1, 0);
    row("zero-width joiner", QStringLiteral("👩‍💻"), false, -1, 0);
    row("private use", QStringLiteral("\uE000"), false, -1, 0);
    row("NUL", QString(QChar(0)) + QStringLiteral("A"), false, 0x0, 1);
    row("bell", QStringLiteral("A\u0007"), false, 0x7, 2);
    row("tab", QStringLiteral("A\tB"), false, 0x9, 2);
    row("newline", QStringLiteral("A\n\nB"), false, 0xA, 2);
    row("newline in a paragraph", QStringLiteral("A\n\nB"), true, -1, 0);
    row("carriage return in a paragraph", QStringLiteral("A\r\nB"), true, 0xD, 2);
    row("DEL", QStringLiteral("A\u007F"), false, 0x7F, 2);
    row("C1", QStringLiteral("A\u009B"), false, 0x9B, 2);
    row("next line", QStringLiteral("A\u0085"), false, 0x85, 2);
    row("line separator", QStringLiteral("A\u2028B"), false, 0x2028, 2);
    row("paragraph separator in a paragraph", QStringLiteral("A\u2029B"), true, -1, 0);
    row("after an emoji", QStringLiteral("😀\u0007"), false, 0x7, 2);
    row("lone high surrogate", QStringLiteral("A") + QChar(0xD800) + QStringLiteral("B"), false,
        0xD800, 2);
    row("lone low surrogate", QString(QChar(0xDC00)), true, 0xDC00, 1);
    row("U+FFFE", QStringLiteral("A\uFFFE"), false, 0xFFFE, 2);
    row("U+FDD0", QStringLiteral("\uFDD0"), true, 0xFDD0, 1);
    row("U+1FFFF", QStringLiteral("A") + QString::fromUcs4(U"\U0001FFFF"), false, 0x1FFFF, 2);
}

void TestTextFields::forbiddenCharacters()
{
    QFETCH(QString, text);
    QFETCH(bool, paragraph);
    QFETCH(int, codePoint);
    QFETCH(int, position);
    const std::optional<ForbiddenCharacter> found =
        forbiddenCharacter(text, paragraph ? TextKind::Paragraph : TextKind::Line);
    QCOMPARE(found.has_value(), codePoint >= 0);
    if (found) {
        QCOMPARE(int(found->codePoint), codePoint);
        QCOMPARE(int(found->position), position);
    }
}

void TestTextFields::refusedNames_data()
{
    QTest::addColumn<QByteArray>("name"); // as written in the JSON string
    QTest::addColumn<QString>("message");
    QTest::newRow("bell") << QByteArray(R"(A\u0007)")
                          << "users[0].name: contains the control character U+0007 at character 2";
    QTest::newRow("blank line")
        << QByteArray(R"(A\n\nB)")
        << "users[0].name: contains a line break (U+000A) at character 2: it must be one line";
    QTest::newRow("tab") << QByteArray(R"(\tA)")
                         << "users[0].name: contains the control character U+0009 at character 1";
    QTest::newRow("NUL") << QByteArray(R"(A\u0000)")
                         << "users[0].name: contains the control character U+0000 at character 2";
    QTest::newRow("DEL") << QByteArray(R"(A\u007f)")
                         << "users[0].name: contains the control character U+007F at character 2";
    QTest::newRow("C1") << QByteArray("A\xC2\x9B")
                        << "users[0].name: contains the control character U+009B at character 2";
    QTest::newRow("line separator")
        << QByteArray(R"(A\u2028)")
        << "users[0].name: contains a line break (U+2028) at character 2: it must be one line";
    QTest::newRow("lone surrogate")
        << QByteArray(R"(AB\ud800)")
        << "users[0].name: contains an unpaired surrogate (U+D800) at character 3";
    QTest::newRow("noncharacter")
        << QByteArray(R"(\ud83d\ude00\uffff)")
        << "users[0].name: contains the noncharacter U+FFFF at character 2";
}

/// A name with a character no line may hold is refused with the field and the code point.
void TestTextFields::refusedNames()
{
    QFETCH(QByteArray, name);
    QFETCH(QString, message);
    const LoadResult result = parseScenarioJson(seedJson(name));
    QVERIFY(!result.ok());
    QCOMPARE(errorTexts(result), QStringList{message});
    // A resource's name alike.
    QByteArray json = seedJson("A");
    json.replace(R"("name": "GPU")", R"("name": ")" + name + '"');
    QString resourceMessage = message;
    resourceMessage.replace(QStringLiteral("users[0]"), QStringLiteral("resources[1]"));
    QCOMPARE(errorTexts(parseScenarioJson(json)), QStringList{resourceMessage});
}

/// The title is one line; the description may have line breaks but no other control character.
void TestTextFields::titleAndDescription()
{
    QCOMPARE(errorTexts(parseScenarioJson(seedJson("A", R"("Seed\r\n")"))),
             QStringList{"title: contains a line break (U+000D) at character 5: it must be one "
                         "line"});
    const LoadResult described = parseScenarioJson(
        seedJson("A", R"("Seed")", R"("First paragraph.\n\nSecond, with \"quotes\" & ünïcödé.")"));
    QVERIFY2(described.ok(), qPrintable(described.errorText()));
    QCOMPARE(described.description,
             QStringLiteral("First paragraph.\n\nSecond, with \"quotes\" & ünïcödé."));
    QCOMPARE(errorTexts(parseScenarioJson(seedJson("A", R"("Seed")", R"("Ring\u0007")"))),
             QStringList{"description: contains the control character U+0007 at character 5"});
    QCOMPARE(errorTexts(parseScenarioJson(seedJson("A", R"("Seed")", R"("Tab\there")"))),
             QStringList{"description: contains the control character U+0009 at character 4"});
    // Every problem at once: the loader's own (the description), then validateScenario()'s.
    QCOMPARE(errorTexts(parseScenarioJson(seedJson(R"(A\u0001)", R"("T\u0002")", R"("D\u0003")"))),
             (QStringList{"description: contains the control character U+0003 at character 2",
                          "title: contains the control character U+0002 at character 2",
                          "users[0].name: contains the control character U+0001 at character 2"}));
}

/// Names with letters beyond ASCII, quotes, markup, TeX's specials and emoji load, and save
/// and load again unchanged.
void TestTextFields::allowedNamesRoundTrip()
{
    const QStringList names{QStringLiteral("Zażółć \"gęślą\" jaźń"), QStringLiteral("<GPU> & $x$"),
                            QStringLiteral("50% \\ {a}_b^c ~#"),
                            QStringLiteral("😀 👩‍💻 Łódź")};
    const Scenario scenario = seedNamed(names);
    QVERIFY(validateScenario(scenario).isEmpty());
    const LoadResult loaded = parseScenarioJson(scenarioToJson(scenario));
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
    QCOMPARE(loaded.scenario->resourceNames() + loaded.scenario->userNames(), names);
}

void TestTextFields::lengthLimits_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message"); // empty: loads
    const QByteArray longest(kMaxNameLength, 'x');
    QTest::newRow("name at the limit") << seedJson(longest) << QString();
    QTest::newRow("name one over")
        << seedJson(longest + "x")
        << "users[0].name: is 101 characters long, over the limit of 100 characters";
    // Emoji count two code units each, as QLineEdit counts them: 50 fit, 51 do not.
    QTest::newRow("50 emoji") << seedJson(QStringLiteral("😀").repeated(50).toUtf8()) << QString();
    QTest::newRow("51 emoji")
        << seedJson(QStringLiteral("😀").repeated(51).toUtf8())
        << "users[0].name: is 102 characters long, over the limit of 100 characters";
    QTest::newRow("title at the limit")
        << seedJson("A", '"' + QByteArray(kMaxTitleLength, 't') + '"') << QString();
    QTest::newRow("title one over")
        << seedJson("A", '"' + QByteArray(kMaxTitleLength + 1, 't') + '"')
        << "title: is 1,001 characters long, over the limit of 1,000 characters";
    QTest::newRow("description at the limit")
        << seedJson("A", "\"T\"", '"' + QByteArray(kMaxDescriptionLength, 'd') + '"') << QString();
    QTest::newRow("description one over")
        << seedJson("A", "\"T\"", '"' + QByteArray(kMaxDescriptionLength + 1, 'd') + '"')
        << "description: is 5,001 characters long, over the limit of 5,000 characters";
}

void TestTextFields::lengthLimits()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const LoadResult result = parseScenarioJson(json);
    if (message.isEmpty())
        QVERIFY2(result.ok(), qPrintable(result.errorText()));
    else
        QCOMPARE(errorTexts(result), QStringList{message});
}

/// Issue 31: a name of a million characters froze the window for a minute. It is refused in a
/// moment, and the message does not quote it.
void TestTextFields::millionCharacterNameIsRefusedQuickly()
{
    const QByteArray json = seedJson(QByteArray(1000000, 'n'));
    QElapsedTimer timer;
    timer.start();
    const LoadResult result = parseScenarioJson(json);
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(errorTexts(result),
             QStringList{"users[0].name: is 1,000,000 characters long, over the limit of 100 "
                         "characters"});
}

/// The loader's refusals are validateScenario()'s, so that a scenario made in code is held to
/// them too (the fuzzer checks that what loads validates).
void TestTextFields::validationRefusesWhatTheLoaderRefuses()
{
    Scenario scenario =
        seedNamed({QStringLiteral("CPU"), QStringLiteral("GP\nU"),
                   QString(kMaxNameLength + 1, QLatin1Char('a')), QStringLiteral("B")});
    scenario.title = QStringLiteral("T\u0085");
    QStringList texts;
    for (const ValidationIssue &issue : validateScenario(scenario))
        texts.append(issue.toString());
    QCOMPARE(
        texts,
        (QStringList{"title: contains a line break (U+0085) at character 2: it must be one line",
                     "resources[1].name: contains a line break (U+000A) at character 3: it must be "
                     "one line",
                     "users[0].name: is 101 characters long, over the limit of 100 characters"}));
    QCOMPARE(checkName(QStringLiteral("  ")), QStringLiteral("must not be empty"));
    QCOMPARE(checkTitle(QString()), QString());
}

DRFVIZ_TEST_GUILESS_MAIN(TestTextFields)
#include "tst_textfields.moc"
