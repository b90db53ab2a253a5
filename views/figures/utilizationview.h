#pragma once

#include "barsscene.h"
#include "plotview.h"

namespace drf {

/// The utilization bars (barsScene()) as a plot: the selected policy's, or every policy's side
/// by side in compare mode or with setAllPolicies(true).
class UtilizationView : public PlotView
{
    Q_OBJECT

public:
    explicit UtilizationView(AllocationSet *results, QWidget *parent = nullptr);

    /// Shows every policy's bars side by side, even outside compare mode.
    void setAllPolicies(bool all);
    bool allPolicies() const { return m_allPolicies; }

    /// The plotted height (percent) of `policy`'s bar for `resource`: the top of its stack;
    /// NaN when that bar is not drawn.
    double barHeight(PolicyId policy, int resource) const;
    /// The plotted segment (percent) of `user` in that bar; NaN when not drawn (also when the
    /// user is folded into the aggregate).
    double segmentHeight(PolicyId policy, int resource, int user) const;
    /// The plotted segment (percent) of the users folded together (UserAggregate) in that bar,
    /// on top of the stack; NaN when every user is drawn.
    double othersHeight(PolicyId policy, int resource) const;
    /// The users drawn one by one, in stacking order from the bottom (UserAggregate::drawn()).
    const QList<int> &drawnUsers() const { return m_figure.drawnUsers; }

    std::optional<FigureScene> scene() const override;

protected:
    void draw() override;
    std::unique_ptr<PlotView> createCopy() const override;

private:
    bool m_allPolicies = false;
    BarsFigure m_figure; ///< as last drawn
};

} // namespace drf
