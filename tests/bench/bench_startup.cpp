// Window start to first paint: the real drfviz binary (DRFVIZ_EXIT_AT_FIRST_PAINT: it ends its
// process once its first plot is painted) against the smallest Qt Widgets window doing the same
// (startup_minimal_window), that window holding one QCustomPlot (startup_one_plot_window: what
// any window pays whose first frame is a plot) and drfviz's first screen as static widgets
// (startup_static_window: what any window pays whose first frame shows as much, so that drfviz's
// own cost is the rest), alternated run by run, all on the offscreen platform with fresh settings
// (no last file, no autosave to offer). Prints the medians, the spread (fastest-slowest) and their
// ratios; no assertions: the figures go into the README. BENCH_RUNS sets the runs per program
// (default 15).
#include "spread.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <vector>

namespace {

using drf::bench::Spread;
using drf::bench::spreadOf;

/// Milliseconds from starting `program` to its exit at its first paint; -1 when it failed.
double timeToFirstPaint(const QString &program, const QProcessEnvironment &environment)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    QElapsedTimer clock;
    clock.start();
    process.start(program, {});
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0)
        return -1.0;
    return double(clock.nsecsElapsed()) / 1e6;
}

} // namespace

int main()
{
    QTextStream out(stdout);
    const int runs = std::max(3, qEnvironmentVariableIntValue("BENCH_RUNS") > 0
                                     ? qEnvironmentVariableIntValue("BENCH_RUNS")
                                     : 15);
    QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"),
                       QStringLiteral("offscreen:configfile=" DRFVIZ_OFFSCREEN_SCREEN));
    environment.insert(QStringLiteral("HOME"), home.path());
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("DRFVIZ_EXIT_AT_FIRST_PAINT"), QStringLiteral("1"));

    struct Program
    {
        QString label;
        QString binary;
        std::vector<double> times;
    };
    std::vector<Program> programs = {
        {QStringLiteral("drfviz (seed, 1280 x 800 window)"), QStringLiteral(DRFVIZ_BINARY), {}},
        {QStringLiteral("its first screen as static widgets"),
         QStringLiteral(STATIC_WINDOW_BINARY),
         {}},
        {QStringLiteral("the same window with one plot only"),
         QStringLiteral(ONE_PLOT_WINDOW_BINARY),
         {}},
        {QStringLiteral("minimal Qt Widgets window"), QStringLiteral(MINIMAL_WINDOW_BINARY), {}},
    };
    // One of each first: the disk cache warm for all.
    for (const Program &program : programs)
        timeToFirstPaint(program.binary, environment);
    for (int k = 0; k < runs; ++k) {
        for (Program &program : programs) {
            const double time = timeToFirstPaint(program.binary, environment);
            if (time < 0.0) {
                out << "bench_startup: a run of " << program.binary
                    << " failed (did it paint and exit?)\n";
                return 1;
            }
            program.times.push_back(time);
        }
    }
    out << QStringLiteral("window start to first paint, %1 alternated runs each (median, "
                          "fastest-slowest):\n")
               .arg(runs);
    std::vector<Spread> spreads;
    for (const Program &program : programs) {
        spreads.push_back(spreadOf(program.times));
        out << QStringLiteral("  %1 %2 ms (%3-%4)\n")
                   .arg(program.label + QLatin1Char(':'), -36)
                   .arg(spreads.back().median, 0, 'f', 1)
                   .arg(spreads.back().fastest, 0, 'f', 1)
                   .arg(spreads.back().slowest, 0, 'f', 1);
    }
    const double drfviz = spreads[0].median;
    const double staticScreen = spreads[1].median;
    const double onePlot = spreads[2].median;
    const double minimal = spreads[3].median;
    out << QStringLiteral("  ratio of the medians, drfviz / minimal: %1x (target <= 1.3x)\n")
               .arg(drfviz / minimal, 0, 'f', 2);
    out << QStringLiteral("  static first screen / minimal: %1x; one plot only / minimal: %2x\n")
               .arg(staticScreen / minimal, 0, 'f', 2)
               .arg(onePlot / minimal, 0, 'f', 2);
    out << QStringLiteral("  drfviz / static first screen: %1x (%2 ms of drfviz's own)\n")
               .arg(drfviz / staticScreen, 0, 'f', 2)
               .arg(drfviz - staticScreen, 0, 'f', 1);
    return 0;
}
