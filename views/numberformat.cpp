#include "numberformat.h"

#include "readablenumber.h"

#include <cmath>

namespace drf {

QString formatPercent(double share)
{
    if (!std::isfinite(share))
        return readableDecimal(share);
    return QStringLiteral("%1 %").arg(QString::number(100.0 * share, 'f', 1));
}

} // namespace drf
