#pragma once

#include "manipulationlandscape.h"
#include "manipulationview.h"

namespace drf {

/// One user's real tasks along the ratio of two reported components (ManipulationCurve), on a
/// logarithmic axis, with the truth and the best lie marked and labelled.
class ManipulationCurveView : public ManipulationView
{
    Q_OBJECT

public:
    explicit ManipulationCurveView(AllocationSet *results, QWidget *parent = nullptr);

    /// The name of the curve's best point when it is a lie: "best lie" when it is the best lie
    /// the caption states (ManipulationLandscape::curveHasBestLie()), else "best on this curve".
    static QString bestPointName(const ManipulationLandscape &landscape);
    /// Its label: "best lie: 75 tasks (+4.2%)".
    static QString bestPointLabel(const ManipulationLandscape &landscape);

protected:
    void draw() override;
    std::unique_ptr<PlotView> createCopy() const override;
};

} // namespace drf
