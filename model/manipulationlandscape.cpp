#include "manipulationlandscape.h"

#include "manipulation.h"
#include "misreport.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace drf {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kFactorRange = 4.0; // factors over [1/4, 4], as bestMisreport() searches
/// Two answers closer than this (relative) are the same best lie.
constexpr double kSameAnswer = 1e-5;
/// Where the refined peak of a curve is, in log factor: as fine as bestMisreport() refines.
constexpr double kPeakTolerance = 1e-6;

bool isCancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

bool validAxes(const Scenario &scenario, int user, int first, int second)
{
    return user >= 0 && user < scenario.userCount() && first >= 0 && second >= 0 &&
           first != second && first < scenario.resourceCount() && second < scenario.resourceCount();
}

/// Keeps the best report seen: the most real tasks; among equally good ones (relative 1e-12)
/// the smallest lie, so the truth wins every tie it is part of (as bestMisreport() does).
class BestReport
{
public:
    void offer(int index, double tasks, double squaredLogDistance)
    {
        if (tasks > m_tasks * (1.0 + 1e-12) ||
            (tasks >= m_tasks * (1.0 - 1e-12) && squaredLogDistance < m_distance)) {
            m_tasks = std::max(m_tasks, tasks);
            m_distance = squaredLogDistance;
            m_index = index;
        }
    }
    int index() const { return m_index; }

private:
    int m_index = -1;
    double m_tasks = -1.0;
    double m_distance = std::numeric_limits<double>::infinity();
};

/// The gain of Manipulation: best real tasks over the truthful ones.
double gainOver(double best, double truthful)
{
    if (truthful > 0.0)
        return best / truthful;
    return best > 0.0 ? std::numeric_limits<double>::infinity() : 1.0;
}

/// Fills the shared part but the truthful tasks; false when the user or the axes are invalid.
bool setUp(LandscapeSetting &setting, const Scenario &scenario, PolicyId policy, TaskMode mode,
           int user, int first, int second, int points)
{
    setting.user = user;
    setting.policy = policy;
    setting.mode = mode;
    setting.first = first;
    setting.second = second;
    if (!validAxes(scenario, user, first, second))
        return false;
    setting.demand = scenario.users[user].demand;
    setting.factors = landscapeFactors(points);
    setting.truthIndex = int(setting.factors.size()) / 2;
    return true;
}

double squared(double x)
{
    return x * x;
}

/// The grid samples a peak with a kink (a lie pays until another resource binds) a few
/// percent below its top: the top is found between the best point's neighbours by a
/// golden-section search in log factor, and added to the curve when it beats the grid, so the
/// curve's best is the best lie along it, not the best grid point.
void refinePeak(ManipulationCurve &curve, MisreportEvaluator &evaluator)
{
    const int best = curve.bestIndex;
    const int n = int(curve.factors.size());
    if (best < 0 || n < 3)
        return;
    double low = std::log(curve.factors[std::max(0, best - 1)]);
    double high = std::log(curve.factors[std::min(n - 1, best + 1)]);
    const auto tasksAt = [&](double logFactor) {
        const double root = std::exp(logFactor / 2.0);
        QList<double> report = curve.demand;
        report[curve.first] /= root;
        report[curve.second] *= root;
        return evaluator.realTasks(report);
    };
    const double golden = (std::sqrt(5.0) - 1.0) / 2.0;
    double a = high - golden * (high - low);
    double b = low + golden * (high - low);
    double tasksA = tasksAt(a);
    double tasksB = tasksAt(b);
    while (high - low > kPeakTolerance) {
        if (tasksA >= tasksB) {
            high = b;
            b = a;
            tasksB = tasksA;
            a = high - golden * (high - low);
            tasksA = tasksAt(a);
        } else {
            low = a;
            a = b;
            tasksA = tasksB;
            b = low + golden * (high - low);
            tasksB = tasksAt(b);
        }
    }
    const double top = tasksA >= tasksB ? a : b;
    const double topTasks = std::max(tasksA, tasksB);
    if (!(topTasks > curve.realTasks[best] * (1.0 + 1e-12)))
        return;
    const double factor = std::exp(top);
    const int at = int(std::lower_bound(curve.factors.cbegin(), curve.factors.cend(), factor) -
                       curve.factors.cbegin());
    curve.factors.insert(at, factor);
    curve.ratios.insert(at, factor * curve.truthRatio());
    curve.realTasks.insert(at, topTasks);
    if (at <= curve.truthIndex)
        ++curve.truthIndex;
    curve.bestIndex = at;
}

} // namespace

QList<double> landscapeFactors(int points)
{
    const int n = std::max(3, points | 1);
    QList<double> factors(n);
    // The exponent's numerator is an exact integer, so the middle factor is exactly 4^0 = 1.
    for (int k = 0; k < n; ++k)
        factors[k] = std::pow(kFactorRange, double(2 * k - (n - 1)) / double(n - 1));
    return factors;
}

QList<double> ManipulationCurve::reportAt(int k) const
{
    QList<double> report = demand;
    const double root = std::sqrt(factors[k]);
    report[first] /= root;
    report[second] *= root;
    return report;
}

double ManipulationCurve::bestGain() const
{
    return bestIndex < 0 ? 1.0 : gainOver(realTasks[bestIndex], truthfulTasks);
}

QList<double> ManipulationHeatMap::reportAt(int column, int row) const
{
    QList<double> report = demand;
    report[first] *= factors[column];
    report[second] *= factors[row];
    return report;
}

double ManipulationHeatMap::bestGain() const
{
    return bestRow < 0 ? 1.0 : gainOver(at(bestColumn, bestRow), truthfulTasks);
}

ManipulationCurve manipulationCurve(Scenario scenario, PolicyId policy, TaskMode mode, int user,
                                    int first, int second, int points,
                                    const std::atomic<bool> *cancel,
                                    const LandscapeProgress &progress)
{
    ManipulationCurve curve;
    if (!setUp(curve, scenario, policy, mode, user, first, second, points))
        return curve;
    MisreportEvaluator evaluator(scenario, policy, mode, user);
    curve.truthfulTasks = evaluator.realTasks(curve.demand);
    const int n = int(curve.factors.size());
    curve.ratios.resize(n);
    curve.realTasks.fill(kNaN, n);
    const double trueRatio = curve.demand[second] / curve.demand[first];
    for (int k = 0; k < n; ++k)
        curve.ratios[k] = curve.factors[k] * trueRatio;
    BestReport best;
    for (int k = 0; k < n; ++k) {
        if (isCancelled(cancel)) {
            curve.cancelled = true;
            break;
        }
        curve.realTasks[k] = evaluator.realTasks(curve.reportAt(k));
        best.offer(k, curve.realTasks[k], squared(std::log(curve.factors[k])));
        if (progress)
            progress(k + 1, n);
    }
    curve.bestIndex = best.index();
    if (!curve.cancelled && !isCancelled(cancel))
        refinePeak(curve, evaluator);
    return curve;
}

ManipulationHeatMap manipulationHeatMap(Scenario scenario, PolicyId policy, TaskMode mode, int user,
                                        int first, int second, int points,
                                        const std::atomic<bool> *cancel,
                                        const LandscapeProgress &progress)
{
    ManipulationHeatMap map;
    if (!setUp(map, scenario, policy, mode, user, first, second, points))
        return map;
    MisreportEvaluator evaluator(scenario, policy, mode, user);
    map.truthfulTasks = evaluator.realTasks(map.demand);
    const int n = map.size();
    map.realTasks.fill(kNaN, n * n);
    BestReport best;
    for (int row = 0; row < n; ++row) {
        if (isCancelled(cancel)) {
            map.cancelled = true;
            break;
        }
        const double rowDistance = squared(std::log(map.factors[row]));
        for (int column = 0; column < n; ++column) {
            const double tasks = evaluator.realTasks(map.reportAt(column, row));
            map.realTasks[row * n + column] = tasks;
            best.offer(row * n + column, tasks,
                       rowDistance + squared(std::log(map.factors[column])));
        }
        map.rowsDone = row + 1;
        if (progress)
            progress(map.rowsDone, n);
    }
    if (best.index() >= 0) {
        map.bestColumn = best.index() % n;
        map.bestRow = best.index() / n;
    }
    return map;
}

bool ManipulationLandscape::curveHasBestLie() const
{
    if (best.user < 0 || curve.bestIndex < 0)
        return true;
    return curve.realTasks[curve.bestIndex] >= best.realTasks * (1.0 - kSameAnswer);
}

std::optional<std::pair<double, double>> ManipulationLandscape::bestLieOnMap() const
{
    const ManipulationHeatMap &map = heatMap;
    if (best.user < 0 || map.demand.isEmpty() || best.report.size() != map.demand.size())
        return std::nullopt;
    for (int j = 0; j < map.demand.size(); ++j)
        if (j != map.first && j != map.second && best.report[j] != map.demand[j])
            return std::nullopt;
    const auto factor = [&](int j) {
        return map.demand[j] > 0.0 ? best.report[j] / map.demand[j] : 1.0;
    };
    return std::pair(factor(map.first), factor(map.second));
}

int landscapeSteps(const LandscapeQuery &query)
{
    // A point of the curve, a row of the heat map and the refined search are a step each.
    return query.heatMap ? 2 * kLandscapePoints + 1 : kLandscapePoints;
}

ManipulationLandscape computeLandscape(const Scenario &scenario, const LandscapeQuery &query,
                                       BackgroundJob *job)
{
    const std::atomic<bool> *cancel = job ? &job->cancel : nullptr;
    const auto reportDone = [job](int offset) -> LandscapeProgress {
        if (!job)
            return {};
        return [job, offset](int done, int) { job->done = offset + done; };
    };
    ManipulationLandscape landscape;
    if (query.user >= 0 && query.user < scenario.userCount())
        landscape.userName = scenario.users[query.user].name;
    landscape.resourceNames = scenario.resourceNames();
    landscape.curve = manipulationCurve(scenario, query.policy, query.mode, query.user, query.first,
                                        query.second, kLandscapePoints, cancel, reportDone(0));
    landscape.cancelled = landscape.curve.cancelled;
    if (query.heatMap && !landscape.cancelled) {
        landscape.heatMap = manipulationHeatMap(scenario, query.policy, query.mode, query.user,
                                                query.first, query.second, kLandscapePoints, cancel,
                                                reportDone(kLandscapePoints));
        landscape.cancelled = landscape.heatMap.cancelled;
        if (!landscape.cancelled && !landscape.curve.factors.isEmpty())
            landscape.best = bestMisreport(scenario, query.policy, query.mode, query.user);
        landscape.cancelled = landscape.cancelled || isCancelled(cancel);
    }
    if (job)
        job->done = landscapeSteps(query);
    return landscape;
}

} // namespace drf
