// The Timeline on a scene of panels (issue 32): timelineScene() has the simulation's numbers, and
// both renderers, the QCustomPlot one (the screen and PNG/PDF/SVG) and the pgfplots one (.tex),
// draw every panel, step line, mark, cursor and legend entry of it, for every preset and every
// mechanism, single and stacked. The .tex shows the followed instant as the screen does.
#include "figurescenetest.h"
#include "onlineset.h"
#include "panelstack.h"
#include "pgfplotsfigure.h"
#include "pgfplotsscene.h"
#include "progressivefilling.h"
#include "testmain.h"
#include "testutil.h"
#include "timelinescene.h"
#include "timelineview.h"

#include <QtTest>

#include <qcustomplot.h>

using namespace drf;

Q_DECLARE_METATYPE(drf::Mechanism)

namespace {

/// A preset's scenario in a model, with its results and their runs over time.
struct Runs : test::Results
{
    using Results::Results;
    OnlineSet online{&results};
};

int stepLines(const QList<SceneItem> &items)
{
    return int(std::count_if(items.begin(), items.end(), [](const SceneItem &item) {
        const auto *path = std::get_if<ScenePath>(&item);
        return path && path->kind == ScenePath::Kind::Steps;
    }));
}

/// The pieces a step line is drawn in: its stretches between NaN.
int stepPieces(const QList<SceneItem> &items)
{
    int pieces = 0;
    for (const SceneItem &item : items) {
        const auto *path = std::get_if<ScenePath>(&item);
        if (!path || path->kind != ScenePath::Kind::Steps)
            continue;
        bool open = false;
        for (const QPointF &point : path->points) {
            if (std::isnan(point.y()))
                open = false;
            else if (!open)
                open = true, ++pieces;
        }
    }
    return pieces;
}

int marks(const QList<SceneItem> &items)
{
    return int(std::count_if(items.begin(), items.end(), [](const SceneItem &item) {
        return std::holds_alternative<SceneMarker>(item);
    }));
}

using test::legendTexts;

/// The scene's legend entries that go with the panels shown (`shown(k)`).
QStringList legendTexts(const FigureScene &scene, const std::function<bool(int)> &shown)
{
    QStringList legend;
    for (const SceneLegendEntry &entry : scene.legend) {
        if (entry.panel < 0 || shown(entry.panel))
            legend.append(entry.text);
    }
    return legend;
}

} // namespace

class TestFigureSceneTimeline : public QObject
{
    Q_OBJECT

private slots:
    void lateArrivalHasTheSimulationsNumbers();
    void everyPresetHasTheSimulationsNumbers();
    void drawnByBothRenderers_data();
    void drawnByBothRenderers();
    void texShowsTheFollowedInstant();
    void smallFigureLeavesTheUtilizationOut();
    void missingRunSaysWhyInBoth();
};

void TestFigureSceneTimeline::lateArrivalHasTheSimulationsNumbers()
{
    // Recompute (DOMAIN.md, "Online allocation"): A alone holds 90 tasks (share 90 / 90 = 1,
    // the CPUs full) until B arrives at t = 5; then DRF's 60 / 40, both at share 2/3.
    Runs runs(QStringLiteral("late-arrival"));
    const TimelineFigure figure = timelineScene(runs.online, false, false);
    const FigureScene &scene = figure.scene;
    QCOMPARE(figure.mechanisms, QList<Mechanism>{Mechanism::Recompute});
    QCOMPARE(scene.title, QStringLiteral("Recompute (DRF) over time: dominant shares and "
                                         "utilization"));
    QCOMPARE(scene.panels.size(), 2);
    QCOMPARE(scene.x.label, QStringLiteral("time"));
    QVERIFY(qAbs(scene.x.upper - 100.0) <= 1e-12);
    const ScenePanel &share = scene.panels[0];
    const ScenePanel &used = scene.panels[1];
    QVERIFY(!share.optional && used.optional);
    const double tolerance = 1e-9; // shares of whole tasks, solved to ~1e-12
    const auto valueAt = [](const ScenePath &line, double t) {
        double value = qQNaN();
        for (const QPointF &point : line.points)
            if (point.x() <= t)
                value = point.y();
        return value;
    };
    const auto &a = std::get<ScenePath>(share.items[figure.shareLines[0][0]]);
    const auto &b = std::get<ScenePath>(share.items[figure.shareLines[0][1]]);
    QVERIFY(qAbs(valueAt(a, 2.0) - 1.0) <= tolerance);
    QVERIFY(qAbs(valueAt(a, 50.0) - 2.0 / 3.0) <= tolerance);
    QVERIFY(qAbs(valueAt(b, 2.0)) <= tolerance);
    QVERIFY(qAbs(valueAt(b, 50.0) - 2.0 / 3.0) <= tolerance);
    QVERIFY(qAbs(share.y.upper - 1.08) <= tolerance); // the highest share and 8 % of air
    // The utilization: CPU 100 % and GPU 50 % while A is alone, then 160 and 180 of 180.
    const auto &cpu = std::get<ScenePath>(used.items[0]);
    const auto &gpu = std::get<ScenePath>(used.items[1]);
    QVERIFY(qAbs(valueAt(cpu, 2.0) - 100.0) <= tolerance);
    QVERIFY(qAbs(valueAt(gpu, 2.0) - 50.0) <= tolerance);
    QVERIFY(qAbs(valueAt(cpu, 50.0) - 100.0 * 160 / 180) <= tolerance);
    QVERIFY(qAbs(valueAt(gpu, 50.0) - 100.0) <= tolerance);
    QVERIFY(qAbs(used.y.upper - 108.0) <= tolerance);
    // From t = 5 A and B share a line: each draws it again in dashes that take turns.
    QCOMPARE(stepLines(share.items), 4);
    for (int slot = 0; slot < 2; ++slot) {
        const auto &dashes = std::get<ScenePath>(share.items[2 + slot]);
        QCOMPARE(dashes.stroke.dashes, (QVector<qreal>{3.0, 3.0}));
        QCOMPARE(dashes.stroke.dashOffset, 3.0 * slot);
        QVERIFY(qAbs(dashes.points.first().x() - 5.0) <= tolerance);
        QVERIFY(qAbs(dashes.points.first().y() - 2.0 / 3.0) <= tolerance);
        QVERIFY(std::isnan(dashes.points.last().y()));
    }
    // A arrives at 0 with share 1, B at 5 with 2/3 (recompute gives it its share at once).
    QCOMPARE(marks(share.items), 2);
    const auto &arrivesB = std::get<SceneMarker>(share.items[5]);
    QCOMPARE(arrivesB.shape, MarkerShape::Triangle);
    QVERIFY(arrivesB.onLine);
    QVERIFY(qAbs(arrivesB.point.x() - 5.0) <= tolerance);
    QVERIFY(qAbs(arrivesB.point.y() - 2.0 / 3.0) <= tolerance);
    QCOMPARE(legendTexts(scene, [](int) { return true; }),
             (QStringList{"A", "B", "arrives", "leaves or is done", "CPU used", "GPU used"}));
    QVERIFY(scene.items.isEmpty()); // no cursor asked for

    // Stacked: the three mechanisms under their names; dynamic DRF holds A to 45 tasks (1/2).
    const TimelineFigure stacked = timelineScene(runs.online, true, false);
    QCOMPARE(stacked.scene.panels.size(), 6);
    QCOMPARE(stacked.scene.panels[2].heading, QStringLiteral("Dynamic DRF"));
    const ScenePanel &dynamic = stacked.scene.panels[2];
    QVERIFY(qAbs(valueAt(std::get<ScenePath>(dynamic.items[stacked.shareLines[1][0]]), 2.0) -
                 0.5) <= tolerance);
    // One legend entry per user, from the first panel.
    QCOMPARE(stacked.scene.legend.size(), 6);
}

/// Every preset, every mechanism: each drawn user's step line holds x_i(t) mu_i of every
/// segment of the synchronous simulation, ends at the horizon, and lies under the panel's top.
void TestFigureSceneTimeline::everyPresetHasTheSimulationsNumbers()
{
    for (const Preset &preset : presets()) {
        Runs runs(preset.id);
        const Scenario &scenario = runs.results.scenario();
        const QList<double> mu = dominantSharePerTask(scenario);
        const TimelineFigure figure = timelineScene(runs.online, true, false);
        for (int k = 0; k < figure.mechanisms.size(); ++k) {
            const OnlineRun expected =
                simulateOnline(scenario, figure.mechanisms[k], runs.online.policy());
            QVERIFY(expected.ok());
            const ScenePanel &share = figure.scene.panels[2 * k];
            for (int i = 0; i < scenario.userCount(); ++i) {
                const int item = figure.shareLines[k][i];
                QVERIFY2(item >= 0, qPrintable(preset.id));
                const auto &line = std::get<ScenePath>(share.items[item]);
                QCOMPARE(line.points.size(), expected.segmentCount() + 1);
                for (int s = 0; s < expected.segmentCount(); ++s) {
                    QVERIFY(qAbs(line.points[s].x() - expected.from(s)) <= 1e-12);
                    QVERIFY(qAbs(line.points[s].y() - expected.tasksOf(s, i) * mu[i]) <= 1e-9);
                    QVERIFY(line.points[s].y() <= share.y.upper / 1.08 + 1e-12);
                }
                QVERIFY(qAbs(line.points.last().x() - expected.horizon) <= 1e-12);
            }
        }
    }
}

void TestFigureSceneTimeline::drawnByBothRenderers_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<bool>("stacked");
    QTest::addColumn<Mechanism>("mechanism");
    QTest::addColumn<bool>("following");
    for (const Preset &preset : presets()) {
        QTest::addRow("%s stacked", qPrintable(preset.id))
            << preset.id << true << Mechanism::Recompute << false;
        for (const Mechanism mechanism : kAllMechanisms)
            QTest::addRow("%s %s", qPrintable(preset.id), qPrintable(mechanismKey(mechanism)))
                << preset.id << false << mechanism << (mechanism == Mechanism::OnlineDrf);
    }
}

void TestFigureSceneTimeline::drawnByBothRenderers()
{
    QFETCH(QString, preset);
    QFETCH(bool, stacked);
    QFETCH(Mechanism, mechanism);
    QFETCH(bool, following);
    Runs runs(preset);
    runs.online.setMechanism(mechanism);
    if (following)
        runs.online.setTime(7.0);
    const FigureScene scene = timelineScene(runs.online, stacked, following).scene;
    QCOMPARE(scene.items.size(), following ? 1 : 0);

    // The screen: every panel's step lines, marks and ranges, the cursor over each, the legend.
    TimelineView view(&runs.online);
    view.setStacked(stacked);
    view.setFigureSize(QSize(800, 900));
    QVERIFY(view.panels());
    QCustomPlot *plot = view.plot();
    int steps = 0;
    int marked = 0;
    int panels = 0;
    for (int k = 0; k < scene.panels.size(); ++k) {
        QVERIFY(view.panels()->shows(k)); // 900 pixels hold six panels
        const ScenePanel &panel = scene.panels[k];
        steps += stepLines(panel.items);
        marked += marks(panel.items);
        ++panels;
        QCPAxisRect *rect = view.panels()->panel(k);
        QVERIFY(rect->layout());
        QCOMPARE(rect->axis(QCPAxis::atLeft)->range().upper, panel.y.upper);
        QCOMPARE(rect->axis(QCPAxis::atBottom)->range().upper, scene.x.upper);
        QCOMPARE(rect->axis(QCPAxis::atLeft)->label(), panel.y.label);
        QCOMPARE(rect->axis(QCPAxis::atBottom)->label(),
                 k == scene.panels.size() - 1 ? scene.x.label : QString());
    }
    int plottedSteps = 0;
    int plottedMarks = 0;
    for (int g = 0; g < plot->graphCount(); ++g) {
        const QCPGraph *graph = plot->graph(g);
        plottedSteps += graph->lineStyle() == QCPGraph::lsStepLeft;
        plottedMarks += graph->lineStyle() == QCPGraph::lsNone && !graph->data()->isEmpty();
    }
    QCOMPARE(plottedSteps, steps);
    QCOMPARE(plottedMarks, marked);
    int cursors = 0;
    for (int k = 0; k < plot->itemCount(); ++k)
        cursors += qobject_cast<QCPItemStraightLine *>(plot->item(k)) ? 1 : 0;
    QCOMPARE(cursors, following ? panels : 0);
    QCOMPARE(legendTexts(plot), legendTexts(scene, [](int) { return true; }));
    if (following)
        QCOMPARE(view.cursorTime(), 7.0);
    else
        QVERIFY(std::isnan(view.cursorTime()));

    // LaTeX, at a size that holds every panel: a groupplot of them, the same step lines (in
    // their pieces), marks without halos, cursors and legend; the view's .tex is the scene's.
    PgfplotsSettings settings;
    settings.size = {16, 20};
    const QString tex = pgfplotsScene(scene, settings);
    QCOMPARE(tex.count(QStringLiteral("\\nextgroupplot[")), panels);
    int pieces = 0;
    for (const ScenePanel &panel : scene.panels)
        pieces += stepPieces(panel.items);
    QCOMPARE(tex.count(QStringLiteral("\\addplot[const plot")), pieces);
    QCOMPARE(tex.count(QStringLiteral("\\addplot[forget plot, only marks")), marked);
    QCOMPARE(tex.count(QStringLiteral("\\draw[")), following ? panels : 0);
    QCOMPARE(tex.count(QStringLiteral("\\addlegendentry")), scene.legend.size());
    for (const SceneLegendEntry &entry : scene.legend)
        QVERIFY2(tex.contains(QStringLiteral("\\addlegendentry{%1}").arg(texText(entry.text))),
                 qPrintable(entry.text));
    for (const ScenePanel &panel : scene.panels) {
        QVERIFY(tex.contains(QStringLiteral("ylabel={%1}").arg(texText(panel.y.label))));
        if (!panel.heading.isEmpty())
            QVERIFY(tex.contains(texText(panel.heading)));
    }
    QVERIFY(tex.contains(texText(scene.title)));
    QVERIFY(tex.contains(QStringLiteral("\\usepgfplotslibrary{groupplots}")));
    QVERIFY(hasPgfplotsFigure(view));
    QCOMPARE(pgfplotsFigure(view, settings), tex);
}

/// Issue 32's drift: while the Timeline is followed, the picture shows the instant (the
/// cursor in ink across every panel), and so does the .tex (it had no .tex at all).
void TestFigureSceneTimeline::texShowsTheFollowedInstant()
{
    Runs runs(QStringLiteral("late-arrival"));
    const std::unique_ptr<TimelineView> view =
        TimelineView::create(&runs.results, Mechanism::OnlineDrf);
    view->online()->setTime(50.0);
    QVERIFY(view->online()->following());
    view->setFigureSize(QSize(800, 600));
    QCOMPARE(view->cursorTime(), 50.0);
    QVERIFY(hasPgfplotsFigure(*view));
    PgfplotsSettings settings;
    settings.standalone = true;
    const QString tex = pgfplotsFigure(*view, settings);
    // Across both panels, from the bottom of each to its top.
    const std::optional<FigureScene> scene = view->scene();
    QVERIFY(scene);
    for (const ScenePanel &panel : scene->panels)
        QVERIFY2(tex.contains(QStringLiteral("(axis cs:50,%1) -- (axis cs:50,%2)")
                                  .arg(PgfplotsWriter::number(panel.y.lower),
                                       PgfplotsWriter::number(panel.y.upper))),
                 qPrintable(tex));
    QVERIFY(tex.contains(QStringLiteral("\\draw[ink, line width=1.2pt, dashed]")));
    // Unfollowed, neither the picture nor the .tex shows it.
    view->online()->setFollowing(false);
    view->setFigureSize(QSize(800, 600));
    QVERIFY(std::isnan(view->cursorTime()));
    QVERIFY(!pgfplotsFigure(*view, settings).contains(QStringLiteral("\\draw[")));
}

/// Six panels do not fit a small figure: the utilization panels are left out of the picture
/// (with their legend entries, said in the figure's notes) and of the .tex alike.
void TestFigureSceneTimeline::smallFigureLeavesTheUtilizationOut()
{
    Runs runs(QStringLiteral("churn"));
    TimelineView view(&runs.online);
    view.setStacked(true);
    view.setFigureSize(QSize(400, 300));
    const FigureScene scene = *view.scene();
    QCOMPARE(view.figureNotes().count(scene.panelsLeftOut), 1);
    for (int k = 0; k < scene.panels.size(); ++k)
        QCOMPARE(view.panels()->shows(k), !scene.panels[k].optional);
    QCOMPARE(legendTexts(view.plot()),
             legendTexts(scene, [&](int k) { return !scene.panels[k].optional; }));
    PgfplotsSettings settings; // 8 x 6 cm
    const QString tex = pgfplotsScene(scene, settings);
    QCOMPARE(tex.count(QStringLiteral("\\nextgroupplot[")), 3);
    QVERIFY(!tex.contains(QStringLiteral("used (\\%)")));
    QVERIFY(!tex.contains(QStringLiteral(" used}")));
    // Taller, every panel.
    settings.size = {8, 16};
    QCOMPARE(pgfplotsScene(scene, settings).count(QStringLiteral("\\nextgroupplot[")), 6);
}

/// A panel that stands for a run that cannot be drawn: no axes, its message in the middle, in
/// both renderers.
void TestFigureSceneTimeline::missingRunSaysWhyInBoth()
{
    Runs runs(QStringLiteral("seed"));
    FigureScene scene = timelineScene(runs.online, false, false).scene;
    ScenePanel &share = scene.panels[0];
    share.items.clear();
    share.axes = false;
    share.message = QStringLiteral("Recompute (DRF): the simulation stopped at t = 1.11");
    share.messageInk = warningInk();
    const QString tex = pgfplotsScene(scene, PgfplotsSettings{});
    QVERIFY(tex.contains(QStringLiteral("hide axis")));
    QVERIFY(tex.contains(QStringLiteral("at (rel axis cs:0.5,0.5) {Recompute (DRF): the "
                                        "simulation stopped at t = 1.11};")));

    QCustomPlot plot;
    plot.resize(800, 600);
    PanelStack stack(&plot);
    plot.plotLayout()->addElement(0, 0, stack.grid());
    QVERIFY(stack.draw(scene, [](QCPAxisRect *) {}));
    QVERIFY(!stack.panel(0)->axis(QCPAxis::atLeft)->visible());
    bool said = false;
    for (int k = 0; k < plot.itemCount(); ++k)
        if (auto *text = qobject_cast<QCPItemText *>(plot.item(k)))
            said = said || text->text().simplified() == share.message;
    QVERIFY(said);
}

DRFVIZ_TEST_MAIN(TestFigureSceneTimeline)
#include "tst_figurescene_timeline.moc"
