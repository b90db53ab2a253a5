#pragma once

#include "plotview.h"
#include "taskspacescene.h"

#include <QPointF>
#include <QPolygonF>

#include <limits>

namespace drf {

/// The task space of two users (taskSpaceScene()) as a plot.
class TaskSpaceView : public PlotView
{
    Q_OBJECT

public:
    explicit TaskSpaceView(AllocationSet *results, QWidget *parent = nullptr);

    /// Puts user `a`'s tasks on the horizontal axis and user `b`'s on the vertical one. Invalid
    /// or equal indices fall back to the first two users.
    void setUsers(int a, int b);
    /// The users on the axes as drawn (-1 when the scenario has fewer than two users).
    int userA() const { return m_figure.userA; }
    int userB() const { return m_figure.userB; }

    /// The plotted point (tasks of a, tasks of b) of `policy`; NaN when nothing is drawn.
    QPointF policyPoint(PolicyId policy) const;
    /// The plotted feasible region (empty when nothing is feasible or nothing is drawn).
    QPolygonF feasibleRegion() const { return m_figure.feasible; }
    /// The right-hand side of `resource`'s constraint line: its capacity less what the other
    /// users hold under the selected policy; NaN when neither user on the axes needs it.
    double constraintBound(int resource) const
    {
        return m_figure.bounds.value(resource, std::numeric_limits<double>::quiet_NaN());
    }

    std::optional<FigureScene> scene() const override;

protected:
    void draw() override;
    std::unique_ptr<PlotView> createCopy() const override;

private:
    int m_requestedA = 0;
    int m_requestedB = 1;
    TaskSpaceFigure m_figure; ///< as last drawn
};

} // namespace drf
