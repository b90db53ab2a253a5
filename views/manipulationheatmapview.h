#pragma once

#include "manipulationview.h"

class QCPColorScale;

namespace drf {

/// One user's real tasks over both reported components (ManipulationHeatMap): a grid of cells
/// in log2 coordinates coloured by a colour-blind-safe scale, with the truth and the best lie
/// marked and labelled.
class ManipulationHeatMapView : public ManipulationView
{
    Q_OBJECT

public:
    explicit ManipulationHeatMapView(AllocationSet *results, QWidget *parent = nullptr);

protected:
    void draw() override;
    std::unique_ptr<PlotView> createCopy() const override;

private:
    /// Fonts and pens of the colour scale's axis, as PlotView gives the plot's own axes.
    void styleColorScale();

    QCPColorScale *m_scale;
};

} // namespace drf
