#pragma once

#include "scenario.h"

#include <QList>

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

} // namespace drf
