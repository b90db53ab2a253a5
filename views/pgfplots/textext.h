#pragma once

#include <QString>

namespace drf {

/// `text` as LaTeX text in plain ASCII: the special characters escaped (\_, \%, \&, \#, \$,
/// \{, \}, \textasciitilde, \textasciicircum, \textbackslash, \textless...), accented letters
/// as accents (\'{o}; the ogonek as \drfvizogonek{a}, which PgfplotsWriter::document() defines:
/// \k where the font encoding has it, else the bare letter), the symbols the figures use (≤, ·,
/// ×, —, →, ∞) as LaTeX, and any other character pdflatex may not know as "?".
QString texText(const QString &text);

/// Whether `tex` (written by texText()) holds a letter written with a LaTeX accent or letter
/// command: such letters print whole, and read back from the PDF as themselves, in the T1
/// encoding.
bool hasAccentedLetters(const QString &tex);
/// Defines \drfvizogonek, which texText() writes for the ogonek of Polish ą and ę.
extern const char kTexOgonekCommand[];

} // namespace drf
