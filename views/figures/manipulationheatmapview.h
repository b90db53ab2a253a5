#pragma once

#include "manipulationview.h"

namespace drf {

/// One user's real tasks over both reported components (ManipulationHeatMap): a grid of cells
/// in log2 coordinates coloured by a colour-blind-safe scale, with the truth and the best lie
/// marked and labelled: the scene manipulationHeatMapScene() draws up.
class ManipulationHeatMapView : public ManipulationView
{
    Q_OBJECT

public:
    explicit ManipulationHeatMapView(AllocationSet *results, QWidget *parent = nullptr);

    std::optional<FigureScene> scene() const override;

protected:
    void draw() override;
    std::unique_ptr<PlotView> createCopy() const override;
};

} // namespace drf
