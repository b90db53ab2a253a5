// What `drfviz --export` costs with the largest valid files: each view under compare, 10,000
// users x 16 resources, as PNG, PDF and SVG at 800 x 600, timed in-process through the command's
// own runExport() (file loading, the six policies, the offscreen draw and the write), and the
// whole --export-dir (every view under every policy and compare, in three formats). Prints medians.
// The reference line, a 40 x 30 px task space, is what every export pays before drawing: reading
// the file and the six policies. Run under QT_QPA_PLATFORM=offscreen; BENCH_RUNS=n sets the runs
// per figure (5).

#include "../plotscenarios.h"
#include "commandline.h"
#include "exportcommand.h"
#include "scenariofile.h"

#include <QApplication>
#include <QBuffer>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <vector>

using namespace drf;

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

/// Runs the command line `arguments` `runs` times; returns the median in milliseconds, or -1
/// when a run failed.
double timeCommand(const QStringList &arguments, int runs)
{
    const CommandLineParse parsed =
        parseCommandLine(QStringList{QStringLiteral("drfviz")} + arguments);
    if (!parsed.ok())
        return -1;
    std::vector<double> millis;
    for (int k = 0; k < runs; ++k) {
        QBuffer err;
        err.open(QIODevice::WriteOnly);
        QElapsedTimer timer;
        timer.start();
        if (runExport(*parsed.commandLine, err) != kExitOk)
            return -1;
        millis.push_back(timer.nsecsElapsed() / 1e6);
    }
    return median(millis);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QTextStream out(stdout);
    QTemporaryDir dir;
    const int runs = qEnvironmentVariableIntValue("BENCH_RUNS") > 0
                         ? qEnvironmentVariableIntValue("BENCH_RUNS")
                         : 5;
    out << "drfviz --export, in-process (load, six policies, draw offscreen, write), 800 x 600, "
           "median of "
        << runs << " runs\nplatform: " << QGuiApplication::platformName() << "\n\n";
    const struct
    {
        int users;
        int resources;
    } sizes[] = {{1000, 16}, {10000, 16}};
    for (const auto &size : sizes) {
        const QString file = dir.filePath(QStringLiteral("scenario-%1.json").arg(size.users));
        QString error;
        if (!saveScenarioFile(test::largeScenario(size.users, size.resources), file, &error)) {
            out << error << "\n";
            return 1;
        }
        out << size.users << " users x " << size.resources << " resources\n";
        const auto line = [&out](const QString &what, double ms) {
            out << QStringLiteral("  %1 %2 ms\n").arg(what, -40).arg(ms, 6, 'f', 0);
            out.flush();
        };
        line(QStringLiteral("reference: tasks, max-min, 40 x 30 px"),
             timeCommand({QStringLiteral("--export"), dir.filePath("x.png"),
                          QStringLiteral("--view"), QStringLiteral("tasks"),
                          QStringLiteral("--policy"), QStringLiteral("max-min"),
                          QStringLiteral("--width"), QStringLiteral("40"), file},
                         runs));
        for (const FigureEntry &figure : figureRegistry()) {
            const QString view = QLatin1String(figure.name);
            for (const char *format : {"png", "pdf", "svg"}) {
                line(QStringLiteral("%1 compare %2").arg(view, QLatin1String(format)),
                     timeCommand(
                         {QStringLiteral("--export"),
                          dir.filePath(QStringLiteral("figure.%1").arg(QLatin1String(format))),
                          QStringLiteral("--view"), view, QStringLiteral("--policy"),
                          QStringLiteral("compare"), file},
                         runs));
            }
        }
        // The manipulation curve under the slowest policy: an equilibrium per point.
        line(QStringLiteral("manipulation walras png"),
             timeCommand({QStringLiteral("--export"), dir.filePath("figure.png"),
                          QStringLiteral("--view"), QStringLiteral("manipulation"),
                          QStringLiteral("--policy"), QStringLiteral("walras"), file},
                         runs));
        // Every view under the six policies and compare, in three formats.
        line(QStringLiteral("--export-dir (%1 figures)").arg(figureRegistry().size() * 7 * 3),
             timeCommand({QStringLiteral("--export-dir"), dir.filePath("all"), file},
                         std::max(1, runs / 3)));
        out << "\n";
        out.flush();
    }
    return 0;
}
