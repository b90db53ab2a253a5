// drfviz --export and --export-dir, run as a real process without any display.
#include "clirun.h"
#include "plotscenarios.h"
#include "scenariofile.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

class TestCliExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// Runs drfviz with no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM.
    CliRun run(const QStringList &arguments) { return runWithoutDisplay(arguments); }
    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void formats_data();
    void formats();
    void sizeAndDensity();
    void failures_data();
    void failures();
    void brokenScenario();
    void existingFileKeptOnFailure();
    void exportDir();
    void tenThousandUsers_data();
    void tenThousandUsers();
    void tenThousandUsersExportDir();

private:
    /// A scenario file of 10,000 users and 16 resources (the largest valid), written once.
    QString largeFile();
};

namespace {

/// The text an SVG shows, its <text> elements joined by spaces (a wrapped title is one element
/// per line).
QString svgText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString svg = QString::fromUtf8(file.readAll());
    QStringList texts;
    static const QRegularExpression text(QStringLiteral("<text[^>]*>([^<]*)</text>"));
    for (auto match = text.globalMatch(svg); match.hasNext();)
        texts.append(match.next().captured(1).trimmed());
    return texts.join(QLatin1Char(' '));
}

} // namespace

QString TestCliExport::largeFile()
{
    const QString file = path(QStringLiteral("ten-thousand.json"));
    if (!QFile::exists(file) && !drf::saveScenarioFile(drf::test::largeScenario(10000, 16), file))
        return {};
    return file;
}

void TestCliExport::formats_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("start");
    QTest::newRow("png") << QStringList{} << "seed.png" << QByteArray("\x89PNG");
    QTest::newRow("pdf") << QStringList{} << "seed.pdf" << QByteArray("%PDF");
    QTest::newRow("svg") << QStringList{} << "seed.svg" << QByteArray("<?xml");
    QTest::newRow("tasks walras") << QStringList{"--view", "tasks", "--policy", "walras"}
                                  << "tasks.svg" << QByteArray("<?xml");
    QTest::newRow("bars compare") << QStringList{"--view", "bars", "--policy", "compare"}
                                  << "bars.pdf" << QByteArray("%PDF");
    QTest::newRow("whole tasks") << QStringList{"--whole-tasks", "--policy", "max-min"}
                                 << "whole.png" << QByteArray("\x89PNG");
}

void TestCliExport::formats()
{
    QFETCH(QStringList, options);
    QFETCH(QString, name);
    QFETCH(QByteArray, start);
    const CliRun result = run(QStringList{"--export", path(name)} + options);
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QVERIFY2(result.err.isEmpty(), result.err.constData()); // a script sees a quiet success
    QFile file(path(name));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith(start));
    QVERIFY(bytes.size() > 1000);
    if (name.endsWith(QLatin1String(".pdf")))
        QVERIFY(bytes.contains("/FontFile"));
    if (name.endsWith(QLatin1String(".svg")))
        QVERIFY(bytes.contains("font-family=\"DejaVu Sans\""));
}

void TestCliExport::sizeAndDensity()
{
    CliRun result =
        run({"--export", path("print.png"), "--width", "8cm", "--height", "6cm", "--dpi", "300"});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QImage image(path("print.png"));
    QCOMPARE(image.width(), 945);
    QCOMPARE(image.height(), 709);
    QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 300);
    result = run({"--export", path("small.png"), "--width", "400", "--height", "300"});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QCOMPARE(QImage(path("small.png")).size(), QSize(400, 300));
}

void TestCliExport::failures_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("bad path") << QStringList{"--export", "/nonexistent-dir/x/f.png"} << 1
                              << "cannot write /nonexistent-dir/x/f.png";
    QTest::newRow("unknown view") << QStringList{"--export", "f.png", "--view", "pie"} << 2
                                  << "unknown view 'pie' (valid: resource, tasks, bars)";
    QTest::newRow("unknown policy")
        << QStringList{"--export", "f.png", "--policy", "fifo"} << 2 << "compare";
    QTest::newRow("unknown format")
        << QStringList{"--export", "f.bmp"} << 2 << ".png, .pdf or .svg";
    QTest::newRow("bad dpi") << QStringList{"--export", "f.png", "--dpi", "50"} << 2 << "96 to 600";
    QTest::newRow("view without export")
        << QStringList{"--view", "bars"} << 2 << "needs '--export'";
}

void TestCliExport::failures()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const CliRun result = run(arguments);
    QCOMPARE(result.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(result.err).contains(message), result.err.constData());
    QVERIFY(!QFile::exists(QStringLiteral("f.png")));
}

void TestCliExport::brokenScenario()
{
    QFile broken(path("broken.json"));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\"version\": 1, \"resources\": [");
    broken.close();
    const CliRun result = run({"--export", path("never.png"), path("broken.json")});
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.err.contains("broken.json"));
    QVERIFY(!QFile::exists(path("never.png")));
}

void TestCliExport::existingFileKeptOnFailure()
{
    // A directory where the file should go: the write fails, and nothing is left behind.
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("taken.png")));
    const CliRun result = run({"--export", path("taken.png")});
    QCOMPARE(result.exitCode, 1);
    QVERIFY(result.err.contains("taken.png"));
    QVERIFY(QFileInfo(path("taken.png")).isDir());
}

void TestCliExport::exportDir()
{
    const QString dir = path(QStringLiteral("all"));
    const CliRun result = run({"--export-dir", dir, "--width", "400", "--height", "300"});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    const QStringList files = QDir(dir).entryList(QDir::Files);
    QCOMPARE(files.size(), 3 * 7 * 3);
    for (const char *name : {"resource-drf.png", "tasks-walras.svg", "bars-compare.pdf",
                             "resource-max-min.svg", "tasks-fixed-price.png"})
        QVERIFY2(files.contains(QString::fromLatin1(name)), name);
    QCOMPARE(QImage(QDir(dir).filePath("resource-drf.png")).size(), QSize(400, 300));
}

void TestCliExport::tenThousandUsers_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("note");
    QTest::newRow("resource") << "resource"
                              << "the other 9,992 users together";
    QTest::newRow("bars") << "bars"
                          << "the other 9,992 users together";
    QTest::newRow("tasks") << "tasks"
                           << "the 9,998 others keep their DRF allocation";
}

/// Every view under compare of the largest valid file, in every format: it finishes (drawing
/// every user took minutes) and the figure says what it folded together.
void TestCliExport::tenThousandUsers()
{
    QFETCH(QString, view);
    QFETCH(QString, note);
    const QString file = largeFile();
    QVERIFY(!file.isEmpty());
    for (const QString &format :
         {QStringLiteral("svg"), QStringLiteral("png"), QStringLiteral("pdf")}) {
        const QString out = path(QStringLiteral("large-%1.%2").arg(view, format));
        const CliRun result = run({"--export", out, "--view", view, "--policy", "compare", file});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(result.err.isEmpty(), result.err.constData());
        QVERIFY(QFileInfo(out).size() > 1000);
    }
    const QString text = svgText(path(QStringLiteral("large-%1.svg").arg(view)));
    QVERIFY2(text.contains(note), qPrintable(text.left(2000)));
    QCOMPARE(QImage(path(QStringLiteral("large-%1.png").arg(view))).size(), QSize(800, 600));
}

void TestCliExport::tenThousandUsersExportDir()
{
    const QString file = largeFile();
    QVERIFY(!file.isEmpty());
    const QString dir = path(QStringLiteral("large-all"));
    const CliRun result = run({"--export-dir", dir, file});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QCOMPARE(QDir(dir).entryList(QDir::Files).size(), 3 * 7 * 3);
    QVERIFY(svgText(QDir(dir).filePath("bars-walras.svg"))
                .contains(QStringLiteral("the other 9,992 users, together")));
}

QTEST_GUILESS_MAIN(TestCliExport)
#include "tst_cli_export.moc"
