// The main window as a user meets it: policy shortcuts, the results panel, whole tasks, files
// (open, save, broken files, recent files, presets, unsaved changes), undo and the title.

#include "allocationset.h"
#include "figureexport.h"
#include "figureregistry.h"
#include "fillinganimation.h"
#include "fillingview.h"
#include "focusorder.h"
#include "guitest.h"
#include "manipulationcurveview.h"
#include "manipulationexplorer.h"
#include "plotarea.h"
#include "plotview.h"
#include "policytoolbar.h"
#include "resourcespaceview.h"
#include "resultspanel.h"
#include "scenariodocument.h"
#include "scenarioeditor.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "sliderspinbox.h"
#include "taskspaceview.h"
#include "testmain.h"
#include "testutil.h"
#include "timelinepanel.h"
#include "viewstate.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QSlider>
#include <QTabBar>
#include <QTableView>
#include <QUndoStack>

#include <qcustomplot.h>

using namespace drf;

class TestGuiMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void opensOnTheSeed();
    void policyShortcuts_data();
    void policyShortcuts();
    void toolbarAndMenuShareTheSelection();
    void compareMode();
    void wholeTasksChangeResults();
    void approximateAnswersSaySo();
    void propertyFailuresHaveReasons();
    void brokenFileLeavesScenarioIntact_data();
    void brokenFileLeavesScenarioIntact();
    void saveAndOpen();
    void unsavedChangesPrompt();
    void closeAsksToo();
    void presetsAndNew();
    void recentFilesAreRemembered();
    void undoShortcutAndTitle();
    void tablesEditTheSameModel();
    void layoutIsRemembered();
    void exportFigures_data();
    void exportFigures();
    void figureActionsFollowTheTab();
    void tabsFollowTheRegistry();
    void ctrlTabFromAPlotTurnsTheTab();
    void teachingTabsAreMadeWhenShown();
    void screenshots();

private:
    QString panelText() const { return test::resultsText(*m_window); }
    const Scenario &scenario() const { return m_window->scenarioModel()->scenario(); }
    /// A file in the temporary folder with `content`.
    QString writeFile(const QString &name, const QByteArray &content) const
    {
        const QString path = m_files.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    void makeEdit() { m_window->scenarioModel()->setDemand(0, 0, 3.0); }

    QTemporaryDir m_settings;
    QTemporaryDir m_files;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<test::FakeDialogs::Record> m_dialogs;
};

void TestGuiMainWindow::initTestCase()
{
    test::isolateSettings(m_settings);
}

void TestGuiMainWindow::init()
{
    test::openWindow(m_window, m_dialogs);
}

void TestGuiMainWindow::cleanup()
{
    test::closeWindow(m_window, m_dialogs);
}

void TestGuiMainWindow::opensOnTheSeed()
{
    QCOMPARE(scenario().userCount(), 2);
    QCOMPARE(scenario().resources[1].name, QStringLiteral("GPU"));
    QCOMPARE(m_window->allocationSet()->selectedPolicy(), PolicyId::Drf);
    QCOMPARE(m_window->windowTitle(), QStringLiteral("drfviz — untitled"));
    // Three plots, the filling, the explorer and the timeline.
    QCOMPARE(m_window->plotArea()->count(), 6);
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("editor-dock"))->isVisible());
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("results-dock"))->isVisible());
    const QString text = panelText();
    QVERIFY(text.contains(QStringLiteral("Dominant Resource Fairness")));
    QVERIFY(text.contains(QStringLiteral("(120, 60)")));
    QVERIFY(text.contains(QStringLiteral("(40, 120)")));
    QVERIFY(text.contains(QStringLiteral("s = min(180/240, 180/270) = 2/3, bottleneck GPU")));
    QVERIFY(text.contains(QStringLiteral("20 CPU idle")));
}

void TestGuiMainWindow::policyShortcuts_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("expected"); // a line of the results panel
    QTest::newRow("Ctrl+1 max-min") << 0 << QStringLiteral("Max-min (equal split)");
    QTest::newRow("Ctrl+2 fixed price") << 1 << QStringLiteral("GPU over capacity by 15");
    QTest::newRow("Ctrl+3 walras") << 2 << QStringLiteral("Equilibrium prices");
    QTest::newRow("Ctrl+4 drf") << 3 << QStringLiteral("bottleneck GPU");
    QTest::newRow("Ctrl+5 drf-equal") << 4 << QStringLiteral("DRF, equal shares");
    QTest::newRow("Ctrl+6 asset") << 5 << QStringLiteral("Asset fairness");
}

void TestGuiMainWindow::policyShortcuts()
{
    QFETCH(int, index);
    QFETCH(QString, expected);
    // Start elsewhere so every shortcut changes something.
    m_window->allocationSet()->setSelectedPolicy(index == 0 ? PolicyId::Asset : PolicyId::MaxMin);
    QSignalSpy selection(m_window->allocationSet(), &AllocationSet::selectionChanged);
    QTest::keyClick(m_window.get(), Qt::Key(Qt::Key_1 + index), Qt::ControlModifier);
    QCOMPARE(selection.count(), 1);
    const PolicyId policy = kAllPolicies[size_t(index)];
    QCOMPARE(m_window->allocationSet()->selectedPolicy(), policy);
    QVERIFY(m_window->policyToolBar()->policyAction(policy)->isChecked());
    QVERIFY2(panelText().contains(expected), qPrintable(panelText()));
    QVERIFY(panelText().contains(policyName(policy)));
}

void TestGuiMainWindow::toolbarAndMenuShareTheSelection()
{
    QMenu *policyMenu = nullptr;
    for (QAction *action : m_window->menuBar()->actions())
        if (action->text() == QStringLiteral("&Policy"))
            policyMenu = action->menu();
    QVERIFY(policyMenu);
    QAction *walras = m_window->findChild<QAction *>(QStringLiteral("policy-walras"));
    QVERIFY(policyMenu->actions().contains(walras));
    QVERIFY(walras->toolTip().contains(QStringLiteral("Walrasian")));
    walras->trigger();
    QCOMPARE(m_window->allocationSet()->selectedPolicy(), PolicyId::Walras);
    m_window->allocationSet()->setSelectedPolicy(PolicyId::Asset);
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("policy-asset"))->isChecked());
    QVERIFY(!walras->isChecked());
}

void TestGuiMainWindow::compareMode()
{
    QTest::keyClick(m_window.get(), Qt::Key_K, Qt::ControlModifier);
    QVERIFY(m_window->allocationSet()->compareMode());
    QVERIFY(m_window->policyToolBar()->compareAction()->isChecked());
    QVERIFY(panelText().contains(QStringLiteral("All policies")));
    QVERIFY(panelText().contains(QStringLiteral("fixed-price")));
    QTest::keyClick(m_window.get(), Qt::Key_K, Qt::ControlModifier);
    QVERIFY(!m_window->allocationSet()->compareMode());
    QVERIFY(!panelText().contains(QStringLiteral("All policies")));
}

void TestGuiMainWindow::wholeTasksChangeResults()
{
    QTest::keyClick(m_window.get(), Qt::Key_6, Qt::ControlModifier); // asset
    const Allocation &asset = m_window->allocationSet()->result(PolicyId::Asset).allocation;
    DRF_COMPARE_NEAR(asset.tasks[0], 720.0 / 13.0, 1e-9); // 55.38
    QVERIFY(panelText().contains(QStringLiteral("55.38")));
    QTest::keyClick(m_window.get(), Qt::Key_T, Qt::ControlModifier);
    QCOMPARE(m_window->allocationSet()->taskMode(), TaskMode::Whole);
    QVERIFY(m_window->policyToolBar()->wholeTasksAction()->isChecked());
    QCOMPARE(m_window->allocationSet()->result(PolicyId::Asset).allocation.tasks[0], 57.0);
    QVERIFY(panelText().contains(QStringLiteral("whole tasks")));
    QVERIFY(!panelText().contains(QStringLiteral("55.38")));
    QVERIFY(panelText().contains(QStringLiteral("57")));
    QTest::keyClick(m_window.get(), Qt::Key_T, Qt::ControlModifier);
    QCOMPARE(m_window->allocationSet()->taskMode(), TaskMode::Continuous);
}

void TestGuiMainWindow::approximateAnswersSaySo()
{
    // 1e24 whole tasks: doubles cannot count them one by one, and the panel says so.
    Scenario huge;
    huge.resources = {{QStringLiteral("R"), 1e12, 10.0}};
    huge.users = {{QStringLiteral("U"), {1e-12}, 1.0, std::nullopt}};
    m_window->scenarioModel()->resetScenario(huge);
    AllocationSet *results = m_window->allocationSet();
    results->setSelectedPolicy(PolicyId::Drf);
    QVERIFY(!results->result(PolicyId::Drf).allocation.approximate);
    QVERIFY(!panelText().contains(QStringLiteral("Approximate answer.")));

    QTest::keyClick(m_window.get(), Qt::Key_T, Qt::ControlModifier); // whole tasks
    const Allocation &drf = results->result(PolicyId::Drf).allocation;
    QVERIFY(drf.approximate);
    QVERIFY(std::isfinite(drf.tasks[0]) && drf.tasks[0] * 1e-12 <= 1e12 * (1 + 1e-9));
    const QString text = panelText();
    QVERIFY2(text.contains(QStringLiteral("Approximate answer. ") + drf.precisionNote),
             qPrintable(text));
    results->setCompareMode(true);
    QVERIFY(panelText().contains(QStringLiteral("drf ≈")));
}

void TestGuiMainWindow::propertyFailuresHaveReasons()
{
    AllocationSet *results = m_window->allocationSet();
    // Max-min on the seed: waste on both resources.
    results->setSelectedPolicy(PolicyId::MaxMin);
    QString text = panelText();
    QVERIFY2(text.contains(
                 QStringLiteral("A could still grow: no resource it needs is full (and 1 more)")),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("60 CPU idle, 45 GPU idle")));
    // Fixed price on the seed: 15 GPU more than exist.
    results->setSelectedPolicy(PolicyId::FixedPrice);
    text = panelText();
    QVERIFY(text.contains(QStringLiteral("GPU over capacity by 15")));
    QVERIFY(text.contains(QStringLiteral("A: budget 1800, a task costs 30 → 60 tasks")));

    // Weighted DRF: B of weight 4 gets (53.33, 160), A only 20 tasks but 26.67 with B's bundle.
    m_window->scenarioModel()->setWeight(1, 4.0);
    results->setSelectedPolicy(PolicyId::Drf);
    text = panelText();
    QVERIFY2(text.contains(
                 QStringLiteral("A envies B: with B's bundle A could run 26.67 tasks, it runs 20")),
             qPrintable(text));

    // Asset fairness breaks sharing incentive (DRF paper): 70 CPU, 70 GB, A = (1, 2), B = (1, 1).
    Scenario paper = Scenario::seed();
    paper.resources = {{QStringLiteral("CPU"), 70.0, 10.0}, {QStringLiteral("GB"), 70.0, 10.0}};
    paper.users[0].demand = {1.0, 2.0};
    paper.users[1].demand = {1.0, 1.0};
    m_window->scenarioModel()->resetScenario(paper);
    results->setSelectedPolicy(PolicyId::Asset);
    text = panelText();
    QVERIFY2(text.contains(QStringLiteral("B gets 30 tasks, less than the 35 of its equal split")),
             qPrintable(text));
}

void TestGuiMainWindow::brokenFileLeavesScenarioIntact_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("reason");
    QTest::newRow("malformed JSON")
        << QByteArray("{ \"version\": 1, \"resources\": [") << QString();
    QTest::newRow("negative capacity")
        << QByteArray(R"({"version": 1, "resources": [{"name": "CPU", "capacity": -5}],
                         "users": [{"name": "A", "demand": [1]}]})")
        << QStringLiteral("resources[0].capacity");
    QTest::newRow("no positive demand")
        << QByteArray(R"({"version": 1, "resources": [{"name": "CPU", "capacity": 5}],
                         "users": [{"name": "A", "demand": [0]}]})")
        << QStringLiteral("users[0]");
}

void TestGuiMainWindow::brokenFileLeavesScenarioIntact()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, reason);
    makeEdit();
    const QString path = writeFile(QStringLiteral("broken.json"), content);
    QVERIFY(!m_window->openFile(path));
    QCOMPARE(m_dialogs->errors.size(), 1);
    const QString expected = loadScenarioFile(path).errorText();
    QVERIFY(!expected.isEmpty());
    QVERIFY2(m_dialogs->errors[0].contains(expected), qPrintable(m_dialogs->errors[0]));
    QVERIFY(m_dialogs->errors[0].contains(reason));
    QCOMPARE(m_dialogs->saveQuestions, 0); // nothing to ask before a file that cannot be read
    QCOMPARE(scenario().users[0].demand[0], 3.0);
    QCOMPARE(m_window->scenarioModel()->undoStack()->count(), 1);
    QCOMPARE(m_window->windowTitle(), QStringLiteral("drfviz — untitled*"));
    QVERIFY(!m_window->document()->recentFiles().contains(path));
}

void TestGuiMainWindow::saveAndOpen()
{
    makeEdit();
    const QString path = m_files.filePath(QStringLiteral("mine.json"));
    m_dialogs->savePath = path;
    QVERIFY(m_window->document()->save()); // untitled: asks where
    QCOMPARE(m_window->windowTitle(), QStringLiteral("drfviz — mine.json"));
    QVERIFY(loadScenarioFile(path).ok());
    QCOMPARE(loadScenarioFile(path).scenario->users[0].demand[0], 3.0);

    m_window->scenarioModel()->setCapacity(0, 200.0);
    QCOMPARE(m_window->windowTitle(), QStringLiteral("drfviz — mine.json*"));
    QVERIFY(m_window->document()->save());
    QCOMPARE(loadScenarioFile(path).scenario->resources[0].capacity, 200.0);
    QCOMPARE(m_window->windowTitle(), QStringLiteral("drfviz — mine.json"));

    QVERIFY(m_window->document()->newScenario());
    QCOMPARE(scenario().resources[0].capacity, 180.0);
    QVERIFY(m_window->openFile(path));
    QCOMPARE(scenario().resources[0].capacity, 200.0);
    QCOMPARE(m_window->document()->filePath(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(m_window->scenarioModel()->undoStack()->count(), 0);

    // Saving where nothing can be written says why and keeps the document as it was.
    QVERIFY(
        !m_window->document()->saveFile(m_files.filePath(QStringLiteral("no/such/dir/x.json"))));
    QCOMPARE(m_dialogs->errors.size(), 1);
    QCOMPARE(m_window->windowTitle(), QStringLiteral("drfviz — mine.json"));
}

void TestGuiMainWindow::unsavedChangesPrompt()
{
    const QString other = m_files.filePath(QStringLiteral("other.json"));
    QVERIFY(saveScenarioFile(*loadPreset(QStringLiteral("three-by-three")).scenario, other));

    makeEdit();
    m_dialogs->answer = QMessageBox::Cancel;
    QVERIFY(!m_window->openFile(other));
    QCOMPARE(m_dialogs->saveQuestions, 1);
    QCOMPARE(scenario().users[0].demand[0], 3.0);
    QVERIFY(!m_window->document()->newScenario());
    QCOMPARE(scenario().users[0].demand[0], 3.0);

    m_dialogs->answer = QMessageBox::Save;
    m_dialogs->savePath = m_files.filePath(QStringLiteral("kept.json"));
    QVERIFY(m_window->openFile(other));
    QCOMPARE(loadScenarioFile(m_dialogs->savePath).scenario->users[0].demand[0], 3.0);
    QCOMPARE(scenario().resourceCount(), 3);

    makeEdit();
    m_dialogs->answer = QMessageBox::Discard;
    QVERIFY(m_window->document()->newScenario());
    QCOMPARE(scenario().users[0].demand[0], 2.0);
    QCOMPARE(m_dialogs->saveQuestions, 4);

    // No changes, no question.
    QVERIFY(m_window->document()->newScenario());
    QCOMPARE(m_dialogs->saveQuestions, 4);
}

void TestGuiMainWindow::closeAsksToo()
{
    makeEdit();
    m_dialogs->answer = QMessageBox::Cancel;
    QVERIFY(!m_window->close());
    QVERIFY(m_window->isVisible());
    m_dialogs->answer = QMessageBox::Discard;
    QVERIFY(m_window->close());
}

void TestGuiMainWindow::presetsAndNew()
{
    QAction *preset = m_window->findChild<QAction *>(QStringLiteral("preset-drf-paper"));
    QVERIFY(preset);
    preset->trigger();
    QCOMPARE(m_window->windowTitle(), QStringLiteral("drfviz — preset drf-paper"));
    QCOMPARE(scenario().title, loadPreset(QStringLiteral("drf-paper")).scenario->title);
    QCOMPARE(m_window->editor()->userGroupCount(), scenario().userCount());
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
    QCOMPARE(m_window->windowTitle(), QStringLiteral("drfviz — untitled"));
    QCOMPARE(scenario().users[1].demand[1], 3.0);
}

void TestGuiMainWindow::recentFilesAreRemembered()
{
    QStringList paths;
    for (int i = 0; i < 10; ++i) {
        paths.prepend(m_files.filePath(QStringLiteral("r%1.json").arg(i)));
        QVERIFY(saveScenarioFile(Scenario::seed(), paths.first()));
        QVERIFY(m_window->openFile(paths.first()));
    }
    QCOMPARE(m_window->document()->recentFiles(), paths.mid(0, ScenarioDocument::kMaxRecentFiles));
    // A new window (a new run of the program) sees the same list.
    MainWindow second;
    QCOMPARE(second.document()->recentFiles(), paths.mid(0, ScenarioDocument::kMaxRecentFiles));
    QMenu *recent = second.findChild<QMenu *>(QStringLiteral("recent-menu"));
    QVERIFY(recent && recent->isEnabled());
    QCOMPARE(recent->actions().first()->text(), QStringLiteral("&1 r9.json"));
    // Opening a file that vanished drops it from the list.
    QFile::remove(paths[2]);
    QVERIFY(!m_window->openFile(paths[2]));
    QVERIFY(!m_window->document()->recentFiles().contains(paths[2]));
    m_window->document()->clearRecentFiles();
    QVERIFY(m_window->document()->recentFiles().isEmpty());
}

void TestGuiMainWindow::undoShortcutAndTitle()
{
    SliderSpinBox *cpu = m_window->findChild<SliderSpinBox *>(QStringLiteral("demand-0-0"));
    cpu->slider()->setValue(35);
    QCOMPARE(scenario().users[0].demand[0], 3.5);
    QCOMPARE(m_window->windowTitle(), QStringLiteral("drfviz — untitled*"));
    QAction *undo = m_window->findChild<QAction *>(QStringLiteral("undo"));
    QVERIFY(undo->isEnabled());
    QVERIFY(undo->text().contains(QStringLiteral("demand")));
    m_window->plotArea()->setFocus(); // not in a spin box, which has its own Ctrl+Z
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(scenario().users[0].demand[0], 2.0);
    QCOMPARE(cpu->value(), 2.0);
    QCOMPARE(m_window->windowTitle(), QStringLiteral("drfviz — untitled"));
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(scenario().users[0].demand[0], 3.5);
    QCOMPARE(cpu->slider()->value(), 35);
}

void TestGuiMainWindow::tablesEditTheSameModel()
{
    auto *users = m_window->findChild<QTableView *>(QStringLiteral("users-table"));
    auto *resources = m_window->findChild<QTableView *>(QStringLiteral("resources-table"));
    QVERIFY(users && resources);
    QCOMPARE(users->model(), m_window->scenarioModel());
    QVERIFY(users->model()->setData(users->model()->index(1, 2), 2.5));
    QCOMPARE(m_window->findChild<SliderSpinBox *>(QStringLiteral("demand-1-1"))->value(), 2.5);
    QVERIFY(resources->model()->setData(resources->model()->index(0, 1), 360.0));
    QCOMPARE(m_window->findChild<SliderSpinBox *>(QStringLiteral("capacity-0"))->value(), 360.0);
    QCOMPARE(m_window->scenarioModel()->undoStack()->count(), 2);
}

void TestGuiMainWindow::layoutIsRemembered()
{
    auto *results = m_window->findChild<QDockWidget *>(QStringLiteral("results-dock"));
    results->hide();
    m_window->resize(1100, 700);
    QVERIFY(m_window->close());
    MainWindow second;
    second.show();
    QVERIFY(QTest::qWaitForWindowExposed(&second));
    QVERIFY(!second.findChild<QDockWidget *>(QStringLiteral("results-dock"))->isVisible());
    QCOMPARE(second.size(), QSize(1100, 700));
    QVERIFY(second.close());
    appSettings()->clear();
}

void TestGuiMainWindow::exportFigures_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("start"); // the file's first bytes
    QTest::newRow("png") << QStringLiteral("figure.png") << QByteArray("\x89PNG");
    QTest::newRow("svg") << QStringLiteral("figure.svg") << QByteArray("<?xml");
    QTest::newRow("pdf") << QStringLiteral("figure.pdf") << QByteArray("%PDF");
}

void TestGuiMainWindow::exportFigures()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, start);
    const QString path = m_files.filePath(name);
    // Through the export path of Export Figure and --export (the format from the suffix, as
    // --export reads it), at the plot's size on screen.
    const std::optional<FigureFormat> format = formatFromPath(path);
    QVERIFY(format);
    const PlotView *view = m_window->plotArea()->currentPlotView();
    ExportSettings settings;
    settings.format = *format;
    settings.size = view->plot()->size();
    QString error;
    QVERIFY2(exportView(view, path, settings, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.size() > 1000);
    QVERIFY(file.read(start.size()) == start);
    // A suffix that names no format is refused (the command line says so: tst_cli_export).
    QVERIFY(!formatFromPath(m_files.filePath(QStringLiteral("f.bmpx"))));
}

/// Export and Copy Figure save the current tab's figure: every tab has one (the Filling tab its
/// plot, the manipulation explorer its curve).
void TestGuiMainWindow::figureActionsFollowTheTab()
{
    auto *exportAction = m_window->findChild<QAction *>(QStringLiteral("export-figure"));
    auto *copyAction = m_window->findChild<QAction *>(QStringLiteral("copy-figure"));
    QVERIFY(exportAction && copyAction);
    PlotArea *plots = m_window->plotArea();
    for (int tab = 0; tab < plots->count(); ++tab) {
        plots->setCurrentIndex(tab);
        const bool manipulationTab =
            plots->currentWidget()->isAncestorOf(plots->manipulationExplorer());
        if (manipulationTab)
            QCOMPARE(plots->currentPlotView(),
                     static_cast<PlotView *>(plots->manipulationExplorer()->curveView()));
        const bool fillingTab = plots->currentWidget()->isAncestorOf(plots->fillingAnimation());
        if (fillingTab)
            QCOMPARE(plots->currentPlotView(),
                     static_cast<PlotView *>(plots->fillingAnimation()->fillingView()));
        QVERIFY(plots->currentPlotView() != nullptr);
        QVERIFY(exportAction->isEnabled());
        QVERIFY(copyAction->isEnabled());
    }
    plots->setCurrentIndex(1);
    QCOMPARE(plots->currentPlotView(), static_cast<PlotView *>(plots->taskSpaceView()));
    QVERIFY(exportAction->isEnabled());
    plots->setCurrentIndex(3);
    QCOMPARE(plots->currentPlotView(),
             static_cast<PlotView *>(plots->fillingAnimation()->fillingView()));
    QVERIFY(exportAction->isEnabled());
}

/// One tab per figure of the registry, in its order, with its title, tip and key (what a
/// scenario file saves and the tour asks for), showing the kind of plot the registry makes.
void TestGuiMainWindow::tabsFollowTheRegistry()
{
    PlotArea *plots = m_window->plotArea();
    QCOMPARE(plots->count(), int(figureRegistry().size()));
    for (const FigureEntry &figure : figureRegistry()) {
        const int tab = int(figure.view);
        QCOMPARE(plots->tabText(tab), figure.title());
        QCOMPARE(plots->tabToolTip(tab), figure.tip());
        plots->setCurrentIndex(tab);
        QCOMPARE(plots->currentFigure(), figure.view);
        QCOMPARE(plots->viewState().tab, QString::fromLatin1(figure.tabKey));
        const std::unique_ptr<PlotView> made = figure.create(m_window->allocationSet(), {});
        QCOMPARE(plots->currentPlotView()->metaObject()->className(),
                 made->metaObject()->className());
    }
    for (const FigureEntry &figure : figureRegistry()) {
        plots->setCurrentIndex(figure.view == FigureView::Resource ? 1 : 0);
        ViewState state;
        state.tab = QString::fromLatin1(figure.tabKey);
        plots->restoreViewState(state);
        QCOMPARE(plots->currentFigure(), figure.view);
    }
    // Names are unique in each column: a name finds its figure.
    for (const FigureEntry &figure : figureRegistry()) {
        QCOMPARE(figureFromName(QLatin1String(figure.name)), figure.view);
        QCOMPARE(figureFromTabKey(QLatin1String(figure.tabKey)), figure.view);
    }
}

/// Ctrl+Tab and Ctrl+Shift+Tab (and Ctrl+PgDown, Ctrl+PgUp) turn the plot tabs wherever the focus
/// is: from a plot, which passes keys with Ctrl on, and from a plot's combo box, which would take
/// Ctrl+Tab as a letter to look for.
void TestGuiMainWindow::ctrlTabFromAPlotTurnsTheTab()
{
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    PlotArea *plots = m_window->plotArea();
    plots->setCurrentIndex(0);
    plots->resourceSpaceView()->plot()->setFocus();
    QTRY_VERIFY(QApplication::focusWidget() != nullptr);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab, Qt::ControlModifier);
    QCOMPARE(plots->currentIndex(), 1);
    auto *userA = plots->findChild<QComboBox *>(QStringLiteral("task-user-a"));
    userA->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(userA));
    const QString before = userA->currentText();
    QTest::keyClick(userA, Qt::Key_Tab, Qt::ControlModifier);
    QCOMPARE(plots->currentIndex(), 2);
    QCOMPARE(userA->currentText(), before);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab,
                    Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(plots->currentIndex(), 1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageUp, Qt::ControlModifier);
    QCOMPARE(plots->currentIndex(), 0);
    // From the first to the last, round.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageUp, Qt::ControlModifier);
    QCOMPARE(plots->currentIndex(), plots->count() - 1);
}

/// The teaching tabs are made when first shown (a fifth of the start), then as if made with the
/// window: the plot zoom chosen before applies, and Tab reaches their controls in reading order.
void TestGuiMainWindow::teachingTabsAreMadeWhenShown()
{
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(!m_window->findChild<FillingAnimation *>());
    QVERIFY(!m_window->findChild<ManipulationExplorer *>());
    QVERIFY(!m_window->findChild<TimelinePanel *>());
    m_window->findChild<QAction *>(QStringLiteral("zoom-in"))->trigger();
    PlotArea *plots = m_window->plotArea();
    QCOMPARE(plots->resourceSpaceView()->figureStyle().fontScale(), 1.25);
    QTabBar *tabs = plots->tabBar();
    QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(3).center());
    QCOMPARE(plots->currentIndex(), 3);
    auto *filling = m_window->findChild<FillingAnimation *>();
    QVERIFY(filling);
    QCOMPARE(filling->fillingView()->figureStyle().fontScale(), 1.25);
    QCOMPARE(plots->currentPlotView(), static_cast<PlotView *>(filling->fillingView()));
    QVERIFY(filling->isVisible());
    // Tab reaches the tab's controls after those of the tabs before it and before the docks
    // around the plots, as if made with the window (a widget made late would come last in the
    // window's chain).
    const QWidget *before = plots->findChild<QWidget *>(QStringLiteral("all-policies"));
    const QWidget *play = filling->findChild<QWidget *>(QStringLiteral("filling-play"));
    const QList<QWidget *> propertiesStops =
        tabStops(m_window->findChild<QDockWidget *>(QStringLiteral("properties-dock")));
    QVERIFY(before && play && !propertiesStops.isEmpty());
    QList<const QWidget *> chain;
    for (QWidget *widget = tabs->nextInFocusChain(); widget != tabs && chain.size() < 5000;
         widget = widget->nextInFocusChain())
        chain.append(widget);
    const qsizetype beforeAt = chain.indexOf(before);
    const qsizetype playAt = chain.indexOf(play);
    const qsizetype propertiesAt = chain.indexOf(propertiesStops.first());
    QVERIFY(beforeAt >= 0 && playAt >= 0 && propertiesAt >= 0);
    QVERIFY(beforeAt < playAt);
    QVERIFY(playAt < propertiesAt);
    // The other two, once their tabs are chosen.
    plots->setCurrentIndex(4);
    QVERIFY(m_window->findChild<ManipulationExplorer *>());
    QCOMPARE(m_window->findChild<ManipulationExplorer *>()->curveView()->figureStyle().fontScale(),
             1.25);
    plots->setCurrentIndex(5);
    QVERIFY(m_window->findChild<TimelinePanel *>());
    QCOMPARE(plots->currentPlotView()->figureStyle().fontScale(), 1.25);
    m_window->findChild<QAction *>(QStringLiteral("zoom-out"))->trigger();
}

void TestGuiMainWindow::screenshots()
{
    // The offscreen screen is small; show the layout of a 1280 x 800 window.
    m_window->resize(1280, 800);
    m_window->findChild<QAction *>(QStringLiteral("reset-layout"))->trigger();
    test::screenshot(m_window.get(), QStringLiteral("mainwindow-seed"));
    m_window->allocationSet()->setSelectedPolicy(PolicyId::FixedPrice);
    test::screenshot(m_window.get(), QStringLiteral("mainwindow-fixed-price"));
    m_window->allocationSet()->setCompareMode(true);
    test::screenshot(m_window.get(), QStringLiteral("mainwindow-compare"));
    m_window->allocationSet()->setCompareMode(false);
    QVERIFY(m_window->document()->loadPreset(QStringLiteral("three-by-three")));
    test::screenshot(m_window.get(), QStringLiteral("mainwindow-three-by-three"));
    m_window->findChild<QDockWidget *>(QStringLiteral("table-dock"))->raise();
    m_window->plotArea()->setCurrentIndex(1);
    test::screenshot(m_window.get(), QStringLiteral("mainwindow-table-taskspace"));
    for (QAction *action : m_window->menuBar()->actions()) {
        QMenu *menu = action->menu();
        menu->popup(m_window->mapToGlobal(QPoint(0, 30)));
        QVERIFY(QTest::qWaitForWindowExposed(menu));
        test::screenshot(menu, QStringLiteral("menu-") +
                                   action->text().remove(QLatin1Char('&')).toLower());
        menu->hide();
    }
}

DRFVIZ_TEST_MAIN(TestGuiMainWindow)
#include "tst_gui_mainwindow.moc"
