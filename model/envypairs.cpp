#include "envypairs.h"

#include "progressivefilling.h"
#include "tolerance.h"

#include <QtAlgorithms>

#include <algorithm>
#include <limits>
#include <vector>

namespace drf {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

/// How user i values bundles: U_i(k) = min(T_i, min over j with d_ij > 0 of x_k d_kj / d_ij),
/// whole tasks rounded down. The one place these doubles are computed, so that the matrix and
/// the pair search compare the same numbers.
class EnvyValuation
{
public:
    EnvyValuation(const Scenario &scenario, const Allocation &allocation, int i)
        : m_whole(allocation.mode == TaskMode::Whole)
    {
        const User &user = scenario.users[i];
        for (int j = 0; j < scenario.resourceCount(); ++j) {
            if (user.demand[j] > 0.0) {
                m_needed.push_back(j);
                m_inverse.push_back(1.0 / user.demand[j]);
            }
        }
        m_cap = user.maxTasks ? *user.maxTasks : kInf;
    }

    const std::vector<int> &needed() const { return m_needed; }

    /// i's tasks with the bundle `bundle` on its c-th needed resource alone (bundle = x_k d_kj).
    double term(double bundle, size_t c) const { return bundle * m_inverse[c]; }
    /// Whole tasks are indivisible: with a bundle, i runs only the whole tasks that fit.
    double rounded(double tasks) const { return m_whole ? wholeTasks(tasks) : tasks; }

    /// U_i(k) for user k with x_k tasks of demand d_k.
    double utility(double tasks, const double *demand) const
    {
        double value = m_cap;
        for (size_t c = 0; c < m_needed.size(); ++c)
            value = std::min(value, term(tasks * demand[m_needed[c]], c));
        return rounded(value);
    }

    /// Whether the cap alone leaves room for more than `threshold`.
    bool capAllows(double threshold) const { return rounded(m_cap) > threshold; }

private:
    bool m_whole;
    std::vector<int> m_needed;
    std::vector<double> m_inverse;
    double m_cap;
};

/// A set of users as bits, for intersecting candidate sets word by word.
using Word = quint64;
constexpr int kWordBits = 64;

/// The users sorted on several axes: their bundle x_k d_kj on each resource (axes 0 .. m-1),
/// then the value of their bundle, sum_j p_j x_k d_kj, at each of a few price vectors. On every
/// axis a user's envy candidates form a suffix; the bitsets of the suffixes every 64 positions
/// are built on first use (only when some user has many candidates).
class BundleOrder
{
public:
    BundleOrder(const Scenario &scenario, const Allocation &allocation,
                const std::vector<std::vector<double>> &prices)
        : m_n(scenario.userCount()), m_axes(scenario.resourceCount() + int(prices.size())),
          m_words((m_n + kWordBits - 1) / kWordBits), m_order(size_t(m_n) * m_axes),
          m_rank(size_t(m_n) * m_axes), m_coordinate(size_t(m_n) * m_axes),
          m_sample(size_t(m_words) * m_axes)
    {
        const int m = scenario.resourceCount();
        std::vector<double> values(static_cast<size_t>(m_n) * prices.size(), 0.0);
        std::vector<std::pair<double, int>> sorted(static_cast<size_t>(m_n));
        for (int axis = 0; axis < m_axes; ++axis) {
            for (int k = 0; k < m_n; ++k) {
                double coordinate = 0.0;
                if (axis < m) {
                    // Exactly the product the envy matrix multiplies by 1 / d_ij.
                    coordinate = allocation.tasks[k] * scenario.users[k].demand[axis];
                    for (size_t v = 0; v < prices.size(); ++v)
                        values[v * m_n + k] += prices[v][size_t(axis)] * coordinate;
                } else {
                    coordinate = values[size_t(axis - m) * m_n + k];
                }
                sorted[size_t(k)] = {coordinate, k};
            }
            std::sort(sorted.begin(), sorted.end(),
                      [](const auto &a, const auto &b) { return a.first < b.first; });
            for (int pos = 0; pos < m_n; ++pos) {
                const auto &[coordinate, k] = sorted[size_t(pos)];
                m_order[size_t(axis) * m_n + pos] = k;
                m_rank[size_t(k) * m_axes + axis] = pos;
                m_coordinate[size_t(axis) * m_n + pos] = coordinate;
                if (pos % kWordBits == 0)
                    m_sample[size_t(axis) * m_words + pos / kWordBits] = coordinate;
            }
        }
    }

    int words() const { return m_words; }
    const int *order(int axis) const { return &m_order[size_t(axis) * m_n]; }
    /// User k's position on each axis, side by side: one cache line per user.
    const int *ranks(int k) const { return &m_rank[size_t(k) * m_axes]; }
    double largest(int axis) const { return m_coordinate[size_t(axis + 1) * m_n - 1]; }

    /// The first position on an axis from which `passes(coordinate)` holds; it must be monotone
    /// (false, then true as coordinates grow). Searches every 64th coordinate first, then 64 in a
    /// row: the searches of all users stay in the cache.
    template <typename Passes> int firstPassing(int axis, Passes passes) const
    {
        const auto fails = [&](double coordinate) { return !passes(coordinate); };
        const double *sample = &m_sample[size_t(axis) * m_words];
        const int block = int(std::partition_point(sample, sample + m_words, fails) - sample);
        if (block == 0)
            return 0;
        // Position 64 (block - 1) fails; the first passing one is after it, at most 64 later.
        const double *coordinate = &m_coordinate[size_t(axis) * m_n];
        const int low = (block - 1) * kWordBits + 1;
        const int high = std::min(m_n, block * kWordBits);
        return int(std::partition_point(coordinate + low, coordinate + high, fails) - coordinate);
    }

    /// Keeps in `bits` only the users at positions >= `from` on an axis; returns whether any is
    /// left.
    bool intersectSuffix(int axis, int from, Word *bits) const
    {
        if (m_suffixes.empty())
            buildSuffixes();
        // The stored suffix starts at the next multiple of 64; the few users before it are
        // kept by hand.
        const int block = (from + kWordBits - 1) / kWordBits;
        const Word *stored = &m_suffixes[(size_t(axis) * blocks() + block) * m_words];
        const int *order = this->order(axis);
        int kept[kWordBits];
        int keptCount = 0;
        for (int pos = from; pos < std::min(m_n, block * kWordBits); ++pos)
            if (bits[order[pos] / kWordBits] & (Word(1) << (order[pos] % kWordBits)))
                kept[keptCount++] = order[pos];
        Word any = 0;
        for (int w = 0; w < m_words; ++w)
            any |= bits[w] &= stored[w];
        for (int e = 0; e < keptCount; ++e)
            bits[kept[e] / kWordBits] |= Word(1) << (kept[e] % kWordBits);
        return any != 0 || keptCount > 0;
    }

private:
    int blocks() const { return m_words + 1; }

    void buildSuffixes() const
    {
        m_suffixes.assign(size_t(m_axes) * blocks() * m_words, 0);
        for (int axis = 0; axis < m_axes; ++axis) {
            const int *order = this->order(axis);
            for (int block = m_words - 1; block >= 0; --block) {
                Word *bits = &m_suffixes[(size_t(axis) * blocks() + block) * m_words];
                std::copy(bits + m_words, bits + 2 * m_words, bits);
                for (int pos = block * kWordBits; pos < std::min(m_n, (block + 1) * kWordBits);
                     ++pos)
                    bits[order[pos] / kWordBits] |= Word(1) << (order[pos] % kWordBits);
            }
        }
    }

    int m_n;
    int m_axes;
    int m_words;
    std::vector<int> m_order;         ///< per axis: users by coordinate, ascending
    std::vector<int> m_rank;          ///< per user: its position in m_order on each axis
    std::vector<double> m_coordinate; ///< per axis: the coordinates in m_order's order
    std::vector<double> m_sample;     ///< per axis: every 64th of m_coordinate
    /// Per axis, per block b: the users at positions >= 64 b (b = 0 .. words).
    mutable std::vector<Word> m_suffixes;
};

/// Price vectors whose bundle values prune envy candidates: the resources' inverse capacities
/// (the aggregate share, equal for everyone under asset fairness) and a market's prices (every
/// budget is spent at them). Any p >= 0 will do: if k's bundle beats i's threshold on every
/// resource i needs, its value at p beats the threshold's value there too.
std::vector<std::vector<double>> pruningPrices(const Scenario &scenario,
                                               const Allocation &allocation)
{
    const int m = scenario.resourceCount();
    std::vector<std::vector<double>> prices(1, std::vector<double>(size_t(m)));
    for (int j = 0; j < m; ++j)
        prices[0][size_t(j)] = 1.0 / scenario.resources[j].capacity;
    if (allocation.prices.size() == m &&
        std::all_of(allocation.prices.begin(), allocation.prices.end(),
                    [](double p) { return p >= 0.0 && p < kInf; }))
        prices.emplace_back(allocation.prices.begin(), allocation.prices.end());
    return prices;
}

/// How far below i's threshold the value of an envied bundle can be computed: whole tasks round
/// a term within 1e-9 below an integer up, and the sums and products of the values round too
/// (a few dozen units in the last place). Far below the 1e-9 that separates envy from a tie.
double valueMargin(TaskMode mode)
{
    return mode == TaskMode::Whole ? 3e-9 : 1e-12;
}

/// The users other than i in the suffix of every axis (`axes[c]` from `from[c]`, the most
/// selective first), found by looking each user of the shortest suffix up on the other axes.
void enviedByLookUp(const BundleOrder &byBundle, int n, int i, const std::vector<int> &axes,
                    const std::vector<int> &from, const std::vector<size_t> &selective,
                    std::vector<int> &envied)
{
    const size_t shortest = selective.front();
    const int *order = byBundle.order(axes[shortest]);
    for (int pos = from[shortest]; pos < n; ++pos) {
        const int k = order[pos];
        const int *rank = byBundle.ranks(k);
        bool inEverySuffix = k != i;
        for (size_t c = 1; c < selective.size() && inEverySuffix; ++c)
            inEverySuffix = rank[axes[selective[c]]] >= from[selective[c]];
        if (inEverySuffix)
            envied.push_back(k);
    }
}

/// The same users, found by intersecting the suffixes as bitsets (in `candidates`) until nobody
/// is left: how many they are, the first `listLimit` of them listed in `envied`.
qsizetype enviedByBitsets(const BundleOrder &byBundle, int i, const std::vector<int> &axes,
                          const std::vector<int> &from, const std::vector<size_t> &selective,
                          qsizetype listLimit, std::vector<Word> &candidates,
                          std::vector<int> &envied)
{
    std::fill(candidates.begin(), candidates.end(), ~Word(0));
    candidates[size_t(i / kWordBits)] &= ~(Word(1) << (i % kWordBits));
    bool any = true;
    for (size_t c = 0; c < selective.size() && any; ++c)
        any = byBundle.intersectSuffix(axes[selective[c]], from[selective[c]], candidates.data());
    qsizetype count = 0;
    for (size_t w = 0; any && w < candidates.size(); ++w) {
        Word bits = candidates[w];
        count += qPopulationCount(bits);
        for (; bits != 0 && envied.size() < size_t(listLimit); bits &= bits - 1)
            envied.push_back(int(w) * kWordBits + int(qCountTrailingZeroBits(bits)));
    }
    return count;
}

} // namespace

void envyRow(const Scenario &scenario, const Allocation &allocation, int i, double *row)
{
    const EnvyValuation valuation(scenario, allocation, i);
    for (int k = 0; k < scenario.userCount(); ++k)
        row[k] = valuation.utility(allocation.tasks[k], scenario.users[k].demand.constData());
    row[i] = allocation.tasks[i];
}

EnvyPairs envyPairs(const Scenario &scenario, const Allocation &allocation, qsizetype listLimit)
{
    EnvyPairs pairs;
    const int n = scenario.userCount();
    const int m = scenario.resourceCount();
    if (n < 2)
        return pairs;
    const std::vector<std::vector<double>> prices = pruningPrices(scenario, allocation);
    const BundleOrder byBundle(scenario, allocation, prices);
    const double margin = valueMargin(allocation.mode);
    std::vector<int> axes;
    std::vector<int> from;
    std::vector<size_t> selective;
    std::vector<int> envied;
    std::vector<Word> candidates(size_t(byBundle.words()));
    for (int i = 0; i < n; ++i) {
        const EnvyValuation valuation(scenario, allocation, i);
        const double own = allocation.tasks[i];
        const double threshold = own * (1.0 + kRelTol);
        if (!valuation.capAllows(threshold))
            continue;
        // U_i(k) is the smallest of monotone terms, so it exceeds the threshold exactly when
        // every term does: on each needed resource, k's bundle lies in a suffix of the order.
        // The value axes add suffixes that hold every envied user: they only prune.
        const std::vector<int> &needed = valuation.needed();
        std::vector<double> bound(prices.size(), 0.0);
        for (size_t v = 0; v < prices.size(); ++v) {
            double price = 0.0;
            for (int j : needed)
                price += prices[v][size_t(j)] * scenario.users[i].demand[j];
            bound[v] = threshold * price * (1.0 - margin);
        }
        const auto passes = [&](size_t c, double coordinate) {
            if (c < needed.size())
                return valuation.rounded(valuation.term(coordinate, c)) > threshold;
            return coordinate >= bound[c - needed.size()];
        };
        axes.assign(needed.begin(), needed.end());
        for (size_t v = 0; v < prices.size(); ++v)
            axes.push_back(m + int(v));
        // Most users envy nobody: the largest coordinate on some axis is too small.
        bool everyLargestPasses = true;
        for (size_t c = 0; c < axes.size() && everyLargestPasses; ++c)
            everyLargestPasses = passes(c, byBundle.largest(axes[c]));
        if (!everyLargestPasses)
            continue;
        // The first passing position on each axis; the shortest suffixes (the most selective
        // axes) first.
        from.resize(axes.size());
        selective.resize(axes.size());
        for (size_t c = 0; c < axes.size(); ++c) {
            from[c] = byBundle.firstPassing(
                axes[c], [&](double coordinate) { return passes(c, coordinate); });
            selective[c] = c;
        }
        std::sort(selective.begin(), selective.end(),
                  [&](size_t a, size_t b) { return from[a] > from[b]; });
        const size_t shortest = selective.front();
        envied.clear();
        const bool listing = pairs.first.size() < listLimit;
        if (n - from[shortest] < 2 * byBundle.words() + kWordBits) {
            // Few candidates: look each one up on the other axes.
            enviedByLookUp(byBundle, n, i, axes, from, selective, envied);
            pairs.count += qsizetype(envied.size());
            if (listing)
                std::sort(envied.begin(), envied.end());
        } else {
            // Many: intersect the suffixes as bitsets, until nobody is left.
            pairs.count += enviedByBitsets(byBundle, i, axes, from, selective,
                                           listing ? listLimit : 0, candidates, envied);
        }
        for (size_t e = 0; e < envied.size() && pairs.first.size() < listLimit; ++e) {
            const int k = envied[e];
            pairs.first.append(
                {i, k, own,
                 valuation.utility(allocation.tasks[k], scenario.users[k].demand.constData())});
        }
    }
    return pairs;
}

} // namespace drf
