// Names on the command line, run as a real process without any display (issue 31): a name with
// a control character or over its length is refused by every command that reads a FILE, with
// the field, the character or the limit and exit status 2; names with letters beyond ASCII,
// quotes, markup, TeX's specials and emoji give valid files in every format of --export-dir.
#include "clirun.h"
#include "plotscenarios.h"
#include "scenario.h"
#include "scenariofile.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

/// The seed's file with user A's name written as `name` (raw JSON text between the quotes).
QByteArray seedWithName(const QByteArray &name)
{
    QByteArray json = drf::scenarioToJson(drf::Scenario::seed());
    json.replace(R"("name": "A")", R"("name": ")" + name + "\"");
    return json;
}

/// The text of the SVG at `path` (its character data run together: a text in two fonts, such as
/// a name with an emoji, is two <text> elements), or the XML error.
QString svgTextOrError(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QXmlStreamReader xml(&file);
    QString text;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::Characters && !xml.isWhitespace())
            text += xml.text();
    }
    if (xml.hasError())
        *error = QStringLiteral("line %1, column %2: %3")
                     .arg(xml.lineNumber())
                     .arg(xml.columnNumber())
                     .arg(xml.errorString());
    return text;
}

} // namespace

class TestCliNames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void refusedEverywhere_data();
    void refusedEverywhere();
    void allowedNamesInEveryFormat();

private:
    QTemporaryDir m_dir;
    QString writeFile(const QString &name, const QByteArray &bytes);
};

void TestCliNames::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString TestCliNames::writeFile(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

void TestCliNames::refusedEverywhere_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<QString>("problem");
    QTest::newRow("bell") << QByteArray(R"(A\u0007)")
                          << "users[0].name: contains the control character U+0007 at character 2";
    QTest::newRow("blank line")
        << QByteArray(R"(A\n\nB)")
        << "users[0].name: contains a line break (U+000A) at character 2: it must be one line";
    QTest::newRow("a million characters")
        << QByteArray(1000000, 'n')
        << "users[0].name: is 1,000,000 characters long, over the limit of 100 characters";
}

/// --report, --simulate, --export and --export-dir all refuse the file before anything is
/// written: one line on stderr, nothing on stdout, exit status 2.
void TestCliNames::refusedEverywhere()
{
    QFETCH(QByteArray, name);
    QFETCH(QString, problem);
    const QString file = writeFile(QStringLiteral("refused.json"), seedWithName(name));
    QVERIFY(!file.isEmpty());
    const QString dir = m_dir.filePath(QStringLiteral("refused-figures"));
    const QList<QStringList> commands{{"--report"},
                                      {"--simulate"},
                                      {"--export", m_dir.filePath("refused.svg")},
                                      {"--export", m_dir.filePath("refused.tex")},
                                      {"--export-dir", dir}};
    for (const QStringList &command : commands) {
        const CliRun run = runWithoutDisplay(command + QStringList{file});
        QVERIFY2(run.exitCode == 2, qPrintable(command.join(QLatin1Char(' '))));
        QVERIFY2(run.out.isEmpty(), run.out.left(200).constData());
        QCOMPARE(QString::fromUtf8(run.err), QStringLiteral("drfviz: %1: %2\n").arg(file, problem));
    }
    QVERIFY(!QFile::exists(m_dir.filePath("refused.svg")));
    QVERIFY(!QFile::exists(m_dir.filePath("refused.tex")));
    QVERIFY(!QDir(dir).exists() || QDir(dir).isEmpty());
}

/// Every figure --export-dir writes for names with Polish letters, quotes, markup, TeX's and
/// printf's specials and emoji: each SVG is well-formed XML (QXmlStreamReader) and shows the
/// names; each PNG and PDF is a whole file of its kind. (The .tex figures: tst_cli_tex.)
void TestCliNames::allowedNamesInEveryFormat()
{
    const drf::Scenario scenario = drf::test::seedWithAllowedNames();
    const QString file = m_dir.filePath(QStringLiteral("allowed.json"));
    QVERIFY(drf::saveScenarioFile(scenario, file));
    const QString dir = m_dir.filePath(QStringLiteral("allowed-figures"));
    const CliRun run = runWithoutDisplay(
        {"--export-dir", dir, "--width", "600", "--height", "450", "--labels", "full", file});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QDir figures(dir);
    const QStringList svgs = figures.entryList({QStringLiteral("*.svg")}, QDir::Files);
    QCOMPARE(svgs.size(), 42);
    QStringList shown; // every name appears in some figure
    for (const QString &svg : svgs) {
        QString error;
        const QString text = svgTextOrError(figures.filePath(svg), &error);
        QVERIFY2(error.isEmpty(), qPrintable(svg + QStringLiteral(": ") + error));
        for (const QString &name : scenario.resourceNames() + scenario.userNames())
            if (text.contains(name) && !shown.contains(name))
                shown.append(name);
    }
    QCOMPARE(shown.size(), 4);
    for (const QString &png : figures.entryList({QStringLiteral("*.png")}, QDir::Files)) {
        QFile image(figures.filePath(png));
        QVERIFY(image.open(QIODevice::ReadOnly));
        QVERIFY2(image.size() > 1000 && image.read(8) == "\x89PNG\r\n\x1A\n", qPrintable(png));
    }
    for (const QString &pdf : figures.entryList({QStringLiteral("*.pdf")}, QDir::Files)) {
        QFile document(figures.filePath(pdf));
        QVERIFY(document.open(QIODevice::ReadOnly));
        const QByteArray bytes = document.readAll();
        QVERIFY2(bytes.startsWith("%PDF-") && bytes.trimmed().endsWith("%%EOF"), qPrintable(pdf));
    }
    QCOMPARE(figures.entryList({QStringLiteral("*.png")}, QDir::Files).size(), 42);
    QCOMPARE(figures.entryList({QStringLiteral("*.pdf")}, QDir::Files).size(), 42);
}

DRFVIZ_TEST_GUILESS_MAIN(TestCliNames)
#include "tst_cli_names.moc"
