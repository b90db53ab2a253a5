#include "numberformat.h"

#include "readablenumber.h"

#include <cmath>

namespace drf {

QString formatPercent(double share)
{
    if (!std::isfinite(share))
        return readableDecimal(share);
    return QStringLiteral("%1 %").arg(
        QString::number(100.0 * share, 'f', 1).replace(QLatin1Char('.'), textDecimalPoint()));
}

QString formatCount(int count)
{
    return readableCount(count);
}

} // namespace drf
