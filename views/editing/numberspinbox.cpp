#include "numberspinbox.h"

#include "scenario.h"
#include "tolerance.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSignalBlocker>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct NumberSpinBoxTexts
{
    Q_DECLARE_TR_FUNCTIONS(NumberSpinBoxTexts)
};

/// A space, a no-break space or a narrow no-break space.
bool isSpace(QChar c)
{
    return c == QLatin1Char(' ') || c == QChar(0x00A0) || c == QChar(0x202F);
}

/// Whether `c` separates digit groups in `locale`: its own separator, and any of the spaces
/// where that is a space.
bool isGroupSeparator(QChar c, const QLocale &locale)
{
    const QString group = locale.groupSeparator();
    if (group.size() == 1 && c == group.front())
        return true;
    return group.size() == 1 && isSpace(group.front()) && isSpace(c);
}

/// `text` with its group separators taken out, when each stands between groups of three digits
/// before the decimal mark or the exponent ("1 234 567,5" -> "1234567,5"); absent when one
/// stands anywhere else ("1 2", "12 34", "1,5 0"). With `partial`, the text may be the
/// beginning of such a number: the last group may still be short ("1 23").
std::optional<QString> withoutGroupSeparators(const QString &text, const QLocale &locale,
                                              bool partial = false)
{
    qsizetype integerEnd = 0;
    if (integerEnd < text.size() &&
        (text[integerEnd] == QLatin1Char('+') || text[integerEnd] == QLatin1Char('-')))
        ++integerEnd;
    const qsizetype integerStart = integerEnd;
    while (integerEnd < text.size() &&
           (text[integerEnd].isDigit() || isGroupSeparator(text[integerEnd], locale)))
        ++integerEnd;
    QString joined = text.left(integerStart);
    qsizetype groupDigits = 0;
    bool grouped = false;
    for (qsizetype k = integerStart; k < integerEnd; ++k) {
        if (text[k].isDigit()) {
            joined += text[k];
            ++groupDigits;
            continue;
        }
        // A separator: the group before it has 1..3 digits (the first) or exactly 3.
        if (groupDigits == 0 || groupDigits > 3 || (grouped && groupDigits != 3))
            return std::nullopt;
        grouped = true;
        groupDigits = 0;
    }
    if (grouped && (groupDigits > 3 || (!partial && groupDigits != 3)))
        return std::nullopt;
    // No separator may follow the integer part.
    for (qsizetype k = integerEnd; k < text.size(); ++k)
        if (isGroupSeparator(text[k], locale) || isSpace(text[k]))
            return std::nullopt;
    return joined + text.mid(integerEnd);
}

} // namespace

NumberSpinBox::NumberSpinBox(QWidget *parent) : QDoubleSpinBox(parent)
{
    setDecimals(12);
    setRange(0.0, kMaxValue);
    setKeyboardTracking(false);
    setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setAccelerated(true);
    connect(this, &QAbstractSpinBox::editingFinished, this, &NumberSpinBox::reportRejectedText);
}

void NumberSpinBox::setValueQuietly(double value)
{
    m_rejectedText.clear();
    const double shown = this->value();
    if (closeTo(value, shown, kRoundingTol))
        return;
    const QSignalBlocker blocker(this);
    setValue(value);
}

QString NumberSpinBox::textFromValue(double value) const
{
    QLocale numbers = locale();
    numbers.setNumberOptions(numbers.numberOptions() | QLocale::OmitGroupSeparator);
    return numbers.toString(value + 0.0, 'g', 12);
}

double NumberSpinBox::valueFromText(const QString &text) const
{
    if (isSpecialText(text))
        return minimum();
    bool ok = false;
    const double value = parse(text, &ok);
    return ok ? value : this->value();
}

QValidator::State NumberSpinBox::validate(QString &text, int &pos) const
{
    Q_UNUSED(pos);
    if (isSpecialText(text))
        return QValidator::Acceptable;
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return QValidator::Intermediate;
    bool ok = false;
    const double value = parse(trimmed, &ok);
    if (ok)
        return value >= minimum() && value <= maximum() ? QValidator::Acceptable
                                                        : QValidator::Intermediate;
    // The beginning of a number: "1e", "-", "0.", "1 23". Spaces among the digits are let in
    // wherever they stand ("1 2" on the way to "1 234", or by mistake): shown, and refused when
    // committed, never dropped as typed.
    static const QRegularExpression partial(QStringLiteral(
        "^[+-]?[0-9 \\x{00A0}\\x{202F}]*[.,]?[0-9 \\x{00A0}\\x{202F}]*([eE][+-]?[0-9]*)?$"));
    const std::optional<QString> joined = withoutGroupSeparators(trimmed, locale(), true);
    return partial.match(joined.value_or(trimmed)).hasMatch() ? QValidator::Intermediate
                                                              : QValidator::Invalid;
}

void NumberSpinBox::fixup(QString &text) const
{
    if (isSpecialText(text))
        return;
    bool ok = false;
    const double value = parse(text, &ok);
    if (!ok && !text.trimmed().isEmpty())
        m_rejectedText = text.trimmed();
    text = textFromValue(ok ? std::clamp(value, minimum(), maximum()) : this->value());
}

void NumberSpinBox::reportRejectedText()
{
    if (m_rejectedText.isEmpty())
        return;
    const QString typed = std::exchange(m_rejectedText, QString());
    const QString kept = isSpecialText(text()) ? specialValueText() : textFromValue(value());
    const QString reason =
        NumberSpinBoxTexts::tr("\"%1\" is not a number; it stays %2").arg(typed, kept);
    emit textRejected(accessibleName().isEmpty()
                          ? reason
                          : QStringLiteral("%1: %2").arg(accessibleName(), reason));
}

bool NumberSpinBox::isSpecialText(const QString &text) const
{
    return !specialValueText().isEmpty() && text.trimmed() == specialValueText();
}

double NumberSpinBox::parse(const QString &text, bool *ok) const
{
    // The groups checked here: Qt 6.4's parser refuses Polish "1 234,5" (with a space or a
    // no-break space) and takes "1234 567" as 1234567.
    const QString trimmed = text.trimmed();
    const std::optional<QString> joined = withoutGroupSeparators(trimmed, locale());
    double value = 0.0;
    *ok = false;
    if (joined)
        value = locale().toDouble(*joined, ok);
    if (!*ok) // "1.5" typed under a decimal-comma locale (also where "." groups digits)
        value = joined.value_or(trimmed).toDouble(ok);
    *ok = *ok && std::isfinite(value);
    return value;
}

} // namespace drf
