#pragma once

#include "policy.h"
#include "scenario.h"

#include <QList>

namespace drf {

/// Which users stop when a resource saturates.
enum class SaturationRule
{
    StopDemanders, ///< drf, asset: only users with a positive demand for it
    StopEveryone   ///< drf-equal: the first saturation ends the filling
};

/// The share progressive filling equalises: dominant (drf, drf-equal) or aggregate (asset).
enum class ShareMeasure
{
    Dominant, ///< mu_i = max_j d_ij / C_j
    Aggregate ///< a_i = sum_j d_ij / C_j
};

/// Continuous filling: events at levels closer than this (relative) happen together.
inline constexpr double kFillingEventTol = 1e-12;

/// Result of progressive filling: tasks per user and the events in order.
struct FillingResult
{
    QList<double> tasks;
    QList<FillingStage> stages; ///< continuous filling only
    /// Whole tasks: the loop was ended at the highest level where every waiting user's tasks
    /// fit, because doubles could no longer tell its steps apart (see wholeTaskFilling(),
    /// wholetaskfilling.h).
    bool cutShort = false;
};

/// Continuous progressive filling (DOMAIN.md, drf/drf-equal/asset): the level t rises, active
/// user i runs x_i = w_i t / sigma_i tasks (sigma_i its dominant or aggregate share of one task),
/// until resources saturate and caps bind.
/// Shares and rates are computed in long double, so any valid scenario (values down to 5e-324)
/// stays within capacity; a count beyond the largest double is given as the largest double.
FillingResult progressiveFilling(const Scenario &scenario, ShareMeasure measure,
                                 SaturationRule rule);

/// sigma of one demand (dominant share max_j d_j / C_j, or aggregate share sum_j d_j / C_j of
/// one task), in long double as the filling computes it.
long double sharePerTask(const Scenario &scenario, const QList<double> &demand,
                         ShareMeasure measure);
/// mu_i = max_j d_ij / C_j for every user.
QList<double> dominantSharePerTask(const Scenario &scenario);
/// a_i = sum_j d_ij / C_j for every user (asset fairness).
QList<double> aggregateSharePerTask(const Scenario &scenario);

/// Progressive filling without caps, in closed form (DOMAIN.md): at level t user i runs
/// x_i = w_i t / sigma_i tasks, so resource j is full at t = C_j / Sigma_j with
/// Sigma_j = sum_i w_i d_ij / sigma_i, and the filling stops at the smallest of these bounds.
struct FillingClosedForm
{
    QList<double> denominators; ///< Sigma_j per resource (0 when nobody needs j)
    QList<double> bounds;       ///< C_j / Sigma_j per resource (inf when nobody needs j)
    double level = 0.0;         ///< min_j bounds_j (inf when nobody needs anything)
    int bottleneck = -1;        ///< the first j attaining the minimum, or -1
};

/// The closed form for `sharePerTask` (sigma_i: dominantSharePerTask() for drf,
/// aggregateSharePerTask() for asset). The one place that computes it: drfDerivation(), the
/// derivation steps and the results panel all read it from here.
FillingClosedForm fillingClosedForm(const Scenario &scenario, const QList<double> &sharePerTask);

/// The seed's closed form for drf: mu_i, dominant resources, and fillingClosedForm() of mu.
DrfDerivation drfDerivation(const Scenario &scenario);

/// A non-negative count in doubles: the largest double not above `tasks` (the largest double
/// itself when `tasks` is beyond it).
double toTaskCount(long double tasks);

/// The largest whole number of tasks allowed by a cap (infinite when there is none).
double wholeTaskCap(const User &user);
/// floor(x), except that a value within 1e-9 (relative) of an integer counts as that integer.
double wholeTasks(double x);

} // namespace drf
