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
        const QChar unit = input.at(i);
        if (unit.isHighSurrogate() && i + 1 < input.size() && input.at(i + 1).isLowSurrogate()) {
            kept += unit; // a whole pair: never forbidden but for the noncharacters
            kept += input.at(++i);
            if (isForbiddenCharacter(QChar::surrogateToUcs4(unit, input.at(i)), TextKind::Line)) {
                kept.chop(2);
                if (i < pos)
                    keptPos -= 2;
            }
            continue;
        }
        if (!isForbiddenCharacter(unit.unicode(), TextKind::Line))
            kept += unit;
        else if (unit == QLatin1Char('\t') || QChar::isSpace(unit.unicode()))
            kept += QLatin1Char(' '); // a line break or a tab separated words
        else if (i < pos)
            --keptPos;
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
