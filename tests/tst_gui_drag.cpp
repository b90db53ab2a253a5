// Direct manipulation in the Resource space: the mouse drags a user's demand by the tip of its
// vector or demand ray (snapped to tenths, free with Shift, one undo step a drag), the wheel
// zooms around the mouse, the middle button pans and a double-click resets, all driven by mouse
// events on the plot and checked against the numbers they must give.

#include "allocationset.h"
#include "demanddrag.h"
#include "onlineset.h"
#include "plotnavigation.h"
#include "plotscenarios.h"
#include "resourcespaceview.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "testmain.h"
#include "testutil.h"
#include "validation.h"

#include <QToolTip>
#include <QUndoStack>
#include <QtTest>

#include <qcustomplot.h>

#include <cmath>

using namespace drf;

namespace {

/// Values the math gives exactly, up to the rounding of a few operations.
constexpr double kTol = 1e-9;

/// A model, its results and the Resource space, shown at a realistic size.
struct Space
{
    explicit Space(const std::optional<Scenario> &scenario = std::nullopt)
    {
        if (scenario)
            model.resetScenario(*scenario);
        view.resize(900, 700);
        view.show();
    }

    QCustomPlot *canvas() const { return view.plot(); }
    /// The pixel of a point of the plane, as the plot is drawn now.
    QPoint pixelOf(QPointF point) const
    {
        return {int(std::lround(canvas()->xAxis->coordToPixel(point.x()))),
                int(std::lround(canvas()->yAxis->coordToPixel(point.y())))};
    }
    /// The point of the plane under `pixel`.
    QPointF pointAt(QPoint pixel) const
    {
        return {canvas()->xAxis->pixelToCoord(pixel.x()), canvas()->yAxis->pixelToCoord(pixel.y())};
    }
    QCPRange xRange() const { return canvas()->xAxis->range(); }
    QCPRange yRange() const { return canvas()->yAxis->range(); }
    QList<double> demand(int user) const { return model.scenario().users[user].demand; }
    int undoSteps() const { return model.undoStack()->count(); }

    ScenarioModel model;
    AllocationSet results{&model};
    ResourceSpaceView view{&results};
};

void press(QWidget *canvas, QPoint at, Qt::KeyboardModifiers modifiers = {})
{
    QTest::mousePress(canvas, Qt::LeftButton, modifiers, at);
}

/// A move with the left button held (QTest keeps the buttons pressed since the press).
void moveTo(QWidget *canvas, QPoint to, Qt::KeyboardModifiers modifiers = {})
{
    QTest::mouseEvent(QTest::MouseMove, canvas, Qt::NoButton, modifiers, to);
}

void release(QWidget *canvas, QPoint at, Qt::KeyboardModifiers modifiers = {})
{
    QTest::mouseRelease(canvas, Qt::LeftButton, modifiers, at);
}

/// A move without a button: the hover.
void hover(QWidget *canvas, QPoint at)
{
    QMouseEvent move(QEvent::MouseMove, at, canvas->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QCoreApplication::sendEvent(canvas, &move);
}

void wheel(QWidget *canvas, QPoint at, int angle)
{
    QWheelEvent event(at, canvas->mapToGlobal(at), QPoint(), QPoint(0, angle), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(canvas, &event);
}

void compareRange(const QCPRange &actual, double lower, double upper)
{
    DRF_COMPARE_NEAR(actual.lower, lower, kTol * std::max(1.0, std::abs(lower)));
    DRF_COMPARE_NEAR(actual.upper, upper, kTol * std::max(1.0, std::abs(upper)));
}

} // namespace

class TestGuiDrag : public QObject
{
    Q_OBJECT

private slots:
    void vectorTipSnapsToTenths();
    void shiftDragIsFree();
    void rayTipDrag();
    void oneDragIsOneUndoStep();
    void demandsStayValid();
    void escapeCancels();
    void cursorAndTips();
    void laneDragMovesOneDemand();
    void onlyDrawnUsersAreDraggable();
    void dragAtAnOnlineInstant();
    void wheelZoomsAroundTheMouse();
    void middleDragPans();
    void doubleClickAndLoadReset();
    void rangesHeldDuringADrag();
    void exportIgnoresTheZoom();
};

/// The seed under DRF: A's vector (120, 60) is 60 tasks of (2, 1). Carried 6 CPU to the right,
/// A asks 2.1 CPU and 1.0 GPU per task: the model has it at once, the results follow (DRF gives
/// A 1800/31 tasks), the tooltip says it, and it stays one undo step.
void TestGuiDrag::vectorTipSnapsToTenths()
{
    Space space;
    DRF_COMPARE_NEAR(space.view.vectorHeads().value(0).x(), 120.0, kTol);
    const int steps = space.undoSteps();
    const QPoint from = space.pixelOf({120, 60});
    const QPoint to = from + (space.pixelOf({126, 60}) - space.pixelOf({120, 60}));
    press(space.canvas(), from);
    QVERIFY(space.view.demandDrag().dragging());
    QCOMPARE(space.canvas()->cursor().shape(), Qt::ClosedHandCursor);
    moveTo(space.canvas(), from + QPoint(3, -2));
    moveTo(space.canvas(), to);
    // Live: the scenario and the results, before the button goes up.
    QCOMPARE(space.demand(0), (QList<double>{2.1, 1.0}));
    QCOMPARE(space.demand(1), (QList<double>{1.0, 3.0}));
    QCOMPARE(QToolTip::text(), QStringLiteral("A: 2.1 CPU, 1.0 GPU per task"));
    DRF_COMPARE_NEAR(space.results.result(PolicyId::Drf).allocation.tasks[0], 1800.0 / 31, 1e-9);
    DRF_COMPARE_NEAR(space.view.vectorHeads().value(0).x(), 2.1 * 1800.0 / 31, 1e-9);
    release(space.canvas(), to);
    QVERIFY(!space.view.demandDrag().dragging());
    QCOMPARE(space.undoSteps(), steps + 1);
    QCOMPARE(space.model.undoStack()->undoText(), QStringLiteral("Change A's demands per task"));
    QCOMPARE(space.view.keyboardUser(), 0);
}

/// With Shift the demand is where the mouse puts it: (head + mouse's way - tail) / tasks.
void TestGuiDrag::shiftDragIsFree()
{
    Space space;
    // B's vector (40, 120) is 40 tasks of (1, 3).
    const QPoint from = space.pixelOf({40, 120});
    const QPoint to = from + QPoint(17, -11);
    const QPointF way = space.pointAt(to) - space.pointAt(from);
    press(space.canvas(), from, Qt::ShiftModifier);
    moveTo(space.canvas(), to, Qt::ShiftModifier);
    release(space.canvas(), to, Qt::ShiftModifier);
    const QList<double> demand = space.demand(1);
    DRF_COMPARE_NEAR(demand[0], (40 + way.x()) / 40, kTol);
    DRF_COMPARE_NEAR(demand[1], (120 + way.y()) / 40, kTol);
    // Off the grid of tenths: not what a snapped drag gives.
    QVERIFY(std::abs(demand[0] * 10 - std::round(demand[0] * 10)) > 1e-3);
    QCOMPARE(space.view.keyboardUser(), 1);
}

/// A's ray leaves the rectangle at (180, 90), 90 times (2, 1); carried 9 GPU up it asks (2, 1.1).
void TestGuiDrag::rayTipDrag()
{
    Space space;
    const QPoint from = space.pixelOf({180, 90});
    const QPoint to = from + (space.pixelOf({180, 99}) - space.pixelOf({180, 90}));
    const std::optional<DemandDrag::Tip> tip = space.view.demandDrag().tipAt(from);
    QVERIFY(tip);
    QCOMPARE(tip->user, 0);
    DRF_COMPARE_NEAR(tip->multiple, 90.0, kTol);
    press(space.canvas(), from);
    moveTo(space.canvas(), to);
    release(space.canvas(), to);
    QCOMPARE(space.demand(0), (QList<double>{2.0, 1.1}));
}

/// Many moves, one undo step; undo gives back both demands exactly, redo the last ones.
void TestGuiDrag::oneDragIsOneUndoStep()
{
    Space space;
    const int steps = space.undoSteps();
    const QPoint from = space.pixelOf({120, 60});
    press(space.canvas(), from);
    for (int k = 1; k <= 12; ++k)
        moveTo(space.canvas(), from + QPoint(5 * k, -3 * k));
    release(space.canvas(), from + QPoint(60, -36));
    QCOMPARE(space.undoSteps(), steps + 1);
    const QList<double> dragged = space.demand(0);
    QVERIFY(dragged[0] > 2.0 && dragged[1] > 1.0);
    space.model.undoStack()->undo();
    QCOMPARE(space.demand(0), (QList<double>{2.0, 1.0}));
    QCOMPARE(space.demand(1), (QList<double>{1.0, 3.0}));
    space.model.undoStack()->redo();
    QCOMPARE(space.demand(0), dragged);

    // A drag that ends where it began leaves nothing to undo.
    press(space.canvas(), space.pixelOf(space.view.vectorHeads().value(0)));
    const QPoint start = space.pixelOf(space.view.vectorHeads().value(0));
    moveTo(space.canvas(), start + QPoint(40, 0));
    moveTo(space.canvas(), start);
    release(space.canvas(), start);
    QCOMPARE(space.undoSteps(), steps + 1);
    QCOMPARE(space.demand(0), dragged);
}

/// Dragged past the axes the demands stop at 0, and never both: the scenario stays valid.
void TestGuiDrag::demandsStayValid()
{
    Space space;
    const QPoint from = space.pixelOf({120, 60});
    press(space.canvas(), from);
    // Left of the GPU axis: no CPU.
    moveTo(space.canvas(), space.pixelOf({-30, 60}));
    QCOMPARE(space.demand(0), (QList<double>{0.0, 1.0}));
    QVERIFY(validateScenario(space.model.scenario()).isEmpty());
    // Below and left of the origin: nothing on either axis, so the last demand stays.
    moveTo(space.canvas(), space.pixelOf({-30, -20}));
    QCOMPARE(space.demand(0), (QList<double>{0.0, 1.0}));
    QVERIFY(validateScenario(space.model.scenario()).isEmpty());
    release(space.canvas(), space.pixelOf({-30, -20}));
    QCOMPARE(space.undoSteps(), 1);
}

/// Esc during a drag puts the demands back and leaves no undo step; the mouse then does nothing.
void TestGuiDrag::escapeCancels()
{
    Space space;
    QCOMPARE(space.model.setWeight(1, 2.0), QString());
    const QPoint from = space.pixelOf(space.view.vectorHeads().value(0));
    press(space.canvas(), from);
    moveTo(space.canvas(), from + QPoint(30, -40));
    QVERIFY(space.demand(0) != (QList<double>{2.0, 1.0}));
    QTest::keyClick(&space.view, Qt::Key_Escape);
    QVERIFY(!space.view.demandDrag().dragging());
    QCOMPARE(space.demand(0), (QList<double>{2.0, 1.0}));
    QCOMPARE(space.undoSteps(), 1);
    QCOMPARE(space.model.undoStack()->undoText(), QStringLiteral("Change B's weight"));
    moveTo(space.canvas(), from + QPoint(50, -40));
    release(space.canvas(), from + QPoint(50, -40));
    QCOMPARE(space.demand(0), (QList<double>{2.0, 1.0}));
}

/// An open hand over a tip (with a tooltip saying it can be dragged), a closed one while
/// dragging, the arrow elsewhere; the view's status tip says what the mouse does.
void TestGuiDrag::cursorAndTips()
{
    Space space;
    QVERIFY(space.view.statusTip().contains(QStringLiteral("Drag")));
    const QPoint tip = space.pixelOf({40, 120});
    hover(space.canvas(), tip + QPoint(2, 1));
    QCOMPARE(space.canvas()->cursor().shape(), Qt::OpenHandCursor);
    QVERIFY2(space.canvas()->toolTip().startsWith(QStringLiteral("B: 1 CPU, 3 GPU per task")),
             qPrintable(space.canvas()->toolTip()));
    hover(space.canvas(), space.pixelOf({90, 20}));
    QCOMPARE(space.canvas()->cursor().shape(), Qt::ArrowCursor);
    QVERIFY(space.canvas()->toolTip().isEmpty());
    // Nothing to take there: the press is the plot's.
    press(space.canvas(), space.pixelOf({90, 20}));
    QVERIFY(!space.view.demandDrag().dragging());
    release(space.canvas(), space.pixelOf({90, 20}));
    press(space.canvas(), tip);
    QCOMPARE(space.canvas()->cursor().shape(), Qt::ClosedHandCursor);
    release(space.canvas(), tip);
    QCOMPARE(space.canvas()->cursor().shape(), Qt::OpenHandCursor);
    QCOMPARE(space.undoSteps(), 0); // a click moves nothing
    // The sum (160, 180) is no user's: nothing to take. B's ray tip (60, 180) is.
    QVERIFY(!space.view.demandDrag().tipAt(space.pixelOf({160, 180})));
    QCOMPARE(space.view.demandDrag().tipAt(space.pixelOf({60, 180}))->user, 1);
}

/// One resource on both axes: the lanes' vectors move that demand alone.
void TestGuiDrag::laneDragMovesOneDemand()
{
    Space space;
    space.view.setAxes(0, 0);
    // A's lane: 120 CPU from (0, 1), 60 tasks; carried 12 CPU further, A asks 2.2 CPU.
    const QPoint from = space.pixelOf({120, 1});
    const QPoint to = from + (space.pixelOf({132, 1}) - space.pixelOf({120, 1})) + QPoint(0, 25);
    press(space.canvas(), from);
    moveTo(space.canvas(), to);
    QCOMPARE(QToolTip::text(), QStringLiteral("A: 2.2 CPU per task"));
    release(space.canvas(), to);
    QCOMPARE(space.demand(0), (QList<double>{2.2, 1.0}));
}

/// Beyond 50 users only the users drawn one by one can be taken, not the grey band.
void TestGuiDrag::onlyDrawnUsersAreDraggable()
{
    Space space(test::manyUsers(60));
    const QList<int> drawn = space.view.drawnUsers();
    QCOMPARE(drawn.size(), 8);
    QVERIFY(space.view.othersVector());
    QVERIFY(!space.view.demandDrag().tipAt(space.pixelOf(space.view.othersVector()->p2())));

    // The largest user's vector, from the origin (the chain's first), carried 30 pixels right.
    const int user = drawn[0];
    const QPointF head = space.view.vectorHeads().value(0);
    const double tasks = space.results.selectedResult().allocation.tasks[user];
    const QList<double> before = space.demand(user);
    const QPoint from = space.pixelOf(head);
    QCOMPARE(space.view.demandDrag().tipAt(from)->user, user);
    const QPoint to = from + QPoint(30, 0);
    const QPointF way = space.pointAt(to) - space.pointAt(from);
    press(space.canvas(), from, Qt::ShiftModifier);
    moveTo(space.canvas(), to, Qt::ShiftModifier);
    release(space.canvas(), to, Qt::ShiftModifier);
    const QList<double> after = space.demand(user);
    DRF_COMPARE_NEAR(after[0], (head.x() + way.x()) / tasks, kTol);
    DRF_COMPARE_NEAR(after[1], before[1], kTol);
    QCOMPARE(after[2], before[2]); // RAM is not on the axes
}

/// At an online instant the vectors are the mechanism's, and a drag still edits the scenario:
/// at t = 2 of the late arrival A alone holds 90 tasks, (180, 90).
void TestGuiDrag::dragAtAnOnlineInstant()
{
    const LoadResult preset = loadPreset(QStringLiteral("late-arrival"));
    QVERIFY(preset.ok());
    Space space(*preset.scenario);
    OnlineSet online(&space.results);
    space.view.setOnline(&online);
    online.setTime(2.0);
    QCoreApplication::processEvents();
    QVERIFY(space.view.showsInstant());
    DRF_COMPARE_NEAR(space.view.vectorHeads().value(0).x(), 180.0, 1e-6);
    const QPoint from = space.pixelOf({180, 90});
    const QPoint to = from + (space.pixelOf({189, 90}) - space.pixelOf({180, 90}));
    press(space.canvas(), from);
    moveTo(space.canvas(), to);
    release(space.canvas(), to);
    QCOMPARE(space.demand(0), (QList<double>{2.1, 1.0}));
    QCoreApplication::processEvents();
    QVERIFY(space.view.showsInstant());
}

/// One notch forward scales both ranges by 0.8 around the point under the mouse; back, by
/// 1.25. A slider step later (a replot) keeps the zoom.
void TestGuiDrag::wheelZoomsAroundTheMouse()
{
    Space space;
    const QCPRange x = space.xRange();
    const QCPRange y = space.yRange();
    const QPoint at = space.pixelOf({100, 50});
    const QPointF centre = space.pointAt(at);
    wheel(space.canvas(), at, 120);
    QVERIFY(space.view.zoomed());
    const double f = PlotNavigation::kZoomPerNotch;
    compareRange(space.xRange(), centre.x() + (x.lower - centre.x()) * f,
                 centre.x() + (x.upper - centre.x()) * f);
    compareRange(space.yRange(), centre.y() + (y.lower - centre.y()) * f,
                 centre.y() + (y.upper - centre.y()) * f);

    const QCPRange zoomedX = space.xRange();
    const QCPRange zoomedY = space.yRange();
    QCOMPARE(space.model.setDemand(0, 0, 2.5), QString());
    compareRange(space.xRange(), zoomedX.lower, zoomedX.upper);
    compareRange(space.yRange(), zoomedY.lower, zoomedY.upper);

    // Back out, around another point.
    const QPoint other = space.pixelOf({60, 120});
    const QPointF second = space.pointAt(other);
    wheel(space.canvas(), other, -120);
    compareRange(space.xRange(), second.x() + (zoomedX.lower - second.x()) / f,
                 second.x() + (zoomedX.upper - second.x()) / f);
    compareRange(space.yRange(), second.y() + (zoomedY.lower - second.y()) / f,
                 second.y() + (zoomedY.upper - second.y()) / f);
    // However long the wheel turns, a factor of 1000 either way at most.
    for (int notch = 0; notch < 60; ++notch)
        wheel(space.canvas(), other, 120);
    QVERIFY(space.xRange().size() >= x.size() / 1000 && space.xRange().size() < x.size() / 500);
    for (int notch = 0; notch < 120; ++notch)
        wheel(space.canvas(), other, -120);
    QVERIFY(space.xRange().size() <= x.size() * 1000 && space.xRange().size() > x.size() * 500);
}

/// The point under the middle button follows the mouse.
void TestGuiDrag::middleDragPans()
{
    Space space;
    const QCPRange x = space.xRange();
    const QCPRange y = space.yRange();
    const QPoint from = space.pixelOf({90, 90});
    const QPoint to = from + QPoint(40, -25);
    const QPointF way = space.pointAt(to) - space.pointAt(from);
    QTest::mousePress(space.canvas(), Qt::MiddleButton, {}, from);
    QCOMPARE(space.canvas()->cursor().shape(), Qt::SizeAllCursor);
    QTest::mouseEvent(QTest::MouseMove, space.canvas(), Qt::NoButton, {}, to);
    QTest::mouseRelease(space.canvas(), Qt::MiddleButton, {}, to);
    QVERIFY(space.view.zoomed());
    compareRange(space.xRange(), x.lower - way.x(), x.upper - way.x());
    compareRange(space.yRange(), y.lower - way.y(), y.upper - way.y());
    QCOMPARE(space.undoSteps(), 0);
}

/// A double-click gives back the automatic ranges, and so does loading a scenario.
void TestGuiDrag::doubleClickAndLoadReset()
{
    Space space;
    const QCPRange x = space.xRange();
    const QCPRange y = space.yRange();
    const QPoint at = space.pixelOf({100, 50});
    wheel(space.canvas(), at, 240);
    QVERIFY(space.xRange().size() < x.size() * 0.7);
    QTest::mouseDClick(space.canvas(), Qt::LeftButton, {}, at);
    QVERIFY(!space.view.zoomed());
    compareRange(space.xRange(), x.lower, x.upper);
    compareRange(space.yRange(), y.lower, y.upper);

    wheel(space.canvas(), at, 120);
    QTest::mousePress(space.canvas(), Qt::MiddleButton, {}, at);
    QTest::mouseEvent(QTest::MouseMove, space.canvas(), Qt::NoButton, {}, at + QPoint(20, 20));
    QTest::mouseRelease(space.canvas(), Qt::MiddleButton, {}, at + QPoint(20, 20));
    QVERIFY(space.view.zoomed());
    space.model.resetScenario(Scenario::seed());
    QVERIFY(!space.view.zoomed());
    compareRange(space.xRange(), x.lower, x.upper);
    compareRange(space.yRange(), y.lower, y.upper);
}

/// While the button is down the axes stay put even when the automatic ranges would move (the
/// fixed-price total grows past them); after it, they are the new automatic ones.
void TestGuiDrag::rangesHeldDuringADrag()
{
    Space space;
    const QCPRange x = space.xRange();
    const QCPRange y = space.yRange();
    // B's ray tip (60, 180) carried far up and left: B asks much more GPU.
    const QPoint from = space.pixelOf({60, 180});
    const QPoint to = space.pixelOf({20, 200});
    press(space.canvas(), from);
    moveTo(space.canvas(), to);
    QVERIFY(space.demand(1)[1] > 3.0);
    compareRange(space.xRange(), x.lower, x.upper);
    compareRange(space.yRange(), y.lower, y.upper);
    release(space.canvas(), to);
    QVERIFY(!space.view.zoomed());
    const QCPRange automaticY = space.yRange();

    // The same scenario drawn by a fresh view: the same ranges.
    Space fresh(space.model.scenario());
    compareRange(automaticY, fresh.yRange().lower, fresh.yRange().upper);
    QVERIFY(std::abs(automaticY.upper - y.upper) > 1.0);
}

/// An export draws a copy of the view: the automatic ranges, whatever the zoom on screen.
void TestGuiDrag::exportIgnoresTheZoom()
{
    Space space;
    const QCPRange x = space.xRange();
    const QCPRange y = space.yRange();
    wheel(space.canvas(), space.pixelOf({100, 50}), 360);
    QVERIFY(space.view.zoomed());
    std::unique_ptr<PlotView> copy = space.view.clone();
    copy->setFigureSize(QSize(900, 700));
    compareRange(copy->plot()->xAxis->range(), x.lower, x.upper);
    compareRange(copy->plot()->yAxis->range(), y.lower, y.upper);
}

DRFVIZ_TEST_MAIN(TestGuiDrag)
#include "tst_gui_drag.moc"
