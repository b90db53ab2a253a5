#include "manipulation.h"

#include "misreport.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace drf {

namespace {

constexpr int kGridPoints = 17;                  // factors 4^(-1) .. 4^(+1), ratio 4^(1/8) ~ 1.19
constexpr int kFullGridComponents = 2;           // beyond this, search coordinate by coordinate
constexpr double kLogRange = 1.3862943611198906; // ln 4

/// Searches log-factors (one per positive component of the true demand).
class MisreportSearch
{
public:
    MisreportSearch(const Scenario &scenario, PolicyId policy, TaskMode mode, int user)
        : m_scenario(scenario), m_user(user), m_evaluator(scenario, policy, mode, user)
    {
        const QList<double> &demand = scenario.users[user].demand;
        for (int j = 0; j < demand.size(); ++j)
            if (demand[j] > 0.0)
                m_components.append(j);
    }

    QList<double> reportOf(const QList<double> &logFactors) const
    {
        QList<double> report = m_scenario.users[m_user].demand;
        for (int c = 0; c < m_components.size(); ++c)
            report[m_components[c]] *= std::exp(logFactors[c]);
        return report;
    }

    double evaluate(const QList<double> &logFactors)
    {
        const double tasks = realTasks(logFactors);
        // Prefer the truth, then the smallest lie, among equally good reports.
        if (tasks > m_bestTasks * (1.0 + 1e-12) ||
            (tasks >= m_bestTasks * (1.0 - 1e-12) && norm(logFactors) < norm(m_best))) {
            m_bestTasks = std::max(m_bestTasks, tasks);
            m_best = logFactors;
        }
        return tasks;
    }

    Manipulation run()
    {
        const int k = int(m_components.size());
        const QList<double> truth(k, 0.0);
        m_best = truth;
        m_bestTasks = -1.0;
        const double truthful = evaluate(truth);
        // No report gets more: the search would keep the truth.
        if (m_evaluator.noReportGetsMoreThan(truthful))
            return outcome(truthful);

        const double gridStep = 2.0 * kLogRange / (kGridPoints - 1);
        if (k <= kFullGridComponents) {
            QList<int> index(k, 0);
            for (bool more = k > 0; more;) {
                QList<double> point(k);
                for (int c = 0; c < k; ++c)
                    point[c] = -kLogRange + index[c] * gridStep;
                evaluate(point);
                int c = 0;
                while (c < k && ++index[c] == kGridPoints)
                    index[c++] = 0;
                more = c < k;
            }
        } else {
            for (int sweep = 0; sweep < 2; ++sweep) {
                for (int c = 0; c < k; ++c) {
                    QList<double> point = m_best;
                    for (int g = 0; g < kGridPoints; ++g) {
                        point[c] = -kLogRange + g * gridStep;
                        evaluate(point);
                    }
                }
            }
        }
        // Pattern search around the best point, halving the step.
        for (double step = gridStep / 2.0; step > 1e-6; step /= 2.0) {
            bool improved = true;
            for (int round = 0; improved && round < 8; ++round) {
                improved = false;
                const QList<double> centre = m_best;
                for (int c = 0; c < k; ++c) {
                    for (double sign : {-1.0, 1.0}) {
                        QList<double> point = centre;
                        point[c] = std::clamp(point[c] + sign * step, -kLogRange, kLogRange);
                        const double before = m_bestTasks;
                        evaluate(point);
                        improved = improved || m_bestTasks > before;
                    }
                }
            }
        }

        return outcome(truthful);
    }

private:
    /// The real tasks of the report at `logFactors`, each point computed once: the pattern search
    /// comes back to the points around a centre that did not move, and the grid meets them again.
    double realTasks(const QList<double> &logFactors)
    {
        const auto [point, isNew] = m_realTasks.try_emplace(logFactors, 0.0);
        if (isNew)
            point->second = m_evaluator.realTasks(reportOf(logFactors));
        return point->second;
    }

    Manipulation outcome(double truthful) const
    {
        Manipulation result;
        result.user = m_user;
        result.report = reportOf(m_best);
        result.truthfulTasks = truthful;
        result.realTasks = std::max(m_bestTasks, truthful);
        if (truthful > 0.0)
            result.gain = result.realTasks / truthful;
        else
            result.gain = result.realTasks > 0.0 ? std::numeric_limits<double>::infinity() : 1.0;
        return result;
    }

    static double norm(const QList<double> &logFactors)
    {
        double sum = 0.0;
        for (double f : logFactors)
            sum += f * f;
        return sum;
    }

    const Scenario &m_scenario;
    int m_user;
    MisreportEvaluator m_evaluator;
    QList<int> m_components;
    QList<double> m_best;
    double m_bestTasks = -1.0;
    std::map<QList<double>, double> m_realTasks; ///< realTasks() of the points seen
};

} // namespace

double realTasksWithReport(const Scenario &scenario, PolicyId policy, TaskMode mode, int user,
                           const QList<double> &report)
{
    return MisreportEvaluator(scenario, policy, mode, user).realTasks(report);
}

Manipulation bestMisreport(const Scenario &scenario, PolicyId policy, TaskMode mode, int user)
{
    return MisreportSearch(scenario, policy, mode, user).run();
}

} // namespace drf
