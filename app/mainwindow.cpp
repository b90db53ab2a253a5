#include "mainwindow.h"

#include "allocationset.h"
#include "appsettings.h"
#include "autosave.h"
#include "documentdialogs.h"
#include "focusorder.h"
#include "focusring.h"
#include "numberspinbox.h"
#include "plotarea.h"
#include "policytoolbar.h"
#include "presentationstrip.h"
#include "resourcetablemodel.h"
#include "resultspanel.h"
#include "retranslate.h"
#include "scenariodocument.h"
#include "scenarioeditor.h"
#include "scenariomodel.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QGuiApplication>
#include <QLabel>
#include <QLayout>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QTabBar>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <array>
#include <cstdio>

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

    createDocks();
    createMenus();
    createStatusBar();
    updateTitle();
    updateStatusSummary();
    onLanguageChange(this, [this] {
        updateTitle();
        updateStatusSummary();
        updateFigureActions();
    });
    statusBar()->showMessage(tr("Drag a demand slider, or pick a policy with Ctrl+1…Ctrl+6"),
                             kStatusTimeout);
    layOutWindow();
    // Once shown: QMainWindow makes the tab bars of stacked docks as it lays them out.
    QTimer::singleShot(0, this, &MainWindow::updateTabOrder);
    connect(m_editor, &ScenarioEditor::fieldsChanged, this, &MainWindow::updateTabOrder);
    connect(m_plots, &PlotArea::pageMade, this, &MainWindow::updateTabOrder);
    watchNumberFields();
    connect(m_editor, &ScenarioEditor::fieldsChanged, this, &MainWindow::watchNumberFields);
    connect(m_strip, &PresentationStrip::controlsRebuilt, this, &MainWindow::watchNumberFields);
}

void MainWindow::createStatusBar()
{
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
}

void MainWindow::layOutWindow()
{
    resize(defaultSize());
    resizeDocks({m_editorDock, m_resultsDock}, {kEditorWidth, kResultsWidth}, Qt::Horizontal);
    m_defaultState = saveState();
    restoreLayout();
    fitToScreen();
    m_plotZoom = std::clamp(appSettings()->value(settingsKey::kPlotZoom, 1.0).toDouble(),
                            kPlotZooms.front(), kPlotZooms.back());
    applyPlotScale();
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
