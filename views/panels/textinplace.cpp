#include "textinplace.h"

#include <QList>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextEdit>
#include <QTextFrame>
#include <QTextTable>

#include <optional>

namespace drf {

namespace {

/// One run of text to replace: `length` characters at `position` of the shown document.
struct TextEdit
{
    int position;
    int length;
    QString text;
    QTextCharFormat format;
    const QTextFrame *frame; ///< the frame (a table, or the document) the run is in
};

/// Whether two formats say the same, whichever object (a table) of its document each belongs to.
bool sameFormat(QTextFormat a, QTextFormat b)
{
    a.clearProperty(QTextFormat::ObjectIndex);
    b.clearProperty(QTextFormat::ObjectIndex);
    return a == b;
}

int blockNumberAt(const QTextDocument *document, int position)
{
    return document->findBlock(position).blockNumber();
}

/// Whether the frames (tables among them) of `shown` and `fresh` match: the same nesting, the
/// same formats, the same blocks in each, and for tables the same cells with the same formats.
bool sameFrames(const QTextFrame *shown, const QTextFrame *fresh)
{
    if (shown->frameFormat() != fresh->frameFormat() ||
        blockNumberAt(shown->document(), shown->firstPosition()) !=
            blockNumberAt(fresh->document(), fresh->firstPosition()) ||
        blockNumberAt(shown->document(), shown->lastPosition()) !=
            blockNumberAt(fresh->document(), fresh->lastPosition()))
        return false;
    const auto *shownTable = qobject_cast<const QTextTable *>(shown);
    const auto *freshTable = qobject_cast<const QTextTable *>(fresh);
    if (bool(shownTable) != bool(freshTable))
        return false;
    if (shownTable) {
        if (shownTable->rows() != freshTable->rows() ||
            shownTable->columns() != freshTable->columns())
            return false;
        for (int row = 0; row < shownTable->rows(); ++row) {
            for (int column = 0; column < shownTable->columns(); ++column) {
                const QTextTableCell a = shownTable->cellAt(row, column);
                const QTextTableCell b = freshTable->cellAt(row, column);
                if (a.row() != b.row() || a.column() != b.column() ||
                    !sameFormat(a.format(), b.format()))
                    return false;
            }
        }
    }
    const QList<QTextFrame *> shownChildren = shown->childFrames();
    const QList<QTextFrame *> freshChildren = fresh->childFrames();
    if (shownChildren.size() != freshChildren.size())
        return false;
    for (qsizetype k = 0; k < shownChildren.size(); ++k) {
        if (!sameFrames(shownChildren[k], freshChildren[k]))
            return false;
    }
    return true;
}

/// The runs of text to replace in `shown` to make it read as `fresh`; nothing when their
/// structure differs (then the whole document must be replaced).
std::optional<QList<TextEdit>> textEdits(const QTextDocument &shown, const QTextDocument &fresh)
{
    if (shown.blockCount() != fresh.blockCount() ||
        !sameFrames(shown.rootFrame(), fresh.rootFrame()))
        return std::nullopt;
    QList<TextEdit> edits;
    for (QTextBlock a = shown.begin(), b = fresh.begin(); a.isValid() && b.isValid();
         a = a.next(), b = b.next()) {
        if (!sameFormat(a.blockFormat(), b.blockFormat()) ||
            !sameFormat(a.charFormat(), b.charFormat()))
            return std::nullopt;
        const QTextFrame *frame = shown.frameAt(a.position());
        // Runs of one format each, as many in both, in the same places: their texts and formats
        // may differ (a verdict turns from red to green).
        QTextBlock::iterator i = a.begin();
        QTextBlock::iterator j = b.begin();
        for (; !i.atEnd() && !j.atEnd(); ++i, ++j) {
            const QTextFragment from = i.fragment();
            const QTextFragment to = j.fragment();
            const bool sameLook = sameFormat(from.charFormat(), to.charFormat());
            if (!sameLook && to.charFormat().hasProperty(QTextFormat::ObjectIndex))
                return std::nullopt;
            if (!sameLook || from.text() != to.text())
                edits.append({from.position(), from.length(), to.text(),
                              sameLook ? from.charFormat() : to.charFormat(), frame});
        }
        if (!i.atEnd() || !j.atEnd())
            return std::nullopt;
    }
    return edits;
}

} // namespace

bool showHtmlInPlace(QTextEdit *view, const QString &html)
{
    QTextDocument *shown = view->document();
    // Parsed as setHtml() would into the shown document: its defaults, without a layout.
    QTextDocument fresh;
    fresh.setDefaultFont(shown->defaultFont());
    fresh.setDefaultStyleSheet(shown->defaultStyleSheet());
    fresh.setDefaultTextOption(shown->defaultTextOption());
    fresh.setDocumentMargin(shown->documentMargin());
    fresh.setIndentWidth(shown->indentWidth());
    fresh.setHtml(html);
    const std::optional<QList<TextEdit>> edits =
        shown->isEmpty() ? std::nullopt : textEdits(*shown, fresh);
    if (!edits) {
        const int scroll = view->verticalScrollBar()->value();
        view->setHtml(html);
        view->verticalScrollBar()->setValue(scroll);
        return false;
    }
    // Last first, so that the positions before each edit stay right; no undo history.
    const bool undo = shown->isUndoRedoEnabled();
    shown->setUndoRedoEnabled(false);
    QTextCursor cursor(shown);
    // One edit block per frame: the layout redoes each table once, and no text between the
    // edits that did not change.
    const QTextFrame *frame = nullptr;
    for (auto edit = edits->crbegin(); edit != edits->crend(); ++edit) {
        if (edit->frame != frame) {
            if (frame)
                cursor.endEditBlock();
            frame = edit->frame;
            cursor.beginEditBlock();
        }
        cursor.setPosition(edit->position);
        cursor.setPosition(edit->position + edit->length, QTextCursor::KeepAnchor);
        cursor.insertText(edit->text, edit->format);
    }
    if (frame)
        cursor.endEditBlock();
    shown->setUndoRedoEnabled(undo);
    return true;
}

} // namespace drf
