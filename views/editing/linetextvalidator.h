#pragma once

#include <QValidator>

class QLineEdit;

namespace drf {

/// Keeps a QLineEdit to what a one-line text of the scenario (a name, the title) may hold:
/// validation.h's forbiddenCharacter() for TextKind::Line. A pasted line break or tab becomes a
/// space and any other such character is dropped, so that a name copied with its line's end
/// still pastes; the keyboard types none of them anyway.
class LineTextValidator : public QValidator
{
    Q_OBJECT

public:
    using QValidator::QValidator;
    State validate(QString &input, int &pos) const override;
};

/// Gives `edit` a LineTextValidator and the maximum length `maxLength` (kMaxNameLength,
/// kMaxTitleLength): typing stops there and a longer paste is cut.
void limitLineText(QLineEdit *edit, int maxLength);

} // namespace drf
