#include "fillinganimation.h"

#include "allocationset.h"
#include "deferredrefresh.h"
#include "fillingcontrols.h"
#include "fillingplayer.h"
#include "fillingview.h"
#include "policymarks.h"

#include <QListWidget>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace drf {

namespace {

constexpr int kLogMinimumWidth = 260;
/// The item view's margins around a line's text (the style's focus frame and text margins).
constexpr int kLogItemMargins = 12;

} // namespace

FillingAnimation::FillingAnimation(AllocationSet *results, QWidget *parent)
    : QWidget(parent), m_results(results), m_player(new FillingPlayer(this)),
      m_controls(new FillingControls(m_player, this)), m_view(new FillingView(results, this)),
      m_logList(new QListWidget(this))
{
    setObjectName(QStringLiteral("filling-animation"));
    m_view->setObjectName(QStringLiteral("filling-view"));
    m_logList->setObjectName(QStringLiteral("filling-log"));

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_view);
    splitter->addWidget(m_logList);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    m_logList->setMinimumWidth(kLogMinimumWidth);
    m_view->setMinimumSize(300, 250);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_controls);
    layout->addWidget(splitter, 1);

    connect(m_player, &FillingPlayer::positionChanged, this, &FillingAnimation::showPosition);
    connect(m_controls, &FillingControls::policyChosen, m_view, &FillingView::setPolicy);
    connect(m_controls, &FillingControls::axesChosen, m_view, &FillingView::setAxes);
    connect(m_logList, &QListWidget::currentRowChanged, this, [this](int row) {
        if (isStepwise() && row >= 0)
            m_player->scrub(row + 1);
    });
    // Hidden (another tab): follow the new replay when shown, not on every slider step.
    m_refresh = new DeferredRefresh(
        this, [this] { followReplay(); }, DeferredRefresh::When::Now);
    // A new replay stops the old one at once, seen or not; the rest follows when seen.
    connect(m_view, &FillingView::replayChanged, m_player, &FillingPlayer::pause);
    connect(m_view, &FillingView::replayChanged, m_refresh, &DeferredRefresh::request);
    connect(m_results, &AllocationSet::selectionChanged, this, &FillingAnimation::updateNote);
    m_refresh->refreshNow();
}

void FillingAnimation::setPolicy(PolicyId policy)
{
    m_view->setPolicy(policy);
}

PolicyId FillingAnimation::policy() const
{
    return m_view->policy();
}

bool FillingAnimation::isStepwise() const
{
    return m_view->replay().isStepwise();
}

double FillingAnimation::level() const
{
    return isStepwise() ? 0.0 : m_player->position();
}

double FillingAnimation::finalLevel() const
{
    return m_view->replay().finalLevel();
}

void FillingAnimation::setLevel(double level)
{
    if (!isStepwise())
        m_player->scrub(level);
}

int FillingAnimation::step() const
{
    return isStepwise() ? int(m_player->position()) : 0;
}

int FillingAnimation::stepCount() const
{
    return m_view->replay().stepCount();
}

void FillingAnimation::setStep(int step)
{
    if (isStepwise())
        m_player->scrub(step);
}

bool FillingAnimation::atEnd() const
{
    return m_player->atEnd();
}

QList<double> FillingAnimation::shownTasks() const
{
    return m_view->shownTasks();
}

QStringList FillingAnimation::logLines() const
{
    QStringList lines;
    for (int k = 0; k < m_logList->count(); ++k)
        lines.append(m_logList->item(k)->text());
    return lines;
}

QString FillingAnimation::levelText() const
{
    return m_controls->positionText();
}

bool FillingAnimation::isPlaying() const
{
    return m_player->isPlaying();
}

void FillingAnimation::play()
{
    m_player->play();
}

void FillingAnimation::pause()
{
    m_player->pause();
}

void FillingAnimation::stepForward()
{
    m_player->stepForward();
}

void FillingAnimation::stepBackward()
{
    m_player->stepBackward();
}

QCustomPlot *FillingAnimation::plot() const
{
    return m_view->plot();
}

void FillingAnimation::followReplay()
{
    const FillingReplay &replay = m_view->replay();
    m_controls->syncAxes(replay.scenario().resourceNames());
    m_view->setAxes(m_controls->xResource(), m_controls->yResource());
    m_controls->showPolicy(m_view->policy());
    m_controls->setPlayable(replay.isValid());
    {
        const QSignalBlocker blocker(m_logList);
        m_logList->clear();
        m_logList->addItems(replay.logLines());
    }
    // As wide as its longest line ("B blocked: GPU would need 183 of 180"): the plot gives
    // way, and a narrow window scrolls the tab.
    const QFontMetrics metrics(m_logList->font());
    int widest = 0;
    for (const QString &line : replay.logLines())
        widest = std::max(widest, metrics.horizontalAdvance(line));
    m_logList->setMinimumWidth(
        std::max(kLogMinimumWidth, widest + 2 * m_logList->frameWidth() + kLogItemMargins +
                                       m_logList->verticalScrollBar()->sizeHint().width()));
    m_logList->setVisible(replay.isStepwise());
    // Open on the result; Play runs it from the start.
    m_player->setTimeline({replay.isStepwise(),
                           replay.isStepwise() ? double(replay.stepCount()) : replay.finalLevel(),
                           replay.stageLevels()});
    updateNote();
}

void FillingAnimation::showPosition()
{
    const double position = m_player->position();
    m_view->setPosition(isStepwise() ? FillingPosition::steps(int(position))
                                     : FillingPosition::level(position));
    m_controls->setPositionText(m_view->positionText());
    if (isStepwise()) {
        const QSignalBlocker blocker(m_logList);
        const int step = int(position);
        m_logList->setCurrentRow(step - 1);
        if (step > 0)
            m_logList->scrollToItem(m_logList->item(step - 1), QAbstractItemView::PositionAtCenter);
    }
}

void FillingAnimation::updateNote()
{
    const PolicyId selected = m_results->selectedPolicy();
    m_controls->setNote(isFillingPolicy(selected)
                            ? QString()
                            : tr("%1 is not a progressive-filling policy: showing %2.")
                                  .arg(shortPolicyName(selected), shortPolicyName(policy())));
}

} // namespace drf
