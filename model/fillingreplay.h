#pragma once

#include "fillingtrace.h"
#include "policy.h"
#include "scenario.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace drf {

/// A place in a progressive filling: its end, a level of the common weighted share, or a number
/// of steps of the whole-task log.
struct FillingPosition
{
    enum class Kind
    {
        End,   ///< where the filling ends
        Level, ///< the common weighted share (dominant, or aggregate for asset)
        Steps, ///< steps of the whole-task log done
    };
    Kind kind = Kind::End;
    double value = 0.0; ///< the level, or the number of steps

    static FillingPosition end() { return {}; }
    static FillingPosition level(double level) { return {Kind::Level, level}; }
    static FillingPosition steps(int steps) { return {Kind::Steps, double(steps)}; }
    bool operator==(const FillingPosition &other) const
    {
        return kind == other.kind && (kind == Kind::End || value == other.value);
    }
    bool operator!=(const FillingPosition &other) const { return !(*this == other); }
};

/// What the filling looks like at one position: the tasks and why each user stopped.
struct FillingFrame
{
    bool stepwise = false; ///< whole tasks: a frame after some steps of the log
    double level = 0.0;    ///< continuous: the common level shown
    int steps = 0;         ///< whole tasks: the steps of the log done
    QList<double> tasks;   ///< per user
    /// Per user. Whole tasks: Saturated means blocked (by stoppingResource), Cap at its cap.
    QList<FreezeReason> reasons;
    QList<int> stoppingResource; ///< per user: the full resource that stopped it, or -1
    QList<bool> full;            ///< per resource: full at this position
    /// Continuous: per resource, the level at which it filled (meaningful where full).
    QList<double> fullAtLevel;
    /// Whole tasks: per resource, the users it blocked so far, in the order of the log.
    QList<QList<int>> blockedUsers;
};

/// Progressive filling replayed for playing and scrubbing (drf, drf-equal or asset): the
/// continuous filling as a function of the level (FillingTrace), or the whole-task loop task by
/// task (wholeTaskLog()). It keeps the scenario it was made from, so a frame always matches it.
class FillingReplay
{
public:
    /// Nothing to replay (isValid() false).
    FillingReplay() = default;
    /// The continuous filling that ends on `allocation`, a continuous allocation of drf,
    /// drf-equal or asset on `scenario` (otherwise nothing to replay).
    static FillingReplay continuous(const Scenario &scenario, const Allocation &allocation);
    /// The whole-task loop of `policy`, one step per task granted or blocked.
    static FillingReplay wholeTasks(const Scenario &scenario, PolicyId policy,
                                    int stepLimit = kWholeTaskStepLimit);

    /// A filling policy, and (continuous) a trace of its allocation.
    bool isValid() const;
    /// Whole tasks: positions are steps of the log.
    bool isStepwise() const { return m_stepwise; }
    PolicyId policy() const { return m_policy; }
    const Scenario &scenario() const { return m_scenario; }
    /// Continuous: the level where the filling ends (0 when invalid).
    double finalLevel() const;
    /// Whole tasks: the steps of the log.
    int stepCount() const { return int(m_log.steps.size()); }
    /// Continuous: the levels where something happens (a resource fills, users stop).
    QList<double> stageLevels() const;
    /// Every user's tasks at the end of the filling (whole tasks: after the logged steps).
    QList<double> finalTasks() const;
    /// Whole tasks: how many steps are done when the level reaches `level`: the steps before
    /// the first one that takes a user's weighted share above it (all of them past the end).
    int stepsAtLevel(double level) const;
    /// The frame at `position`, clamped to the filling. A position of the other mode's kind
    /// (a number of steps in a continuous filling) means the end; so does an invalid replay.
    FillingFrame frameAt(FillingPosition position) const;
    /// Whole tasks: the log, a line per step ("task 1 → A (share 0.01)", "A blocked: GPU would
    /// need 181 of 180"), and a last line when the log was cut short.
    QStringList logLines() const;
    /// The position in words: "dominant share s = 0.33", "asset share = 0.46", "step 10 of 102".
    QString positionText(const FillingFrame &frame) const;

private:
    FillingFrame continuousFrame(double level) const;
    FillingFrame stepFrame(int steps) const;
    /// The log's line for step `index`, the `granted`-th task granted so far.
    QString stepText(int index, int granted) const;

    Scenario m_scenario;
    PolicyId m_policy = PolicyId::Drf;
    bool m_stepwise = false;
    std::optional<FillingTrace> m_trace; ///< continuous
    WholeTaskLog m_log;                  ///< whole tasks
};

} // namespace drf
