#pragma once

#include <QString>

namespace drf {

/// A share as a percentage with one decimal ("11.1 %"; "11,1 %" in Polish: the text number
/// locale, readablenumber.h).
QString formatPercent(double share);
/// A count with thousands separators ("10,000"; readableCount()).
QString formatCount(int count);

} // namespace drf
