#pragma once

#include <QWidget>

class QLabel;
class QTableView;

namespace drf {

class AllocationSet;
class DeferredRefresh;
class EnvyMatrixModel;

/// The envy matrix U_i(k) of the selected policy as a coloured table: row i is the
/// user who looks, column k the bundle it looks at; the diagonal (its own tasks) is framed in
/// bold, cells where U_i(k) > U_i(i) are in the warning colour, the others shaded by
/// U_i(k) / U_i(i). The seed's theorem, checkable by eye: under DRF every row peaks on the
/// diagonal.
class EnvyMatrixView : public QWidget
{
    Q_OBJECT

public:
    /// Beyond this many users the matrix is not drawn (it would be unreadable anyway).
    static constexpr int kMaxUsers = 50;

    explicit EnvyMatrixView(AllocationSet *results, QWidget *parent = nullptr);

    /// Rebuilds the table now (also when hidden).
    void refresh();
    /// The table (empty beyond kMaxUsers users). Its model gives each cell's text, colours and
    /// tool tip when the view asks: a slider step repaints the visible cells only.
    QTableView *table() const { return m_table; }
    /// Cells shown in the warning colour (pairs that envy).
    int envyCellCount() const { return m_envyCells; }

private:
    AllocationSet *m_results;
    QLabel *m_caption;
    EnvyMatrixModel *m_model;
    QTableView *m_table;
    QLabel *m_verdict;
    int m_envyCells = 0;
    int m_sizedForUsers = -1; ///< user count the sections were last fitted to
    DeferredRefresh *m_deferred = nullptr;
};

} // namespace drf
