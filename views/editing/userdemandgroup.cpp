#include "userdemandgroup.h"

#include "linetextvalidator.h"
#include "numberspinbox.h"
#include "palette.h"
#include "retranslate.h"
#include "scenariomodel.h"
#include "sliderspinbox.h"
#include "sweepbutton.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyleOptionGroupBox>
#include <QStylePainter>
#include <QToolButton>

namespace drf {

namespace {

/// The cap's spin box shows this value as "∞" (no cap); leave and work as "never" and "∞".
constexpr double kNoCap = -1.0;
/// Grid rows: the name, one per resource, then weight and cap, then the two rows over time.
constexpr int kWeightRow = kMaxResources + 1;
constexpr int kArriveRow = kWeightRow + 1;
constexpr int kWorkRow = kWeightRow + 2;

/// Absent (the spin box's special value) or the value.
std::optional<double> optionalValue(double value)
{
    return value < 0.0 ? std::nullopt : std::optional(value);
}

} // namespace

UserDemandGroup::UserDemandGroup(ScenarioModel *model, int user, QWidget *parent)
    : QGroupBox(parent), m_model(model), m_user(user), m_grid(new QGridLayout(this)),
      m_name(new QLineEdit(this)), m_remove(new QToolButton(this)), m_weightRow(new QWidget(this)),
      m_weight(new NumberSpinBox(m_weightRow)),
      m_weightSweep(new SweepButton(
          model, [this] { return m_model->scenario().users.value(m_user).weight; },
          [this](double weight) { return m_model->setWeight(m_user, weight); }, m_weightRow)),
      m_cap(new NumberSpinBox(m_weightRow)), m_arrive(new NumberSpinBox(this)),
      m_leave(new NumberSpinBox(this)), m_work(new NumberSpinBox(this)),
      m_duration(new NumberSpinBox(this))
{
    setObjectName(QStringLiteral("user-%1").arg(user));
    m_grid->setContentsMargins(6, 4, 6, 6);
    m_grid->setVerticalSpacing(2);
    m_grid->setColumnStretch(1, 1);

    m_name->setObjectName(QStringLiteral("name-%1").arg(user));
    limitLineText(m_name, kMaxNameLength);
    m_remove->setObjectName(QStringLiteral("remove-user-%1").arg(user));
    m_remove->setText(QStringLiteral("✕"));
    m_remove->setAutoRaise(true);
    auto *nameLabel = new QLabel(this);
    nameLabel->setBuddy(m_name);
    m_grid->addWidget(nameLabel, 0, 0);
    auto *nameRow = new QHBoxLayout;
    nameRow->addWidget(m_name, 1);
    nameRow->addWidget(m_remove);
    m_grid->addLayout(nameRow, 0, 1, 1, 2);

    m_weight->setObjectName(QStringLiteral("weight-%1").arg(user));
    m_cap->setObjectName(QStringLiteral("cap-%1").arg(user));
    m_cap->setRange(kNoCap, kMaxValue);
    m_cap->setSpecialValueText(QStringLiteral("∞"));
    m_cap->setStepType(QAbstractSpinBox::DefaultStepType);
    m_cap->setSingleStep(1.0);
    auto *weightLayout = new QHBoxLayout(m_weightRow);
    weightLayout->setContentsMargins(0, 0, 0, 0);
    weightLayout->addWidget(m_weight, 1);
    m_weightSweep->setObjectName(QStringLiteral("sweep-weight-%1").arg(user));
    weightLayout->addWidget(m_weightSweep);
    auto *capLabel = new QLabel(m_weightRow);
    capLabel->setBuddy(m_cap);
    weightLayout->addSpacing(6);
    weightLayout->addWidget(capLabel);
    weightLayout->addWidget(m_cap, 1);
    auto *weightLabel = new QLabel(this);
    weightLabel->setBuddy(m_weight);
    // Below every possible demand row: empty grid rows take no space.
    m_grid->addWidget(weightLabel, kWeightRow, 0);
    m_grid->addWidget(m_weightRow, kWeightRow, 1, 1, 2);

    addTimeRows();

    connect(m_name, &QLineEdit::editingFinished, this, &UserDemandGroup::editName);
    connect(m_weight, &NumberSpinBox::valueChanged, this, &UserDemandGroup::editWeight);
    connect(m_cap, &NumberSpinBox::valueChanged, this, &UserDemandGroup::editCap);
    connect(m_remove, &QToolButton::clicked, this,
            [this] { revertIfRejected(m_model->removeUser(m_user)); });
    translateTexts(this, [this, nameLabel, capLabel, weightLabel] {
        m_name->setToolTip(tr("The user's name (unique)"));
        nameLabel->setText(tr("Name"));
        m_weight->setToolTip(
            tr("Weight w > 0: a user of weight 2 counts as two users of weight 1"));
        m_cap->setToolTip(tr("Most tasks the user wants; ∞ = as many as the cluster allows "
                             "(step below 0 or type ∞ to remove the cap)"));
        capLabel->setText(tr("Max tasks"));
        weightLabel->setText(tr("Weight"));
        sync();
    });
}

void UserDemandGroup::addTimeRows()
{
    // Each row: a label, a field, a label, a field; the labels' texts (QT_TR_NOOP) in the
    // window's language.
    const auto row = [this](int gridRow, const char *first, NumberSpinBox *left, const char *second,
                            NumberSpinBox *right) {
        auto *fields = new QWidget(this);
        auto *layout = new QHBoxLayout(fields);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(left, 1);
        auto *rightLabel = new QLabel(fields);
        rightLabel->setBuddy(right);
        layout->addSpacing(6);
        layout->addWidget(rightLabel);
        layout->addWidget(right, 1);
        left->setParent(fields);
        right->setParent(fields);
        auto *leftLabel = new QLabel(this);
        leftLabel->setBuddy(left);
        m_grid->addWidget(leftLabel, gridRow, 0);
        m_grid->addWidget(fields, gridRow, 1, 1, 2);
        m_timeRows << leftLabel << fields;
        translateTexts(leftLabel, [leftLabel, rightLabel, first, second] {
            leftLabel->setText(tr(first));
            rightLabel->setText(tr(second));
        });
    };
    m_arrive->setObjectName(QStringLiteral("arrive-%1").arg(m_user));
    m_arrive->setRange(0.0, kMaxValue);
    m_leave->setObjectName(QStringLiteral("leave-%1").arg(m_user));
    m_leave->setRange(kNoCap, kMaxValue);
    m_work->setObjectName(QStringLiteral("work-%1").arg(m_user));
    m_work->setRange(kNoCap, kMaxValue);
    m_work->setSpecialValueText(QStringLiteral("∞"));
    m_duration->setObjectName(QStringLiteral("duration-%1").arg(m_user));
    m_duration->setRange(0.0, kMaxValue);
    row(kArriveRow, QT_TR_NOOP("Arrives"), m_arrive, QT_TR_NOOP("Leaves"), m_leave);
    row(kWorkRow, QT_TR_NOOP("Work"), m_work, QT_TR_NOOP("Task time"), m_duration);
    translateTexts(m_arrive, [this] {
        m_arrive->setToolTip(tr("When the user arrives (time 0: from the start)"));
        m_leave->setSpecialValueText(tr("never"));
        m_leave->setToolTip(tr("When the user leaves, its running tasks killed; never = it "
                               "stays (step below 0 to remove)"));
        m_work->setToolTip(tr("Tasks in the user's job; it leaves when they are done. ∞ = "
                              "endless (step below 0 to remove)"));
        m_duration->setToolTip(tr("How long one task runs (> 0)"));
    });
    setTimesShown(false);
    connect(m_arrive, &NumberSpinBox::valueChanged, this,
            [this](double value) { revertIfRejected(m_model->setArrive(m_user, value)); });
    connect(m_leave, &NumberSpinBox::valueChanged, this, [this](double value) {
        revertIfRejected(m_model->setLeave(m_user, optionalValue(value)));
    });
    connect(m_work, &NumberSpinBox::valueChanged, this, [this](double value) {
        revertIfRejected(m_model->setWork(m_user, optionalValue(value)));
    });
    connect(m_duration, &NumberSpinBox::valueChanged, this,
            [this](double value) { revertIfRejected(m_model->setDuration(m_user, value)); });
}

void UserDemandGroup::setTimesShown(bool shown)
{
    for (QWidget *widget : std::as_const(m_timeRows))
        widget->setVisible(shown);
}

void UserDemandGroup::sync()
{
    const Scenario &scenario = m_model->scenario();
    if (m_user >= scenario.userCount())
        return;
    const User &user = scenario.users[m_user];
    setResourceCount(scenario.resourceCount());
    syncHeader();
    for (int j = 0; j < scenario.resourceCount(); ++j) {
        const QString &resource = scenario.resources[j].name;
        m_resourceLabels[j]->setText(resource);
        m_demands[j]->setValue(user.demand[j]);
        const QString demandName = tr("%1: %2 per task").arg(user.name, resource);
        m_demands[j]->setHint(tr("%1 per task of %2").arg(resource, user.name), demandName);
        m_demandSweeps[j]->setValueName(demandName);
    }
    m_weight->setValueQuietly(user.weight);
    m_cap->setValueQuietly(user.maxTasks ? *user.maxTasks : kNoCap);
    m_arrive->setValueQuietly(user.arrive);
    m_leave->setValueQuietly(user.leave.value_or(kNoCap));
    m_work->setValueQuietly(user.work.value_or(kNoCap));
    m_duration->setValueQuietly(user.duration);
}

void UserDemandGroup::changeEvent(QEvent *event)
{
    QGroupBox::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_user < m_model->scenario().userCount())
        syncHeader();
}

void UserDemandGroup::paintEvent(QPaintEvent *)
{
    // As QGroupBox paints itself, with another colour for the title: a style sheet would do it
    // too, at a price, every widget in the group then drawn and measured through it.
    QStylePainter painter(this);
    QStyleOptionGroupBox option;
    initStyleOption(&option);
    option.palette.setColor(QPalette::WindowText, m_titleColour);
    option.textColor = m_titleColour;
    painter.drawComplexControl(QStyle::CC_GroupBox, option);
}

void UserDemandGroup::syncHeader()
{
    const Scenario &scenario = m_model->scenario();
    const QString &name = scenario.users[m_user].name;
    // The user's colour, made readable on the window's background (a dark desktop).
    const QColor colour = readableColor(userColor(m_user), palette().color(QPalette::Window));
    if (colour != m_titleColour) {
        m_titleColour = colour;
        update();
    }
    setTitle(name);
    if (!m_name->hasFocus() && m_name->text() != name)
        m_name->setText(name);
    m_remove->setEnabled(scenario.userCount() > 1);
    m_remove->setToolTip(tr("Remove user %1").arg(name));
    m_remove->setAccessibleName(tr("Remove user %1").arg(name));
    m_name->setAccessibleName(tr("User %1: name").arg(m_user + 1));
    m_weight->setAccessibleName(tr("%1: weight").arg(name));
    m_weightSweep->setValueName(tr("%1: weight").arg(name));
    m_cap->setAccessibleName(tr("%1: max tasks").arg(name));
    m_arrive->setAccessibleName(tr("%1: arrives at").arg(name));
    m_leave->setAccessibleName(tr("%1: leaves at").arg(name));
    m_work->setAccessibleName(tr("%1: work in tasks").arg(name));
    m_duration->setAccessibleName(tr("%1: task duration").arg(name));
}

void UserDemandGroup::setResourceCount(int count)
{
    while (m_demands.size() > count) {
        delete m_demands.takeLast();
        delete m_demandSweeps.takeLast();
        delete m_resourceLabels.takeLast();
    }
    while (m_demands.size() < count)
        addDemandRow(int(m_demands.size()));
}

void UserDemandGroup::addDemandRow(int resource)
{
    auto *label = new QLabel(this);
    auto *editor = new SliderSpinBox(kDemandSliderBase, this);
    editor->setObjectName(QStringLiteral("demand-%1-%2").arg(m_user).arg(resource));
    editor->slider()->setObjectName(editor->objectName() + QStringLiteral("-slider"));
    label->setBuddy(editor->spinBox());
    m_grid->addWidget(label, 1 + resource, 0);
    m_grid->addWidget(editor, 1 + resource, 1);
    auto *sweep = new SweepButton(
        m_model,
        [this, resource] { return m_model->scenario().users.value(m_user).demand.value(resource); },
        [this, resource](double value) { return m_model->setDemand(m_user, resource, value); },
        this);
    sweep->setObjectName(QStringLiteral("sweep-") + editor->objectName());
    m_grid->addWidget(sweep, 1 + resource, 2);
    m_resourceLabels.append(label);
    m_demands.append(editor);
    m_demandSweeps.append(sweep);
    connect(editor, &SliderSpinBox::valueEdited, this,
            [this, resource](double value) { editDemand(resource, value); });
    connect(editor, &SliderSpinBox::dragStarted, m_model, &ScenarioModel::beginInteractiveEdit);
    connect(editor, &SliderSpinBox::dragFinished, m_model, &ScenarioModel::endInteractiveEdit);
}

void UserDemandGroup::editDemand(int resource, double value)
{
    revertIfRejected(m_model->setDemand(m_user, resource, value));
}

void UserDemandGroup::editName()
{
    if (m_user >= m_model->scenario().userCount())
        return; // a group on its way out losing focus
    if (m_name->text() != m_model->scenario().users[m_user].name)
        revertIfRejected(m_model->setUserName(m_user, m_name->text()));
}

void UserDemandGroup::editWeight(double weight)
{
    revertIfRejected(m_model->setWeight(m_user, weight));
}

void UserDemandGroup::editCap(double cap)
{
    revertIfRejected(m_model->setMaxTasks(m_user, cap < 0.0 ? std::nullopt : std::optional(cap)));
}

void UserDemandGroup::revertIfRejected(const QString &reason)
{
    if (reason.isEmpty())
        return;
    // A refused name stays in the box only until sync(): show the model's name again.
    m_name->setText(m_model->scenario().users.value(m_user).name);
    sync();
}

} // namespace drf
