// Window start to first paint: the real drfviz binary (DRFVIZ_EXIT_AT_FIRST_PAINT: it ends its
// process once its first plot is painted) against the smallest Qt Widgets window doing the same
// (startup_minimal_window), alternated run by run, both on the offscreen platform with fresh
// settings (no last file, no autosave to offer). Prints the medians, the spread (fastest-slowest)
// and their ratio; no assertions: the figures go into the README. BENCH_RUNS sets the runs per
// program (default 15).
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

    // One of each first: the disk cache warm for both.
    timeToFirstPaint(QStringLiteral(DRFVIZ_BINARY), environment);
    timeToFirstPaint(QStringLiteral(MINIMAL_WINDOW_BINARY), environment);
    std::vector<double> drfviz;
    std::vector<double> minimal;
    for (int k = 0; k < runs; ++k) {
        const double app = timeToFirstPaint(QStringLiteral(DRFVIZ_BINARY), environment);
        const double base = timeToFirstPaint(QStringLiteral(MINIMAL_WINDOW_BINARY), environment);
        if (app < 0.0 || base < 0.0) {
            out << "bench_startup: a run failed (did the program paint and exit?)\n";
            return 1;
        }
        drfviz.push_back(app);
        minimal.push_back(base);
    }
    const Spread app = spreadOf(drfviz);
    const Spread base = spreadOf(minimal);
    out << QStringLiteral("window start to first paint, %1 alternated runs each (median, "
                          "fastest-slowest):\n")
               .arg(runs);
    out << QStringLiteral("  drfviz (seed, 1440 x 900 screen): %1 ms (%2-%3)\n")
               .arg(app.median, 0, 'f', 1)
               .arg(app.fastest, 0, 'f', 1)
               .arg(app.slowest, 0, 'f', 1);
    out << QStringLiteral("  minimal Qt Widgets window:        %1 ms (%2-%3)\n")
               .arg(base.median, 0, 'f', 1)
               .arg(base.fastest, 0, 'f', 1)
               .arg(base.slowest, 0, 'f', 1);
    out << QStringLiteral("  ratio of the medians: %1x (target <= 1.3x)\n")
               .arg(app.median / base.median, 0, 'f', 2);
    return 0;
}
