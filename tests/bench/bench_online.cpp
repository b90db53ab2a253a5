// Online simulation speed: 1,000 users x 8 resources arriving over time with finite jobs (a
// tenth also leave early), about 10,000 events in online-drf. Prints, per mechanism, the
// events and segments of one run and the median and spread (fastest, slowest) of repeated
// runs; no assertions: the figures go into the README.
#include "onlinesimulation.h"

#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <random>
#include <vector>

using namespace drf;

namespace {

Scenario churningCluster(int users, int resources, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    Scenario s;
    s.title = QStringLiteral("bench: churning cluster");
    for (int j = 0; j < resources; ++j)
        s.resources.append({QStringLiteral("R%1").arg(j), 1000.0, 10.0});
    for (int i = 0; i < users; ++i) {
        User user;
        user.name = QStringLiteral("U%1").arg(i);
        for (int j = 0; j < resources; ++j)
            user.demand.append(unit(rng) < 0.2 ? 0.0 : 1.0 + 9.0 * unit(rng));
        user.demand[i % resources] = 1.0 + 9.0 * unit(rng);
        user.weight = i % 7 == 0 ? 2.0 : 1.0;
        if (i % 10 == 0)
            user.maxTasks = std::floor(1.0 + 20.0 * unit(rng));
        user.arrive = 100.0 * unit(rng);
        if (i % 10 == 5)
            user.leave = user.arrive + 1.0 + 20.0 * unit(rng);
        user.work = std::floor(3.0 + 12.0 * unit(rng));
        user.duration = 0.5 + 2.0 * unit(rng);
        s.users.append(user);
    }
    return s;
}

} // namespace

int main()
{
    QTextStream out(stdout);
    const Scenario scenario = churningCluster(1000, 8, 2026);
    out << "bench_online: 1000 users x 8 resources, arrivals over [0, 100), finite jobs\n";
    for (Mechanism mechanism : kAllMechanisms) {
        std::vector<double> seconds;
        OnlineRun run;
        for (int repeat = 0; repeat < 7; ++repeat) {
            QElapsedTimer timer;
            timer.start();
            run = simulateOnline(scenario, mechanism);
            seconds.push_back(double(timer.nsecsElapsed()) / 1e9);
        }
        std::sort(seconds.begin(), seconds.end());
        out << QStringLiteral("%1: %2 events, %3 segments, horizon %4: median %5 s (fastest %6, "
                              "slowest %7)%8\n")
                   .arg(mechanismKey(mechanism), -12)
                   .arg(run.events)
                   .arg(run.segmentCount())
                   .arg(run.horizon, 0, 'f', 1)
                   .arg(seconds[seconds.size() / 2], 0, 'f', 3)
                   .arg(seconds.front(), 0, 'f', 3)
                   .arg(seconds.back(), 0, 'f', 3)
                   .arg(run.ok() ? QString() : QStringLiteral(" ERROR: ") + run.error);
        out.flush();
    }
    return 0;
}
