#pragma once

#include <QList>
#include <QScrollArea>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace drf {

class NumberSpinBox;
class ResourceGroup;
class ScenarioModel;
class SliderSpinBox;
class UserDemandGroup;

/// The scenario editor: the cluster's resources, then one group per user (up to
/// kMaxEditorUsers; more users are edited in the table). Every edit goes through the
/// ScenarioModel; the widgets follow its scenarioChanged() signal, so undo and redo update them.
/// The add button is named "add-user"; the check box "show-times" shows every user's rows over
/// time (checked whenever the scenario has a timeline), and with them the field "horizon".
class ScenarioEditor : public QScrollArea
{
    Q_OBJECT

public:
    static constexpr int kMaxEditorUsers = 50;

    explicit ScenarioEditor(ScenarioModel *model, QWidget *parent = nullptr);

    /// The slider and spin box of `user`'s demand for `resource`, or null.
    SliderSpinBox *demandEditor(int user, int resource) const;
    /// Number of user groups shown.
    int userGroupCount() const { return int(m_userGroups.size()); }
    /// Whether the users' rows over time are shown.
    bool timesShown() const;
    /// A scenario's title in the window's language: a preset's translated, a title marked
    /// "Based on:" with the marker translated.
    static QString shownTitle(const QString &title);

signals:
    /// Rows of fields came or went (a user, a resource): the window's Tab order is made again.
    void fieldsChanged();
    /// The users' rows over time were shown or hidden.
    void timesShownChanged(bool shown);

private:
    /// The scenario's title, at the top of `layout`.
    void addTitleField(QVBoxLayout *layout);
    /// The horizon's row (shown with the times); returns its label.
    QLabel *addHorizonRow(QVBoxLayout *layout);
    /// The texts, in the interface's language; `horizonLabel` names the horizon.
    void retranslate(QLabel *horizonLabel);
    /// Shows the model's title, unless the user is typing one.
    void showTitle();
    /// Adds or removes user groups to match the model, then shows its values.
    void sync();
    /// After any change: only the edited user's group when one user changed (a slider step
    /// with 50 users), everything otherwise.
    void followChange();
    /// Shows or hides every group's rows over time as the check box says.
    void applyTimesShown();

    ScenarioModel *m_model;
    QLineEdit *m_title; ///< the scenario's title, edited in place ("scenario-title")
    QCheckBox *m_showTimes;
    QWidget *m_horizonRow;    ///< shown with the rows over time
    NumberSpinBox *m_horizon; ///< "auto" (the special value) when the scenario has none
    ResourceGroup *m_resources;
    QVBoxLayout *m_usersLayout;
    QList<UserDemandGroup *> m_userGroups;
    QLabel *m_moreUsers;
    QPushButton *m_addUser;
    int m_changedUser = -1;  ///< the user the model said changed, until scenarioChanged()
    QPair<int, int> m_shape; ///< the resources and user groups shown at the last fieldsChanged()
};

} // namespace drf
