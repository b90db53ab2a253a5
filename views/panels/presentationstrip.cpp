#include "presentationstrip.h"

#include "numberspinbox.h"
#include "palette.h"
#include "retranslate.h"
#include "scenariomodel.h"
#include "sliderspinbox.h"
#include "sweepbutton.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>

namespace drf {

namespace {

/// Up to this many demand sliders (users times resources) the strip shows every user's;
/// beyond, one user's at a time (the seed has four).
constexpr int kMaxDemandSliders = 8;
/// A strip slider's and spin box's widths: short, so that a row holds the seed's six at 1280
/// pixels.
constexpr int kSliderWidth = 56;
constexpr int kSpinBoxWidth = 52;

/// A SliderSpinBox short enough for the strip (its spin box without arrows: the slider is
/// there).
SliderSpinBox *compactEditor(double baseMaximum, QWidget *parent)
{
    auto *editor = new SliderSpinBox(baseMaximum, parent);
    editor->slider()->setFixedWidth(kSliderWidth);
    editor->spinBox()->setButtonSymbols(QAbstractSpinBox::NoButtons);
    editor->spinBox()->setMinimumWidth(kSpinBoxWidth);
    editor->spinBox()->setMaximumWidth(kSpinBoxWidth);
    return editor;
}

QFrame *separator(QWidget *parent)
{
    auto *line = new QFrame(parent);
    line->setFrameShape(QFrame::VLine);
    line->setFrameShadow(QFrame::Sunken);
    return line;
}

} // namespace

PresentationStrip::PresentationStrip(ScenarioModel *model, const QList<QAction *> &policyActions,
                                     QWidget *parent)
    : QToolBar(parent), m_model(model), m_expand(new QAction(this)),
      m_userChooser(new QComboBox(this)), m_sliders(new QWidget(this)),
      m_sliderRow(new QHBoxLayout(m_sliders))
{
    setObjectName(QStringLiteral("presentation-strip"));
    setMovable(false);
    setFloatable(false);
    // Only presentation mode shows it: no entry in the toolbars' context menu.
    toggleViewAction()->setVisible(false);

    m_expand->setCheckable(true);
    m_expand->setChecked(true);
    m_expand->setShortcut(QKeySequence(Qt::Key_F9));
    m_expand->setObjectName(QStringLiteral("presentation-controls"));
    addAction(m_expand);
    auto *toggle = qobject_cast<QToolButton *>(widgetForAction(m_expand));
    toggle->setObjectName(QStringLiteral("strip-toggle"));

    m_controls = addWidget(policyAndSliderRows(policyActions));

    connect(m_expand, &QAction::toggled, this, [this, toggle](bool expanded) {
        m_controls->setVisible(expanded);
        toggle->setArrowType(expanded ? Qt::DownArrow : Qt::UpArrow);
        // Collapsed, the button alone says what it brings back.
        toggle->setToolButtonStyle(expanded ? Qt::ToolButtonIconOnly
                                            : Qt::ToolButtonTextBesideIcon);
        if (expanded && isVisible())
            follow();
    });
    toggle->setArrowType(Qt::DownArrow);
    translateTexts(this, [this] {
        setWindowTitle(tr("Presentation controls"));
        m_expand->setText(tr("Presentation Controls"));
        m_expand->setToolTip(tr("Show or hide the policy buttons and sliders (F9)"));
        m_userChooser->setToolTip(tr("Whose demands the sliders change"));
        m_userChooser->setAccessibleName(tr("User whose demands the sliders change"));
        m_shownNames.clear(); // the labels are remade in the new language
        if (isVisible())
            follow();
    });
    connect(m_model, &ScenarioModel::scenarioChanged, this, [this] {
        if (isVisible() && !isCollapsed())
            follow();
    });
}

QWidget *PresentationStrip::policyAndSliderRows(const QList<QAction *> &policyActions)
{
    auto *controls = new QWidget(this);
    controls->setObjectName(QStringLiteral("strip-controls"));
    auto *rows = new QVBoxLayout(controls);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setSpacing(2);
    auto *buttons = new QHBoxLayout;
    for (QAction *action : policyActions) {
        if (action->isSeparator()) {
            buttons->addWidget(separator(controls));
            continue;
        }
        auto *button = new QToolButton(controls);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setAutoRaise(true);
        button->setFocusPolicy(Qt::StrongFocus);
        buttons->addWidget(button);
    }
    buttons->addStretch(1);
    rows->addLayout(buttons);

    m_userChooser->setObjectName(QStringLiteral("strip-user"));
    m_userChooser->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_userChooser, &QComboBox::activated, this, [this](int user) {
        m_chosenUser = user;
        rebuild();
    });
    auto *sliderLine = new QHBoxLayout;
    sliderLine->addWidget(m_userChooser);
    m_sliderRow->setContentsMargins(0, 0, 0, 0);
    m_sliderRow->setSpacing(4);
    auto *scroll = new QScrollArea(controls);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_sliders);
    scroll->setWidgetResizable(true);
    scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    sliderLine->addWidget(scroll, 1);
    rows->addLayout(sliderLine);
    return controls;
}

SliderSpinBox *PresentationStrip::demandEditor(int user, int resource) const
{
    for (const Editor &entry : m_editors)
        if (entry.user == user && entry.resource == resource)
            return entry.editor;
    return nullptr;
}

SliderSpinBox *PresentationStrip::capacityEditor(int resource) const
{
    return demandEditor(-1, resource);
}

void PresentationStrip::changeEvent(QEvent *event)
{
    QToolBar::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && isVisible()) {
        m_shownNames.clear(); // the users' names in colours readable on the new palette
        follow();
    }
}

void PresentationStrip::showEvent(QShowEvent *event)
{
    QToolBar::showEvent(event);
    follow();
}

bool PresentationStrip::showsEveryUser() const
{
    const Scenario &scenario = m_model->scenario();
    return scenario.userCount() * scenario.resourceCount() <= kMaxDemandSliders;
}

void PresentationStrip::follow()
{
    const Scenario &scenario = m_model->scenario();
    QStringList names;
    for (const User &user : scenario.users)
        names.append(user.name);
    names.append(QString()); // users, then resources
    for (const Resource &resource : scenario.resources)
        names.append(resource.name);
    if (names != m_shownNames) {
        m_shownNames = names;
        rebuild();
    } else {
        sync();
    }
}

void PresentationStrip::rebuild()
{
    const Scenario &scenario = m_model->scenario();
    m_editors.clear();
    while (QLayoutItem *item = m_sliderRow->takeAt(0)) {
        if (QWidget *widget = item->widget())
            widget->deleteLater();
        delete item;
    }

    const bool everyUser = showsEveryUser();
    m_chosenUser = std::clamp(m_chosenUser, 0, std::max(0, scenario.userCount() - 1));
    {
        const QSignalBlocker blocker(m_userChooser);
        m_userChooser->clear();
        for (const User &user : scenario.users)
            m_userChooser->addItem(user.name);
        m_userChooser->setCurrentIndex(m_chosenUser);
    }
    m_userChooser->setVisible(!everyUser);
    for (int i = 0; i < scenario.userCount(); ++i) {
        if (!everyUser && i != m_chosenUser)
            continue;
        auto *name = new QLabel(
            QStringLiteral("<b>%1</b>").arg(scenario.users[i].name.toHtmlEscaped()), m_sliders);
        name->setStyleSheet(
            QStringLiteral("color: %1;")
                .arg(readableColor(userColor(i), palette().color(QPalette::Window)).name()));
        m_sliderRow->addWidget(name);
        for (int j = 0; j < scenario.resourceCount(); ++j)
            addDemandEditor(i, j);
        m_sliderRow->addWidget(separator(m_sliders));
    }
    auto *capacity = new QLabel(tr("Capacity"), m_sliders);
    m_sliderRow->addWidget(capacity);
    for (int j = 0; j < scenario.resourceCount(); ++j)
        addCapacityEditor(j);
    m_sliderRow->addStretch(1);
    sync();
    emit controlsRebuilt();
}

void PresentationStrip::addDemandEditor(int user, int resource)
{
    const Scenario &scenario = m_model->scenario();
    const QString &userName = scenario.users[user].name;
    const QString &resourceName = scenario.resources[resource].name;
    addEditor(user, resource, resourceName, tr("%1 per task of %2").arg(resourceName, userName),
              tr("%1: %2 per task").arg(userName, resourceName));
}

void PresentationStrip::addCapacityEditor(int resource)
{
    const QString &name = m_model->scenario().resources[resource].name;
    addEditor(-1, resource, name, tr("How much %1 the cluster has").arg(name),
              tr("%1: capacity").arg(name));
}

void PresentationStrip::addEditor(int user, int resource, const QString &label, const QString &hint,
                                  const QString &valueName)
{
    const bool capacity = user < 0;
    auto *caption = new QLabel(label, m_sliders);
    auto *editor = compactEditor(capacity ? kCapacitySliderBase : kDemandSliderBase, m_sliders);
    editor->setObjectName(capacity ? QStringLiteral("strip-capacity-%1").arg(resource)
                                   : QStringLiteral("strip-demand-%1-%2").arg(user).arg(resource));
    editor->setHint(hint, valueName);
    caption->setBuddy(editor->spinBox());
    auto *sweep = new SweepButton(
        m_model, [this, user, resource] { return valueOf(user, resource); },
        [this, user, resource](double value) { return edit(user, resource, value); }, m_sliders);
    sweep->setValueName(valueName);
    m_sliderRow->addWidget(caption);
    m_sliderRow->addWidget(editor);
    m_sliderRow->addWidget(sweep);
    m_editors.append({editor, user, resource});
    connect(editor, &SliderSpinBox::valueEdited, this, [this, user, resource](double value) {
        if (!edit(user, resource, value).isEmpty())
            sync(); // refused: show the model's value again
    });
    connect(editor, &SliderSpinBox::dragStarted, m_model, &ScenarioModel::beginInteractiveEdit);
    connect(editor, &SliderSpinBox::dragFinished, m_model, &ScenarioModel::endInteractiveEdit);
}

double PresentationStrip::valueOf(int user, int resource) const
{
    const Scenario &scenario = m_model->scenario();
    if (resource >= scenario.resourceCount() || user >= scenario.userCount())
        return 0.0; // an editor on its way out
    return user < 0 ? scenario.resources[resource].capacity : scenario.users[user].demand[resource];
}

QString PresentationStrip::edit(int user, int resource, double value)
{
    return user < 0 ? m_model->setCapacity(resource, value)
                    : m_model->setDemand(user, resource, value);
}

void PresentationStrip::sync()
{
    for (const Editor &entry : std::as_const(m_editors))
        entry.editor->setValue(valueOf(entry.user, entry.resource));
}

} // namespace drf
