#include "scenarioeditor.h"

#include "linetextvalidator.h"
#include "numberspinbox.h"
#include "resourcegroup.h"
#include "retranslate.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "userdemandgroup.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace drf {

ScenarioEditor::ScenarioEditor(ScenarioModel *model, QWidget *parent)
    : QScrollArea(parent), m_model(model), m_title(new QLineEdit), m_showTimes(new QCheckBox),
      m_horizonRow(new QWidget), m_horizon(new NumberSpinBox), m_resources(nullptr),
      m_usersLayout(new QVBoxLayout), m_moreUsers(new QLabel), m_addUser(new QPushButton)
{
    setObjectName(QStringLiteral("scenario-editor"));
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Tab goes to the fields, not to the area around them (which scrolls to the focused one).
    setFocusPolicy(Qt::NoFocus);

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    addTitleField(layout);
    m_showTimes->setParent(content);
    m_showTimes->setObjectName(QStringLiteral("show-times"));
    layout->addWidget(m_showTimes);
    QLabel *horizonLabel = addHorizonRow(layout);
    m_resources = new ResourceGroup(model, content);
    layout->addWidget(m_resources);

    m_usersLayout->setSpacing(4);
    layout->addLayout(m_usersLayout);
    m_moreUsers->setParent(content);
    m_moreUsers->setWordWrap(true);
    layout->addWidget(m_moreUsers);
    m_addUser->setParent(content);
    m_addUser->setObjectName(QStringLiteral("add-user"));
    layout->addWidget(m_addUser, 0, Qt::AlignLeft);
    layout->addStretch(1);
    setWidget(content);

    connect(m_addUser, &QPushButton::clicked, this, [this] { m_model->addUser(); });
    connect(m_model, &ScenarioModel::userChanged, this, [this](int user) { m_changedUser = user; });
    connect(m_model, &ScenarioModel::scenarioChanged, this, &ScenarioEditor::followChange);
    translateTexts(this, [this, horizonLabel] { retranslate(horizonLabel); });

    // A new scenario (New, Open, a preset) shows its times only when it has some.
    connect(m_model, &QAbstractItemModel::modelReset, this,
            [this] { m_showTimes->setChecked(m_model->scenario().hasTimeline()); });
    connect(m_showTimes, &QCheckBox::toggled, this, &ScenarioEditor::applyTimesShown);
    m_showTimes->setChecked(m_model->scenario().hasTimeline());
    m_horizonRow->setVisible(m_showTimes->isChecked());
}

void ScenarioEditor::addTitleField(QVBoxLayout *layout)
{
    m_title->setParent(layout->parentWidget());
    m_title->setObjectName(QStringLiteral("scenario-title"));
    m_title->setClearButtonEnabled(true);
    limitLineText(m_title, kMaxTitleLength);
    QFont titleFont = m_title->font();
    titleFont.setItalic(true);
    m_title->setFont(titleFont);
    layout->addWidget(m_title);
    // Only what the user typed becomes the title: the text shown may be a translation. A paste
    // the validator cleaned is set anew, which clears the modified flag: it is set again here.
    connect(m_title, &QLineEdit::textEdited, this, [this] { m_title->setModified(true); });
    connect(m_title, &QLineEdit::editingFinished, this, [this] {
        if (!m_title->isModified())
            return;
        m_title->setModified(false);
        if (!m_model->setTitle(m_title->text()).isEmpty())
            showTitle(); // refused (the model says why): the title it keeps
    });
}

QLabel *ScenarioEditor::addHorizonRow(QVBoxLayout *layout)
{
    m_horizonRow->setParent(layout->parentWidget());
    auto *horizonLayout = new QHBoxLayout(m_horizonRow);
    horizonLayout->setContentsMargins(0, 0, 0, 0);
    auto *horizonLabel = new QLabel(m_horizonRow);
    horizonLabel->setBuddy(m_horizon);
    m_horizon->setParent(m_horizonRow);
    m_horizon->setObjectName(QStringLiteral("horizon"));
    // -1 stands for no horizon of the file's own: the default rule.
    m_horizon->setRange(-1.0, kMaxValue);
    horizonLayout->addWidget(horizonLabel);
    horizonLayout->addWidget(m_horizon, 1);
    layout->addWidget(m_horizonRow);
    connect(m_horizon, &NumberSpinBox::valueChanged, this, [this](double value) {
        if (!m_model->setHorizon(value < 0.0 ? std::nullopt : std::optional(value)).isEmpty())
            sync(); // refused: show the model's horizon again
    });
    return horizonLabel;
}

void ScenarioEditor::retranslate(QLabel *horizonLabel)
{
    setAccessibleName(tr("Scenario editor"));
    m_title->setPlaceholderText(tr("Title of the scenario"));
    m_title->setAccessibleName(tr("Scenario title"));
    m_addUser->setText(tr("Add user"));
    m_addUser->setToolTip(
        tr("Add a user demanding one unit of every resource (at most %1 in the editor)")
            .arg(kMaxEditorUsers));
    horizonLabel->setText(tr("Horizon"));
    m_horizon->setSpecialValueText(tr("auto"));
    m_horizon->setToolTip(tr("When the simulated time ends; auto = when the last job is "
                             "done, or, if some user stays for ever, the largest of 10 "
                             "task durations, twice the last arrival or departure, and 1"));
    m_horizon->setAccessibleName(tr("Horizon"));
    m_showTimes->setText(tr("Over time: arrivals, departures, work"));
    m_showTimes->setToolTip(tr("When each user arrives and leaves, the tasks of its job and "
                               "how long a task runs: the Timeline tab simulates them"));
    sync();
}

bool ScenarioEditor::timesShown() const
{
    return m_showTimes->isChecked();
}

void ScenarioEditor::applyTimesShown()
{
    for (UserDemandGroup *group : std::as_const(m_userGroups))
        group->setTimesShown(m_showTimes->isChecked());
    m_horizonRow->setVisible(m_showTimes->isChecked());
    emit timesShownChanged(m_showTimes->isChecked());
    emit fieldsChanged(); // fields came or went
}

QString ScenarioEditor::shownTitle(const QString &title)
{
    const QString prefix = QString::fromUtf8(kBasedOnPrefix);
    if (title.startsWith(prefix))
        return tr("Based on: %1").arg(presetText(title.mid(prefix.size())));
    return presetText(title);
}

SliderSpinBox *ScenarioEditor::demandEditor(int user, int resource) const
{
    return user >= 0 && user < m_userGroups.size() ? m_userGroups[user]->demandEditor(resource)
                                                   : nullptr;
}

void ScenarioEditor::showTitle()
{
    // Not while the user types one.
    const QString title = shownTitle(m_model->scenario().title);
    // The whole title in the tip too: the field shows its start.
    const QString tip = tr("The scenario's title, saved in its file. A preset's title reads "
                           "\"Based on: …\" once you change the scenario; type your own to "
                           "replace it.");
    m_title->setToolTip(title.isEmpty() ? tip : title + QStringLiteral("\n\n") + tip);
    if (m_title->isModified() || title == m_title->text())
        return;
    // "Based on: " in another language may be longer than the prefix the title has room for.
    m_title->setMaxLength(std::max<int>(kMaxTitleLength, int(title.size())));
    m_title->setText(title);
    m_title->setCursorPosition(0); // the start of a long title, not its end
}

void ScenarioEditor::followChange()
{
    showTitle(); // a title marked "Based on:" by this edit
    const int user = std::exchange(m_changedUser, -1);
    if (user < 0) {
        sync();
        return;
    }
    if (user < m_userGroups.size())
        m_userGroups[user]->sync();
    // An edit or an undo that gives the scenario times shows them.
    if (m_model->scenario().hasTimeline())
        m_showTimes->setChecked(true);
}

void ScenarioEditor::sync()
{
    const Scenario &scenario = m_model->scenario();
    showTitle();
    m_horizon->setValueQuietly(scenario.horizon.value_or(-1.0));
    m_resources->sync();

    const int shown = std::min(scenario.userCount(), kMaxEditorUsers);
    while (m_userGroups.size() > shown) {
        // The group's own remove button may have sent the signal that led here.
        UserDemandGroup *group = m_userGroups.takeLast();
        group->hide();
        m_usersLayout->removeWidget(group);
        group->deleteLater();
    }
    while (m_userGroups.size() < shown) {
        auto *group = new UserDemandGroup(m_model, int(m_userGroups.size()), widget());
        group->setTimesShown(m_showTimes->isChecked());
        m_usersLayout->addWidget(group);
        m_userGroups.append(group);
    }
    for (UserDemandGroup *group : std::as_const(m_userGroups))
        group->sync();

    const int hidden = scenario.userCount() - shown;
    m_moreUsers->setText(
        tr("%n more user(s) not shown here: edit them in the table.", nullptr, hidden));
    m_moreUsers->setVisible(hidden > 0);
    m_addUser->setEnabled(scenario.userCount() < kMaxEditorUsers);
    const QPair<int, int> shape(scenario.resourceCount(), shown);
    if (std::exchange(m_shape, shape) != shape)
        emit fieldsChanged();
}

} // namespace drf
