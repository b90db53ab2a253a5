#pragma once

#include "resultsreport.h"

#include <QScrollArea>

class QVBoxLayout;

namespace drf {

class AllocationSet;
class DeferredRefresh;

/// The results of the selected policy (see resultsreport.h); in compare mode a table of every
/// policy comes first. Paragraphs are widgets of rich text, tables are table views over a model
/// of their cells: a slider step changes the numbers, not the shape, so the panel sets the
/// paragraphs whose text changed and tells the tables which cells did (they repaint those alone)
/// instead of laying a whole document out again. Follows the AllocationSet's resultsChanged() and
/// selectionChanged() once control returns to the event loop (changes that arrive together are
/// shown by one refresh); while hidden (or behind another dock's tab) it only notes that it is
/// out of date. Ctrl+C (or the context menu) copies the whole report, as rich and plain text;
/// in a table, Ctrl+C copies the selected cells.
class ResultsPanel : public QScrollArea
{
    Q_OBJECT

public:
    explicit ResultsPanel(AllocationSet *results, QWidget *parent = nullptr);

    /// Shows the current results now (also when hidden).
    void refresh();

    /// The report shown, as plain text (tables as tab-separated lines) and as HTML.
    QString toPlainText() const;
    QString toHtml() const;
    /// The report shown, part by part.
    const QList<ReportPart> &report() const { return m_report; }
    /// The widget of each part of the report, in order (a paragraph of rich text or a QTableView).
    QList<QWidget *> partWidgets() const { return m_partWidgets; }
    /// Puts the whole report on the clipboard.
    void copyReport() const;

protected:
    /// A new palette: the report's colours are mixed from it, so it is built again.
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    /// Makes one widget per part (the shape of the report changed).
    void rebuild();

    AllocationSet *m_results;
    DeferredRefresh *m_deferred = nullptr; ///< null while the constructor sets the panel up
    QVBoxLayout *m_layout;
    QList<ReportPart> m_report;
    QList<QWidget *> m_partWidgets;
};

} // namespace drf
