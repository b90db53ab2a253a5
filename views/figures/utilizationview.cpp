#include "utilizationview.h"

#include <limits>

namespace drf {

UtilizationView::UtilizationView(AllocationSet *results, QWidget *parent)
    : PlotView(results, parent)
{
    rebuild();
}

void UtilizationView::setAllPolicies(bool all)
{
    if (all == m_allPolicies)
        return;
    m_allPolicies = all;
    rebuild();
}

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

} // namespace

double UtilizationView::segmentHeight(PolicyId policy, int resource, int user) const
{
    const int row = int(m_figure.drawnUsers.indexOf(user));
    const QList<QList<double>> stack = m_figure.segments.value(policy);
    if (row < 0 || row >= stack.size() || resource < 0 || resource >= stack[row].size())
        return kNaN;
    return stack[row][resource];
}

double UtilizationView::othersHeight(PolicyId policy, int resource) const
{
    return m_figure.others.value(policy).value(resource, kNaN);
}

double UtilizationView::barHeight(PolicyId policy, int resource) const
{
    return m_figure.tops.value(policy).value(resource, kNaN);
}

std::optional<FigureScene> UtilizationView::scene() const
{
    return barsScene(*allocationSet(), m_allPolicies).scene;
}

void UtilizationView::draw()
{
    m_figure = barsScene(*results(), m_allPolicies);
    drawScene(m_figure.scene);
}

std::unique_ptr<PlotView> UtilizationView::createCopy() const
{
    auto copy = std::make_unique<UtilizationView>(results());
    copy->setAllPolicies(m_allPolicies);
    return copy;
}

} // namespace drf
