#pragma once

#include "policy.h"
#include "scenario.h"
#include "walras.h"
#include "wholetaskfilling.h"

#include <QList>

#include <memory>

namespace drf {

/// What one user gets for a reported demand while the others tell the truth, for the
/// manipulation search: built once per user, then each report costs little.
/// - max-min and fixed-price: the user's own formula, O(m) a report;
/// - drf, drf-equal and asset with continuous tasks: the others' filling is run once, with the
///   resources the user needs never filling up (before the user stops, none does); a report
///   then only finds where the user's own growth fills one of them, O(m log N);
/// - walras: the market solved again with the report in place (WalrasMarket), from the truthful
///   equilibrium's prices, a few Newton steps away;
/// - the filling policies with whole tasks: the whole-task loop on a copy of the scenario (made
///   once) with the report in place, run once up to the user's first turn (WholeTasksOfOneDemand);
///   a report resumes it from there until the user's tasks are final.
/// A report that needs other resources than the truth is run, with continuous tasks, as the
/// policy on the scenario with the report in place.
class MisreportEvaluator
{
public:
    MisreportEvaluator(const Scenario &scenario, PolicyId policy, TaskMode mode, int user);
    ~MisreportEvaluator();
    MisreportEvaluator(const MisreportEvaluator &) = delete;
    MisreportEvaluator &operator=(const MisreportEvaluator &) = delete;

    /// x'_i: the tasks of the report (whole in whole-task mode).
    double reportedTasks(const QList<double> &report);
    /// The tasks the user really runs with them (DOMAIN.md, "Manipulation gain").
    double realTasks(const QList<double> &report);
    /// Whether no report that needs the resources the truth needs gets more real tasks than
    /// `tasks` (false when that is not known). The whole-task filling policies know it when what
    /// is left at the user's first turn holds no more than `tasks` of its true demand.
    bool noReportGetsMoreThan(double tasks) const;

private:
    class OthersFilling;

    double ownFormulaTasks(const QList<double> &report) const;

    const Scenario &m_scenario;
    PolicyId m_policy;
    TaskMode m_mode;
    int m_user;
    std::unique_ptr<OthersFilling> m_filling;            ///< continuous filling policies
    std::unique_ptr<Scenario> m_reported;                ///< the report in place (made once)
    std::unique_ptr<WholeTasksOfOneDemand> m_wholeTasks; ///< whole-task filling policies
    long double m_totalWeight = 0.0L;                    ///< max-min's W
    double m_budget = 0.0;                               ///< fixed-price's b_i
    std::unique_ptr<WalrasMarket> m_market;              ///< walras
};

} // namespace drf
