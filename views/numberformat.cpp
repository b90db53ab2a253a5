#include "numberformat.h"

#include <cmath>

namespace drf {

namespace {

constexpr double kIntegerTolerance = 1e-9;

bool nearInteger(double value)
{
    return std::abs(value - std::round(value)) <= kIntegerTolerance * std::max(1.0, std::abs(value));
}

/// Drops trailing zeros (and a trailing point) of a fixed-point number.
QString trimZeros(QString text)
{
    if (!text.contains(QLatin1Char('.')))
        return text;
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

} // namespace

QString formatNumber(double value)
{
    if (std::isnan(value))
        return QStringLiteral("–");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
    const double magnitude = std::abs(value);
    if (magnitude >= 1e15)
        return QString::number(value, 'g', 4);
    if (nearInteger(value))
        return QString::number(std::round(value) + 0.0, 'f', 0); // + 0.0 drops the sign of -0
    if (magnitude < 1e-3)
        return QString::number(value, 'g', 4);
    const int decimals = std::max(0, 3 - int(std::floor(std::log10(magnitude))));
    return trimZeros(QString::number(value, 'f', decimals));
}

QString formatRatio(double value)
{
    if (!std::isfinite(value) || nearInteger(value))
        return formatNumber(value);
    for (int denominator = 2; denominator <= 1000; ++denominator) {
        const double numerator = value * denominator;
        if (std::abs(numerator) < 1e9 && nearInteger(numerator))
            return QStringLiteral("%1/%2").arg(qint64(std::llround(numerator))).arg(denominator);
    }
    return formatNumber(value);
}

QString formatPercent(double share)
{
    if (!std::isfinite(share))
        return formatNumber(share);
    return QStringLiteral("%1 %").arg(QString::number(100.0 * share, 'f', 1));
}

} // namespace drf
