#pragma once

#include "analysis.h"
#include "policy.h"

#include <QObject>

#include <array>

namespace drf {

class ScenarioModel;

/// One policy's allocation with everything measured about it.
struct PolicyResult
{
    Allocation allocation;
    AllocationAnalysis analysis;
};

/// The results every view draws: all six policies, recomputed once per scenario change, plus
/// the user's choice of policy, comparison and task mode. Views read it; they never recompute.
class AllocationSet : public QObject
{
    Q_OBJECT

public:
    explicit AllocationSet(ScenarioModel *model, QObject *parent = nullptr);

    ScenarioModel *model() const { return m_model; }
    const Scenario &scenario() const;
    const PolicyResult &result(PolicyId policy) const { return m_results[size_t(policy)]; }
    const PolicyResult &selectedResult() const { return result(m_selected); }
    /// Whether the analyses checked envy (up to kEnvyUserLimit users).
    bool envyChecked() const;

    PolicyId selectedPolicy() const { return m_selected; }
    void setSelectedPolicy(PolicyId policy);
    /// Compare mode: plots overlay every policy's sum instead of one policy's vectors.
    bool compareMode() const { return m_compare; }
    void setCompareMode(bool compare);
    TaskMode taskMode() const { return m_mode; }
    void setTaskMode(TaskMode mode);

signals:
    /// All results were recomputed (the scenario or the task mode changed).
    void resultsChanged();
    /// The selected policy or the compare mode changed (results are the same).
    void selectionChanged();

private:
    void recompute();

    ScenarioModel *m_model;
    std::array<PolicyResult, kAllPolicies.size()> m_results;
    PolicyId m_selected = PolicyId::Drf;
    bool m_compare = false;
    TaskMode m_mode = TaskMode::Continuous;
};

} // namespace drf
