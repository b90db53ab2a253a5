#pragma once

#include "policy.h"

#include <QList>
#include <QToolBar>

class QAction;
class QActionGroup;
class QMenu;

namespace drf {

class AllocationSet;

/// The policy toggle: one exclusive action per policy (Ctrl+1..Ctrl+6 in kAllPolicies order),
/// "Compare all" (Ctrl+K) and "Whole tasks" (Ctrl+T), kept in step with the AllocationSet both
/// ways. The same actions fill the Policy menu (addToMenu()). Actions are named "policy-<key>",
/// "compare-all" and "whole-tasks".
class PolicyToolBar : public QToolBar
{
    Q_OBJECT

public:
    explicit PolicyToolBar(AllocationSet *results, QWidget *parent = nullptr);

    QAction *policyAction(PolicyId policy) const { return m_policyActions[int(policy)]; }
    QAction *compareAction() const { return m_compare; }
    QAction *wholeTasksAction() const { return m_wholeTasks; }
    /// Adds the policy actions, then the two toggles, to `menu`.
    void addToMenu(QMenu *menu) const;

private:
    /// A checkable action with Ctrl+`key`, named `name`, showing `text`, its description in
    /// the tips (both marked with QT_TR_NOOP: translated now and after a change of language).
    static void setUpToggle(QAction *action, const QString &name, Qt::Key key, const char *text,
                            const char *description);
    /// Shows the AllocationSet's selection, compare and task mode.
    void sync();

    AllocationSet *m_results;
    QActionGroup *m_group;
    QList<QAction *> m_policyActions; ///< indexed by int(PolicyId)
    QAction *m_compare;
    QAction *m_wholeTasks;
};

} // namespace drf
