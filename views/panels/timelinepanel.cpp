#include "timelinepanel.h"

#include "numberformat.h"
#include "onlineset.h"
#include "readablenumber.h"
#include "retranslate.h"
#include "timelineview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <optional>

namespace drf {

namespace {

/// A played run takes this long, whatever its horizon.
constexpr int kPlayMilliseconds = 10000;
constexpr int kFrameMilliseconds = 40;

QString timeText(const std::optional<double> &time)
{
    return time ? readableDecimal(*time) : QStringLiteral("—");
}

} // namespace

TimelinePanel::TimelinePanel(OnlineSet *online, QWidget *parent)
    : QWidget(parent), m_online(online), m_view(new TimelineView(online, this)),
      m_mechanism(new QComboBox(this)), m_allMechanisms(new QCheckBox(this)),
      m_follow(new QCheckBox(this)), m_play(new QPushButton(this)),
      m_slider(new QSlider(Qt::Horizontal, this)), m_timeText(new QLabel(this)),
      m_progress(new QProgressBar(this)), m_status(new QLabel(this)),
      m_summary(new QTableWidget(this)), m_timer(new QTimer(this))
{
    m_mechanism->setObjectName(QStringLiteral("mechanism"));
    for (Mechanism mechanism : kAllMechanisms)
        m_mechanism->addItem(QString(), int(mechanism));
    m_allMechanisms->setObjectName(QStringLiteral("all-mechanisms"));
    m_follow->setObjectName(QStringLiteral("follow-cursor"));
    m_play->setObjectName(QStringLiteral("play-time"));
    m_slider->setObjectName(QStringLiteral("time-slider"));
    m_slider->setRange(0, kSliderSteps);
    m_timeText->setMinimumWidth(
        m_timeText->fontMetrics().horizontalAdvance(QStringLiteral("t = 000.000 of 000.000")));

    // Two rows: what is shown, then the time (a slider needs the width of the tab).
    auto *choices = new QHBoxLayout;
    choices->setContentsMargins(6, 4, 6, 0);
    auto *label = new QLabel(this);
    label->setBuddy(m_mechanism);
    choices->addWidget(label);
    choices->addWidget(m_mechanism);
    choices->addWidget(m_allMechanisms);
    choices->addSpacing(12);
    choices->addWidget(m_follow);
    choices->addStretch(1);
    auto *time = new QHBoxLayout;
    time->setContentsMargins(6, 0, 6, 0);
    time->addWidget(m_play);
    time->addWidget(m_slider, 1);
    time->addWidget(m_timeText);
    // What stands in for a run that cannot be drawn yet or at all: its progress, or the reason.
    m_progress->setObjectName(QStringLiteral("timeline-progress"));
    m_progress->setRange(0, kOnlineProgressSteps);
    m_progress->setTextVisible(false);
    m_progress->setMaximumWidth(120);
    m_progress->setVisible(false);
    m_status->setObjectName(QStringLiteral("timeline-status"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setVisible(false);
    auto *status = new QHBoxLayout;
    status->setContentsMargins(6, 0, 6, 0);
    status->addWidget(m_progress, 0, Qt::AlignTop);
    status->addWidget(m_status, 1);

    m_summary->setObjectName(QStringLiteral("online-summary"));
    m_summary->setColumnCount(6);
    m_summary->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_summary->setTabKeyNavigation(false);
    m_summary->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    translateTexts(this, [this, label] { retranslate(label); });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(choices);
    layout->addLayout(time);
    layout->addLayout(status);
    layout->addWidget(m_view, 1);
    layout->addStretch(0); // in place of the view while it is hidden
    layout->addWidget(m_summary);

    connectControls();
}

void TimelinePanel::retranslate(QLabel *mechanismLabel)
{
    mechanismLabel->setText(tr("&Mechanism:"));
    for (int k = 0; k < m_mechanism->count(); ++k)
        m_mechanism->setItemText(k,
                                 mechanismShortName(Mechanism(m_mechanism->itemData(k).toInt())));
    m_mechanism->setToolTip(
        tr("Recompute: the static policy on the users present, taking tasks back freely.\n"
           "Dynamic DRF: never takes back; keeps room for the users still to come.\n"
           "Online DRF: whole tasks; a freed task goes to the lowest dominant share."));
    m_mechanism->setAccessibleName(tr("Mechanism"));
    m_allMechanisms->setText(tr("All three"));
    m_allMechanisms->setToolTip(tr("The three mechanisms stacked, over the same time axis"));
    m_follow->setText(tr("Show in Resource space"));
    m_follow->setToolTip(tr("The Resource space tab draws the chosen mechanism's allocation "
                            "at the cursor's time instead of the static one"));
    m_play->setText(m_timer->isActive() ? tr("Pause") : tr("Play"));
    m_play->setToolTip(tr("Moves the time cursor through the run"));
    m_slider->setAccessibleName(tr("Time"));
    m_slider->setToolTip(tr("The time cursor: drag it, or click or drag in the plot"));
    m_summary->setHorizontalHeaderLabels({tr("Arrives"), tr("Waited"), tr("Finished"),
                                          tr("Taken back"), tr("Tasks done"),
                                          tr("Mean dominant share")});
    m_summary->setAccessibleName(tr("What each user went through"));
    m_summaryStale = true;
    if (isVisible())
        sync();
}

void TimelinePanel::connectControls()
{
    m_timer->setInterval(kFrameMilliseconds);
    connect(m_timer, &QTimer::timeout, this, &TimelinePanel::advance);
    connect(m_play, &QPushButton::clicked, this, &TimelinePanel::togglePlay);
    connect(m_mechanism, &QComboBox::currentIndexChanged, this,
            [this] { m_online->setMechanism(Mechanism(m_mechanism->currentData().toInt())); });
    connect(m_allMechanisms, &QCheckBox::toggled, this, [this](bool stacked) {
        m_view->setStacked(stacked);
        sync(); // other runs shown: their state, and the plot if it was hidden
    });
    connect(m_follow, &QCheckBox::toggled, m_online, &OnlineSet::setFollowing);
    connect(m_slider, &QSlider::valueChanged, this,
            [this](int value) { m_online->setTime(horizon() * value / kSliderSteps); });
    // Runs out of date, or one arrived from the background.
    const auto newRuns = [this] {
        m_summaryStale = true;
        if (isVisible())
            sync();
    };
    connect(m_online, &OnlineSet::runsChanged, this, newRuns);
    connect(m_online, &OnlineSet::runArrived, this, newRuns);
    connect(m_online, &OnlineSet::momentChanged, this, [this] {
        if (isVisible())
            sync();
    });
    connect(m_online, &OnlineSet::progressChanged, this, [this] {
        if (isVisible())
            showStatus();
    });
}

void TimelinePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    sync();
}

bool TimelinePanel::isPlaying() const
{
    return m_timer->isActive();
}

double TimelinePanel::horizon() const
{
    const OnlineRun *run = m_view->drawableRun(m_online->mechanism());
    return run ? run->horizon : 0.0;
}

void TimelinePanel::togglePlay()
{
    if (m_timer->isActive()) {
        m_timer->stop();
    } else {
        if (m_online->time() >= horizon())
            m_online->setTime(0.0);
        m_timer->start();
    }
    m_play->setText(m_timer->isActive() ? tr("Pause") : tr("Play"));
}

void TimelinePanel::advance()
{
    const double end = horizon();
    const double next = m_online->time() + end * kFrameMilliseconds / kPlayMilliseconds;
    m_online->setTime(std::min(next, end));
    if (next >= end)
        togglePlay();
}

void TimelinePanel::sync()
{
    const bool drawable = m_view->drawableRun(m_online->mechanism()) != nullptr;
    if (!drawable && m_timer->isActive())
        togglePlay();
    m_play->setEnabled(drawable);
    m_slider->setEnabled(drawable);
    const double end = horizon();
    const double t = m_online->time();
    {
        const QSignalBlocker blockSlider(m_slider);
        m_slider->setValue(end > 0 ? int(std::lround(t / end * kSliderSteps)) : 0);
        const QSignalBlocker blockFollow(m_follow);
        m_follow->setChecked(m_online->following());
        const QSignalBlocker blockMechanism(m_mechanism);
        m_mechanism->setCurrentIndex(m_mechanism->findData(int(m_online->mechanism())));
    }
    m_timeText->setText(drawable ? tr("t = %1 of %2").arg(readableDecimal(t), readableDecimal(end))
                                 : QString());
    showStatus();
    if (m_summaryStale || m_summaryMechanism != m_online->mechanism())
        fillSummary();
}

void TimelinePanel::showStatus()
{
    QStringList lines;
    std::optional<double> progress;
    bool anyDrawn = false;
    for (Mechanism mechanism : m_view->shownMechanisms()) {
        if (m_view->drawableRun(mechanism)) {
            anyDrawn = true;
            continue;
        }
        QString line = m_view->missingRunText(mechanism);
        if (m_online->isSimulating(mechanism)) {
            const double done = m_online->progress(mechanism);
            line += QLatin1Char(' ') + formatPercent(done);
            progress = std::min(progress.value_or(1.0), done);
        }
        if (!line.isEmpty())
            lines.append(line);
    }
    m_status->setText(lines.join(QLatin1Char('\n')));
    m_status->setVisible(!lines.isEmpty());
    m_progress->setVisible(progress.has_value());
    m_progress->setValue(int(std::lround(progress.value_or(0.0) * kOnlineProgressSteps)));
    // No empty axes: while nothing can be drawn, the words above say why.
    m_view->setVisible(anyDrawn || lines.isEmpty());
}

void TimelinePanel::fillSummary()
{
    const Scenario &scenario = m_online->results()->scenario();
    const OnlineRun *run = m_view->drawableRun(m_online->mechanism());
    const int users = run ? scenario.userCount() : 0;
    m_summary->setRowCount(users);
    QStringList names;
    for (int i = 0; i < users; ++i) {
        const OnlineUserResult &user = run->users[i];
        names.append(scenario.users[i].name);
        const QStringList cells{readableDecimal(scenario.users[i].arrive),
                                timeText(user.waited),
                                timeText(user.finished),
                                readableDecimal(user.preempted),
                                readableDecimal(user.tasksFinished),
                                formatPercent(user.meanDominantShare)};
        for (int c = 0; c < cells.size(); ++c) {
            QTableWidgetItem *item = m_summary->item(i, c);
            if (!item) {
                item = new QTableWidgetItem;
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                m_summary->setItem(i, c, item);
            }
            item->setText(cells[c]);
        }
    }
    m_summary->setVerticalHeaderLabels(names);
    // No taller than its rows (a few users leave the plot the rest), at most about six rows.
    const int rows = std::clamp(users, 1, 6);
    m_summary->setMaximumHeight(m_summary->horizontalHeader()->sizeHint().height() +
                                rows * m_summary->verticalHeader()->defaultSectionSize() +
                                2 * m_summary->frameWidth() + 2);
    m_summary->setVisible(run != nullptr); // (the status line says why not)
    m_summaryStale = false;
    m_summaryMechanism = m_online->mechanism();
}

} // namespace drf
