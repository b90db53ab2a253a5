#pragma once

#include "allocationset.h"
#include "onlinesimulation.h"

#include <QObject>

#include <array>
#include <chrono>
#include <optional>

namespace drf {

/// The scenario over time (DOMAIN.md, "Online allocation"): the three mechanisms' runs of the
/// scenario the AllocationSet holds, and the time cursor the Timeline tab moves. A run is
/// simulated when first asked for after a change, not at every edit: a slider step costs
/// nothing while no one looks at the timeline. Recompute uses the selected policy.
///
/// Where a run is simulated: by default at once, on the calling thread (the command line, a
/// figure made for it). The window gives the set a background (setBackground(); OnlineRunner in
/// views/onlinerunner.h): a run that takes longer than kForegroundBudget is then left to it,
/// run() answers null until it arrives (runArrived()), and every change makes the run on its
/// way stale (it is dropped, never shown).
///
/// While the cursor is followed (following()), the Resource space shows the chosen
/// mechanism's allocation at the cursor's time (moment()) instead of the static one.
class OnlineSet : public QObject
{
    Q_OBJECT

public:
    /// With a background, how long run() simulates on the calling thread before it leaves the
    /// run to the background: small scenarios are drawn at once, as before, without a flash of
    /// "Simulating" at every slider step; a large one costs the window this once per change.
    static constexpr std::chrono::milliseconds kForegroundBudget{40};

    explicit OnlineSet(AllocationSet *results, QObject *parent = nullptr);

    AllocationSet *results() const { return m_results; }
    /// `mechanism`'s run of the current scenario, simulated now if it is out of date; with a
    /// background, null while the background simulates it.
    const OnlineRun *run(Mechanism mechanism) const;
    /// Whether the background is simulating `mechanism`'s run of the current scenario.
    bool isSimulating(Mechanism mechanism) const;
    /// How far the background's run of `mechanism` got, from 0 to 1 (as it reported).
    double progress(Mechanism mechanism) const;

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
    /// users hold 0 tasks); nothing when the run stopped at one of its limits or is being
    /// simulated in the background.
    const std::optional<PolicyResult> &moment() const;
    /// The static policy recompute uses (the selected one).
    PolicyId policy() const { return m_policy; }

    /// One run for the background to simulate: everything it needs, copied (the worker reads
    /// nothing of the set's), and the change it belongs to.
    struct Request
    {
        Scenario scenario;
        Mechanism mechanism = Mechanism::Recompute;
        PolicyId policy = PolicyId::Drf;
        quint64 revision = 0; ///< the set's changes counted when it was asked for
    };
    /// Runs too long for the calling thread are left to a background, which hears of them
    /// through runWanted() and nextRequest() and hands them back with setRun().
    void setBackground(bool background);
    /// The next run the background should simulate: the cursor's mechanism first, then the
    /// others, in their order; nothing when none is wanted.
    std::optional<Request> nextRequest() const;
    /// How far the background got with `request` (0 to 1); ignored once it is stale.
    void setProgress(const Request &request, double progress);
    /// The run the background simulated for `request`: kept (runArrived()) if the scenario and
    /// the policy are still those of the request, dropped if they changed since. Returns
    /// whether it was kept.
    bool setRun(const Request &request, OnlineRun run);

signals:
    /// The runs are out of date (the scenario or the selected policy changed). A run the
    /// background is simulating is stale.
    void runsChanged();
    /// A run was asked for that the background is to simulate (nextRequest()).
    void runWanted() const;
    /// The background's run of `mechanism` arrived: run() has it.
    void runArrived(drf::Mechanism mechanism);
    /// The background's run of `mechanism` got further (progress()).
    void progressChanged(drf::Mechanism mechanism);
    /// The cursor, the mechanism or the following changed. (New runs come with the
    /// AllocationSet's resultsChanged() or selectionChanged(), which the views follow, or with
    /// runArrived().)
    void momentChanged();

private:
    /// What the set knows of one mechanism's run of the current scenario.
    struct Slot
    {
        std::optional<OnlineRun> run;
        bool wanted = false;   ///< left to the background, not arrived yet
        double progress = 0.0; ///< the background's, while wanted
    };

    void invalidate();
    Slot &slot(Mechanism mechanism) const { return m_slots[std::size_t(mechanism)]; }
    /// Whether `request` is for the current scenario and policy, and still wanted.
    bool isCurrent(const Request &request) const;

    AllocationSet *m_results;
    Mechanism m_mechanism = Mechanism::Recompute;
    double m_time = 0.0;
    bool m_following = false;
    bool m_background = false;
    PolicyId m_policy;
    quint64 m_revision = 0; ///< bumped by every change of the runs
    mutable std::array<Slot, kAllMechanisms.size()> m_slots;
    mutable std::optional<std::optional<PolicyResult>> m_moment; ///< outer: computed yet
};

} // namespace drf
