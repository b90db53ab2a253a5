#pragma once

#include <QString>

namespace drf {

/// A number for people, as the model's readableDecimal(): integers without decimals, otherwise
/// four significant digits without an exponent ("55.38", "0.6667", "1800"); "∞" for infinity.
QString formatNumber(double value);
/// A simple fraction when the value is one ("2/3", "1/90"), as the model's readableNumber().
QString formatRatio(double value);
/// A share as a percentage with one decimal ("11.1 %").
QString formatPercent(double share);

} // namespace drf
