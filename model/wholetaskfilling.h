#pragma once

#include "progressivefilling.h"

#include <memory>

namespace drf {

// Progressive filling in whole tasks; continuous filling and what both share (shares per task,
// task counts, caps) are in progressivefilling.h.

/// Whole-task progressive filling: one task at a time to the user with the smallest weighted
/// share (ties within 1e-9 go to the first listed); a task that does not fit blocks its user
/// (StopDemanders) or ends the loop (StopEveryone, Algorithm 1 of the DRF paper). It gives what
/// that loop gives, but in runs (the tasks one user gets in a row, counted at once) and level
/// jumps (every task below the level where the next block can first happen, at once), so its
/// time depends on users and resources, not on the number of tasks. Counts above 2^53 are the
/// largest double not above the count the loop reaches (model/NOTES.md, "Whole tasks beyond 2^53").
/// If grants no longer change shares or usage in doubles (demands below the rounding of a
/// usage), the loop stops after 256 (N + m) + 10000 runs at the highest level where all the
/// waiting users' tasks fit, and says so (cutShort).
FillingResult wholeTaskFilling(const Scenario &scenario, ShareMeasure measure, SaturationRule rule);

class WholeTaskFiller;

/// One user's tasks in wholeTaskFilling() as its demand changes (the manipulation search), each
/// demand in O(the loop's steps from that user's first turn until its tasks are final): the
/// steps before its first turn do not read its demand (it waits in the queue at share 0), so they
/// are run once, here. `scenario` is kept by reference: put the demand in place in it before
/// each tasks(). The rest of the loop only gives tasks to others and can only fill resources
/// further (never beyond their capacity), so the answer is the tasks allocate() gives the user.
class WholeTasksOfOneDemand
{
public:
    WholeTasksOfOneDemand(const Scenario &scenario, ShareMeasure measure, SaturationRule rule,
                          int user);
    ~WholeTasksOfOneDemand();
    WholeTasksOfOneDemand(const WholeTasksOfOneDemand &) = delete;
    WholeTasksOfOneDemand &operator=(const WholeTasksOfOneDemand &) = delete;

    double tasks() const;
    /// An upper bound of the user's tasks times any demand it reports, divided by `demand`
    /// (component by component, where `demand` is positive): what it gets with any report fits
    /// in what is left of the resources at its first turn, since the others' tasks only grow.
    double mostTasksOf(const QList<double> &demand) const;

private:
    ShareMeasure m_measure;
    SaturationRule m_rule;
    std::unique_ptr<WholeTaskFiller> m_beforeTurn; ///< the loop paused before the user's turn
};

} // namespace drf
