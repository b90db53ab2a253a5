#pragma once

#include "manipulationview.h"

namespace drf {

/// One user's real tasks along the ratio of two reported components (ManipulationCurve), on a
/// logarithmic axis, with the truth and the best lie marked and labelled: the scene
/// manipulationCurveScene() draws up.
class ManipulationCurveView : public ManipulationView
{
    Q_OBJECT

public:
    explicit ManipulationCurveView(AllocationSet *results, QWidget *parent = nullptr);

    std::optional<FigureScene> scene() const override;

protected:
    void draw() override;
    std::unique_ptr<PlotView> createCopy() const override;
};

} // namespace drf
