#include "readablenumber.h"

#include "tolerance.h"

#include <QCoreApplication>
#include <QStringList>

#include <atomic>
#include <cmath>

namespace drf {

namespace {

/// Beyond this, p/q is no longer "small" and the integer test alone decides.
constexpr double kLargestNumerator = 1e9;
/// readableNumber() writes a fraction only up to this numerator.
constexpr qint64 kLongestReadableNumerator = 9999;

/// The translation context of this file's texts (resources/translations).
struct ReadableNumber
{
    Q_DECLARE_TR_FUNCTIONS(ReadableNumber)
};

/// The text number locale's symbols, one atomic word (readablenumber.h): its decimal point,
/// group separator and language, 16 bits each; background searches write texts while the
/// window may change its language.
struct TextNumberSymbols
{
    char16_t decimalPoint = u'.';
    char16_t groupSeparator = u',';
    QLocale::Language language = QLocale::C;
};

constexpr quint64 packed(const TextNumberSymbols &symbols)
{
    return quint64(symbols.decimalPoint) | quint64(symbols.groupSeparator) << 16 |
           quint64(symbols.language) << 32;
}

std::atomic<quint64> g_textNumberSymbols{packed(TextNumberSymbols())};

TextNumberSymbols textNumberSymbols()
{
    const quint64 word = g_textNumberSymbols.load(std::memory_order_relaxed);
    return {char16_t(word & 0xffff), char16_t(word >> 16 & 0xffff),
            QLocale::Language(word >> 32 & 0xffff)};
}

/// The text locale's decimal point in place of the C locale's.
QString localised(QString text)
{
    const char16_t point = textNumberSymbols().decimalPoint;
    if (point != u'.')
        text.replace(QLatin1Char('.'), QChar(point));
    return text;
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

void TextNumberLocaleWriter::set(const QLocale &locale)
{
    const QString point = locale.decimalPoint();
    const QString group = locale.groupSeparator();
    g_textNumberSymbols.store(
        packed({point.size() == 1 ? point.at(0).unicode() : u'.',
                group.size() == 1 ? group.at(0).unicode() : u',', locale.language()}),
        std::memory_order_relaxed);
}

QLocale textNumberLocale()
{
    return QLocale(textNumberSymbols().language);
}

QChar textDecimalPoint()
{
    return QChar(textNumberSymbols().decimalPoint);
}

QString readableCount(qint64 count)
{
    QString text = QLocale(QLocale::English, QLocale::UnitedStates).toString(count);
    const char16_t group = textNumberSymbols().groupSeparator;
    if (group != u',')
        text.replace(QLatin1Char(','), QChar(group));
    return text;
}

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
        return localised(QString::number(value, 'g', 4));
    const int decimals = std::max(0, 3 - int(std::floor(std::log10(magnitude))));
    return localised(trimZeros(QString::number(value, 'f', decimals)));
}

QString readableTasks(double tasks)
{
    const QString number = readableDecimal(tasks);
    bool whole = false;
    const int count = number.toInt(&whole);
    if (whole)
        return ReadableNumber::tr("%n task(s)", nullptr, count);
    if (number.contains(textDecimalPoint()))
        return ReadableNumber::tr("%1 tasks", "a fraction of a task: 33.33 tasks").arg(number);
    return ReadableNumber::tr("%1 tasks", "a count too large for an integer: 1e+24 tasks")
        .arg(number);
}

QString readableVector(const QList<double> &values)
{
    QStringList parts;
    for (double v : values)
        parts.append(readableDecimal(v));
    // With a decimal comma, a comma between the numbers would be ambiguous.
    const QString separator =
        textDecimalPoint() == QLatin1Char(',') ? QStringLiteral("; ") : QStringLiteral(", ");
    return QLatin1Char('(') + parts.join(separator) + QLatin1Char(')');
}

} // namespace drf
