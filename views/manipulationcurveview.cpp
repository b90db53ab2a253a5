#include "manipulationcurveview.h"

#include "figurestyle.h"
#include "labelplacer.h"
#include "palette.h"
#include "plotitems.h"
#include "readablenumber.h"

#include <qcustomplot.h>

#include <cmath>
#include <limits>

namespace drf {

ManipulationCurveView::ManipulationCurveView(AllocationSet *results, QWidget *parent)
    : ManipulationView(results, parent, false)
{
    setObjectName(QStringLiteral("manipulation-curve"));
    plot()->xAxis->setScaleType(QCPAxis::stLogarithmic);
    rebuild();
}

QString ManipulationCurveView::bestPointName(const ManipulationLandscape &landscape)
{
    return landscape.curveHasBestLie() ? tr("best lie") : tr("best on this curve");
}

QString ManipulationCurveView::bestPointLabel(const ManipulationLandscape &landscape)
{
    const ManipulationCurve &curve = landscape.curve;
    const QString tasks = readableDecimal(curve.realTasks[curve.bestIndex]);
    const QString gain = percentGain(curve.bestGain());
    return landscape.curveHasBestLie() ? tr("best lie: %1 tasks (%2)").arg(tasks, gain)
                                       : tr("best on this curve: %1 tasks (%2)").arg(tasks, gain);
}

std::unique_ptr<PlotView> ManipulationCurveView::createCopy() const
{
    auto copy = std::make_unique<ManipulationCurveView>(allocationSet());
    copyLandscapeTo(*copy);
    return copy;
}

void ManipulationCurveView::draw()
{
    QCustomPlot *plot = this->plot();
    const ManipulationLandscape *landscape = this->landscape();
    if (!landscape || landscape->curve.factors.isEmpty()) {
        setTitle(tr("Along the reported ratio"));
        plot->xAxis->setLabel(QString());
        plot->yAxis->setLabel(QString());
        return;
    }
    const ManipulationCurve &curve = landscape->curve;
    const QString firstName = landscape->resourceNames.value(curve.first);
    const QString secondName = landscape->resourceNames.value(curve.second);
    // The reported ratio when the true one is a number, the factor on it otherwise.
    const double truthRatio = curve.truthRatio();
    const bool byRatio = curve.byRatio();
    auto xOf = [&](int k) { return curve.axisAt(k); };

    QCPGraph *graph = plot->addGraph();
    graph->removeFromLegend(); // the axis says what it is
    graph->setPen(makePen(manipulationCurveColor(), lineWidth::kCurve));
    double low = std::numeric_limits<double>::infinity();
    double high = -low;
    for (int k = 0; k < curve.factors.size(); ++k) {
        if (std::isnan(curve.realTasks[k]))
            continue;
        graph->addData(xOf(k), curve.realTasks[k]);
        low = std::min(low, curve.realTasks[k]);
        high = std::max(high, curve.realTasks[k]);
    }
    // Ticks at the truth times 1/4, 1/2, 1, 2, 4: a log axis readable at any width.
    auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
    for (int power = -2; power <= 2; ++power) {
        const double tick = (byRatio ? truthRatio : 1.0) * std::pow(2.0, power);
        ticker->addTick(tick, readableDecimal(std::round(tick * 1000.0) / 1000.0));
    }
    plot->xAxis->setTicker(ticker);
    plot->xAxis->setRange(xOf(0), xOf(int(curve.factors.size()) - 1));
    plot->xAxis->setLabel(
        byRatio ? tr("reported %1 / %2 (truth %3)")
                      .arg(secondName, firstName, readableDecimal(truthRatio))
                : tr("factor on the reported %1 / %2 ratio").arg(secondName, firstName));
    plot->yAxis->setLabel(tr("%1's real tasks").arg(landscape->userName));
    if (std::isfinite(low)) {
        const double pad = std::max(0.08 * (high - low), 0.02 * std::max(1.0, high));
        plot->yAxis->setRange(std::max(0.0, low - pad), high + 2.5 * pad);
    }
    setTitle(tr("Along the reported ratio (%1)").arg(shortPolicyName(curve.policy)));

    const int truth = curve.truthIndex;
    const QPointF truthPoint(xOf(truth), curve.realTasks[truth]);
    addMarker(
        plot, truthPoint, tr("truth"),
        QCPScatterStyle(QCPScatterStyle::ssCross, makePen(axisColor(), 2.0), Qt::NoBrush, 12));
    const bool lie = curve.bestIndex >= 0 && curve.bestIndex != truth;
    const QPointF bestPoint =
        lie ? QPointF(xOf(curve.bestIndex), curve.realTasks[curve.bestIndex]) : truthPoint;
    if (lie)
        addMarker(plot, bestPoint, bestPointName(*landscape),
                  QCPScatterStyle(QCPScatterStyle::ssCircle,
                                  makePen(bestLieColor(), lineWidth::kMarkerOutline), Qt::NoBrush,
                                  13));

    LabelPlacer &placer = labels();
    for (int k = 0; k < graph->dataCount() - 1; ++k)
        placer.avoidSegment({graph->data()->at(k)->key, graph->data()->at(k)->value},
                            {graph->data()->at(k + 1)->key, graph->data()->at(k + 1)->value});
    placer.avoidPoint(truthPoint, 7);
    if (lie) {
        placer.avoidPoint(bestPoint, 8);
        placer.add(truthPoint, tr("truth"),
                   tr("truth: %1 tasks").arg(readableDecimal(curve.truthfulTasks)), axisColor());
        placer.add(bestPoint, bestPointName(*landscape), bestPointLabel(*landscape),
                   bestLieColor());
    } else {
        placer.add(truthPoint, tr("truth = best"),
                   tr("truth = best: %1 tasks").arg(readableDecimal(curve.truthfulTasks)),
                   axisColor());
    }
    layOut();
    placer.placeAll();
}

} // namespace drf
