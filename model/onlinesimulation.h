#pragma once

#include "policy.h"
#include "scenario.h"

#include <QDeadlineTimer>
#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace drf {

struct BackgroundJob;

/// The three ways of sharing the cluster while users arrive and leave (DOMAIN.md, "Online
/// allocation").
enum class Mechanism
{
    Recompute,  ///< the static policy on the present users at every instant; free preemption
    DynamicDrf, ///< Kash, Procaccia and Shah: fluid, never takes back, use <= (A / W) C
    OnlineDrf   ///< the DRF paper's Algorithm 1 run online: whole tasks, never takes back
};

inline constexpr std::array<Mechanism, 3> kAllMechanisms = {
    Mechanism::Recompute, Mechanism::DynamicDrf, Mechanism::OnlineDrf};

/// Stable id on the command line and in the JSON: "recompute", "dynamic-drf", "online-drf".
QString mechanismKey(Mechanism mechanism);
/// Human-readable name: "Online DRF (whole tasks, no preemption)".
QString mechanismName(Mechanism mechanism);
/// Short name for the window and figures, in the application's language: "Recompute",
/// "Dynamic DRF", "Online DRF".
QString mechanismShortName(Mechanism mechanism);
/// The mechanism with that id, or nothing.
std::optional<Mechanism> mechanismFromKey(const QString &key);
/// "recompute, dynamic-drf, online-drf": the valid ids, for messages.
QString mechanismKeys();

/// The most events (arrivals, departures and task starts) one simulation may have.
inline constexpr qint64 kMaxOnlineEvents = 10'000'000;
/// The most numbers a simulation may go through: instants x (users + resources). It bounds
/// the time a run takes (every instant looks at every user).
inline constexpr qint64 kMaxOnlineSteps = 100'000'000;
/// The most numbers a run's timeline may hold: segments x (users + resources) (160 MB of
/// doubles; as JSON, some 400 MB of text).
inline constexpr qint64 kMaxTimelineNumbers = 20'000'000;

/// What a simulation may spend; the defaults are the program's limits (tests lower them).
struct OnlineLimits
{
    qint64 events = kMaxOnlineEvents;
    qint64 steps = kMaxOnlineSteps;
    qint64 timelineNumbers = kMaxTimelineNumbers;
    /// Wall-clock time: once it has passed, the run stops as interrupted (OnlineRun::interrupted),
    /// not with an error (the window tries a run on its own thread for a moment, then hands it
    /// to a worker). Forever by default.
    QDeadlineTimer deadline{QDeadlineTimer::Forever};
};

/// A simulation's progress on a worker (BackgroundJob::done) runs up to this: the thousandths of
/// the run behind it (of the horizon when it is fixed, else of the arrivals and leaves).
inline constexpr int kOnlineProgressSteps = 1000;

/// What one user went through.
struct OnlineUserResult
{
    std::optional<double> finished; ///< when its job ended; absent if it never did
    std::optional<double> waited;   ///< from its arrival until it first held tasks; absent if never
    double meanDominantShare = 0.0; ///< time average of x_i mu_i over its presence (0 if never)
    double preempted = 0.0;         ///< tasks taken back from it (recompute only)
    double tasksFinished = 0.0;     ///< tasks of its job done (fluid: a continuous amount)
};

/// The result of one mechanism on one scenario. The allocation is a list of segments:
/// maximal intervals [from, to) over which every user's running tasks stay the same (users
/// not present hold 0); they cover [0, horizon] without gaps. The rows are stored flat (a
/// long run has millions of segments of two users).
struct OnlineRun
{
    Mechanism mechanism = Mechanism::Recompute;
    PolicyId policy = PolicyId::Drf; ///< recompute's static policy
    double horizon = 1.0;
    int userCount = 0;
    int resourceCount = 0;
    QList<double> boundaries;      ///< segment k is [boundaries[k], boundaries[k + 1])
    QList<double> tasks;           ///< segment k's tasks per user, at k * userCount
    QList<double> usage;           ///< segment k's usage per resource, at k * resourceCount
    QList<OnlineUserResult> users; ///< per user, in scenario order
    QList<double> utilization;     ///< per resource: mean usage / capacity over [0, horizon]
    qint64 events = 0;             ///< arrivals, departures and task starts simulated
    /// Why the simulation stopped before the end (a limit of OnlineLimits), or empty. When set,
    /// nothing else is meaningful.
    QString error;
    /// Stopped by its caller before its end (the job cancelled, the deadline passed): no result,
    /// and nothing else is meaningful.
    bool interrupted = false;

    bool ok() const { return error.isEmpty() && !interrupted; }
    int segmentCount() const { return int(boundaries.size()) - 1; }
    double from(int segment) const { return boundaries[segment]; }
    double to(int segment) const { return boundaries[segment + 1]; }
    double tasksOf(int segment, int user) const { return tasks[segment * userCount + user]; }
    double usageOf(int segment, int resource) const
    {
        return usage[segment * resourceCount + resource];
    }
    QList<double> segmentTasks(int segment) const
    {
        return tasks.mid(qsizetype(segment) * userCount, userCount);
    }
    QList<double> segmentUsage(int segment) const
    {
        return usage.mid(qsizetype(segment) * resourceCount, resourceCount);
    }
    /// The segment holding time t (the last one at or past the horizon, the first before 0).
    int segmentAt(double t) const;
};

/// The fixed end of the simulated time: the scenario's horizon, or, when some user has
/// endless work and never leaves, max(10 x the longest duration, 2 x the latest arrive or leave
/// time, 1). Absent when the run ends by itself (when no event is left).
std::optional<double> fixedHorizon(const Scenario &scenario);

/// Simulates `mechanism` on a valid scenario (validateScenario()), event by event: the fluid
/// mechanisms are exact between events (up to the rounding of doubles). `policy` is
/// recompute's static policy (continuous tasks). A run that would pass `limits` stops with
/// `error` set. With a `job` (a worker thread's run), its cancel flag is read at every instant
/// (and every few thousand task starts: a cancelled run stops, interrupted, within one
/// instant's work) and its progress written in kOnlineProgressSteps; the limits' deadline is
/// read as often.
OnlineRun simulateOnline(const Scenario &scenario, Mechanism mechanism,
                         PolicyId policy = PolicyId::Drf, const OnlineLimits &limits = {},
                         BackgroundJob *job = nullptr);

} // namespace drf
