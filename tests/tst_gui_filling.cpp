// Progressive filling played: scrubbing, playing and stepping reach the allocation.

#include "allocationset.h"
#include "fillinganimation.h"
#include "guitest.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "testmain.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSlider>
#include <QtTest>

#include <qcustomplot.h>

#include <cmath>

using namespace drf;

namespace {

bool sameTasks(const QList<double> &shown, const QList<double> &expected, double tolerance = 1e-9)
{
    if (shown.size() != expected.size())
        return false;
    for (int i = 0; i < shown.size(); ++i) {
        if (std::abs(shown[i] - expected[i]) > tolerance * std::max(1.0, std::abs(expected[i])))
            return false;
    }
    return true;
}

} // namespace

class TestGuiFilling : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void scrubToTheEndGivesTheAllocation_data();
    void scrubToTheEndGivesTheAllocation();
    void seedAtOneThirdIsHalfWay();
    void playReachesTheEnd();
    void stepButtonsStopAtTheStage();
    void wholeTaskLogEndsBlockedByGpu();
    void zeroDemandUserKeepsGrowingUnderDrf();
    void otherPoliciesGetANote();
    void threeResourcesOnChosenAxes();
    void screenshots();

private:
    std::unique_ptr<ScenarioModel> m_model;
    std::unique_ptr<AllocationSet> m_results;
    std::unique_ptr<FillingAnimation> m_view;
};

void TestGuiFilling::init()
{
    m_model = std::make_unique<ScenarioModel>();
    m_model->resetScenario(Scenario::seed());
    m_results = std::make_unique<AllocationSet>(m_model.get());
    m_view = std::make_unique<FillingAnimation>(m_results.get());
    m_view->resize(900, 650);
    m_view->show();
}

void TestGuiFilling::cleanup()
{
    m_view.reset();
    m_results.reset();
    m_model.reset();
}

void TestGuiFilling::scrubToTheEndGivesTheAllocation_data()
{
    QTest::addColumn<PolicyId>("policy");
    QTest::newRow("drf") << PolicyId::Drf;
    QTest::newRow("drf-equal") << PolicyId::DrfEqual;
    QTest::newRow("asset") << PolicyId::Asset;
}

void TestGuiFilling::scrubToTheEndGivesTheAllocation()
{
    QFETCH(PolicyId, policy);
    m_results->setSelectedPolicy(policy);
    QCOMPARE(m_view->policy(), policy);
    auto *slider = m_view->findChild<QSlider *>(QStringLiteral("filling-slider"));
    QVERIFY(slider);
    slider->setValue(0);
    QVERIFY(sameTasks(m_view->shownTasks(), {0.0, 0.0}));
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_End);
    QVERIFY(m_view->atEnd());
    QVERIFY(sameTasks(m_view->shownTasks(), m_results->result(policy).allocation.tasks));
    if (policy == PolicyId::Drf)
        QVERIFY(sameTasks(m_view->shownTasks(), {60.0, 40.0}));
}

void TestGuiFilling::seedAtOneThirdIsHalfWay()
{
    m_view->setLevel(1.0 / 3.0);
    QVERIFY(sameTasks(m_view->shownTasks(), {30.0, 20.0}));
    QCOMPARE(m_view->levelText(), QStringLiteral("dominant share s = 0.33"));
    m_view->setLevel(0.5);
    QCOMPARE(m_view->levelText(), QStringLiteral("dominant share s = 0.50"));
    QVERIFY(std::abs(m_view->finalLevel() - 2.0 / 3.0) < 1e-12);
}

void TestGuiFilling::playReachesTheEnd()
{
    m_view->setLevel(0.0);
    auto *play = m_view->findChild<QPushButton *>(QStringLiteral("filling-play"));
    QTest::mouseClick(play, Qt::LeftButton);
    QVERIFY(m_view->isPlaying());
    QTest::qWait(300);
    QVERIFY(m_view->level() > 0.0);
    QVERIFY(m_view->level() < m_view->finalLevel());
    QTRY_VERIFY_WITH_TIMEOUT(m_view->atEnd(), 15000);
    QVERIFY(!m_view->isPlaying());
    QCOMPARE(play->text(), QStringLiteral("Play"));
    QVERIFY(sameTasks(m_view->shownTasks(), {60.0, 40.0}));
}

void TestGuiFilling::stepButtonsStopAtTheStage()
{
    m_view->setLevel(0.0);
    auto *forward = m_view->findChild<QPushButton *>(QStringLiteral("filling-forward"));
    int clicks = 0;
    while (!m_view->atEnd() && clicks < 100) {
        QTest::mouseClick(forward, Qt::LeftButton);
        ++clicks;
    }
    QVERIFY(m_view->atEnd());
    QVERIFY(clicks >= 10 && clicks <= 30);
    QVERIFY(sameTasks(m_view->shownTasks(), {60.0, 40.0}));
    auto *back = m_view->findChild<QPushButton *>(QStringLiteral("filling-back"));
    QTest::mouseClick(back, Qt::LeftButton);
    QVERIFY(m_view->level() < m_view->finalLevel());
}

void TestGuiFilling::wholeTaskLogEndsBlockedByGpu()
{
    m_results->setTaskMode(TaskMode::Whole);
    QVERIFY(m_view->isStepwise());
    const QStringList lines = m_view->logLines();
    QVERIFY(lines.size() >= 102);
    QVERIFY2(lines.first().startsWith(QStringLiteral("task 1 → ")), qPrintable(lines.first()));
    const QStringList last = lines.mid(lines.size() - 2);
    QVERIFY(last.contains(QStringLiteral("A blocked: GPU would need 181 of 180")));
    QVERIFY(last.contains(QStringLiteral("B blocked: GPU would need 183 of 180")));
    QVERIFY(sameTasks(m_view->shownTasks(), {60.0, 40.0}));
    QVERIFY(sameTasks(m_view->shownTasks(), m_results->result(PolicyId::Drf).allocation.tasks));

    // Scrub over the steps; choosing a line of the log shows the state after it.
    auto *slider = m_view->findChild<QSlider *>(QStringLiteral("filling-slider"));
    QCOMPARE(slider->maximum(), m_view->stepCount());
    slider->setValue(0);
    QVERIFY(sameTasks(m_view->shownTasks(), {0.0, 0.0}));
    auto *log = m_view->findChild<QListWidget *>(QStringLiteral("filling-log"));
    log->setCurrentRow(9);
    QCOMPARE(m_view->step(), 10);
    double total = 0;
    for (double tasks : m_view->shownTasks())
        total += tasks;
    QCOMPARE(total, 10.0);
    QTest::mouseClick(m_view->findChild<QPushButton *>(QStringLiteral("filling-play")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(m_view->atEnd(), 15000);
    QVERIFY(sameTasks(m_view->shownTasks(), {60.0, 40.0}));
}

void TestGuiFilling::zeroDemandUserKeepsGrowingUnderDrf()
{
    const LoadResult preset = loadPreset(QStringLiteral("zero-demand"));
    QVERIFY(preset.scenario.has_value());
    m_model->resetScenario(*preset.scenario);
    const int c = m_results->scenario().userIndex(QStringLiteral("C"));
    QVERIFY(c >= 0);
    const int gpu = m_results->scenario().resourceIndex(QStringLiteral("GPU"));
    QVERIFY(gpu >= 0);
    m_results->setSelectedPolicy(PolicyId::Drf);
    m_view->setLevel(m_view->finalLevel());
    QVERIFY(std::abs(m_view->shownTasks()[c] - 80.0) < 1e-9);
    // Find where GPU saturates: just after it, C is still growing.
    double gpuLevel = -1;
    for (double level = 0; level <= m_view->finalLevel(); level += m_view->finalLevel() / 200) {
        m_view->setLevel(level);
        if (m_view->plot()->itemCount() > 0 && gpuLevel < 0) {
            // the label of a full GPU appears
            for (int k = 0; k < m_view->plot()->itemCount(); ++k) {
                auto *text = qobject_cast<QCPItemText *>(m_view->plot()->item(k));
                if (text && text->text().startsWith(QStringLiteral("GPU full at share")))
                    gpuLevel = level;
            }
        }
    }
    QVERIFY(gpuLevel > 0);
    QVERIFY(gpuLevel < m_view->finalLevel());
    m_view->setLevel(gpuLevel);
    const double atSaturation = m_view->shownTasks()[c];
    m_view->setLevel(m_view->finalLevel());
    QVERIFY(m_view->shownTasks()[c] > atSaturation + 1.0);

    m_results->setSelectedPolicy(PolicyId::DrfEqual);
    m_view->setLevel(m_view->finalLevel());
    QVERIFY(std::abs(m_view->shownTasks()[c] - 50.0) < 1e-9);
}

void TestGuiFilling::otherPoliciesGetANote()
{
    m_results->setSelectedPolicy(PolicyId::Asset);
    m_results->setSelectedPolicy(PolicyId::Walras);
    QCOMPARE(m_view->policy(), PolicyId::Asset);
    auto labels = m_view->findChildren<QLabel *>();
    bool noted = false;
    for (QLabel *label : labels)
        noted = noted || label->text().contains(QStringLiteral("not a progressive-filling policy"));
    QVERIFY(noted);
}

void TestGuiFilling::threeResourcesOnChosenAxes()
{
    const LoadResult preset = loadPreset(QStringLiteral("three-by-three"));
    QVERIFY(preset.ok());
    m_model->resetScenario(*preset.scenario);
    QCOMPARE(m_results->scenario().resourceCount(), 3);
    auto *x = m_view->findChild<QComboBox *>(QStringLiteral("filling-x"));
    auto *y = m_view->findChild<QComboBox *>(QStringLiteral("filling-y"));
    QVERIFY(x && y && x->isEnabled());
    QCOMPARE(x->count(), 3);
    y->setCurrentIndex(2);
    m_view->setLevel(m_view->finalLevel());
    QVERIFY(sameTasks(m_view->shownTasks(), m_results->result(PolicyId::Drf).allocation.tasks));
    QVERIFY(m_view->plot()->xAxis->label() == m_results->scenario().resources[0].name);
    QVERIFY(m_view->plot()->yAxis->label() == m_results->scenario().resources[2].name);
    test::screenshot(m_view.get(), QStringLiteral("filling-three"));
}

void TestGuiFilling::screenshots()
{
    m_view->setLevel(0.5);
    test::screenshot(m_view.get(), QStringLiteral("filling-mid"));
    m_view->setLevel(m_view->finalLevel());
    test::screenshot(m_view.get(), QStringLiteral("filling-final"));
    const LoadResult preset = loadPreset(QStringLiteral("zero-demand"));
    m_model->resetScenario(*preset.scenario);
    m_view->setLevel(m_view->finalLevel() * 0.8);
    test::screenshot(m_view.get(), QStringLiteral("filling-zero-demand"));
    m_model->resetScenario(Scenario::seed());
    m_results->setTaskMode(TaskMode::Whole);
    m_view->setStep(60);
    test::screenshot(m_view.get(), QStringLiteral("filling-whole"));
}

DRFVIZ_TEST_MAIN(TestGuiFilling)
#include "tst_gui_filling.moc"
