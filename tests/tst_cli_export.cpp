// drfviz --export and --export-dir, run as a real process without any display.
#include "clirun.h"
#include "commandline.h"
#include "figureregistry.h"
#include "plotscenarios.h"
#include "scenariofile.h"
#include "testmain.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>

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
    void appearance_data();
    void appearance();
    void transparentBackground();
    void labelDensities();
    void legendLeftOutIsSaid();
    void widgetStyleLeftToQt();
    void fillingFigure_data();
    void fillingFigure();
    void fillingLevel_data();
    void fillingLevel();
    void manipulation_data();
    void manipulation();
    void timeline_data();
    void timeline();
    void tenThousandUsers_data();
    void tenThousandUsers();
    void tenThousandUsersExportDir();

private:
    /// A scenario file of 10,000 users and 16 resources (the largest valid), written once.
    QString largeFile();
};

namespace {

/// How many pixels of `image` are within `tolerance` of `colour` on every channel.
int pixelsNear(const QImage &image, QColor colour, int tolerance = 24)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            if (std::abs(pixel.red() - colour.red()) <= tolerance &&
                std::abs(pixel.green() - colour.green()) <= tolerance &&
                std::abs(pixel.blue() - colour.blue()) <= tolerance)
                ++count;
        }
    return count;
}

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

/// The largest font size (pixels at 96 dpi) of the texts of an SVG: the title's, or with no
/// title the largest label's.
double largestFontSize(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    static const QRegularExpression size(QStringLiteral("font-size=\"([0-9.]+)\""));
    double largest = 0;
    for (auto match = size.globalMatch(QString::fromUtf8(file.readAll())); match.hasNext();)
        largest = std::max(largest, match.next().captured(1).toDouble());
    return largest;
}

/// The share of an image's pixels that are not white: 0 for a blank figure.
double inkFraction(const QImage &image)
{
    qint64 ink = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            ink += image.pixelColor(x, y) != Qt::white ? 1 : 0;
    return double(ink) / (double(image.width()) * image.height());
}

/// Whether `image` has a pixel of exactly `colour` (a user's vector, the capacity fill).
bool hasColour(const QImage &image, QRgb colour)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            if ((line[x] & 0xffffff) == (colour & 0xffffff))
                return true;
    }
    return false;
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
    QTest::newRow("filling svg") << QStringList{"--view", "filling"} << "filling.svg"
                                 << QByteArray("<?xml");
    QTest::newRow("filling pdf") << QStringList{"--view", "filling", "--policy", "asset"}
                                 << "filling.pdf" << QByteArray("%PDF");
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
    QTest::newRow("unknown view")
        << QStringList{"--export", "f.png", "--view", "pie"} << 2
        << QStringLiteral("unknown view 'pie' (valid: %1)").arg(drf::figureNames());
    QTest::newRow("unknown policy")
        << QStringList{"--export", "f.png", "--policy", "fifo"} << 2 << "compare";
    QTest::newRow("unknown format")
        << QStringList{"--export", "f.bmp"} << 2 << ".png, .pdf, .svg or .tex";
    QTest::newRow("bad dpi") << QStringList{"--export", "f.png", "--dpi", "50"} << 2 << "96 to 600";
    QTest::newRow("unknown style") << QStringList{"--export", "f.png", "--style", "fancy"} << 2
                                   << "unknown style 'fancy' (valid: screen, print)";
    QTest::newRow("font scale too large") << QStringList{"--export", "f.png", "--font-scale", "9"}
                                          << 2 << "invalid font scale '9' (0.5 to 3)";
    QTest::newRow("font scale not a number")
        << QStringList{"--export", "f.png", "--font-scale", "big"} << 2
        << "invalid font scale 'big'";
    QTest::newRow("unknown label density")
        << QStringList{"--export", "f.png", "--labels", "some"} << 2
        << QStringLiteral("unknown label density 'some' (valid: auto, full, compact, none)");
    QTest::newRow("labels without export")
        << QStringList{"--labels", "full"} << 2 << "option '--labels' needs '--export'";
    QTest::newRow("transparent print")
        << QStringList{"--export", "f.png", "--transparent", "--style", "print"} << 2
        << "'--transparent' and '--style print' contradict each other";
    QTest::newRow("no title without export")
        << QStringList{"--no-title"} << 2 << "option '--no-title' needs '--export'";
    QTest::newRow("view without export")
        << QStringList{"--view", "bars"} << 2 << "needs '--export'";
    QTest::newRow("level not a number")
        << QStringList{"--export", "f.png", "--view", "filling", "--level", "half"} << 2
        << "invalid level 'half' (a share of 0 or more, e.g. 0.5)";
    QTest::newRow("negative level")
        << QStringList{"--export", "f.png", "--view", "filling", "--level", "-0.5"} << 2
        << "invalid level '-0.5'";
    QTest::newRow("infinite level")
        << QStringList{"--export", "f.png", "--view", "filling", "--level", "inf"} << 2
        << "invalid level 'inf'";
    QTest::newRow("level of another view") << QStringList{"--export", "f.png", "--level", "0.5"}
                                           << 2 << "option '--level' needs '--view filling'";
    QTest::newRow("level without export")
        << QStringList{"--level", "0.5"} << 2 << "option '--level' needs '--export'";
    QTest::newRow("unknown user") << QStringList{"--export",     "f.png",  "--view",
                                                 "manipulation", "--user", "Z"}
                                  << 2 << "drfviz: unknown user 'Z' (valid: A, B)";
    QTest::newRow("empty user") << QStringList{"--export", "f.png", "--user", ""} << 2
                                << "the NAME of '--user' is an empty string";
    QTest::newRow("user without export")
        << QStringList{"--report", "--user", "A"} << 2 << "option '--user' needs '--export'";
    QTest::newRow("mechanism of another view")
        << QStringList{"--export", "f.png", "--mechanism", "recompute"} << 2
        << "option '--mechanism' needs '--simulate' or '--view timeline'";
    QTest::newRow("unknown mechanism")
        << QStringList{"--export", "f.png", "--view", "timeline", "--mechanism", "fifo"} << 2
        << "unknown mechanism 'fifo' (valid: recompute, dynamic-drf, online-drf)";
    QTest::newRow("two mechanisms")
        << QStringList{"--export",    "f.png",     "--view",      "timeline",
                       "--mechanism", "recompute", "--mechanism", "online-drf"}
        << 2 << "give it once";
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
    QCOMPARE(files.size(), int(drf::figureRegistry().size()) * 7 * 3);
    for (const char *name :
         {"resource-drf.png", "tasks-walras.svg", "bars-compare.pdf", "resource-max-min.svg",
          "tasks-fixed-price.png", "manipulation-walras.png", "filling-drf.png",
          "filling-asset.svg", "filling-walras.pdf"})
        QVERIFY2(files.contains(QString::fromLatin1(name)), name);
    QCOMPARE(QImage(QDir(dir).filePath("resource-drf.png")).size(), QSize(400, 300));
    QCOMPARE(QImage(QDir(dir).filePath("filling-drf.png")).size(), QSize(400, 300));
    // Each filling policy its own filling; the others the filling of DRF.
    QVERIFY(svgText(QDir(dir).filePath("filling-asset.svg"))
                .contains(QStringLiteral("asset progressive filling: asset share = ")));
    QVERIFY(svgText(QDir(dir).filePath("filling-walras.svg"))
                .contains(QStringLiteral("DRF progressive filling: dominant share s = 0.67")));
}

/// The Export dialog's appearance options on the command line: the title and the legend left
/// out, the text scaled (the seed's title is 13.2 px at 96 dpi: 10 pt), the print style's larger
/// text on top of the scale.
void TestCliExport::appearance_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<bool>("title");
    QTest::addColumn<bool>("legend");
    QTest::addColumn<double>("largestFont");
    QTest::newRow("defaults") << QStringList{} << true << true << 13.2;
    QTest::newRow("no title") << QStringList{"--no-title"} << false << true << 12.0667;
    QTest::newRow("no legend") << QStringList{"--no-legend"} << true << false << 13.2;
    // Twice the text needs twice the figure for the legend to fit.
    QTest::newRow("font scale 2") << QStringList{"--font-scale", "2", "--width", "1600"} << true
                                  << true << 26.4;
    QTest::newRow("print") << QStringList{"--style", "print"} << true << true << 16.5;
    QTest::newRow("screen") << QStringList{"--style", "screen"} << true << true << 13.2;
    QTest::newRow("print, font scale 2")
        << QStringList{"--style", "print", "--font-scale", "2", "--width", "2000"} << true << true
        << 33.0;
}

void TestCliExport::appearance()
{
    QFETCH(QStringList, options);
    QFETCH(bool, title);
    QFETCH(bool, legend);
    QFETCH(double, largestFont);
    const QString svg = path(QStringLiteral("appearance.svg"));
    QFile::remove(svg);
    const CliRun result = run(QStringList{"--export", svg} + options);
    QVERIFY2(result.exitCode == 0, result.err.constData());
    const QString text = svgText(svg);
    QCOMPARE(text.contains(QStringLiteral("DRF: allocation vectors and their sum")), title);
    QCOMPARE(text.contains(QStringLiteral("capacity (180 CPU, 180 GPU)")), legend);
    QVERIFY2(std::abs(largestFontSize(svg) - largestFont) < 0.01,
             qPrintable(QString::number(largestFontSize(svg))));
}

/// --labels: every number on the plot, names on it with the numbers in a caption, or nothing.
void TestCliExport::labelDensities()
{
    const QString svg = path(QStringLiteral("labels.svg"));
    const auto texts = [&](const char *density) {
        QFile::remove(svg);
        const CliRun result = run({"--export", svg, "--labels", density});
        return result.exitCode == 0 ? svgText(svg) : QString::fromUtf8(result.err);
    };
    const QString full = texts("full");
    QVERIFY2(full.contains(QStringLiteral("A: 60 tasks")) &&
                 full.contains(QStringLiteral("20 CPU idle")),
             qPrintable(full));
    const QString compact = texts("compact");
    // The numbers in the caption, on one line each: "A: 60 tasks (120 CPU, 60 GPU)".
    QVERIFY2(compact.contains(QStringLiteral("A: 60 tasks (120 CPU, 60 GPU)")),
             qPrintable(compact));
    QVERIFY2(!compact.contains(QStringLiteral("A: 60 tasks\n")), qPrintable(compact));
    const QString none = texts("none");
    QVERIFY2(!none.contains(QStringLiteral("60 tasks")) && !none.contains(QStringLiteral("idle")),
             qPrintable(none));
    // The axes and the legend stay, its entries by name only.
    QVERIFY2(none.contains(QStringLiteral("capacity A per task B per task DRF total")),
             qPrintable(none));
    QVERIFY2(compact.contains(QStringLiteral("A per task: 2 CPU, 1 GPU")), qPrintable(compact));
}

/// A legend that cannot fit is left out with a word on stderr, and the figure is written.
void TestCliExport::legendLeftOutIsSaid()
{
    const QString png = path(QStringLiteral("small.png"));
    const CliRun result =
        run({"--export", png, "--width", "6cm", "--height", "4.5cm", "--font-scale", "2"});
    QCOMPARE(result.exitCode, 0);
    QVERIFY(QFile::exists(png));
    QVERIFY2(result.err.contains("The legend does not fit"), result.err.constData());
    QVERIFY2(result.err.startsWith("drfviz: " + png.toUtf8() + ": "), result.err.constData());
}

/// --transparent leaves the PNG's background out; the default is white.
void TestCliExport::transparentBackground()
{
    for (const bool transparent : {false, true}) {
        const QString png = path(QStringLiteral("background-%1.png").arg(transparent));
        QStringList arguments{"--export", png};
        if (transparent)
            arguments << "--transparent";
        const CliRun result = run(arguments);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QImage image(png);
        QCOMPARE(image.pixelColor(0, 0).alpha(), transparent ? 0 : 255);
    }
}

/// Without a figure to write, -style is Qt's widget style for the window (QApplication takes
/// it), not the figure's style: the window still opens with it.
void TestCliExport::widgetStyleLeftToQt()
{
    for (const QStringList &arguments : {QStringList{"drfviz", "-style", "Fusion"},
                                         QStringList{"drfviz", "--style=Fusion", "cluster.json"}}) {
        const drf::CommandLineParse parsed = drf::parseCommandLine(arguments);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.commandLine->command, drf::Command::Gui);
    }
    const drf::CommandLineParse report =
        drf::parseCommandLine({"drfviz", "--report", "--style", "print"});
    QVERIFY(!report.ok());
}

/// The filling at the end, at the default size and at 8 x 6 cm for print: the size asked for,
/// and a figure, not a blank page: the capacity fill, the users' vectors and the title.
void TestCliExport::fillingFigure_data()
{
    QTest::addColumn<QStringList>("size");
    QTest::addColumn<QSize>("pixels");
    QTest::newRow("800x600") << QStringList{} << QSize(800, 600);
    QTest::newRow("8x6cm 300dpi") << QStringList{"--width", "8cm",   "--height",
                                                 "6cm",     "--dpi", "300"}
                                  << QSize(945, 709);
}

void TestCliExport::fillingFigure()
{
    QFETCH(QStringList, size);
    QFETCH(QSize, pixels);
    const QString png = path(QStringLiteral("filling-%1.png").arg(pixels.width()));
    CliRun result = run(QStringList{"--export", png, "--view", "filling"} + size);
    QVERIFY2(result.exitCode == 0, result.err.constData());
    // Nothing on stderr but notes on what a small figure leaves out.
    for (const QByteArray &line : result.err.split('\n')) {
        QVERIFY2(line.isEmpty() || line.startsWith("drfviz: " + png.toUtf8() + ": The "),
                 result.err.constData());
    }
    const QImage image(png);
    QCOMPARE(image.size(), pixels);
    const double ink = inkFraction(image);
    QVERIFY2(ink > 0.2 && ink < 0.95, qPrintable(QString::number(ink)));
    QVERIFY(hasColour(image, 0xf1f1f1)); // inside the capacity rectangle
    QVERIFY(hasColour(image, 0x0072B2)); // user A's vector
    QVERIFY(hasColour(image, 0xE69F00)); // user B's vector

    // Every number, whatever the size (at 8 cm, Auto writes the names only).
    const QString svg = path(QStringLiteral("filling-%1.svg").arg(pixels.width()));
    result = run(QStringList{"--export", svg, "--view", "filling", "--labels", "full"} + size);
    QVERIFY2(result.exitCode == 0, result.err.constData());
    const QString text = svgText(svg);
    for (const char *expected :
         {"DRF progressive filling: dominant share s = 0.67", "A: 60 tasks, frozen: GPU full",
          "B: 40 tasks, frozen: GPU full", "GPU full at share 2/3"})
        QVERIFY2(text.contains(QLatin1String(expected)), qPrintable(text));
}

/// --level S draws the filling when the common share is S: at 1/3 in the seed both users are
/// half way (30 and 20 tasks), still growing; in whole tasks, the 50 tasks granted up to it.
void TestCliExport::fillingLevel_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QStringList>("texts");
    QTest::newRow("continuous") << QStringList{"--level", "0.3333333333333333"}
                                << QStringList{"DRF progressive filling: dominant share s = 0.33",
                                               "A: 30 tasks, growing", "B: 20 tasks, growing"};
    QTest::newRow("whole tasks") << QStringList{"--level", "0.3333333333333333", "--whole-tasks"}
                                 << QStringList{"DRF, whole tasks: step 50 of 102",
                                                "A: 30 tasks, growing", "B: 20 tasks, growing"};
    QTest::newRow("past the end") << QStringList{"--level", "7"}
                                  << QStringList{"dominant share s = 0.67", "A: 60 tasks"};
    QTest::newRow("drf-equal at 0")
        << QStringList{"--level", "0", "--policy", "drf-equal"}
        << QStringList{"DRF (equal) progressive filling: dominant share s = 0.00",
                       "A: 0 tasks, growing"};
}

void TestCliExport::fillingLevel()
{
    QFETCH(QStringList, options);
    QFETCH(QStringList, texts);
    const QString svg = path(QStringLiteral("level.svg"));
    QFile::remove(svg);
    const CliRun result = run(QStringList{"--export", svg, "--view", "filling"} + options);
    QVERIFY2(result.exitCode == 0, result.err.constData());
    const QString text = svgText(svg);
    for (const QString &expected : texts)
        QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" in ") + text));
}

void TestCliExport::manipulation_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QSize>("pixels");
    QTest::addColumn<QString>("policy");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QStringList>("texts");
    const QStringList screen{"--width", "800", "--height", "600"};
    const QStringList print{"--width", "8cm", "--height", "6cm", "--dpi", "300"};
    // The seed: under DRF A's truth is its best report; under Walras B gains 25 % by halving
    // its reported GPU / CPU ratio (3 to 1.5).
    const QStringList drfTexts{"Along the reported ratio (DRF)", "A's real tasks",
                               "truth = best: 60 tasks", "reported GPU / CPU (truth 0.5)"};
    const QStringList walrasTexts{"Along the reported ratio (Walras)", "B's real tasks",
                                  "truth: 36 tasks", "best lie: 45 tasks (+25.0%)"};
    QTest::newRow("default user, drf, 800x600 px")
        << screen << QSize(800, 600) << "drf" << QString() << drfTexts;
    QTest::newRow("B, walras, 8x6 cm at 300 dpi") << print << QSize(945, 709) << "walras"
                                                  << "B" << walrasTexts;
    QTest::newRow("B, walras, 800x600 px") << screen << QSize(800, 600) << "walras"
                                           << "B" << walrasTexts;
}

/// --view manipulation draws the curve of --user under --policy: the PNG at its size with the
/// curve in it, and the SVG with the labels the seed's numbers give.
void TestCliExport::manipulation()
{
    QFETCH(QStringList, options);
    QFETCH(QSize, pixels);
    QFETCH(QString, policy);
    QFETCH(QString, user);
    QFETCH(QStringList, texts);
    QStringList common{"--view", "manipulation", "--policy", policy};
    if (!user.isEmpty())
        common << "--user" << user;
    const QString name = QStringLiteral("manipulation-%1-%2").arg(policy, user);
    for (const QString &suffix : {QStringLiteral("png"), QStringLiteral("svg")}) {
        const QString out = path(name + QLatin1Char('.') + suffix);
        const CliRun result = run(QStringList{"--export", out} + common + options);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(result.err.isEmpty(), result.err.constData());
        QVERIFY(QFileInfo(out).size() > 1000);
    }
    const QImage image(path(name + QStringLiteral(".png")));
    QCOMPARE(image.size(), pixels);
    // Not blank: the curve's blue (0x0072b2) over a good stretch, the truth's black cross.
    const int curve = pixelsNear(image, QColor(0x0072b2));
    QVERIFY2(curve > pixels.width(), qPrintable(QString::number(curve)));
    QVERIFY(pixelsNear(image, Qt::black, 40) > 100);
    const QString text = svgText(path(name + QStringLiteral(".svg")));
    for (const QString &expected : texts)
        QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" in ") + text));
}

void TestCliExport::timeline_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QStringList>("texts");
    QTest::newRow("all three") << QStringList{}
                               << QStringList{"The three mechanisms over time", "Recompute",
                                              "Dynamic DRF", "Online DRF", "CPU used"};
    QTest::newRow("online-drf") << QStringList{"--mechanism", "online-drf"}
                                << QStringList{"Online DRF over time", "arrives"};
    QTest::newRow("recompute under asset")
        << QStringList{"--mechanism", "recompute", "--policy", "asset"}
        << QStringList{"Recompute (asset) over time"};
}

void TestCliExport::timeline()
{
    // The late-arrival story (users A and B, B from t = 5) over time.
    QFETCH(QStringList, options);
    QFETCH(QStringList, texts);
    const QString out = path(QStringLiteral("timeline-%1.svg").arg(QTest::currentDataTag()));
    const CliRun result = run(
        QStringList{"--export", out, "--view", "timeline", "--preset", "late-arrival"} + options);
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QVERIFY2(result.err.isEmpty(), result.err.constData());
    const QString text = svgText(out);
    for (const QString &expected : texts + QStringList{"A", "B", "time"})
        QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" in ") + text));
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
    QCOMPARE(QDir(dir).entryList(QDir::Files).size(), int(drf::figureRegistry().size()) * 7 * 3);
    QVERIFY(svgText(QDir(dir).filePath("bars-walras.svg"))
                .contains(QStringLiteral("the other 9,992 users, together")));
}

DRFVIZ_TEST_GUILESS_MAIN(TestCliExport)
#include "tst_cli_export.moc"
