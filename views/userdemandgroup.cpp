#include "userdemandgroup.h"

#include "numberspinbox.h"
#include "palette.h"
#include "retranslate.h"
#include "scenariomodel.h"
#include "sliderspinbox.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>

namespace drf {

namespace {

/// Demand sliders start at 0..10 in steps of 0.1.
constexpr double kDemandSliderBase = 10.0;
/// The cap's spin box shows this value as "∞" (no cap).
constexpr double kNoCap = -1.0;
/// Grid rows: the name, one per resource, then weight and cap.
constexpr int kWeightRow = kMaxResources + 1;

} // namespace

UserDemandGroup::UserDemandGroup(ScenarioModel *model, int user, QWidget *parent)
    : QGroupBox(parent), m_model(model), m_user(user), m_grid(new QGridLayout(this)),
      m_name(new QLineEdit(this)), m_remove(new QToolButton(this)), m_weightRow(new QWidget(this)),
      m_weight(new NumberSpinBox(m_weightRow)), m_cap(new NumberSpinBox(m_weightRow))
{
    setObjectName(QStringLiteral("user-%1").arg(user));
    m_grid->setContentsMargins(6, 4, 6, 6);
    m_grid->setVerticalSpacing(2);
    m_grid->setColumnStretch(1, 1);

    m_name->setObjectName(QStringLiteral("name-%1").arg(user));
    m_remove->setObjectName(QStringLiteral("remove-user-%1").arg(user));
    m_remove->setText(QStringLiteral("✕"));
    m_remove->setAutoRaise(true);
    auto *nameLabel = new QLabel(this);
    nameLabel->setBuddy(m_name);
    m_grid->addWidget(nameLabel, 0, 0);
    auto *nameRow = new QHBoxLayout;
    nameRow->addWidget(m_name, 1);
    nameRow->addWidget(m_remove);
    m_grid->addLayout(nameRow, 0, 1);

    m_weight->setObjectName(QStringLiteral("weight-%1").arg(user));
    m_cap->setObjectName(QStringLiteral("cap-%1").arg(user));
    m_cap->setRange(kNoCap, kMaxValue);
    m_cap->setSpecialValueText(QStringLiteral("∞"));
    m_cap->setStepType(QAbstractSpinBox::DefaultStepType);
    m_cap->setSingleStep(1.0);
    auto *weightLayout = new QHBoxLayout(m_weightRow);
    weightLayout->setContentsMargins(0, 0, 0, 0);
    weightLayout->addWidget(m_weight, 1);
    auto *capLabel = new QLabel(m_weightRow);
    capLabel->setBuddy(m_cap);
    weightLayout->addSpacing(6);
    weightLayout->addWidget(capLabel);
    weightLayout->addWidget(m_cap, 1);
    auto *weightLabel = new QLabel(this);
    weightLabel->setBuddy(m_weight);
    // Below every possible demand row: empty grid rows take no space.
    m_grid->addWidget(weightLabel, kWeightRow, 0);
    m_grid->addWidget(m_weightRow, kWeightRow, 1);

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
        m_demands[j]->setHint(tr("%1 per task of %2").arg(resource, user.name),
                              tr("%1: %2 per task").arg(user.name, resource));
    }
    m_weight->setValueQuietly(user.weight);
    m_cap->setValueQuietly(user.maxTasks ? *user.maxTasks : kNoCap);
}

void UserDemandGroup::syncHeader()
{
    const Scenario &scenario = m_model->scenario();
    const QString &name = scenario.users[m_user].name;
    if (title() != name) {
        setTitle(name);
        setStyleSheet(QStringLiteral("QGroupBox::title { color: %1; font-weight: bold; }")
                          .arg(userColor(m_user).name()));
    }
    if (!m_name->hasFocus() && m_name->text() != name)
        m_name->setText(name);
    m_remove->setEnabled(scenario.userCount() > 1);
    m_remove->setToolTip(tr("Remove user %1").arg(name));
    m_remove->setAccessibleName(tr("Remove user %1").arg(name));
    m_name->setAccessibleName(tr("User %1: name").arg(m_user + 1));
    m_weight->setAccessibleName(tr("%1: weight").arg(name));
    m_cap->setAccessibleName(tr("%1: max tasks").arg(name));
}

void UserDemandGroup::setResourceCount(int count)
{
    while (m_demands.size() > count) {
        delete m_demands.takeLast();
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
    m_resourceLabels.append(label);
    m_demands.append(editor);
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
