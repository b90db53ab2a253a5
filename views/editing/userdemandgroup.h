#pragma once

#include <QColor>
#include <QGroupBox>
#include <QList>

class QGridLayout;
class QLabel;
class QLineEdit;
class QToolButton;

namespace drf {

class NumberSpinBox;
class ScenarioModel;
class SliderSpinBox;
class SweepButton;

/// The editor of one user: its name, a slider and spin box per resource demand, its weight and
/// its cap. It edits through the ScenarioModel and shows what the model holds (sync()).
/// Children are named "name-i", "demand-i-j" (a SliderSpinBox) with its play button
/// "sweep-demand-i-j", "weight-i" with "sweep-weight-i", "cap-i", "remove-user-i", and in the rows
/// over time (setTimesShown()) "arrive-i", "leave-i", "work-i" and "duration-i".
class UserDemandGroup : public QGroupBox
{
    Q_OBJECT

public:
    UserDemandGroup(ScenarioModel *model, int user, QWidget *parent = nullptr);

    int user() const { return m_user; }
    /// Shows the model's values (and its resources); emits nothing.
    void sync();
    SliderSpinBox *demandEditor(int resource) const { return m_demands.value(resource); }
    /// Shows or hides the rows over time: when the user arrives and leaves, its work and the
    /// duration of its tasks.
    void setTimesShown(bool shown);

protected:
    /// A new palette (a dark desktop): the title's colour readable on it.
    void changeEvent(QEvent *event) override;
    /// The frame with the title in the user's colour.
    void paintEvent(QPaintEvent *event) override;

private:
    void setResourceCount(int count);
    void addDemandRow(int resource);
    void syncHeader();
    void editDemand(int resource, double value);
    void editName();
    void editWeight(double weight);
    void editCap(double cap);
    /// Adds the rows over time under the weight.
    void addTimeRows();
    /// Shows the model's values again when it refused an edit.
    void revertIfRejected(const QString &reason);

    ScenarioModel *m_model;
    int m_user;
    QGridLayout *m_grid;
    QLineEdit *m_name;
    QColor m_titleColour; ///< the user's colour, readable on the window's background
    QToolButton *m_remove;
    QList<QLabel *> m_resourceLabels;
    QList<SliderSpinBox *> m_demands;
    QList<SweepButton *> m_demandSweeps;
    QWidget *m_weightRow; ///< weight and cap
    NumberSpinBox *m_weight;
    SweepButton *m_weightSweep;
    NumberSpinBox *m_cap;
    QList<QWidget *> m_timeRows; ///< the labels and fields over time
    NumberSpinBox *m_arrive;
    NumberSpinBox *m_leave;
    NumberSpinBox *m_work;
    NumberSpinBox *m_duration;
};

} // namespace drf
