#pragma once

#include <limits>

// The numbers of progressive filling, continuous (progressivefilling.cpp) and in whole tasks
// (wholetaskfilling.cpp, sharetree.h).

namespace drf::filling {

/// Shares, rates and levels: long double keeps d_ij / C_j and its inverse finite for every valid
/// value (5e-324 .. 1e12), and its 64-bit mantissa absorbs rate sums spanning 18 orders.
using Real = long double;
inline constexpr Real kRealInf = std::numeric_limits<Real>::infinity();
inline constexpr double kInf = std::numeric_limits<double>::infinity();
inline constexpr double kLargest = std::numeric_limits<double>::max();

} // namespace drf::filling
