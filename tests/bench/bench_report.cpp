// The command-line report and the strategy-proofness search at scale. Prints medians and spread
// (fastest-slowest); no assertions: the figures go into the README's performance section.
// - `drfviz --report` as a whole process (the real binary: parsing, six policies, analyses, JSON
//   written to a pipe) on 1,000 / 3,000 / 10,000 users x 16 resources, continuous and whole
//   tasks: wall time and the child's CPU time (user + system). BENCH_REPORT_BINARY=path times
//   another build of drfviz instead (an older one, for a before/after in one run).
// - strategyProofColumn() (the Properties dock's search, all six policies, as `--manipulation`
//   searches each policy) on 50 and 500 users, CPU time of the thread. BENCH_SEARCH_WHOLE=1 adds
//   500 users with whole tasks. BENCH_SEARCH_ONLY=1 runs the search rows alone;
//   BENCH_SEARCH_POLICIES=1 adds one run of each policy's search alone.
#include "../plotscenarios.h"
#include "benchcluster.h"
#include "propertytable.h"
#include "scenariofile.h"
#include "spread.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <vector>

#include <sys/resource.h>

using namespace drf;
using drf::bench::Spread;
using drf::bench::spreadOf;

namespace {

QString format(const Spread &s)
{
    return QStringLiteral("median %1 s (%2-%3)")
        .arg(s.median, 0, 'f', 3)
        .arg(s.fastest, 0, 'f', 3)
        .arg(s.slowest, 0, 'f', 3);
}

double childrenCpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

double threadCpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

} // namespace

int main()
{
    QTextStream out(stdout);
    const QString binary = qEnvironmentVariableIsSet("BENCH_REPORT_BINARY")
                               ? qEnvironmentVariable("BENCH_REPORT_BINARY")
                               : QStringLiteral(DRFVIZ_BINARY);
    QTemporaryDir dir;
    out << "bench_report: " << binary << "\n";
    out.flush();

    // --report, whole process.
    double continuous1000 = 0.0;
    const bool searchOnly = qEnvironmentVariableIsSet("BENCH_SEARCH_ONLY");
    for (const int users : {1000, 3000, 10000}) {
        if (searchOnly)
            break;
        const QString path = dir.filePath(QStringLiteral("cluster-%1.json").arg(users));
        if (!saveScenarioFile(bench::randomCluster(users, 16, 7), path)) {
            out << "cannot write " << path << "\n";
            return 1;
        }
        for (const bool whole : {false, true}) {
            QStringList arguments{QStringLiteral("--report"), path};
            if (whole)
                arguments.prepend(QStringLiteral("--whole-tasks"));
            std::vector<double> wall, cpu;
            qint64 bytes = 0;
            for (int run = 0; run < 5; ++run) {
                QProcess process;
                const double cpuBefore = childrenCpuSeconds();
                QElapsedTimer timer;
                timer.start();
                process.start(binary, arguments);
                // Read as it comes: the pipe would fill and stall the report otherwise.
                bytes = 0;
                while (process.state() != QProcess::NotRunning || process.bytesAvailable() > 0) {
                    process.waitForReadyRead(100);
                    bytes += process.readAllStandardOutput().size();
                }
                process.waitForFinished(-1);
                wall.push_back(double(timer.nsecsElapsed()) / 1e9);
                cpu.push_back(childrenCpuSeconds() - cpuBefore);
                if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
                    out << "drfviz failed: " << process.readAllStandardError() << "\n";
                    return 1;
                }
            }
            const Spread cpuSpread = spreadOf(cpu);
            out << QStringLiteral("--report %1 users x 16, %2: wall %3, CPU %4, %5 MB of JSON")
                       .arg(users, 5)
                       .arg(whole ? QStringLiteral("whole tasks") : QStringLiteral("continuous "))
                       .arg(format(spreadOf(wall)), format(cpuSpread))
                       .arg(double(bytes) / 1e6, 0, 'f', 1);
            if (!whole && users == 1000)
                continuous1000 = cpuSpread.median;
            if (!whole && users == 10000 && continuous1000 > 0.0)
                out << QStringLiteral("  (x%1 the CPU of 1,000 users; N log N would be x13.3)")
                           .arg(cpuSpread.median / continuous1000, 0, 'f', 1);
            out << "\n";
            out.flush();
        }
    }

    // The strategy-proofness search of the Properties dock, all six policies.
    struct SearchCase
    {
        int users;
        TaskMode mode;
        int runs;
    };
    std::vector<SearchCase> cases = {
        {50, TaskMode::Continuous, 7}, {500, TaskMode::Continuous, 3}, {50, TaskMode::Whole, 3}};
    if (qEnvironmentVariableIsSet("BENCH_SEARCH_WHOLE"))
        cases.push_back({500, TaskMode::Whole, 3});
    for (const SearchCase &c : cases) {
        const Scenario scenario = test::manyUsers(c.users);
        std::vector<double> cpu;
        QStringList verdicts;
        for (int run = 0; run < c.runs; ++run) {
            const double before = threadCpuSeconds();
            const QList<PropertyVerdict> column = strategyProofColumn(scenario, c.mode);
            cpu.push_back(threadCpuSeconds() - before);
            verdicts.clear();
            for (const PropertyVerdict &verdict : column)
                verdicts << (verdict.holds ? (*verdict.holds ? "yes" : "no") : "?");
        }
        out << QStringLiteral("strategy-proofness search, %1 users x 3, %2, all six policies: "
                              "CPU %3 (verdicts %4)\n")
                   .arg(c.users, 3)
                   .arg(c.mode == TaskMode::Whole ? QStringLiteral("whole tasks")
                                                  : QStringLiteral("continuous "))
                   .arg(format(spreadOf(cpu)), verdicts.join(QLatin1Char(' ')));
        if (qEnvironmentVariableIsSet("BENCH_SEARCH_POLICIES")) {
            QStringList perPolicy;
            for (PolicyId policy : kAllPolicies) {
                const double before = threadCpuSeconds();
                strategyProofness(scenario, policy, c.mode);
                perPolicy << QStringLiteral("%1 %2 s")
                                 .arg(policyKey(policy))
                                 .arg(threadCpuSeconds() - before, 0, 'f', 3);
            }
            out << "  per policy (one run): " << perPolicy.join(QStringLiteral(", ")) << "\n";
        }
        out.flush();
    }
    return 0;
}
