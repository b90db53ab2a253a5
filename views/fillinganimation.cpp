#include "fillinganimation.h"

#include "allocationset.h"
#include "deferredrefresh.h"
#include "labelplacer.h"
#include "numberformat.h"
#include "palette.h"
#include "plotitems.h"
#include "readablenumber.h"
#include "teachingplot.h"
#include "useraggregate.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <cmath>

namespace drf {

namespace {

/// Slider positions over the continuous filling.
constexpr int kSliderSteps = 1000;
/// The whole filling plays in about this long.
constexpr int kPlayMs = 4000;
constexpr int kFrameMs = 30;
/// Step buttons move by this fraction of the filling, stopping at every stage on the way.
constexpr double kStepFraction = 1.0 / 20.0;
/// Beyond this many users vectors carry no labels.
constexpr int kLabelledUsers = 8;
/// A full edge's label names this many blocked users, then says how many more.
constexpr int kNamedBlocked = 3;
const QColor kCapacityFill(0xf1f1f1);
const QColor kFullEdge(0x222222);

constexpr PolicyId kFillingPolicies[] = {PolicyId::Drf, PolicyId::DrfEqual, PolicyId::Asset};

QString shareText(double share)
{
    return QString::number(share, 'f', 2);
}

QString tasksText(double tasks)
{
    return QStringLiteral("%1 %2").arg(readableDecimal(std::round(tasks * 1e6) / 1e6),
                                       std::abs(tasks - 1.0) < 1e-9 ? QStringLiteral("task")
                                                                    : QStringLiteral("tasks"));
}

} // namespace

FillingAnimation::FillingAnimation(AllocationSet *results, QWidget *parent)
    : QWidget(parent), m_results(results), m_policy(new QComboBox(this)),
      m_xResource(new QComboBox(this)), m_yResource(new QComboBox(this)), m_note(new QLabel(this)),
      m_back(new QPushButton(tr("◀ Step"), this)), m_playButton(new QPushButton(tr("Play"), this)),
      m_forward(new QPushButton(tr("Step ▶"), this)), m_slider(new QSlider(Qt::Horizontal, this)),
      m_levelLabel(new QLabel(this)), m_plot(new QCustomPlot(this)),
      m_logList(new QListWidget(this)), m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("filling-animation"));
    m_policy->setObjectName(QStringLiteral("filling-policy"));
    m_back->setObjectName(QStringLiteral("filling-back"));
    m_playButton->setObjectName(QStringLiteral("filling-play"));
    m_forward->setObjectName(QStringLiteral("filling-forward"));
    m_slider->setObjectName(QStringLiteral("filling-slider"));
    m_logList->setObjectName(QStringLiteral("filling-log"));
    m_policy->setToolTip(tr("The progressive-filling policy played"));
    m_xResource->setObjectName(QStringLiteral("filling-x"));
    m_yResource->setObjectName(QStringLiteral("filling-y"));
    m_xResource->setToolTip(tr("The resource on the horizontal axis"));
    m_yResource->setToolTip(tr("The resource on the vertical axis"));
    m_slider->setToolTip(tr("Scrub the filling: the common level, or the task-by-task steps"));
    m_slider->setAccessibleName(tr("Filling position"));
    for (PolicyId policy : kFillingPolicies)
        m_policy->addItem(policyName(policy), int(policy));
    m_note->setStyleSheet(QStringLiteral("color: #666"));
    // Long names and notes must not widen the window: they shrink, and the note wraps.
    m_note->setWordWrap(true);
    m_note->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    for (QComboBox *box : {m_policy, m_xResource, m_yResource}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(6);
    }

    auto *controls = new QHBoxLayout;
    controls->setContentsMargins(6, 4, 6, 0);
    controls->addWidget(new QLabel(tr("Policy:"), this));
    controls->addWidget(m_policy);
    controls->addSpacing(12);
    // The axis choosers only matter with three resources or more: with two they are left out,
    // which keeps the row narrow enough for a 1280-pixel projector.
    m_axes = chooserPair(tr("Horizontal:"), m_xResource, tr("Vertical:"), m_yResource, this);
    controls->addWidget(m_axes);
    controls->addWidget(m_note, 1);
    auto *player = new QHBoxLayout;
    player->setContentsMargins(6, 0, 6, 0);
    player->addWidget(m_back);
    player->addWidget(m_playButton);
    player->addWidget(m_forward);
    player->addWidget(m_slider, 1);
    player->addWidget(m_levelLabel);
    QFont levelFont = m_levelLabel->font();
    levelFont.setBold(true);
    m_levelLabel->setFont(levelFont);
    // A fixed width for the level, so the slider does not jump while the number changes; the
    // buttons may shrink to their text, so a narrow window keeps room for the slider.
    m_levelLabel->setFixedWidth(
        QFontMetrics(levelFont).horizontalAdvance(tr("dominant share s = 0.00")) + 8);
    m_slider->setMinimumWidth(120);
    for (QPushButton *button : {m_back, m_playButton, m_forward}) {
        const QFontMetrics metrics(button->font());
        button->setMinimumWidth(std::max(metrics.horizontalAdvance(button->text()),
                                         metrics.horizontalAdvance(tr("Pause"))) +
                                16);
    }

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_plot);
    splitter->addWidget(m_logList);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    m_logList->setMinimumWidth(260);
    m_plot->setMinimumSize(300, 250);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(controls);
    layout->addLayout(player);
    layout->addWidget(splitter, 1);

    plotTitle(m_plot);
    m_plot->legend->setVisible(false);

    m_timer->setInterval(kFrameMs);
    connect(m_timer, &QTimer::timeout, this, &FillingAnimation::advance);
    connect(m_playButton, &QPushButton::clicked, this, &FillingAnimation::togglePlay);
    connect(m_forward, &QPushButton::clicked, this, &FillingAnimation::stepForward);
    connect(m_back, &QPushButton::clicked, this, &FillingAnimation::stepBackward);
    connect(m_slider, &QSlider::valueChanged, this, &FillingAnimation::sliderMoved);
    connect(m_policy, &QComboBox::currentIndexChanged, this, &FillingAnimation::rebuildTrace);
    connect(m_xResource, &QComboBox::currentIndexChanged, this, &FillingAnimation::draw);
    connect(m_yResource, &QComboBox::currentIndexChanged, this, &FillingAnimation::draw);
    connect(m_logList, &QListWidget::currentRowChanged, this, [this](int row) {
        if (m_stepwise && row >= 0 && row + 1 != m_step)
            setStep(row + 1);
    });
    // Hidden (another tab): trace again when shown, not on every slider step.
    m_retrace = new DeferredRefresh(
        this, [this] { rebuildTrace(); }, DeferredRefresh::When::Now);
    connect(m_results, &AllocationSet::resultsChanged, m_retrace, &DeferredRefresh::request);
    connect(m_results, &AllocationSet::selectionChanged, this, &FillingAnimation::syncPolicies);
    syncPolicies();
    m_retrace->refreshNow();
}

void FillingAnimation::setPolicy(PolicyId policy)
{
    const int index = m_policy->findData(int(policy));
    if (index >= 0)
        m_policy->setCurrentIndex(index);
}

PolicyId FillingAnimation::policy() const
{
    return PolicyId(m_policy->currentData().toInt());
}

double FillingAnimation::finalLevel() const
{
    return m_trace && m_trace->isValid() ? m_trace->finalLevel() : 0.0;
}

void FillingAnimation::setLevel(double level)
{
    m_level = std::clamp(level, 0.0, finalLevel());
    updateControls();
    draw();
}

void FillingAnimation::setStep(int step)
{
    m_step = std::clamp(step, 0, stepCount());
    updateControls();
    draw();
}

bool FillingAnimation::atEnd() const
{
    return m_stepwise ? m_step >= stepCount() : m_level >= finalLevel();
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
    return m_levelLabel->text();
}

bool FillingAnimation::isPlaying() const
{
    return m_timer->isActive();
}

void FillingAnimation::play()
{
    if (atEnd()) { // play again from the start
        if (m_stepwise)
            setStep(0);
        else
            setLevel(0.0);
    }
    m_timer->start();
    m_playButton->setText(tr("Pause"));
}

void FillingAnimation::pause()
{
    m_timer->stop();
    m_playButton->setText(tr("Play"));
}

void FillingAnimation::togglePlay()
{
    if (isPlaying())
        pause();
    else
        play();
}

void FillingAnimation::advance()
{
    if (m_stepwise) {
        const int perFrame = std::max(1, int(std::ceil(double(stepCount()) * kFrameMs / kPlayMs)));
        setStep(m_step + perFrame);
    } else {
        setLevel(m_level + finalLevel() * kFrameMs / kPlayMs);
    }
    if (atEnd())
        pause();
}

void FillingAnimation::stepForward()
{
    if (m_stepwise) {
        setStep(m_step + 1);
        return;
    }
    const double epsilon = 1e-12 * std::max(1.0, finalLevel());
    double next = m_level + finalLevel() * kStepFraction;
    for (const FillingStage &stage : m_trace->stages()) {
        if (stage.level > m_level + epsilon)
            next = std::min(next, stage.level);
    }
    setLevel(next);
}

void FillingAnimation::stepBackward()
{
    if (m_stepwise) {
        setStep(m_step - 1);
        return;
    }
    const double epsilon = 1e-12 * std::max(1.0, finalLevel());
    double previous = m_level - finalLevel() * kStepFraction;
    if (m_trace) {
        for (const FillingStage &stage : m_trace->stages()) {
            if (stage.level < m_level - epsilon)
                previous = std::max(previous, stage.level);
        }
    }
    setLevel(previous);
}

void FillingAnimation::sliderMoved(int position)
{
    if (m_stepwise) {
        if (position != m_step)
            setStep(position);
        return;
    }
    // Leave a level set exactly (a stage, a test) alone when it maps to the same position.
    const double level = finalLevel() * position / kSliderSteps;
    if (int(std::lround(m_level / std::max(finalLevel(), 1e-300) * kSliderSteps)) != position)
        setLevel(level);
}

void FillingAnimation::syncPolicies()
{
    const PolicyId selected = m_results->selectedPolicy();
    if (isFillingPolicy(selected))
        setPolicy(selected); // rebuilds when it changes
    updateControls();
}

void FillingAnimation::syncAxes()
{
    const QStringList names = m_results->scenario().resourceNames();
    const bool before = m_xResource->count() > 0;
    fillChooser(m_xResource, names, before ? m_xResource->currentIndex() : 0);
    fillChooser(m_yResource, names, before ? m_yResource->currentIndex() : 1);
    m_axes->setVisible(names.size() > 2);
}

void FillingAnimation::rebuildTrace()
{
    pause();
    syncAxes();
    const Scenario &scenario = m_results->scenario();
    m_stepwise = m_results->taskMode() == TaskMode::Whole;
    m_trace.reset();
    m_log = {};
    m_logList->clear();
    m_logList->setVisible(m_stepwise);
    if (m_stepwise) {
        m_log = wholeTaskLog(scenario, policy());
        QStringList lines;
        int granted = 0;
        for (int k = 0; k < m_log.steps.size(); ++k) {
            granted += m_log.steps[k].granted ? 1 : 0;
            lines.append(stepText(k, granted));
        }
        if (m_log.truncated)
            lines.append(tr("… the log stops after %1 steps").arg(m_log.steps.size()));
        m_logList->addItems(lines);
        m_slider->setRange(0, stepCount());
        m_step = stepCount(); // open on the result; Play runs it from the start
    } else {
        // The continuous result the other views show, traced: the animation ends on it exactly.
        m_trace.emplace(scenario, m_results->result(policy()).allocation);
        m_slider->setRange(0, kSliderSteps);
        m_level = finalLevel();
    }
    updateControls();
    draw();
}

void FillingAnimation::updateControls()
{
    {
        const QSignalBlocker blocker(m_slider);
        if (m_stepwise)
            m_slider->setValue(m_step);
        else
            m_slider->setValue(
                finalLevel() > 0 ? int(std::lround(m_level / finalLevel() * kSliderSteps)) : 0);
    }
    if (m_stepwise) {
        const QSignalBlocker blocker(m_logList);
        m_logList->setCurrentRow(m_step - 1);
        if (m_step > 0)
            m_logList->scrollToItem(m_logList->item(m_step - 1),
                                    QAbstractItemView::PositionAtCenter);
    }
    const bool valid = m_stepwise || (m_trace && m_trace->isValid());
    for (QWidget *control : {static_cast<QWidget *>(m_back), static_cast<QWidget *>(m_playButton),
                             static_cast<QWidget *>(m_forward), static_cast<QWidget *>(m_slider)})
        control->setEnabled(valid);

    const PolicyId selected = m_results->selectedPolicy();
    m_note->setText(isFillingPolicy(selected)
                        ? QString()
                        : tr("%1 is not a progressive-filling policy: showing %2.")
                              .arg(shortPolicyName(selected), shortPolicyName(policy())));
    const QString share = policy() == PolicyId::Asset ? tr("asset share") : tr("dominant share s");
    if (m_stepwise)
        m_levelLabel->setText(tr("step %1 of %2").arg(m_step).arg(stepCount()));
    else
        m_levelLabel->setText(tr("%1 = %2").arg(share, shareText(m_level)));
}

void FillingAnimation::replayLog(int steps, QList<double> &tasks, QList<int> &blockedBy) const
{
    const int n = m_results->scenario().userCount();
    tasks = QList<double>(n, 0.0);
    blockedBy = QList<int>(n, -1);
    for (int k = 0; k < steps && k < m_log.steps.size(); ++k) {
        const WholeTaskStep &step = m_log.steps[k];
        tasks[step.user] = step.tasksAfter;
        if (!step.granted)
            blockedBy[step.user] = step.blockingResource;
    }
}

QString FillingAnimation::stepText(int index, int granted) const
{
    const Scenario &scenario = m_results->scenario();
    const WholeTaskStep &step = m_log.steps[index];
    const QString user = scenario.users[step.user].name;
    if (!step.granted) {
        const int j = step.blockingResource;
        if (j < 0)
            return tr("%1 blocked").arg(user);
        const double need = step.usageAfter[j] + scenario.users[step.user].demand[j];
        return tr("%1 blocked: %2 would need %3 of %4")
            .arg(user, scenario.resources[j].name, readableDecimal(need),
                 readableDecimal(scenario.resources[j].capacity));
    }
    QString text = tr("task %1 → %2 (share %3)").arg(granted).arg(user, shareText(step.shareAfter));
    if (step.reachedCap)
        text += tr(", %1 reached its cap").arg(user);
    return text;
}

void FillingAnimation::draw()
{
    QCustomPlot *plot = m_plot;
    plot->clearPlottables();
    plot->clearItems();
    QCPTextElement *title = plotTitle(plot);
    const Scenario &scenario = m_results->scenario();
    const int n = scenario.userCount();
    const int m = scenario.resourceCount();
    const bool valid = m_stepwise || (m_trace && m_trace->isValid());
    if (n == 0 || m == 0 || !valid) {
        m_shownTasks.clear();
        title->setText(n == 0 ? tr("No users: nothing to fill") : tr("Nothing to fill"));
        plot->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    const int x = std::clamp(m_xResource->currentIndex(), 0, m - 1);
    const int y = std::clamp(m_yResource->currentIndex(), 0, m - 1);
    auto project = [&](const QList<double> &amounts) {
        return QPointF(amounts[x], x == y ? 0.0 : amounts[y]);
    };
    const QPointF capacity(scenario.resources[x].capacity,
                           x == y ? 0.0 : scenario.resources[y].capacity);

    // The state shown: tasks, and why each frozen user stopped.
    QList<double> tasks;
    QList<QString> frozen(n);    // empty: growing
    QList<QString> fullEdges(m); // per resource: its "full" label, empty when not full
    QList<double> finalTasks;
    if (m_stepwise) {
        QList<int> blockedBy;
        replayLog(m_step, tasks, blockedBy);
        finalTasks = m_log.tasks;
        QList<QStringList> blockedNames(m);
        QList<int> blockedCount(m, 0);
        for (int i = 0; i < n; ++i) {
            if (blockedBy[i] >= 0) {
                frozen[i] = tr("blocked by %1").arg(scenario.resources[blockedBy[i]].name);
                if (++blockedCount[blockedBy[i]] <= kNamedBlocked)
                    blockedNames[blockedBy[i]].append(scenario.users[i].name);
            }
        }
        for (int j = 0; j < m; ++j) {
            if (blockedCount[j] == 0)
                continue;
            QString names = blockedNames[j].join(QStringLiteral(", "));
            if (blockedCount[j] > kNamedBlocked)
                names += tr(" and %1 more").arg(formatCount(blockedCount[j] - kNamedBlocked));
            fullEdges[j] = tr("%1 full: %2 blocked").arg(scenario.resources[j].name, names);
        }
        for (int k = 0; k < m_step && k < m_log.steps.size(); ++k) {
            if (m_log.steps[k].reachedCap)
                frozen[m_log.steps[k].user] = tr("at its cap");
        }
        title->setText(tr("%1, whole tasks: %2").arg(shortPolicyName(policy()), levelText()));
    } else {
        const FillingState state = m_trace->stateAt(m_level);
        tasks = state.tasks;
        finalTasks = m_trace->finalTasks();
        for (int i = 0; i < n; ++i) {
            switch (state.reasons[i]) {
            case FreezeReason::Growing:
                break;
            case FreezeReason::Saturated:
                frozen[i] =
                    tr("frozen: %1 full").arg(scenario.resources[state.stoppingResource[i]].name);
                break;
            case FreezeReason::StoppedByRule:
                frozen[i] = tr("stopped: equal shares");
                break;
            case FreezeReason::Cap:
                frozen[i] = tr("frozen: at its cap");
                break;
            }
        }
        for (const FillingStage &stage : m_trace->stages()) {
            const int j = stage.saturatedResource;
            if (j >= 0 && state.saturated[j])
                fullEdges[j] = tr("%1 full at share %2")
                                   .arg(scenario.resources[j].name, readableNumber(stage.level));
        }
        title->setText(
            tr("%1 progressive filling: %2").arg(shortPolicyName(policy()), levelText()));
    }
    // Full resources off the axes are named under the title.
    QStringList offAxes;
    for (int j = 0; j < m; ++j) {
        if (j != x && j != y && !fullEdges[j].isEmpty())
            offAxes.append(fullEdges[j]);
    }
    if (!offAxes.isEmpty())
        title->setText(title->text() + QLatin1Char('\n') + offAxes.join(QStringLiteral("; ")));
    m_shownTasks = tasks;
    const bool labelled = n <= kLabelledUsers;
    // The largest final bundles on the axes are drawn one by one, the others as one band.
    const UserAggregate users(n, [&](int i) {
        const QPointF bundle = project(scenario.users[i].demand) * finalTasks.value(i);
        return bundle.x() / capacity.x() + (x == y ? 0.0 : bundle.y() / capacity.y());
    });
    const QList<int> &drawn = users.drawn();
    if (users.aggregates())
        title->setText(title->text() + QLatin1Char('\n') + users.note(tr("as one grey band")));

    LabelPlacer placer(plot);
    PlotExtent extent;
    // Capacity, and the edges of the full resources.
    addBox(plot, {0, 0}, capacity, makePen(QColor(0x888888), 1.2), kCapacityFill)
        ->setLayer(QStringLiteral("background"));
    extent.include({0, 0});
    extent.include(capacity);
    const struct
    {
        int resource;
        QPointF from;
    } edges[] = {{x, {capacity.x(), 0}}, {y, {0, capacity.y()}}};
    for (const auto &edge : edges) {
        if (fullEdges[edge.resource].isEmpty() || (edge.resource == y && x == y))
            continue;
        addArrow(plot, edge.from, capacity, makePen(kFullEdge, 4.5), false);
        placer.avoidSegment(edge.from, capacity);
        placer.add(addLabel(plot, (edge.from + capacity) / 2 + (edge.from - capacity) * 0.25,
                            fullEdges[edge.resource], kFullEdge));
    }

    // Demand rays, to the edge of the rectangle.
    for (int k = 0; k < drawn.size(); ++k) {
        const QPointF direction = project(scenario.users[drawn[k]].demand);
        double reach = std::numeric_limits<double>::infinity();
        if (direction.x() > 0)
            reach = std::min(reach, capacity.x() / direction.x());
        if (direction.y() > 0 && x != y)
            reach = std::min(reach, capacity.y() / direction.y());
        if (!std::isfinite(reach))
            continue;
        QPen pen = makePen(withAlpha(userColor(k), 150), 1.0, Qt::CustomDashLine);
        pen.setDashPattern({3, 5});
        addPolyline(plot, {{0, 0}, direction * reach}, pen);
        placer.avoidSegment({0, 0}, direction * reach);
    }

    // The vectors: from the origin for two users (the parallelogram), chained for more.
    QList<QPointF> tails;
    QList<QPointF> heads;
    QPointF sum;
    QPointF finalSum;
    for (int i : drawn) {
        const QPointF bundle = project(scenario.users[i].demand) * tasks[i];
        tails.append(n == 2 ? QPointF() : sum);
        sum += bundle;
        heads.append(tails.last() + bundle);
        extent.include(project(scenario.users[i].demand) * finalTasks.value(i));
    }
    for (int i = 0; i < n; ++i)
        finalSum += project(scenario.users[i].demand) * finalTasks.value(i);
    extent.include(finalSum);
    for (int k = 0; k < drawn.size(); ++k) {
        const bool isFrozen = !frozen[drawn[k]].isEmpty();
        QCPItemLine *vector = addArrow(plot, tails[k], heads[k],
                                       makePen(userColor(k), isFrozen ? 3.4 : 2.4), labelled);
        if (isFrozen)
            vector->setHead(QCPLineEnding(QCPLineEnding::esBar, 14));
        placer.avoidSegment(tails[k], heads[k]);
    }
    if (users.aggregates()) {
        // The others' bundles chained last, as one broad band under the sum's arrow.
        QPointF others;
        for (int i : users.others())
            others += project(scenario.users[i].demand) * tasks[i];
        addArrow(plot, sum, sum + others, makePen(othersColor(), 9.0), false);
        placer.avoidSegment(sum, sum + others);
        placer.add(addLabel(plot, sum + others * 0.55, tr("%1 together").arg(users.othersName()),
                            othersColor().darker(170)));
        sum += others;
    }
    if (n == 2) {
        for (int i = 0; i < 2; ++i)
            addArrow(plot, heads[1 - i], sum, makePen(userColor(i), 1.0, Qt::DashLine));
        placer.avoidSegment(heads[0], sum);
        placer.avoidSegment(heads[1], sum);
    }
    if (n >= 2) {
        addArrow(plot, {}, sum, makePen(QColor(0x333333), 3.0));
        placer.avoidSegment({}, sum);
    }
    // Where the filling ends, as a hollow ring until it gets there.
    addMarker(plot, finalSum, tr("final"),
              QCPScatterStyle(QCPScatterStyle::ssCircle, makePen(QColor(0x777777), 1.4),
                              Qt::NoBrush, 11));
    placer.avoidPoint(finalSum, 7);

    extent.applyTo(plot, 0.1);
    plot->xAxis->setLabel(scenario.resources[x].name);
    plot->yAxis->setLabel(x == y ? QString() : scenario.resources[y].name);
    layOutNow(plot);
    if (labelled) {
        for (int i = 0; i < n; ++i) {
            const QString state = frozen[i].isEmpty() ? tr("growing") : frozen[i];
            placer.add(
                addLabel(plot, (tails[i] + heads[i]) / 2,
                         tr("%1: %2, %3").arg(scenario.users[i].name, tasksText(tasks[i]), state),
                         userColor(i)));
        }
    }
    placer.placeAll();
    plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace drf
