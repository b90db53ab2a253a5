#pragma once

#include "backgroundjob.h"
#include "manipulation.h"
#include "policy.h"
#include "scenario.h"

#include <QList>
#include <QStringList>

#include <atomic>
#include <cmath>
#include <functional>
#include <optional>
#include <utility>

namespace drf {

/// Called after every row (heat map) or point (curve) with how many are done and the total.
using LandscapeProgress = std::function<void(int done, int total)>;

/// Default number of factors per axis; odd, so that the truth (factor 1) is on the grid.
inline constexpr int kLandscapePoints = 41;

/// What the curve and the heat map share: whose report, under which policy, on which grid.
struct LandscapeSetting
{
    int user = -1;
    PolicyId policy = PolicyId::Drf;
    TaskMode mode = TaskMode::Continuous;
    int first = 0;              ///< the first varied resource
    int second = 1;             ///< the second varied resource
    QList<double> demand;       ///< the user's true demand
    QList<double> factors;      ///< a log grid over [1/4, 4] (landscapeFactors()); see below
    int truthIndex = -1;        ///< where the factor is 1: the truth
    double truthfulTasks = 0.0; ///< real tasks at the truth
    bool cancelled = false;     ///< abandoned before the end; the values not computed are NaN
};

/// One user's real tasks (DOMAIN.md, "Manipulation gain") along the ratio of two reported
/// components. The report at factor f is d'_first = d_first / sqrt(f), d'_second = d_second sqrt(f)
/// (other components truthful): the reported ratio d'_second / d'_first is f times the true one
/// while the geometric mean of the two stays put, so f = 1 (the middle) is the truth and the
/// curve lies on the heat map's grid diagonal through it (factors 1/2..2 for f in 1/4..4).
/// In continuous mode every policy is scale-invariant, so the ratio is all that matters there.
/// A component whose true demand is 0 stays 0 (as in bestMisreport()), which flattens the curve.
/// Besides the grid's factors the curve has the top of its peak when that lies between two
/// of them (found to 1e-6 in log factor): its best is the best lie along the curve, the one
/// bestMisreport() finds when the other components cannot help (two resources).
struct ManipulationCurve : LandscapeSetting
{
    QList<double> ratios;    ///< reported d'_second / d'_first per factor
    QList<double> realTasks; ///< per factor; NaN where not computed (cancelled)
    int bestIndex = -1;      ///< the most real tasks (ties: the truth, then the smallest lie)

    /// The report at factor index k.
    QList<double> reportAt(int k) const;
    /// The true ratio d_second / d_first.
    double truthRatio() const { return demand[second] / demand[first]; }
    /// Whether the curve is drawn along the reported ratio: when the true one is a positive
    /// number; otherwise along the factor on it.
    bool byRatio() const { return std::isfinite(truthRatio()) && truthRatio() > 0; }
    /// The horizontal position of point k: the reported ratio, or the factor (byRatio()).
    double axisAt(int k) const { return byRatio() ? ratios[k] : factors[k]; }
    /// realTasks[bestIndex] / truthfulTasks (1 when both are 0, infinity when only the truth gives
    /// 0).
    double bestGain() const;
};

/// Real tasks over a grid of both reported components: d'_first = f_col d_first,
/// d'_second = f_row d_second (other components truthful), each factor on the same log grid over
/// [1/4, 4], with the truth at the centre (column and row truthIndex). Columns vary `first`,
/// rows vary `second`.
struct ManipulationHeatMap : LandscapeSetting
{
    QList<double> realTasks; ///< row-major, realTasks[row * size() + col]; NaN if not computed
    int bestColumn = -1;     ///< the best computed cell (ties: the truth, then the smallest lie)
    int bestRow = -1;
    int rowsDone = 0; ///< rows computed, from row 0

    int size() const { return int(factors.size()); }
    double at(int column, int row) const { return realTasks[row * size() + column]; }
    /// The report of a cell.
    QList<double> reportAt(int column, int row) const;
    /// The best cell's real tasks over the truthful ones (1 when both are 0).
    double bestGain() const;
};

/// `points` factors 4^(-1) .. 4^(+1), evenly spaced in log; an even count is raised by one so
/// that the middle one is exactly 1.
QList<double> landscapeFactors(int points);

/// The curve of `user`'s real tasks against the ratio of its reported demands for `first` and
/// `second` under `policy`. A pure function of its arguments (the scenario is its own copy), safe
/// to run on a worker thread; `cancel`, checked before every point, abandons it with the points
/// done so far. Preconditions: a valid scenario, 0 <= user < N, first != second both < m.
ManipulationCurve manipulationCurve(Scenario scenario, PolicyId policy, TaskMode mode, int user,
                                    int first = 0, int second = 1, int points = kLandscapePoints,
                                    const std::atomic<bool> *cancel = nullptr,
                                    const LandscapeProgress &progress = {});

/// The heat map of `user`'s real tasks over both reported components, `points` x `points` cells
/// (O(points^2) allocations). Thread-safe and cancellable like manipulationCurve(); `cancel` is
/// checked before every row, and a cancelled map keeps the rows done so far.
ManipulationHeatMap manipulationHeatMap(Scenario scenario, PolicyId policy, TaskMode mode, int user,
                                        int first = 0, int second = 1,
                                        int points = kLandscapePoints,
                                        const std::atomic<bool> *cancel = nullptr,
                                        const LandscapeProgress &progress = {});

/// Which landscape computeLandscape() draws up: whose report, under which policy, on which axes.
struct LandscapeQuery
{
    int user = 0;
    PolicyId policy = PolicyId::Drf;
    TaskMode mode = TaskMode::Continuous;
    int first = 0;  ///< the first varied resource
    int second = 1; ///< the second varied resource
    /// The heat map and the refined best lie too (the explorer), not only the curve (a figure of
    /// the curve alone, which costs kLandscapePoints allocations instead of ~50 times that).
    bool heatMap = true;
};

/// What the manipulation explorer shows of one user under one policy, with the names to label
/// it (those of the scenario it was computed for, which may have changed since).
struct ManipulationLandscape
{
    ManipulationCurve curve;
    ManipulationHeatMap heatMap; ///< empty unless the query asked for it
    Manipulation best;           ///< bestMisreport(), the refined best lie; with the heat map
    QString userName;
    QStringList resourceNames;
    bool cancelled = false; ///< abandoned: the values not computed are NaN

    /// Whether the curve's best is the best lie `best` (to 1e-5 relative), or no search was
    /// made: the plots then call it "best lie", as the caption and --report do. With three
    /// resources or more a lie may change the other components too, and with whole tasks its
    /// scale: the curve's best is then only the best on the curve.
    bool curveHasBestLie() const;
    /// The best lie `best` on the heat map: the factors on its two components, when the other
    /// components are the truth (always with two resources); nothing when they are not or no
    /// search was made.
    std::optional<std::pair<double, double>> bestLieOnMap() const;
};

/// How many steps computeLandscape(`query`) counts in BackgroundJob::done when it is complete.
int landscapeSteps(const LandscapeQuery &query);

/// The curve (and, if asked, the heat map and bestMisreport()) of `query`. A pure function of
/// its arguments, safe to run on a worker thread: it polls `job`'s cancel flag and counts its
/// steps in `job`'s done (none when `job` is null). An invalid user or pair of resources gives
/// a landscape with empty grids.
ManipulationLandscape computeLandscape(const Scenario &scenario, const LandscapeQuery &query,
                                       BackgroundJob *job = nullptr);

} // namespace drf
