#pragma once

#include "policy.h"
#include "scenario.h"

#include <QList>

namespace drf {

/// Why a user is not growing at some level of the continuous filling.
enum class FreezeReason
{
    Growing,       ///< still active
    Saturated,     ///< a resource it needs is full
    StoppedByRule, ///< drf-equal: a resource it does not need filled up, and everyone stopped
    Cap            ///< it reached its cap T_i
};

/// The continuous progressive filling at one level t (DOMAIN.md, drf, drf-equal, asset).
struct FillingState
{
    double level = 0.0;          ///< the common weighted share t
    QList<double> tasks;         ///< x_i(t) = min(frozen x_i, w_i t / sigma_i)
    QList<FreezeReason> reasons; ///< per user
    QList<int> stoppingResource; ///< per user: the saturated resource that stopped it, or -1
    QList<double> usage;         ///< sum_i x_i(t) d_ij per resource
    QList<bool> saturated;       ///< per resource: filled at a stage at or below t
    int stagesReached = 0;       ///< how many stages happened at or below t
};

/// The continuous filling as a function of the level, for playing and scrubbing it. Derived from
/// an allocation's stages and final tasks (progressiveFilling() stays the one implementation):
/// a user frozen at a stage of level L keeps x_i = w_i L / sigma_i, or its cap.
class FillingTrace
{
public:
    /// `allocation` must be a continuous allocation of drf, drf-equal or asset on `scenario`;
    /// otherwise the trace is empty (isValid() false).
    FillingTrace(const Scenario &scenario, const Allocation &allocation);
    /// Allocates `policy` in continuous mode and traces it.
    static FillingTrace of(const Scenario &scenario, PolicyId policy);

    bool isValid() const { return m_valid; }
    PolicyId policy() const { return m_policy; }
    /// sigma_i: mu_i for drf and drf-equal, a_i for asset.
    const QList<double> &sharePerTask() const { return m_sharePerTask; }
    /// The events in order; their levels are where the animation should pause or mark.
    const QList<FillingStage> &stages() const { return m_stages; }
    /// The level of the last stage: the filling is over there.
    double finalLevel() const;
    /// The final tasks (those of the allocation).
    const QList<double> &finalTasks() const { return m_finalTasks; }
    /// The state at level t, clamped to [0, finalLevel()]; exact at every stage level.
    FillingState stateAt(double level) const;

private:
    bool m_valid = false;
    PolicyId m_policy = PolicyId::Drf;
    QList<QList<double>> m_demands;
    QList<double> m_capacities;
    QList<double> m_sharePerTask;
    QList<double> m_rate; ///< w_i / sigma_i: tasks per unit of level
    QList<double> m_finalTasks;
    QList<int> m_stageOfUser; ///< index in m_stages of the stage that froze the user
    QList<FillingStage> m_stages;
};

/// One turn of the whole-task loop (DOMAIN.md, "Whole tasks").
struct WholeTaskStep
{
    int user = -1;
    bool granted = false;      ///< false: the task did not fit and the user is blocked
    int blockingResource = -1; ///< blocked: the first resource the task did not fit in
    bool reachedCap = false;   ///< granted, and the user now holds its (whole) cap
    double tasksAfter = 0.0;   ///< the user's tasks after the step
    double shareAfter = 0.0;   ///< its weighted share x_i sigma_i / w_i after the step
    QList<double> usageAfter;  ///< per resource
};

/// The whole-task loop written out one task at a time, for the step-by-step log.
struct WholeTaskLog
{
    QList<WholeTaskStep> steps;
    QList<double> tasks;       ///< tasks after the last logged step
    bool truncated = false;    ///< the step limit was reached before the loop ended
    bool endedAtBlock = false; ///< drf-equal (Algorithm 1): the loop ended at the first block
};

/// Default limit of wholeTaskLog(): a log longer than this is no longer read step by step.
inline constexpr int kWholeTaskStepLimit = 20000;

/// Runs the one-task-at-a-time loop of drf, drf-equal or asset literally (no batching, unlike
/// allocate()), logging every grant and block, for at most `stepLimit` steps. When not truncated,
/// its tasks equal allocate(scenario, policy, TaskMode::Whole).tasks. Other policies: empty log.
WholeTaskLog wholeTaskLog(const Scenario &scenario, PolicyId policy,
                          int stepLimit = kWholeTaskStepLimit);

} // namespace drf
