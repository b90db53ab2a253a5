#pragma once

#include <QString>

namespace drf {

/// A share as a percentage with one decimal ("11.1 %").
QString formatPercent(double share);

} // namespace drf
