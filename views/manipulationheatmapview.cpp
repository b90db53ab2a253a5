#include "manipulationheatmapview.h"

#include "labelplacer.h"
#include "plotitems.h"
#include "readablenumber.h"

#include <qcustomplot.h>

#include <cmath>

namespace drf {

namespace {

/// Viridis (perceptually uniform, colour-blind safe); QCustomPlot 2.1.0 has no such preset.
QCPColorGradient viridis()
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0.0, QColor(0x440154));
    gradient.setColorStopAt(0.25, QColor(0x3b528b));
    gradient.setColorStopAt(0.5, QColor(0x21918c));
    gradient.setColorStopAt(0.75, QColor(0x5ec962));
    gradient.setColorStopAt(1.0, QColor(0xfde725));
    gradient.setNanHandling(QCPColorGradient::nhNanColor);
    gradient.setNanColor(QColor(0xdddddd));
    return gradient;
}

/// Ticks at factors 1/4, 1/2, 1, 2, 4 (log2 coordinates) labelled with the reported amount.
QSharedPointer<QCPAxisTickerText> factorTicker(double truth)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
    for (int power = -2; power <= 2; ++power) {
        const double factor = std::pow(2.0, power);
        ticker->addTick(power, truth > 0 ? readableDecimal(truth * factor)
                                         : QStringLiteral("×%1").arg(readableNumber(factor)));
    }
    return ticker;
}

} // namespace

ManipulationHeatMapView::ManipulationHeatMapView(AllocationSet *results, QWidget *parent)
    : ManipulationView(results, parent, true), m_scale(new QCPColorScale(plot()))
{
    setObjectName(QStringLiteral("manipulation-heat-map"));
    // The colour scale right of the axis rect, both as tall as each other, in a row of their own
    // where PlotView puts the axes: a second column of the outer grid would split the title row
    // too, whose wrapped title asks for the figure's whole width.
    QCPAxisRect *axisRect = plot()->axisRect();
    plot()->plotLayout()->take(axisRect);
    auto *row = new QCPLayoutGrid;
    row->addElement(0, 0, axisRect);
    row->addElement(0, 1, m_scale);
    setAxesRow(row);
    row->setColumnStretchFactor(1, 0.001);
    row->setColumnSpacing(0);
    auto *group = new QCPMarginGroup(plot());
    axisRect->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    m_scale->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    m_scale->setGradient(viridis());
    plot()->xAxis->grid()->setVisible(false);
    plot()->yAxis->grid()->setVisible(false);
    rebuild();
}

std::unique_ptr<PlotView> ManipulationHeatMapView::createCopy() const
{
    auto copy = std::make_unique<ManipulationHeatMapView>(allocationSet());
    copyLandscapeTo(*copy);
    return copy;
}

void ManipulationHeatMapView::styleColorScale()
{
    QCPAxis *axis = m_scale->axis();
    const QCPAxis *model = plot()->yAxis;
    axis->setLabelFont(model->labelFont());
    axis->setTickLabelFont(model->tickLabelFont());
    axis->setBasePen(model->basePen());
    axis->setTickPen(model->tickPen());
    axis->setSubTickPen(model->subTickPen());
    axis->setLabelColor(model->labelColor());
    axis->setTickLabelColor(model->tickLabelColor());
    m_scale->setBarWidth(int(std::lround(model->tickLabelFont().pointSizeF() * 1.5)));
}

void ManipulationHeatMapView::draw()
{
    QCustomPlot *plot = this->plot();
    styleColorScale();
    const ManipulationLandscape *landscape = this->landscape();
    const int n = landscape ? landscape->heatMap.size() : 0;
    if (n == 0) {
        setTitle(tr("Both reported components"));
        plot->xAxis->setLabel(QString());
        plot->yAxis->setLabel(QString());
        m_scale->axis()->setLabel(QString());
        return;
    }
    const ManipulationHeatMap &map = landscape->heatMap;
    const QStringList &resources = landscape->resourceNames;
    setTitle(tr("Both reported components (%1)").arg(shortPolicyName(map.policy)));
    m_scale->axis()->setLabel(tr("%1's real tasks").arg(landscape->userName));

    // The factors are evenly spaced in log: log2 coordinates make the cells a regular grid.
    const QCPRange range(std::log2(map.factors.first()), std::log2(map.factors.last()));
    auto *colorMap = new QCPColorMap(plot->xAxis, plot->yAxis);
    colorMap->removeFromLegend(); // the colour scale is its legend
    colorMap->data()->setSize(n, n);
    colorMap->data()->setRange(range, range);
    for (int row = 0; row < n; ++row) {
        for (int column = 0; column < n; ++column)
            colorMap->data()->setCell(column, row, map.at(column, row));
    }
    colorMap->setColorScale(m_scale);
    colorMap->setGradient(viridis());
    colorMap->setInterpolate(false);
    colorMap->rescaleDataRange(true);
    colorMap->setLayer(QStringLiteral("background"));
    const double half = (range.upper - range.lower) / (n - 1) / 2;
    plot->xAxis->setRange(range.lower - half, range.upper + half);
    plot->yAxis->setRange(range.lower - half, range.upper + half);
    plot->xAxis->setTicker(factorTicker(map.demand[map.first]));
    plot->yAxis->setTicker(factorTicker(map.demand[map.second]));
    plot->xAxis->setLabel(
        tr("reported %1 per task (truth %2)")
            .arg(resources.value(map.first), readableDecimal(map.demand[map.first])));
    plot->yAxis->setLabel(
        tr("reported %1 per task (truth %2)")
            .arg(resources.value(map.second), readableDecimal(map.demand[map.second])));

    auto cellPoint = [&](int column, int row) {
        return QPointF(std::log2(map.factors[column]), std::log2(map.factors[row]));
    };
    const QPointF truth = cellPoint(map.truthIndex, map.truthIndex);
    // White markers read on the cells but not in a legend on white: the labels name them.
    addMarker(plot, truth, tr("truth"),
              QCPScatterStyle(QCPScatterStyle::ssCross, makePen(Qt::white, 2.6), Qt::NoBrush, 14))
        ->removeFromLegend();
    // The best lie the caption states, where it is on the map; else the best cell, called so.
    const std::optional<std::pair<double, double>> bestLie = landscape->bestLieOnMap();
    const bool lie = bestLie ? landscape->best.gain > 1.0 + kGainTolerance
                             : map.bestColumn >= 0 && (map.bestColumn != map.truthIndex ||
                                                       map.bestRow != map.truthIndex);
    QPointF best = truth;
    QString bestLabel;
    if (bestLie && lie) {
        best = QPointF(std::log2(bestLie->first), std::log2(bestLie->second));
        bestLabel =
            tr("best lie: %1 (%2)")
                .arg(readableDecimal(landscape->best.realTasks), percentGain(landscape->best.gain));
    } else if (lie) {
        best = cellPoint(map.bestColumn, map.bestRow);
        bestLabel = tr("grid's best: %1 (%2)")
                        .arg(readableDecimal(map.at(map.bestColumn, map.bestRow)),
                             percentGain(map.bestGain()));
    }
    if (lie)
        addMarker(
            plot, best, tr("best lie"),
            QCPScatterStyle(QCPScatterStyle::ssCircle, makePen(Qt::white, 2.6), Qt::NoBrush, 16))
            ->removeFromLegend();

    LabelPlacer &placer = labels();
    placer.avoidPoint(truth, 8);
    if (lie) {
        placer.avoidPoint(best, 9);
        placer.add(truth, tr("truth"), tr("truth"), axisColor());
        placer.add(best, tr("best"), bestLabel, axisColor());
    } else {
        placer.add(truth, tr("truth = best"), tr("truth = best"), axisColor());
    }
    layOut();
    placer.placeAll();
}

} // namespace drf
