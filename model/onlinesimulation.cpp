#include "onlinesimulation.h"

#include "onlinesimulator.h"

#include <QCoreApplication>

#include <algorithm>

namespace drf {

QString mechanismKey(Mechanism mechanism)
{
    switch (mechanism) {
    case Mechanism::Recompute:
        return QStringLiteral("recompute");
    case Mechanism::DynamicDrf:
        return QStringLiteral("dynamic-drf");
    case Mechanism::OnlineDrf:
        break;
    }
    return QStringLiteral("online-drf");
}

QString mechanismName(Mechanism mechanism)
{
    switch (mechanism) {
    case Mechanism::Recompute:
        return QStringLiteral("Recompute (the static policy, free preemption)");
    case Mechanism::DynamicDrf:
        return online::OnlineSimulationTexts::tr(
            "Dynamic DRF (no preemption, room kept for arrivals)");
    case Mechanism::OnlineDrf:
        break;
    }
    return online::OnlineSimulationTexts::tr("Online DRF (whole tasks, no preemption)");
}

QString mechanismShortName(Mechanism mechanism)
{
    switch (mechanism) {
    case Mechanism::Recompute:
        return QCoreApplication::translate("drf::Mechanism", "Recompute");
    case Mechanism::DynamicDrf:
        return QCoreApplication::translate("drf::Mechanism", "Dynamic DRF");
    case Mechanism::OnlineDrf:
        break;
    }
    return QCoreApplication::translate("drf::Mechanism", "Online DRF");
}

std::optional<Mechanism> mechanismFromKey(const QString &key)
{
    for (Mechanism mechanism : kAllMechanisms)
        if (mechanismKey(mechanism) == key)
            return mechanism;
    return std::nullopt;
}

QString mechanismKeys()
{
    QStringList keys;
    for (Mechanism mechanism : kAllMechanisms)
        keys.append(mechanismKey(mechanism));
    return keys.join(QStringLiteral(", "));
}

int OnlineRun::segmentAt(double t) const
{
    const auto after = std::upper_bound(boundaries.cbegin(), boundaries.cend(), t);
    const int segment = int(after - boundaries.cbegin()) - 1;
    return std::clamp(segment, 0, std::max(0, segmentCount() - 1));
}

std::optional<double> fixedHorizon(const Scenario &scenario)
{
    if (scenario.horizon)
        return scenario.horizon;
    double longest = 0.0;
    double latest = 0.0;
    bool endless = false;
    for (const User &user : scenario.users) {
        longest = std::max(longest, user.duration);
        latest = std::max({latest, user.arrive, user.leave.value_or(0.0)});
        endless = endless || (!user.work && !user.leave);
    }
    if (!endless)
        return std::nullopt;
    return std::max({10.0 * longest, 2.0 * latest, 1.0});
}

OnlineRun simulateOnline(const Scenario &scenario, Mechanism mechanism, PolicyId policy,
                         const OnlineLimits &limits, BackgroundJob *job)
{
    return online::Simulator(scenario, mechanism, policy, limits, job).run();
}

} // namespace drf
