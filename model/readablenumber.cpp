#include "readablenumber.h"

#include "tolerance.h"

#include <QStringList>

#include <cmath>

namespace drf {

namespace {

/// Beyond this, p/q is no longer "small" and the integer test alone decides.
constexpr double kLargestNumerator = 1e9;
/// readableNumber() writes a fraction only up to this numerator.
constexpr qint64 kLongestReadableNumerator = 9999;

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

std::optional<SmallFraction> smallFraction(double value, int maxDenominator)
{
    if (!std::isfinite(value))
        return std::nullopt;
    for (qint64 q = 1; q <= maxDenominator; ++q) {
        const double p = std::round(value * double(q));
        if (std::abs(p) > kLargestNumerator)
            return std::nullopt;
        // The value is computed, not typed: exact up to rounding.
        if (closeTo(value, p / double(q), kRoundingTol))
            return SmallFraction{qint64(p), q};
    }
    return std::nullopt;
}

QString readableNumber(double value)
{
    const std::optional<SmallFraction> f = smallFraction(value);
    // 1234567/10 reads worse than 123457: only short numerators make a readable fraction.
    if (!f || f->denominator == 1 || std::abs(f->numerator) > kLongestReadableNumerator)
        return readableDecimal(value);
    return QStringLiteral("%1/%2").arg(f->numerator).arg(f->denominator);
}

QString readableDecimal(double value)
{
    if (std::isnan(value))
        return QStringLiteral("–");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
    const double magnitude = std::abs(value);
    if (magnitude < 1e15 && closeTo(value, std::round(value), kRoundingTol))
        return QString::number(std::round(value) + 0.0, 'f', 0); // + 0.0 drops the sign of -0
    if (magnitude < 1e-3 || magnitude >= 1e15)
        return QString::number(value, 'g', 4);
    const int decimals = std::max(0, 3 - int(std::floor(std::log10(magnitude))));
    return trimZeros(QString::number(value, 'f', decimals));
}

QString readableTasks(double tasks)
{
    const QString number = readableDecimal(tasks);
    return number +
           (number == QLatin1String("1") ? QStringLiteral(" task") : QStringLiteral(" tasks"));
}

QString readableVector(const QList<double> &values)
{
    QStringList parts;
    for (double v : values)
        parts.append(readableDecimal(v));
    return QLatin1Char('(') + parts.join(QStringLiteral(", ")) + QLatin1Char(')');
}

} // namespace drf
