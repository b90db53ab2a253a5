#include "geometry.h"
#include "labelsolver.h"
#include "testmain.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace drf;

namespace {

/// A short one-line label, pixels.
const QSizeF kLabelSize(60, 14);

/// An 800 x 600 figure that is all plot area, nothing in it yet.
LabelProblem emptyPlot()
{
    LabelProblem problem;
    problem.plotArea = QRectF(0, 0, 800, 600);
    problem.figure = problem.plotArea;
    return problem;
}

/// The pairs of boxes that overlap, as "i-j".
QStringList overlappingPairs(const QList<QRectF> &rects)
{
    QStringList pairs;
    for (int i = 0; i < rects.size(); ++i) {
        for (int j = i + 1; j < rects.size(); ++j) {
            if (overlapArea(rects[i], rects[j]) > 0)
                pairs.append(QStringLiteral("%1-%2").arg(i).arg(j));
        }
    }
    return pairs;
}

/// 20 labels anchored on a row 40 pixels apart, with a line just under the row: each one's
/// preferred spot (60 pixels wide) overlaps its neighbour's, but staggered rows leave room for
/// all.
LabelProblem crowdedRow()
{
    LabelProblem problem = emptyPlot();
    for (int k = 0; k < 20; ++k) {
        const QPointF anchor(20 + 40 * k, 300);
        problem.obstacles.append({anchor, anchor, 6}); // the marker the label names
        problem.labels.append(spotsAround(anchor, kLabelSize));
    }
    problem.obstacles.append({QPointF(0, 320), QPointF(800, 320), 3}); // a line under the row
    return problem;
}

} // namespace

class TestLabelSolver : public QObject
{
    Q_OBJECT

private slots:
    void spotsAroundTheAnchor();
    void preferredSpotWhenFree();
    void firstOfEqualSpotsWins();
    void labelsSharingAnAnchorDoNotOverlap();
    void earlyLabelMakesRoom();
    void avoidsAPoint();
    void avoidsALine();
    void avoidsATakenBox();
    void ignoresAnObstacleOffTheScale();
    void staysInsideThePlotArea_data();
    void staysInsideThePlotArea();
    void leastBadSpotWhenNoneIsFree();
    void movedInsideTheFigure();
    void labelWithoutSpots();
    void sameInputSameOutput();
    void crowdedRowHasNoOverlap();
    void crowdedPointFinishes();
};

void TestLabelSolver::spotsAroundTheAnchor()
{
    const QList<LabelSpot> spots = spotsAround({100, 200}, kLabelSize);
    QCOMPARE(spots.size(), 48); // 8 directions x 6 gaps
    // Above-right, 3 pixels off, first; then below-right, above-left, below-left, right, left,
    // above, below at the same gap.
    QCOMPARE(spots[0].rect, QRectF(103, 183, 60, 14));
    QCOMPARE(spots[1].rect, QRectF(103, 203, 60, 14));
    QCOMPARE(spots[2].rect, QRectF(37, 183, 60, 14));
    QCOMPARE(spots[3].rect, QRectF(37, 203, 60, 14));
    QCOMPARE(spots[4].rect, QRectF(103, 193, 60, 14));
    QCOMPARE(spots[5].rect, QRectF(37, 193, 60, 14));
    QCOMPARE(spots[6].rect, QRectF(70, 183, 60, 14));
    QCOMPARE(spots[7].rect, QRectF(70, 203, 60, 14));
    QCOMPARE(spots[0].distance, 3.0);
    QCOMPARE(spots[8].rect, QRectF(110, 176, 60, 14));
    QCOMPARE(spots[8].distance, 10.0);
    QCOMPARE(spots[47].rect, QRectF(70, 276, 60, 14));
    QCOMPARE(spots[47].distance, 76.0);
}

void TestLabelSolver::preferredSpotWhenFree()
{
    LabelProblem problem = emptyPlot();
    const QList<LabelSpot> spots = spotsAround({400, 300}, kLabelSize);
    problem.labels = {spots};
    QCOMPARE(placeLabels(problem), QList<QRectF>{spots[0].rect});
}

void TestLabelSolver::firstOfEqualSpotsWins()
{
    // Two free spots at the same distance: the one listed first is the preferred one.
    LabelProblem problem = emptyPlot();
    const LabelSpot left{QRectF(100, 100, 60, 14), 5};
    const LabelSpot right{QRectF(300, 100, 60, 14), 5};
    problem.labels = {{left, right}};
    QCOMPARE(placeLabels(problem), QList<QRectF>{left.rect});
    problem.labels = {{right, left}};
    QCOMPARE(placeLabels(problem), QList<QRectF>{right.rect});
}

void TestLabelSolver::labelsSharingAnAnchorDoNotOverlap()
{
    // Three policies with the same result: three labels around one point, each wanting the
    // same spot. The first keeps it; the others go to the next free directions.
    LabelProblem problem = emptyPlot();
    const QList<LabelSpot> spots = spotsAround({400, 300}, kLabelSize);
    problem.labels = {spots, spots, spots};
    const QList<QRectF> rects = placeLabels(problem);
    QCOMPARE(overlappingPairs(rects), QStringList());
    QCOMPARE(rects, (QList<QRectF>{spots[0].rect, spots[1].rect, spots[2].rect}));
}

void TestLabelSolver::earlyLabelMakesRoom()
{
    // The second label can go only where the first prefers to be: the first chooses first,
    // then gives way to its next spot, as it has free ones and the second has none.
    LabelProblem problem = emptyPlot();
    const QList<LabelSpot> spots = spotsAround({400, 300}, kLabelSize);
    problem.labels = {spots, {spots[0]}};
    QCOMPARE(placeLabels(problem), (QList<QRectF>{spots[1].rect, spots[0].rect}));
}

void TestLabelSolver::avoidsAPoint()
{
    // A result point 20 pixels right of and 10 above the anchor, under the preferred spot:
    // the label takes the next direction, below-right.
    LabelProblem problem = emptyPlot();
    const QPointF anchor(400, 300);
    const QPointF result = anchor + QPointF(20, -10);
    problem.obstacles = {{result, result, 5}};
    const QList<LabelSpot> spots = spotsAround(anchor, kLabelSize);
    problem.labels = {spots};
    const QList<QRectF> rects = placeLabels(problem);
    QCOMPARE(rects, QList<QRectF>{spots[1].rect});
    QCOMPARE(overlapArea(rects[0], QRectF(result - QPointF(5, 5), QSizeF(10, 10))), 0.0);
}

void TestLabelSolver::avoidsALine()
{
    // A vertical line 30 pixels right of the anchor crosses every spot on the right up to a
    // gap of 34: the label goes above-left instead.
    LabelProblem problem = emptyPlot();
    const QPointF anchor(400, 300);
    problem.obstacles = {{anchor + QPointF(30, -200), anchor + QPointF(30, 200), 3}};
    const QList<LabelSpot> spots = spotsAround(anchor, kLabelSize);
    problem.labels = {spots};
    const QList<QRectF> rects = placeLabels(problem);
    QCOMPARE(rects, QList<QRectF>{spots[2].rect});
    QVERIFY(!clipToBox(problem.obstacles[0].from, problem.obstacles[0].to,
                       rects[0].adjusted(-3, -3, 3, 3)));
}

void TestLabelSolver::avoidsATakenBox()
{
    // The legend sits right of the anchor, over both right-hand spots at the smallest gap.
    LabelProblem problem = emptyPlot();
    const QPointF anchor(400, 300);
    const QRectF legend(anchor + QPointF(0, -40), QSizeF(120, 80));
    problem.taken = {legend};
    const QList<LabelSpot> spots = spotsAround(anchor, kLabelSize);
    problem.labels = {spots};
    const QList<QRectF> rects = placeLabels(problem);
    QCOMPARE(rects, QList<QRectF>{spots[2].rect});
    QCOMPARE(overlapArea(rects[0], legend), 0.0);
}

void TestLabelSolver::ignoresAnObstacleOffTheScale()
{
    LabelProblem problem = emptyPlot();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double infinity = std::numeric_limits<double>::infinity();
    problem.obstacles = {{QPointF(nan, 300), QPointF(nan, 300), 5},
                         {QPointF(400, 300), QPointF(infinity, 0), 3}};
    const QList<LabelSpot> spots = spotsAround({400, 300}, kLabelSize);
    problem.labels = {spots};
    QCOMPARE(placeLabels(problem), QList<QRectF>{spots[0].rect});
}

void TestLabelSolver::staysInsideThePlotArea_data()
{
    QTest::addColumn<QPointF>("anchor");
    QTest::addColumn<int>("spot"); // the first of spotsAround() inside the plot area
    // The plot area is 100..700 x 50..550 inside an 800 x 600 figure.
    QTest::newRow("top-right corner") << QPointF(690, 60) << 3;     // below-left
    QTest::newRow("top-left corner") << QPointF(110, 60) << 1;      // below-right
    QTest::newRow("bottom-right corner") << QPointF(690, 540) << 2; // above-left
    QTest::newRow("bottom-left corner") << QPointF(110, 540) << 0;  // above-right
    QTest::newRow("top edge") << QPointF(400, 55) << 1;             // below-right
}

void TestLabelSolver::staysInsideThePlotArea()
{
    QFETCH(QPointF, anchor);
    QFETCH(int, spot);
    LabelProblem problem = emptyPlot();
    problem.plotArea = QRectF(100, 50, 600, 500);
    const QList<LabelSpot> spots = spotsAround(anchor, kLabelSize);
    problem.labels = {spots};
    const QList<QRectF> rects = placeLabels(problem);
    QVERIFY(problem.plotArea.contains(rects[0]));
    QCOMPARE(rects[0], spots[spot].rect);
}

void TestLabelSolver::leastBadSpotWhenNoneIsFree()
{
    // Both spots overlap a taken box, the preferred one by 100 square pixels, the other by 50:
    // the label is not dropped, it takes the least bad spot.
    LabelProblem problem = emptyPlot();
    problem.taken = {QRectF(100, 100, 200, 100)};
    const LabelSpot muchCovered{QRectF(90, 90, 20, 20), 3};
    const LabelSpot littleCovered{QRectF(295, 90, 20, 20), 3};
    problem.labels = {{muchCovered, littleCovered}};
    QCOMPARE(overlapArea(muchCovered.rect, problem.taken[0]), 100.0);
    QCOMPARE(overlapArea(littleCovered.rect, problem.taken[0]), 50.0);
    QCOMPARE(placeLabels(problem), QList<QRectF>{littleCovered.rect});
}

void TestLabelSolver::movedInsideTheFigure()
{
    // An anchor far left of the figure (a point off the visible range): every spot lies
    // outside, so the nearest (above-right, x = -197) is slid right until it is inside, at the
    // same height.
    LabelProblem problem = emptyPlot();
    problem.labels = {spotsAround({-200, 300}, kLabelSize)};
    QList<QRectF> rects = placeLabels(problem);
    QCOMPARE(rects, QList<QRectF>{QRectF(0, 283, 60, 14)});
    // A label wider than the figure keeps its left edge on the figure's.
    problem.labels = {spotsAround({400, 300}, QSizeF(1000, 14))};
    rects = placeLabels(problem);
    QCOMPARE(rects[0].left(), 0.0);
    QCOMPARE(rects[0].width(), 1000.0);
}

void TestLabelSolver::labelWithoutSpots()
{
    LabelProblem problem = emptyPlot();
    const QList<LabelSpot> spots = spotsAround({400, 300}, kLabelSize);
    problem.labels = {{}, spots};
    const QList<QRectF> rects = placeLabels(problem);
    QCOMPARE(rects.size(), 2);
    QVERIFY(rects[0].isNull());
    QCOMPARE(rects[1], spots[0].rect);
}

void TestLabelSolver::sameInputSameOutput()
{
    LabelProblem problem = crowdedRow();
    // Some labels on one point too, where many spots cost the same.
    for (int k = 0; k < 5; ++k)
        problem.labels.append(spotsAround({400, 100}, kLabelSize));
    const QList<QRectF> first = placeLabels(problem);
    const LabelProblem copy = problem;
    QCOMPARE(placeLabels(copy), first);
    QCOMPARE(placeLabels(problem), first);
}

void TestLabelSolver::crowdedRowHasNoOverlap()
{
    const LabelProblem problem = crowdedRow();
    QList<QRectF> preferred;
    for (const QList<LabelSpot> &spots : problem.labels)
        preferred.append(spots[0].rect);
    QCOMPARE(overlappingPairs(preferred).size(), 19); // each with its neighbour

    const QList<QRectF> rects = placeLabels(problem);
    QCOMPARE(rects.size(), 20);
    QCOMPARE(overlappingPairs(rects), QStringList());
    for (const QRectF &rect : rects) {
        QVERIFY(problem.plotArea.contains(rect));
        // Clear of the line under the row, as there is room above it.
        QVERIFY(!clipToBox(QPointF(0, 320), QPointF(800, 320), rect.adjusted(-3, -3, 3, 3)));
    }
}

void TestLabelSolver::crowdedPointFinishes()
{
    // 20 labels on one point of a figure too small for them: no layout without overlap
    // exists; the solver still answers, with every label inside the figure.
    LabelProblem problem;
    problem.plotArea = QRectF(0, 0, 200, 150);
    problem.figure = problem.plotArea;
    for (int k = 0; k < 20; ++k)
        problem.labels.append(spotsAround({100, 75}, kLabelSize));
    const QList<QRectF> rects = placeLabels(problem);
    QCOMPARE(rects.size(), 20);
    for (const QRectF &rect : rects)
        QVERIFY(problem.figure.contains(rect));
}

DRFVIZ_TEST_APPLESS_MAIN(TestLabelSolver)
#include "tst_labelsolver.moc"
