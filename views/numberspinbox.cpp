#include "numberspinbox.h"

#include "scenario.h"
#include "tolerance.h"

#include <QRegularExpression>
#include <QSignalBlocker>

#include <algorithm>
#include <cmath>

namespace drf {

NumberSpinBox::NumberSpinBox(QWidget *parent) : QDoubleSpinBox(parent)
{
    setDecimals(12);
    setRange(0.0, kMaxValue);
    setKeyboardTracking(false);
    setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setAccelerated(true);
}

void NumberSpinBox::setValueQuietly(double value)
{
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
    // The beginning of a number: "1e", "-", "0.".
    static const QRegularExpression partial(
        QStringLiteral("^[+-]?[0-9]*[.,]?[0-9]*([eE][+-]?[0-9]*)?$"));
    return partial.match(trimmed).hasMatch() ? QValidator::Intermediate : QValidator::Invalid;
}

void NumberSpinBox::fixup(QString &text) const
{
    if (isSpecialText(text))
        return;
    bool ok = false;
    const double value = parse(text, &ok);
    text = textFromValue(ok ? std::clamp(value, minimum(), maximum()) : this->value());
}

bool NumberSpinBox::isSpecialText(const QString &text) const
{
    return !specialValueText().isEmpty() && text.trimmed() == specialValueText();
}

double NumberSpinBox::parse(const QString &text, bool *ok) const
{
    double value = locale().toDouble(text.trimmed(), ok);
    if (!*ok)
        value = text.trimmed().toDouble(ok); // "1.5" typed under a decimal-comma locale
    *ok = *ok && std::isfinite(value);
    return value;
}

} // namespace drf
