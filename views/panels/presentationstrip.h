#pragma once

#include <QList>
#include <QToolBar>

class QAction;
class QComboBox;
class QHBoxLayout;
class QLabel;

namespace drf {

class ScenarioModel;
class SliderSpinBox;

/// What presentation mode leaves on screen besides the plot: a slim strip under it with the
/// policy buttons and the scenario's sliders (every user's demands when there are few of them,
/// else those of the user chosen in the strip, and the capacities). Its toggle collapses it to
/// a single button and back. The sliders edit through the ScenarioModel like the editor's (a
/// drag is one undo step) and follow the model only while the strip is shown.
/// Each slider has the editor's play button (SweepButton) after it.
/// Children: "strip-toggle" (the collapse button), "strip-controls", "strip-user" (the user
/// chooser, shown when needed), SliderSpinBoxes "strip-demand-i-j" and "strip-capacity-j".
class PresentationStrip : public QToolBar
{
    Q_OBJECT

public:
    /// `policyActions`: the policy toolbar's actions, shared (separators kept).
    PresentationStrip(ScenarioModel *model, const QList<QAction *> &policyActions,
                      QWidget *parent = nullptr);

    /// Checked while the strip shows its controls; toggling collapses or expands it.
    QAction *expandAction() const { return m_expand; }
    bool isCollapsed() const { return !m_expand->isChecked(); }

    SliderSpinBox *demandEditor(int user, int resource) const;
    SliderSpinBox *capacityEditor(int resource) const;

signals:
    /// The sliders were made anew (users or resources changed): the tab order needs them.
    void controlsRebuilt();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    /// What the strip hides when collapsed: a row of buttons for `policyActions`, then the
    /// chosen user's sliders in a row that scrolls.
    QWidget *policyAndSliderRows(const QList<QAction *> &policyActions);
    /// Makes the sliders for the scenario's users and resources as they are now.
    void rebuild();
    /// Shows the model's values in the sliders (no signals).
    void sync();
    /// Rebuilds when users or resources came, went or were renamed, else syncs.
    void follow();
    void addDemandEditor(int user, int resource);
    void addCapacityEditor(int resource);
    /// A slider, its spin box and play button for `user`'s demand of `resource`, or for the
    /// capacity of `resource` when `user` is -1.
    void addEditor(int user, int resource, const QString &label, const QString &hint,
                   const QString &valueName);
    /// The number an editor shows (0 for one whose user or resource has gone).
    double valueOf(int user, int resource) const;
    /// Edits that number through the model: empty, or why it was refused.
    QString edit(int user, int resource, double value);
    /// Every user's demands fit in one row when there are this many sliders or fewer.
    bool showsEveryUser() const;

    ScenarioModel *m_model;
    QAction *m_expand;
    QAction *m_controls; ///< the strip's content, hidden when collapsed
    QComboBox *m_userChooser;
    QWidget *m_sliders;
    QHBoxLayout *m_sliderRow;
    struct Editor
    {
        SliderSpinBox *editor;
        int user; ///< -1 for a capacity
        int resource;
    };
    QList<Editor> m_editors;
    QStringList m_shownNames; ///< users then resources when the sliders were made
    int m_chosenUser = 0;
};

} // namespace drf
