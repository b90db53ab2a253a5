#include "onlineset.h"

#include <algorithm>

namespace drf {

OnlineSet::OnlineSet(AllocationSet *results, QObject *parent)
    : QObject(parent), m_results(results), m_policy(results->selectedPolicy())
{
    connect(m_results, &AllocationSet::resultsChanged, this, &OnlineSet::invalidate);
    connect(m_results, &AllocationSet::selectionChanged, this, [this] {
        // Compare mode changes nothing here; the policy changes recompute.
        if (m_results->selectedPolicy() != m_policy)
            invalidate();
    });
}

void OnlineSet::invalidate()
{
    m_policy = m_results->selectedPolicy();
    for (std::optional<OnlineRun> &run : m_runs)
        run.reset();
    m_moment.reset();
    // The views redraw for the new results anyway: a moment signal too would draw them twice.
    emit runsChanged();
}

const OnlineRun &OnlineSet::run(Mechanism mechanism) const
{
    std::optional<OnlineRun> &run = m_runs[std::size_t(mechanism)];
    if (!run)
        run = simulateOnline(m_results->scenario(), mechanism, m_policy);
    return *run;
}

void OnlineSet::setMechanism(Mechanism mechanism)
{
    if (mechanism == m_mechanism)
        return;
    m_mechanism = mechanism;
    m_moment.reset();
    emit momentChanged();
}

void OnlineSet::setTime(double time)
{
    const OnlineRun &current = run(m_mechanism);
    time = std::clamp(time, 0.0, current.ok() ? current.horizon : 0.0);
    if (time == m_time && m_following)
        return;
    m_time = time;
    m_following = true;
    m_moment.reset();
    emit momentChanged();
}

void OnlineSet::setFollowing(bool following)
{
    if (following == m_following)
        return;
    m_following = following;
    emit momentChanged();
}

const std::optional<PolicyResult> &OnlineSet::moment() const
{
    if (m_moment)
        return *m_moment;
    const OnlineRun &current = run(m_mechanism);
    std::optional<PolicyResult> result;
    if (current.ok()) {
        const Scenario &scenario = m_results->scenario();
        result.emplace();
        result->allocation.policy = m_policy;
        result->allocation.mode = TaskMode::Continuous;
        result->allocation.tasks = current.segmentTasks(current.segmentAt(m_time));
        // Only the geometry is drawn: no envy check, and the static split as the reference.
        result->analysis = analyse(scenario, result->allocation,
                                   m_results->result(PolicyId::MaxMin).allocation.tasks, false);
    }
    m_moment = std::move(result);
    return *m_moment;
}

} // namespace drf
