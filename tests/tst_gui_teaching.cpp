// The teaching panels driven in the main window: derivation, properties table,
// envy matrix and the price of the crumbs.

#include "guitest.h"
#include "testmain.h"

#include "allocationset.h"
#include "crumbspanel.h"
#include "derivationpanel.h"
#include "envymatrixview.h"
#include "numberspinbox.h"
#include "paintrecorder.h"
#include "plotarea.h"
#include "propertiespanel.h"
#include "resourcespaceview.h"
#include "scenariomodel.h"
#include "sliderspinbox.h"
#include "testutil.h"

#include <QUndoStack>
#include <QUndoView>

#include <QClipboard>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTextBrowser>
#include <QtTest>

#include <algorithm>

using namespace drf;

class TestGuiTeaching : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void derivationOnTheSeed();
    void derivationFollowsTheDemandSpinBox();
    void derivationFollowsThePolicy();
    void derivationCopiesTextAndHtml();
    void viewsOutOfSightCatchUpWhenShown();
    void aDockNeverSeenIsWrittenWhenItShows();
    void propertiesOnTheSeed();
    void propertiesSearchDoesNotBlock();
    void propertiesRepaintWhatShows();
    void historyFollowsTheStackWhenSeen();
    void propertiesDiscardStaleSearches();
    void envyMatrixOnTheSeed();
    void envyMatrixShowsEnvy();
    void crumbsOnZeroDemand();
    void crumbsOfferThePresetWhenThereAreNone();
    void screenshots();

private:
    template <typename T> T *child(const QString &name) const
    {
        return m_window->findChild<T *>(name);
    }
    /// Brings a teaching dock to the front and lets its panel catch up.
    void raiseDock(const QString &name)
    {
        auto *dock = child<QDockWidget>(name);
        QVERIFY2(dock, qPrintable(name));
        dock->show();
        dock->raise();
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents();
    }
    QString derivationText()
    {
        QCoreApplication::sendPostedEvents();
        return child<DerivationPanel>(QStringLiteral("derivation-panel"))->browser()->toPlainText();
    }
    /// The text of a properties cell.
    QString propertyCell(PolicyId policy, Property property) const
    {
        return child<PropertiesPanel>(QStringLiteral("properties-panel"))
            ->table()
            ->item(int(policy), int(property))
            ->text();
    }
    /// The crumbs table's cell in the row labelled `row` and the column of `policy`.
    QString crumbsCell(const QString &row, PolicyId policy) const
    {
        QTableWidget *table = child<CrumbsPanel>(QStringLiteral("crumbs-panel"))->table();
        const int column = policy == PolicyId::DrfEqual ? 0 : policy == PolicyId::Drf ? 1 : 2;
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->verticalHeaderItem(r)->text() == row)
                return table->item(r, column)->text();
        return QStringLiteral("<no row %1>").arg(row);
    }
    static void typeInto(QAbstractSpinBox *box, const QString &text)
    {
        box->setFocus();
        QLineEdit *edit = box->findChild<QLineEdit *>();
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    }

    QTemporaryDir m_settingsDir;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<test::FakeDialogs::Record> m_dialogs;
};

void TestGuiTeaching::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    test::isolateSettings(m_settingsDir);
}

void TestGuiTeaching::init()
{
    test::openWindow(m_window, m_dialogs);
}

void TestGuiTeaching::cleanup()
{
    // MainWindow::updateTitle() would run from ~QUndoStack's cleanChanged() while the window
    // is being destroyed (asserts in a debug Qt): leave the stack clean.
    m_window->scenarioModel()->undoStack()->setClean();
    test::closeWindow(m_window, m_dialogs);
}

void TestGuiTeaching::derivationOnTheSeed()
{
    raiseDock(QStringLiteral("derivation-dock"));
    const QString text = derivationText();
    for (const char *expected : {"240", "270", "2/3", "GPU", "60", "40", "1/90", "1/60"})
        QVERIFY2(text.contains(QLatin1String(expected)), expected);
}

void TestGuiTeaching::derivationFollowsTheDemandSpinBox()
{
    raiseDock(QStringLiteral("derivation-dock"));
    QVERIFY(derivationText().contains(QStringLiteral("2/3")));
    // A = (2 CPU, 2 GPU): GPU denominator 2·90 + 3·60 = 360, s = min(180/240, 180/360) = 1/2.
    raiseDock(QStringLiteral("editor-dock"));
    auto *gpuDemand = child<SliderSpinBox>(QStringLiteral("demand-0-1"));
    QVERIFY(gpuDemand);
    typeInto(gpuDemand->spinBox(), QStringLiteral("2"));
    QCOMPARE(m_window->scenarioModel()->scenario().users[0].demand[1], 2.0);
    raiseDock(QStringLiteral("derivation-dock"));
    const QString text = derivationText();
    for (const char *expected : {"360", "1/2", "45", "30"})
        QVERIFY2(text.contains(QLatin1String(expected)), expected);
    QVERIFY(!text.contains(QStringLiteral("2/3")));
    QVERIFY(!text.contains(QStringLiteral("270")));
}

void TestGuiTeaching::derivationFollowsThePolicy()
{
    raiseDock(QStringLiteral("derivation-dock"));
    m_window->allocationSet()->setSelectedPolicy(PolicyId::MaxMin);
    const QString text = derivationText();
    QVERIFY(!text.contains(QStringLiteral("270")));
    QVERIFY2(text.contains(QStringLiteral("45")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("30")), qPrintable(text));
}

void TestGuiTeaching::derivationCopiesTextAndHtml()
{
    raiseDock(QStringLiteral("derivation-dock"));
    auto *panel = child<DerivationPanel>(QStringLiteral("derivation-panel"));
    QTest::mouseClick(child<QPushButton>(QStringLiteral("derivation-copy")), Qt::LeftButton);
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    QVERIFY(mime);
    QCOMPARE(mime->text(), panel->plainText());
    QVERIFY(mime->text().contains(QStringLiteral("2/3")));
    QVERIFY(mime->hasHtml());
    QVERIFY(mime->html().contains(QStringLiteral("270")));
}

/// A panel in a dock behind another tab, and a plot in another tab, skip the slider steps (they
/// cost the most with many users) and show the current results as soon as they are brought up.
/// Behind the results from the start, the derivation is not written before it is first seen.
void TestGuiTeaching::viewsOutOfSightCatchUpWhenShown()
{
    QVERIFY2(derivationText().isEmpty(), qPrintable(derivationText()));
    raiseDock(QStringLiteral("derivation-dock"));
    QVERIFY(derivationText().contains(QStringLiteral("2/3")));
    raiseDock(QStringLiteral("results-dock"));
    QVERIFY(derivationText().contains(QStringLiteral("2/3")));
    PlotArea *plots = m_window->plotArea();
    plots->setCurrentIndex(1); // task space: the resource space is out of sight
    QCoreApplication::processEvents();

    // A = (2 CPU, 2 GPU): s = 1/2, A runs 45 tasks, its vector ends at (90, 90).
    m_window->scenarioModel()->setDemand(0, 1, 2.0);
    QCoreApplication::processEvents();
    QVERIFY(test::resultsText(*m_window).contains(QStringLiteral("45")));
    QVERIFY2(derivationText().contains(QStringLiteral("2/3")), "refreshed behind the results tab");
    DRF_COMPARE_NEAR(plots->resourceSpaceView()->vectorHeads().value(0).x(), 120.0, 1e-9);

    raiseDock(QStringLiteral("derivation-dock"));
    const QString text = derivationText();
    QVERIFY2(text.contains(QStringLiteral("1/2")), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("2/3")));
    plots->setCurrentIndex(0);
    QCoreApplication::processEvents();
    const QPointF head = plots->resourceSpaceView()->vectorHeads().value(0);
    DRF_COMPARE_NEAR(head.x(), 90.0, 1e-9);
    DRF_COMPARE_NEAR(head.y(), 90.0, 1e-9);
}

/// A teaching dock never seen yet is written whenever it comes into view: closed and opened
/// again from the View menu, or floated out of the window.
void TestGuiTeaching::aDockNeverSeenIsWrittenWhenItShows()
{
    auto *derivation = child<QDockWidget>(QStringLiteral("derivation-dock"));
    derivation->toggleViewAction()->trigger();
    QVERIFY(derivation->isHidden());
    // A = (2 CPU, 2 GPU): s = 1/2.
    m_window->scenarioModel()->setDemand(0, 1, 2.0);
    QCoreApplication::processEvents();
    QVERIFY(derivationText().isEmpty());
    derivation->toggleViewAction()->trigger();
    derivation->raise();
    QCoreApplication::processEvents();
    QVERIFY2(derivationText().contains(QStringLiteral("1/2")), qPrintable(derivationText()));

    auto *envy = child<QDockWidget>(QStringLiteral("envy-dock"));
    auto *matrix = child<QTableView>(QStringLiteral("envy-table"));
    QVERIFY(matrix);
    QCOMPARE(matrix->model()->rowCount(), 0);
    envy->setFloating(true);
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents();
    QCOMPARE(matrix->model()->rowCount(), 2);
}

void TestGuiTeaching::propertiesOnTheSeed()
{
    raiseDock(QStringLiteral("properties-dock"));
    auto *panel = child<PropertiesPanel>(QStringLiteral("properties-panel"));
    // Every change restarts the search, and until its answer comes the cell says so. Checked
    // right after the panel's refresh, before the search's delay can run out whatever the load.
    QUndoStack *undo = m_window->scenarioModel()->undoStack();
    QVERIFY(m_window->scenarioModel()->setCapacity(0, 200).isEmpty());
    undo->undo(); // the seed again
    QCoreApplication::sendPostedEvents();
    QVERIFY(panel->strategyProofPending());
    QCOMPARE(propertyCell(PolicyId::Walras, Property::StrategyProof), QStringLiteral("…"));
    QTRY_VERIFY_WITH_TIMEOUT(!panel->strategyProofPending(), 60000);

    const QString yes = QStringLiteral("✓ yes");
    const QString no = QStringLiteral("✗ no");
    for (Property property : kAllProperties)
        QCOMPARE(propertyCell(PolicyId::Drf, property), property == Property::NoCrumbs ? no : yes);
    QCOMPARE(propertyCell(PolicyId::Walras, Property::StrategyProof), no);
    QCOMPARE(propertyCell(PolicyId::FixedPrice, Property::Feasible), no);
    QCOMPARE(propertyCell(PolicyId::MaxMin, Property::ParetoEfficient), no);
    QCOMPARE(propertyCell(PolicyId::MaxMin, Property::StrategyProof), yes);

    // The tooltips give the reason or the counterexample.
    QTableWidget *table = panel->table();
    const QString walrasLie =
        table->item(int(PolicyId::Walras), int(Property::StrategyProof))->toolTip();
    QVERIFY2(!walrasLie.isEmpty(), "walras counterexample");
    QCOMPARE(walrasLie,
             panel->properties().verdict(PolicyId::Walras, Property::StrategyProof).reason);
    QVERIFY(!table->item(int(PolicyId::FixedPrice), int(Property::Feasible))->toolTip().isEmpty());
}

void TestGuiTeaching::propertiesSearchDoesNotBlock()
{
    raiseDock(QStringLiteral("properties-dock"));
    auto *panel = child<PropertiesPanel>(QStringLiteral("properties-panel"));
    QTRY_VERIFY_WITH_TIMEOUT(!panel->strategyProofPending(), 60000);

    // A bigger scenario makes the search take a while; the event loop keeps running meanwhile.
    ScenarioModel *model = m_window->scenarioModel();
    for (int i = 0; i < 6; ++i)
        QVERIFY(model->addUser().isEmpty());
    QCoreApplication::sendPostedEvents();
    QVERIFY(panel->strategyProofPending());
    int ticks = 0;
    QTimer timer;
    timer.setInterval(5);
    connect(&timer, &QTimer::timeout, this, [&ticks] { ++ticks; });
    timer.start();
    QElapsedTimer clock;
    clock.start();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->strategyProofPending(), 120000);
    qInfo("strategy-proofness of 8 users: %lld ms, %d timer ticks meanwhile", clock.elapsed(),
          ticks);
    QVERIFY(ticks > 0);
    QVERIFY(!propertyCell(PolicyId::Drf, Property::StrategyProof).startsWith(QStringLiteral("…")));
}

// A slider step changes reasons with numbers in them (tooltips) at every step: the table
// repaints the cells whose text or colours changed, not those whose tooltip alone did.
void TestGuiTeaching::propertiesRepaintWhatShows()
{
    raiseDock(QStringLiteral("properties-dock"));
    auto *panel = child<PropertiesPanel>(QStringLiteral("properties-panel"));
    QTRY_VERIFY_WITH_TIMEOUT(!panel->strategyProofPending(), 60000);
    QTableWidget *table = panel->table();
    const auto snapshot = [table](int role) {
        QStringList cells;
        for (int row = 0; row < table->rowCount(); ++row)
            for (int column = 0; column < table->columnCount(); ++column)
                cells.append(table->item(row, column)->data(role).toString());
        return cells;
    };
    const auto looks = [&] {
        return QList<QStringList>{snapshot(Qt::DisplayRole), snapshot(Qt::BackgroundRole),
                                  snapshot(Qt::ForegroundRole), snapshot(Qt::FontRole)};
    };
    const QList<QStringList> lookedBefore = looks();
    const QStringList tipsBefore = snapshot(Qt::ToolTipRole);
    QCoreApplication::processEvents();
    test::PaintRecorder recorder(table->viewport());
    // The seed under DRF leaves 20 GPU idle; with A's CPU at 2.5 per task, another amount.
    m_window->scenarioModel()->setDemand(0, 0, 2.5);
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    const QList<QStringList> lookedAfter = looks();
    const QStringList tipsAfter = snapshot(Qt::ToolTipRole);
    // The cells whose text or colours changed, and those whose tooltip alone did.
    QList<QRect> shown;
    QList<QRect> unseen;
    int tipsOnly = 0;
    for (int row = 0; row < table->rowCount(); ++row) {
        for (int column = 0; column < table->columnCount(); ++column) {
            const qsizetype k = row * table->columnCount() + column;
            bool shows = false;
            for (qsizetype role = 0; role < lookedBefore.size(); ++role)
                shows = shows || lookedBefore[role][k] != lookedAfter[role][k];
            const QRect cell = table->visualRect(table->model()->index(row, column));
            (shows ? shown : unseen).append(cell);
            tipsOnly += !shows && tipsBefore[k] != tipsAfter[k];
        }
    }
    QVERIFY(tipsOnly > 0); // the case this is about
    const QRegion &painted = recorder.painted();
    QTRY_VERIFY(std::all_of(shown.cbegin(), shown.cend(),
                            [&](const QRect &cell) { return painted.contains(cell); }));
    QCoreApplication::processEvents();
    for (const QRect &cell : std::as_const(unseen))
        QVERIFY2(
            !painted.intersects(cell.adjusted(1, 1, -1, -1)),
            qPrintable(QStringLiteral("the cell at %1, %2 repainted").arg(cell.x()).arg(cell.y())));
    // The tooltips follow all the same.
    QCOMPARE(table->item(int(PolicyId::Drf), int(Property::NoCrumbs))->toolTip(),
             panel->properties().verdict(PolicyId::Drf, Property::NoCrumbs).reason);
}

// The History dock follows the undo stack while it is seen, and catches up when it comes into
// view (behind another tab it follows nothing: every slider step would move its current row).
void TestGuiTeaching::historyFollowsTheStackWhenSeen()
{
    QUndoStack *undo = m_window->scenarioModel()->undoStack();
    auto *history = child<QDockWidget>(QStringLiteral("history-dock"))->findChild<QUndoView *>();
    QVERIFY(history);
    QCOMPARE(history->stack(), nullptr); // the default layout: the Scenario dock in front
    m_window->scenarioModel()->setDemand(0, 0, 2.5);
    m_window->scenarioModel()->setDemand(1, 1, 2.0);
    QCOMPARE(undo->count(), 2);
    QCOMPARE(history->stack(), nullptr);

    raiseDock(QStringLiteral("history-dock"));
    QCOMPARE(history->stack(), undo);
    // The opened scenario, then the two edits; the last is current.
    QCOMPARE(history->model()->rowCount(), 3);
    QCOMPARE(history->currentIndex().row(), 2);
    undo->undo();
    QCOMPARE(history->currentIndex().row(), 1);
    m_window->scenarioModel()->setCapacity(0, 200);
    QCOMPARE(history->model()->rowCount(), 3);
    QCOMPARE(history->currentIndex().row(), 2);

    raiseDock(QStringLiteral("editor-dock"));
    QCOMPARE(history->stack(), nullptr);
}

void TestGuiTeaching::propertiesDiscardStaleSearches()
{
    raiseDock(QStringLiteral("properties-dock"));
    auto *panel = child<PropertiesPanel>(QStringLiteral("properties-panel"));
    QTRY_VERIFY_WITH_TIMEOUT(!panel->strategyProofPending(), 60000);
    // Change the scenario while a search may be running. Whatever the timing (the panel defers
    // its refresh and debounces the search), every answer it shows must be the answer for the
    // scenario of that moment: a stale search's result is never displayed.
    ScenarioModel *model = m_window->scenarioModel();
    for (int i = 0; i < 18; ++i)
        QVERIFY(model->addUser().isEmpty());
    int finished = 0;
    int stale = 0;
    connect(panel, &PropertiesPanel::strategyProofFinished, this, [&] {
        ++finished;
        const QList<PropertyVerdict> expected =
            strategyProofColumn(model->scenario(), m_window->allocationSet()->taskMode());
        for (PolicyId policy : kAllPolicies) {
            const PropertyVerdict &shown =
                panel->properties().verdict(policy, Property::StrategyProof);
            if (shown.holds != expected[int(policy)].holds ||
                shown.reason != expected[int(policy)].reason)
                ++stale;
        }
    });
    QTest::qWait(200);
    QVERIFY(model->setDemand(0, 1, 2.0).isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(panel->strategyProofPending(), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->strategyProofPending(), 60000);
    QTest::qWait(300); // a stale answer, if any, would arrive now
    QTRY_VERIFY_WITH_TIMEOUT(!panel->strategyProofPending(), 60000);
    QVERIFY(finished >= 1);
    QCOMPARE(stale, 0);
    disconnect(panel, &PropertiesPanel::strategyProofFinished, this, nullptr);
}

void TestGuiTeaching::envyMatrixOnTheSeed()
{
    raiseDock(QStringLiteral("envy-dock"));
    auto *view = child<EnvyMatrixView>(QStringLiteral("envy-matrix"));
    const QAbstractItemModel *table = view->table()->model();
    const auto cell = [table](int row, int column) {
        return table->index(row, column).data().toString();
    };
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->columnCount(), 2);
    QCOMPARE(cell(0, 0), QStringLiteral("60"));
    QCOMPARE(cell(0, 1), QStringLiteral("20"));
    QCOMPARE(cell(1, 0), QStringLiteral("20"));
    QCOMPARE(cell(1, 1), QStringLiteral("40"));
    QCOMPARE(view->envyCellCount(), 0);
    QCOMPARE(table->headerData(0, Qt::Horizontal).toString(), QStringLiteral("A"));
    QCOMPARE(table->headerData(1, Qt::Vertical).toString(), QStringLiteral("B"));
    QVERIFY(child<QLabel>(QStringLiteral("envy-caption"))
                ->text()
                .contains(QStringLiteral("every row's largest value is on the diagonal")));
    QVERIFY(child<QLabel>(QStringLiteral("envy-verdict"))
                ->text()
                .contains(QStringLiteral("No user envies")));

    // Max-min on the seed: A could run 45 of its tasks with its own half and 15 with B's.
    m_window->allocationSet()->setSelectedPolicy(PolicyId::MaxMin);
    QCoreApplication::sendPostedEvents();
    QCOMPARE(cell(0, 0), QStringLiteral("45"));
    QCOMPARE(cell(1, 1), QStringLiteral("30"));
}

void TestGuiTeaching::envyMatrixShowsEnvy()
{
    // Two users with the same demand and different weights: the heavier one is envied.
    raiseDock(QStringLiteral("envy-dock"));
    ScenarioModel *model = m_window->scenarioModel();
    QVERIFY(model->setDemand(1, 0, 2.0).isEmpty());
    QVERIFY(model->setDemand(1, 1, 1.0).isEmpty());
    QVERIFY(model->setWeight(0, 2.0).isEmpty());
    QCoreApplication::sendPostedEvents();
    auto *view = child<EnvyMatrixView>(QStringLiteral("envy-matrix"));
    QCOMPARE(view->envyCellCount(), 1);
    const QModelIndex envious = view->table()->model()->index(1, 0);
    QVERIFY(envious.data().toString().endsWith(QStringLiteral("!")));
    QVERIFY(envious.data(Qt::ToolTipRole).toString().contains(QStringLiteral("B envies A")));
    QVERIFY(child<QLabel>(QStringLiteral("envy-verdict"))
                ->text()
                .contains(QStringLiteral("B envies A")));
}

void TestGuiTeaching::crumbsOnZeroDemand()
{
    raiseDock(QStringLiteral("crumbs-dock"));
    auto *preset = child<QAction>(QStringLiteral("preset-zero-demand"));
    QVERIFY(preset);
    preset->trigger();
    QCoreApplication::sendPostedEvents();
    auto *panel = child<CrumbsPanel>(QStringLiteral("crumbs-panel"));
    QVERIFY(panel->policiesDiffer());
    QCOMPARE(crumbsCell(QStringLiteral("C tasks"), PolicyId::Drf), QStringLiteral("80"));
    QCOMPARE(crumbsCell(QStringLiteral("C tasks"), PolicyId::DrfEqual), QStringLiteral("50"));
    QCOMPARE(crumbsCell(QStringLiteral("A tasks"), PolicyId::Drf), QStringLiteral("10"));
    QCOMPARE(crumbsCell(QStringLiteral("CPU idle"), PolicyId::DrfEqual), QStringLiteral("30"));
    QCOMPARE(crumbsCell(QStringLiteral("CPU idle"), PolicyId::Drf), QStringLiteral("0"));
    QCOMPARE(crumbsCell(QStringLiteral("C dominant share"), PolicyId::Drf), QStringLiteral("4/5"));
    QCOMPARE(crumbsCell(QStringLiteral("C dominant share"), PolicyId::DrfEqual),
             QStringLiteral("1/2"));
    QVERIFY(!child<QPushButton>(QStringLiteral("crumbs-load-preset"))->isVisible());
}

void TestGuiTeaching::crumbsOfferThePresetWhenThereAreNone()
{
    raiseDock(QStringLiteral("crumbs-dock"));
    auto *panel = child<CrumbsPanel>(QStringLiteral("crumbs-panel"));
    QVERIFY(!panel->policiesDiffer());
    QVERIFY(child<QLabel>(QStringLiteral("crumbs-same-note"))
                ->text()
                .contains(QStringLiteral("agree")));
    auto *button = child<QPushButton>(QStringLiteral("crumbs-load-preset"));
    QVERIFY(button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    QCoreApplication::sendPostedEvents();
    QCOMPARE(m_window->scenarioModel()->scenario().userCount(), 3);
    QVERIFY(panel->policiesDiffer());
    QCOMPARE(crumbsCell(QStringLiteral("C tasks"), PolicyId::Drf), QStringLiteral("80"));
}

void TestGuiTeaching::screenshots()
{
    m_window->resize(1280, 800);
    raiseDock(QStringLiteral("derivation-dock"));
    test::screenshot(m_window.get(), QStringLiteral("teaching-window-derivation"));
    for (const char *name : {"derivation", "properties", "envy", "crumbs"}) {
        raiseDock(QLatin1String(name) + QStringLiteral("-dock"));
        if (QLatin1String(name) == QLatin1String("properties"))
            QTRY_VERIFY_WITH_TIMEOUT(
                !child<PropertiesPanel>(QStringLiteral("properties-panel"))->strategyProofPending(),
                60000);
        QWidget *panel =
            child<QDockWidget>(QLatin1String(name) + QStringLiteral("-dock"))->widget();
        test::screenshot(m_window.get(), QStringLiteral("teaching-window-") + QLatin1String(name));
        test::screenshot(panel, QStringLiteral("teaching-panel-") + QLatin1String(name));
    }
    child<QAction>(QStringLiteral("preset-zero-demand"))->trigger();
    raiseDock(QStringLiteral("crumbs-dock"));
    test::screenshot(child<CrumbsPanel>(QStringLiteral("crumbs-panel")),
                     QStringLiteral("teaching-panel-crumbs-zero-demand"));
    raiseDock(QStringLiteral("envy-dock"));
    m_window->allocationSet()->setSelectedPolicy(PolicyId::FixedPrice);
    test::screenshot(child<EnvyMatrixView>(QStringLiteral("envy-matrix")),
                     QStringLiteral("teaching-panel-envy-fixed-price"));
}

DRFVIZ_TEST_MAIN(TestGuiTeaching)
#include "tst_gui_teaching.moc"
