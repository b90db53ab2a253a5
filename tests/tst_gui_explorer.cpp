// The manipulation explorer: the best report on the seed, computed off the GUI thread.

#include "allocationset.h"
#include "guitest.h"
#include "manipulationcurveview.h"
#include "manipulationexplorer.h"
#include "manipulationheatmapview.h"
#include "plotscenarios.h"
#include "scenariomodel.h"
#include "testmain.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QTimer>
#include <QtTest>

#include <qcustomplot.h>

#include <cmath>

using namespace drf;

class TestGuiExplorer : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void drfBestReportIsTheTruth();
    void walrasRewardsOverstatingGpu();
    void guiThreadStaysResponsive();
    void scenarioChangeCancelsTheRunningJob();
    void choosersDriveTheExplorer();
    void hiddenExplorerWaitsUntilShown();
    void plotsAndTheirCopiesDrawTheLandscape();
    void heatMapKeepsItsWidthUnderItsTitle();
    void screenshots();

private:
    /// Waits until the explorer shows the landscape of its current inputs.
    bool waitForLandscape(int timeoutMs = 60000);

    std::unique_ptr<ScenarioModel> m_model;
    std::unique_ptr<AllocationSet> m_results;
    std::unique_ptr<ManipulationExplorer> m_explorer;
};

void TestGuiExplorer::init()
{
    m_model = std::make_unique<ScenarioModel>();
    m_model->resetScenario(Scenario::seed());
    m_results = std::make_unique<AllocationSet>(m_model.get());
    m_explorer = std::make_unique<ManipulationExplorer>(m_results.get());
    m_explorer->resize(900, 650);
    m_explorer->show();
}

void TestGuiExplorer::cleanup()
{
    m_explorer.reset();
    m_results.reset();
    m_model.reset();
}

bool TestGuiExplorer::waitForLandscape(int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (m_explorer->isComputing() && clock.elapsed() < timeoutMs)
        QTest::qWait(20);
    return !m_explorer->isComputing();
}

void TestGuiExplorer::drfBestReportIsTheTruth()
{
    m_explorer->setPolicy(PolicyId::Drf);
    m_explorer->setUser(0);
    QVERIFY(m_explorer->isComputing());
    QVERIFY(waitForLandscape());
    const ManipulationLandscape &landscape = m_explorer->landscape();
    QCOMPARE(landscape.heatMap.policy, PolicyId::Drf);
    QCOMPARE(landscape.heatMap.user, 0);
    QCOMPARE(landscape.heatMap.bestColumn, landscape.heatMap.truthIndex);
    QCOMPARE(landscape.heatMap.bestRow, landscape.heatMap.truthIndex);
    QVERIFY(std::abs(landscape.heatMap.bestGain() - 1.0) < 1e-9);
    QCOMPARE(landscape.curve.bestIndex, landscape.curve.truthIndex);
    QVERIFY(std::abs(landscape.curve.bestGain() - 1.0) < 1e-9);
    QVERIFY(std::abs(landscape.best.gain - 1.0) < 1e-9);
    QVERIFY(std::abs(landscape.heatMap.truthfulTasks - 60.0) < 1e-9);
    QVERIFY2(m_explorer->caption().contains(QStringLiteral("best report is the truth")),
             qPrintable(m_explorer->caption()));
}

void TestGuiExplorer::walrasRewardsOverstatingGpu()
{
    m_explorer->setUser(0);
    m_explorer->setPolicy(PolicyId::Walras);
    QVERIFY(waitForLandscape());
    const ManipulationLandscape &landscape = m_explorer->landscape();
    QCOMPARE(landscape.heatMap.policy, PolicyId::Walras);
    const ManipulationHeatMap &map = landscape.heatMap;
    QVERIFY2(map.bestGain() > 1.03, qPrintable(QString::number(map.bestGain())));
    const QList<double> report = map.reportAt(map.bestColumn, map.bestRow);
    QVERIFY(report[1] / report[0] > 0.5);
    QVERIFY(landscape.curve.bestGain() > 1.03);
    QVERIFY(landscape.curve.ratios[landscape.curve.bestIndex] > 0.5);
    QVERIFY(landscape.best.gain > 1.03);
    QVERIFY2(m_explorer->caption().contains(
                 QStringLiteral("A runs 75 tasks instead of 72 (+4.2%) by reporting (1.69, 1.01)")),
             qPrintable(m_explorer->caption()));
}

void TestGuiExplorer::guiThreadStaysResponsive()
{
    int ticks = 0;
    QTimer ticker;
    ticker.setInterval(10);
    connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
    ticker.start();
    m_explorer->setUser(0);
    m_explorer->setPolicy(PolicyId::Walras); // the slowest policy: an equilibrium per cell
    QElapsedTimer clock;
    clock.start();
    QVERIFY(waitForLandscape());
    const qint64 elapsed = clock.elapsed();
    // While the job ran, the event loop kept turning: the timer fired about every 10 ms.
    QVERIFY2(ticks >= elapsed / 40,
             qPrintable(QStringLiteral("%1 ticks in %2 ms").arg(ticks).arg(elapsed)));
}

void TestGuiExplorer::scenarioChangeCancelsTheRunningJob()
{
    // A hundred users under walras: a landscape long enough to be interrupted.
    m_model->resetScenario(test::manyUsers(100));
    m_explorer->setUser(0);
    m_explorer->setPolicy(PolicyId::Walras);
    const int startedBefore = m_explorer->jobsStarted();
    QElapsedTimer clock;
    clock.start();
    while (m_explorer->jobsStarted() == startedBefore && clock.elapsed() < 5000)
        QTest::qWait(1);
    QCOMPARE(m_explorer->jobsStarted(), startedBefore + 1);
    QVERIFY(m_explorer->isComputing());
    // The scenario changes while that job runs: it is cancelled and its result never shown.
    QSignalSpy shown(m_explorer.get(), &ManipulationExplorer::landscapeShown);
    m_model->resetScenario(Scenario::seed());
    QVERIFY(waitForLandscape());
    QCOMPARE(shown.count(), 1);
    QCOMPARE(m_explorer->jobsDiscarded(), 1);
    const ManipulationLandscape &landscape = m_explorer->landscape();
    QCOMPARE(landscape.heatMap.demand, (QList<double>{2.0, 1.0}));
    const double walrasTasks = m_results->result(PolicyId::Walras).allocation.tasks[0];
    QVERIFY(std::abs(landscape.heatMap.truthfulTasks - walrasTasks) < 1e-6 * walrasTasks);
    QVERIFY(landscape.heatMap.bestGain() > 1.03);
}

void TestGuiExplorer::choosersDriveTheExplorer()
{
    auto *user = m_explorer->findChild<QComboBox *>(QStringLiteral("explorer-user"));
    auto *policy = m_explorer->findChild<QComboBox *>(QStringLiteral("explorer-policy"));
    QVERIFY(user && policy);
    QCOMPARE(user->count(), 2);
    // The policy follows the selected one.
    m_results->setSelectedPolicy(PolicyId::MaxMin);
    QCOMPARE(m_explorer->policy(), PolicyId::MaxMin);
    user->setCurrentIndex(1);
    QVERIFY(waitForLandscape());
    QCOMPARE(m_explorer->landscape().heatMap.user, 1);
    QCOMPARE(m_explorer->landscape().heatMap.policy, PolicyId::MaxMin);
    QVERIFY(std::abs(m_explorer->landscape().heatMap.truthfulTasks - 30.0) < 1e-9);
}

void TestGuiExplorer::hiddenExplorerWaitsUntilShown()
{
    QVERIFY(waitForLandscape());
    m_explorer->hide();
    const int started = m_explorer->jobsStarted();
    QVERIFY(m_model->setDemand(0, 1, 2.0).isEmpty());
    QTest::qWait(400);
    QCOMPARE(m_explorer->jobsStarted(), started);
    QVERIFY(m_explorer->isComputing());
    m_explorer->show();
    QVERIFY(waitForLandscape());
    QCOMPARE(m_explorer->jobsStarted(), started + 1);
    QCOMPARE(m_explorer->landscape().heatMap.demand, (QList<double>{2.0, 2.0}));
}

/// Both plots draw the landscape the explorer shows, and a copy made for export carries it
/// without computing anything.
void TestGuiExplorer::plotsAndTheirCopiesDrawTheLandscape()
{
    m_explorer->setUser(1);
    m_explorer->setPolicy(PolicyId::Walras);
    QVERIFY(waitForLandscape());
    const int started = m_explorer->jobsStarted();
    const ManipulationLandscape *shown = &m_explorer->landscape();
    for (ManipulationView *view : {static_cast<ManipulationView *>(m_explorer->curveView()),
                                   static_cast<ManipulationView *>(m_explorer->heatMapView())}) {
        QCOMPARE(view->landscape(), shown);
        const std::unique_ptr<PlotView> copy = view->clone();
        auto *manipulationCopy = dynamic_cast<ManipulationView *>(copy.get());
        QVERIFY(manipulationCopy);
        QCOMPARE(manipulationCopy->landscape(), shown);
        copy->setFigureSize(QSize(640, 480));
        QVERIFY(copy->plot()->plottableCount() > 0);
    }
    QCOMPARE(m_explorer->jobsStarted(), started);
    // B gains 25 % under Walras by halving its reported GPU / CPU ratio: on the curve, the best
    // lie's marker sits at ratio 1.5 and 45 tasks.
    QCustomPlot *curve = m_explorer->curveView()->plot();
    bool bestLie = false;
    for (int k = 0; k < curve->plottableCount(); ++k) {
        auto *graph = qobject_cast<QCPGraph *>(curve->plottable(k));
        if (graph && graph->name() == QLatin1String("best lie")) {
            bestLie = true;
            QVERIFY(std::abs(graph->data()->at(0)->key - 1.5) < 1e-9);
            QVERIFY(std::abs(graph->data()->at(0)->value - 45.0) < 1e-9);
        }
    }
    QVERIFY(bestLie);
}

/// At the width a 1280-pixel window leaves it (~270 px), the heat map's cells and colour scale
/// share the figure's width under the title: the title, which wraps to the whole width, does
/// not squeeze them into a narrow column.
void TestGuiExplorer::heatMapKeepsItsWidthUnderItsTitle()
{
    QVERIFY(waitForLandscape());
    const std::unique_ptr<PlotView> copy = m_explorer->heatMapView()->clone();
    const QSize size(270, 330);
    copy->setFigureSize(size);
    QCustomPlot *plot = copy->plot();
    plot->replot();
    const QRect cells = plot->axisRect()->rect();
    QVERIFY2(cells.width() > size.width() / 3, qPrintable(QString::number(cells.width())));
    QVERIFY(cells.right() < size.width());
    auto *scale = plot->findChild<QCPColorScale *>();
    QVERIFY(scale);
    QVERIFY(scale->outerRect().left() >= cells.right());
    QVERIFY(scale->outerRect().right() <= size.width());
}

void TestGuiExplorer::screenshots()
{
    m_explorer->setUser(0);
    for (PolicyId policy : {PolicyId::Drf, PolicyId::Walras}) {
        m_explorer->setPolicy(policy);
        QVERIFY(waitForLandscape());
        test::screenshot(m_explorer.get(), QStringLiteral("explorer-%1").arg(policyKey(policy)));
    }
}

DRFVIZ_TEST_MAIN(TestGuiExplorer)
#include "tst_gui_explorer.moc"
