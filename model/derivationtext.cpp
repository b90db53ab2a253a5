// The text forms of DerivationSteps (declared in derivationsteps.h): rich text for the panel,
// plain text for the clipboard.
#include "derivationsteps.h"

#include <QRegularExpression>
#include <QStringList>

namespace drf {

namespace {

/// "μ_A": symbol and subscript as typed.
QString plainSymbol(const DerivationLine &line)
{
    return line.subscript.isEmpty() ? line.symbol : line.symbol + QLatin1Char('_') + line.subscript;
}

QString plainLine(const DerivationLine &line)
{
    if (line.symbol.isEmpty())
        return QStringLiteral("(%1)").arg(line.note);
    QStringList parts{plainSymbol(line)};
    if (!line.expression.isEmpty() && line.expression != line.value)
        parts.append(line.expression);
    if (!line.value.isEmpty())
        parts.append(line.value);
    QString text = parts.join(QStringLiteral(" = "));
    if (!line.note.isEmpty())
        text += QStringLiteral("  (%1)").arg(line.note);
    return text;
}

/// ASCII operators of the expressions as typeset symbols.
QString htmlExpression(const QString &expression)
{
    return expression.toHtmlEscaped()
        .replace(QStringLiteral(" * "), QStringLiteral(" × "))
        .replace(QStringLiteral("&lt;="), QStringLiteral("≤"));
}

/// "μ_i = max_j d_ij / C_j" with real subscripts.
QString htmlFormula(const QString &formula)
{
    static const QRegularExpression subscript(QStringLiteral("_(\\w+)"));
    return htmlExpression(formula).replace(subscript, QStringLiteral("<sub>\\1</sub>"));
}

QString htmlSymbol(const DerivationLine &line)
{
    QString html = line.symbol.toHtmlEscaped();
    if (!line.subscript.isEmpty())
        html += QStringLiteral("<sub>%1</sub>").arg(line.subscript.toHtmlEscaped());
    return html;
}

QString htmlRow(const DerivationLine &line)
{
    const QString note = line.note.isEmpty()
                             ? QString()
                             : QStringLiteral("<i>%1</i>").arg(line.note.toHtmlEscaped());
    if (line.symbol.isEmpty())
        return QStringLiteral("<tr><td colspan=\"3\">%1</td></tr>").arg(note);
    const bool showExpression = !line.expression.isEmpty() && line.expression != line.value;
    const QString value = line.key ? QStringLiteral("<b>%1</b>").arg(line.value.toHtmlEscaped())
                                   : line.value.toHtmlEscaped();
    // A formula is read whole: its cells never wrap (a narrow panel scrolls sideways instead).
    // Its note goes under it, where it may wrap, so a narrow panel does not squeeze it into a
    // column a few letters wide. Three cells a row, each "=" with what follows it: the text is
    // laid out again on every slider step, and Qt's cost is per cell.
    const QString equals = QStringLiteral("&nbsp;=&nbsp;");
    QString html = QStringLiteral("<tr style=\"white-space:nowrap\"><td align=\"right\">%1</td>"
                                  "<td>%2</td><td>%3</td></tr>")
                       .arg(htmlSymbol(line),
                            equals + (showExpression ? htmlExpression(line.expression) : value),
                            showExpression ? equals + value : QString());
    if (!note.isEmpty())
        html += QStringLiteral("<tr><td></td><td colspan=\"2\">&nbsp;&nbsp;&nbsp;%1</td></tr>")
                    .arg(note);
    return html;
}

} // namespace

QString DerivationSteps::toPlainText() const
{
    QStringList blocks{title};
    for (const DerivationSection &section : sections) {
        QStringList lines{QStringLiteral("%1: %2").arg(section.title, section.formula)};
        for (const DerivationLine &line : section.lines)
            lines.append(QStringLiteral("  ") + plainLine(line));
        blocks.append(lines.join(QLatin1Char('\n')));
    }
    return blocks.join(QStringLiteral("\n\n")) + QLatin1Char('\n');
}

QString DerivationSteps::toHtml() const
{
    QString html = QStringLiteral("<h3>%1</h3>").arg(title.toHtmlEscaped());
    for (const DerivationSection &section : sections) {
        html += QStringLiteral("<p><b>%1</b>: %2</p><table cellspacing=\"2\">")
                    .arg(section.title.toHtmlEscaped(), htmlFormula(section.formula));
        for (const DerivationLine &line : section.lines)
            html += htmlRow(line);
        html += QStringLiteral("</table>");
    }
    return html;
}

const DerivationLine *DerivationSteps::find(const QString &symbol, const QString &subscript) const
{
    for (const DerivationSection &section : sections)
        for (const DerivationLine &line : section.lines)
            if (line.symbol == symbol && line.subscript == subscript)
                return &line;
    return nullptr;
}

} // namespace drf
