// drfviz --export fig.tex: pgfplots figures that pdflatex compiles, run as a real process without
// any display, compiled with pdflatex and read back with pdftotext.
#include "clirun.h"
#include "palette.h"
#include "plotscenarios.h"
#include "scenariofile.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kSeed = QString();
const QString kThreeByThree =
    QStringLiteral(DRFVIZ_SOURCE_DIR "/resources/presets/three-by-three.json");

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/// Runs `program` with `arguments` in `dir`; its exit code, or -1 when it did not finish.
int runTool(const QString &program, const QStringList &arguments, const QString &dir,
            QByteArray *output = nullptr)
{
    QProcess process;
    process.setWorkingDirectory(dir);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit)
        return -1;
    if (output)
        *output = process.readAll();
    return process.exitCode();
}

/// The text pdftotext reads from a PDF, on one line (labels wrap, columns interleave).
QString simplifiedPdfText(const QString &pdf)
{
    QByteArray text;
    if (runTool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}, QFileInfo(pdf).path(),
                &text) != 0)
        return {};
    return QString::fromUtf8(text).simplified();
}

} // namespace

class TestCliTex : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
    /// Writes `name`.tex with `options`, compiles it (as an \input of a small document unless it
    /// is standalone, with `preamble` after its \documentclass) and returns the PDF's text;
    /// fails the test on the way.
    QString compiledText(const QString &name, const QStringList &options, bool standalone,
                         const QByteArray &preamble = {});

private slots:
    void initTestCase();
    void figures_data();
    void figures();
    void pictureToInput();
    void timelinePictureToInput();
    void sizeAndAppearance();
    void specialCharacters();
    void polishLetters();
    void allowedNamesCompile_data();
    void allowedNamesCompile();
    void manyUsersFold();
    void usageErrors_data();
    void usageErrors();
};

void TestCliTex::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // CI installs them (tools/setup-debian.sh): without them this test fails, it never skips.
    for (const char *tool : {"pdflatex", "pdftotext"})
        QVERIFY2(!QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty(),
                 qPrintable(QStringLiteral("%1 is missing: run tools/setup-debian.sh (texlive-"
                                           "latex-base, texlive-latex-extra, texlive-pictures, "
                                           "poppler-utils)")
                                .arg(QLatin1String(tool))));
}

QString TestCliTex::compiledText(const QString &name, const QStringList &options, bool standalone,
                                 const QByteArray &preamble)
{
    const QString tex = path(name + QStringLiteral(".tex"));
    QStringList arguments{QStringLiteral("--export"), tex};
    arguments += options;
    if (standalone)
        arguments.append(QStringLiteral("--standalone"));
    const CliRun run = runWithoutDisplay(arguments);
    if (run.exitCode != 0) {
        qWarning("drfviz: %s", run.err.constData());
        return {};
    }
    QString document = name;
    if (!standalone) {
        document = name + QStringLiteral("-document");
        // What the file's first lines ask a document to load, and the figure \input.
        const QByteArray wrapper = "\\documentclass{article}\n" + preamble +
                                   "\\usepackage{pgfplots}\n"
                                   "\\pgfplotsset{compat=1.18}\n\\begin{document}\n\\input{" +
                                   name.toUtf8() + ".tex}\n\\end{document}\n";
        if (!writeFile(path(document + QStringLiteral(".tex")), wrapper))
            return {};
    }
    QByteArray log;
    const int status =
        runTool(QStringLiteral("pdflatex"),
                {QStringLiteral("-interaction=nonstopmode"), QStringLiteral("-halt-on-error"),
                 document + QStringLiteral(".tex")},
                m_dir.path(), &log);
    if (status != 0) {
        qWarning("pdflatex %s failed:\n%s", qPrintable(document), log.right(3000).constData());
        return {};
    }
    return simplifiedPdfText(path(document + QStringLiteral(".pdf")));
}

/// Every view of the seed under DRF and compared, and of the three-by-three preset (three users,
/// three resources) under a policy and compared, compiled standalone. The task counts are the
/// math's: the seed's DRF gives A 60 and B 40 tasks (s = 2/3, DOMAIN.md); the three-by-three's
/// DRF fills Memory at s = 1/2, so x_i = s / mu_i with mu = (1/16, 1/8, 1/16): 8, 4 and 8.
void TestCliTex::figures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QStringList>("texts");
    const QStringList seedNames{QStringLiteral("CPU"), QStringLiteral("GPU")};
    QTest::newRow("seed resource drf")
        << kSeed << QStringList{"--view", "resource", "--policy", "drf"}
        << (seedNames + QStringList{"A: 60 tasks", "B: 40 tasks", "DRF: 160 CPU, 180 GPU",
                                    "DRF total", "20 CPU idle", "+15 GPU over capacity"});
    QTest::newRow("seed resource compare")
        << kSeed << QStringList{"--policy", "compare"}
        << (seedNames + QStringList{"Walras: 180 CPU, 180 GPU", "max-min: 120 CPU, 135 GPU"});
    QTest::newRow("seed tasks drf")
        << kSeed << QStringList{"--view", "tasks"}
        << QStringList{"tasks of A", "tasks of B", "(60, 40)", "max-min = equal split: (45, 30)"};
    QTest::newRow("seed bars drf")
        << kSeed << QStringList{"--view", "bars"} << (seedNames + QStringList{"88.9 %", "100.0 %"});
    QTest::newRow("seed bars compare")
        << kSeed
        << QStringList{"--view", "bars", "--policy", "compare"}
        // Written short at the default size, as on screen: the caption names the bars.
        << (seedNames + QStringList{"108.3 %", "bars from left to right: max-min, fixed price",
                                    "above 100 %: over capacity"});
    QTest::newRow("seed filling") << kSeed << QStringList{"--view", "filling"}
                                  << (seedNames + QStringList{"A: 60 tasks", "B: 40 tasks",
                                                              "GPU full at share 2/3"});
    QTest::newRow("seed filling level")
        << kSeed << QStringList{"--view", "filling", "--level", "0.5"}
        << QStringList{"A: 45 tasks", "B: 30 tasks", "dominant share s = 0.5"};
    QTest::newRow("seed manipulation")
        << kSeed << QStringList{"--view", "manipulation"}
        << QStringList{"reported GPU / CPU", "truth = best: 60 tasks", "real tasks"};
    const QStringList threeNames{QStringLiteral("CPU"), QStringLiteral("Memory (GB)")};
    QTest::newRow("3x3 resource drf")
        << kThreeByThree << QStringList{"--policy", "drf"}
        << (threeNames + QStringList{"Analytics: 8 tasks", "Training: 4 tasks", "Serving: 8 tasks",
                                     "Memory (GB) full"});
    QTest::newRow("3x3 resource compare")
        << kThreeByThree << QStringList{"--policy", "compare"}
        << (threeNames + QStringList{"DRF total", ": 48 CPU, 4 GPU"});
    QTest::newRow("3x3 tasks compare")
        << kThreeByThree << QStringList{"--view", "tasks", "--policy", "compare"}
        << QStringList{"tasks of Analytics", "tasks of Training", "(8, 4)",
                       "Memory (GB): 16·Analytics + 32·Training ≤ 256"};
    QTest::newRow("3x3 bars drf") << kThreeByThree << QStringList{"--view", "bars"}
                                  << QStringList{"CPU",      "GPU",     "Memory (GB)", "Analytics",
                                                 "Training", "Serving", "100.0 %"};
    QTest::newRow("3x3 filling asset")
        << kThreeByThree << QStringList{"--view", "filling", "--policy", "asset"}
        << (threeNames + QStringList{"asset progressive filling"});
    QTest::newRow("3x3 manipulation")
        << kThreeByThree << QStringList{"--view", "manipulation"}
        << QStringList{"factor on the reported GPU / CPU ratio", "truth = best: 8 tasks"};
    // The timeline, a column of panels (a groupplot): at the default 8 x 6 cm the three
    // mechanisms' shares alone, as on screen at that size; taller, their utilization too.
    QTest::newRow("late arrival timeline")
        << QString() << QStringList{"--view", "timeline", "--preset", "late-arrival"}
        << QStringList{"The three mechanisms over time",
                       "Recompute",
                       "Dynamic DRF",
                       "Online DRF",
                       "share",
                       "time",
                       "A",
                       "B",
                       "arrives",
                       "leaves or is done"};
    QTest::newRow("late arrival timeline tall")
        << QString() << QStringList{"--view",  "timeline", "--preset", "late-arrival",
                                    "--width", "12cm",     "--height", "16cm"}
        << QStringList{"Online DRF", "used (%)", "CPU used", "GPU used"};
    QTest::newRow("churn online-drf timeline")
        << QString()
        << QStringList{"--view", "timeline", "--mechanism", "online-drf", "--preset", "churn"}
        << QStringList{"Online DRF over time: dominant shares and utilization", "batch", "web",
                       "used (%)", "Memory used"};
}

void TestCliTex::figures()
{
    QFETCH(QString, file);
    QFETCH(QStringList, options);
    QFETCH(QStringList, texts);
    if (!file.isEmpty())
        options.append(file);
    const QString name =
        QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
    const QString text = compiledText(name, options, true);
    QVERIFY2(!text.isEmpty(), "no PDF text");
    for (const QString &expected : texts)
        QVERIFY2(text.contains(expected),
                 qPrintable(QStringLiteral("'%1' not in: %2").arg(expected, text)));
    // A whole document, its colours defined once at the top and named after what they show.
    const QByteArray tex = readFile(path(name + QStringLiteral(".tex")));
    QVERIFY(tex.contains("\\documentclass[border=2pt]{standalone}"));
    QVERIFY(tex.contains("\\begin{axis}[") || tex.contains("\\begin{groupplot}["));
    for (const QByteArray &line : tex.split('\n')) {
        if (line.startsWith("\\definecolor{"))
            QCOMPARE(tex.count(line.left(line.indexOf('}') + 1)), 1);
    }
}

/// Without --standalone the file is a tikzpicture that a document \input's: its comment names
/// the packages to load, and it compiles so.
void TestCliTex::pictureToInput()
{
    const QString text = compiledText(QStringLiteral("picture"), {}, false);
    QVERIFY2(text.contains(QStringLiteral("A: 60 tasks")), qPrintable(text));
    const QByteArray tex = readFile(path(QStringLiteral("picture.tex")));
    QVERIFY(tex.startsWith("%"));
    QVERIFY(tex.contains("\\usepackage{pgfplots}\\pgfplotsset{compat=1.18}"));
    QVERIFY(!tex.contains("\\documentclass"));
    QVERIFY(tex.contains("\\begin{tikzpicture}"));
    // The users' and the policies' colours, from the palette, once each.
    QCOMPARE(tex.count("\\definecolor{userA}{HTML}{0072B2}"), 1);
    QCOMPARE(tex.count("\\definecolor{userB}{HTML}{E69F00}"), 1);
    const QByteArray drf = drf::policyColor(drf::PolicyId::Drf).name().mid(1).toUpper().toLatin1();
    QCOMPARE(tex.count("\\definecolor{policyDRF}{HTML}{" + drf + "}"), 1);
    QVERIFY(tex.contains("\\draw[->, userA"));
    QVERIFY(tex.contains("(axis cs:0,0) -- (axis cs:120,60)")); // A's vector, 60 x (2, 1)
    // A LaTeX figure of no given size is one column wide.
    QVERIFY(tex.contains("width=8cm, height=6cm"));
}

/// --width and --height (centimetres, or pixels at 96 dpi) are the axis' width= and height=;
/// --no-title and --no-legend leave them out.
void TestCliTex::sizeAndAppearance()
{
    const auto export_ = [this](const QStringList &options) {
        const QString tex = path(QStringLiteral("appearance.tex"));
        const CliRun run = runWithoutDisplay(QStringList{"--export", tex} + options);
        return run.exitCode == 0 ? readFile(tex) : QByteArray();
    };
    QVERIFY(export_({"--width", "6cm", "--height", "4.5cm"}).contains("width=6cm, height=4.5cm"));
    // 384 x 192 px at 96 dpi: 10.16 x 5.08 cm.
    QVERIFY(
        export_({"--width", "384", "--height", "192"}).contains("width=10.16cm, height=5.08cm"));
    const QByteArray plain = export_({"--no-title", "--no-legend"});
    QVERIFY(!plain.isEmpty());
    QVERIFY(!plain.contains("title={"));
    QVERIFY(!plain.contains("\\addlegendentry"));
    QVERIFY(export_({}).contains("title={DRF: allocation vectors and their sum}"));
    QVERIFY(export_({"--font-scale", "1.5"}).contains("font=\\footnotesize, align=left"));
    // --labels: at 8 cm Auto names the vectors (their numbers go to the caption, as on screen);
    // Full adds their numbers; None leaves no label.
    const QByteArray automatic = export_({});
    const QByteArray full = export_({"--labels", "full"});
    const QByteArray none = export_({"--labels", "none"});
    QVERIFY(full.contains("(120 CPU, 60 GPU)"));
    QVERIFY(automatic.contains(" {A};"));
    QVERIFY(!full.contains(" {A};"));
    QVERIFY(automatic.contains("\\node"));
    QVERIFY(!none.contains("\\node"));
    // The policies' marks are the plots' shapes: fixed price a diamond, DRF (equal) a triangle
    // turned over.
    const QByteArray tasks = export_({"--view", "tasks", "--policy", "compare"});
    QVERIFY(tasks.contains("mark=diamond*"));
    QVERIFY(tasks.contains("mark options={rotate=180, "));
}

/// The timeline's picture names the groupplots library beside pgfplots, and compiles in a
/// document that loads both; the followed instant is not the command line's (no cursor).
void TestCliTex::timelinePictureToInput()
{
    const QString text =
        compiledText(QStringLiteral("timeline-picture"),
                     {"--view", "timeline", "--mechanism", "recompute", "--preset", "late-arrival"},
                     false, "\\usepackage{pgfplots}\\usepgfplotslibrary{groupplots}\n");
    QVERIFY2(text.contains(QStringLiteral("Recompute (DRF) over time")), qPrintable(text));
    const QByteArray tex = readFile(path(QStringLiteral("timeline-picture.tex")));
    QVERIFY(tex.contains("% In the document's preamble: \\usepackage{pgfplots}"
                         "\\usepgfplotslibrary{groupplots}\\pgfplotsset{compat=1.18}"));
    QVERIFY(!tex.contains("\\documentclass"));
    QCOMPARE(tex.count("\\nextgroupplot["), 2);
    QVERIFY(!tex.contains("\\draw["));
}

/// Names with LaTeX's special characters are escaped: the figure compiles and shows them.
void TestCliTex::specialCharacters()
{
    drf::Scenario scenario = drf::Scenario::seed();
    scenario.resources[0].name = QStringLiteral("CPU_cores & 50% #1");
    scenario.resources[1].name = QStringLiteral("GPU {x} $y ~z ^w \\v");
    scenario.users[0].name = QStringLiteral("user_a%&#");
    scenario.users[1].name = QStringLiteral("Bé<>|{}$~^\\ Łódź 日本");
    const QString file = path(QStringLiteral("special.json"));
    QVERIFY(drf::saveScenarioFile(scenario, file));
    for (const char *view : {"resource", "tasks", "bars"}) {
        const QString text = compiledText(QStringLiteral("special-%1").arg(QLatin1String(view)),
                                          {"--view", view, file}, true);
        QVERIFY2(!text.isEmpty(), view);
        // pdftotext reads OT1's underscore as a space.
        for (const char *expected : {"%&#", "& 50% #1", "{x} $y"})
            QVERIFY2(text.contains(QLatin1String(expected)),
                     qPrintable(QStringLiteral("%1: '%2' not in: %3")
                                    .arg(QLatin1String(view), QLatin1String(expected), text)));
    }
    const QByteArray tex = readFile(path(QStringLiteral("special-resource.tex")));
    QVERIFY(tex.contains("user\\_a\\%\\&\\#: 60 tasks"));
    QVERIFY(tex.contains("B\\'{e}\\textless{}\\textgreater{}\\textbar{}\\{\\}\\$\\textasciitilde{}"
                         "\\textasciicircum{}\\textbackslash{} \\L{}\\'{o}d\\'{z} ??: 40 tasks"));
    // Colour names keep only ASCII letters and digits.
    QVERIFY(tex.contains("\\definecolor{userusera}{HTML}"));
}

/// Polish texts keep their letters: standalone, the document loads the T1 font encoding and
/// the PDF reads "zachowują przydział"; a picture forces no package on the document that
/// \input's it: under T1 it prints the ogonek too, under LaTeX's default OT1 it compiles and
/// prints the bare letter.
void TestCliTex::polishLetters()
{
    // Four users: the task space's title says that the other two keep their allocation.
    drf::Scenario scenario = drf::Scenario::seed();
    scenario.users.append({QStringLiteral("C"), {1.0, 1.0}, 1.0, std::nullopt});
    scenario.users.append({QStringLiteral("D"), {1.0, 2.0}, 1.0, std::nullopt});
    const QString file = path(QStringLiteral("four.json"));
    QVERIFY(drf::saveScenarioFile(scenario, file));
    const QStringList options{"--lang", "pl", "--view", "tasks", file};

    const QString standalone = compiledText(QStringLiteral("polish"), options, true);
    QVERIFY2(standalone.contains(QStringLiteral("(pozostali (2) zachowują przydział z DRF)")),
             qPrintable(standalone));
    QVERIFY2(standalone.contains(QStringLiteral("Przestrzeń zadań A i B")), qPrintable(standalone));
    const QByteArray tex = readFile(path(QStringLiteral("polish.tex")));
    QVERIFY(tex.contains("\\usepackage[T1]{fontenc}"));
    QVERIFY(tex.contains("zachowuj\\drfvizogonek{a} przydzia\\l{}"));

    const QString t1 = compiledText(QStringLiteral("polish-t1"), options, false,
                                    "\\usepackage{cmap}\n\\usepackage[T1]{fontenc}\n");
    QVERIFY2(t1.contains(QStringLiteral("zachowują przydział")), qPrintable(t1));
    const QByteArray picture = readFile(path(QStringLiteral("polish-t1.tex")));
    for (const QByteArray &line : picture.split('\n'))
        QVERIFY2(line.startsWith('%') || !line.contains("\\usepackage"), line.constData());
    QVERIFY(picture.contains("% and, for the ogonek of its Polish letters (a, e), "
                             "\\usepackage[T1]{fontenc}."));
    // OT1 has no ogonek (and pdftotext reads its l with a stroke as l).
    const QString ot1 = compiledText(QStringLiteral("polish-ot1"), options, false);
    QVERIFY2(ot1.contains(QStringLiteral("zachowuja przydzial")), qPrintable(ot1));

    // Without accented letters a standalone figure keeps LaTeX's default fonts.
    const QString english = path(QStringLiteral("english.tex"));
    QCOMPARE(runWithoutDisplay(
                 {"--lang", "en", "--export", english, "--view", "tasks", "--standalone", file})
                 .exitCode,
             0);
    QVERIFY(!readFile(english).contains("fontenc"));
}

void TestCliTex::allowedNamesCompile_data()
{
    QTest::addColumn<QString>("view");
    for (const char *view : {"resource", "tasks", "bars", "filling", "manipulation", "timeline"})
        QTest::newRow(view) << QString::fromLatin1(view);
}

/// Issue 31: every name a file may hold compiles in every view's figure, at full labels:
/// Polish letters, quotes, markup, TeX's specials, a backslash and emoji (no line breaks: a
/// blank line in a name stopped pdflatex, and names may not have one).
void TestCliTex::allowedNamesCompile()
{
    QFETCH(QString, view);
    const QString file = path(QStringLiteral("allowed.json"));
    QVERIFY(drf::saveScenarioFile(drf::test::seedWithAllowedNames(), file));
    const QString text = compiledText(QStringLiteral("allowed-%1").arg(view),
                                      {"--view", view, "--labels", "full", file}, true);
    QVERIFY2(!text.isEmpty(), "no PDF text");
    QVERIFY2(text.contains(QStringLiteral("B ? #1")) ||
                 text.contains(QStringLiteral("GPU & 50% $x$")),
             qPrintable(text));
}

/// Beyond 50 users the figure folds the small users into one band, as on screen, so that it
/// stays small and compiles.
void TestCliTex::manyUsersFold()
{
    const QString file = path(QStringLiteral("many.json"));
    QVERIFY(drf::saveScenarioFile(drf::test::largeScenario(2000, 2), file));
    const QString text = compiledText(QStringLiteral("many"), {file}, true);
    QVERIFY2(text.contains(QStringLiteral("the other 1,992 users together")), qPrintable(text));
    QVERIFY(readFile(path(QStringLiteral("many.tex"))).size() < 10000);
    const QString bars = compiledText(QStringLiteral("many-bars"), {"--view", "bars", file}, true);
    QVERIFY2(bars.contains(QStringLiteral("the other 1,992 users, together")), qPrintable(bars));
}

void TestCliTex::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString needsTex = QStringLiteral("option '--standalone' needs '--export OUT.tex'");
    QTest::newRow("png") << QStringList{"--export", "f.png", "--standalone"} << needsTex;
    QTest::newRow("alone") << QStringList{"--standalone"} << needsTex;
    QTest::newRow("export-dir") << QStringList{"--export-dir", "d", "--standalone"} << needsTex;
    QTest::newRow("report") << QStringList{"--report", "--standalone"} << needsTex;
}

void TestCliTex::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun run = runWithoutDisplay(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QVERIFY(run.out.isEmpty());
}

DRFVIZ_TEST_GUILESS_MAIN(TestCliTex)
#include "tst_cli_tex.moc"
