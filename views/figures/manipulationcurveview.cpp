#include "manipulationcurveview.h"

namespace drf {

ManipulationCurveView::ManipulationCurveView(AllocationSet *results, QWidget *parent)
    : ManipulationView(results, parent, false)
{
    setObjectName(QStringLiteral("manipulation-curve"));
    rebuild();
}

std::optional<FigureScene> ManipulationCurveView::scene() const
{
    return manipulationCurveScene(landscape());
}

std::unique_ptr<PlotView> ManipulationCurveView::createCopy() const
{
    auto copy = std::make_unique<ManipulationCurveView>(allocationSet());
    copyLandscapeTo(*copy);
    return copy;
}

void ManipulationCurveView::draw()
{
    drawScene(manipulationCurveScene(landscape()));
}

} // namespace drf
