#include "mainwindow.h"

#include "crumbspanel.h"
#include "derivationpanel.h"
#include "envymatrixview.h"
#include "propertiespanel.h"
#include "resourcetablemodel.h"
#include "resultspanel.h"
#include "retranslate.h"
#include "scenariodocument.h"
#include "scenarioeditor.h"
#include "scenariomodel.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

// MainWindow's docks: the scenario's (editor, tables, history) on the left, the results and the
// teaching docks (derivation, envy, properties, crumbs) on the right and under the plot.

namespace drf {

namespace {

constexpr int kTeachingTableHeight = 230; ///< properties and crumbs below the plot

QTableView *makeTable(QAbstractItemModel *model, const QString &name, QWidget *parent)
{
    auto *table = new QTableView(parent);
    table->setObjectName(name);
    table->setModel(model);
    table->setAlternatingRowColors(true);
    // Typing, F2 or a double click edits a cell. Tab leaves the table for the next control
    // (an editor opened by merely arriving at a cell would keep Tab inside, cell after cell);
    // the arrow keys move between cells.
    table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                           QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    table->setTabKeyNavigation(false);
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setMinimumSectionSize(48);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    // Fit the columns to their contents when they change (only the visible rows are measured,
    // so this stays cheap with thousands of users).
    auto fit = [table] { table->resizeColumnsToContents(); };
    QObject::connect(model, &QAbstractItemModel::modelReset, table, fit);
    QObject::connect(model, &QAbstractItemModel::columnsInserted, table, fit);
    QObject::connect(model, &QAbstractItemModel::columnsRemoved, table, fit);
    QObject::connect(model, &QAbstractItemModel::headerDataChanged, table, fit);
    fit();
    return table;
}

} // namespace

void MainWindow::createDocks()
{
    m_editorDock = addDock(m_editor, QT_TR_NOOP("Scenario"), QStringLiteral("editor-dock"),
                           Qt::LeftDockWidgetArea);
    m_tableDock = addDock(createTables(), QT_TR_NOOP("Table"), QStringLiteral("table-dock"),
                          Qt::LeftDockWidgetArea);
    auto *history = new QUndoView(m_model->undoStack(), this);
    translateTexts(history, [history] {
        history->setAccessibleName(tr("History"));
        history->setEmptyLabel(tr("<opened scenario>"));
    });
    m_historyDock = addDock(history, QT_TR_NOOP("History"), QStringLiteral("history-dock"),
                            Qt::LeftDockWidgetArea);
    // Out of sight the history follows no stack: every slider step would move its current row.
    connect(m_historyDock, &QDockWidget::visibilityChanged, history, [this, history](bool seen) {
        history->setStack(seen ? m_model->undoStack() : nullptr);
    });
    m_resultsDock = addDock(m_resultsPanel, QT_TR_NOOP("Results"), QStringLiteral("results-dock"),
                            Qt::RightDockWidgetArea);
    tabifyDockWidget(m_editorDock, m_tableDock);
    tabifyDockWidget(m_tableDock, m_historyDock);
    m_editorDock->raise();
    createTeachingDocks();
}

QDockWidget *MainWindow::addDock(QWidget *content, const char *title, const QString &name,
                                 Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(this);
    translateTexts(dock, [dock, title] { dock->setWindowTitle(tr(title)); });
    dock->setObjectName(name); // saveState() needs it
    dock->setWidget(content);
    addDockWidget(area, dock);
    // Qt keeps a dock behind another tab "visible", moved out of the window: Tab would give the
    // focus to its controls where nobody sees it. They take input only while the dock shows
    // (disabled, not hidden: hidden contents would change the docks' sizes).
    connect(dock, &QDockWidget::visibilityChanged, content, &QWidget::setEnabled);
    return dock;
}

void MainWindow::createTeachingDocks()
{
    auto *crumbs = new CrumbsPanel(m_results, this);
    connect(crumbs, &CrumbsPanel::presetRequested, m_document, &ScenarioDocument::loadPreset);
    // Text and the small matrix read well beside the plot; the wide tables go below it, and
    // only below it: the side docks keep the full height.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    QDockWidget *derivation =
        addDock(new DerivationPanel(m_results, this), QT_TR_NOOP("Derivation"),
                QStringLiteral("derivation-dock"), Qt::RightDockWidgetArea);
    QDockWidget *envy = addDock(new EnvyMatrixView(m_results, this), QT_TR_NOOP("Envy"),
                                QStringLiteral("envy-dock"), Qt::RightDockWidgetArea);
    QDockWidget *properties =
        addDock(new PropertiesPanel(m_results, this), QT_TR_NOOP("Properties"),
                QStringLiteral("properties-dock"), Qt::BottomDockWidgetArea);
    QDockWidget *crumbsDock = addDock(crumbs, QT_TR_NOOP("Price of the Crumbs"),
                                      QStringLiteral("crumbs-dock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(m_resultsDock, derivation);
    tabifyDockWidget(derivation, envy);
    tabifyDockWidget(properties, crumbsDock);
    m_resultsDock->raise();
    properties->raise();
    resizeDocks({properties}, {kTeachingTableHeight}, Qt::Vertical);
    m_teachingDocks = {derivation, envy, properties, crumbsDock};
}

QWidget *MainWindow::createTables()
{
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("tables"));
    auto addTable = [splitter](QTableView *table, const char *title) {
        auto *page = new QWidget(splitter);
        auto *layout = new QVBoxLayout(page);
        layout->setContentsMargins(4, 4, 4, 0);
        auto *label = new QLabel(page);
        translateTexts(label, [label, title] { label->setText(tr(title)); });
        label->setBuddy(table);
        layout->addWidget(label);
        table->setParent(page);
        layout->addWidget(table);
        splitter->addWidget(page);
    };
    QTableView *users = makeTable(m_model, QStringLiteral("users-table"), this);
    translateTexts(users, [users] { users->setAccessibleName(tr("Users")); });
    addTable(users, QT_TR_NOOP("<b>Users</b>: demand per task, weight, max tasks (empty = ∞)"));
    // The columns over time follow the editor's "Over time" rows (hidden while the scenario has
    // no timeline, until asked for).
    const auto showTimeColumns = [this, users] {
        const bool shown = m_editor->timesShown();
        for (int column : {m_model->arriveColumn(), m_model->leaveColumn(), m_model->workColumn(),
                           m_model->durationColumn()})
            users->setColumnHidden(column, !shown);
    };
    connect(m_editor, &ScenarioEditor::timesShownChanged, users, showTimeColumns);
    for (auto signal : {&QAbstractItemModel::columnsInserted, &QAbstractItemModel::columnsRemoved})
        connect(m_model, signal, users, showTimeColumns);
    connect(m_model, &QAbstractItemModel::modelReset, users, showTimeColumns);
    showTimeColumns();
    QTableView *resources = makeTable(m_resourceTable, QStringLiteral("resources-table"), this);
    translateTexts(resources, [resources] { resources->setAccessibleName(tr("Cluster")); });
    addTable(resources, QT_TR_NOOP("<b>Cluster</b>: capacity and unit price"));
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    return splitter;
}

} // namespace drf
