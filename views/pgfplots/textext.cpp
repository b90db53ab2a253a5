#include "textext.h"

#include <QList>
#include <QRegularExpression>

namespace drf {

/// The ogonek of Polish ą and ę: LaTeX's \k where the document's font encoding has it (T1, and
/// TU under XeLaTeX and LuaLaTeX), else the bare letter; under OT1, LaTeX's default, \k
/// stops pdflatex. So a figure \input into any document compiles, and prints the ogonek in one
/// that loads \usepackage[T1]{fontenc}.
const char kTexOgonekCommand[] =
    "\\providecommand{\\drfvizogonek}[1]{\\ifcsname\\csname cf@encoding\\endcsname\\string\\k"
    "\\endcsname\\k{#1}\\else#1\\fi}";

namespace {

/// The symbols the figures write that pdflatex knows only as commands.
QString texSymbol(char32_t character)
{
    switch (character) {
    case U'≤':
        return QStringLiteral("$\\le$");
    case U'≥':
        return QStringLiteral("$\\ge$");
    case U'·':
        return QStringLiteral("$\\cdot$");
    case U'×':
        return QStringLiteral("$\\times$");
    case U'—':
        return QStringLiteral("---");
    case U'–':
        return QStringLiteral("--");
    case U'→':
        return QStringLiteral("$\\to$");
    case U'…':
        return QStringLiteral("\\dots{}");
    case U'∞':
        return QStringLiteral("$\\infty$");
    case 0xA0: // no-break space
        return QStringLiteral("~");
    case U'−':
        return QStringLiteral("-");
    }
    return {};
}

/// The LaTeX accent command of a combining mark ("\\'" for the acute), or empty.
QString texAccent(char32_t mark)
{
    switch (mark) {
    case 0x300:
        return QStringLiteral("\\`");
    case 0x301:
        return QStringLiteral("\\'");
    case 0x302:
        return QStringLiteral("\\^");
    case 0x303:
        return QStringLiteral("\\~");
    case 0x304:
        return QStringLiteral("\\=");
    case 0x306:
        return QStringLiteral("\\u");
    case 0x307:
        return QStringLiteral("\\.");
    case 0x308:
        return QStringLiteral("\\\"");
    case 0x30A:
        return QStringLiteral("\\r");
    case 0x30B:
        return QStringLiteral("\\H");
    case 0x30C:
        return QStringLiteral("\\v");
    case 0x327:
        return QStringLiteral("\\c");
    case 0x328: // Polish ą, ę: \k exists only in some font encodings (kTexOgonekCommand)
        return QStringLiteral("\\drfvizogonek");
    }
    return {};
}

/// The letters of Latin scripts that LaTeX writes as commands.
QString texLetter(char32_t letter)
{
    switch (letter) {
    case U'ß':
        return QStringLiteral("\\ss{}");
    case U'æ':
        return QStringLiteral("\\ae{}");
    case U'Æ':
        return QStringLiteral("\\AE{}");
    case U'ø':
        return QStringLiteral("\\o{}");
    case U'Ø':
        return QStringLiteral("\\O{}");
    case U'œ':
        return QStringLiteral("\\oe{}");
    case U'Œ':
        return QStringLiteral("\\OE{}");
    case U'ł':
        return QStringLiteral("\\l{}");
    case U'Ł':
        return QStringLiteral("\\L{}");
    case U'ı':
        return QStringLiteral("\\i{}");
    }
    return {};
}

/// `character` as ASCII LaTeX that any document compiles, whatever its font encoding: special
/// characters escaped, accented letters as accent commands (the ogonek, which the default OT1
/// fonts lack, as \drfvizogonek: kTexOgonekCommand), and what LaTeX cannot set from text as "?".
QString texCharacter(char32_t character)
{
    switch (character) {
    case U'\\':
        return QStringLiteral("\\textbackslash{}");
    case U'{':
    case U'}':
    case U'_':
    case U'%':
    case U'&':
    case U'#':
    case U'$':
        return QLatin1Char('\\') + QChar(character);
    case U'~':
        return QStringLiteral("\\textasciitilde{}");
    case U'^':
        return QStringLiteral("\\textasciicircum{}");
    case U'<':
        return QStringLiteral("\\textless{}");
    case U'>':
        return QStringLiteral("\\textgreater{}");
    case U'|':
        return QStringLiteral("\\textbar{}");
    case U'\n':
    case U'\t':
        return QStringLiteral(" ");
    }
    if (character < 0x20)
        return {}; // control characters mean nothing on paper
    if (character < 0x7F)
        return QChar(character);
    if (const QString symbol = texSymbol(character); !symbol.isEmpty())
        return symbol;
    if (const QString letter = texLetter(character); !letter.isEmpty())
        return letter;
    const QString decomposed = QChar::decomposition(character);
    const QList<uint> parts = decomposed.toUcs4();
    if (QChar::decompositionTag(character) == QChar::Canonical && parts.size() == 2) {
        const QString base = parts[0] == U'i' ? QStringLiteral("\\i") : texCharacter(parts[0]);
        const QString accent = texAccent(parts[1]);
        return accent.isEmpty() ? base : QStringLiteral("%1{%2}").arg(accent, base);
    }
    return QStringLiteral("?");
}

} // namespace

QString texText(const QString &text)
{
    QString escaped;
    escaped.reserve(text.size() + 8);
    for (const char32_t character : text.toUcs4())
        escaped += texCharacter(character);
    return escaped;
}

bool hasAccentedLetters(const QString &tex)
{
    static const QRegularExpression accented(QStringLiteral(
        "\\\\(?:[`'^~=.\"]|[uvrHc]|drfvizogonek)\\{|\\\\(?:ss|ae|AE|o|O|oe|OE|l|L|i)\\{\\}"));
    return tex.contains(accented);
}

} // namespace drf
