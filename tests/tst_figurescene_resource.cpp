// The resource space and the progressive filling are each one scene drawn by two renderers:
// their scenes have the numbers the maths gives on the seed and on the DRF paper's example, and
// both the QCustomPlot renderer (the screen and PNG/PDF/SVG) and the pgfplots renderer (.tex)
// draw every item, legend entry and label of them, for every preset and policy. The .tex of a
// view is the screen's: the same ranges, legend and (following the Timeline) instant.
#include "figurescenetest.h"
#include "fillingscene.h"
#include "fillingview.h"
#include "onlineset.h"
#include "pgfplotsfigure.h"
#include "pgfplotsscene.h"
#include "resourcespacescene.h"
#include "resourcespaceview.h"
#include "testmain.h"
#include "testutil.h"

#include <QRegularExpression>
#include <QtTest>

#include <qcustomplot.h>

using namespace drf;
using namespace drf::test;

Q_DECLARE_METATYPE(drf::PolicyId)

namespace {

constexpr double kTol = 1e-9; // the allocations are solved to ~1e-12 relative

bool near(QPointF a, QPointF b, double tolerance = kTol)
{
    return qAbs(a.x() - b.x()) <= tolerance * qMax(1.0, qAbs(b.x())) &&
           qAbs(a.y() - b.y()) <= tolerance * qMax(1.0, qAbs(b.y()));
}

const ScenePath *pathAt(const FigureScene &scene, int item)
{
    return item < scene.items.size() ? std::get_if<ScenePath>(&scene.items[item]) : nullptr;
}

int pathCount(const FigureScene &scene, ScenePath::Kind kind)
{
    return int(std::count_if(scene.items.begin(), scene.items.end(), [kind](const SceneItem &i) {
        const auto *path = std::get_if<ScenePath>(&i);
        return path && path->kind == kind;
    }));
}

/// The label whose name is `name`, or null.
const SceneLabel *label(const FigureScene &scene, const QString &name)
{
    for (const SceneLabel &label : scene.labels)
        if (label.name == name)
            return &label;
    return nullptr;
}

/// The .tex's legend entries in order.
QStringList texLegend(const QString &tex)
{
    QStringList legend;
    static const QRegularExpression entry(QStringLiteral("\\\\addlegendentry\\{(.*)\\}$"),
                                          QRegularExpression::MultilineOption);
    for (auto match = entry.globalMatch(tex); match.hasNext();)
        legend.append(match.next().captured(1));
    return legend;
}

/// The .tex's "xmin=..., xmax=..., ymin=..., ymax=..." as numbers.
QRectF texRange(const QString &tex)
{
    static const QRegularExpression range(
        QStringLiteral("xmin=([-0-9.e]+), xmax=([-0-9.e]+), ymin=([-0-9.e]+), ymax=([-0-9.e]+)"));
    const QRegularExpressionMatch match = range.match(tex);
    return QRectF(QPointF(match.captured(1).toDouble(), match.captured(3).toDouble()),
                  QPointF(match.captured(2).toDouble(), match.captured(4).toDouble()));
}

/// `text` as the .tex writes it.
QStringList texTexts(const QStringList &texts)
{
    QStringList written;
    for (const QString &text : texts)
        written.append(texText(text));
    return written;
}

/// Every item of `scene` in the .tex (each path through its points, in order, under the grid
/// first; each marker, with its halo unless bare), every legend entry and every label's lines,
/// written in full.
void checkTex(const FigureScene &scene)
{
    PgfplotsSettings settings;
    settings.size = {16, 12}; // full labels
    const QString tex = pgfplotsScene(scene, settings);
    QList<SceneItem> drawn;
    for (const SceneLayer layer : {SceneLayer::UnderGrid, SceneLayer::OverGrid})
        for (const SceneItem &item : scene.items) {
            const auto *path = std::get_if<ScenePath>(&item);
            const auto *box = std::get_if<SceneBox>(&item);
            if ((path ? path->layer : box ? box->layer : SceneLayer::OverGrid) == layer)
                drawn.append(item);
        }
    qsizetype from = 0;
    int marks = 0;
    for (const SceneItem &item : drawn) {
        QString course;
        if (const auto *path = std::get_if<ScenePath>(&item)) {
            QStringList at;
            for (const QPointF &point : path->points)
                at.append(std::isfinite(point.x()) ? PgfplotsWriter::at(point) : QString());
            // A gap between two pieces is written as a space.
            course = at.join(QStringLiteral(" -- "))
                         .replace(QStringLiteral(" --  -- "), QStringLiteral(" "));
        } else if (const auto *marker = std::get_if<SceneMarker>(&item)) {
            course = QStringLiteral("coordinates {(%1,%2)}")
                         .arg(PgfplotsWriter::number(marker->point.x()),
                              PgfplotsWriter::number(marker->point.y()));
            marks += marker->halo ? 2 : 1;
        } else {
            const auto &box = std::get<SceneBox>(item);
            course = PgfplotsWriter::at(box.corner) + QStringLiteral(" rectangle ") +
                     PgfplotsWriter::at(box.opposite);
        }
        const qsizetype at = tex.indexOf(course, from);
        QVERIFY2(at >= 0, qPrintable(course));
        from = at + course.size();
    }
    QCOMPARE(tex.count(QStringLiteral("\\addplot[forget plot")), marks);
    QCOMPARE(texLegend(tex), texTexts(legendTexts(scene)));
    for (const SceneLabel &label : scene.labels)
        for (const QString &line : label.text.split(QLatin1Char('\n')))
            QVERIFY2(tex.contains(texText(line)), qPrintable(line));
    QVERIFY(tex.contains(texText(scene.title.section(QLatin1Char('\n'), 0, 0))));
    QCOMPARE(texRange(tex), QRectF(QPointF(PgfplotsWriter::number(scene.x.lower).toDouble(),
                                           PgfplotsWriter::number(scene.y.lower).toDouble()),
                                   QPointF(PgfplotsWriter::number(scene.x.upper).toDouble(),
                                           PgfplotsWriter::number(scene.y.upper).toDouble())));
}

/// Every item of `scene` on `view`'s plot, drawn at full labels: boxes, segments (labels far
/// from their anchor add leader lines), curves, markers over their halos, the legend, the
/// labels and the ranges.
void checkPlot(PlotView &view, const FigureScene &scene)
{
    QCustomPlot *plot = view.plot();
    int boxes = 0;
    int segments = 0;
    int texts = 0;
    for (int k = 0; k < plot->itemCount(); ++k) {
        boxes += qobject_cast<QCPItemRect *>(plot->item(k)) ? 1 : 0;
        segments += qobject_cast<QCPItemLine *>(plot->item(k)) ? 1 : 0;
        texts += qobject_cast<QCPItemText *>(plot->item(k)) ? 1 : 0;
    }
    QCOMPARE(boxes, itemCount<SceneBox>(scene));
    QVERIFY(segments >= pathCount(scene, ScenePath::Kind::Segment));
    QCOMPARE(texts, scene.labels.size());
    int curves = 0;
    for (int k = 0; k < plot->plottableCount(); ++k)
        curves += qobject_cast<QCPCurve *>(plot->plottable(k)) ? 1 : 0;
    QCOMPARE(curves, pathCount(scene, ScenePath::Kind::Polyline));
    int graphs = 0;
    for (const SceneItem &item : scene.items)
        if (const auto *marker = std::get_if<SceneMarker>(&item))
            graphs += marker->halo ? 2 : 1;
    QCOMPARE(plot->graphCount(), graphs);
    QCOMPARE(legendTexts(plot), legendTexts(scene));
    QCOMPARE(plot->xAxis->range().lower, scene.x.lower);
    QCOMPARE(plot->yAxis->range().upper, scene.y.upper);
    QCOMPARE(plot->xAxis->label(), scene.x.label);
    QCOMPARE(plot->yAxis->label(), scene.y.label);
}

/// Shows `view` at full labels and checks that both renderers draw every item of its scene.
void checkBothRenderers(PlotView &view)
{
    FigureStyle style;
    style.labels = LabelDensity::Full;
    view.setFigureStyle(style);
    view.resize(800, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const FigureScene scene = view.scene().value();
    QVERIFY(scene.items.size() >= 5);
    checkTex(scene);
    if (!QTest::currentTestFailed())
        checkPlot(view, scene);
}

} // namespace

class TestFigureSceneResource : public QObject
{
    Q_OBJECT

private slots:
    void seedResourceSpaceHasTheMathsNumbers();
    void drfPaperResourceSpaceHasTheMathsNumbers();
    void oneResourceHasLanes();
    void fillingHasTheMathsNumbers();
    void resourceDrawnByBothRenderers_data();
    void resourceDrawnByBothRenderers();
    void fillingDrawnByBothRenderers_data();
    void fillingDrawnByBothRenderers();
    void texHasTheScreensRangesAndLegend_data();
    void texHasTheScreensRangesAndLegend();
    void texShowsTheOnlineInstant();
};

void TestFigureSceneResource::seedResourceSpaceHasTheMathsNumbers()
{
    // The seed (DOMAIN.md): C = (180 CPU, 180 GPU), A needs (2, 1), B (1, 3) per task. DRF:
    // s = 2/3, A 60 and B 40 tasks: vectors (120, 60) and (40, 120) from the origin, their sum
    // (160, 180) on the top edge (GPU full, 20 CPU idle). Max-min: 45 and 30 tasks, (120, 135);
    // fixed price: 60 and 45, (165, 195), 15 GPU over capacity.
    Results seed(QStringLiteral("seed"));
    const ResourceSpaceFigure figure = resourceSpaceScene(seed.results, 0, 1);
    QCOMPARE(figure.x, 0);
    QCOMPARE(figure.y, 1);
    QVERIFY(!figure.instant);
    QCOMPARE(figure.drawnUsers, (QList<int>{0, 1}));
    QCOMPARE(figure.vectors.size(), 2);
    QVERIFY(near(figure.vectors[0].p1(), {0, 0}) && near(figure.vectors[0].p2(), {120, 60}));
    QVERIFY(near(figure.vectors[1].p1(), {0, 0}) && near(figure.vectors[1].p2(), {40, 120}));
    QCOMPARE(figure.totals.size(), 3);
    QVERIFY(near(figure.totals.value(PolicyId::Drf), {160, 180}));
    QVERIFY(near(figure.totals.value(PolicyId::MaxMin), {120, 135}));
    QVERIFY(near(figure.totals.value(PolicyId::FixedPrice), {165, 195}));
    // The tips the mouse takes: the vectors (60 and 40 times the demand), then the rays to the
    // edge of the box: A's (2, 1) x 90 = (180, 90), B's (1, 3) x 60 = (60, 180).
    QCOMPARE(figure.tips.size(), 4);
    QCOMPARE(figure.tips[0].multiple, seed.results.selectedResult().allocation.tasks[0]);
    QVERIFY(qAbs(figure.tips[0].multiple - 60) <= 60 * kTol);
    QVERIFY(near(figure.tips[2].head, {180, 90}) && qAbs(figure.tips[2].multiple - 90) <= kTol);
    QVERIFY(near(figure.tips[3].head, {60, 180}) && qAbs(figure.tips[3].multiple - 60) <= kTol);

    const FigureScene &scene = figure.scene;
    QCOMPARE(scene.title, QStringLiteral("DRF: allocation vectors and their sum"));
    QCOMPARE(scene.x.label, QStringLiteral("CPU"));
    QCOMPARE(scene.y.label, QStringLiteral("GPU"));
    // The axes: the origin to the fixed price's total (195 GPU), 10 % above, 5 % below.
    QVERIFY(qAbs(scene.x.lower + 9) <= kTol && qAbs(scene.x.upper - 198) <= kTol);
    QVERIFY(qAbs(scene.y.lower + 9.75) <= kTol && qAbs(scene.y.upper - 214.5) <= kTol);
    // The capacity box from the origin to (180, 180).
    QCOMPARE(itemCount<SceneBox>(scene), 1);
    const auto &box = std::get<SceneBox>(scene.items[0]);
    QCOMPARE(box.opposite, QPointF(180, 180));
    QCOMPARE(scene.legend.size(), 6);
    QCOMPARE(scene.legend[0].text, QStringLiteral("capacity (180 CPU, 180 GPU)"));
    QCOMPARE(scene.legend[0].name, QStringLiteral("capacity"));
    QCOMPARE(scene.legend[1].text, QStringLiteral("A per task: 2 CPU, 1 GPU"));
    QCOMPARE(scene.legend[3].text, QStringLiteral("DRF total"));
    QCOMPARE(scene.legend[5].text, QStringLiteral("fixed price total"));
    // The labels: the full GPU edge, the users, the totals, the idle CPU.
    QCOMPARE(label(scene, QStringLiteral("GPU full"))->anchor, QPointF(45, 180));
    QCOMPARE(label(scene, QStringLiteral("A"))->text,
             QStringLiteral("A: 60 tasks\n(120 CPU, 60 GPU)"));
    QCOMPARE(label(scene, QStringLiteral("DRF"))->text, QStringLiteral("DRF: 160 CPU, 180 GPU"));
    QCOMPARE(label(scene, QStringLiteral("fixed price"))->text,
             QStringLiteral("fixed price: 165 CPU, 195 GPU\n+15 GPU over capacity"));
    QCOMPARE(label(scene, QStringLiteral("fixed price"))->ink.colour, warningColor());
    const SceneLabel *idle = label(scene, QStringLiteral("idle"));
    QCOMPARE(idle->text, QStringLiteral("20 CPU idle"));
    QVERIFY(near(idle->anchor, {170, 0}));
    // Five segments: the full edge, the two dashed copies closing the parallelogram at the sum,
    // and the vectors; the sum's arrow; the dotted guide and the idle band with its bars.
    QCOMPARE(pathCount(scene, ScenePath::Kind::Segment), 8);
    QCOMPARE(pathCount(scene, ScenePath::Kind::Polyline), 2); // the demand rays
    const ScenePath *band = nullptr;
    for (const SceneItem &item : scene.items)
        if (const auto *path = std::get_if<ScenePath>(&item);
            path && path->bars && path->bars->tail)
            band = path;
    QVERIFY(band);
    QVERIFY(near(band->points[0], {160, 0}) && near(band->points[1], {180, 0}));
    QCOMPARE(itemCount<SceneMarker>(scene), 3);
}

void TestFigureSceneResource::drfPaperResourceSpaceHasTheMathsNumbers()
{
    // The DRF paper's example: C = (9 CPU, 18 GB), A needs (1, 4), B (3, 1). mu_A = 2/9,
    // mu_B = 1/3; s = min(9 / (1 x 4.5 + 3 x 3), 18 / (4 x 4.5 + 1 x 3)) = 2/3 (CPU full):
    // A 3 tasks (3 CPU, 12 GB), B 2 tasks (6 CPU, 2 GB); sum (9, 14), 4 GB idle.
    Results paper(QStringLiteral("drf-paper"));
    const ResourceSpaceFigure figure = resourceSpaceScene(paper.results, 0, 1);
    QVERIFY(near(figure.vectors[0].p2(), {3, 12}));
    QVERIFY(near(figure.vectors[1].p2(), {6, 2}));
    QVERIFY(near(figure.totals.value(PolicyId::Drf), {9, 14}));
    const FigureScene &scene = figure.scene;
    QVERIFY(label(scene, QStringLiteral("CPU full")));
    QCOMPARE(label(scene, QStringLiteral("idle"))->text, QStringLiteral("4 Memory (GB) idle"));
    QCOMPARE(label(scene, QStringLiteral("B"))->text,
             QStringLiteral("B: 2 tasks\n(6 CPU, 2 Memory (GB))"));
    // Compare mode: every policy's total, the vectors faded, no idle band.
    paper.results.setCompareMode(true);
    const ResourceSpaceFigure compare = resourceSpaceScene(paper.results, 0, 1);
    QCOMPARE(compare.totals.size(), int(kAllPolicies.size()));
    QVERIFY(!label(compare.scene, QStringLiteral("idle")));
    int faded = 0;
    for (int item = 0; item < compare.scene.items.size(); ++item) {
        const ScenePath *path = pathAt(compare.scene, item);
        if (path && path->stroke.width == lineWidth::kBundle) {
            QCOMPARE(path->stroke.ink.colour.alpha(), 80);
            faded += 1;
        }
    }
    QCOMPARE(faded, 2);
}

void TestFigureSceneResource::oneResourceHasLanes()
{
    // The seed on its CPU alone: DRF's bundles 120 and 40 CPU chained along it, one lane each,
    // the total 160 CPU in lane 0 and 20 CPU idle.
    Results seed(QStringLiteral("seed"));
    const ResourceSpaceFigure figure = resourceSpaceScene(seed.results, 0, 0);
    QCOMPARE(figure.y, 0);
    QVERIFY(near(figure.vectors[0].p1(), {0, 1}) && near(figure.vectors[0].p2(), {120, 1}));
    QVERIFY(near(figure.vectors[1].p1(), {120, 2}) && near(figure.vectors[1].p2(), {160, 2}));
    QVERIFY(near(figure.totals.value(PolicyId::Drf), {160, 0}));
    const FigureScene &scene = figure.scene;
    QCOMPARE(scene.y.label, QStringLiteral("user"));
    QCOMPARE(scene.y.ticks.size(), 3);
    QCOMPARE(scene.y.ticks[0].second, QStringLiteral("total"));
    QCOMPARE(scene.y.ticks[2].second, QStringLiteral("B"));
    const auto &box = std::get<SceneBox>(scene.items[0]);
    QCOMPARE(box.corner, QPointF(0, -0.5));
    QCOMPARE(box.opposite, QPointF(180, 2.5));
    QCOMPARE(scene.legend[0].text, QStringLiteral("capacity (180 CPU)"));
    QCOMPARE(label(scene, QStringLiteral("idle"))->text, QStringLiteral("20 CPU idle"));
    checkTex(scene);
}

void TestFigureSceneResource::fillingHasTheMathsNumbers()
{
    // The seed's DRF filling at s = 1/3: x_i = s / mu_i, mu_A = 1/90, mu_B = 1/60: A 30 tasks
    // (60, 30), B 20 tasks (20, 60); both growing. It ends at s = 2/3 on (160, 180), GPU full.
    Results seed(QStringLiteral("seed"));
    const FillingReplay replay = FillingReplay::continuous(
        seed.results.scenario(), seed.results.result(PolicyId::Drf).allocation);
    const FillingFigure third =
        fillingScene(replay, PolicyId::Drf, FillingPosition::level(1.0 / 3.0), 0, 1);
    QVERIFY(near(third.vectors[0].p2(), {60, 30}));
    QVERIFY(near(third.vectors[1].p2(), {20, 60}));
    QVERIFY(near(third.end, {160, 180}));
    QCOMPARE(third.scene.title, QStringLiteral("DRF progressive filling: dominant share s = 0.33"));
    QCOMPARE(label(third.scene, QStringLiteral("A"))->text, QStringLiteral("A: 30 tasks, growing"));
    QVERIFY(!label(third.scene, QStringLiteral("GPU full at share 2/3")));
    const FillingFigure end = fillingScene(replay, PolicyId::Drf, FillingPosition::end(), 0, 1);
    QVERIFY(near(end.vectors[0].p2(), {120, 60}));
    QVERIFY(near(end.vectors[1].p2(), {40, 120}));
    QVERIFY(label(end.scene, QStringLiteral("GPU full at share 2/3")));
    QCOMPARE(label(end.scene, QStringLiteral("B"))->text,
             QStringLiteral("B: 40 tasks, frozen: GPU full"));
    // Stopped vectors end in a bar; where the filling ends is a bare outline, in the legend.
    int bars = 0;
    for (const SceneItem &item : end.scene.items)
        if (const auto *path = std::get_if<ScenePath>(&item); path && path->bars)
            bars += 1;
    QCOMPARE(bars, 2);
    QCOMPARE(end.scene.legend.last().text, QStringLiteral("where the filling ends"));
    const auto &ring = std::get<SceneMarker>(end.scene.items[end.scene.legend.last().item]);
    QVERIFY(!ring.halo && ring.hollow); // its outline alone
    QVERIFY(near(ring.point, {160, 180}));
    // The axes hold the whole filling at every position.
    QCOMPARE(third.scene.x.upper, end.scene.x.upper);
    QCOMPARE(third.scene.y.upper, end.scene.y.upper);

    // Whole tasks on the DRF paper's example: A 3 tasks (3, 12), B 2 tasks (6, 2).
    Results paper(QStringLiteral("drf-paper"));
    const FillingReplay whole = FillingReplay::wholeTasks(paper.results.scenario(), PolicyId::Drf);
    const FillingFigure steps = fillingScene(whole, PolicyId::Drf, FillingPosition::end(), 0, 1);
    QVERIFY(near(steps.vectors[0].p2(), {3, 12}));
    QVERIFY(near(steps.vectors[1].p2(), {6, 2}));
    QVERIFY(steps.scene.title.startsWith(QStringLiteral("DRF, whole tasks: step ")));
}

void TestFigureSceneResource::resourceDrawnByBothRenderers_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<PolicyId>("policy");
    QTest::addColumn<bool>("compare");
    for (const Preset &preset : presets()) {
        for (PolicyId policy :
             {PolicyId::Drf, PolicyId::MaxMin, PolicyId::FixedPrice, PolicyId::Walras})
            QTest::addRow("%s %s", qPrintable(preset.id), qPrintable(policyKey(policy)))
                << preset.id << policy << false;
        QTest::addRow("%s compare", qPrintable(preset.id)) << preset.id << PolicyId::Drf << true;
    }
}

void TestFigureSceneResource::resourceDrawnByBothRenderers()
{
    QFETCH(QString, preset);
    QFETCH(PolicyId, policy);
    QFETCH(bool, compare);
    Results results(preset);
    results.results.setSelectedPolicy(policy);
    results.results.setCompareMode(compare);
    ResourceSpaceView view(&results.results);
    checkBothRenderers(view);
}

void TestFigureSceneResource::fillingDrawnByBothRenderers_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<PolicyId>("policy");
    QTest::addColumn<double>("level"); // negative: the end
    QTest::addColumn<bool>("whole");
    for (const Preset &preset : presets()) {
        for (PolicyId policy : {PolicyId::Drf, PolicyId::DrfEqual, PolicyId::Asset})
            for (const double level : {-1.0, 0.25})
                QTest::addRow("%s %s %g", qPrintable(preset.id), qPrintable(policyKey(policy)),
                              level)
                    << preset.id << policy << level << false;
        QTest::addRow("%s whole", qPrintable(preset.id))
            << preset.id << PolicyId::Drf << -1.0 << true;
    }
}

void TestFigureSceneResource::fillingDrawnByBothRenderers()
{
    QFETCH(QString, preset);
    QFETCH(PolicyId, policy);
    QFETCH(double, level);
    QFETCH(bool, whole);
    Results results(preset);
    results.results.setSelectedPolicy(policy);
    if (whole)
        results.results.setTaskMode(TaskMode::Whole);
    FillingView view(&results.results);
    if (level >= 0)
        view.setPosition(FillingPosition::level(level));
    checkBothRenderers(view);
}

void TestFigureSceneResource::texHasTheScreensRangesAndLegend_data()
{
    QTest::addColumn<QString>("preset");
    for (const Preset &preset : presets())
        QTest::newRow(qPrintable(preset.id)) << preset.id;
}

/// The drifts the old LaTeX writer had: its own margins (5 % and 20 %, the screen's are 5 % and
/// 10 %), a "sum of the vectors" and the totals' amounts in its legend, the users' vectors
/// instead of their rays. Checked through the views alone, as the old code had them.
void TestFigureSceneResource::texHasTheScreensRangesAndLegend()
{
    QFETCH(QString, preset);
    Results results(preset);
    ResourceSpaceView resource(&results.results);
    FillingView filling(&results.results);
    FigureStyle style;
    style.labels = LabelDensity::Full;
    for (PlotView *view : {static_cast<PlotView *>(&resource), static_cast<PlotView *>(&filling)}) {
        view->setFigureStyle(style);
        view->resize(800, 600);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view));
        PgfplotsSettings settings;
        settings.size = {16, 12};
        settings.style.labels = LabelDensity::Full;
        const QString tex = pgfplotsFigure(*view, settings);
        const QCustomPlot *plot = view->plot();
        const QRectF range = texRange(tex);
        const auto same = [](double tex, double screen) {
            return qAbs(tex - screen) <= 1e-5 * qMax(1.0, qAbs(screen));
        };
        QVERIFY2(same(range.left(), plot->xAxis->range().lower), qPrintable(tex));
        QVERIFY(same(range.right(), plot->xAxis->range().upper));
        QVERIFY(same(range.top(), plot->yAxis->range().lower));
        QVERIFY(same(range.bottom(), plot->yAxis->range().upper));
        QCOMPARE(texLegend(tex), texTexts(legendTexts(plot)));
    }
}

/// Following the Timeline's cursor, the screen draws the mechanism's instant: so does the .tex
/// (it used to show the static allocation). At t = 2 of the late arrival A alone holds 90 tasks.
void TestFigureSceneResource::texShowsTheOnlineInstant()
{
    Results late(QStringLiteral("late-arrival"));
    ResourceSpaceView view(&late.results);
    OnlineSet online(&late.results);
    view.setOnline(&online);
    online.setTime(2.0);
    view.resize(800, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCoreApplication::processEvents();
    QVERIFY(view.showsInstant());
    const QString tex = pgfplotsFigure(view, {});
    QVERIFY2(tex.contains(QStringLiteral("at t = 2: allocation vectors and their sum")),
             qPrintable(tex));
    QVERIFY(tex.contains(QStringLiteral("(axis cs:0,0) -- (axis cs:180,90)")));
}

DRFVIZ_TEST_MAIN(TestFigureSceneResource)
#include "tst_figurescene_resource.moc"
