#pragma once

#include "scenario.h"

#include <QList>

#include <memory>
#include <vector>

namespace drf {

/// The competitive equilibrium from (weighted) equal incomes.
struct WalrasEquilibrium
{
    QList<double> tasks;  ///< x_i, the unique maximiser of sum_i b_i log x_i
    QList<double> prices; ///< capacity multipliers, scaled so that sum_j p_j C_j = sum_i b_i
    int iterations = 0;   ///< Newton steps taken (for the benchmark and the derivation panel)
};

/// Solves the Eisenberg-Gale program (DOMAIN.md, walras) through its dual in the m prices:
/// minimise sum_j p_j C_j + sum_i phi_i(p . d_i) over p >= 0, where phi_i is the user's best
/// utility at price p . d_i with its cap, by projected Newton with an Armijo line search.
WalrasEquilibrium solveWalras(const Scenario &scenario, const QList<double> &budgets);

/// The market of one scenario, kept to be solved again with one user's demand replaced (the
/// manipulation search): each solve starts at the scenario's own equilibrium prices, a few Newton
/// steps away, where the other users' part of the dual is computed once; nothing is built again
/// but that user's row.
class WalrasMarket
{
public:
    /// `user` is the one whose demand will be replaced; the scenario must outlive the market.
    WalrasMarket(const Scenario &scenario, const QList<double> &budgets, int user);
    ~WalrasMarket();
    WalrasMarket(const WalrasMarket &) = delete;
    WalrasMarket &operator=(const WalrasMarket &) = delete;

    /// x_user at the equilibrium where the user demands `demand` per task, the others as in the
    /// scenario.
    double tasksWithDemand(const QList<double> &demand);

private:
    struct Dual;
    std::unique_ptr<Dual> m_dual;
    int m_user;
    double m_totalBudget = 0.0;
    std::vector<double> m_start; ///< the scenario's own equilibrium, normalised
};

} // namespace drf
