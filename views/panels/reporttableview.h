#pragma once

#include "resultsreport.h"

#include <QTableView>

namespace drf {

class ReportTableModel;

/// A results table laid out like a paragraph of the report: as tall and as wide as its cells
/// (the panel scrolls, not the table), no grid, no row numbers; Ctrl+C copies the selected
/// cells as tab-separated lines.
class ReportTableView : public QTableView
{
public:
    explicit ReportTableView(QWidget *parent);

    /// Shows `table`: a table of the same shape changes only its changed cells (widening a
    /// column that no longer holds its numbers), another is laid out anew.
    void setTable(const ReportTable &table);

    /// All the cells, as AdjustToContents would size the view; but that policy asks the panel
    /// to lay out again at every dataChanged(), that is at every changed cell of a slider step
    /// (and the panel's layout then repainted its scroll bars): the size is told only when it
    /// changes (setTable(), fitRows()).
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void fitRows();
    void copySelection() const;

    ReportTableModel *m_model;
};

} // namespace drf
