#pragma once

#include "allocationset.h"
#include "onlinesimulation.h"

#include <QObject>

#include <array>
#include <optional>

namespace drf {

/// The scenario over time (DOMAIN.md, "Online allocation"): the three mechanisms' runs of the
/// scenario the AllocationSet holds, and the time cursor the Timeline tab moves. A run is
/// simulated when first asked for after a change, not at every edit: a slider step costs
/// nothing while no one looks at the timeline. Recompute uses the selected policy.
///
/// While the cursor is followed (following()), the Resource space shows the chosen
/// mechanism's allocation at the cursor's time (moment()) instead of the static one.
class OnlineSet : public QObject
{
    Q_OBJECT

public:
    explicit OnlineSet(AllocationSet *results, QObject *parent = nullptr);

    AllocationSet *results() const { return m_results; }
    /// `mechanism`'s run of the current scenario (simulated now if it is out of date).
    const OnlineRun &run(Mechanism mechanism) const;

    /// The mechanism the Resource space follows and a single timeline shows.
    Mechanism mechanism() const { return m_mechanism; }
    void setMechanism(Mechanism mechanism);

    /// The cursor's time, in [0, horizon of the chosen mechanism's run].
    double time() const { return m_time; }
    /// Moves the cursor (clamped to the run's span) and starts following it.
    void setTime(double time);
    /// Whether the Resource space shows the instant at the cursor.
    bool following() const { return m_following; }
    void setFollowing(bool following);

    /// The chosen mechanism's allocation at the cursor's time, analysed like a policy's (absent
    /// users hold 0 tasks); nothing when the run stopped at one of its limits.
    const std::optional<PolicyResult> &moment() const;
    /// The static policy recompute uses (the selected one).
    PolicyId policy() const { return m_policy; }

signals:
    /// The runs are out of date (the scenario or the selected policy changed).
    void runsChanged();
    /// The cursor, the mechanism or the following changed. (New runs come with the
    /// AllocationSet's resultsChanged() or selectionChanged(), which the views follow.)
    void momentChanged();

private:
    void invalidate();

    AllocationSet *m_results;
    Mechanism m_mechanism = Mechanism::Recompute;
    double m_time = 0.0;
    bool m_following = false;
    PolicyId m_policy;
    mutable std::array<std::optional<OnlineRun>, kAllMechanisms.size()> m_runs;
    mutable std::optional<std::optional<PolicyResult>> m_moment; ///< outer: computed yet
};

} // namespace drf
