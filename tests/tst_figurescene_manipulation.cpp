// The manipulation figures as scenes (tst_figurescene has the others): the curve's and the heat
// map's numbers are the seed's maths (DOMAIN.md: under Walras user A gains by lying, under DRF
// not), and both renderers, QCustomPlot (the screen and PNG/PDF/SVG) and pgfplots (.tex), draw
// every item, legend entry and label of them for every preset.
#include "allocationset.h"
#include "figurescenetest.h"
#include "manipulationcurveview.h"
#include "manipulationheatmapview.h"
#include "manipulationscene.h"
#include "pgfplotsfigure.h"
#include "pgfplotsscene.h"
#include "scenariomodel.h"
#include "testmain.h"
#include "testutil.h"
#include "translation.h"

#include <QtTest>

#include <qcustomplot.h>

#include <memory>

using namespace drf;
using drf::test::legendTexts;

Q_DECLARE_METATYPE(drf::PolicyId)

namespace {

/// The seed's user A: real tasks when it reports GPU / CPU = `ratio` instead of 1/2 (the scale
/// of a report changes nothing with continuous tasks), B truthful; C = (180, 180), D_B = (1, 3).
double seedDrfRealTasks(double ratio)
{
    // A reports (1, ratio): mu'_A = max(1, ratio) / 180, mu_B = 3 / 180. DRF's closed form
    // s = min_j C_j / sum_i d_ij / mu_i, x'_A = s / mu'_A lie-tasks of (1, ratio), each worth
    // min(1 / 2, ratio / 1) real tasks of (2, 1).
    const double muA = std::max(1.0, ratio) / 180;
    const double muB = 3.0 / 180;
    const double s = std::min(180 / (1 / muA + 1 / muB), 180 / (ratio / muA + 3 / muB));
    return s / muA * std::min(0.5, ratio);
}

double seedWalrasRealTasks(double ratio)
{
    // Equal budgets for (1, ratio) and (1, 3). Up to ratio 3/5 both resources clear at positive
    // prices: x'_A + x_B = 180 and ratio x'_A + 3 x_B = 180, so x'_A = 360 / (3 - ratio). Past it
    // the CPU's price is 0 and both spend alike on the GPU: ratio x'_A = 90. A's real tasks are
    // min(x'_A / 2, ratio x'_A): 72 at the truth (1/2), 75 at 3/5 (+4.2 %).
    const double lieTasks = ratio <= 0.6 ? 360 / (3 - ratio) : 90 / ratio;
    return lieTasks * std::min(0.5, ratio);
}

/// A preset's scenario in a model, with its results.
struct Results
{
    explicit Results(const QString &preset)
    {
        if (const LoadResult loaded = loadPreset(preset); loaded.scenario)
            model.resetScenario(*loaded.scenario);
    }
    ScenarioModel model;
    AllocationSet results{&model};
};

/// The landscape of `user` under `policy` (continuous tasks), heat map and best lie included.
std::shared_ptr<const ManipulationLandscape> landscapeOf(const Scenario &scenario, PolicyId policy,
                                                         int user = 0)
{
    LandscapeQuery query;
    query.user = user;
    query.policy = policy;
    return std::make_shared<const ManipulationLandscape>(computeLandscape(scenario, query));
}

/// A preset's manipulation figure under `policy`, of its first user: the curve or the heat map.
struct Figure
{
    Figure(const QString &preset, PolicyId policy, bool heatMap)
        : data(preset), landscape(landscapeOf(data.results.scenario(), policy)),
          scene(heatMap ? manipulationHeatMapScene(landscape.get())
                        : manipulationCurveScene(landscape.get())),
          results(data.results)
    {
        data.results.setSelectedPolicy(policy);
    }
    Results data;
    std::shared_ptr<const ManipulationLandscape> landscape;
    FigureScene scene;
    AllocationSet &results;
};

template <typename Item> QList<Item> itemsOf(const FigureScene &scene)
{
    QList<Item> items;
    for (const SceneItem &item : scene.items) {
        if (const auto *one = std::get_if<Item>(&item))
            items.append(*one);
    }
    return items;
}

template <typename Plottable> int plottableCount(QCustomPlot *plot)
{
    int count = 0;
    for (int k = 0; k < plot->plottableCount(); ++k)
        count += qobject_cast<Plottable *>(plot->plottable(k)) ? 1 : 0;
    return count;
}

/// The colour scale beside the plot's axes, if any.
QCPColorScale *colorScaleOf(const QCustomPlot *plot)
{
    for (QCPLayoutElement *element : plot->plotLayout()->elements(true)) {
        if (auto *scale = qobject_cast<QCPColorScale *>(element))
            return scale;
    }
    return nullptr;
}

/// `point` as the .tex writes a marker's coordinates.
QString texCoordinates(QPointF point)
{
    return QStringLiteral("coordinates {(%1,%2)}")
        .arg(PgfplotsWriter::number(point.x()), PgfplotsWriter::number(point.y()));
}

} // namespace

class TestFigureSceneManipulation : public QObject
{
    Q_OBJECT

private slots:
    void seedCurveHasTheMathsNumbers_data();
    void seedCurveHasTheMathsNumbers();
    void seedHeatMapHasTheMathsNumbers_data();
    void seedHeatMapHasTheMathsNumbers();
    void texDrawsEveryItem_data();
    void texDrawsEveryItem();
    void plotDrawsEveryItem_data();
    void plotDrawsEveryItem();
    void heatMapHasATexFigure();
    void texCurveWritesShortAsTheScreen();
    void texCurveIsTranslated();
};

void TestFigureSceneManipulation::seedCurveHasTheMathsNumbers_data()
{
    QTest::addColumn<PolicyId>("policy");
    QTest::newRow("drf") << PolicyId::Drf;
    QTest::newRow("walras") << PolicyId::Walras;
}

void TestFigureSceneManipulation::seedCurveHasTheMathsNumbers()
{
    QFETCH(PolicyId, policy);
    const auto landscape = landscapeOf(Scenario::seed(), policy);
    const FigureScene scene = manipulationCurveScene(landscape.get());
    const bool walras = policy == PolicyId::Walras;
    const auto realTasks = walras ? seedWalrasRealTasks : seedDrfRealTasks;
    // Along the reported ratio GPU / CPU, the truth 1/2 in the middle of 1/8 .. 2 (log).
    QVERIFY(scene.x.logarithmic);
    DRF_COMPARE_NEAR(scene.x.lower, 0.125, 1e-12);
    DRF_COMPARE_NEAR(scene.x.upper, 2.0, 1e-12);
    QCOMPARE(scene.x.ticks.size(), 5);
    DRF_COMPARE_NEAR(scene.x.ticks[2].first, 0.5, 1e-12);
    QCOMPARE(scene.x.ticks[2].second, QStringLiteral("0.5"));
    QCOMPARE(scene.x.label, QStringLiteral("reported GPU / CPU (truth 0.5)"));
    QCOMPARE(scene.y.label, QStringLiteral("A's real tasks"));
    QCOMPARE(scene.title, walras ? QStringLiteral("Along the reported ratio (Walras)")
                                 : QStringLiteral("Along the reported ratio (DRF)"));
    // Every point of the curve is the closed form's real tasks at its ratio (the allocations are
    // solved to ~1e-9 relative; Walras' peak is found to 1e-6 in log factor).
    const QList<ScenePath> paths = itemsOf<ScenePath>(scene);
    QCOMPARE(paths.size(), 1);
    QCOMPARE(paths[0].points.size(), walras ? 42 : 41);
    double highest = 0;
    for (const QPointF &point : paths[0].points) {
        DRF_COMPARE_NEAR(point.y(), realTasks(point.x()), 1e-6);
        highest = std::max(highest, point.y());
    }
    QVERIFY(scene.y.lower <= 15.0 && scene.y.upper > highest);
    // The truth: 60 tasks under DRF, 72 under Walras; under Walras the best lie is 75 at 3/5.
    const QList<SceneMarker> markers = itemsOf<SceneMarker>(scene);
    QCOMPARE(markers.size(), walras ? 2 : 1);
    QCOMPARE(markers[0].shape, MarkerShape::Cross);
    DRF_COMPARE_NEAR(markers[0].point.x(), 0.5, 1e-12);
    DRF_COMPARE_NEAR(markers[0].point.y(), walras ? 72.0 : 60.0, 1e-9);
    if (!walras) {
        QCOMPARE(legendTexts(scene), QStringList{QStringLiteral("truth")});
        QCOMPARE(scene.labels.size(), 1);
        QCOMPARE(scene.labels[0].text, QStringLiteral("truth = best: 60 tasks"));
        return;
    }
    DRF_COMPARE_NEAR(markers[1].point.x(), 0.6, 1e-4);
    DRF_COMPARE_NEAR(markers[1].point.y(), 75.0, 1e-6);
    QVERIFY(markers[1].hollow && !markers[1].halo);
    QCOMPARE(legendTexts(scene),
             (QStringList{QStringLiteral("truth"), QStringLiteral("best lie")}));
    QCOMPARE(scene.labels.size(), 2);
    QCOMPARE(scene.labels[0].text, QStringLiteral("truth: 72 tasks"));
    QCOMPARE(scene.labels[1].text, QStringLiteral("best lie: 75 tasks (+4.2%)"));
}

void TestFigureSceneManipulation::seedHeatMapHasTheMathsNumbers_data()
{
    seedCurveHasTheMathsNumbers_data();
}

void TestFigureSceneManipulation::seedHeatMapHasTheMathsNumbers()
{
    QFETCH(PolicyId, policy);
    const auto landscape = landscapeOf(Scenario::seed(), policy);
    const FigureScene scene = manipulationHeatMapScene(landscape.get());
    const bool walras = policy == PolicyId::Walras;
    const auto realTasks = walras ? seedWalrasRealTasks : seedDrfRealTasks;
    // A cell per factor 1/4 .. 4 on A's CPU (across) and GPU (up), in log2 coordinates.
    const QList<SceneColorMap> maps = itemsOf<SceneColorMap>(scene);
    QCOMPARE(maps.size(), 1);
    const SceneColorMap &map = maps[0];
    QCOMPARE(map.columns, 41);
    QCOMPARE(map.rows, 41);
    QCOMPARE(map.firstCell, QPointF(-2, -2));
    QCOMPARE(map.lastCell, QPointF(2, 2));
    DRF_COMPARE_NEAR(scene.x.lower, -2.05, 1e-12);
    DRF_COMPARE_NEAR(scene.y.upper, 2.05, 1e-12);
    QCOMPARE(scene.x.ticks[2].second, QStringLiteral("2")); // A's true CPU per task
    QCOMPARE(scene.y.ticks[4].second, QStringLiteral("4")); // 4 x its true GPU
    // Each cell (2 f, g) is worth what the reported ratio g / 2f gives.
    double lowest = 1e300;
    double highest = -1e300;
    for (int row = 0; row < map.rows; ++row) {
        for (int column = 0; column < map.columns; ++column) {
            const double value = map.values[row * map.columns + column];
            const double ratio = std::exp2(-2 + 0.1 * row) / (2 * std::exp2(-2 + 0.1 * column));
            DRF_COMPARE_NEAR(value, realTasks(ratio), 1e-6);
            lowest = std::min(lowest, value);
            highest = std::max(highest, value);
        }
    }
    QVERIFY(scene.colorScale);
    QCOMPARE(scene.colorScale->label, QStringLiteral("A's real tasks"));
    QCOMPARE(scene.colorScale->lowest, lowest);
    QCOMPARE(scene.colorScale->highest, highest);
    QCOMPARE(scene.colorScale->stops.size(), 5);
    QVERIFY(scene.legend.isEmpty()); // the colour scale is the legend
    const QList<SceneMarker> markers = itemsOf<SceneMarker>(scene);
    QCOMPARE(markers.size(), walras ? 2 : 1);
    QCOMPARE(markers[0].point, QPointF(0, 0)); // the truth
    if (!walras) {
        // Lying never pays under DRF: the truth is the best cell, 60 tasks.
        DRF_COMPARE_NEAR(highest, 60.0, 1e-9);
        QCOMPARE(scene.labels.size(), 1);
        QCOMPARE(scene.labels[0].text, QStringLiteral("truth = best"));
        return;
    }
    // Walras: the refined best lie, 75 tasks at the reported ratio 3/5, off the grid's cells.
    QVERIFY(highest > 72.0 && highest < 75.0);
    const QPointF best = markers[1].point;
    DRF_COMPARE_NEAR(std::exp2(best.y()) / (2 * std::exp2(best.x())), 0.6, 1e-4);
    QCOMPARE(scene.labels.size(), 2);
    QCOMPARE(scene.labels[1].text, QStringLiteral("best lie: 75 (+4.2%)"));
}

void TestFigureSceneManipulation::texDrawsEveryItem_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<PolicyId>("policy");
    QTest::addColumn<bool>("heatMap");
    for (const Preset &preset : presets())
        for (PolicyId policy : {PolicyId::Drf, PolicyId::Walras, PolicyId::MaxMin})
            for (const bool heatMap : {false, true})
                QTest::addRow("%s %s %s", qPrintable(preset.id), qPrintable(policyKey(policy)),
                              heatMap ? "heat map" : "curve")
                    << preset.id << policy << heatMap;
}

void TestFigureSceneManipulation::texDrawsEveryItem()
{
    QFETCH(QString, preset);
    QFETCH(PolicyId, policy);
    QFETCH(bool, heatMap);
    const Figure figure(preset, policy, heatMap);
    const FigureScene &scene = figure.scene;
    const QList<SceneMarker> markers = itemsOf<SceneMarker>(scene);
    QCOMPARE(itemsOf<ScenePath>(scene).size(), heatMap ? 0 : 1);
    QVERIFY(!markers.isEmpty());
    // The curve through its points, every cell, every marker (no halo), every legend entry and
    // label, the axes and the colour bar.
    PgfplotsSettings settings;
    settings.size = {16, 12}; // full labels
    const QString tex = pgfplotsScene(scene, settings);
    for (const ScenePath &path : itemsOf<ScenePath>(scene)) {
        QStringList at;
        for (const QPointF &point : path.points)
            at.append(PgfplotsWriter::at(point));
        QVERIFY(tex.contains(at.join(QStringLiteral(" -- "))));
        QVERIFY(tex.contains(QStringLiteral("xmode=log")));
    }
    for (const SceneColorMap &map : itemsOf<SceneColorMap>(scene)) {
        QVERIFY(tex.contains(
            QStringLiteral("mesh/cols=%1, mesh/rows=%2").arg(map.columns).arg(map.rows)));
        QCOMPARE(tex.count(QStringLiteral(") [")), qsizetype(map.columns) * map.rows);
        QVERIFY(tex.contains(
            QStringLiteral("colorbar style={ylabel={%1}}").arg(texText(scene.colorScale->label))));
        QVERIFY(tex.contains(QStringLiteral("point meta min=%1, point meta max=%2")
                                 .arg(PgfplotsWriter::number(scene.colorScale->lowest),
                                      PgfplotsWriter::number(scene.colorScale->highest))));
    }
    QCOMPARE(tex.count(QStringLiteral("\\addplot[forget plot")), markers.size());
    for (const SceneMarker &marker : markers)
        QVERIFY2(tex.contains(texCoordinates(marker.point)),
                 qPrintable(texCoordinates(marker.point)));
    QCOMPARE(tex.count(QStringLiteral("\\addlegendentry")), scene.legend.size());
    for (const SceneLegendEntry &entry : scene.legend)
        QVERIFY(tex.contains(QStringLiteral("\\addlegendentry{%1}").arg(texText(entry.text))));
    for (const SceneLabel &label : scene.labels)
        QVERIFY2(tex.contains(texText(label.text)), qPrintable(label.text));
    for (const auto &tick : scene.x.ticks + scene.y.ticks)
        QVERIFY(tex.contains(QLatin1Char('{') + texText(tick.second) + QLatin1Char('}')));
    QVERIFY(tex.contains(texText(scene.title)));
    QVERIFY(tex.contains(QStringLiteral("xmin=%1").arg(PgfplotsWriter::number(scene.x.lower))));
}

void TestFigureSceneManipulation::plotDrawsEveryItem_data()
{
    texDrawsEveryItem_data();
}

void TestFigureSceneManipulation::plotDrawsEveryItem()
{
    QFETCH(QString, preset);
    QFETCH(PolicyId, policy);
    QFETCH(bool, heatMap);
    Figure figure(preset, policy, heatMap);
    const FigureScene &scene = figure.scene;
    // The same curve, cells, colour scale, markers, legend and labels.
    std::unique_ptr<ManipulationView> view;
    if (heatMap)
        view = std::make_unique<ManipulationHeatMapView>(&figure.results);
    else
        view = std::make_unique<ManipulationCurveView>(&figure.results);
    view->setLandscape(figure.landscape);
    view->resize(800, 600);
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    QCustomPlot *plot = view->plot();
    QCOMPARE(plottableCount<QCPCurve>(plot), int(itemsOf<ScenePath>(scene).size()));
    QCOMPARE(plottableCount<QCPColorMap>(plot), heatMap ? 1 : 0);
    QCOMPARE(plot->graphCount(), int(itemsOf<SceneMarker>(scene).size())); // no halos
    QCOMPARE(plot->xAxis->scaleType(), heatMap ? QCPAxis::stLinear : QCPAxis::stLogarithmic);
    QCOMPARE(plot->xAxis->range().lower, scene.x.lower);
    QCOMPARE(plot->yAxis->range().upper, scene.y.upper);
    QCOMPARE(legendTexts(plot), legendTexts(scene));
    QCPColorScale *colorScale = colorScaleOf(plot);
    QCOMPARE(colorScale != nullptr, heatMap);
    if (colorScale) {
        QCOMPARE(colorScale->axis()->label(), scene.colorScale->label);
        QCOMPARE(colorScale->dataRange().lower, scene.colorScale->lowest);
        QCOMPARE(colorScale->dataRange().upper, scene.colorScale->highest);
        auto *colorMap = qobject_cast<QCPColorMap *>(plot->plottable(0));
        QVERIFY(colorMap);
        const SceneColorMap cells = itemsOf<SceneColorMap>(scene).value(0);
        QCOMPARE(colorMap->data()->keySize(), cells.columns);
        QCOMPARE(colorMap->data()->cell(3, 5), cells.values[5 * cells.columns + 3]);
    }
    const QString described = view->accessibleDescription();
    for (const SceneLabel &label : scene.labels)
        QVERIFY2(described.contains(label.text), qPrintable(label.text));
}

void TestFigureSceneManipulation::heatMapHasATexFigure()
{
    // Before the heat map was a scene, its LaTeX export was refused: pgfplotsFigure() knew only
    // the curve.
    Results seed(QStringLiteral("seed"));
    seed.results.setSelectedPolicy(PolicyId::Walras);
    ManipulationHeatMapView view(&seed.results);
    view.setLandscape(landscapeOf(seed.results.scenario(), PolicyId::Walras));
    QVERIFY(hasPgfplotsFigure(view));
    const QString tex = pgfplotsFigure(view, {});
    QCOMPARE(tex, pgfplotsScene(view.scene().value(), {}));
    QVERIFY(tex.contains(QStringLiteral("matrix plot*")));
    QVERIFY(tex.contains(QStringLiteral("colorbar")));
}

void TestFigureSceneManipulation::texCurveWritesShortAsTheScreen()
{
    // At 8 cm the labels are written short, their numbers in the caption, as on a small screen
    // (the curve's old writer always wrote them in full, without a caption).
    Results seed(QStringLiteral("seed"));
    seed.results.setSelectedPolicy(PolicyId::Walras);
    ManipulationCurveView view(&seed.results);
    view.setLandscape(landscapeOf(seed.results.scenario(), PolicyId::Walras));
    const QString tex = pgfplotsFigure(view, {});
    QVERIFY(tex.contains(QStringLiteral("{truth}")));
    QVERIFY(tex.contains(QStringLiteral("truth: 72 tasks \\textperiodcentered{} best lie: 75 "
                                        "tasks (+4.2\\%)")));
    QCOMPARE(tex.count(QStringLiteral("truth: 72 tasks")), 1);
}

void TestFigureSceneManipulation::texCurveIsTranslated()
{
    // The legend's "truth" was written in English in every language.
    const Translation polish(Language::Polish);
    Results seed(QStringLiteral("seed"));
    ManipulationCurveView view(&seed.results);
    view.setLandscape(landscapeOf(seed.results.scenario(), PolicyId::Drf));
    const QString tex = pgfplotsFigure(view, {});
    QVERIFY(tex.contains(QStringLiteral("\\addlegendentry{prawda}")));
    QVERIFY(!tex.contains(QStringLiteral("{truth}")));
}

DRFVIZ_TEST_MAIN(TestFigureSceneManipulation)
#include "tst_figurescene_manipulation.moc"
