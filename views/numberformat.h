#pragma once

#include <QString>

namespace drf {

/// A share as a percentage with one decimal ("11.1 %").
QString formatPercent(double share);
/// A count with thousands separators ("10,000"), the same in every locale.
QString formatCount(int count);

} // namespace drf
