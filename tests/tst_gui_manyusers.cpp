// The main window on the largest valid scenario (10,000 users x 16 resources): opening it, a
// slider step, every tab, compare on and off and every dock do bounded work (counted here, never
// timed: bench_gui_slider prints the times; CTest's timeout catches a hang).

#include "allocationset.h"
#include "derivationpanel.h"
#include "envymatrixview.h"
#include "guitest.h"
#include "plotarea.h"
#include "plotscenarios.h"
#include "resourcespaceview.h"
#include "scenarioeditor.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "sliderspinbox.h"
#include "taskspaceview.h"
#include "testmain.h"
#include "utilizationview.h"

#include <QDockWidget>
#include <QSignalSpy>
#include <QSlider>
#include <QTextBrowser>

#include <qcustomplot.h>

using namespace drf;

namespace {

/// A plot with a few dozen items per drawn user and resource, not per user of the scenario.
constexpr int kMaxPlotItems = 2000;

} // namespace

class TestGuiManyUsers : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settings;
    QTemporaryDir m_files;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<test::FakeDialogs::Record> m_dialogs;

    /// The items of every plot of the window, the largest count.
    int largestPlot() const
    {
        PlotArea *plots = m_window->plotArea();
        int largest = 0;
        for (PlotView *view : {static_cast<PlotView *>(plots->resourceSpaceView()),
                               static_cast<PlotView *>(plots->taskSpaceView()),
                               static_cast<PlotView *>(plots->utilizationView())})
            largest = std::max(largest, view->plot()->itemCount() + view->plot()->plottableCount());
        return largest;
    }

private slots:
    void initTestCase();
    void cleanupTestCase();
    void openSlideSwitchAndDock();
};

void TestGuiManyUsers::initTestCase()
{
    test::isolateSettings(m_settings);
    test::openWindow(m_window, m_dialogs);
}

void TestGuiManyUsers::cleanupTestCase()
{
    test::closeWindow(m_window, m_dialogs);
}

void TestGuiManyUsers::openSlideSwitchAndDock()
{
    const QString file = m_files.filePath(QStringLiteral("large.json"));
    QVERIFY(saveScenarioFile(test::largeScenario(10000, 16), file));
    QVERIFY(m_window->openFile(file));
    QCoreApplication::sendPostedEvents();
    QCOMPARE(m_window->scenarioModel()->scenario().userCount(), 10000);
    QVERIFY(m_dialogs->errors.isEmpty());

    // The editor keeps at most kMaxEditorUsers groups of sliders; the table holds the rest.
    QCOMPARE(m_window->editor()->userGroupCount(), ScenarioEditor::kMaxEditorUsers);
    QVERIFY(largestPlot() < kMaxPlotItems);

    // A slider step: the plots are drawn again, still bounded.
    auto *demand = m_window->findChild<SliderSpinBox *>(QStringLiteral("demand-0-0"));
    QVERIFY(demand);
    const double before = m_window->scenarioModel()->scenario().users[0].demand[0];
    demand->slider()->setSliderDown(true);
    demand->slider()->setValue(demand->slider()->value() + 5);
    demand->slider()->setSliderDown(false);
    QCoreApplication::sendPostedEvents();
    QVERIFY(m_window->scenarioModel()->scenario().users[0].demand[0] > before);
    QCOMPARE(m_window->plotArea()->resourceSpaceView()->vectorHeads().size(), 9);

    // Every tab and compare mode.
    PlotArea *plots = m_window->plotArea();
    for (int tab = 0; tab < plots->count(); ++tab) {
        plots->setCurrentIndex(tab);
        QCoreApplication::processEvents();
    }
    plots->setCurrentIndex(2);
    m_window->allocationSet()->setCompareMode(true);
    QCoreApplication::processEvents();
    QCOMPARE(plots->utilizationView()->drawnUsers().size(), 8);
    QVERIFY(largestPlot() < kMaxPlotItems);
    m_window->allocationSet()->setCompareMode(false);
    plots->setCurrentIndex(0);

    // The derivation of 10,000 users is written on a worker thread and arrives.
    auto *derivation = m_window->findChild<DerivationPanel *>(QStringLiteral("derivation-panel"));
    QVERIFY(derivation);
    QSignalSpy refreshed(derivation, &DerivationPanel::refreshed);
    m_window->findChild<QDockWidget *>(QStringLiteral("derivation-dock"))->raise();
    QCoreApplication::processEvents();
    QVERIFY(refreshed.wait(120000));
    QVERIFY2(derivation->plainText().contains(QStringLiteral("more users")),
             qPrintable(derivation->plainText().left(2000)));

    // The other docks: the envy matrix is not built for 10,000 users.
    for (const char *dock : {"envy-dock", "results-dock", "crumbs-dock", "properties-dock",
                             "table-dock", "history-dock", "editor-dock"}) {
        auto *widget = m_window->findChild<QDockWidget *>(QLatin1String(dock));
        QVERIFY2(widget, dock);
        widget->raise();
        QCoreApplication::processEvents();
    }
    auto *envy = m_window->findChild<EnvyMatrixView *>();
    QVERIFY(envy);
    QCOMPARE(envy->table()->model()->rowCount(), 0);
    m_window->scenarioModel()->undoStack()->setClean();
}

DRFVIZ_TEST_MAIN(TestGuiManyUsers)
#include "tst_gui_manyusers.moc"
