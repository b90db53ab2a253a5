#include "numberformat.h"

#include "readablenumber.h"

#include <QLocale>

#include <cmath>

namespace drf {

QString formatPercent(double share)
{
    if (!std::isfinite(share))
        return readableDecimal(share);
    return QStringLiteral("%1 %").arg(QString::number(100.0 * share, 'f', 1));
}

QString formatCount(int count)
{
    return QLocale(QLocale::English).toString(count);
}

} // namespace drf
