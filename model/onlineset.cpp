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
    ++m_revision;
    for (Slot &slot : m_slots)
        slot = Slot();
    m_moment.reset();
    // The views redraw for the new results anyway: a moment signal too would draw them twice.
    emit runsChanged();
}

const OnlineRun *OnlineSet::run(Mechanism mechanism) const
{
    Slot &known = slot(mechanism);
    if (known.run)
        return &*known.run;
    if (known.wanted)
        return nullptr;
    OnlineLimits limits;
    if (m_background)
        limits.deadline = QDeadlineTimer(kForegroundBudget);
    OnlineRun run = simulateOnline(m_results->scenario(), mechanism, m_policy, limits);
    if (run.interrupted) {
        known.wanted = true;
        emit runWanted();
        return nullptr;
    }
    known.run = std::move(run);
    return &*known.run;
}

bool OnlineSet::isSimulating(Mechanism mechanism) const
{
    return slot(mechanism).wanted;
}

double OnlineSet::progress(Mechanism mechanism) const
{
    return slot(mechanism).progress;
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
    // While the run is on its way its span is unknown: the cursor is clamped when it is drawn.
    const OnlineRun *current = run(m_mechanism);
    const double end = !current ? std::max(time, 0.0) : current->ok() ? current->horizon : 0.0;
    time = std::clamp(time, 0.0, end);
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
    const OnlineRun *current = run(m_mechanism);
    std::optional<PolicyResult> result;
    if (current && current->ok()) {
        const Scenario &scenario = m_results->scenario();
        result.emplace();
        result->allocation.policy = m_policy;
        result->allocation.mode = TaskMode::Continuous;
        result->allocation.tasks = current->segmentTasks(current->segmentAt(m_time));
        // Only the geometry is drawn: no envy check, and the static split as the reference.
        result->analysis = analyse(scenario, result->allocation,
                                   m_results->result(PolicyId::MaxMin).allocation.tasks, false);
    }
    m_moment = std::move(result); // (forgotten when the background's run arrives)
    return *m_moment;
}

void OnlineSet::setBackground(bool background)
{
    m_background = background;
}

std::optional<OnlineSet::Request> OnlineSet::nextRequest() const
{
    QList<Mechanism> order{m_mechanism};
    for (Mechanism mechanism : kAllMechanisms)
        if (mechanism != m_mechanism)
            order.append(mechanism);
    for (Mechanism mechanism : order)
        if (slot(mechanism).wanted)
            return Request{m_results->scenario(), mechanism, m_policy, m_revision};
    return std::nullopt;
}

bool OnlineSet::isCurrent(const Request &request) const
{
    return request.revision == m_revision && slot(request.mechanism).wanted;
}

void OnlineSet::setProgress(const Request &request, double progress)
{
    if (!isCurrent(request))
        return;
    slot(request.mechanism).progress = std::clamp(progress, 0.0, 1.0);
    emit progressChanged(request.mechanism);
}

bool OnlineSet::setRun(const Request &request, OnlineRun run)
{
    // An interrupted run has no result: it stays wanted (only a change interrupts it, and the
    // change made it stale anyway).
    if (!isCurrent(request) || run.interrupted)
        return false;
    Slot &known = slot(request.mechanism);
    known.run = std::move(run);
    known.wanted = false;
    if (request.mechanism == m_mechanism)
        m_moment.reset();
    emit runArrived(request.mechanism);
    return true;
}

} // namespace drf
