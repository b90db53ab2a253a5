#pragma once

#include <QDoubleSpinBox>

namespace drf {

/// A QDoubleSpinBox for the scenario's numbers: shows up to 12 significant digits without
/// trailing zeros ("2", "0.125", "1e+12"), accepts exponents, steps adaptively (by a tenth of the
/// value's decade) and emits valueChanged() only when an edit is committed (Enter, focus out,
/// a step), so typing "180" is one edit, not three.
///
/// Typed numbers are read in the widget's locale, and with a decimal point as well. Digits may
/// be grouped by three before the decimal mark with the locale's group separator, and, where
/// that is a space (Polish, French: a no-break space), with a plain, no-break or narrow no-break
/// space: "1 234,5" is 1234.5 in Polish. A committed text that is no number ("1 2": a group of
/// one digit) changes nothing: the box shows its value again and says so (textRejected()).
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
    /// Out of range: the nearest bound; not a number: the value shown before (and
    /// textRejected() once the edit is finished).
    void fixup(QString &text) const override;

signals:
    /// A committed text was no number and the value stays: `reason` names the field (its
    /// accessible name), the text and the value kept ("A: CPU per task: "1 2" is not a number;
    /// it stays 2").
    void textRejected(const QString &reason);

private:
    bool isSpecialText(const QString &text) const;
    double parse(const QString &text, bool *ok) const;
    void reportRejectedText();

    /// The last text fixup() could not read, told when the edit is finished.
    mutable QString m_rejectedText;
};

} // namespace drf
