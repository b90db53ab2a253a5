#pragma once

#include "plotview.h"
#include "policy.h"
#include "taskconstraints.h"

#include <QMap>
#include <QPointF>
#include <QPolygonF>

#include <limits>

class QCPGraph;

namespace drf {

class LabelPlacer;

/// The task space of two users: their task counts on the axes, one constraint line per resource
/// (the other users held at their allocation under the selected policy), the feasible region,
/// every policy's point, the ray of equal weighted dominant shares and the point the equal split
/// guarantees. On the seed: Walras on the corner, DRF on the ray, max-min inside, fixed price
/// outside.
class TaskSpaceView : public PlotView
{
    Q_OBJECT

public:
    explicit TaskSpaceView(AllocationSet *results, QWidget *parent = nullptr);

    /// Puts user `a`'s tasks on the horizontal axis and user `b`'s on the vertical one. Invalid
    /// or equal indices fall back to the first two users.
    void setUsers(int a, int b);
    /// The users on the axes as drawn (-1 when the scenario has fewer than two users).
    int userA() const { return m_shownA; }
    int userB() const { return m_shownB; }

    /// The plotted point (tasks of a, tasks of b) of `policy`; NaN when nothing is drawn.
    QPointF policyPoint(PolicyId policy) const;
    /// The plotted feasible region (empty when nothing is feasible or nothing is drawn).
    QPolygonF feasibleRegion() const { return m_feasible; }
    /// The right-hand side of `resource`'s constraint line: its capacity less what the other
    /// users hold under the selected policy; NaN when neither user on the axes needs it.
    double constraintBound(int resource) const
    {
        return m_bounds.value(resource, std::numeric_limits<double>::quiet_NaN());
    }

protected:
    void draw() override;
    std::unique_ptr<PlotView> createCopy() const override;

private:
    void drawConstraintLines(const QList<TaskConstraint> &constraints, LabelPlacer &placer);
    void drawEqualShareRay(int a, int b, LabelPlacer &placer);
    void drawSplitGuarantee(QPointF split, LabelPlacer &placer);
    void drawPolicyPoints(int a, int b, LabelPlacer &placer);

    int m_requestedA = 0;
    int m_requestedB = 1;
    int m_shownA = 0;
    int m_shownB = 1;
    QMap<PolicyId, QCPGraph *> m_points; ///< the plotted points, read by policyPoint()
    QPolygonF m_feasible;
    QMap<int, double> m_bounds; ///< per resource, read by constraintBound()
};

} // namespace drf
