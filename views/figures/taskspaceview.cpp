#include "taskspaceview.h"

#include <cmath>

namespace drf {

TaskSpaceView::TaskSpaceView(AllocationSet *results, QWidget *parent) : PlotView(results, parent)
{
    rebuild();
}

void TaskSpaceView::setUsers(int a, int b)
{
    m_requestedA = a;
    m_requestedB = b;
    rebuild();
}

QPointF TaskSpaceView::policyPoint(PolicyId policy) const
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    return m_figure.points.value(policy, QPointF(nan, nan));
}

std::optional<FigureScene> TaskSpaceView::scene() const
{
    return taskSpaceScene(*allocationSet(), m_requestedA, m_requestedB).scene;
}

void TaskSpaceView::draw()
{
    m_figure = taskSpaceScene(*results(), m_requestedA, m_requestedB);
    drawScene(m_figure.scene);
}

std::unique_ptr<PlotView> TaskSpaceView::createCopy() const
{
    auto copy = std::make_unique<TaskSpaceView>(results());
    copy->setUsers(m_requestedA, m_requestedB);
    return copy;
}

} // namespace drf
