#pragma once

#include "policy.h"
#include "scenario.h"

#include <QList>

namespace drf {

/// A user that would rather have another user's bundle: U_i(k) > U_i(i).
struct EnvyPair
{
    int envious = -1;
    int envied = -1;
    double ownTasks = 0.0;       ///< U_i(i)
    double tasksWithOther = 0.0; ///< U_i(k)
};

/// The pairs that break envy-freeness: how many, and the first of them.
struct EnvyPairs
{
    qsizetype count = 0;   ///< every pair (i, k), i != k, with U_i(k) > U_i(i) (1 + 1e-9)
    QList<EnvyPair> first; ///< the first of them by envious user, then envied user
};

/// The envy pairs of an allocation (DOMAIN.md, "Envy"), counted, and the first `listLimit`
/// listed, without the N x N matrix: user i can envy k only if x_k d_kj / d_ij exceeds
/// x_i (1 + 1e-9) for every resource j it needs, so the users are sorted by bundle on each
/// resource, and i's candidates are the intersection of one suffix per resource it needs (the
/// shortest suffix scanned, or all of them intersected as bitsets). Each comparison is the one
/// envyMatrix() makes, in the same doubles, so the pairs are exactly those of the matrix.
/// O(N m log N) plus the candidates: O(N^2 m / 64) at worst, when most pairs envy.
EnvyPairs envyPairs(const Scenario &scenario, const Allocation &allocation, qsizetype listLimit);

/// U_i(k) for every k: row i of the envy matrix (U_i(i) = x_i), into `row` (N values).
void envyRow(const Scenario &scenario, const Allocation &allocation, int i, double *row);

} // namespace drf
