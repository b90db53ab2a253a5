#pragma once

#include <QDoubleSpinBox>

namespace drf {

/// A QDoubleSpinBox for the scenario's numbers: shows up to 12 significant digits without
/// trailing zeros ("2", "0.125", "1e+12"), accepts exponents, steps adaptively (by a tenth of the
/// value's decade) and emits valueChanged() only when an edit is committed (Enter, focus out,
/// a step), so typing "180" is one edit, not three.
class NumberSpinBox : public QDoubleSpinBox
{
    Q_OBJECT

public:
    explicit NumberSpinBox(QWidget *parent = nullptr);

    /// Shows `value` without emitting valueChanged() (model to widget); does nothing when the
    /// box already shows it, so a value being typed is not disturbed by unrelated updates.
    void setValueQuietly(double value);

    QString textFromValue(double value) const override;
    double valueFromText(const QString &text) const override;
    QValidator::State validate(QString &text, int &pos) const override;
    /// Out of range: the nearest bound; not a number: the value shown before.
    void fixup(QString &text) const override;

private:
    bool isSpecialText(const QString &text) const;
    double parse(const QString &text, bool *ok) const;
};

} // namespace drf
