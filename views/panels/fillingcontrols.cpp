#include "fillingcontrols.h"

#include "choosers.h"
#include "fillingplayer.h"
#include "retranslate.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

namespace drf {

namespace {

constexpr PolicyId kFillingPolicies[] = {PolicyId::Drf, PolicyId::DrfEqual, PolicyId::Asset};

} // namespace

FillingControls::FillingControls(FillingPlayer *player, QWidget *parent)
    : QWidget(parent), m_player(player), m_policy(new QComboBox(this)),
      m_xResource(new QComboBox(this)), m_yResource(new QComboBox(this)), m_note(new QLabel(this)),
      m_back(new QPushButton(tr("◀ Step"), this)), m_playButton(new QPushButton(tr("Play"), this)),
      m_forward(new QPushButton(tr("Step ▶"), this)), m_slider(new QSlider(Qt::Horizontal, this)),
      m_positionLabel(new QLabel(this))
{
    m_policy->setObjectName(QStringLiteral("filling-policy"));
    m_back->setObjectName(QStringLiteral("filling-back"));
    m_playButton->setObjectName(QStringLiteral("filling-play"));
    m_forward->setObjectName(QStringLiteral("filling-forward"));
    m_slider->setObjectName(QStringLiteral("filling-slider"));
    m_xResource->setObjectName(QStringLiteral("filling-x"));
    m_yResource->setObjectName(QStringLiteral("filling-y"));
    addPolicyItems(m_policy,
                   QList<PolicyId>(std::begin(kFillingPolicies), std::end(kFillingPolicies)));
    translateTexts(this, [this] {
        m_policy->setToolTip(tr("The progressive-filling policy played"));
        m_xResource->setToolTip(tr("The resource on the horizontal axis"));
        m_yResource->setToolTip(tr("The resource on the vertical axis"));
        m_slider->setToolTip(tr("Scrub the filling: the common level, or the task-by-task steps"));
        m_slider->setAccessibleName(tr("Filling position"));
        m_back->setText(tr("◀ Step"));
        m_forward->setText(tr("Step ▶"));
        m_playButton->setText(m_player->isPlaying() ? tr("Pause") : tr("Play"));
    });
    // A side note: in italics, in the palette's own text colour (a fixed grey was faint on a
    // dark desktop).
    QFont noteFont = m_note->font();
    noteFont.setItalic(true);
    m_note->setFont(noteFont);
    // Long names and notes must not widen the window: they shrink, and the note wraps.
    m_note->setWordWrap(true);
    m_note->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    for (QComboBox *box : {m_xResource, m_yResource}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(6);
    }
    // The policies' names are known and fit the row (the tab scrolls in a narrow window): in
    // full, not "Dominant R".
    m_policy->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(chooserRow());
    layout->addLayout(playingRow());

    connectControls();
    followPosition();
}

QHBoxLayout *FillingControls::chooserRow()
{
    auto *choosers = new QHBoxLayout;
    choosers->setContentsMargins(6, 4, 6, 0);
    auto *policyLabel = new QLabel(this);
    translateTexts(policyLabel, [policyLabel] { policyLabel->setText(tr("Policy:")); });
    choosers->addWidget(policyLabel);
    choosers->addWidget(m_policy);
    choosers->addSpacing(12);
    // The axis choosers only matter with three resources or more: with two they are left out,
    // which keeps the row narrow enough for a 1280-pixel projector.
    m_axes = chooserPair(staticMetaObject.className(), QT_TR_NOOP("Horizontal:"), m_xResource,
                         QT_TR_NOOP("Vertical:"), m_yResource, this);
    choosers->addWidget(m_axes);
    choosers->addWidget(m_note, 1);
    return choosers;
}

QHBoxLayout *FillingControls::playingRow()
{
    auto *playing = new QHBoxLayout;
    playing->setContentsMargins(6, 0, 6, 0);
    playing->addWidget(m_back);
    playing->addWidget(m_playButton);
    playing->addWidget(m_forward);
    playing->addWidget(m_slider, 1);
    playing->addWidget(m_positionLabel);
    QFont positionFont = m_positionLabel->font();
    positionFont.setBold(true);
    m_positionLabel->setFont(positionFont);
    // A fixed width for the position, so the slider does not jump while the number changes;
    // the buttons may shrink to their text, so a narrow window keeps room for the slider.
    m_positionLabel->setFixedWidth(
        QFontMetrics(positionFont).horizontalAdvance(tr("dominant share s = 0.00")) + 8);
    m_slider->setMinimumWidth(120);
    for (QPushButton *button : {m_back, m_playButton, m_forward}) {
        const QFontMetrics metrics(button->font());
        button->setMinimumWidth(std::max(metrics.horizontalAdvance(button->text()),
                                         metrics.horizontalAdvance(tr("Pause"))) +
                                16);
    }
    return playing;
}

void FillingControls::connectControls()
{
    connect(m_playButton, &QPushButton::clicked, m_player, &FillingPlayer::togglePlay);
    connect(m_forward, &QPushButton::clicked, m_player, &FillingPlayer::stepForward);
    connect(m_back, &QPushButton::clicked, m_player, &FillingPlayer::stepBackward);
    connect(m_slider, &QSlider::valueChanged, this, &FillingControls::sliderMoved);
    connect(m_player, &FillingPlayer::positionChanged, this, &FillingControls::followPosition);
    connect(m_player, &FillingPlayer::playingChanged, this,
            [this](bool playing) { m_playButton->setText(playing ? tr("Pause") : tr("Play")); });
    connect(m_policy, &QComboBox::currentIndexChanged, this,
            [this] { emit policyChosen(chosenPolicy()); });
    keepChoicesDistinct(m_xResource, m_yResource);
    for (QComboBox *axis : {m_xResource, m_yResource})
        connect(axis, &QComboBox::currentIndexChanged, this,
                [this] { emit axesChosen(xResource(), yResource()); });
}

void FillingControls::showPolicy(PolicyId policy)
{
    const QSignalBlocker blocker(m_policy);
    const int index = m_policy->findData(int(policy));
    if (index >= 0)
        m_policy->setCurrentIndex(index);
}

PolicyId FillingControls::chosenPolicy() const
{
    return PolicyId(m_policy->currentData().toInt());
}

void FillingControls::syncAxes(const QStringList &resources)
{
    fillChooserPair(m_xResource, m_yResource, resources);
    m_axes->setVisible(resources.size() > 2);
}

int FillingControls::xResource() const
{
    return std::max(0, m_xResource->currentIndex());
}

int FillingControls::yResource() const
{
    return std::max(0, m_yResource->currentIndex());
}

void FillingControls::setNote(const QString &note)
{
    m_note->setText(note);
}

void FillingControls::setPositionText(const QString &text)
{
    m_positionLabel->setText(text);
}

QString FillingControls::positionText() const
{
    return m_positionLabel->text();
}

void FillingControls::setPlayable(bool playable)
{
    for (QWidget *control :
         std::initializer_list<QWidget *>{m_back, m_playButton, m_forward, m_slider})
        control->setEnabled(playable);
}

void FillingControls::followPosition()
{
    const FillingPlayer::Timeline &timeline = m_player->timeline();
    const QSignalBlocker blocker(m_slider);
    if (timeline.stepwise) {
        m_slider->setRange(0, int(timeline.end));
        m_slider->setValue(int(m_player->position()));
    } else {
        m_slider->setRange(0, kSliderSteps);
        m_slider->setValue(
            timeline.end > 0 ? int(std::lround(m_player->position() / timeline.end * kSliderSteps))
                             : 0);
    }
}

void FillingControls::sliderMoved(int value)
{
    const FillingPlayer::Timeline &timeline = m_player->timeline();
    if (timeline.stepwise) {
        m_player->scrub(value);
        return;
    }
    // Leave a position set exactly (a stage, a test) alone when it maps to the same value.
    const double end = timeline.end;
    if (int(std::lround(m_player->position() / std::max(end, 1e-300) * kSliderSteps)) != value)
        m_player->scrub(end * value / kSliderSteps);
}

} // namespace drf
