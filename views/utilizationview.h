#pragma once

#include "plotview.h"
#include "policy.h"

#include <QList>
#include <QMap>

class QCPItemRect;

namespace drf {

/// Utilization of every resource in percent, each bar stacked by user (user colours): for the
/// selected policy, or grouped per policy in compare mode or with setAllPolicies(true). A line
/// marks 100 %; what lies above it is over capacity and drawn in the warning style. Beyond
/// UserAggregate::kAllDrawn users the largest users are stacked one by one and the others as
/// one grey segment on top, as the title and the legend say.
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
    const QList<int> &drawnUsers() const { return m_drawnUsers; }

protected:
    void draw() override;
    std::unique_ptr<PlotView> createCopy() const override;

private:
    /// The policies drawn: the selected one, or all of them side by side.
    QList<PolicyId> shownPolicies() const;
    /// Sizes the policies' markers on the totals of a group of bars `barWidth` wide (in keys)
    /// and hangs them inside the bars' tops, once the axes have their final ranges.
    void fitTotalMarkers(double barWidth);

    bool m_allPolicies = false;
    /// Per policy, per user, per resource: the plotted segments, read by the accessors.
    QMap<PolicyId, QList<QList<QCPItemRect *>>> m_segments;
    /// Per policy, per resource: the aggregate's segments (none when every user is drawn).
    QMap<PolicyId, QList<QCPItemRect *>> m_others;
    QList<int> m_drawnUsers;
};

} // namespace drf
