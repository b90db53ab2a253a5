#include "walras.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <vector>

namespace drf {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

/// The dual in normalised units: capacities 1, budgets summing to 1, and each user's task
/// measured in its dominant share (y_i = x_i mu_i, demands d_ij / (C_j mu_i) with largest 1).
/// The Eisenberg-Gale maximiser is the same in y (log y_i = log x_i + log mu_i), and demands that
/// span 24 orders of magnitude between users no longer make the Hessian singular in doubles.
class WalrasDual
{
public:
    WalrasDual(const Scenario &scenario, const QList<double> &budgets)
        : m_scenario(scenario), m_n(scenario.userCount()), m_m(scenario.resourceCount()),
          m_demand(size_t(m_n) * m_m), m_budget(m_n), m_cap(m_n), m_taskUnit(m_n, 0.0L),
          m_share(size_t(m_m))
    {
        double total = 0.0;
        for (double b : budgets)
            total += b;
        for (int i = 0; i < m_n; ++i) {
            m_budget[i] = budgets[i] / total;
            setDemand(i, scenario.users[i].demand);
        }
    }

    /// User i's demand in normalised units (another than the scenario's, for a misreport).
    void setDemand(int i, const QList<double> &demand)
    {
        const User &user = m_scenario.users[i];
        // long double: d_ij / C_j stays finite and non-zero down to 5e-324 / 1e12.
        std::vector<long double> &share = m_share;
        m_taskUnit[i] = 0.0L;
        for (int j = 0; j < m_m; ++j) {
            share[j] = static_cast<long double>(demand[j]) /
                       static_cast<long double>(m_scenario.resources[j].capacity);
            m_taskUnit[i] = std::max(m_taskUnit[i], share[j]);
        }
        // No feasible point gives a user more than y_i = 1 (its dominant resource), so a cap
        // above 2 never binds; clamping it keeps the slope of the dual's capped piece (T_i times
        // the demand) from reaching 1e24 when the cap is far out of reach.
        m_cap[i] = user.maxTasks
                       ? double(std::min<long double>(*user.maxTasks * m_taskUnit[i], 2.0L))
                       : kInf;
        for (int j = 0; j < m_m; ++j)
            m_demand[size_t(i) * m_m + j] = double(share[j] / m_taskUnit[i]);
    }

    const Scenario &scenario() const { return m_scenario; }

    /// Back from dominant shares to tasks: x_i = y_i / mu_i (may exceed the largest double).
    long double tasksOf(int i, double dominantShare) const
    {
        return static_cast<long double>(dominantShare) / m_taskUnit[i];
    }

    int resources() const { return m_m; }

    /// Cost of one task at prices p.
    double taskPrice(const std::vector<double> &p, int i) const
    {
        double q = 0.0;
        const double *d = &m_demand[size_t(i) * m_m];
        for (int j = 0; j < m_m; ++j)
            q += p[j] * d[j];
        return q;
    }

    /// What user i buys at task price q: its budget's worth, up to its cap.
    double tasksAt(int i, double q) const
    {
        if (m_cap[i] <= 0.0)
            return 0.0;
        if (q <= 0.0)
            return m_cap[i];
        return std::min(m_cap[i], m_budget[i] / q);
    }

    /// The dual objective; +inf where an uncapped user would get a free task.
    double objective(const std::vector<double> &p) const
    {
        double value = 0.0;
        for (int j = 0; j < m_m; ++j)
            value += p[j];
        if (m_fixed && p == m_fixed->prices)
            return value + m_fixed->objective + userObjective(p, m_fixed->user);
        for (int i = 0; i < m_n; ++i)
            value += userObjective(p, i);
        return value;
    }

    /// Gradient (excess supply 1 - usage_j) and Hessian of the dual at p.
    void derivatives(const std::vector<double> &p, std::vector<double> &gradient,
                     std::vector<double> &hessian) const
    {
        if (m_fixed && p == m_fixed->prices) {
            gradient = m_fixed->gradient;
            hessian = m_fixed->hessian;
            addUserDerivatives(p, m_fixed->user, gradient, hessian);
            return;
        }
        gradient.assign(m_m, 1.0);
        hessian.assign(size_t(m_m) * m_m, 0.0);
        for (int i = 0; i < m_n; ++i)
            addUserDerivatives(p, i, gradient, hessian);
    }

    /// Keeps the objective and derivatives at `p` of every user but `user`: a solve that starts
    /// at p with only that user's demand changed (setDemand()) then evaluates one user there.
    void fixOthersAt(const std::vector<double> &p, int user)
    {
        auto fixed = std::make_unique<Fixed>();
        fixed->prices = p;
        fixed->user = user;
        fixed->gradient.assign(m_m, 1.0);
        fixed->hessian.assign(size_t(m_m) * m_m, 0.0);
        for (int i = 0; i < m_n; ++i) {
            if (i == user)
                continue;
            fixed->objective += userObjective(p, i);
            addUserDerivatives(p, i, fixed->gradient, fixed->hessian);
        }
        m_fixed = std::move(fixed);
    }

    /// Excess supply 1 - usage_j alone (cheaper than derivatives()).
    void gradientAt(const std::vector<double> &p, std::vector<double> &gradient) const
    {
        gradient.assign(m_m, 1.0);
        for (int i = 0; i < m_n; ++i) {
            const double x = tasksAt(i, taskPrice(p, i));
            const double *d = &m_demand[size_t(i) * m_m];
            for (int j = 0; j < m_m; ++j)
                gradient[j] -= x * d[j];
        }
    }

private:
    /// User i's term of the dual objective, phi_i(p . d_i).
    double userObjective(const std::vector<double> &p, int i) const
    {
        if (m_cap[i] <= 0.0)
            return 0.0;
        const double q = taskPrice(p, i);
        const double b = m_budget[i];
        if (b >= m_cap[i] * q) // the cap binds: phi = b log T - T q
            return std::isfinite(m_cap[i]) ? b * std::log(m_cap[i]) - m_cap[i] * q : kInf;
        return b * std::log(b / q) - b; // phi = b log(b / q) - b
    }

    /// Adds user i's terms to the gradient and the Hessian.
    void addUserDerivatives(const std::vector<double> &p, int i, std::vector<double> &gradient,
                            std::vector<double> &hessian) const
    {
        const double q = taskPrice(p, i);
        const double x = tasksAt(i, q);
        const double *d = &m_demand[size_t(i) * m_m];
        for (int j = 0; j < m_m; ++j)
            gradient[j] -= x * d[j];
        if (x < m_cap[i] && q > 0.0) {
            const double curvature = m_budget[i] / (q * q);
            for (int j = 0; j < m_m; ++j) {
                if (d[j] == 0.0)
                    continue;
                for (int k = 0; k < m_m; ++k)
                    hessian[size_t(j) * m_m + k] += curvature * d[j] * d[k];
            }
        }
    }

    /// The sums over every user but one at one point (fixOthersAt()).
    struct Fixed
    {
        std::vector<double> prices;
        int user = -1;
        double objective = 0.0;
        std::vector<double> gradient;
        std::vector<double> hessian;
    };

    const Scenario &m_scenario;
    int m_n;
    int m_m;
    std::vector<double> m_demand;
    std::vector<double> m_budget;
    std::vector<double> m_cap;
    std::vector<long double> m_taskUnit; ///< mu_i
    std::vector<long double> m_share;    ///< setDemand()'s d_ij / C_j
    std::unique_ptr<Fixed> m_fixed;      ///< see fixOthersAt()
};

/// Solves A x = b for a small symmetric positive definite A (Cholesky); false if not SPD.
bool solveSpd(std::vector<double> a, std::vector<double> &x, int n)
{
    for (int j = 0; j < n; ++j) {
        double diagonal = a[size_t(j) * n + j];
        for (int k = 0; k < j; ++k)
            diagonal -= a[size_t(j) * n + k] * a[size_t(j) * n + k];
        if (!(diagonal > 0.0))
            return false;
        diagonal = std::sqrt(diagonal);
        a[size_t(j) * n + j] = diagonal;
        for (int i = j + 1; i < n; ++i) {
            double value = a[size_t(i) * n + j];
            for (int k = 0; k < j; ++k)
                value -= a[size_t(i) * n + k] * a[size_t(j) * n + k];
            a[size_t(i) * n + j] = value / diagonal;
        }
    }
    for (int i = 0; i < n; ++i) {
        for (int k = 0; k < i; ++k)
            x[i] -= a[size_t(i) * n + k] * x[k];
        x[i] /= a[size_t(i) * n + i];
    }
    for (int i = n - 1; i >= 0; --i) {
        for (int k = i + 1; k < n; ++k)
            x[i] -= a[size_t(k) * n + i] * x[k];
        x[i] /= a[size_t(i) * n + i];
    }
    return true;
}

/// Distance to the KKT conditions of min f(p) over p >= 0: |p - max(0, p - grad)|_1.
double projectedGradientNorm(const std::vector<double> &p, const std::vector<double> &gradient)
{
    double norm = 0.0;
    for (size_t j = 0; j < p.size(); ++j)
        norm += std::abs(p[j] - std::max(0.0, p[j] - gradient[j]));
    return norm;
}

/// Bertsekas' projected Newton direction at `p`: prices at (or within eps of) zero that want to
/// fall are held at zero and fall along the gradient; Newton, damped, on the rest.
void projectedNewtonDirection(const std::vector<double> &p, const std::vector<double> &gradient,
                              const std::vector<double> &hessian, double projected,
                              std::vector<double> &direction)
{
    const int m = int(p.size());
    const double eps = std::min(1e-3, projected);
    std::vector<int> freeVars;
    for (int j = 0; j < m; ++j)
        if (!(p[j] <= eps && gradient[j] > 0.0))
            freeVars.push_back(j);
    const int f = int(freeVars.size());
    std::vector<double> reduced(size_t(f) * f), step(f);
    double gradientNorm = 0.0;
    for (int a = 0; a < f; ++a)
        gradientNorm += gradient[freeVars[a]] * gradient[freeVars[a]];
    // Levenberg-Marquardt damping |g|: prices are not unique when fewer users than
    // resources are active, and the Hessian is then singular; resources only capped users
    // want have no curvature at all. The damping keeps each price's step within |g_j| / |g|
    // <= 1, the scale of all normalised prices (they sum to at most 1 at the optimum), and
    // vanishes at the optimum, so the last steps stay Newton steps. It is the same for
    // every row, whatever its curvature: prices 12 orders apart keep their own Newton steps.
    const double damping = std::sqrt(gradientNorm);
    for (int a = 0; a < f; ++a) {
        for (int b = 0; b < f; ++b)
            reduced[size_t(a) * f + b] = hessian[size_t(freeVars[a]) * m + freeVars[b]];
        double &diagonal = reduced[size_t(a) * f + a];
        diagonal = diagonal * (1.0 + 1e-14) + damping;
        if (!(diagonal > 0.0))
            diagonal = 1.0; // no slope and no curvature: the step is 0 either way
        step[a] = -gradient[freeVars[a]];
    }
    if (f > 0 && !solveSpd(reduced, step, f)) {
        for (int a = 0; a < f; ++a)
            step[a] = -gradient[freeVars[a]] / std::max(reduced[size_t(a) * f + a], 1e-300);
    }
    std::fill(direction.begin(), direction.end(), 0.0);
    for (int a = 0; a < f; ++a)
        direction[freeVars[a]] = step[a];
    // Held prices fall along the gradient scaled by their own damped curvature (any
    // positive diagonal scaling keeps projected Newton convergent): a price whose zero would
    // give an uncapped user free tasks then falls by steps its curvature allows, and does
    // not cut the step of the free prices down to its own.
    for (int j = 0; j < m; ++j)
        if (p[j] <= eps && gradient[j] > 0.0)
            direction[j] =
                -gradient[j] / std::max(hessian[size_t(j) * m + j] + damping, gradient[j]);
}

/// Armijo search along the projected arc from `p` (value `value`) in `direction`, spending at
/// most `trialsLeft` evaluations; true when it moved `p`, and then `value` is the new one.
bool armijoStep(const WalrasDual &dual, std::vector<double> &p, double &value,
                const std::vector<double> &gradient, const std::vector<double> &direction,
                double projected, int &trialsLeft)
{
    const int m = int(p.size());
    std::vector<double> trial(m);
    double alpha = 1.0;
    bool moved = false;
    for (int halving = 0; halving < 60 && trialsLeft > 0; ++halving, alpha *= 0.5) {
        --trialsLeft;
        double decrease = 0.0;
        for (int j = 0; j < m; ++j) {
            trial[j] = std::max(0.0, p[j] + alpha * direction[j]);
            decrease += gradient[j] * (trial[j] - p[j]);
        }
        const double trialValue = dual.objective(trial);
        bool accept = trialValue <= value + 1e-4 * decrease;
        if (!accept && std::isfinite(trialValue) &&
            ((halving == 0 && projected < 1e-6) ||
             -decrease <= 1e-12 * std::max(1.0, std::abs(value)))) {
            // Near the optimum, or where the step changes the objective less than its
            // rounding noise (a sum of N logarithms), the objective cannot judge the step;
            // a step that halves the KKT residual is progress.
            std::vector<double> trialGradient;
            dual.gradientAt(trial, trialGradient);
            accept = projectedGradientNorm(trial, trialGradient) < 0.5 * projected;
        }
        if (accept) {
            moved = true;
            p = trial;
            value = trialValue;
            break;
        }
    }
    return moved;
}

/// The equilibrium at the normalised prices `p`: every user's tasks, or only `onlyUser`'s (the
/// others 0), and the prices in money per unit.
void equilibriumAt(const WalrasDual &dual, const std::vector<double> &p, double totalBudget,
                   int onlyUser, WalrasEquilibrium &result)
{
    const Scenario &scenario = dual.scenario();
    const int m = dual.resources();
    result.tasks.fill(0.0, scenario.userCount());
    for (int i = 0; i < scenario.userCount(); ++i) {
        if (onlyUser >= 0 && i != onlyUser)
            continue;
        const long double x = dual.tasksOf(i, dual.tasksAt(i, dual.taskPrice(p, i)));
        // Beyond the largest double is left to allocate()'s guard, which notes it; the cap
        // holds exactly although y_i / mu_i rounds.
        const User &user = scenario.users[i];
        const double tasks = x > std::numeric_limits<double>::max() ? kInf : double(x);
        result.tasks[i] = user.maxTasks ? std::min(tasks, *user.maxTasks) : tasks;
    }
    double normalisedTotal = 0.0;
    for (int j = 0; j < m; ++j)
        normalisedTotal += p[j];
    result.prices.fill(0.0, m);
    for (int j = 0; j < m; ++j) {
        // Back to money per unit: p_j * total / C_j, then scaled so sum_j p_j C_j = total.
        if (normalisedTotal > 0.0)
            result.prices[j] =
                p[j] / normalisedTotal * totalBudget / scenario.resources[j].capacity;
    }
}

} // namespace

/// Solves the dual from `start` (normalised prices; none: a fair first guess). Gives every user's
/// tasks, or only `onlyUser`'s (the others are then 0).
WalrasEquilibrium solveDual(const WalrasDual &dual, double totalBudget,
                            const std::vector<double> *start = nullptr, int onlyUser = -1)
{
    const int m = dual.resources();
    constexpr double kGradientTol = 1e-12; // in units of capacity: usage exact to 1e-12 C_j

    // sum_j p_j C_j = total budget: a fair first guess
    std::vector<double> p = start ? *start : std::vector<double>(m, 1.0 / m);
    std::vector<double> gradient, hessian, direction(m);
    double value = dual.objective(p);
    WalrasEquilibrium result;
    // The prices with the smallest KKT residual so far: the answer if the iteration stalls.
    std::vector<double> best = p;
    double bestResidual = kInf;
    int sinceHalved = 0; // iterations since the residual last fell below half its best
    // Trial points the line searches may evaluate in all: 500 iterations of 60 halvings would
    // take seconds; a solve that needs more than this has stalled.
    int trialsLeft = 8000;
    for (int iteration = 0; iteration < 500; ++iteration) {
        dual.derivatives(p, gradient, hessian);
        // Bertsekas' projected Newton: prices at (or within eps of) zero that want to fall are
        // held at zero; Newton on the rest.
        const double projected = projectedGradientNorm(p, gradient);
        sinceHalved = projected < 0.5 * bestResidual ? 0 : sinceHalved + 1;
        if (projected < bestResidual) {
            bestResidual = projected;
            best = p;
        }
        if (projected <= kGradientTol)
            break;
        // Usage within 1e-8 of capacity that no longer improves is at the rounding noise of
        // the usage sums (non-unique prices then wander at no gain): stop there.
        if (bestResidual <= 1e-8 && sinceHalved >= 30)
            break;
        if (trialsLeft <= 0)
            break;
        projectedNewtonDirection(p, gradient, hessian, projected, direction);
        const bool moved = armijoStep(dual, p, value, gradient, direction, projected, trialsLeft);
        result.iterations = iteration + 1;
        if (!moved)
            break; // at the precision of doubles
    }

    equilibriumAt(dual, best, totalBudget, onlyUser, result);
    return result;
}

WalrasEquilibrium solveWalras(const Scenario &scenario, const QList<double> &budgets)
{
    double totalBudget = 0.0;
    for (double b : budgets)
        totalBudget += b;
    return solveDual(WalrasDual(scenario, budgets), totalBudget);
}

struct WalrasMarket::Dual : WalrasDual
{
    using WalrasDual::WalrasDual;
};

WalrasMarket::WalrasMarket(const Scenario &scenario, const QList<double> &budgets, int user)
    : m_dual(std::make_unique<Dual>(scenario, budgets)), m_user(user)
{
    for (double b : budgets)
        m_totalBudget += b;
    // The scenario's own equilibrium, normalised (capacities 1, budgets summing to 1), where
    // every solve starts: the others' sums there are computed once.
    const QList<double> prices = solveDual(*m_dual, m_totalBudget).prices;
    for (int j = 0; j < scenario.resourceCount(); ++j)
        m_start.push_back(prices[j] * scenario.resources[j].capacity / m_totalBudget);
    m_dual->fixOthersAt(m_start, user);
}

WalrasMarket::~WalrasMarket() = default;

double WalrasMarket::tasksWithDemand(const QList<double> &demand)
{
    m_dual->setDemand(m_user, demand);
    // Where the start is no good (an uncapped user would get a free task), from the fair guess.
    const bool startValid = std::isfinite(m_dual->objective(m_start));
    const double tasks =
        solveDual(*m_dual, m_totalBudget, startValid ? &m_start : nullptr, m_user).tasks[m_user];
    m_dual->setDemand(m_user, m_dual->scenario().users[m_user].demand);
    return tasks;
}

} // namespace drf
