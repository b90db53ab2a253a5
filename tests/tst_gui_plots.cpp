// The plots: what they draw is asserted from the plotted items' coordinates, against the numbers
// DOMAIN.md gives (the seed's 60/40 and its sums).

#include "allocationset.h"
#include "labelplacer.h"
#include "plotscenarios.h"
#include "resourcespaceview.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "screenshots.h"
#include "taskspaceview.h"
#include "testmain.h"
#include "testutil.h"
#include "utilizationview.h"

#include <QDir>
#include <QtTest>

#include <qcustomplot.h>

#include <cmath>
#include <limits>
#include <memory>

using namespace drf;

namespace {

constexpr double kTol = 1e-9;

/// A model, its results and the three plots, shown at a realistic size.
struct Plots
{
    explicit Plots(const std::optional<Scenario> &scenario = std::nullopt)
    {
        if (scenario)
            model.resetScenario(*scenario);
        for (QWidget *view :
             {static_cast<QWidget *>(&resourceSpace), static_cast<QWidget *>(&taskSpace),
              static_cast<QWidget *>(&utilization)}) {
            view->resize(900, 700);
            view->show();
        }
    }

    ScenarioModel model;
    AllocationSet results{&model};
    ResourceSpaceView resourceSpace{&results};
    TaskSpaceView taskSpace{&results};
    UtilizationView utilization{&results};
};

Scenario presetScenario(const QString &id)
{
    const LoadResult loaded = loadPreset(id);
    if (!loaded.ok())
        qFatal("preset %s: %s", qPrintable(id), qPrintable(loaded.errorText()));
    return *loaded.scenario;
}

/// |actual - expected| <= tolerance |expected| (1e-300 when expected is 0).
#define DRF_COMPARE_RELATIVE(actual, expected, tolerance)                                          \
    do {                                                                                           \
        const double drfA_ = (actual);                                                             \
        const double drfE_ = (expected);                                                           \
        if (!(std::abs(drfA_ - drfE_) <= std::max(std::abs(drfE_) * (tolerance), 1e-300)))         \
            QFAIL(qPrintable(QStringLiteral("%1 = %2, expected %3")                                \
                                 .arg(QStringLiteral(#actual))                                     \
                                 .arg(drfA_, 0, 'g', 17)                                           \
                                 .arg(drfE_, 0, 'g', 17)));                                        \
    } while (false)

/// The names in `plot`'s legend.
QStringList legendNames(QCustomPlot *plot)
{
    QStringList names;
    for (int k = 0; k < plot->plottableCount(); ++k) {
        if (plot->legend->hasItemWithPlottable(plot->plottable(k)))
            names.append(plot->plottable(k)->name());
    }
    return names;
}

/// The plot's title (the text element in the first row).
QString titleOf(QCustomPlot *plot)
{
    auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->element(0, 0));
    return title ? title->text() : QString();
}

/// The users not in `drawn`, out of `users`.
QList<int> othersOf(const QList<int> &drawn, int users)
{
    QList<int> others;
    for (int i = 0; i < users; ++i) {
        if (!drawn.contains(i))
            others.append(i);
    }
    return others;
}

/// Compares a plotted point with (expectedX, expectedY), each coordinate with `tolerance`.
#define DRF_COMPARE_POINT(actual, expectedX, expectedY, tolerance)                                 \
    do {                                                                                           \
        const QPointF drfPoint_ = (actual);                                                        \
        DRF_COMPARE_NEAR(drfPoint_.x(), (expectedX), (tolerance));                                 \
        DRF_COMPARE_NEAR(drfPoint_.y(), (expectedY), (tolerance));                                 \
    } while (false)

} // namespace

class TestGuiPlots : public QObject
{
    Q_OBJECT

private slots:
    void seedVectors();
    void seedSums();
    void seedSaturationAndIdle();
    void demandEditMovesVectors();
    void selectedPolicySwitch_data();
    void selectedPolicySwitch();
    void compareModeOverlaysEverySum();
    void threeResourceAxes();
    void chainedVectorsForThreeUsers();
    void taskSpaceSeed();
    void taskSpaceUsersAndOthers();
    void longTitlesWrapToThePlot();
    void aResizedPlotIsDrawnAgainBeforeItIsPainted();
    void utilizationBars();
    void labelBoxesAreWhereTheirAnchorsAre();
    void utilizationAllPolicies();
    void oneUser();
    void oneResource();
    void fiftyUsers();
    void tenThousandUsersAggregate();
    void renderFigures();
};

void TestGuiPlots::seedVectors()
{
    Plots plots;
    const QList<QPointF> heads = plots.resourceSpace.vectorHeads();
    QCOMPARE(heads.size(), 2);
    // x_A d_A = 60 (2, 1), x_B d_B = 40 (1, 3).
    DRF_COMPARE_POINT(heads[0], 120, 60, kTol);
    DRF_COMPARE_POINT(heads[1], 40, 120, kTol);
    QCOMPARE(plots.resourceSpace.xResource(), 0);
    QCOMPARE(plots.resourceSpace.yResource(), 1);
    QCOMPARE(plots.resourceSpace.plot()->xAxis->label(), QStringLiteral("CPU"));
    QCOMPARE(plots.resourceSpace.plot()->yAxis->label(), QStringLiteral("GPU"));
}

void TestGuiPlots::seedSums()
{
    Plots plots;
    const ResourceSpaceView &view = plots.resourceSpace;
    DRF_COMPARE_POINT(view.sumPoint(PolicyId::Drf), 160, 180, kTol);
    DRF_COMPARE_POINT(view.sumPoint(PolicyId::MaxMin), 120, 135, kTol);
    DRF_COMPARE_POINT(view.sumPoint(PolicyId::FixedPrice), 165, 195, kTol);
    // Outside compare mode the other policies are not drawn.
    QVERIFY(std::isnan(view.sumPoint(PolicyId::Walras).x()));
    // Every drawn point and the capacity rectangle are inside the axes, with a margin.
    const QCPRange x = view.plot()->xAxis->range();
    const QCPRange y = view.plot()->yAxis->range();
    QVERIFY(x.lower < 0 && x.upper > 180 * 1.05);
    QVERIFY(y.lower < 0 && y.upper > 195 * 1.05);
    QVERIFY(x.upper < 180 * 1.3 && y.upper < 195 * 1.3);
}

void TestGuiPlots::seedSaturationAndIdle()
{
    Plots plots;
    QStringList texts;
    QCustomPlot *plot = plots.resourceSpace.plot();
    for (int k = 0; k < plot->itemCount(); ++k) {
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(k)))
            texts.append(text->text());
    }
    // The seed's story, in the labels: GPU full, 20 CPU idle, the bundles.
    QVERIFY2(texts.contains(QStringLiteral("GPU full")), qPrintable(texts.join(" | ")));
    QVERIFY2(texts.contains(QStringLiteral("20 CPU idle")), qPrintable(texts.join(" | ")));
    QVERIFY(texts.contains(QStringLiteral("A: 60 tasks\n(120 CPU, 60 GPU)")));
    QVERIFY(texts.contains(QStringLiteral("B: 40 tasks\n(40 CPU, 120 GPU)")));
    QVERIFY(texts.contains(QStringLiteral("fixed price: 165 CPU, 195 GPU\n"
                                          "+15 GPU over capacity")));

    // Fixed price selected: its overload is drawn as its own warning annotation.
    plots.results.setSelectedPolicy(PolicyId::FixedPrice);
    texts.clear();
    for (int k = 0; k < plot->itemCount(); ++k) {
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(k)))
            texts.append(text->text());
    }
    QVERIFY2(texts.contains(QStringLiteral("+15 GPU over capacity")),
             qPrintable(texts.join(" | ")));
    QVERIFY(texts.contains(QStringLiteral("15 CPU idle")));
    QVERIFY(texts.contains(QStringLiteral("GPU capacity exceeded")));
}

void TestGuiPlots::demandEditMovesVectors()
{
    Plots plots;
    // A = (2, 2): mu_A = 1/90, mu_B = 1/60; CPU 2*90 + 1*60 = 240, GPU 2*90 + 3*60 = 360;
    // s = min(180/240, 180/360) = 1/2, x_A = 45, x_B = 30.
    plots.model.beginInteractiveEdit();
    QVERIFY(plots.model.setDemand(0, 1, 2.0).isEmpty());
    plots.model.endInteractiveEdit();
    const QList<QPointF> heads = plots.resourceSpace.vectorHeads();
    QCOMPARE(heads.size(), 2);
    DRF_COMPARE_POINT(heads[0], 90, 90, kTol);
    DRF_COMPARE_POINT(heads[1], 30, 90, kTol);
    DRF_COMPARE_POINT(plots.resourceSpace.sumPoint(PolicyId::Drf), 120, 180, kTol);
    // Fixed price: budgets 1800, p.d = 40 for both: 45 tasks each, (135, 225).
    DRF_COMPARE_POINT(plots.resourceSpace.sumPoint(PolicyId::FixedPrice), 135, 225, kTol);
    DRF_COMPARE_POINT(plots.taskSpace.policyPoint(PolicyId::Drf), 45, 30, kTol);
    DRF_COMPARE_NEAR(plots.utilization.barHeight(PolicyId::Drf, 1), 100, kTol);
    DRF_COMPARE_NEAR(plots.utilization.barHeight(PolicyId::Drf, 0), 100.0 * 120 / 180, kTol);

    plots.model.undoStack()->undo();
    DRF_COMPARE_POINT(plots.resourceSpace.vectorHeads()[0], 120, 60, kTol);
}

void TestGuiPlots::selectedPolicySwitch_data()
{
    QTest::addColumn<PolicyId>("policy");
    QTest::addColumn<QPointF>("headA");
    QTest::addColumn<QPointF>("headB");
    // max-min: 45 and 30 tasks; fixed price: 60 and 45; Walras: 72 and 36 (corner of CPU and GPU).
    QTest::newRow("max-min") << PolicyId::MaxMin << QPointF(90, 45) << QPointF(30, 90);
    QTest::newRow("fixed-price") << PolicyId::FixedPrice << QPointF(120, 60) << QPointF(45, 135);
    QTest::newRow("walras") << PolicyId::Walras << QPointF(144, 72) << QPointF(36, 108);
    QTest::newRow("drf-equal") << PolicyId::DrfEqual << QPointF(120, 60) << QPointF(40, 120);
}

void TestGuiPlots::selectedPolicySwitch()
{
    QFETCH(PolicyId, policy);
    QFETCH(QPointF, headA);
    QFETCH(QPointF, headB);
    Plots plots;
    plots.results.setSelectedPolicy(policy);
    const QList<QPointF> heads = plots.resourceSpace.vectorHeads();
    QCOMPARE(heads.size(), 2);
    DRF_COMPARE_POINT(heads[0], headA.x(), headA.y(), 1e-6);
    DRF_COMPARE_POINT(heads[1], headB.x(), headB.y(), 1e-6);
    const QPointF sum = headA + headB;
    DRF_COMPARE_POINT(plots.resourceSpace.sumPoint(policy), sum.x(), sum.y(), 1e-6);
    DRF_COMPARE_NEAR(plots.utilization.barHeight(policy, 0), 100.0 * sum.x() / 180, 1e-6);
}

void TestGuiPlots::compareModeOverlaysEverySum()
{
    Plots plots;
    plots.results.setCompareMode(true);
    for (PolicyId policy : kAllPolicies) {
        const QList<double> &usage = plots.results.result(policy).analysis.usage;
        DRF_COMPARE_POINT(plots.resourceSpace.sumPoint(policy), usage[0], usage[1], kTol);
    }
    DRF_COMPARE_POINT(plots.resourceSpace.sumPoint(PolicyId::Walras), 180, 180, 1e-6);
    // The selected policy's vectors stay, faded.
    QCOMPARE(plots.resourceSpace.vectorHeads().size(), 2);
    // Compare mode groups every policy's bars.
    for (PolicyId policy : kAllPolicies)
        QVERIFY(!std::isnan(plots.utilization.barHeight(policy, 0)));
}

void TestGuiPlots::threeResourceAxes()
{
    Plots plots(presetScenario(QStringLiteral("three-by-three")));
    ResourceSpaceView &view = plots.resourceSpace;
    const PolicyResult &drf = plots.results.result(PolicyId::Drf);
    const QList<double> &usage = drf.analysis.usage;
    DRF_COMPARE_POINT(view.sumPoint(PolicyId::Drf), usage[0], usage[1], kTol);

    view.setAxes(2, 1); // Memory across, GPU up
    QCOMPARE(view.xResource(), 2);
    QCOMPARE(view.yResource(), 1);
    QCOMPARE(view.plot()->xAxis->label(), QStringLiteral("Memory (GB)"));
    DRF_COMPARE_POINT(view.sumPoint(PolicyId::Drf), usage[2], usage[1], kTol);
    const QList<QPointF> heads = view.vectorHeads();
    QCOMPARE(heads.size(), 3);
    // Three users: head to tail, the last head is the sum.
    DRF_COMPARE_POINT(heads[0], drf.analysis.bundles[0][2], drf.analysis.bundles[0][1], kTol);
    DRF_COMPARE_POINT(heads[2], usage[2], usage[1], kTol);

    view.setAxes(7, 9); // out of range: the first two resources
    QCOMPARE(view.xResource(), 0);
    QCOMPARE(view.yResource(), 1);
    view.setAxes(1, 1); // the same resource twice: the one-dimensional version
    QCOMPARE(view.xResource(), 1);
    QCOMPARE(view.yResource(), 1);
    DRF_COMPARE_POINT(view.sumPoint(PolicyId::Drf), usage[1], 0, kTol);
}

void TestGuiPlots::chainedVectorsForThreeUsers()
{
    Scenario scenario = Scenario::seed();
    scenario.users.append({QStringLiteral("C"), {1, 1}, 1.0, std::nullopt});
    Plots plots(scenario);
    // mu = 1/90, 1/60, 1/180; CPU 2*90 + 60 + 180 = 420, GPU 90 + 180 + 180 = 450;
    // s = 180/450 = 2/5: x = 36, 24, 72. Heads: (72, 36), (+24, +72), (+72, +72).
    const QList<QPointF> heads = plots.resourceSpace.vectorHeads();
    QCOMPARE(heads.size(), 3);
    DRF_COMPARE_POINT(heads[0], 72, 36, kTol);
    DRF_COMPARE_POINT(heads[1], 96, 108, kTol);
    DRF_COMPARE_POINT(heads[2], 168, 180, kTol);
    DRF_COMPARE_POINT(plots.resourceSpace.sumPoint(PolicyId::Drf), 168, 180, kTol);
}

void TestGuiPlots::taskSpaceSeed()
{
    Plots plots;
    const TaskSpaceView &view = plots.taskSpace;
    QCOMPARE(view.userA(), 0);
    QCOMPARE(view.userB(), 1);
    DRF_COMPARE_POINT(view.policyPoint(PolicyId::Walras), 72, 36, 1e-6);
    DRF_COMPARE_POINT(view.policyPoint(PolicyId::Drf), 60, 40, kTol);
    DRF_COMPARE_POINT(view.policyPoint(PolicyId::MaxMin), 45, 30, kTol);
    DRF_COMPARE_POINT(view.policyPoint(PolicyId::FixedPrice), 60, 45, kTol);
    // DRF on the ray of equal dominant shares: 60/90 = 40/60.
    const QPointF drf = view.policyPoint(PolicyId::Drf);
    DRF_COMPARE_NEAR(drf.x() / 90, drf.y() / 60, kTol);
    // The feasible region: 2a + b <= 180 and a + 3b <= 180, corners (0,0) (90,0) (72,36) (0,60).
    const QPolygonF region = view.feasibleRegion();
    QCOMPARE(region.size(), 4);
    const QList<QPointF> corners{{0, 0}, {90, 0}, {72, 36}, {0, 60}};
    for (const QPointF &corner : corners) {
        const bool found = std::any_of(region.begin(), region.end(), [&](const QPointF &p) {
            return std::abs(p.x() - corner.x()) < 1e-9 && std::abs(p.y() - corner.y()) < 1e-9;
        });
        QVERIFY2(found,
                 qPrintable(QStringLiteral("corner (%1, %2)").arg(corner.x()).arg(corner.y())));
    }
    // Fixed price lies outside: 2*60 + 45 = 165 <= 180 but 60 + 3*45 = 195 > 180.
    const QPointF fixed = view.policyPoint(PolicyId::FixedPrice);
    QVERIFY(!region.containsPoint(fixed, Qt::OddEvenFill));
}

void TestGuiPlots::taskSpaceUsersAndOthers()
{
    Scenario scenario = Scenario::seed();
    scenario.users.append({QStringLiteral("C"), {1, 1}, 1.0, std::nullopt});
    Plots plots(scenario);
    TaskSpaceView &view = plots.taskSpace;
    view.setUsers(2, 0);
    QCOMPARE(view.userA(), 2);
    QCOMPARE(view.userB(), 0);
    // DRF: x = 36 (A), 24 (B), 72 (C). With B held at 24 tasks (24 CPU, 72 GPU) the residual is
    // (156, 108): C + 2A <= 156 and C + A <= 108, crossing at A = 48, C = 60.
    DRF_COMPARE_POINT(view.policyPoint(PolicyId::Drf), 72, 36, kTol);
    const QPolygonF region = view.feasibleRegion();
    const bool corner = std::any_of(region.begin(), region.end(), [](const QPointF &p) {
        return std::abs(p.x() - 60) < 1e-9 && std::abs(p.y() - 48) < 1e-9;
    });
    QVERIFY(corner);
    view.setUsers(1, 1); // equal: back to the first two
    QCOMPARE(view.userA(), 0);
    QCOMPARE(view.userB(), 1);
}

/// A title wider than the plot wraps at spaces to the plot's width: the title row grows by a
/// line instead of the text running off both sides.
void TestGuiPlots::longTitlesWrapToThePlot()
{
    Plots plots(presetScenario(QStringLiteral("three-by-three")));
    TaskSpaceView &view = plots.taskSpace;
    auto *title = qobject_cast<QCPTextElement *>(view.plot()->plotLayout()->element(0, 0));
    QVERIFY(title);
    QVERIFY(title->text().contains(QStringLiteral("the third user keeps its")));
    const QFontMetricsF metrics(title->font());
    const double oneLine = metrics.height();
    QVERIFY(metrics.horizontalAdvance(title->text()) < 900 - 20); // fits on one line at 900 px
    QVERIFY(title->outerRect().height() < 2 * oneLine);
    view.resize(420, 500);
    QCoreApplication::processEvents(); // the resize, which draws again
    view.plot()->replot(QCustomPlot::rpImmediateRefresh);
    QVERIFY(metrics.horizontalAdvance(title->text()) > view.plot()->width());
    QVERIFY2(title->outerRect().height() >= 2 * oneLine,
             qPrintable(QString::number(title->outerRect().height())));
    QVERIFY(title->outerRect().width() <= view.plot()->width());
}

/// Labels are placed in pixels: a plot given a new size is drawn again for it, once, before it is
/// painted (below about 420 x 315 pixels the labels are written short).
void TestGuiPlots::aResizedPlotIsDrawnAgainBeforeItIsPainted()
{
    Plots plots;
    ResourceSpaceView &view = plots.resourceSpace;
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.labelDensity(), LabelDensity::Full);
    QSignalSpy replots(view.plot(), &QCustomPlot::afterReplot);
    // Three sizes in a row, as a window dragged smaller goes through, then its paint.
    for (const QSize size : {QSize(700, 500), QSize(500, 400), QSize(400, 300)})
        view.resize(size);
    QCOMPARE(replots.count(), 0);
    const QImage small = view.plot()->grab().toImage();
    QCOMPARE(view.labelDensity(), LabelDensity::Compact);
    QCOMPARE(replots.count(), 1);
    QCOMPARE(view.plot()->viewport().size(), view.plot()->size());
    // What was painted is that drawing: a new paint of it shows the same pixels.
    QCoreApplication::processEvents();
    QCOMPARE(view.plot()->grab().toImage(), small);
    view.resize(900, 700);
    QTRY_COMPARE(view.labelDensity(), LabelDensity::Full);
}

void TestGuiPlots::utilizationBars()
{
    Plots plots;
    const UtilizationView &view = plots.utilization;
    // DRF: CPU 160/180, GPU 100 %; A's share of CPU 120/180, B's 40/180.
    DRF_COMPARE_NEAR(view.barHeight(PolicyId::Drf, 0), 100.0 * 160 / 180, kTol);
    DRF_COMPARE_NEAR(view.barHeight(PolicyId::Drf, 1), 100, kTol);
    DRF_COMPARE_NEAR(view.segmentHeight(PolicyId::Drf, 0, 0), 100.0 * 120 / 180, kTol);
    DRF_COMPARE_NEAR(view.segmentHeight(PolicyId::Drf, 0, 1), 100.0 * 40 / 180, kTol);
    QVERIFY(std::isnan(view.barHeight(PolicyId::MaxMin, 0)));
    // The axis leaves room above the highest bar.
    QVERIFY(view.plot()->yAxis->range().upper > 100);
}

// The box the label placer and the collision check read (one measurement of the text, kept)
// is the one QCustomPlot draws: its corner anchors, for the plots' labels and for every
// alignment, padding and rotation.
void TestGuiPlots::labelBoxesAreWhereTheirAnchorsAre()
{
    const auto anchorsBox = [](const QCPItemText *label) {
        QPolygonF corners;
        for (const QCPItemAnchor *corner :
             {label->topLeft, label->topRight, label->bottomRight, label->bottomLeft})
            corners.append(corner->pixelPosition());
        return corners.boundingRect();
    };
    const auto sameBox = [](const QRectF &a, const QRectF &b) {
        return std::abs(a.left() - b.left()) < kTol && std::abs(a.top() - b.top()) < kTol &&
               std::abs(a.right() - b.right()) < kTol && std::abs(a.bottom() - b.bottom()) < kTol;
    };
    Plots plots;
    int checked = 0;
    for (QCustomPlot *plot : {plots.resourceSpace.plot(), plots.utilization.plot()}) {
        for (int k = 0; k < plot->itemCount(); ++k) {
            if (const auto *label = qobject_cast<QCPItemText *>(plot->item(k))) {
                QVERIFY2(sameBox(drawnLabelBox(label), anchorsBox(label)),
                         qPrintable(label->text()));
                ++checked;
            }
        }
    }
    QVERIFY(checked >= 5);

    QCustomPlot *plot = plots.resourceSpace.plot();
    auto *label = new QCPItemText(plot);
    label->position->setType(QCPItemPosition::ptAbsolute);
    label->position->setCoords(100.3, 80.6);
    const Qt::Alignment horizontal[] = {Qt::AlignLeft, Qt::AlignHCenter, Qt::AlignRight};
    const Qt::Alignment vertical[] = {Qt::AlignTop, Qt::AlignVCenter, Qt::AlignBottom};
    for (const QString &text :
         {QStringLiteral("DRF: 160 CPU, 180 GPU"), QStringLiteral("A: 60 tasks\n(120, 60)")}) {
        label->setText(text);
        for (const int rotation : {0, -90, 30}) {
            label->setRotation(rotation);
            for (const QMargins &padding : {QMargins(3, 1, 3, 1), QMargins(0, 5, 7, 2)}) {
                label->setPadding(padding);
                for (Qt::Alignment h : horizontal) {
                    for (Qt::Alignment v : vertical) {
                        label->setPositionAlignment(h | v);
                        label->setTextAlignment(h);
                        QVERIFY2(sameBox(drawnLabelBox(label), anchorsBox(label)),
                                 qPrintable(QStringLiteral("%1, %2 degrees, alignment %3")
                                                .arg(text)
                                                .arg(rotation)
                                                .arg(int(h | v))));
                    }
                }
            }
        }
    }
    plot->removeItem(label);
}

void TestGuiPlots::utilizationAllPolicies()
{
    Plots plots;
    plots.utilization.setAllPolicies(true);
    QVERIFY(plots.utilization.allPolicies());
    DRF_COMPARE_NEAR(plots.utilization.barHeight(PolicyId::FixedPrice, 1), 100.0 * 195 / 180, kTol);
    DRF_COMPARE_NEAR(plots.utilization.barHeight(PolicyId::MaxMin, 0), 100.0 * 120 / 180, kTol);
    QVERIFY(plots.utilization.plot()->yAxis->range().upper > 100.0 * 195 / 180);
    plots.utilization.setAllPolicies(false);
    QVERIFY(std::isnan(plots.utilization.barHeight(PolicyId::FixedPrice, 1)));
}

void TestGuiPlots::oneUser()
{
    Scenario scenario = Scenario::seed();
    scenario.users.removeLast();
    Plots plots(scenario);
    // A alone: s = min(180/2, 180/1) / 90... x_A = 90 tasks, (180, 90).
    const QList<QPointF> heads = plots.resourceSpace.vectorHeads();
    QCOMPARE(heads.size(), 1);
    DRF_COMPARE_POINT(heads[0], 180, 90, kTol);
    DRF_COMPARE_POINT(plots.resourceSpace.sumPoint(PolicyId::Drf), 180, 90, kTol);
    QCOMPARE(plots.taskSpace.userA(), -1);
    QVERIFY(std::isnan(plots.taskSpace.policyPoint(PolicyId::Drf).x()));
    plots.taskSpace.setUsers(0, 1);
    plots.results.setCompareMode(true);
    test::checkScreenshot(plots.taskSpace.plot()->toPixmap(400, 300).toImage(), QSize(400, 300),
                          QStringLiteral("one-user-task"));
}

void TestGuiPlots::oneResource()
{
    Scenario scenario;
    scenario.resources = {{QStringLiteral("CPU"), 100, 10}};
    scenario.users = {{QStringLiteral("A"), {2}, 1.0, std::nullopt},
                      {QStringLiteral("B"), {1}, 1.0, std::nullopt}};
    Plots plots(scenario);
    // One resource: mu = 1/50, 1/100; s = 100 / (2*50 + 1*100) = 1/2: x = 25, 50; 50 CPU each.
    const QList<QPointF> heads = plots.resourceSpace.vectorHeads();
    QCOMPARE(heads.size(), 2);
    QCOMPARE(plots.resourceSpace.xResource(), 0);
    QCOMPARE(plots.resourceSpace.yResource(), 0);
    DRF_COMPARE_NEAR(heads[0].x(), 50, kTol);
    DRF_COMPARE_NEAR(heads[1].x(), 100, kTol);
    DRF_COMPARE_POINT(plots.resourceSpace.sumPoint(PolicyId::Drf), 100, 0, kTol);
    DRF_COMPARE_POINT(plots.taskSpace.policyPoint(PolicyId::Drf), 25, 50, kTol);
    DRF_COMPARE_NEAR(plots.utilization.barHeight(PolicyId::Drf, 0), 100, kTol);
    plots.results.setCompareMode(true);
    test::checkScreenshot(plots.resourceSpace.plot()->toPixmap(400, 300).toImage(), QSize(400, 300),
                          QStringLiteral("one-resource-resource"));
}

void TestGuiPlots::fiftyUsers()
{
    Plots plots(test::manyUsers(50));
    QCOMPARE(plots.resourceSpace.vectorHeads().size(), 50);
    const QList<double> &usage = plots.results.result(PolicyId::Drf).analysis.usage;
    DRF_COMPARE_POINT(plots.resourceSpace.vectorHeads().last(), usage[0], usage[1], 1e-9);
    plots.results.setCompareMode(true);
    plots.taskSpace.setUsers(49, 3);
    QCOMPARE(plots.taskSpace.userA(), 49);
    const QList<double> &tasks = plots.results.result(PolicyId::Walras).allocation.tasks;
    DRF_COMPARE_POINT(plots.taskSpace.policyPoint(PolicyId::Walras), tasks[49], tasks[3], kTol);
    const QList<QCustomPlot *> figures = {plots.resourceSpace.plot(), plots.taskSpace.plot(),
                                          plots.utilization.plot()};
    for (qsizetype k = 0; k < figures.size(); ++k)
        test::checkScreenshot(figures[k]->toPixmap(900, 700).toImage(), QSize(900, 700),
                              QStringLiteral("fifty-compare-%1").arg(k));
}

/// 10,000 users x 16 resources under compare: each view draws the 8 largest users one by one
/// and the other 9,992 together, says so, and the aggregate adds up to the users it stands for.
/// (Drawing every user took minutes; CTest's timeout catches a relapse.)
void TestGuiPlots::tenThousandUsersAggregate()
{
    const Scenario scenario = test::largeScenario(10000, 16);
    Plots plots(scenario);
    plots.results.setCompareMode(true);
    const QString others = QStringLiteral("the other 9,992 users");
    const PolicyResult &drf = plots.results.result(PolicyId::Drf);

    // Resource space: the largest users' vectors, then the others' sum; the chain ends on the
    // total usage.
    const ResourceSpaceView &space = plots.resourceSpace;
    QCOMPARE(space.drawnUsers().size(), 8);
    QVERIFY2(titleOf(space.plot()).contains(others), qPrintable(titleOf(space.plot())));
    QVERIFY(legendNames(space.plot()).contains(others + QStringLiteral(", together")));
    QVERIFY(space.othersVector().has_value());
    double othersX = 0.0;
    double othersY = 0.0;
    for (int i : othersOf(space.drawnUsers(), 10000)) {
        othersX += drf.analysis.bundles[i][0];
        othersY += drf.analysis.bundles[i][1];
    }
    DRF_COMPARE_RELATIVE(space.othersVector()->dx(), othersX, 1e-9);
    DRF_COMPARE_RELATIVE(space.othersVector()->dy(), othersY, 1e-9);
    const QList<QPointF> heads = space.vectorHeads();
    QCOMPARE(heads.size(), 9);
    DRF_COMPARE_RELATIVE(heads.last().x(), drf.analysis.usage[0], 1e-9);
    DRF_COMPARE_RELATIVE(heads.last().y(), drf.analysis.usage[1], 1e-9);
    // Every drawn user holds at least as much of the axes' capacity as any user folded in.
    const auto share = [&](int i) {
        return drf.analysis.bundles[i][0] / scenario.resources[0].capacity +
               drf.analysis.bundles[i][1] / scenario.resources[1].capacity;
    };
    double smallestDrawn = std::numeric_limits<double>::infinity();
    for (int i : space.drawnUsers())
        smallestDrawn = std::min(smallestDrawn, share(i));
    for (int i : othersOf(space.drawnUsers(), 10000))
        QVERIFY(share(i) <= smallestDrawn);

    // Bars: the others' segment is the sum of their shares, and every bar its utilization.
    const UtilizationView &bars = plots.utilization;
    QCOMPARE(bars.drawnUsers().size(), 8);
    QVERIFY2(titleOf(bars.plot()).contains(others), qPrintable(titleOf(bars.plot())));
    QVERIFY(legendNames(bars.plot()).contains(others + QStringLiteral(", together")));
    const QList<int> folded = othersOf(bars.drawnUsers(), 10000);
    for (PolicyId policy : kAllPolicies) {
        const AllocationAnalysis &analysis = plots.results.result(policy).analysis;
        for (int j = 0; j < 16; ++j) {
            double sum = 0.0;
            for (int i : folded)
                sum += analysis.bundles[i][j];
            DRF_COMPARE_RELATIVE(bars.othersHeight(policy, j),
                                 100.0 * sum / scenario.resources[j].capacity, 1e-9);
            DRF_COMPARE_RELATIVE(bars.barHeight(policy, j), 100.0 * analysis.utilization[j], 1e-9);
        }
        QVERIFY(std::isnan(bars.segmentHeight(policy, 0, folded.first())));
        const int largest = bars.drawnUsers().first();
        DRF_COMPARE_RELATIVE(bars.segmentHeight(policy, 3, largest),
                             100.0 * analysis.bundles[largest][3] / scenario.resources[3].capacity,
                             1e-9);
    }

    // Task space: two users on the axes, the 9,998 others held at their allocation.
    const TaskSpaceView &tasks = plots.taskSpace;
    QVERIFY2(titleOf(tasks.plot()).contains(QStringLiteral("the 9,998 others keep their")),
             qPrintable(titleOf(tasks.plot())));
    for (int j = 0; j < 16; ++j) {
        double held = 0.0;
        for (int i = 2; i < 10000; ++i)
            held += drf.allocation.tasks[i] * scenario.users[i].demand[j];
        DRF_COMPARE_RELATIVE(tasks.constraintBound(j), scenario.resources[j].capacity - held, 1e-9);
    }

    // The figures render, and a slider step redraws them.
    const QList<QCustomPlot *> figures = {plots.resourceSpace.plot(), plots.taskSpace.plot(),
                                          plots.utilization.plot()};
    const QImage resourceSpaceBefore = figures.first()->toPixmap(800, 600).toImage();
    plots.model.beginInteractiveEdit();
    QVERIFY(plots.model.setDemand(0, 0, 2.5).isEmpty());
    plots.model.endInteractiveEdit();
    QCOMPARE(plots.resourceSpace.vectorHeads().size(), 9);
    for (qsizetype k = 0; k < figures.size(); ++k)
        test::checkScreenshot(figures[k]->toPixmap(800, 600).toImage(), QSize(800, 600),
                              QStringLiteral("ten-thousand-step-%1").arg(k));
    QVERIFY(figures.first()->toPixmap(800, 600).toImage() != resourceSpaceBefore);
}

void TestGuiPlots::renderFigures()
{
    // Each figure of each case renders at 900 x 700 with something drawn; with
    // DRF_SCREENSHOT_DIR set, they are kept there to look at (labels, arrows, overlaps).
    auto render = [&](Plots &plots, const QString &name) {
        const QList<std::pair<QCustomPlot *, QString>> figures = {
            {plots.resourceSpace.plot(), QStringLiteral("-resource")},
            {plots.taskSpace.plot(), QStringLiteral("-task")},
            {plots.utilization.plot(), QStringLiteral("-utilization")}};
        for (const auto &[plot, figure] : figures)
            test::checkScreenshot(plot->toPixmap(900, 700).toImage(), QSize(900, 700),
                                  name + figure);
    };
    {
        Plots plots;
        render(plots, QStringLiteral("seed"));
        plots.results.setSelectedPolicy(PolicyId::MaxMin);
        render(plots, QStringLiteral("seed-maxmin"));
        plots.results.setSelectedPolicy(PolicyId::FixedPrice);
        render(plots, QStringLiteral("seed-fixed"));
        plots.results.setSelectedPolicy(PolicyId::Drf);
        plots.results.setCompareMode(true);
        render(plots, QStringLiteral("seed-compare"));
    }
    {
        Plots plots(presetScenario(QStringLiteral("three-by-three")));
        render(plots, QStringLiteral("three"));
        plots.resourceSpace.setAxes(2, 0);
        plots.results.setCompareMode(true);
        render(plots, QStringLiteral("three-compare"));
    }
    {
        Plots plots(test::manyUsers(50));
        render(plots, QStringLiteral("fifty"));
    }
    {
        Plots plots(test::largeScenario(10000, 16));
        render(plots, QStringLiteral("ten-thousand"));
        plots.results.setCompareMode(true);
        render(plots, QStringLiteral("ten-thousand-compare"));
        plots.resourceSpace.setAxes(3, 3);
        render(plots, QStringLiteral("ten-thousand-one-resource"));
    }
    {
        Plots plots(presetScenario(QStringLiteral("seed")));
        plots.resourceSpace.setAxes(1, 1); // one resource: the one-dimensional version
        render(plots, QStringLiteral("seed-gpu-only"));
    }
    for (const QString &preset : {QStringLiteral("drf-paper"), QStringLiteral("zero-demand")}) {
        Plots plots(presetScenario(preset));
        render(plots, preset);
    }
}

DRFVIZ_TEST_MAIN(TestGuiPlots)
#include "tst_gui_plots.moc"
