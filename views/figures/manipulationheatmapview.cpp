#include "manipulationheatmapview.h"

#include <qcustomplot.h>

namespace drf {

ManipulationHeatMapView::ManipulationHeatMapView(AllocationSet *results, QWidget *parent)
    : ManipulationView(results, parent, true)
{
    setObjectName(QStringLiteral("manipulation-heat-map"));
    // The cells fill the axes: a grid over them would only cut them up.
    plot()->xAxis->grid()->setVisible(false);
    plot()->yAxis->grid()->setVisible(false);
    rebuild();
}

std::optional<FigureScene> ManipulationHeatMapView::scene() const
{
    return manipulationHeatMapScene(landscape());
}

std::unique_ptr<PlotView> ManipulationHeatMapView::createCopy() const
{
    auto copy = std::make_unique<ManipulationHeatMapView>(allocationSet());
    copyLandscapeTo(*copy);
    return copy;
}

void ManipulationHeatMapView::draw()
{
    drawScene(manipulationHeatMapScene(landscape()));
}

} // namespace drf
