#include "mainwindow.h"

#include "allocationset.h"
#include "appsettings.h"
#include "autosave.h"
#include "colourscheme.h"
#include "crumbspanel.h"
#include "derivationpanel.h"
#include "documentdialogs.h"
#include "envymatrixview.h"
#include "figureexport.h"
#include "focusorder.h"
#include "focusring.h"
#include "guidedtour.h"
#include "interfacelanguage.h"
#include "numberspinbox.h"
#include "plotarea.h"
#include "plotview.h"
#include "policytoolbar.h"
#include "presentationstrip.h"
#include "propertiespanel.h"
#include "resourcetablemodel.h"
#include "resultspanel.h"
#include "retranslate.h"
#include "scenariodocument.h"
#include "scenarioeditor.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "shortcutsdialog.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cstdio>
#include <tuple>

namespace drf {

namespace {

/// The plot zoom's steps: Ctrl+= and Ctrl+- go from one to the next.
constexpr std::array kPlotZooms{0.8, 1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0};
/// Presentation mode draws the plots this much larger on top of the zoom: at 1920 x 1080 the
/// axis labels are then 24 pixels and more.
constexpr double kPresentationScale = 2.0;
constexpr int kStatusTimeout = 8000;     ///< ms a status message stays
constexpr int kRejectionTimeout = 12000; ///< rejected edits stay a little longer
// The first screen: the plot large in the middle, the editor left, the results right.
constexpr int kEditorWidth = 320;
constexpr int kResultsWidth = 370;
constexpr int kTeachingTableHeight = 230; ///< properties and crumbs below the plot
/// The plots' width below which the docks on the right join those on the left (fitToScreen()).
constexpr int kReadablePlotWidth = 640;

/// 1280 x 800, or less on a smaller screen.
QSize defaultSize()
{
    QSize size(1280, 800);
    if (const QScreen *screen = QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableSize() * 0.95);
    return size;
}

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

/// `action`'s text (and status tip) in the window's language, again after each switch; both are
/// marked with QT_TR_NOOP where they are written.
void translated(QAction *action, const char *text, const char *statusTip = nullptr)
{
    translateTexts(action, [action, text, statusTip] {
        action->setText(MainWindow::tr(text));
        if (statusTip)
            action->setStatusTip(MainWindow::tr(statusTip));
    });
}

QMenu *translatedMenu(QMenu *menu, const char *title)
{
    translateTexts(menu, [menu, title] { menu->setTitle(MainWindow::tr(title)); });
    return menu;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_model(new ScenarioModel(this)),
      m_results(new AllocationSet(m_model, this)),
      m_resourceTable(new ResourceTableModel(m_model, this)),
      m_plots(new PlotArea(m_results, this)),
      m_document(new ScenarioDocument(m_model, m_plots, this, this)),
      m_autosave(new Autosave(m_document, Autosave::defaultDirectory(), this)),
      m_editor(new ScenarioEditor(m_model, this)),
      m_resultsPanel(new ResultsPanel(m_results, this)),
      m_policyBar(new PolicyToolBar(m_results, this)),
      m_strip(new PresentationStrip(m_model, m_policyBar->actions(), this)),
      m_summary(new QLabel(this))
{
    setObjectName(QStringLiteral("main-window"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/drfviz.svg")));
    setCentralWidget(m_plots);
    new FocusRing(this);
    // Squeezed docks are unreadable: on a small screen the plot gives way first.
    m_editor->setMinimumWidth(280);
    m_resultsPanel->setMinimumWidth(280);
    setDockOptions(AnimatedDocks | AllowTabbedDocks);
    addToolBar(Qt::TopToolBarArea, m_policyBar);
    addToolBar(Qt::BottomToolBarArea, m_strip);
    m_strip->hide();
    m_strip->expandAction()->setChecked(
        appSettings()->value(settingsKey::kPresentationControls, true).toBool());
    connect(m_strip->expandAction(), &QAction::toggled, this, [](bool expanded) {
        appSettings()->setValue(settingsKey::kPresentationControls, expanded);
    });
    connect(m_strip, &PresentationStrip::controlsRebuilt, this, &MainWindow::updateTabOrder);

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

    createFileMenu();
    createEditMenu();
    auto *policyMenu = translatedMenu(menuBar()->addMenu(QString()), QT_TR_NOOP("&Policy"));
    m_policyBar->addToMenu(policyMenu);
    createViewMenu();
    createHelpMenu();

    statusBar()->addPermanentWidget(m_summary);
    connect(m_model, &ScenarioModel::editRejected, this, &MainWindow::showRejectedText);
    connect(m_document, &ScenarioDocument::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, kStatusTimeout); });
    connect(m_document, &ScenarioDocument::titleChanged, this, &MainWindow::updateTitle);
    setSettingsFailureHandler(
        [this](const QString &text) { statusBar()->showMessage(text, kRejectionTimeout); });
    connect(m_autosave, &Autosave::failed, this, [this](const QString &reason) {
        const QString text = tr("Autosave failed: %1").arg(reason);
        statusBar()->showMessage(text, kRejectionTimeout);
        std::fprintf(stderr, "drfviz: %s\n", qPrintable(text)); // like the error dialogs
    });
    connect(m_results, &AllocationSet::resultsChanged, this, &MainWindow::updateStatusSummary);
    connect(m_results, &AllocationSet::selectionChanged, this, &MainWindow::updateStatusSummary);
    updateTitle();
    updateStatusSummary();
    onLanguageChange(this, [this] {
        updateTitle();
        updateStatusSummary();
        updateFigureActions();
    });
    statusBar()->showMessage(tr("Drag a demand slider, or pick a policy with Ctrl+1…Ctrl+6"),
                             kStatusTimeout);

    resize(defaultSize());
    resizeDocks({m_editorDock, m_resultsDock}, {kEditorWidth, kResultsWidth}, Qt::Horizontal);
    m_defaultState = saveState();
    restoreLayout();
    fitToScreen();
    m_plotZoom = std::clamp(appSettings()->value(settingsKey::kPlotZoom, 1.0).toDouble(),
                            kPlotZooms.front(), kPlotZooms.back());
    applyPlotScale();
    // Once shown: QMainWindow makes the tab bars of stacked docks as it lays them out.
    QTimer::singleShot(0, this, &MainWindow::updateTabOrder);
    connect(m_editor, &ScenarioEditor::fieldsChanged, this, &MainWindow::updateTabOrder);
    connect(m_plots, &PlotArea::pageMade, this, &MainWindow::updateTabOrder);
    watchNumberFields();
    connect(m_editor, &ScenarioEditor::fieldsChanged, this, &MainWindow::watchNumberFields);
    connect(m_strip, &PresentationStrip::controlsRebuilt, this, &MainWindow::watchNumberFields);
}

void MainWindow::watchNumberFields()
{
    for (NumberSpinBox *field : findChildren<NumberSpinBox *>())
        connect(field, &NumberSpinBox::textRejected, this, &MainWindow::showRejectedText,
                Qt::UniqueConnection);
}

void MainWindow::showRejectedText(const QString &reason)
{
    statusBar()->showMessage(tr("Not changed: %1").arg(reason), kRejectionTimeout);
}

void MainWindow::updateTabOrder()
{
    // As the window reads: the toolbar, the scenario's docks on the left, the plots, the
    // results on the right, the teaching docks under the plots.
    QList<QWidget *> stops = tabStops(m_policyBar);
    stops += tabStops(m_strip); // while presenting, the controls the lecturer has
    for (QWidget *dock : {m_editorDock, m_tableDock, m_historyDock})
        stops += tabStops(dock);
    stops += tabStops(m_plots);
    stops += tabStops(m_resultsDock);
    for (QDockWidget *dock : qAsConst(m_teachingDocks))
        stops += tabStops(dock);
    // The tabs of docks stacked on each other, last (QMainWindow makes them as it needs them).
    for (QTabBar *tabs : findChildren<QTabBar *>(QString(), Qt::FindDirectChildrenOnly))
        stops.append(tabs);
    chainTabOrder(stops);
}

MainWindow::~MainWindow()
{
    setSettingsFailureHandler(nullptr);
    // The model and the document are children, deleted by ~QWidget after this destructor: their
    // last signals (the undo stack's cleanChanged) must not reach a half-destroyed window.
    disconnect(m_model->undoStack(), nullptr, this, nullptr);
    disconnect(m_document, nullptr, this, nullptr);
    // The copy of unsaved edits stays for the next start: no signal of the dying model may
    // tell the autosave that the edits are gone.
    delete m_autosave;
}

bool MainWindow::offerRecovery()
{
    std::vector<Autosave::Orphan> orphans = m_autosave->orphans();
    for (Autosave::Orphan &orphan : orphans) {
        switch (m_document->dialogs()->askToRestore(this, orphan.description())) {
        case QMessageBox::Yes:
            if (!m_document->maybeSave())
                return false;
            m_document->restoreSnapshot(orphan.snapshot);
            // This session's copy first, then the old one goes: never a moment without one.
            if (m_autosave->saveNow())
                Autosave::remove(orphan);
            statusBar()->showMessage(
                tr("Restored the unsaved changes to %1").arg(m_document->displayName()),
                kStatusTimeout);
            return true;
        case QMessageBox::Discard:
            Autosave::remove(orphan);
            break;
        default:
            break; // kept for the next start
        }
    }
    return false;
}

bool MainWindow::openFile(const QString &path)
{
    return m_document->openFile(path);
}

void MainWindow::setDialogs(std::unique_ptr<DocumentDialogs> dialogs)
{
    m_document->setDialogs(std::move(dialogs));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_document->maybeSave()) {
        event->ignore();
        return;
    }
    // Saved, or the user discarded the changes: no copy to offer at the next start.
    m_autosave->discard();
    // The layout to remember is the one of the desk, not of the lecture hall.
    m_presentAction->setChecked(false);
    saveLayout();
    event->accept();
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

void MainWindow::createFileMenu()
{
    QMenu *menu = translatedMenu(menuBar()->addMenu(QString()), QT_TR_NOOP("&File"));
    QAction *action =
        menu->addAction(QString(), QKeySequence::New, m_document, &ScenarioDocument::newScenario);
    translated(action, QT_TR_NOOP("&New"), QT_TR_NOOP("Start again from the seed's scenario"));
    action = menu->addAction(QString(), QKeySequence::Open, m_document, &ScenarioDocument::open);
    translated(action, QT_TR_NOOP("&Open…"), QT_TR_NOOP("Open a scenario file (JSON)"));
    m_recentMenu = translatedMenu(menu->addMenu(QString()), QT_TR_NOOP("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recent-menu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    connect(m_document, &ScenarioDocument::recentFilesChanged, this, &MainWindow::fillRecentMenu);
    fillRecentMenu();

    QMenu *presetMenu = translatedMenu(menu->addMenu(QString()), QT_TR_NOOP("&Presets"));
    for (const Preset &preset : presets()) {
        QAction *item = presetMenu->addAction(QString());
        item->setObjectName(QStringLiteral("preset-") + preset.id);
        translateTexts(item, [item, preset] {
            item->setText(presetText(preset.title));
            item->setStatusTip(tr("Load the preset %1").arg(preset.id));
        });
        connect(item, &QAction::triggered, this,
                [this, id = preset.id] { m_document->loadPreset(id); });
    }
    menu->addSeparator();
    action = menu->addAction(QString(), QKeySequence::Save, m_document, &ScenarioDocument::save);
    translated(action, QT_TR_NOOP("&Save"), QT_TR_NOOP("Save the scenario"));
    action = menu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), m_document,
                             &ScenarioDocument::saveAs);
    translated(action, QT_TR_NOOP("Save &As…"), QT_TR_NOOP("Save the scenario under a new name"));
    m_exportAction = menu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_E), this,
                                     &MainWindow::exportFigure);
    translated(m_exportAction, QT_TR_NOOP("&Export Figure…"));
    m_exportAction->setObjectName(QStringLiteral("export-figure"));
    menu->addSeparator();
    action =
        menu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_Q), this, &MainWindow::close);
    translated(action, QT_TR_NOOP("&Quit"));
    action->setMenuRole(QAction::QuitRole);
}

void MainWindow::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = m_document->recentFiles();
    for (int i = 0; i < recent.size(); ++i) {
        const QString label =
            QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(recent[i]).fileName());
        QAction *item = m_recentMenu->addAction(label);
        item->setStatusTip(recent[i]);
        connect(item, &QAction::triggered, this,
                [this, path = recent[i]] { m_document->openFile(path); });
    }
    if (!recent.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear List"), m_document, &ScenarioDocument::clearRecentFiles);
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::createEditMenu()
{
    QMenu *menu = translatedMenu(menuBar()->addMenu(QString()), QT_TR_NOOP("&Edit"));
    QAction *undo = m_model->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undo"));
    undo->setShortcuts(QKeySequence::Undo);
    QAction *redo = m_model->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redo"));
    redo->setShortcuts(QKeySequence::Redo);
    menu->addAction(undo);
    menu->addAction(redo);
    connect(m_model->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    menu->addSeparator();
    m_copyFigureAction =
        menu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this, [this] {
            if (PlotView *view = m_plots->currentPlotView())
                copyFigureToClipboard(view);
        });
    translated(m_copyFigureAction, QT_TR_NOOP("&Copy Figure"));
    m_copyFigureAction->setObjectName(QStringLiteral("copy-figure"));
    connect(m_plots, &QTabWidget::currentChanged, this, &MainWindow::updateFigureActions);
    updateFigureActions();
}

void MainWindow::updateFigureActions()
{
    const bool plot = m_plots->currentPlotView() != nullptr;
    m_exportAction->setEnabled(plot);
    m_copyFigureAction->setEnabled(plot);
    const QString elsewhere = tr("This tab has no figure to save");
    m_exportAction->setStatusTip(plot ? tr("Save the visible plot as PNG, SVG or PDF") : elsewhere);
    m_copyFigureAction->setStatusTip(
        plot ? tr("Copy the visible plot to the clipboard (image, SVG and PDF)") : elsewhere);
}

void MainWindow::createViewMenu()
{
    QMenu *menu = translatedMenu(menuBar()->addMenu(QString()), QT_TR_NOOP("&View"));
    for (QDockWidget *dock : {m_editorDock, m_tableDock, m_historyDock, m_resultsDock})
        menu->addAction(dock->toggleViewAction());
    for (QDockWidget *dock : m_teachingDocks)
        menu->addAction(dock->toggleViewAction());
    QAction *toolbar = m_policyBar->toggleViewAction();
    translated(toolbar, QT_TR_NOOP("Policy Toolbar"));
    menu->addAction(toolbar);
    menu->addSeparator();
    QAction *reset = menu->addAction(QString(), this, &MainWindow::resetLayout);
    reset->setObjectName(QStringLiteral("reset-layout"));
    translated(reset, QT_TR_NOOP("Reset &Layout"),
               QT_TR_NOOP("Plot in the middle, scenario on the left, results on the right"));

    menu->addSeparator();
    QAction *zoomIn = menu->addAction(QString(), this, [this] { zoomPlots(1); });
    zoomIn->setObjectName(QStringLiteral("zoom-in"));
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    translated(zoomIn, QT_TR_NOOP("Zoom &In"), QT_TR_NOOP("Larger text and lines in the plots"));
    QAction *zoomOut = menu->addAction(QString(), this, [this] { zoomPlots(-1); });
    zoomOut->setObjectName(QStringLiteral("zoom-out"));
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    translated(zoomOut, QT_TR_NOOP("Zoom &Out"), QT_TR_NOOP("Smaller text and lines in the plots"));
    QAction *actual = menu->addAction(QString(), this, &MainWindow::resetPlotZoom);
    translated(actual, QT_TR_NOOP("&Actual Size"));
    actual->setObjectName(QStringLiteral("zoom-reset"));
    actual->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    menu->addSeparator();
    // Ctrl+Tab is also QTabWidget's own key, but only where the focus lets it through: the
    // plots' combo boxes take it as a letter to look for. As window shortcuts these turn the
    // tabs from anywhere, and Ctrl+PgDown / Ctrl+PgUp too, as in browsers.
    for (const auto &[name, text, tip, step, keys] :
         {std::tuple{"next-plot", QT_TR_NOOP("Ne&xt Plot"), QT_TR_NOOP("The plot tab to the right"),
                     1,
                     QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Tab),
                                         QKeySequence(Qt::CTRL | Qt::Key_PageDown)}},
          std::tuple{"previous-plot", QT_TR_NOOP("Pre&vious Plot"),
                     QT_TR_NOOP("The plot tab to the left"), -1,
                     QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab),
                                         QKeySequence(Qt::CTRL | Qt::Key_PageUp)}}}) {
        QAction *turn = menu->addAction(QString(), this, [this, step = step] {
            m_plots->setCurrentIndex((m_plots->currentIndex() + step + m_plots->count()) %
                                     m_plots->count());
        });
        turn->setObjectName(QLatin1String(name));
        turn->setShortcuts(keys);
        translated(turn, text, tip);
    }
    menu->addSeparator();
    m_presentAction = menu->addAction(QString());
    m_presentAction->setObjectName(QStringLiteral("presentation-mode"));
    m_presentAction->setCheckable(true);
    m_presentAction->setShortcut(QKeySequence(Qt::Key_F11));
    translated(m_presentAction, QT_TR_NOOP("&Presentation Mode"),
               QT_TR_NOOP("Full screen for a lecture hall: the plot large, the docks away (Esc "
                          "leaves)"));
    connect(m_presentAction, &QAction::toggled, this, &MainWindow::setPresenting);
    // Esc leaves presentation mode; elsewhere it stays with the widget that has the focus.
    auto *leave = new QAction(this);
    leave->setShortcut(QKeySequence(Qt::Key_Escape));
    leave->setEnabled(false);
    connect(leave, &QAction::triggered, m_presentAction,
            [this] { m_presentAction->setChecked(false); });
    connect(m_presentAction, &QAction::toggled, leave, &QAction::setEnabled);
    addAction(leave);
    QAction *controls = m_strip->expandAction();
    translated(controls, QT_TR_NOOP("Presentation &Controls"),
               QT_TR_NOOP("Show or hide the policy buttons and sliders under the plot while "
                          "presenting (F9)"));
    controls->setEnabled(false);
    connect(m_presentAction, &QAction::toggled, controls, &QAction::setEnabled);
    menu->addAction(controls);
    menu->addSeparator();
    menu->addMenu(createColourMenu(this));
    menu->addMenu(InterfaceLanguage::instance()->createMenu(this));
}

void MainWindow::zoomPlots(int steps)
{
    const auto at = std::find_if(kPlotZooms.begin(), kPlotZooms.end(),
                                 [this](double zoom) { return zoom >= m_plotZoom - 1e-9; });
    const int current = int(at - kPlotZooms.begin());
    const int next = std::clamp(current + steps, 0, int(kPlotZooms.size()) - 1);
    m_plotZoom = kPlotZooms[size_t(next)];
    appSettings()->setValue(settingsKey::kPlotZoom, m_plotZoom);
    applyPlotScale();
    statusBar()->showMessage(tr("Plot text at %1 %").arg(qRound(m_plotZoom * 100)), kStatusTimeout);
}

void MainWindow::resetPlotZoom()
{
    m_plotZoom = 1.0;
    appSettings()->setValue(settingsKey::kPlotZoom, m_plotZoom);
    applyPlotScale();
}

void MainWindow::applyPlotScale()
{
    m_plots->setPlotScale(m_plotZoom * (m_presentAction->isChecked() ? kPresentationScale : 1.0));
}

void MainWindow::setPresenting(bool presenting)
{
    if (presenting) {
        m_stateBeforePresenting = saveState();
        for (QDockWidget *dock : findChildren<QDockWidget *>())
            dock->hide();
        statusBar()->hide();
        // The strip under the plot has the policy buttons: no second row of them on top.
        m_policyBar->hide();
        m_strip->show();
        showFullScreen();
    } else {
        showNormal();
        statusBar()->show();
        restoreState(m_stateBeforePresenting); // the toolbar back, the strip away
    }
    applyPlotScale();
    updateTabOrder();
}

void MainWindow::createHelpMenu()
{
    QMenu *menu = translatedMenu(menuBar()->addMenu(QString()), QT_TR_NOOP("&Help"));
    QAction *tour = menu->addAction(QString(), this, [this] {
        auto *guide = findChild<GuidedTour *>(QString(), Qt::FindDirectChildrenOnly);
        (guide ? guide : new GuidedTour(this, m_document, m_plots))->start();
    });
    tour->setObjectName(QStringLiteral("guided-tour"));
    translated(tour, QT_TR_NOOP("Guided &Tour"),
               QT_TR_NOOP("The seed's story, step by step: each step loads its scenario"));
    QAction *keys = menu->addAction(QString(), this, [this] {
        auto *dialog = findChild<ShortcutsDialog *>(QString(), Qt::FindDirectChildrenOnly);
        if (!dialog) {
            dialog = new ShortcutsDialog(this);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
        }
        dialog->show();
        dialog->raise();
    });
    keys->setObjectName(QStringLiteral("keyboard-shortcuts"));
    keys->setShortcuts({QKeySequence(Qt::Key_F1), QKeySequence(Qt::CTRL | Qt::Key_Question)});
    translated(keys, QT_TR_NOOP("&Keyboard Shortcuts"));
    menu->addSeparator();
    QAction *about = menu->addAction(QString(), this, &MainWindow::showAbout);
    translated(about, QT_TR_NOOP("&About drfviz"));
    about->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = menu->addAction(QString(), qApp, &QApplication::aboutQt);
    translated(aboutQt, QT_TR_NOOP("About &Qt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::exportFigure()
{
    const QString title = figureEntry(m_plots->currentFigure()).title();
    if (PlotView *view = m_plots->currentPlotView())
        exportFigureInteractively(view, title, m_document->displayName(), this);
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About drfviz"),
        tr("<h3>drfviz %1</h3>"
           "<p>How should a cluster be shared among users who need several resources? "
           "<b>Dominant Resource Fairness</b> (Ghodsi et al., NSDI 2011) gives every user the same "
           "<i>dominant share</i>, its largest share of any one resource, and is envy-free, "
           "strategy-proof and Pareto efficient.</p>"
           "<p>The seed: 180 CPU and 180 GPU are shared by analytics (2 CPU + 1 GPU per task) and "
           "neural networks (1 CPU + 3 GPU). An equal split runs 45 + 30 tasks and wastes both "
           "resources, a fixed-price market wants more GPU than exists, and DRF runs 60 + 40 tasks "
           "with the GPU exhausted and 20 CPU idle.</p>"
           "<p>Drag the sliders, switch policies with Ctrl+1…Ctrl+6 and watch why each one stops "
           "where it stops.</p>")
            .arg(QCoreApplication::applicationVersion().isEmpty()
                     ? QStringLiteral("0.1")
                     : QCoreApplication::applicationVersion()));
}

void MainWindow::updateTitle()
{
    const QString modified = m_document->isModified() ? QStringLiteral("*") : QString();
    setWindowTitle(QStringLiteral("drfviz — %1%2").arg(m_document->displayName(), modified));
}

void MainWindow::updateStatusSummary()
{
    const Scenario &scenario = m_results->scenario();
    const int users = scenario.userCount();
    const int resources = scenario.resourceCount();
    m_summary->setText(
        tr("%n user(s)", nullptr, users) + QStringLiteral(" · ") +
        tr("%n resource(s)", nullptr, resources) + QStringLiteral(" · ") +
        policyKey(m_results->selectedPolicy()) +
        (m_results->taskMode() == TaskMode::Whole ? tr(" · whole tasks") : QString()) +
        (m_results->compareMode() ? tr(" · compare") : QString()));
}

void MainWindow::restoreLayout()
{
    auto settings = appSettings();
    const QByteArray geometry = settings->value(settingsKey::kGeometry).toByteArray();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    const QByteArray state = settings->value(settingsKey::kWindowState).toByteArray();
    if (!state.isEmpty())
        restoreState(state);
}

void MainWindow::fitToScreen()
{
    const QScreen *screen = this->screen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    // The docks side by side with room for a plot a class can read, or else stacked.
    const int docksWidth = minimumSizeHint().width() - centralWidget()->minimumSizeHint().width();
    if (docksWidth + kReadablePlotWidth > available.width()) {
        // The docks on the right (the results and what is stacked with them) join the left.
        QDockWidget *last = m_historyDock;
        for (QDockWidget *dock : findChildren<QDockWidget *>()) {
            if (dockWidgetArea(dock) == Qt::RightDockWidgetArea && !dock->isFloating()) {
                tabifyDockWidget(last, dock);
                last = dock;
            }
        }
        m_editorDock->raise();
        layout()->activate(); // the smaller minimum size, before the resize below
        // Six tabs in a narrow column: whole titles, with scroll buttons, not "Sce…".
        for (QTabBar *tabs : findChildren<QTabBar *>(QString(), Qt::FindDirectChildrenOnly)) {
            tabs->setElideMode(Qt::ElideNone);
            tabs->setUsesScrollButtons(true);
        }
    }
    // The frame (title bar, borders) comes on top of the window's own size.
    const QSize frame = frameGeometry().size() - geometry().size();
    resize(size().boundedTo(available.size() - frame));
    QRect placed = frameGeometry();
    placed.moveLeft(std::clamp(placed.left(), available.left(),
                               std::max(available.left(), available.right() - placed.width())));
    placed.moveTop(std::clamp(placed.top(), available.top(),
                              std::max(available.top(), available.bottom() - placed.height())));
    move(placed.topLeft());
}

void MainWindow::saveLayout() const
{
    auto settings = appSettings();
    settings->setValue(settingsKey::kGeometry, saveGeometry());
    settings->setValue(settingsKey::kWindowState, saveState());
}

void MainWindow::resetLayout()
{
    restoreState(m_defaultState);
    for (QDockWidget *dock : {m_editorDock, m_tableDock, m_historyDock, m_resultsDock})
        dock->show();
    m_editorDock->raise();
    resizeDocks({m_editorDock, m_resultsDock}, {kEditorWidth, kResultsWidth}, Qt::Horizontal);
    fitToScreen();
}

} // namespace drf
