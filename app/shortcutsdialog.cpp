#include "shortcutsdialog.h"

#include "guidedtour.h"
#include "retranslate.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace drf {

namespace {

/// A menu's title or an action's text without its mnemonic ("&File" is "File").
QString plainText(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x1f"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x1f"), QStringLiteral("&"));
    return text;
}

/// The keys as their caps read, in every language ("Home", not a translation of the word).
QString keysText(const QList<QKeySequence> &keys)
{
    QStringList texts;
    for (const QKeySequence &key : keys)
        texts.append(key.toString(QKeySequence::PortableText));
    return texts.join(QStringLiteral(", "));
}

QTreeWidgetItem *addGroup(QTreeWidget *tree, const QString &title)
{
    auto *group = new QTreeWidgetItem(tree, {title});
    QFont font = group->font(0);
    font.setBold(true);
    group->setFont(0, font);
    group->setFirstColumnSpanned(true);
    return group;
}

void addRow(QTreeWidgetItem *group, const QString &command, const QList<QKeySequence> &keys)
{
    new QTreeWidgetItem(group, {command, keysText(keys)});
}

/// The actions of `menu` and its submenus that have a shortcut, into `group`; each is noted in
/// `listed`.
void addMenuActions(QTreeWidgetItem *group, const QMenu *menu, QSet<const QAction *> &listed)
{
    for (QAction *action : menu->actions()) {
        if (QMenu *submenu = action->menu()) {
            addMenuActions(group, submenu, listed);
            continue;
        }
        if (action->shortcuts().isEmpty() || action->isSeparator() || listed.contains(action))
            continue;
        listed.insert(action);
        addRow(group, plainText(action->text()), action->shortcuts());
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QMainWindow *window)
    : QDialog(window), m_window(window), m_search(new QLineEdit(this)),
      m_tree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("shortcuts-dialog"));
    m_search->setObjectName(QStringLiteral("shortcuts-search"));
    m_tree->setObjectName(QStringLiteral("shortcuts-tree"));
    m_search->setClearButtonEnabled(true);
    m_tree->setColumnCount(2);
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    connect(m_search, &QLineEdit::textChanged, this, &ShortcutsDialog::applyFilter);
    translateTexts(this, [this] {
        setWindowTitle(tr("Keyboard Shortcuts"));
        m_search->setPlaceholderText(tr("Search commands and keys"));
        m_search->setAccessibleName(tr("Search"));
        m_tree->setHeaderLabels({tr("Command"), tr("Keys")});
    });
    rebuild();
    // The actions take their new texts when the language changes, as this dialog does: it reads
    // them once they have (a call queued behind theirs).
    onLanguageChange(this, [this] {
        QMetaObject::invokeMethod(this, &ShortcutsDialog::rebuild, Qt::QueuedConnection);
    });
    resize(760, 600);
}

void ShortcutsDialog::rebuild()
{
    m_tree->clear();
    QSet<const QAction *> listed;
    // The menus, in menu-bar order.
    for (QAction *menuAction : m_window->menuBar()->actions()) {
        const QMenu *menu = menuAction->menu();
        if (!menu)
            continue;
        QTreeWidgetItem *group = addGroup(m_tree, plainText(menu->title()));
        addMenuActions(group, menu, listed);
        if (group->childCount() == 0)
            delete group;
    }
    // Actions outside the menus (a dock's Copy), under the dock's title. An action without a
    // text (the Esc of presentation mode) is told among the keys below.
    QTreeWidgetItem *elsewhere = nullptr;
    for (QAction *action : m_window->findChildren<QAction *>()) {
        if (listed.contains(action) || action->shortcuts().isEmpty() || action->text().isEmpty())
            continue;
        listed.insert(action);
        QString where = tr("Window");
        for (QObject *owner = action->parent(); owner; owner = owner->parent()) {
            if (auto *dock = qobject_cast<QDockWidget *>(owner)) {
                where = dock->windowTitle();
                break;
            }
        }
        if (!elsewhere)
            elsewhere = addGroup(m_tree, tr("Elsewhere"));
        // "Copy Derivation" names its dock already; "Copy" would not.
        const QString command = plainText(action->text());
        addRow(elsewhere,
               command.contains(where, Qt::CaseInsensitive) ? command
                                                            : tr("%1 (%2)").arg(command, where),
               action->shortcuts());
    }
    // Keys the views handle themselves.
    QTreeWidgetItem *plots = addGroup(m_tree, tr("Plots"));
    addRow(plots, tr("Resource space: the selected user's demand, horizontal axis"),
           {QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right)});
    addRow(plots, tr("Resource space: the selected user's demand, vertical axis"),
           {QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Down)});
    addRow(plots, tr("Resource space: select the next or the previous user"),
           {QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_PageUp)});
    addRow(plots, tr("Timeline: move the time cursor"),
           {QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right)});
    addRow(plots, tr("Timeline: to the start or to the end"),
           {QKeySequence(Qt::Key_Home), QKeySequence(Qt::Key_End)});
    QTreeWidgetItem *window = addGroup(m_tree, tr("Window"));
    addRow(window, tr("Leave presentation mode"), {QKeySequence(Qt::Key_Escape)});
    addRow(window, tr("The next or the previous control"),
           {QKeySequence(Qt::Key_Tab), QKeySequence(Qt::SHIFT | Qt::Key_Tab)});
    QTreeWidgetItem *tour = addGroup(m_tree, tr("Guided Tour"));
    for (const GuidedTour::KeyHelp &help : GuidedTour::keyHelp())
        addRow(tour, help.description, help.keys);
    m_tree->expandAll();
    applyFilter();
}

void ShortcutsDialog::applyFilter()
{
    const QString needle = m_search->text().trimmed();
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        const bool groupMatches = group->text(0).contains(needle, Qt::CaseInsensitive);
        int shown = 0;
        for (int r = 0; r < group->childCount(); ++r) {
            QTreeWidgetItem *row = group->child(r);
            const bool matches = groupMatches ||
                                 row->text(0).contains(needle, Qt::CaseInsensitive) ||
                                 row->text(1).contains(needle, Qt::CaseInsensitive);
            row->setHidden(!matches);
            shown += matches ? 1 : 0;
        }
        group->setHidden(shown == 0);
    }
}

} // namespace drf
