#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QScrollArea;
class QTableWidget;

namespace drf {

class DeferredRefresh;

class AllocationSet;

/// "The price of the crumbs": drf-equal, drf and walras side by side on the current
/// scenario (tasks per user, idle capacity per resource, dominant shares) with the seed's
/// argument: the idle crumbs can be handed out, at the cost of equal dominant shares (and,
/// under walras, of strategy-proofness). When drf and drf-equal agree it says so and offers the
/// zero-demand preset, where they differ.
class CrumbsPanel : public QWidget
{
    Q_OBJECT

public:
    /// Beyond this many users only the resources are compared.
    static constexpr int kMaxUsers = 50;

    explicit CrumbsPanel(AllocationSet *results, QWidget *parent = nullptr);

    /// Rebuilds the table now (also when hidden).
    void refresh();
    /// Rows: "<user> tasks", "<resource> idle", "<user> dominant share"; columns: drf-equal,
    /// drf, walras.
    QTableWidget *table() const { return m_table; }
    /// True when drf hands out crumbs that drf-equal leaves idle.
    bool policiesDiffer() const { return m_differ; }

protected:
    void resizeEvent(QResizeEvent *event) override;

signals:
    /// The user asked for a preset where drf and drf-equal differ ("zero-demand").
    void presetRequested(const QString &id);

private:
    /// Caps the text's width so that the table shows all its columns, when there is room.
    void fitColumns();

    AllocationSet *m_results;
    QLabel *m_argument;
    QTableWidget *m_table;
    QLabel *m_sameNote;
    QPushButton *m_presetButton;
    QScrollArea *m_text;  ///< the argument, the note and the button; scrolls when the dock is low
    int m_tableWidth = 0; ///< the table's width with every column in view
    bool m_differ = false;
    int m_fittedRows = -1; ///< row count the rows were last fitted to
    DeferredRefresh *m_deferred = nullptr;
};

} // namespace drf
