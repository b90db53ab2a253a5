#include "manipulationscene.h"

#include "palette.h"
#include "readablenumber.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct ManipulationSceneTexts
{
    Q_DECLARE_TR_FUNCTIONS(ManipulationSceneTexts)
};

/// The ink of the plainest marks and text: the truth, the heat map's labels.
SceneInk axisInk()
{
    return {axisColor(), QStringLiteral("axis")};
}

/// A marker of the manipulation figures: an outline without halo, as thick as `outline`.
SceneMarker plainMarker(QPointF point, MarkerShape shape, const SceneInk &ink, double size,
                        double outline)
{
    SceneMarker marker;
    marker.point = point;
    marker.shape = shape;
    marker.ink = ink;
    marker.size = size;
    marker.outline = outline;
    marker.halo = false;
    marker.hollow = true;
    return marker;
}

/// Viridis (perceptually uniform, colour-blind safe), cells without a value in light grey.
SceneColorScale viridisScale(const QString &label)
{
    SceneColorScale scale;
    scale.label = label;
    scale.stops = {{0.0, QColor(0x440154)},
                   {0.25, QColor(0x3b528b)},
                   {0.5, QColor(0x21918c)},
                   {0.75, QColor(0x5ec962)},
                   {1.0, QColor(0xfde725)}};
    scale.noValue = {QColor(0xdddddd), QStringLiteral("noValue")};
    return scale;
}

/// Ticks at factors 1/4, 1/2, 1, 2, 4 (log2 coordinates) named by the reported amount, or by
/// the factor when the truth is 0.
QList<std::pair<double, QString>> factorTicks(double truth)
{
    QList<std::pair<double, QString>> ticks;
    for (int power = -2; power <= 2; ++power) {
        const double factor = std::pow(2.0, power);
        ticks.append({double(power), truth > 0
                                         ? readableDecimal(truth * factor)
                                         : QStringLiteral("×%1").arg(readableNumber(factor))});
    }
    return ticks;
}

/// The curve's axes: across, the reported ratio when the true one is a number, the factor on it
/// otherwise, ticked at the truth times 1/4, 1/2, 1, 2, 4 (a log axis readable at any width);
/// up, the real tasks from `low` to `high` with room above for the labels.
void setCurveAxes(FigureScene &scene, const ManipulationLandscape &landscape, double low,
                  double high)
{
    const ManipulationCurve &curve = landscape.curve;
    const QString firstName = landscape.resourceNames.value(curve.first);
    const QString secondName = landscape.resourceNames.value(curve.second);
    const double truthRatio = curve.truthRatio();
    const bool byRatio = curve.byRatio();
    for (int power = -2; power <= 2; ++power) {
        const double tick = (byRatio ? truthRatio : 1.0) * std::pow(2.0, power);
        scene.x.ticks.append({tick, readableDecimal(std::round(tick * 1000.0) / 1000.0)});
    }
    scene.x.lower = curve.axisAt(0);
    scene.x.upper = curve.axisAt(int(curve.factors.size()) - 1);
    scene.x.label = byRatio ? ManipulationSceneTexts::tr("reported %1 / %2 (truth %3)")
                                  .arg(secondName, firstName, readableDecimal(truthRatio))
                            : ManipulationSceneTexts::tr("factor on the reported %1 / %2 ratio")
                                  .arg(secondName, firstName);
    scene.y.label = ManipulationSceneTexts::tr("%1's real tasks").arg(landscape.userName);
    if (!std::isfinite(low))
        low = high = 0;
    const double pad = std::max(0.08 * (high - low), 0.02 * std::max(1.0, high));
    scene.y.lower = std::max(0.0, low - pad);
    scene.y.upper = high + 2.5 * pad;
}

/// The heat map's cells in log2 coordinates (the factors are evenly spaced in log, so the cells
/// make a regular grid), and the values `scale` spans: those computed (a map of one value: a
/// unit around it).
SceneColorMap heatMapCells(const ManipulationHeatMap &map, SceneColorScale &scale)
{
    const double lower = std::log2(map.factors.first());
    const double upper = std::log2(map.factors.last());
    SceneColorMap cells;
    cells.columns = map.size();
    cells.rows = map.size();
    cells.values = map.realTasks;
    cells.firstCell = {lower, lower};
    cells.lastCell = {upper, upper};
    double lowest = std::numeric_limits<double>::infinity();
    double highest = -lowest;
    for (double value : map.realTasks) {
        if (std::isfinite(value)) {
            lowest = std::min(lowest, value);
            highest = std::max(highest, value);
        }
    }
    if (!std::isfinite(lowest))
        lowest = highest = 0;
    if (!(highest > lowest)) {
        lowest -= 0.5;
        highest += 0.5;
    }
    scale.lowest = lowest;
    scale.highest = highest;
    return cells;
}

/// The truth and the best lie on the heat map, marked in white (they read on the cells, not in
/// a legend on white) and labelled: the best lie the caption states, where it is on the map;
/// else the grid's best cell, called so.
void markHeatMap(FigureScene &scene, const ManipulationLandscape &landscape)
{
    const ManipulationHeatMap &map = landscape.heatMap;
    const auto cellPoint = [&map](int column, int row) {
        return QPointF(std::log2(map.factors[column]), std::log2(map.factors[row]));
    };
    const QPointF truth = cellPoint(map.truthIndex, map.truthIndex);
    const SceneInk onCells{Qt::white, QStringLiteral("onCells")};
    scene.add(plainMarker(truth, MarkerShape::Cross, onCells, 14, 2.6));
    const std::optional<std::pair<double, double>> bestLie = landscape.bestLieOnMap();
    const bool lie = bestLie ? landscape.best.gain > 1.0 + kGainTolerance
                             : map.bestColumn >= 0 && (map.bestColumn != map.truthIndex ||
                                                       map.bestRow != map.truthIndex);
    QPointF best = truth;
    QString bestLabel;
    if (bestLie && lie) {
        best = QPointF(std::log2(bestLie->first), std::log2(bestLie->second));
        bestLabel =
            ManipulationSceneTexts::tr("best lie: %1 (%2)")
                .arg(readableDecimal(landscape.best.realTasks), percentGain(landscape.best.gain));
    } else if (lie) {
        best = cellPoint(map.bestColumn, map.bestRow);
        bestLabel = ManipulationSceneTexts::tr("grid's best: %1 (%2)")
                        .arg(readableDecimal(map.at(map.bestColumn, map.bestRow)),
                             percentGain(map.bestGain()));
    }
    if (lie)
        scene.add(plainMarker(best, MarkerShape::Circle, onCells, 16, 2.6));

    scene.avoidPoint(truth, 8);
    if (lie) {
        scene.avoidPoint(best, 9);
        scene.addLabel(truth, ManipulationSceneTexts::tr("truth"),
                       ManipulationSceneTexts::tr("truth"), axisInk());
        scene.addLabel(best, ManipulationSceneTexts::tr("best"), bestLabel, axisInk());
    } else {
        scene.addLabel(truth, ManipulationSceneTexts::tr("truth = best"),
                       ManipulationSceneTexts::tr("truth = best"), axisInk());
    }
}

} // namespace

QString percentGain(double gain)
{
    const double percent = (gain - 1.0) * 100.0;
    return QStringLiteral("%1%2%").arg(percent >= 0 ? QStringLiteral("+") : QString(),
                                       QString::number(percent, 'f', 1));
}

QString bestPointName(const ManipulationLandscape &landscape)
{
    return landscape.curveHasBestLie() ? ManipulationSceneTexts::tr("best lie")
                                       : ManipulationSceneTexts::tr("best on this curve");
}

QString bestPointLabel(const ManipulationLandscape &landscape)
{
    const ManipulationCurve &curve = landscape.curve;
    const QString tasks = readableDecimal(curve.realTasks[curve.bestIndex]);
    const QString gain = percentGain(curve.bestGain());
    return landscape.curveHasBestLie()
               ? ManipulationSceneTexts::tr("best lie: %1 tasks (%2)").arg(tasks, gain)
               : ManipulationSceneTexts::tr("best on this curve: %1 tasks (%2)").arg(tasks, gain);
}

FigureScene manipulationCurveScene(const ManipulationLandscape *landscape)
{
    FigureScene scene;
    scene.x.logarithmic = true;
    if (!landscape || landscape->curve.factors.isEmpty()) {
        scene.title = ManipulationSceneTexts::tr("Along the reported ratio");
        scene.x.lower = 0.25;
        scene.x.upper = 4;
        return scene;
    }
    const ManipulationCurve &curve = landscape->curve;
    const auto xOf = [&curve](int k) { return curve.axisAt(k); };
    scene.title = ManipulationSceneTexts::tr("Along the reported ratio (%1)")
                      .arg(shortPolicyName(curve.policy));

    ScenePath line;
    line.stroke =
        solidStroke({manipulationCurveColor(), QStringLiteral("curve")}, lineWidth::kCurve);
    double low = std::numeric_limits<double>::infinity();
    double high = -low;
    for (int k = 0; k < curve.factors.size(); ++k) {
        if (std::isnan(curve.realTasks[k]))
            continue;
        line.points.append({xOf(k), curve.realTasks[k]});
        low = std::min(low, curve.realTasks[k]);
        high = std::max(high, curve.realTasks[k]);
    }
    scene.add(line); // not listed: the axis says what it is
    setCurveAxes(scene, *landscape, low, high);

    const int truth = curve.truthIndex;
    const QPointF truthPoint(xOf(truth), curve.realTasks[truth]);
    scene.addLegend(scene.add(plainMarker(truthPoint, MarkerShape::Cross, axisInk(), 12, 2.0)),
                    ManipulationSceneTexts::tr("truth"));
    const bool lie = curve.bestIndex >= 0 && curve.bestIndex != truth;
    const QPointF bestPoint =
        lie ? QPointF(xOf(curve.bestIndex), curve.realTasks[curve.bestIndex]) : truthPoint;
    const SceneInk bestInk{bestLieColor(), QStringLiteral("bestLie")};
    if (lie)
        scene.addLegend(scene.add(plainMarker(bestPoint, MarkerShape::Circle, bestInk, 13,
                                              lineWidth::kMarkerOutline)),
                        bestPointName(*landscape));

    for (int k = 0; k + 1 < line.points.size(); ++k)
        scene.avoidSegment(line.points[k], line.points[k + 1]);
    scene.avoidPoint(truthPoint, 7);
    if (lie) {
        scene.avoidPoint(bestPoint, 8);
        scene.addLabel(
            truthPoint, ManipulationSceneTexts::tr("truth"),
            ManipulationSceneTexts::tr("truth: %1 tasks").arg(readableDecimal(curve.truthfulTasks)),
            axisInk());
        scene.addLabel(bestPoint, bestPointName(*landscape), bestPointLabel(*landscape), bestInk);
    } else {
        scene.addLabel(truthPoint, ManipulationSceneTexts::tr("truth = best"),
                       ManipulationSceneTexts::tr("truth = best: %1 tasks")
                           .arg(readableDecimal(curve.truthfulTasks)),
                       axisInk());
    }
    return scene;
}

FigureScene manipulationHeatMapScene(const ManipulationLandscape *landscape)
{
    FigureScene scene;
    const int n = landscape ? landscape->heatMap.size() : 0;
    if (n == 0) {
        scene.title = ManipulationSceneTexts::tr("Both reported components");
        scene.colorScale = viridisScale(QString());
        return scene;
    }
    const ManipulationHeatMap &map = landscape->heatMap;
    const QStringList &resources = landscape->resourceNames;
    scene.title = ManipulationSceneTexts::tr("Both reported components (%1)")
                      .arg(shortPolicyName(map.policy));
    scene.colorScale =
        viridisScale(ManipulationSceneTexts::tr("%1's real tasks").arg(landscape->userName));

    const SceneColorMap cells = heatMapCells(map, *scene.colorScale);
    scene.add(cells);
    const double half = (cells.lastCell.x() - cells.firstCell.x()) / (n - 1) / 2;
    for (SceneAxis *axis : {&scene.x, &scene.y}) {
        axis->lower = cells.firstCell.x() - half;
        axis->upper = cells.lastCell.x() + half;
    }
    scene.x.ticks = factorTicks(map.demand[map.first]);
    scene.y.ticks = factorTicks(map.demand[map.second]);
    scene.x.label = ManipulationSceneTexts::tr("reported %1 per task (truth %2)")
                        .arg(resources.value(map.first), readableDecimal(map.demand[map.first]));
    scene.y.label = ManipulationSceneTexts::tr("reported %1 per task (truth %2)")
                        .arg(resources.value(map.second), readableDecimal(map.demand[map.second]));
    markHeatMap(scene, *landscape);
    return scene;
}

} // namespace drf
