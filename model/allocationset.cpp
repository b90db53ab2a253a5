#include "allocationset.h"

#include "scenariomodel.h"

namespace drf {

AllocationSet::AllocationSet(ScenarioModel *model, QObject *parent)
    : QObject(parent), m_model(model)
{
    connect(m_model, &ScenarioModel::scenarioChanged, this, &AllocationSet::recompute);
    recompute();
}

const Scenario &AllocationSet::scenario() const
{
    return m_model->scenario();
}

bool AllocationSet::envyChecked() const
{
    return scenario().userCount() <= kEnvyUserLimit;
}

void AllocationSet::setSelectedPolicy(PolicyId policy)
{
    if (policy == m_selected)
        return;
    m_selected = policy;
    emit selectionChanged();
}

void AllocationSet::setCompareMode(bool compare)
{
    if (compare == m_compare)
        return;
    m_compare = compare;
    emit selectionChanged();
}

void AllocationSet::setTaskMode(TaskMode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    recompute();
}

void AllocationSet::recompute()
{
    const Scenario &s = scenario();
    const bool withEnvy = envyChecked();
    // Max-min first: it is every other policy's sharing-incentive reference.
    PolicyResult &split = m_results[size_t(PolicyId::MaxMin)];
    split.allocation = allocate(s, PolicyId::MaxMin, m_mode);
    for (PolicyId policy : kAllPolicies) {
        PolicyResult &r = m_results[size_t(policy)];
        if (policy != PolicyId::MaxMin)
            r.allocation = allocate(s, policy, m_mode);
        r.analysis = analyse(s, r.allocation, split.allocation.tasks, withEnvy);
    }
    emit resultsChanged();
}

} // namespace drf
