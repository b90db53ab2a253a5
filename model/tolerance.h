#pragma once

#include <algorithm>
#include <cmath>

namespace drf {

/// The tolerances of drfviz's arithmetic, and the comparisons that use them. Numbers in the math
/// are doubles compared with an explicit tolerance, never with ==.

/// DOMAIN.md's relative tolerance: a resource is full, a user envies, a task fits, two shares tie
/// up to this fraction of the numbers compared. Well above the rounding of the policies' sums
/// (N products of doubles), well below any difference a user can type.
inline constexpr double kRelTol = 1e-9;

/// The rounding of one computation from exact inputs (a quotient, a product of a few terms): a
/// few thousand units in the last place. Used to recognise a computed value as the exact
/// number it stands for (an integer, a small fraction, the value a spin box shows).
inline constexpr double kRoundingTol = 1e-12;

/// |a - b| <= tolerance * max(|a|, |b|): equal up to a relative error. Zero equals only zero,
/// so tiny shares (1e-300) are still told apart.
inline bool relativelyEqual(double a, double b, double tolerance = kRelTol)
{
    return std::abs(a - b) <= tolerance * std::max(std::abs(a), std::abs(b));
}

/// |a - b| <= tolerance * max(1, |a|, |b|): relative for numbers above 1, absolute below, so
/// that a difference that is rounding noise next to 1 counts as none (an idle 1e-15 is 0).
inline bool nearlyEqual(double a, double b, double tolerance = kRelTol)
{
    return std::abs(a - b) <= tolerance * std::max({1.0, std::abs(a), std::abs(b)});
}

/// |value - target| <= tolerance * max(1, |value|): whether `value` is `target` up to rounding,
/// with the bound taken from `value` alone, so that every candidate target (each integer or
/// fraction tried) is judged against the same bound.
inline bool closeTo(double value, double target, double tolerance)
{
    return std::abs(value - target) <= tolerance * std::max(1.0, std::abs(value));
}

/// DOMAIN.md, "Online allocation": times within 1e-9 (relative, or absolute below 1) of each
/// other are the same instant. Never (an infinite time) is no instant, whatever the tolerance
/// says of infinity.
inline bool sameInstant(double a, double b)
{
    return std::isfinite(a) && std::isfinite(b) && nearlyEqual(a, b, kRelTol);
}

} // namespace drf
