#pragma once

// The median and the spread (fastest-slowest) the benchmarks print.

#include <algorithm>
#include <vector>

namespace drf::bench {

struct Spread
{
    double median = 0.0;
    double fastest = 0.0;
    double slowest = 0.0;
};

inline Spread spreadOf(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return {samples[samples.size() / 2], samples.front(), samples.back()};
}

} // namespace drf::bench
