// Animating a value: a play button in the scenario editor sweeps a demand, capacity, weight or
// price back and forth between bounds the user sets; the model and the views follow each frame,
// the whole sweep is one undo step, and any other edit stops it. The sweep's clock is stopped
// and its frames are played by hand: no test waits for time to pass.

#include "allocationset.h"
#include "guitest.h"
#include "numberspinbox.h"
#include "plotarea.h"
#include "policytoolbar.h"
#include "resourcespaceview.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "sliderspinbox.h"
#include "sweepbutton.h"
#include "testmain.h"
#include "testutil.h"
#include "valuesweep.h"

#include <QAction>
#include <QDialog>
#include <QLineEdit>
#include <QPointer>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTimer>
#include <QUndoStack>

using namespace drf;

namespace {

/// How a test interrupts a running sweep.
enum class Interruption
{
    TypeInAnotherField,
    Undo,
    OpenFile,
    NewScenario,
    RemoveTheRow,
    AnotherSweep,
    ChangePolicy, // not an edit: the sweep goes on
};

} // namespace

Q_DECLARE_METATYPE(Interruption)

class TestGuiSweep : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(m_settings); }
    void init() { test::openWindow(m_window, m_dialogs); }
    void cleanup() { test::closeWindow(m_window, m_dialogs); }

    void sweepBouncesBetweenTheBounds();
    void playSweepsADemandAndTheViewsFollow();
    void sweepIsOneUndoStep();
    void anEditStopsTheSweep_data();
    void anEditStopsTheSweep();
    void everyNumberCanBeSwept_data();
    void everyNumberCanBeSwept();
    void keyboardStartsAndStops();
    void refusedStepStops();
    void popupRemembersTheLastChoice();
    void iconFollowsThePalette();
    void buttonsFitTheEditor();

private:
    SweepButton *button(const QString &name) const
    {
        return m_window->findChild<SweepButton *>(name);
    }
    const Scenario &scenario() const { return m_window->scenarioModel()->scenario(); }
    QUndoStack *undoStack() const { return m_window->scenarioModel()->undoStack(); }
    double drfTasks(int user) const
    {
        return m_window->allocationSet()->result(PolicyId::Drf).allocation.tasks.value(user);
    }

    /// Clicks `sweep`'s play button, sets the popup's bounds and speed as a user would and
    /// presses Enter; stops the sweep's clock so that the test plays the frames.
    static void play(SweepButton *sweep, const QString &from, const QString &to,
                     const QString &seconds)
    {
        QVERIFY(sweep);
        QTest::mouseClick(sweep, Qt::LeftButton);
        QDialog *popup = sweep->rangePopup();
        QVERIFY(popup);
        QVERIFY(popup->isVisible());
        QVERIFY(!sweep->isSweeping());
        const std::pair<const char *, QString> fields[] = {
            {"sweep-from", from}, {"sweep-to", to}, {"sweep-seconds", seconds}};
        for (const auto &[name, text] : fields) {
            auto *box = popup->findChild<NumberSpinBox *>(QLatin1String(name));
            QVERIFY(box);
            QLineEdit *edit = box->findChild<QLineEdit *>();
            edit->selectAll();
            QTest::keyClicks(edit, text);
        }
        QTest::keyClick(popup->findChild<NumberSpinBox *>(QStringLiteral("sweep-seconds")),
                        Qt::Key_Return);
        QVERIFY(!popup->isVisible());
        QVERIFY(sweep->isSweeping());
        sweep->sweep()->clock()->stop();
    }

    QTemporaryDir m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<test::FakeDialogs::Record> m_dialogs;
};

void TestGuiSweep::sweepBouncesBetweenTheBounds()
{
    ValueSweep sweep;
    QSignalSpy values(&sweep, &ValueSweep::valueChanged);
    QSignalSpy running(&sweep, &ValueSweep::runningChanged);
    // 1 .. 3 in 0.2 s: a frame of 40 ms moves 2 * 40 / 200 = 0.4; a bound is shown exactly.
    sweep.start(2.0, {1.0, 3.0, 0.2});
    QVERIFY(sweep.isRunning());
    QVERIFY(sweep.clock()->isActive());
    sweep.clock()->stop();
    const QList<double> expected = {2.4, 2.8, 3.0, 2.6, 2.2, 1.8, 1.4, 1.0, 1.4, 1.8};
    for (int frame = 0; frame < expected.size(); ++frame)
        sweep.advanceFrame();
    QCOMPARE(values.size(), expected.size());
    for (int frame = 0; frame < expected.size(); ++frame)
        DRF_COMPARE_NEAR(values[frame][0].toDouble(), expected[frame], 1e-12);
    QVERIFY(sweep.isRising());
    sweep.stop();
    QCOMPARE(running.size(), 2);
    QCOMPARE(running[1][0].toBool(), false);
    sweep.advanceFrame(); // stopped: nothing moves
    QCOMPARE(values.size(), expected.size());

    // A start outside the bounds begins at the nearest one and turns there.
    sweep.start(10.0, {1.0, 3.0, 0.2});
    sweep.advanceFrame();
    DRF_COMPARE_NEAR(values.last()[0].toDouble(), 3.0, 1e-12);
    sweep.advanceFrame();
    DRF_COMPARE_NEAR(values.last()[0].toDouble(), 2.6, 1e-12);
}

void TestGuiSweep::playSweepsADemandAndTheViewsFollow()
{
    SweepButton *sweep = button(QStringLiteral("sweep-demand-0-0"));
    QVERIFY(sweep);
    QCOMPARE(sweep->accessibleName(), QStringLiteral("Animate A: CPU per task"));
    QVERIFY(sweep->toolTip().contains(QStringLiteral("Space or Enter")));
    QVERIFY(!sweep->isChecked());
    const qint64 playIcon = sweep->icon().cacheKey();
    play(sweep, QStringLiteral("1"), QStringLiteral("3"), QStringLiteral("0.2"));
    QVERIFY(sweep->isChecked()); // shows the pause state
    QVERIFY(sweep->icon().cacheKey() != playIcon);

    // A's CPU per task goes 2 -> 3 -> 1 -> up again, 0.4 a frame, never outside [1, 3].
    const QList<double> expected = {2.4, 2.8, 3.0, 2.6, 2.2, 1.8, 1.4, 1.0, 1.4};
    auto *cpu = m_window->findChild<SliderSpinBox *>(QStringLiteral("demand-0-0"));
    ResourceSpaceView *space = m_window->plotArea()->resourceSpaceView();
    for (double value : expected) {
        sweep->sweep()->advanceFrame();
        DRF_COMPARE_NEAR(scenario().users[0].demand[0], value, 1e-12);
        DRF_COMPARE_NEAR(cpu->spinBox()->value(), value, 1e-12);
        if (qAbs(value - 3.0) < 1e-9) {
            // DRF with A = (3, 1), B = (1, 3) on 180 + 180: 45 tasks each, A's vector (135, 45).
            DRF_COMPARE_NEAR(drfTasks(0), 45.0, 1e-9);
            DRF_COMPARE_NEAR(drfTasks(1), 45.0, 1e-9);
            QTRY_VERIFY((space->vectorHeads().value(0) - QPointF(135.0, 45.0)).manhattanLength() <
                        1e-6);
        }
        if (qAbs(value - 1.0) < 1e-9) {
            // A = (1, 1): GPU binds, x + 3y = 180 with x = 3y: A 90 tasks, B 30.
            DRF_COMPARE_NEAR(drfTasks(0), 90.0, 1e-9);
            DRF_COMPARE_NEAR(drfTasks(1), 30.0, 1e-9);
            QTRY_VERIFY((space->vectorHeads().value(0) - QPointF(90.0, 90.0)).manhattanLength() <
                        1e-6);
        }
    }
    QVERIFY(sweep->isSweeping());
    QTest::mouseClick(sweep, Qt::LeftButton); // pause
    QVERIFY(!sweep->isSweeping());
    QVERIFY(!sweep->isChecked());
    QVERIFY(!sweep->rangePopup()->isVisible());
    sweep->sweep()->advanceFrame();
    DRF_COMPARE_NEAR(scenario().users[0].demand[0], 1.4, 1e-12);
}

void TestGuiSweep::sweepIsOneUndoStep()
{
    const int steps = undoStack()->count();
    SweepButton *sweep = button(QStringLiteral("sweep-demand-0-0"));
    // 1 .. 3 in 0.4 s: 0.2 a frame. From 2: up to 3 in 5 frames, down to 1 in 10 (on 2 at the
    // 10th, where the merged step goes back to the start and vanishes), up again in 10 (on 2 at
    // the 20th), then 2.2 and 2.4.
    play(sweep, QStringLiteral("1"), QStringLiteral("3"), QStringLiteral("0.4"));
    for (int frame = 1; frame <= 22; ++frame) {
        sweep->sweep()->advanceFrame();
        if (frame == 10 || frame == 20) {
            DRF_COMPARE_NEAR(scenario().users[0].demand[0], 2.0, 1e-12);
            QCOMPARE(undoStack()->count(), steps); // back at the start: nothing to undo
        } else {
            QCOMPARE(undoStack()->count(), steps + 1);
        }
    }
    QTest::mouseClick(sweep, Qt::LeftButton);
    QVERIFY(!sweep->isSweeping());
    DRF_COMPARE_NEAR(scenario().users[0].demand[0], 2.4, 1e-12);
    QCOMPARE(undoStack()->count(), steps + 1);
    QCOMPARE(undoStack()->undoText(), QStringLiteral("Sweep A: CPU per task"));
    undoStack()->undo();
    DRF_COMPARE_NEAR(scenario().users[0].demand[0], 2.0, 1e-12);
    DRF_COMPARE_NEAR(drfTasks(0), 60.0, 1e-9);
    undoStack()->redo();
    DRF_COMPARE_NEAR(scenario().users[0].demand[0], 2.4, 1e-12);
}

void TestGuiSweep::anEditStopsTheSweep_data()
{
    QTest::addColumn<Interruption>("interruption");
    QTest::newRow("typing in another field") << Interruption::TypeInAnotherField;
    QTest::newRow("undo") << Interruption::Undo;
    QTest::newRow("opening a file") << Interruption::OpenFile;
    QTest::newRow("File > New") << Interruption::NewScenario;
    QTest::newRow("removing the row") << Interruption::RemoveTheRow;
    QTest::newRow("another sweep") << Interruption::AnotherSweep;
    QTest::newRow("a policy change is no edit") << Interruption::ChangePolicy;
}

void TestGuiSweep::anEditStopsTheSweep()
{
    QFETCH(Interruption, interruption);
    const int steps = undoStack()->count();
    // B's GPU per task: 3 -> 3.4 -> 3.8 (2 .. 4 in 0.2 s).
    QPointer<SweepButton> sweep = button(QStringLiteral("sweep-demand-1-1"));
    play(sweep, QStringLiteral("2"), QStringLiteral("4"), QStringLiteral("0.2"));
    sweep->sweep()->advanceFrame();
    sweep->sweep()->advanceFrame();
    DRF_COMPARE_NEAR(scenario().users[1].demand[1], 3.8, 1e-12);

    switch (interruption) {
    case Interruption::TypeInAnotherField: {
        auto *weight = m_window->findChild<NumberSpinBox *>(QStringLiteral("weight-0"));
        weight->setFocus();
        QLineEdit *edit = weight->findChild<QLineEdit *>();
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("2"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(scenario().users[0].weight, 2.0);
        QCOMPARE(undoStack()->count(), steps + 2); // the sweep, then the weight
        break;
    }
    case Interruption::Undo:
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        DRF_COMPARE_NEAR(scenario().users[1].demand[1], 3.0, 1e-12);
        QCOMPARE(undoStack()->count(), steps + 1); // the sweep, undone (redo brings it back)
        QCOMPARE(undoStack()->index(), steps);
        break;
    case Interruption::OpenFile: {
        const QString path = QDir(m_settings.path()).filePath(QStringLiteral("other.json"));
        Scenario other = Scenario::seed();
        other.users[1].demand[1] = 5.0;
        QVERIFY(saveScenarioFile(other, path));
        m_dialogs->answer = QMessageBox::Discard;
        QVERIFY(m_window->openFile(path));
        QCOMPARE(scenario().users[1].demand[1], 5.0);
        break;
    }
    case Interruption::NewScenario:
        m_dialogs->answer = QMessageBox::Discard;
        QVERIFY(m_window->document()->newScenario());
        QCOMPARE(scenario().users[1].demand[1], 3.0);
        break;
    case Interruption::RemoveTheRow:
        QTest::mouseClick(m_window->findChild<QToolButton *>(QStringLiteral("remove-user-1")),
                          Qt::LeftButton);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCOMPARE(scenario().userCount(), 1);
        QVERIFY(!sweep || !sweep->isSweeping());
        return;
    case Interruption::AnotherSweep: {
        // One value moves at a time: the other sweep's first step is an edit like any other.
        SweepButton *other = button(QStringLiteral("sweep-demand-0-0"));
        other->startSweep({1.0, 3.0, 0.2});
        other->sweep()->clock()->stop();
        other->sweep()->advanceFrame();
        DRF_COMPARE_NEAR(scenario().users[0].demand[0], 2.4, 1e-12);
        QVERIFY(other->isSweeping());
        QCOMPARE(undoStack()->count(), steps + 2);
        QCOMPARE(undoStack()->undoText(), QStringLiteral("Sweep A: CPU per task"));
        break;
    }
    case Interruption::ChangePolicy:
        m_window->policyToolBar()->policyAction(PolicyId::Walras)->trigger();
        QVERIFY(sweep->isSweeping());
        sweep->sweep()->advanceFrame(); // 4, the upper bound
        DRF_COMPARE_NEAR(scenario().users[1].demand[1], 4.0, 1e-12);
        QCOMPARE(undoStack()->count(), steps + 1);
        return;
    }
    QVERIFY(!sweep->isSweeping());
    QVERIFY(!sweep->isChecked());
    const double after = scenario().users[1].demand[1];
    sweep->sweep()->advanceFrame(); // stopped: nothing moves
    QCOMPARE(scenario().users[1].demand[1], after);
}

void TestGuiSweep::everyNumberCanBeSwept_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("start");
    QTest::addColumn<double>("after"); ///< after one frame of start .. 2 * start in 0.2 s

    // Each frame moves start * 0.04 / 0.2 = a fifth of the start value.
    QTest::newRow("demand") << "sweep-demand-0-1"
                            << "A: GPU per task" << 1.0 << 1.2;
    QTest::newRow("weight") << "sweep-weight-1"
                            << "B: weight" << 1.0 << 1.2;
    QTest::newRow("capacity") << "sweep-capacity-0"
                              << "CPU: capacity" << 180.0 << 216.0;
    QTest::newRow("price") << "sweep-price-1"
                           << "GPU: price" << 10.0 << 12.0;
}

void TestGuiSweep::everyNumberCanBeSwept()
{
    QFETCH(QString, button);
    QFETCH(QString, name);
    QFETCH(double, start);
    QFETCH(double, after);
    const auto value = [this, &button] {
        const Scenario &now = scenario();
        if (button == QLatin1String("sweep-demand-0-1"))
            return now.users[0].demand[1];
        if (button == QLatin1String("sweep-weight-1"))
            return now.users[1].weight;
        if (button == QLatin1String("sweep-capacity-0"))
            return now.resources[0].capacity;
        return now.resources[1].price;
    };
    SweepButton *sweep = this->button(button);
    QVERIFY(sweep);
    QCOMPARE(sweep->accessibleName(), QStringLiteral("Animate ") + name);
    QCOMPARE(value(), start);
    // The popup proposes half to twice the value.
    const ValueSweep::Range proposed = sweep->proposedRange();
    DRF_COMPARE_NEAR(proposed.lower, start / 2.0, 1e-12);
    DRF_COMPARE_NEAR(proposed.upper, start * 2.0, 1e-12);
    sweep->startSweep({start, 2.0 * start, 0.2});
    sweep->sweep()->clock()->stop();
    sweep->sweep()->advanceFrame();
    DRF_COMPARE_NEAR(value(), after, 1e-12);
    sweep->stopSweep();
    QCOMPARE(undoStack()->undoText(), QStringLiteral("Sweep ") + name);
    undoStack()->undo();
    QCOMPARE(value(), start);
}

void TestGuiSweep::keyboardStartsAndStops()
{
    SweepButton *sweep = button(QStringLiteral("sweep-demand-0-0"));
    QVERIFY(sweep->focusPolicy() & Qt::TabFocus);
    sweep->setFocus(Qt::TabFocusReason);
    QTest::keyClick(sweep, Qt::Key_Space);
    QDialog *popup = sweep->rangePopup();
    QVERIFY(popup && popup->isVisible());
    // The proposed bounds: half to twice A's 2 CPU per task, in 4 s.
    QCOMPARE(popup->findChild<NumberSpinBox *>(QStringLiteral("sweep-from"))->value(), 1.0);
    QCOMPARE(popup->findChild<NumberSpinBox *>(QStringLiteral("sweep-to"))->value(), 4.0);
    QCOMPARE(popup->findChild<NumberSpinBox *>(QStringLiteral("sweep-seconds"))->value(), 4.0);
    QTest::keyClick(popup->findChild<NumberSpinBox *>(QStringLiteral("sweep-from")),
                    Qt::Key_Return);
    QVERIFY(sweep->isSweeping());
    sweep->sweep()->clock()->stop();
    sweep->sweep()->advanceFrame(); // 2 + 3 * 0.04 / 4 = 2.03
    DRF_COMPARE_NEAR(scenario().users[0].demand[0], 2.03, 1e-12);
    QTest::keyClick(sweep, Qt::Key_Enter);
    QVERIFY(!sweep->isSweeping());

    // Escape closes the popup without playing.
    QTest::keyClick(sweep, Qt::Key_Return);
    QVERIFY(popup->isVisible());
    QTest::keyClick(popup->findChild<NumberSpinBox *>(QStringLiteral("sweep-to")), Qt::Key_Escape);
    QVERIFY(!popup->isVisible());
    QVERIFY(!sweep->isSweeping());
    QVERIFY(!sweep->isChecked());
}

void TestGuiSweep::refusedStepStops()
{
    // A weight must be > 0: a sweep down to 0 stops at the refused step; the model says why.
    SweepButton *sweep = button(QStringLiteral("sweep-weight-0"));
    QSignalSpy refused(m_window->scenarioModel(), &ScenarioModel::editRejected);
    sweep->startSweep({0.0, 1.0, 0.2});
    sweep->sweep()->clock()->stop();
    // Downwards from the upper bound 1: 0.8, 0.6, 0.4, 0.2, then 0 is refused.
    for (int frame = 0; frame < 5; ++frame)
        sweep->sweep()->advanceFrame();
    QCOMPARE(refused.size(), 1);
    QVERIFY(!sweep->isSweeping());
    DRF_COMPARE_NEAR(scenario().users[0].weight, 0.2, 1e-12);
    QCOMPARE(undoStack()->undoText(), QStringLiteral("Sweep A: weight"));
}

void TestGuiSweep::popupRemembersTheLastChoice()
{
    SweepButton *sweep = button(QStringLiteral("sweep-demand-0-0"));
    play(sweep, QStringLiteral("1.5"), QStringLiteral("2.5"), QStringLiteral("8"));
    sweep->stopSweep();
    const ValueSweep::Range again = sweep->proposedRange();
    QCOMPARE(again.lower, 1.5);
    QCOMPARE(again.upper, 2.5);
    QCOMPARE(again.secondsPerPass, 8.0);
    // A value outside the last bounds gets bounds around it, at the last speed.
    QVERIFY(m_window->scenarioModel()->setDemand(0, 0, 6.0).isEmpty());
    const ValueSweep::Range around = sweep->proposedRange();
    QCOMPARE(around.lower, 3.0);
    QCOMPARE(around.upper, 12.0);
    QCOMPARE(around.secondsPerPass, 8.0);
}

void TestGuiSweep::iconFollowsThePalette()
{
    if (QIcon::hasThemeIcon(QStringLiteral("media-playback-start")))
        QSKIP("the desktop's icon theme draws the button");
    SweepButton *sweep = button(QStringLiteral("sweep-demand-0-0"));
    QPalette dark = sweep->palette();
    dark.setColor(QPalette::ButtonText, Qt::white);
    dark.setColor(QPalette::Button, Qt::black);
    sweep->setPalette(dark);
    // The triangle's middle, in the text colour of the new palette.
    const QImage icon = sweep->icon().pixmap(sweep->iconSize(), 1.0).toImage();
    QCOMPARE(icon.pixelColor(icon.width() / 3, icon.height() / 2), QColor(Qt::white));
}

void TestGuiSweep::buttonsFitTheEditor()
{
    auto *editor = m_window->findChild<QScrollArea *>(QStringLiteral("scenario-editor"));
    QVERIFY(editor);
    QWidget *viewport = editor->viewport();
    // Nothing is cut off at the right: the editor's rows fit its width.
    QVERIFY2(editor->widget()->width() <= viewport->width(),
             qPrintable(QStringLiteral("the rows need %1 px, the editor shows %2")
                            .arg(editor->widget()->width())
                            .arg(viewport->width())));
    for (const char *name :
         {"sweep-capacity-0", "sweep-price-1", "sweep-demand-0-0", "sweep-weight-1"}) {
        SweepButton *sweep = button(QLatin1String(name));
        QVERIFY2(sweep && sweep->isVisible(), name);
        const QRect at(sweep->mapTo(viewport, QPoint(0, 0)), sweep->size());
        QVERIFY2(at.left() >= 0 && at.right() < viewport->width(),
                 qPrintable(QStringLiteral("%1 at x %2..%3, the editor shows 0..%4")
                                .arg(QLatin1String(name))
                                .arg(at.left())
                                .arg(at.right())
                                .arg(viewport->width() - 1)));
    }
    test::screenshot(m_window.get(), QStringLiteral("sweep-editor"));
}

DRFVIZ_TEST_MAIN(TestGuiSweep)
#include "tst_gui_sweep.moc"
