#pragma once

#include <QString>

namespace drf {

/// A number for people: integers without decimals, otherwise up to four significant digits
/// without an exponent between 1e-3 and 1e12 ("55.38", "0.6667", "1800"); "∞" for infinity.
QString formatNumber(double value);
/// A simple fraction when the value is one (denominator up to 1000: "2/3", "1/90"),
/// otherwise formatNumber().
QString formatRatio(double value);
/// A share as a percentage with one decimal ("11.1 %").
QString formatPercent(double share);

} // namespace drf
