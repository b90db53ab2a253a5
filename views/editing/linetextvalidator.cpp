#include "linetextvalidator.h"

#include "validation.h"

#include <QLineEdit>

namespace drf {

QValidator::State LineTextValidator::validate(QString &input, int &pos) const
{
    if (!forbiddenCharacter(input, TextKind::Line))
        return Acceptable;
    QString kept;
    kept.reserve(input.size());
    int keptPos = pos;
    for (qsizetype i = 0; i < input.size(); ++i) {
        const qsizetype start = i;
        char32_t codePoint = input.at(i).unicode();
        if (input.at(i).isHighSurrogate() && i + 1 < input.size() &&
            input.at(i + 1).isLowSurrogate()) {
            codePoint = QChar::surrogateToUcs4(input.at(i), input.at(i + 1));
            ++i;
        }
        const qsizetype length = i - start + 1;
        if (!isForbiddenCharacter(codePoint, TextKind::Line))
            kept += QStringView(input).sliced(start, length);
        else if (codePoint == U'\t' || QChar::isSpace(codePoint))
            kept += QLatin1Char(' '); // a line break or a tab separated words
        else if (start < pos)
            keptPos -= int(length);
    }
    input = kept;
    pos = keptPos;
    return Acceptable;
}

void limitLineText(QLineEdit *edit, int maxLength)
{
    edit->setValidator(new LineTextValidator(edit));
    edit->setMaxLength(maxLength);
}

} // namespace drf
