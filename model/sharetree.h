#pragma once

#include "fillingreal.h"

#include <algorithm>
#include <vector>

namespace drf {

// The queue of the whole-task loop (wholetaskfilling.cpp): each waiting user's share.

/// Minimum of one value per user (+inf for users not in the queue), with the queries the
/// whole-task loop needs in O(log N): the overall minimum, the minimum over the users listed
/// before i, and the first listed user at or below a value.
class ShareTree
{
public:
    explicit ShareTree(int n)
    {
        while (m_leaves < n)
            m_leaves *= 2;
        m_node.assign(size_t(2 * m_leaves), filling::kRealInf);
    }

    void set(int i, filling::Real value)
    {
        size_t k = size_t(m_leaves + i);
        m_node[k] = value;
        // Up to the first node whose minimum stays as it was: the ones above it keep theirs.
        for (k /= 2; k >= 1; k /= 2) {
            const filling::Real minimum = std::min(m_node[2 * k], m_node[2 * k + 1]);
            if (minimum == m_node[k])
                break;
            m_node[k] = minimum;
        }
    }
    filling::Real at(int i) const { return m_node[size_t(m_leaves + i)]; }
    filling::Real minimum() const { return m_node[1]; }

    /// min over users 0..i-1
    filling::Real minimumBefore(int i) const
    {
        filling::Real best = filling::kRealInf;
        for (size_t lo = size_t(m_leaves), hi = size_t(m_leaves + i); lo < hi; lo /= 2, hi /= 2) {
            if (lo & 1)
                best = std::min(best, m_node[lo++]);
            if (hi & 1)
                best = std::min(best, m_node[--hi]);
        }
        return best;
    }

    /// The first user whose value is <= bound, -1 if none.
    int firstAtMost(filling::Real bound) const
    {
        if (!(m_node[1] <= bound))
            return -1;
        size_t k = 1;
        while (k < size_t(m_leaves))
            k = m_node[2 * k] <= bound ? 2 * k : 2 * k + 1;
        return int(k) - m_leaves;
    }

private:
    int m_leaves = 1;
    std::vector<filling::Real> m_node;
};

} // namespace drf
