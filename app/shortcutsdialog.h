#pragma once

#include <QDialog>

class QLineEdit;
class QMainWindow;
class QTreeWidget;

namespace drf {

/// Help > Keyboard Shortcuts: every action of the window that has a shortcut, read from the
/// window's menus (so the list cannot go stale), grouped by menu in menu-bar order; then the
/// actions with a shortcut outside the menus; then the keys that are not actions (the plots'
/// arrows and pages, the timeline's Home and End, Esc, the guided tour's keys). A search field
/// filters the rows by name or key. Not modal: the shortcuts can be tried while it is open.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShortcutsDialog(QMainWindow *window);

    /// Rows: top-level items are the groups (a menu's title), their children the commands
    /// (column 0: the command, column 1: its keys).
    QTreeWidget *tree() const { return m_tree; }
    QLineEdit *searchField() const { return m_search; }

private:
    /// Reads the window's actions again (after a change of language).
    void rebuild();
    /// Hides the rows that do not contain the search text, and the groups left empty.
    void applyFilter();

    QMainWindow *m_window;
    QLineEdit *m_search;
    QTreeWidget *m_tree;
};

} // namespace drf
