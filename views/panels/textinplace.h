#pragma once

class QString;
class QTextEdit;

namespace drf {

/// Shows `html` in `view` as QTextEdit::setHtml() would, keeping the reader's place. When the new
/// text has the same structure as the one shown (the same blocks, tables and formats: a slider
/// step changes numbers, not the layout of a report), only the runs of text that differ are
/// replaced in the shown document, so that the view lays out and repaints those alone instead of
/// the whole document. Returns whether it could edit in place (false: the document was replaced).
bool showHtmlInPlace(QTextEdit *view, const QString &html);

} // namespace drf
