#include "misreport.h"

#include "progressivefilling.h"
#include "tolerance.h"
#include "walras.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <vector>

namespace drf {

namespace {

using Real = long double;
constexpr Real kRealInf = std::numeric_limits<Real>::infinity();
constexpr Real kEventTol = kFillingEventTol;

} // namespace

/// Continuous progressive filling of everyone but the liar, with the resources the liar needs
/// never saturating (drf, asset) or with no saturation at all (drf-equal, where the first one
/// stops everybody): until the liar stops, the real filling is exactly this one, because no
/// resource the liar needs is full yet. Kept: the usage of every resource that can stop the liar
/// as a piecewise linear function of the level, usage = frozen + rate * level between events.
class MisreportEvaluator::OthersFilling
{
public:
    OthersFilling(const Scenario &scenario, int liar, ShareMeasure measure, SaturationRule rule)
        : m_scenario(scenario), m_measure(measure), m_liar(liar)
    {
        const int n = scenario.userCount();
        const int m = scenario.resourceCount();
        const QList<double> &liarDemand = scenario.users[liar].demand;
        std::vector<char> saturates(size_t(m), 0);
        for (int j = 0; j < m; ++j) {
            saturates[size_t(j)] = rule == SaturationRule::StopDemanders && liarDemand[j] <= 0.0;
            if (!saturates[size_t(j)])
                m_tracked.push_back(j);
        }

        std::vector<Real> rate(size_t(n), 0.0L), capLevel(size_t(n), kRealInf);
        std::vector<char> active(size_t(n), 0);
        std::vector<Real> frozenUsage(size_t(m), 0.0L), activeRate(size_t(m), 0.0L);
        std::vector<int> activeDemanders(size_t(m), 0);
        int activeCount = 0;
        for (int k = 0; k < n; ++k) {
            if (k == liar)
                continue;
            const User &user = scenario.users[k];
            rate[size_t(k)] = Real(user.weight) / sharePerTask(scenario, user.demand, measure);
            capLevel[size_t(k)] =
                Real(user.maxTasks ? *user.maxTasks : std::numeric_limits<double>::infinity()) /
                rate[size_t(k)];
            active[size_t(k)] = 1;
            ++activeCount;
            for (int j = 0; j < m; ++j) {
                if (user.demand[j] > 0.0) {
                    activeRate[size_t(j)] += rate[size_t(k)] * Real(user.demand[j]);
                    ++activeDemanders[size_t(j)];
                }
            }
        }
        std::vector<int> byCap(static_cast<size_t>(n));
        std::iota(byCap.begin(), byCap.end(), 0);
        std::stable_sort(byCap.begin(), byCap.end(),
                         [&](int a, int b) { return capLevel[size_t(a)] < capLevel[size_t(b)]; });
        auto freeze = [&](int k, Real tasks) {
            active[size_t(k)] = 0;
            --activeCount;
            for (int j = 0; j < m; ++j) {
                const double d = scenario.users[k].demand[j];
                if (d <= 0.0)
                    continue;
                frozenUsage[size_t(j)] += tasks * Real(d);
                activeRate[size_t(j)] -= rate[size_t(k)] * Real(d);
                if (--activeDemanders[size_t(j)] == 0)
                    activeRate[size_t(j)] = 0.0L;
            }
        };
        auto roomLevel = [&](int j) {
            const Real room =
                std::max(0.0L, Real(scenario.resources[j].capacity) - frozenUsage[size_t(j)]);
            return room / activeRate[size_t(j)];
        };
        auto record = [&](Real level) {
            m_levels.push_back(level);
            for (int j : m_tracked) {
                m_frozen.push_back(frozenUsage[size_t(j)]);
                m_rate.push_back(std::max(0.0L, activeRate[size_t(j)]));
            }
        };

        record(0.0L);
        size_t nextCap = 0;
        while (activeCount > 0) {
            while (nextCap < byCap.size() && !active[size_t(byCap[nextCap])])
                ++nextCap;
            Real level = nextCap < byCap.size() ? capLevel[size_t(byCap[nextCap])] : kRealInf;
            for (int j = 0; j < m; ++j)
                if (saturates[size_t(j)] && activeDemanders[size_t(j)] > 0 &&
                    activeRate[size_t(j)] > 0.0L)
                    level = std::min(level, roomLevel(j));
            if (level == kRealInf)
                break; // the others left grow until the liar fills a resource
            const Real eventLevel = level * (1.0L + kEventTol);
            while (nextCap < byCap.size() && capLevel[size_t(byCap[nextCap])] <= eventLevel) {
                const int k = byCap[nextCap++];
                if (active[size_t(k)])
                    freeze(k, Real(*scenario.users[k].maxTasks));
            }
            for (int j = 0; j < m; ++j) {
                if (!saturates[size_t(j)] || activeDemanders[size_t(j)] == 0 ||
                    activeRate[size_t(j)] <= 0.0L || roomLevel(j) > eventLevel)
                    continue;
                for (int k = 0; k < n; ++k)
                    if (active[size_t(k)] && scenario.users[k].demand[j] > 0.0)
                        freeze(k, Real(toTaskCount(rate[size_t(k)] * level)));
            }
            record(level);
        }
    }

    /// Whether the report needs the resources the truth needs and no other (the filling was
    /// run for those).
    bool fits(const QList<double> &report) const
    {
        const QList<double> &truth = m_scenario.users[m_liar].demand;
        for (int j = 0; j < truth.size(); ++j)
            if ((report[j] > 0.0) != (truth[j] > 0.0))
                return false;
        return true;
    }

    /// x'_liar for a report: the level at which the liar's growth fills a tracked resource (or
    /// reaches its cap) times its rate.
    double tasks(const QList<double> &report) const
    {
        const User &liar = m_scenario.users[m_liar];
        const Real rate = Real(liar.weight) / sharePerTask(m_scenario, report, m_measure);
        const Real capLevel = liar.maxTasks ? Real(*liar.maxTasks) / rate : kRealInf;
        Real level = kRealInf;
        const size_t tracked = m_tracked.size();
        const size_t segments = m_levels.size();
        for (size_t t = 0; t < tracked; ++t) {
            const int j = m_tracked[t];
            const Real own = rate * Real(report[j]);
            const Real capacity = m_scenario.resources[j].capacity;
            const auto usageAt = [&](size_t s, Real at) {
                return m_frozen[s * tracked + t] + (m_rate[s * tracked + t] + own) * at;
            };
            // The first segment whose end the usage reaches (the last one has no end).
            size_t low = 0;
            size_t high = segments - 1;
            while (low < high) {
                const size_t middle = (low + high) / 2;
                if (usageAt(middle, m_levels[middle + 1]) >= capacity)
                    high = middle;
                else
                    low = middle + 1;
            }
            const Real slope = m_rate[low * tracked + t] + own;
            if (slope <= 0.0L)
                continue;
            const Real room = std::max(0.0L, capacity - m_frozen[low * tracked + t]);
            level = std::min(level, std::max(m_levels[low], room / slope));
        }
        if (capLevel <= level * (1.0L + kEventTol))
            return *liar.maxTasks;
        return toTaskCount(rate * level);
    }

private:
    const Scenario &m_scenario;
    ShareMeasure m_measure;
    int m_liar;
    std::vector<int> m_tracked; ///< the resources whose filling can stop the liar
    std::vector<Real> m_levels; ///< where each segment starts (the first at 0)
    std::vector<Real> m_frozen; ///< per segment, per tracked resource: the frozen users' usage
    std::vector<Real> m_rate;   ///< per segment, per tracked resource: usage per unit of level
};

MisreportEvaluator::MisreportEvaluator(const Scenario &scenario, PolicyId policy, TaskMode mode,
                                       int user)
    : m_scenario(scenario), m_policy(policy), m_mode(mode), m_user(user)
{
    switch (policy) {
    case PolicyId::MaxMin:
        m_totalWeight = maxMinTotalWeight(scenario);
        return;
    case PolicyId::FixedPrice:
        m_budget = equalIncomeBudget(scenario, user);
        return;
    case PolicyId::Drf:
    case PolicyId::DrfEqual:
    case PolicyId::Asset: {
        const ShareMeasure measure =
            policy == PolicyId::Asset ? ShareMeasure::Aggregate : ShareMeasure::Dominant;
        const SaturationRule rule = policy == PolicyId::DrfEqual ? SaturationRule::StopEveryone
                                                                 : SaturationRule::StopDemanders;
        if (mode == TaskMode::Continuous) {
            m_filling = std::make_unique<OthersFilling>(scenario, user, measure, rule);
        } else {
            m_reported = std::make_unique<Scenario>(scenario);
            m_reported->users.detach();
            m_wholeTasks =
                std::make_unique<WholeTasksOfOneDemand>(*m_reported, measure, rule, user);
        }
        return;
    }
    case PolicyId::Walras:
        m_market = std::make_unique<WalrasMarket>(scenario, equalIncomeBudgets(scenario), user);
        return;
    }
}

MisreportEvaluator::~MisreportEvaluator() = default;

double MisreportEvaluator::ownFormulaTasks(const QList<double> &report) const
{
    const User &user = m_scenario.users[m_user];
    const double tasks = m_policy == PolicyId::MaxMin
                             ? maxMinTasksOf(m_scenario, user, report, m_totalWeight)
                             : fixedPriceTasksOf(m_scenario, user, report, m_budget);
    return m_mode == TaskMode::Whole ? wholeTasksWithinCap(tasks, user) : tasks;
}

double MisreportEvaluator::reportedTasks(const QList<double> &report)
{
    if (m_policy == PolicyId::MaxMin || m_policy == PolicyId::FixedPrice)
        return ownFormulaTasks(report);
    if (m_filling && m_filling->fits(report))
        return m_filling->tasks(report);
    if (m_market) {
        const double tasks = m_market->tasksWithDemand(report);
        return m_mode == TaskMode::Whole ? wholeTasksWithinCap(tasks, m_scenario.users[m_user])
                                         : tasks;
    }
    if (!m_reported) {
        m_reported = std::make_unique<Scenario>(m_scenario);
        m_reported->users.detach();
    }
    // Only this user's demand changes: the copy's other users stay shared with nothing.
    m_reported->users[m_user].demand = report;
    if (m_wholeTasks)
        return m_wholeTasks->tasks();
    return allocatedTasks(*m_reported, m_policy, m_mode)[m_user];
}

bool MisreportEvaluator::noReportGetsMoreThan(double tasks) const
{
    if (!m_wholeTasks)
        return false;
    // x' r_j <= room_j for every reported r: the real tasks min_j x' r_j / d_j are at most
    // room_j / d_j, and so within the cap and rounded down (realTasks()).
    const User &truth = m_scenario.users[m_user];
    double most = m_wholeTasks->mostTasksOf(truth.demand);
    if (truth.maxTasks)
        most = std::min(most, *truth.maxTasks);
    return wholeTasks(most) <= tasks;
}

double MisreportEvaluator::realTasks(const QList<double> &report)
{
    const double reported = reportedTasks(report);
    const User &truth = m_scenario.users[m_user];
    double real = truth.maxTasks ? *truth.maxTasks : std::numeric_limits<double>::infinity();
    for (int j = 0; j < m_scenario.resourceCount(); ++j)
        if (truth.demand[j] > 0.0)
            real = std::min(real, reported * report[j] / truth.demand[j]);
    return m_mode == TaskMode::Whole ? wholeTasks(real) : real;
}

} // namespace drf
