#include "mainwindow.h"

#include "colourscheme.h"
#include "figureexport.h"
#include "guidedtour.h"
#include "interfacelanguage.h"
#include "plotarea.h"
#include "plotview.h"
#include "policytoolbar.h"
#include "presentationstrip.h"
#include "retranslate.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "shortcutsdialog.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QUndoStack>

#include <tuple>

// MainWindow's menus (File, Edit, Policy, View, Help), and what only the menus do: the recent
// files, Export and Copy Figure, About.

namespace drf {

namespace {

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

void MainWindow::createMenus()
{
    createFileMenu();
    createEditMenu();
    auto *policyMenu = translatedMenu(menuBar()->addMenu(QString()), QT_TR_NOOP("&Policy"));
    m_policyBar->addToMenu(policyMenu);
    createViewMenu();
    createHelpMenu();
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

} // namespace drf
