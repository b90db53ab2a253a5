#pragma once

#include "fillingreal.h"
#include "onlinesimulation.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cstddef>
#include <deque>
#include <optional>
#include <vector>

// The simulation behind simulateOnline() (onlinesimulation.h): the event loop, the timeline and
// the results in onlinesimulator.cpp; what each mechanism does at an instant in
// onlinemechanisms.cpp.

namespace drf::online {

/// The translation context of the simulation's texts (resources/translations).
struct OnlineSimulationTexts
{
    Q_DECLARE_TR_FUNCTIONS(OnlineSimulationTexts)
};

/// Shares, levels and rates: d_ij / C_j and its inverse stay finite in long double for every
/// valid value (5e-324 .. 1e12), as in progressive filling.
using filling::kInf;
using filling::Real;

/// Two shares or levels within a relative 1e-9 of each other are equal (DOMAIN.md).
bool tied(Real a, Real b);
/// "10,000,000": a limit in a message.
QString countText(qint64 count);

/// Online-drf: tasks that started together and end together.
struct Batch
{
    double end = 0.0;
    double count = 0.0;
    double credit = 1.0; ///< tasks of the job each one completes (< 1 for a job's last part)
};

struct UserState
{
    bool present = false;
    bool gone = false;         ///< left, finished, or left before arriving: never back
    double x = 0.0;            ///< running tasks
    double done = 0.0;         ///< tasks of the job finished
    double finishAt = kInf;    ///< fluid: when the job ends at the current rate
    double launched = 0.0;     ///< online-drf: tasks started
    std::deque<Batch> batches; ///< online-drf: running tasks, by end time
    double arrivedAt = kInf;   ///< when it became present
    double departedAt = kInf;  ///< when it stopped being present
    std::optional<double> finished;
    std::optional<double> waited;
    double preempted = 0.0;
};

/// One run of one mechanism on one scenario, instant by instant.
class Simulator
{
public:
    Simulator(const Scenario &scenario, Mechanism mechanism, PolicyId policy,
              const OnlineLimits &limits, BackgroundJob *job);

    OnlineRun run();

private:
    const User &user(int i) const { return m_scenario.users[i]; }
    bool fluid() const { return m_mechanism != Mechanism::OnlineDrf; }
    /// At a limit, or interrupted by the caller: nothing more is simulated.
    bool stopped() const { return !m_run.error.isEmpty() || m_run.interrupted; }

    // The event loop (onlinesimulator.cpp).
    /// Tells the job how far the run got, and whether its caller wants it to stop (the job
    /// cancelled, the deadline passed): then the run is interrupted.
    bool interrupted();
    double nextEventTime() const;
    bool jobComplete(int i) const;
    void depart(int i);
    /// Moves the clock to `time`: the fluid jobs progress at their rates.
    void advance(double time);
    void processInstant(double instant, bool atHorizon);
    void stop(const QString &reason);
    std::vector<int> presentUsers() const;
    QList<double> presentUsage() const;
    void appendUsageRow();
    /// A new segment from now when some user's tasks changed; the open one otherwise goes on.
    void recordSegment();
    void finish();

    // The mechanisms (onlinemechanisms.cpp).
    /// The static policy on the present users alone; what a staying user loses is preempted.
    void recompute();
    /// Dynamic DRF: progressive filling of the weighted dominant shares from where they are,
    /// within the bound (A / W) C_j of every resource; nothing is taken back.
    void fillDynamic();
    /// Online DRF: one round of Algorithm 1 over the present users with tasks to launch.
    void allocationRound();
    void launchTask(int i);
    void updateFinishTimes();

    const Scenario &m_scenario;
    const Mechanism m_mechanism;
    const PolicyId m_policy;
    const OnlineLimits m_limits;
    BackgroundJob *const m_job; ///< the caller's cancel flag and our progress, if any
    const int m_n;
    const int m_m;
    const std::vector<Real> m_mu; ///< mu_i, the dominant share of one task
    std::vector<UserState> m_users;
    const std::optional<double> m_fixedHorizon;
    const double m_totalWeight;
    std::vector<int> m_arrivals; ///< users by arrival time
    std::vector<int> m_leaves;   ///< users with a leave time, by it
    std::size_t m_nextArrival = 0;
    std::size_t m_nextLeave = 0;
    std::vector<double> m_taskCount;  ///< online-drf: tasks of the job (inf: endless)
    std::vector<double> m_lastCredit; ///< online-drf: the fraction of a task the last one is
    std::vector<double> m_wholeCap;   ///< online-drf: most tasks at once
    double m_arrivedWeight = 0.0;     ///< dynamic-drf: A
    double m_now = 0.0;
    qint64 m_steps = 0;        ///< instants x (users + resources) so far
    int m_startsUnchecked = 0; ///< task starts since the last look at the cancel flag
    QList<double> m_row;       ///< the open segment's tasks
    OnlineRun m_run;
};

} // namespace drf::online
