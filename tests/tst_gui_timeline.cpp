// The Timeline tab (DOMAIN.md, "Online allocation"): the three mechanisms drawn over time, the
// time cursor dragged in the plot, played and moved by keys, and the Resource space following it
// (the parallelogram changes as users come and go); long runs simulated in the background.
#include "allocationset.h"
#include "guitest.h"
#include "mainwindow.h"
#include "numberspinbox.h"
#include "onlinerunner.h"
#include "onlineset.h"
#include "plotarea.h"
#include "plotscenarios.h"
#include "progressivefilling.h"
#include "resourcespaceview.h"
#include "scenarioeditor.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "testmain.h"
#include "testutil.h"
#include "timelinepanel.h"
#include "timelineview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>

#include <qcustomplot.h>

using namespace drf;

namespace {

/// Far longer than any run here takes, far shorter than CTest's timeout.
constexpr int kRunTimeout = 240000;

/// `users` users on four resources arriving one after another, each with a job of some twenty
/// tasks: at every arrival and every job's end the mechanism acts on everyone present (1,500
/// users: some tenths of a second, far beyond what the window simulates on its own thread).
Scenario staggered(int users)
{
    Scenario s = test::largeScenario(users, 4);
    s.title = QStringLiteral("%1 users arriving one by one").arg(users);
    for (int i = 0; i < users; ++i) {
        s.users[i].arrive = 0.5 * i;
        s.users[i].duration = 2.0 + i % 3;
        s.users[i].work = 20.0 + i % 7;
    }
    return s;
}

/// `users` users arriving one after another who never leave nor finish: recompute's static
/// policy at each arrival shares among ever more users (4,000: some seconds).
Scenario accumulating(int users)
{
    Scenario s = test::largeScenario(users, 4);
    s.title = QStringLiteral("%1 users arriving and staying").arg(users);
    for (int i = 0; i < users; ++i)
        s.users[i].arrive = 0.5 * i;
    return s;
}

/// The seed's cluster where A's tasks are tiny and short: online DRF starts some 90,000 of them
/// a hundred times per time unit and passes the limit of 10 million events at t = 1.1.
Scenario pastTheEventLimit()
{
    Scenario s = Scenario::seed();
    s.users[0].demand = {0.001, 0.001};
    s.users[0].duration = 0.01;
    s.horizon = 1000.0;
    return s;
}

} // namespace

class TestGuiTimeline : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<test::FakeDialogs::Record> m_dialogs;

    PlotArea *plots() const { return m_window->plotArea(); }
    TimelinePanel *panel() const { return plots()->timelinePanel(); }
    TimelineView *view() const { return panel()->view(); }
    OnlineSet *online() const { return plots()->online(); }
    OnlineRunner *runner() const { return online()->findChild<OnlineRunner *>(); }
    QLabel *status() const
    {
        return panel()->findChild<QLabel *>(QStringLiteral("timeline-status"));
    }
    QProgressBar *progress() const
    {
        return panel()->findChild<QProgressBar *>(QStringLiteral("timeline-progress"));
    }

    /// Puts `scenario` in the window and shows the Timeline tab.
    void showTimeline(const Scenario &scenario)
    {
        m_window->scenarioModel()->resetScenario(scenario);
        plots()->setCurrentIndex(plots()->count() - 1);
        QCoreApplication::processEvents();
    }

    /// The shown run equals the synchronous simulation of the window's scenario (the command
    /// line's numbers), and the plot draws it.
    void compareWithSynchronous(Mechanism mechanism, PolicyId policy)
    {
        const Scenario &scenario = m_window->scenarioModel()->scenario();
        const OnlineRun expected = simulateOnline(scenario, mechanism, policy);
        QVERIFY2(expected.ok(), qPrintable(expected.error));
        const OnlineRun *shown = online()->run(mechanism);
        QVERIFY(shown);
        QCOMPARE(shown->policy, policy);
        QCOMPARE(shown->segmentCount(), expected.segmentCount());
        DRF_COMPARE_NEAR(shown->horizon, expected.horizon, 1e-12);
        for (int k = 0; k < expected.segmentCount(); k += 1 + expected.segmentCount() / 500) {
            DRF_COMPARE_NEAR(shown->from(k), expected.from(k), 1e-12);
            for (int i = 0; i < scenario.userCount(); i += 7)
                DRF_COMPARE_NEAR(shown->tasksOf(k, i), expected.tasksOf(k, i), 1e-9);
        }
        for (int i = 0; i < scenario.userCount(); ++i) {
            DRF_COMPARE_NEAR(shown->users[i].meanDominantShare, expected.users[i].meanDominantShare,
                             1e-12);
            DRF_COMPARE_NEAR(shown->users[i].tasksFinished, expected.users[i].tasksFinished, 1e-9);
        }
        for (int j = 0; j < scenario.resourceCount(); ++j)
            DRF_COMPARE_NEAR(shown->utilization[j], expected.utilization[j], 1e-12);

        // Drawn: the first drawn user's step line holds its share of every segment.
        QCoreApplication::processEvents();
        QVERIFY(view()->isVisible());
        QVERIFY(!status()->isVisible());
        const QList<double> mu = dominantSharePerTask(scenario);
        int user = -1;
        for (int i = 0; i < scenario.userCount() && user < 0; ++i)
            if (view()->shareLine(0, i))
                user = i;
        QVERIFY(user >= 0);
        const QSharedPointer<QCPGraphDataContainer> line = view()->shareLine(0, user)->data();
        QCOMPARE(line->size(), expected.segmentCount() + 1);
        for (int k = 0; k < expected.segmentCount(); k += 1 + expected.segmentCount() / 500) {
            DRF_COMPARE_NEAR(line->at(k)->key, expected.from(k), 1e-12);
            DRF_COMPARE_NEAR(line->at(k)->value, expected.tasksOf(k, user) * mu[user], 1e-9);
        }
    }

    /// Loads the late-arrival preset and shows the Timeline tab.
    void showLateArrival()
    {
        m_window->scenarioModel()->resetScenario(
            *loadPreset(QStringLiteral("late-arrival")).scenario);
        plots()->setCurrentIndex(plots()->count() - 1);
        QCoreApplication::processEvents();
    }

    /// The pixel of time `t` in the first share panel, at the panel's middle height.
    QPoint pixelOf(double t) const
    {
        QCPAxisRect *panel = view()->sharePanel(0);
        const double x = panel->axis(QCPAxis::atBottom)->coordToPixel(t);
        return QPoint(int(std::lround(x)), panel->rect().center().y());
    }

    static QPointF head(const ResourceSpaceView *space, int user)
    {
        return space->vectorHeads().value(user, QPointF(qQNaN(), qQNaN()));
    }

private slots:
    void initTestCase() { test::isolateSettings(m_settings); }
    void init() { test::openWindow(m_window, m_dialogs); }
    void cleanup() { test::closeWindow(m_window, m_dialogs); }

    void drawsTheStory()
    {
        showLateArrival();
        // Recompute: A's share 1 (90 tasks x 1/90) until t = 5, then 2/3 for both.
        QCPGraph *a = view()->shareLine(0, 0);
        QCPGraph *b = view()->shareLine(0, 1);
        QVERIFY(a && b);
        QCOMPARE(a->lineStyle(), QCPGraph::lsStepLeft);
        const auto valueAt = [](QCPGraph *graph, double t) {
            auto point = graph->data()->findBegin(t, true);
            return point->value;
        };
        DRF_COMPARE_NEAR(valueAt(a, 2.0), 1.0, 1e-9);
        DRF_COMPARE_NEAR(valueAt(a, 50.0), 2.0 / 3.0, 1e-9);
        DRF_COMPARE_NEAR(valueAt(b, 2.0), 0.0, 1e-9);
        DRF_COMPARE_NEAR(valueAt(b, 50.0), 2.0 / 3.0, 1e-9);
        QCOMPARE(view()->sharePanel(0)->axis(QCPAxis::atBottom)->range().upper, 100.0);

        // Online DRF: B waits until A's first tasks end at 10.
        auto *mechanism = panel()->findChild<QComboBox *>(QStringLiteral("mechanism"));
        mechanism->setCurrentIndex(mechanism->findData(int(Mechanism::OnlineDrf)));
        QCoreApplication::processEvents();
        b = view()->shareLine(0, 1);
        DRF_COMPARE_NEAR(valueAt(b, 7.0), 0.0, 1e-9);
        DRF_COMPARE_NEAR(valueAt(b, 12.0), 2.0 / 3.0, 1e-9);
        auto *summary = panel()->findChild<QTableWidget *>(QStringLiteral("online-summary"));
        QCOMPARE(summary->rowCount(), 2);
        QCOMPARE(summary->item(1, 1)->text(), QStringLiteral("5")); // B waited 5

        // All three stacked: six panels, in the order of the mechanisms.
        panel()->findChild<QCheckBox *>(QStringLiteral("all-mechanisms"))->setChecked(true);
        QCoreApplication::processEvents();
        QCOMPARE(view()->shownMechanisms().size(), 3);
        QVERIFY(view()->utilizationPanel(2) && view()->utilizationPanel(2)->layout());
        // Dynamic DRF holds A to 45 tasks (share 1/2) until B arrives.
        DRF_COMPARE_NEAR(valueAt(view()->shareLine(1, 0), 2.0), 0.5, 1e-9);
        test::screenshot(m_window.get(), QStringLiteral("timeline-stacked"));
    }

    void usersOnOneLineAllShow()
    {
        // Recompute: A alone at share 1 until t = 5, then A and B both at 2/3, one line where B's
        // (drawn last) would hide A's. There each draws the line again in dashes, in turn.
        showLateArrival();
        QCustomPlot *plot = view()->plot();
        QCPAxis *share = view()->sharePanel(0)->axis(QCPAxis::atLeft);
        const auto dashesIn = [&](const QColor &colour) {
            QList<QCPGraph *> found;
            for (int g = 0; g < plot->graphCount(); ++g) {
                QCPGraph *graph = plot->graph(g);
                if (graph->valueAxis() == share && graph->pen().style() == Qt::CustomDashLine &&
                    graph->pen().color() == colour)
                    found.append(graph);
            }
            return found;
        };
        const QColor colourA = view()->shareLine(0, 0)->pen().color();
        const QColor colourB = view()->shareLine(0, 1)->pen().color();
        QCOMPARE(dashesIn(colourA).size(), 1);
        QCOMPARE(dashesIn(colourB).size(), 1);
        const QPen dashA = dashesIn(colourA).first()->pen();
        const QPen dashB = dashesIn(colourB).first()->pen();
        // Two users: a dash, a gap as long, B's dashes in A's gaps.
        QCOMPARE(dashA.dashPattern().size(), 2);
        QCOMPARE(dashA.dashPattern(), dashB.dashPattern());
        DRF_COMPARE_NEAR(dashA.dashPattern()[0], dashA.dashPattern()[1], 1e-12);
        DRF_COMPARE_NEAR(dashB.dashOffset() - dashA.dashOffset(), dashA.dashPattern()[0], 1e-12);
        // Only where they share the line: from t = 5 to the end (100), at 2/3.
        for (const QColor &colour : {colourA, colourB}) {
            const QSharedPointer<QCPGraphDataContainer> data = dashesIn(colour).first()->data();
            DRF_COMPARE_NEAR(data->constBegin()->key, 5.0, 1e-9);
            DRF_COMPARE_NEAR(data->constBegin()->value, 2.0 / 3.0, 1e-9);
            DRF_COMPARE_NEAR((data->constEnd() - 1)->key, 100.0, 1e-9);
            QVERIFY(std::isnan((data->constEnd() - 1)->value)); // the stretch ends there
        }

        // On screen, both colours along the shared line; A's alone, solid, before t = 5.
        const QImage image = plot->grab().toImage();
        const auto near = [](QColor a, QColor b) {
            return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
                       std::abs(a.blue() - b.blue()) <
                   60;
        };
        const int y = int(std::lround(share->coordToPixel(2.0 / 3.0)));
        int pixelsA = 0;
        int pixelsB = 0;
        const int from = pixelOf(10.0).x();
        const int to = pixelOf(90.0).x();
        for (int x = from; x < to; ++x) {
            pixelsA += near(image.pixelColor(x, y), colourA);
            pixelsB += near(image.pixelColor(x, y), colourB);
        }
        QVERIFY2(pixelsA > (to - from) / 4 && pixelsB > (to - from) / 4,
                 qPrintable(QStringLiteral("A %1, B %2 of %3 pixels")
                                .arg(pixelsA)
                                .arg(pixelsB)
                                .arg(to - from)));
        const QPoint alone(pixelOf(2.5).x(), int(std::lround(share->coordToPixel(1.0))));
        QVERIFY(near(image.pixelColor(alone), colourA));
    }

    void marksOnTheAxisShowWhole()
    {
        // Online DRF: B arrives at t = 5 and waits, its share 0, so its arrival mark sits on the
        // time axis. Its lower half (the triangle's base, 3 pixels under the point) shows too.
        showLateArrival();
        auto *mechanism = panel()->findChild<QComboBox *>(QStringLiteral("mechanism"));
        mechanism->setCurrentIndex(mechanism->findData(int(Mechanism::OnlineDrf)));
        QCoreApplication::processEvents();
        const QColor colourB = view()->shareLine(0, 1)->pen().color();
        QCPAxis *share = view()->sharePanel(0)->axis(QCPAxis::atLeft);
        const QImage image = view()->plot()->grab().toImage();
        const int x = pixelOf(5.0).x();
        const int y = int(std::lround(share->coordToPixel(0.0)));
        // B's orange against the white panel, the black axis and A's blue: red well over blue.
        QVERIFY(colourB.red() - colourB.blue() > 150);
        int below = 0;
        for (int dy = 2; dy <= 4; ++dy)
            for (int dx = -3; dx <= 3; ++dx) {
                const QColor pixel = image.pixelColor(x + dx, y + dy);
                below += pixel.red() - pixel.blue() > 50;
            }
        QVERIFY2(below >= 3,
                 qPrintable(QStringLiteral("%1 pixels of B's mark under the axis").arg(below)));
    }

    void draggingTheCursorDrivesTheResourceSpace()
    {
        showLateArrival();
        ResourceSpaceView *space = plots()->resourceSpaceView();
        QVERIFY(!space->showsInstant());
        // The static drf: A 60 tasks (120, 60), B 40 tasks (40, 120).
        DRF_COMPARE_NEAR(head(space, 0).x(), 120.0, 1e-6);

        // Press at t = 2 and drag to t = 50 in the plot.
        QWidget *canvas = view()->plot();
        QTest::mousePress(canvas, Qt::LeftButton, {}, pixelOf(2.0));
        QVERIFY(online()->following());
        DRF_COMPARE_NEAR(online()->time(), 2.0, 0.5); // a pixel is about 0.1 time units
        DRF_COMPARE_NEAR(view()->cursorTime(), online()->time(), 1e-9);
        auto *follow = panel()->findChild<QCheckBox *>(QStringLiteral("follow-cursor"));
        QVERIFY(follow->isChecked());

        // At t = 2 recompute gives A alone 90 tasks: its vector is (180, 90); B holds nothing.
        plots()->setCurrentIndex(0);
        QCoreApplication::processEvents();
        QVERIFY(space->showsInstant());
        DRF_COMPARE_NEAR(head(space, 0).x(), 180.0, 1e-6);
        DRF_COMPARE_NEAR(head(space, 0).y(), 90.0, 1e-6);
        DRF_COMPARE_NEAR(head(space, 1).x(), 0.0, 1e-6);

        plots()->setCurrentIndex(plots()->count() - 1);
        QCoreApplication::processEvents();
        QMouseEvent move(QEvent::MouseMove, pixelOf(50.0), canvas->mapToGlobal(pixelOf(50.0)),
                         Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(canvas, &move);
        QTest::mouseRelease(canvas, Qt::LeftButton, {}, pixelOf(50.0));
        DRF_COMPARE_NEAR(online()->time(), 50.0, 0.5);
        auto *slider = panel()->findChild<QSlider *>(QStringLiteral("time-slider"));
        QCOMPARE(slider->value(), int(std::lround(online()->time() / 100.0 * 1000)));

        // At t = 50 both are present: 60 and 40 tasks, the seed's parallelogram.
        plots()->setCurrentIndex(0);
        QCoreApplication::processEvents();
        DRF_COMPARE_NEAR(head(space, 0).x(), 120.0, 1e-6);
        DRF_COMPARE_NEAR(head(space, 1).x(), 40.0, 1e-6);
        DRF_COMPARE_NEAR(head(space, 1).y(), 120.0, 1e-6);

        // Unfollowed, the Resource space is the static answer again.
        follow->setChecked(false);
        QCoreApplication::processEvents();
        QVERIFY(!space->showsInstant());
    }

    void keysAndPlay()
    {
        showLateArrival();
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_End);
        QCOMPARE(online()->time(), 100.0);
        QTest::keyClick(view(), Qt::Key_Left);
        DRF_COMPARE_NEAR(online()->time(), 99.0, 1e-9);
        QTest::keyClick(view(), Qt::Key_Home);
        QCOMPARE(online()->time(), 0.0);

        // Play moves the cursor forward; Pause stops it.
        auto *play = panel()->findChild<QPushButton *>(QStringLiteral("play-time"));
        play->click();
        QVERIFY(panel()->isPlaying());
        QTRY_VERIFY(online()->time() > 0.0);
        play->click();
        QVERIFY(!panel()->isPlaying());
        const double stopped = online()->time();
        QTest::qWait(120);
        QCOMPARE(online()->time(), stopped);
    }

    void editorRowsOverTime()
    {
        // The seed has no timeline: its rows over time are hidden until asked for.
        ScenarioEditor *editor = m_window->editor();
        auto *show = editor->findChild<QCheckBox *>(QStringLiteral("show-times"));
        auto *arrive = editor->findChild<NumberSpinBox *>(QStringLiteral("arrive-1"));
        QVERIFY(show && arrive);
        QVERIFY(!show->isChecked());
        QVERIFY(!arrive->isVisibleTo(editor));
        showLateArrival();
        QVERIFY(show->isChecked());
        QVERIFY(arrive->isVisibleTo(editor));
        QCOMPARE(arrive->value(), 5.0);

        // Typed and committed: one undoable edit that the timeline follows.
        arrive->selectAll();
        QTest::keyClicks(arrive, QStringLiteral("8"));
        QTest::keyClick(arrive, Qt::Key_Enter);
        QCOMPARE(m_window->scenarioModel()->scenario().users[1].arrive, 8.0);
        QCOMPARE(online()->run(Mechanism::Recompute)->users[1].waited, std::optional<double>(0.0));
        QCOMPARE(online()->run(Mechanism::Recompute)->segmentAt(7.0), 0); // A alone until 8
        m_window->scenarioModel()->undoStack()->undo();
        QCOMPARE(m_window->scenarioModel()->scenario().users[1].arrive, 5.0);
        QCOMPARE(arrive->value(), 5.0);

        // The horizon: "auto" until typed, then the runs end there; undone, auto again.
        auto *horizon = editor->findChild<NumberSpinBox *>(QStringLiteral("horizon"));
        QVERIFY(horizon && horizon->isVisibleTo(editor));
        QCOMPARE(horizon->text(), QStringLiteral("auto"));
        horizon->selectAll();
        QTest::keyClicks(horizon, QStringLiteral("50"));
        QTest::keyClick(horizon, Qt::Key_Enter);
        QCOMPARE(m_window->scenarioModel()->scenario().horizon, std::optional<double>(50.0));
        QCOMPARE(online()->run(Mechanism::OnlineDrf)->horizon, 50.0);
        m_window->scenarioModel()->undoStack()->undo();
        QCOMPARE(m_window->scenarioModel()->scenario().horizon, std::nullopt);
        QCOMPARE(horizon->text(), QStringLiteral("auto"));

        // A leave before the arrival is refused with the reason, and the field shows the model.
        auto *leave = editor->findChild<NumberSpinBox *>(QStringLiteral("leave-1"));
        leave->selectAll();
        QTest::keyClicks(leave, QStringLiteral("3"));
        QTest::keyClick(leave, Qt::Key_Enter);
        QVERIFY(!m_window->scenarioModel()->scenario().users[1].leave);
        QCOMPARE(leave->text(), QStringLiteral("never"));
    }

    void tableColumnsOverTime()
    {
        ScenarioModel *model = m_window->scenarioModel();
        auto *table = m_window->findChild<QTableView *>(QStringLiteral("users-table"));
        QVERIFY(table);
        QVERIFY(table->isColumnHidden(model->arriveColumn()));
        showLateArrival();
        for (int column : {model->arriveColumn(), model->leaveColumn(), model->workColumn(),
                           model->durationColumn()})
            QVERIFY(!table->isColumnHidden(column));
        QCOMPARE(model->headerData(model->leaveColumn(), Qt::Horizontal).toString(),
                 QStringLiteral("Leaves"));
        QCOMPARE(model->index(1, model->arriveColumn()).data().toDouble(), 5.0);
        QCOMPARE(model->index(1, model->leaveColumn()).data().toString(), QStringLiteral("never"));
        QCOMPARE(model->index(1, model->workColumn()).data().toString(), QStringLiteral("∞"));

        // Typed in the cell as a user would: B leaves at 40, then stays again.
        const QModelIndex leave = model->index(1, model->leaveColumn());
        QVERIFY(model->setData(leave, QStringLiteral("40")));
        QCOMPARE(model->scenario().users[1].leave, std::optional<double>(40.0));
        QVERIFY(model->setData(leave, QStringLiteral("never")));
        QCOMPARE(model->scenario().users[1].leave, std::nullopt);
        // A job of 0 tasks is refused, with the field named.
        QVERIFY(!model->setData(model->index(1, model->workColumn()), QStringLiteral("0")));
        QCOMPARE(model->scenario().users[1].work, std::nullopt);

        // A resource added keeps the times in their columns.
        QVERIFY(model->addResource().isEmpty());
        QVERIFY(!table->isColumnHidden(model->durationColumn()));
        QVERIFY(!table->isColumnHidden(model->demandColumn(2)));
    }

    void editsRedrawTheTimeline()
    {
        showLateArrival();
        // B arrives at 20 instead of 5: A holds its 90 tasks until then.
        QVERIFY(m_window->scenarioModel()->setArrive(1, 20.0).isEmpty());
        QCoreApplication::processEvents();
        auto point = view()->shareLine(0, 0)->data()->findBegin(15.0, true);
        DRF_COMPARE_NEAR(point->value, 1.0, 1e-9);
    }

    // Scenarios whose runs take seconds (issue 31): simulated on a worker thread (OnlineSet's
    // background, views/onlinerunner.h) while the window goes on; the tab says so with the
    // progress; every change cancels the run on its way and the run shown is the current
    // scenario's; a run stopped at a limit says why in words; a window closed during a run goes
    // at once. No timing assertions: the bounds only tell a hang from a run.

    void windowGoesOnDuringARun()
    {
        // The event loop runs while the run is simulated: a timer fires and a posted call
        // arrives while it is on its way (on the window's thread they would wait for its end).
        bool timerFired = false;
        bool timerSawTheRun = false;
        QTimer::singleShot(0, this, [&] {
            timerFired = true;
            timerSawTheRun = online()->isSimulating(Mechanism::Recompute);
        });
        bool postedArrived = false;
        QMetaObject::invokeMethod(
            this, [&] { postedArrived = true; }, Qt::QueuedConnection);
        showTimeline(accumulating(4000));
        QTRY_VERIFY(timerFired && postedArrived);
        QVERIFY(timerSawTheRun);
        QVERIFY(online()->isSimulating(Mechanism::Recompute));
        QVERIFY(runner()->isRunning());
        // The tab says so, with a progress bar, instead of stale or empty axes.
        QVERIFY(status()->isVisible());
        QVERIFY2(
            status()->text().startsWith(QStringLiteral("Simulating Recompute (DRF) over time…")),
            qPrintable(status()->text()));
        QVERIFY(progress()->isVisible());
        QVERIFY(!view()->isVisible());
        QVERIFY(!panel()->findChild<QSlider *>(QStringLiteral("time-slider"))->isEnabled());
        QVERIFY(!panel()->findChild<QPushButton *>(QStringLiteral("play-time"))->isEnabled());
        QVERIFY(!panel()->findChild<QTableWidget *>(QStringLiteral("online-summary"))->isVisible());
        test::screenshot(m_window.get(), QStringLiteral("timeline-simulating"));

        // The Resource space following the cursor: the static allocation and a note until the
        // instant arrives, never a wait; then the instant.
        online()->setFollowing(true);
        plots()->setCurrentIndex(0);
        QCoreApplication::processEvents();
        ResourceSpaceView *space = plots()->resourceSpaceView();
        QVERIFY(online()->isSimulating(Mechanism::Recompute));
        QVERIFY(!space->showsInstant());
        QVERIFY2(space->accessibleName().contains(
                     QStringLiteral("(Recompute (DRF) over time is still being simulated)")),
                 qPrintable(space->accessibleName()));
        plots()->setCurrentIndex(plots()->count() - 1);
        // The progress moves while the window waits, and the run arrives.
        QTRY_VERIFY_WITH_TIMEOUT(progress()->value() > 0, kRunTimeout);
        QTRY_VERIFY_WITH_TIMEOUT(!online()->isSimulating(Mechanism::Recompute), kRunTimeout);
        plots()->setCurrentIndex(0);
        QCoreApplication::processEvents();
        QVERIFY(space->showsInstant());
    }

    void editsCancelTheRun()
    {
        showTimeline(staggered(1500));
        QVERIFY(online()->isSimulating(Mechanism::Recompute));
        QSignalSpy arrived(online(), &OnlineSet::runArrived);
        // An edit during the run: the run on its way is stale; the new one starts.
        QVERIFY(m_window->scenarioModel()->setArrive(0, 3.0).isEmpty());
        QCoreApplication::processEvents();
        QVERIFY(online()->isSimulating(Mechanism::Recompute));
        // A change of policy too (recompute runs the selected policy).
        m_window->allocationSet()->setSelectedPolicy(PolicyId::MaxMin);
        QCoreApplication::processEvents();
        QVERIFY(online()->isSimulating(Mechanism::Recompute));
        QVERIFY2(status()->text().startsWith(
                     QStringLiteral("Simulating Recompute (max-min) over time…")),
                 qPrintable(status()->text()));

        QTRY_VERIFY_WITH_TIMEOUT(!online()->isSimulating(Mechanism::Recompute), kRunTimeout);
        // One run shown, the last one's; the two before were dropped, never shown.
        QCOMPARE(arrived.count(), 1);
        QTRY_COMPARE(runner()->discardedCount(), 2);
        QCOMPARE(runner()->startedCount(), 3);
        compareWithSynchronous(Mechanism::Recompute, PolicyId::MaxMin);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(panel()->findChild<QSlider *>(QStringLiteral("time-slider"))->isEnabled());

        // Undo: the edit goes, the run of the scenario before it comes.
        m_window->scenarioModel()->undoStack()->undo();
        QCoreApplication::processEvents();
        QTRY_VERIFY_WITH_TIMEOUT(!online()->isSimulating(Mechanism::Recompute), kRunTimeout);
        QCOMPARE(m_window->scenarioModel()->scenario().users[0].arrive, 0.0);
        compareWithSynchronous(Mechanism::Recompute, PolicyId::MaxMin);
    }

    void stoppedRunSaysWhy()
    {
        showTimeline(pastTheEventLimit());
        auto *mechanism = panel()->findChild<QComboBox *>(QStringLiteral("mechanism"));
        mechanism->setCurrentIndex(mechanism->findData(int(Mechanism::OnlineDrf)));
        QCoreApplication::processEvents();
        QTRY_VERIFY_WITH_TIMEOUT(!online()->isSimulating(Mechanism::OnlineDrf), kRunTimeout);
        QCoreApplication::processEvents();
        // The reason in words where the plot would be; no empty axes, no "t = 0 of 0".
        QVERIFY(status()->isVisible());
        QVERIFY2(status()->text().startsWith(
                     QStringLiteral("Online DRF: the simulation stopped at t = ")),
                 qPrintable(status()->text()));
        QVERIFY2(status()->text().contains(QStringLiteral("it passed 10,000,000 events")),
                 qPrintable(status()->text()));
        QVERIFY(!progress()->isVisible());
        QVERIFY(!view()->isVisible());
        const QStringList texts = [this] {
            QStringList all;
            for (const QLabel *label : panel()->findChildren<QLabel *>())
                if (label->isVisible())
                    all.append(label->text());
            return all;
        }();
        QVERIFY2(!texts.join(QLatin1Char('|')).contains(QStringLiteral("t = 0 of 0")),
                 qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY(!panel()->findChild<QSlider *>(QStringLiteral("time-slider"))->isEnabled());
        test::screenshot(m_window.get(), QStringLiteral("timeline-stopped"));

        // All three: the other two are drawn, the stopped one says why in its panel too.
        panel()->findChild<QCheckBox *>(QStringLiteral("all-mechanisms"))->setChecked(true);
        QCoreApplication::processEvents();
        QTRY_VERIFY_WITH_TIMEOUT(!online()->isSimulating(Mechanism::Recompute) &&
                                     !online()->isSimulating(Mechanism::DynamicDrf),
                                 kRunTimeout);
        QCoreApplication::processEvents();
        QVERIFY(view()->isVisible());
        QVERIFY(view()->shareLine(0, 0) && view()->shareLine(1, 0));
        QVERIFY(!view()->shareLine(2, 0));
        QVERIFY(status()->text().contains(QStringLiteral("10,000,000 events")));
        bool noted = false;
        for (int k = 0; k < view()->plot()->itemCount(); ++k)
            if (auto *text = qobject_cast<QCPItemText *>(view()->plot()->item(k)))
                noted = noted ||
                        text->text().simplified().contains(QStringLiteral("10,000,000 events"));
        QVERIFY(noted);
        test::screenshot(m_window.get(), QStringLiteral("timeline-stopped-stacked"));
    }

    void closingDuringARunReturns()
    {
        // The whole run, as the command line simulates it.
        const Scenario scenario = accumulating(4000);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(simulateOnline(scenario, Mechanism::Recompute).ok());
        const qint64 wholeRun = clock.elapsed();

        // The window closed once the worker is under way does not wait for the rest of the run:
        // the bound is half of it (the close takes a few milliseconds; were the run not
        // cancelled, it would wait nearly the whole run).
        showTimeline(scenario);
        QVERIFY(online()->isSimulating(Mechanism::Recompute));
        QTRY_VERIFY_WITH_TIMEOUT(progress()->value() > 0, kRunTimeout);
        QVERIFY(online()->isSimulating(Mechanism::Recompute));
        clock.restart();
        test::closeWindow(m_window, m_dialogs);
        const qint64 closing = clock.elapsed();
        QVERIFY2(
            closing < wholeRun / 2,
            qPrintable(
                QStringLiteral("closing %1 ms, the whole run %2 ms").arg(closing).arg(wholeRun)));
    }
};

DRFVIZ_TEST_MAIN(TestGuiTimeline)
#include "tst_gui_timeline.moc"
