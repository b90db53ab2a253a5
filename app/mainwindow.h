#pragma once

#include <QMainWindow>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QTableView;

namespace drf {

class AllocationSet;
class Autosave;
class DocumentDialogs;
class PlotArea;
class PolicyToolBar;
class PresentationStrip;
class ResourceTableModel;
class ResultsPanel;
class ScenarioDocument;
class ScenarioEditor;
class ScenarioModel;

/// The drfviz main window: the plots in the middle, the scenario editor, the tables, the undo
/// history and the results in docks, the policy toggle in a tool bar, and the File, Edit, Policy,
/// View and Help menus. It owns the ScenarioModel and the AllocationSet and hands them to every
/// view. Layout, recent files and the last file are kept in the settings.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a scenario file; on failure shows the reason and keeps the current scenario.
    bool openFile(const QString &path);
    /// Offers the unsaved edits of sessions that ended without saving them (a crash, a kill),
    /// newest first, until one is restored; true when one was.
    bool offerRecovery();

    ScenarioModel *scenarioModel() const { return m_model; }
    AllocationSet *allocationSet() const { return m_results; }
    ScenarioDocument *document() const { return m_document; }
    ScenarioEditor *editor() const { return m_editor; }
    ResultsPanel *resultsPanel() const { return m_resultsPanel; }
    PolicyToolBar *policyToolBar() const { return m_policyBar; }
    PresentationStrip *presentationStrip() const { return m_strip; }
    PlotArea *plotArea() const { return m_plots; }
    Autosave *autosave() const { return m_autosave; }
    /// Replaces the file dialogs and message boxes (tests answer them without blocking).
    void setDialogs(std::unique_ptr<DocumentDialogs> dialogs);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    /// Chains Tab through the window in reading order; again when the editor's fields change.
    void updateTabOrder();
    /// Tells in the status bar of every number field of the window (the editor's, the
    /// presentation strip's) when a text typed there is no number; again when fields change.
    void watchNumberFields();
    void showRejectedText(const QString &reason);
    // Building the window, in the constructor's order: the docks (mainwindowdocks.cpp), the
    // menus (mainwindowmenus.cpp), the status bar, then the size and the saved layout.
    /// The scenario's docks on the left, the results and teaching docks on the right.
    void createDocks();
    /// File, Edit, Policy, View and Help.
    void createMenus();
    /// The summary, and the messages of the model, the document, the settings and the autosave.
    void createStatusBar();
    /// The default size and dock widths (kept for Reset Layout), then the saved layout fitted to
    /// the screen, and the plot zoom.
    void layOutWindow();
    /// A dock titled `title` (marked with QT_TR_NOOP), in the window's language.
    QDockWidget *addDock(QWidget *content, const char *title, const QString &name,
                         Qt::DockWidgetArea area);
    QWidget *createTables();
    /// Derivation, properties, envy matrix and crumbs, tabified with the results.
    void createTeachingDocks();
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createHelpMenu();
    void fillRecentMenu();
    void exportFigure();
    /// Export and Copy Figure act on the current tab's plot: off on the teaching tabs.
    void updateFigureActions();
    void showAbout();
    void updateTitle();
    void updateStatusSummary();
    void restoreLayout();
    /// Keeps the window on the screen it opens on: on a screen narrower than the docks and the
    /// plot side by side need, the results join the scenario's docks on the left; the window
    /// is no larger than the screen's free area and lies inside it. Also after a restored layout
    /// from a larger screen.
    void fitToScreen();
    void saveLayout() const;
    void resetLayout();
    /// Plot zoom: the next step up or down (Ctrl+= / Ctrl+-), or back to 1 (Ctrl+0); remembered.
    void zoomPlots(int steps);
    void resetPlotZoom();
    /// Presentation mode (F11; Esc leaves): full screen, the docks out of the way, the plot's
    /// text and lines twice the zoom.
    void setPresenting(bool presenting);
    /// Gives the plots the zoom, doubled while presenting.
    void applyPlotScale();

    ScenarioModel *m_model;
    AllocationSet *m_results;
    ResourceTableModel *m_resourceTable;
    PlotArea *m_plots; ///< before m_document, which saves and restores its view
    ScenarioDocument *m_document;
    Autosave *m_autosave;
    ScenarioEditor *m_editor;
    ResultsPanel *m_resultsPanel;
    PolicyToolBar *m_policyBar;
    PresentationStrip *m_strip; ///< the controls left under the plot while presenting
    QDockWidget *m_editorDock = nullptr;
    QDockWidget *m_tableDock = nullptr;
    QDockWidget *m_historyDock = nullptr;
    QDockWidget *m_resultsDock = nullptr;
    QList<QDockWidget *> m_teachingDocks;
    QMenu *m_recentMenu = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_copyFigureAction = nullptr;
    QLabel *m_summary;
    QByteArray m_defaultState; ///< the dock layout before settings were restored
    double m_plotZoom = 1.0;
    QAction *m_presentAction = nullptr;
    QByteArray m_stateBeforePresenting; ///< the docks to give back when presentation ends
};

} // namespace drf
