// A figure is one scene drawn by two renderers: the task space's and the bars' scenes have the
// numbers the math gives, and both the QCustomPlot renderer (the screen and PNG/PDF/SVG) and the
// pgfplots renderer (.tex) draw every item, legend entry and label of it, for every preset and
// policy.
#include "allocationset.h"
#include "barsscene.h"
#include "figurescenetest.h"
#include "labelplacer.h"
#include "pgfplotsscene.h"
#include "plotview.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "taskconstraints.h"
#include "taskspacescene.h"
#include "taskspaceview.h"
#include "testmain.h"
#include "testutil.h"
#include "utilizationview.h"

#include <QRegularExpression>
#include <QtTest>

#include <qcustomplot.h>

using namespace drf;
using namespace drf::test;

Q_DECLARE_METATYPE(drf::PolicyId)

namespace {

/// "(axis cs:120,60)" as the .tex writes `point`.
QString texPoint(QPointF point)
{
    return PgfplotsWriter::at(point);
}

int countOf(const FigureScene &scene, ScenePath::Kind kind)
{
    return int(std::count_if(scene.items.begin(), scene.items.end(), [kind](const SceneItem &i) {
        const auto *path = std::get_if<ScenePath>(&i);
        return path && path->kind == kind;
    }));
}

int markerCount(const FigureScene &scene)
{
    return int(std::count_if(scene.items.begin(), scene.items.end(), [](const SceneItem &i) {
        return std::holds_alternative<SceneMarker>(i);
    }));
}

} // namespace

class TestFigureScene : public QObject
{
    Q_OBJECT

private slots:
    void seedTaskSpaceHasTheMathsNumbers();
    void constraintOfTheSelectedPointIsHeavier();
    void texDrawsEveryItemOfTheScene_data();
    void texDrawsEveryItemOfTheScene();
    void plotDrawsEveryItemOfTheScene_data();
    void plotDrawsEveryItemOfTheScene();
    void oneUserSaysWhy();
    void seedBarsHaveTheMathsNumbers();
    void barsDrawnByBothRenderers_data();
    void barsDrawnByBothRenderers();
};

void TestFigureScene::seedTaskSpaceHasTheMathsNumbers()
{
    Results seed(QStringLiteral("seed"));
    const TaskSpaceFigure figure = taskSpaceScene(seed.results, 0, 1);
    QCOMPARE(figure.userA, 0);
    QCOMPARE(figure.userB, 1);
    // Every policy's point is its allocation's tasks of the two users.
    for (PolicyId policy : kAllPolicies) {
        const QList<double> &tasks = seed.results.result(policy).allocation.tasks;
        QVERIFY(qAbs(figure.points.value(policy).x() - tasks[0]) <= 1e-9);
        QVERIFY(qAbs(figure.points.value(policy).y() - tasks[1]) <= 1e-9);
    }
    // The feasible region is the quadrant cut by both resources' constraints: each corner
    // satisfies every constraint (relative 1e-9) and the region holds DRF's point.
    const QList<TaskConstraint> limits = taskConstraints(
        seed.results.scenario(), seed.results.selectedResult().allocation.tasks, 0, 1);
    QVERIFY(figure.feasible.size() >= 3);
    for (const QPointF &corner : figure.feasible) {
        QVERIFY(corner.x() >= -1e-9 && corner.y() >= -1e-9);
        for (const TaskConstraint &c : limits)
            QVERIFY(c.a * corner.x() + c.b * corner.y() <= c.bound * (1 + 1e-9) + 1e-9);
    }
    QVERIFY(figure.feasible.containsPoint(figure.points.value(PolicyId::Drf) * (1 - 1e-9),
                                          Qt::OddEvenFill));
    // The axes hold the origin and every point, with 10 % above and 5 % below.
    const FigureScene &scene = figure.scene;
    QVERIFY(scene.x.lower < 0 && scene.y.lower < 0);
    for (const QPointF &point : figure.points) {
        QVERIFY(point.x() < scene.x.upper && point.y() < scene.y.upper);
    }
    QCOMPARE(scene.title, QStringLiteral("Task space of A and B"));
    QCOMPARE(scene.x.label, QStringLiteral("tasks of A"));
    QCOMPARE(scene.y.label, QStringLiteral("tasks of B"));
    // The legend: the feasible region, the split's guarantee, then the six policies.
    QCOMPARE(scene.legend.size(), 2 + 6);
    QCOMPARE(scene.legend[0].text, QStringLiteral("feasible"));
    QCOMPARE(scene.legend[2].text, QStringLiteral("DRF"));
    QCOMPARE(markerCount(scene), 6);
}

void TestFigureScene::constraintOfTheSelectedPointIsHeavier()
{
    Results seed(QStringLiteral("seed"));
    const TaskSpaceFigure figure = taskSpaceScene(seed.results, 0, 1);
    const QPointF drf = figure.points.value(PolicyId::Drf);
    const QList<TaskConstraint> limits = taskConstraints(
        seed.results.scenario(), seed.results.selectedResult().allocation.tasks, 0, 1);
    int heavy = 0;
    int lines = 0;
    for (const SceneItem &item : figure.scene.items) {
        const auto *path = std::get_if<ScenePath>(&item);
        if (!path || path->kind != ScenePath::Kind::Straight)
            continue;
        ++lines;
        // The line's constraint: the one whose equation both its points satisfy.
        const auto on = [&](const TaskConstraint &c) {
            return std::all_of(path->points.begin(), path->points.end(), [&](QPointF p) {
                return qAbs(c.a * p.x() + c.b * p.y() - c.bound) <= 1e-9 * qMax(1.0, c.bound);
            });
        };
        const auto c = std::find_if(limits.begin(), limits.end(), on);
        QVERIFY(c != limits.end());
        const bool binding = qAbs(c->a * drf.x() + c->b * drf.y() - c->bound) <= 1e-9 * c->bound;
        QCOMPARE(path->stroke.width,
                 binding ? lineWidth::kBindingConstraint : lineWidth::kConstraint);
        heavy += binding ? 1 : 0;
    }
    QCOMPARE(lines, 2);
    QVERIFY(heavy >= 1); // DRF stops where a resource runs out
}

void TestFigureScene::texDrawsEveryItemOfTheScene_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<PolicyId>("policy");
    for (const Preset &preset : presets())
        for (PolicyId policy : {PolicyId::Drf, PolicyId::MaxMin, PolicyId::FixedPrice})
            QTest::addRow("%s %s", qPrintable(preset.id), qPrintable(policyKey(policy)))
                << preset.id << policy;
}

void TestFigureScene::texDrawsEveryItemOfTheScene()
{
    QFETCH(QString, preset);
    QFETCH(PolicyId, policy);
    Results results(preset);
    results.results.setSelectedPolicy(policy);
    const FigureScene scene = taskSpaceScene(results.results, 0, 1).scene;
    PgfplotsSettings settings;
    settings.size = {16, 12}; // full labels
    const QString tex = pgfplotsScene(scene, settings);
    if (!scene.message.isEmpty()) {
        QVERIFY(tex.contains(scene.message.section(QLatin1Char('\n'), 0, 0)));
        return;
    }
    // Every path in order (the regions under the grid first), through its points; every marker
    // with its halo; every legend entry and every label.
    QList<SceneItem> drawn;
    for (const SceneLayer layer : {SceneLayer::UnderGrid, SceneLayer::OverGrid})
        for (const SceneItem &item : scene.items) {
            const auto *path = std::get_if<ScenePath>(&item);
            if ((path ? path->layer : SceneLayer::OverGrid) == layer)
                drawn.append(item);
        }
    qsizetype from = 0;
    for (const SceneItem &item : drawn) {
        QString course;
        if (const auto *path = std::get_if<ScenePath>(&item)) {
            QList<QPointF> points = path->points;
            if (path->fill && points.size() > 2 && points.first() == points.last())
                points.removeLast();
            QStringList at;
            for (const QPointF &point : points)
                at.append(texPoint(point));
            course = at.join(QStringLiteral(" -- "));
        } else if (const auto *marker = std::get_if<SceneMarker>(&item)) {
            const QPointF point = marker->point;
            course = QStringLiteral("coordinates {(%1,%2)}")
                         .arg(PgfplotsWriter::number(point.x()), PgfplotsWriter::number(point.y()));
        }
        const qsizetype at = tex.indexOf(course, from);
        QVERIFY2(at >= 0, qPrintable(course));
        from = at + course.size();
    }
    QCOMPARE(tex.count(QStringLiteral("\\addplot[forget plot")), 2 * markerCount(scene));
    for (const SceneLegendEntry &entry : scene.legend)
        QVERIFY2(tex.contains(QStringLiteral("\\addlegendentry{%1}").arg(texText(entry.text))),
                 qPrintable(entry.text));
    QCOMPARE(tex.count(QStringLiteral("\\addlegendentry")), scene.legend.size());
    for (const SceneLabel &label : scene.labels)
        for (const QString &line : label.text.split(QLatin1Char('\n')))
            QVERIFY2(tex.contains(texText(line)), qPrintable(line));
    QVERIFY(tex.contains(texText(scene.title)));
    QVERIFY(tex.contains(QStringLiteral("xmin=%1").arg(PgfplotsWriter::number(scene.x.lower))));
    QVERIFY(tex.contains(QStringLiteral("ymax=%1").arg(PgfplotsWriter::number(scene.y.upper))));
}

void TestFigureScene::plotDrawsEveryItemOfTheScene_data()
{
    texDrawsEveryItemOfTheScene_data();
}

void TestFigureScene::plotDrawsEveryItemOfTheScene()
{
    QFETCH(QString, preset);
    QFETCH(PolicyId, policy);
    Results results(preset);
    results.results.setSelectedPolicy(policy);
    TaskSpaceView view(&results.results);
    view.resize(800, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const FigureScene scene = view.scene().value();
    QCustomPlot *plot = view.plot();
    QCOMPARE(plot->xAxis->range().lower, scene.x.lower);
    QCOMPARE(plot->yAxis->range().upper, scene.y.upper);
    QCOMPARE(plot->xAxis->label(), scene.x.label);
    if (!scene.message.isEmpty())
        return;
    int straight = 0;
    int segments = 0;
    for (int k = 0; k < plot->itemCount(); ++k) {
        straight += qobject_cast<QCPItemStraightLine *>(plot->item(k)) ? 1 : 0;
        segments += qobject_cast<QCPItemLine *>(plot->item(k)) ? 1 : 0;
    }
    QCOMPARE(straight, countOf(scene, ScenePath::Kind::Straight));
    // Labels far from their anchor add leader lines.
    QVERIFY(segments >= countOf(scene, ScenePath::Kind::Segment));
    QCOMPARE(plot->graphCount(), 2 * markerCount(scene)); // each marker over its halo
    int curves = 0;
    for (int k = 0; k < plot->plottableCount(); ++k)
        curves += qobject_cast<QCPCurve *>(plot->plottable(k)) ? 1 : 0;
    QCOMPARE(curves, countOf(scene, ScenePath::Kind::Polyline));
    QCOMPARE(legendTexts(plot), legendTexts(scene));
}

void TestFigureScene::oneUserSaysWhy()
{
    Results one(QStringLiteral("seed"));
    one.model.removeUser(1);
    const TaskSpaceFigure figure = taskSpaceScene(one.results, 0, 1);
    QCOMPARE(figure.userA, -1);
    QVERIFY(figure.scene.items.isEmpty());
    QVERIFY(figure.scene.message.contains(QStringLiteral("two users")));
    const QString tex = pgfplotsScene(figure.scene, {});
    QVERIFY(tex.contains(QStringLiteral("The task space compares two users:")));
    QVERIFY(tex.contains(QStringLiteral("add a second user to see it.")));
}

void TestFigureScene::seedBarsHaveTheMathsNumbers()
{
    Results seed(QStringLiteral("seed"));
    // DRF on the seed (A needs <2 CPU, 1 GPU>, B <1, 3>, 180 of each): equal dominant shares
    // 2 a = 3 b with the GPU full, a + 3 b = 180: a = 60, b = 40 tasks. CPU: 120 + 40 of 180.
    const BarsFigure bars = barsScene(seed.results, false);
    QCOMPARE(bars.drawnUsers, (QList<int>{0, 1}));
    QVERIFY(bars.tops.keys() == QList<PolicyId>{PolicyId::Drf});
    const double tolerance = 1e-9; // percent: the allocation is solved to ~1e-12 relative
    const QList<double> tops = bars.tops.value(PolicyId::Drf);
    QCOMPARE(tops.size(), 2);
    QVERIFY(qAbs(tops[0] - 100.0 * 160 / 180) <= tolerance);
    QVERIFY(qAbs(tops[1] - 100.0) <= tolerance);
    const QList<QList<double>> segments = bars.segments.value(PolicyId::Drf);
    QVERIFY(qAbs(segments[0][0] - 100.0 * 120 / 180) <= tolerance); // A's CPU
    QVERIFY(qAbs(segments[0][1] - 100.0 * 60 / 180) <= tolerance);  // A's GPU
    QVERIFY(qAbs(segments[1][0] - 100.0 * 40 / 180) <= tolerance);  // B's CPU
    QVERIFY(qAbs(segments[1][1] - 100.0 * 120 / 180) <= tolerance); // B's GPU
    QVERIFY(bars.others.isEmpty());
    // Every policy's bar tops are its utilization, each stack the sum of its segments.
    const BarsFigure all = barsScene(seed.results, true);
    QCOMPARE(all.tops.size(), int(kAllPolicies.size()));
    for (PolicyId policy : kAllPolicies) {
        const QList<double> &utilization = seed.results.result(policy).analysis.utilization;
        for (int j = 0; j < 2; ++j) {
            QVERIFY(qAbs(all.tops.value(policy)[j] - 100.0 * utilization[j]) <= tolerance);
            double sum = 0;
            for (const QList<double> &row : all.segments.value(policy))
                sum += row[j];
            QVERIFY(qAbs(sum - all.tops.value(policy)[j]) <= tolerance);
        }
    }
    const FigureScene &scene = bars.scene;
    QCOMPARE(scene.title, QStringLiteral("Utilization under DRF, split by user"));
    QCOMPARE(scene.y.label, QStringLiteral("utilization (%)"));
    QCOMPARE(scene.x.ticks.size(), 2);
    QCOMPARE(scene.x.ticks[1].second, QStringLiteral("GPU"));
    QCOMPARE(scene.y.upper, 100.0);
    // Four segments, one idle box (the CPU's rest), the capacity line; A, B and idle listed.
    QCOMPARE(itemCount<SceneBox>(scene), 5);
    QCOMPARE(scene.legend.size(), 3);
    QCOMPARE(scene.texts.size(), 2);
    QCOMPARE(scene.texts[0].text, QStringLiteral("88.9 %"));
}

void TestFigureScene::barsDrawnByBothRenderers_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<bool>("all");
    for (const Preset &preset : presets())
        for (const bool all : {false, true})
            QTest::addRow("%s %s", qPrintable(preset.id), all ? "grouped" : "drf")
                << preset.id << all;
}

void TestFigureScene::barsDrawnByBothRenderers()
{
    QFETCH(QString, preset);
    QFETCH(bool, all);
    Results results(preset);
    const FigureScene scene = barsScene(results.results, all).scene;
    QVERIFY(scene.message.isEmpty());

    // LaTeX: every box, every marker over its halo, every legend entry, every text.
    PgfplotsSettings settings;
    settings.size = {16, 12}; // full labels
    const QString tex = pgfplotsScene(scene, settings);
    QCOMPARE(tex.count(QStringLiteral(" rectangle ")), itemCount<SceneBox>(scene));
    QCOMPARE(tex.count(QStringLiteral("\\addplot[forget plot")), 2 * markerCount(scene));
    QCOMPARE(tex.count(QStringLiteral("\\addlegendentry")), scene.legend.size());
    for (const SceneLegendEntry &entry : scene.legend)
        QVERIFY2(tex.contains(QStringLiteral("\\addlegendentry{%1}").arg(texText(entry.text))),
                 qPrintable(entry.text));
    for (const SceneText &text : scene.texts)
        QVERIFY2(tex.contains(texText(text.text)), qPrintable(text.text));
    for (const auto &tick : scene.x.ticks)
        QVERIFY(tex.contains(QLatin1Char('{') + texText(tick.second) + QLatin1Char('}')));
    QVERIFY(tex.contains(texText(scene.title)));

    // The screen: the same boxes, texts, markers (a policy's marks as one plottable) and legend.
    UtilizationView view(&results.results);
    view.setAllPolicies(all);
    view.resize(800, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCustomPlot *plot = view.plot();
    int boxes = 0;
    int texts = 0;
    for (int k = 0; k < plot->itemCount(); ++k) {
        boxes += qobject_cast<QCPItemRect *>(plot->item(k)) ? 1 : 0;
        texts += qobject_cast<QCPItemText *>(plot->item(k)) ? 1 : 0;
    }
    QCOMPARE(boxes, itemCount<SceneBox>(scene));
    QCOMPARE(texts, scene.texts.size());
    QCOMPARE(plot->graphCount(), all ? 2 * int(kAllPolicies.size()) : 0);
    QCOMPARE(plot->xAxis->range().upper, scene.x.upper);
    QVERIFY(plot->yAxis->range().upper >= scene.y.upper * 1.02);
    QCOMPARE(legendTexts(plot), legendTexts(scene));
}

DRFVIZ_TEST_MAIN(TestFigureScene)
#include "tst_figurescene.moc"
