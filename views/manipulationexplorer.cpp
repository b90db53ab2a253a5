#include "manipulationexplorer.h"

#include "allocationset.h"
#include "labelplacer.h"
#include "plotitems.h"
#include "readablenumber.h"
#include "teachingplot.h"
#include "workerpool.h"

#include <QComboBox>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <qcustomplot.h>

#include <atomic>
#include <cmath>

namespace drf {

/// Shared by the GUI and one worker: the cancel flag and how far the worker got.
struct LandscapeJob
{
    std::atomic<bool> cancel{false};
    std::atomic<int> done{0};
    int total = 1;
};

namespace {

/// Debounce of input changes: a slider drag starts one job, not dozens.
constexpr int kDebounceMs = 150;
constexpr int kProgressPollMs = 50;
/// Gains closer to 1 than this are "no gain" (the landscape's values are exact up to rounding).
constexpr double kGainTolerance = 1e-9;

/// Viridis (perceptually uniform, colour-blind safe); QCustomPlot 2.1.0 has no such preset.
QCPColorGradient viridis()
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0.0, QColor(0x440154));
    gradient.setColorStopAt(0.25, QColor(0x3b528b));
    gradient.setColorStopAt(0.5, QColor(0x21918c));
    gradient.setColorStopAt(0.75, QColor(0x5ec962));
    gradient.setColorStopAt(1.0, QColor(0xfde725));
    gradient.setNanHandling(QCPColorGradient::nhNanColor);
    gradient.setNanColor(QColor(0xdddddd));
    return gradient;
}

QString percentGain(double gain)
{
    const double percent = (gain - 1.0) * 100.0;
    return QStringLiteral("%1%2%").arg(percent >= 0 ? QStringLiteral("+") : QString(),
                                       QString::number(percent, 'f', 1));
}

QString reportText(const QList<double> &report)
{
    QStringList parts;
    for (double value : report)
        parts.append(readableDecimal(std::round(value * 100.0) / 100.0));
    return QStringLiteral("(%1)").arg(parts.join(QStringLiteral(", ")));
}

/// Ticks at factors 1/4, 1/2, 1, 2, 4 (log2 coordinates) labelled with the reported amount.
QSharedPointer<QCPAxisTickerText> factorTicker(double truth)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
    for (int power = -2; power <= 2; ++power) {
        const double factor = std::pow(2.0, power);
        ticker->addTick(power, truth > 0 ? readableDecimal(truth * factor)
                                         : QStringLiteral("×%1").arg(readableNumber(factor)));
    }
    return ticker;
}

ManipulationLandscape computeLandscape(const Scenario &scenario, PolicyId policy, TaskMode mode,
                                       int user, int first, int second,
                                       const std::shared_ptr<LandscapeJob> &job)
{
    ManipulationLandscape landscape;
    const LandscapeProgress curveProgress = [&job](int done, int) { job->done = done; };
    landscape.curve = manipulationCurve(scenario, policy, mode, user, first, second,
                                        kLandscapePoints, &job->cancel, curveProgress);
    const LandscapeProgress mapProgress = [&job](int done, int) {
        job->done = kLandscapePoints + done;
    };
    landscape.heatMap = manipulationHeatMap(scenario, policy, mode, user, first, second,
                                            kLandscapePoints, &job->cancel, mapProgress);
    if (!job->cancel)
        landscape.best = bestMisreport(scenario, policy, mode, user);
    landscape.cancelled = job->cancel || landscape.curve.cancelled || landscape.heatMap.cancelled;
    job->done = job->total;
    return landscape;
}

} // namespace

ManipulationExplorer::ManipulationExplorer(AllocationSet *results, QWidget *parent)
    : QWidget(parent), m_results(results), m_user(new QComboBox(this)),
      m_policy(new QComboBox(this)), m_first(new QComboBox(this)), m_second(new QComboBox(this)),
      m_progress(new QProgressBar(this)), m_curvePlot(new QCustomPlot(this)),
      m_heatMapPlot(new QCustomPlot(this)), m_caption(new QLabel(this)),
      m_debounce(new QTimer(this)), m_progressPoll(new QTimer(this))
{
    m_workers = newWorkerPool(this);
    setObjectName(QStringLiteral("manipulation-explorer"));
    m_user->setObjectName(QStringLiteral("explorer-user"));
    m_policy->setObjectName(QStringLiteral("explorer-policy"));
    m_first->setObjectName(QStringLiteral("explorer-first"));
    m_second->setObjectName(QStringLiteral("explorer-second"));
    m_progress->setObjectName(QStringLiteral("explorer-progress"));
    m_caption->setObjectName(QStringLiteral("explorer-caption"));
    m_user->setToolTip(tr("The user who lies about its demand (the others tell the truth)"));
    m_policy->setToolTip(tr("The policy the lie is played against"));
    m_first->setToolTip(tr("The reported component on the heat map's horizontal axis"));
    m_second->setToolTip(tr("The reported component on the heat map's vertical axis"));
    for (PolicyId policy : kAllPolicies)
        m_policy->addItem(policyName(policy), int(policy));
    m_progress->setMaximumWidth(120);
    // Long names must not widen the window: the choosers shrink to a few characters.
    for (QComboBox *box : {m_user, m_policy, m_first, m_second}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(6);
    }
    m_progress->setTextVisible(false);
    m_progress->setVisible(false);

    auto *controls = new QHBoxLayout;
    controls->setContentsMargins(6, 4, 6, 0);
    controls->addWidget(new QLabel(tr("User:"), this));
    controls->addWidget(m_user);
    controls->addSpacing(12);
    controls->addWidget(new QLabel(tr("Policy:"), this));
    controls->addWidget(m_policy);
    controls->addSpacing(12);
    // With two resources the heat map's axes are the only two: the choosers are left out.
    m_components = chooserPair(tr("Reports of:"), m_first, tr("and"), m_second, this);
    controls->addWidget(m_components);
    controls->addWidget(m_progress);
    controls->addStretch(1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_curvePlot);
    splitter->addWidget(m_heatMapPlot);
    splitter->setChildrenCollapsible(false);
    m_curvePlot->setMinimumSize(200, 200);
    m_heatMapPlot->setMinimumSize(200, 200);

    QFont captionFont = m_caption->font();
    captionFont.setPointSizeF(captionFont.pointSizeF() * 1.15);
    m_caption->setFont(captionFont);
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caption->setContentsMargins(8, 2, 8, 6);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(controls);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_caption);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    m_progressPoll->setInterval(kProgressPollMs);
    connect(m_debounce, &QTimer::timeout, this, &ManipulationExplorer::startJob);
    connect(m_progressPoll, &QTimer::timeout, this, &ManipulationExplorer::showProgress);
    connect(m_user, &QComboBox::currentIndexChanged, this,
            &ManipulationExplorer::scheduleRecompute);
    connect(m_policy, &QComboBox::currentIndexChanged, this,
            &ManipulationExplorer::scheduleRecompute);
    connect(m_first, &QComboBox::currentIndexChanged, this,
            &ManipulationExplorer::scheduleRecompute);
    connect(m_second, &QComboBox::currentIndexChanged, this,
            &ManipulationExplorer::scheduleRecompute);
    connect(m_results, &AllocationSet::resultsChanged, this, &ManipulationExplorer::syncChoosers);
    connect(m_results, &AllocationSet::selectionChanged, this,
            &ManipulationExplorer::followSelectedPolicy);

    followSelectedPolicy();
    syncChoosers();
}

ManipulationExplorer::~ManipulationExplorer()
{
    // Workers read their own copies, but their watchers are our children: let them end first.
    if (m_job)
        m_job->cancel = true;
    for (auto *watcher : findChildren<QFutureWatcherBase *>())
        watcher->waitForFinished();
}

void ManipulationExplorer::setUser(int user)
{
    m_user->setCurrentIndex(user);
}

void ManipulationExplorer::setPolicy(PolicyId policy)
{
    m_policy->setCurrentIndex(m_policy->findData(int(policy)));
}

int ManipulationExplorer::user() const
{
    return m_user->currentIndex();
}

PolicyId ManipulationExplorer::policy() const
{
    return PolicyId(m_policy->currentData().toInt());
}

QString ManipulationExplorer::caption() const
{
    return m_caption->text();
}

void ManipulationExplorer::syncChoosers()
{
    const Scenario &scenario = m_results->scenario();
    const QStringList resources = scenario.resourceNames();
    fillChooser(m_user, scenario.userNames(), std::max(0, m_user->currentIndex()));
    const int first = std::max(0, m_first->currentIndex());
    int second = m_second->count() > 0 ? m_second->currentIndex() : 1;
    if (second == first || second >= resources.size())
        second = first == 0 ? 1 : 0;
    fillChooser(m_first, resources, first);
    fillChooser(m_second, resources, second);
    m_components->setVisible(resources.size() > 2);
    scheduleRecompute();
}

void ManipulationExplorer::followSelectedPolicy()
{
    setPolicy(m_results->selectedPolicy());
}

void ManipulationExplorer::scheduleRecompute()
{
    if (m_job)
        m_job->cancel = true;
    ++m_generation;
    m_computing = true;
    m_progress->setVisible(true);
    m_progress->setRange(0, 0); // busy until the job starts
    m_debounce->start();
}

void ManipulationExplorer::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_deferred) {
        m_deferred = false;
        m_debounce->start();
    }
}

void ManipulationExplorer::startJob()
{
    // A hidden explorer (another tab) does not load the cores on every slider step.
    if (!isVisible()) {
        m_deferred = true;
        return;
    }
    const Scenario &scenario = m_results->scenario();
    const int user = m_user->currentIndex();
    const int first = m_first->currentIndex();
    const int second = m_second->currentIndex();
    if (user < 0 || user >= scenario.userCount() || scenario.resourceCount() < 2 || first < 0 ||
        second < 0 || first == second) {
        m_computing = false;
        m_progress->setVisible(false);
        m_landscape = {};
        clearPlots(scenario.resourceCount() < 2
                       ? tr("The explorer needs two resources to vary the report.")
                       : tr("Choose a user and two different resources."));
        emit landscapeShown();
        return;
    }

    auto job = std::make_shared<LandscapeJob>();
    job->total = 2 * kLandscapePoints + 1;
    m_job = job;
    ++m_jobsStarted;
    const int generation = m_generation;
    const PolicyId policy = this->policy();
    const TaskMode mode = m_results->taskMode();
    const QString userName = scenario.users[user].name;
    const QStringList resourceNames = scenario.resourceNames();

    auto *watcher = new QFutureWatcher<ManipulationLandscape>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, generation, userName, resourceNames] {
                watcher->deleteLater();
                const ManipulationLandscape landscape = watcher->result();
                if (generation != m_generation || landscape.cancelled) {
                    ++m_jobsDiscarded; // stale: the inputs changed since it started
                    return;
                }
                m_userName = userName;
                m_resourceNames = resourceNames;
                showLandscape(landscape);
            });
    watcher->setFuture(QtConcurrent::run(m_workers, computeLandscape, scenario, policy, mode, user,
                                         first, second, job));
    m_progress->setRange(0, job->total);
    m_progress->setValue(0);
    m_progressPoll->start();
}

void ManipulationExplorer::showProgress()
{
    if (m_job)
        m_progress->setValue(m_job->done);
}

void ManipulationExplorer::showLandscape(const ManipulationLandscape &landscape)
{
    m_landscape = landscape;
    m_computing = false;
    m_progressPoll->stop();
    m_progress->setVisible(false);
    m_job.reset();
    drawCurve();
    drawHeatMap();

    const Manipulation &best = m_landscape.best;
    const QString policy = shortPolicyName(m_landscape.curve.policy);
    if (best.gain <= 1.0 + kGainTolerance) {
        m_caption->setText(tr("Under %1, %2's best report is the truth: %3 tasks. No lie gives "
                              "%2 more.")
                               .arg(policy, m_userName, readableDecimal(best.truthfulTasks)));
    } else {
        m_caption->setText(tr("Under %1, %2 runs %3 tasks instead of %4 (%5) by reporting %6 "
                              "instead of %7.")
                               .arg(policy, m_userName, readableDecimal(std::round(best.realTasks)),
                                    readableDecimal(std::round(best.truthfulTasks)),
                                    percentGain(best.gain), reportText(best.report),
                                    reportText(m_landscape.curve.demand)));
    }
    emit landscapeShown();
}

void ManipulationExplorer::clearPlots(const QString &message)
{
    for (QCustomPlot *plot : {m_curvePlot, m_heatMapPlot}) {
        plot->clearPlottables();
        plot->clearItems();
        plot->replot(QCustomPlot::rpQueuedReplot);
    }
    m_caption->setText(message);
}

void ManipulationExplorer::drawCurve()
{
    QCustomPlot *plot = m_curvePlot;
    plot->clearPlottables();
    plot->clearItems();
    plot->legend->setVisible(false);
    const ManipulationCurve &curve = m_landscape.curve;
    const QString firstName = m_resourceNames.value(curve.first);
    const QString secondName = m_resourceNames.value(curve.second);
    // The reported ratio when the true one is a number, the factor on it otherwise.
    const double truthRatio = curve.demand[curve.second] / curve.demand[curve.first];
    const bool byRatio = std::isfinite(truthRatio) && truthRatio > 0;
    auto xOf = [&](int k) { return byRatio ? curve.ratios[k] : curve.factors[k]; };

    QCPGraph *graph = plot->addGraph();
    graph->setPen(makePen(QColor(0x0072b2), 2.2));
    double low = std::numeric_limits<double>::infinity();
    double high = -low;
    for (int k = 0; k < curve.factors.size(); ++k) {
        if (std::isnan(curve.realTasks[k]))
            continue;
        graph->addData(xOf(k), curve.realTasks[k]);
        low = std::min(low, curve.realTasks[k]);
        high = std::max(high, curve.realTasks[k]);
    }
    // Ticks at the truth times 1/4, 1/2, 1, 2, 4: a log axis readable at any width.
    plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
    for (int power = -2; power <= 2; ++power) {
        const double tick = (byRatio ? truthRatio : 1.0) * std::pow(2.0, power);
        ticker->addTick(tick, readableDecimal(std::round(tick * 1000.0) / 1000.0));
    }
    plot->xAxis->setTicker(ticker);
    plot->xAxis->setRange(xOf(0), xOf(int(curve.factors.size()) - 1));
    plot->xAxis->setLabel(
        byRatio ? tr("reported %1 / %2 (truth %3)")
                      .arg(secondName, firstName, readableDecimal(truthRatio))
                : tr("factor on the reported %1 / %2 ratio").arg(secondName, firstName));
    plot->yAxis->setLabel(tr("%1's real tasks").arg(m_userName));
    if (std::isfinite(low)) {
        const double pad = std::max(0.08 * (high - low), 0.02 * std::max(1.0, high));
        plot->yAxis->setRange(std::max(0.0, low - pad), high + 2.5 * pad);
    }
    plotTitle(plot)->setText(
        tr("Along the reported ratio (%1)").arg(shortPolicyName(curve.policy)));

    layOutNow(plot);
    LabelPlacer placer(plot);
    for (int k = 0; k < graph->dataCount() - 1; ++k)
        placer.avoidSegment({graph->data()->at(k)->key, graph->data()->at(k)->value},
                            {graph->data()->at(k + 1)->key, graph->data()->at(k + 1)->value});
    const int truth = curve.truthIndex;
    const QPointF truthPoint(xOf(truth), curve.realTasks[truth]);
    addMarker(plot, truthPoint, tr("truth"),
              QCPScatterStyle(QCPScatterStyle::ssCross, makePen(Qt::black, 2.0), Qt::NoBrush, 12));
    placer.avoidPoint(truthPoint, 7);
    if (curve.bestIndex >= 0 && curve.bestIndex != truth) {
        const QPointF bestPoint(xOf(curve.bestIndex), curve.realTasks[curve.bestIndex]);
        addMarker(plot, bestPoint, tr("best lie"),
                  QCPScatterStyle(QCPScatterStyle::ssCircle, makePen(QColor(0xd55e00), 2.2),
                                  Qt::NoBrush, 13));
        placer.avoidPoint(bestPoint, 8);
        placer.add(addLabel(plot, truthPoint,
                            tr("truth: %1 tasks").arg(readableDecimal(curve.truthfulTasks)),
                            Qt::black));
        placer.add(addLabel(plot, bestPoint,
                            tr("best lie: %1 tasks (%2)")
                                .arg(readableDecimal(curve.realTasks[curve.bestIndex]),
                                     percentGain(curve.bestGain())),
                            QColor(0xd55e00)));
    } else {
        placer.add(addLabel(plot, truthPoint,
                            tr("truth = best: %1 tasks").arg(readableDecimal(curve.truthfulTasks)),
                            Qt::black));
    }
    placer.placeAll();
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void ManipulationExplorer::drawHeatMap()
{
    QCustomPlot *plot = m_heatMapPlot;
    plot->clearPlottables();
    plot->clearItems();
    const ManipulationHeatMap &map = m_landscape.heatMap;
    const int n = map.size();
    if (n == 0)
        return;
    // The factors are evenly spaced in log: log2 coordinates make the cells a regular grid.
    const QCPRange range(std::log2(map.factors.first()), std::log2(map.factors.last()));

    // The layout: a title, then the axis rect with its colour scale on the right.
    QCPTextElement *title = plotTitle(plot);
    if (plot->plotLayout()->columnCount() < 2) {
        auto *scale = new QCPColorScale(plot);
        plot->plotLayout()->addElement(1, 1, scale);
        auto *group = new QCPMarginGroup(plot);
        plot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, group);
        scale->setMarginGroup(QCP::msBottom | QCP::msTop, group);
        scale->setGradient(viridis());
    }
    auto *scale = qobject_cast<QCPColorScale *>(plot->plotLayout()->element(1, 1));
    title->setText(tr("Both reported components (%1)").arg(shortPolicyName(map.policy)));
    scale->axis()->setLabel(tr("%1's real tasks").arg(m_userName));

    auto *colorMap = new QCPColorMap(plot->xAxis, plot->yAxis);
    colorMap->data()->setSize(n, n);
    colorMap->data()->setRange(range, range);
    for (int row = 0; row < n; ++row) {
        for (int column = 0; column < n; ++column)
            colorMap->data()->setCell(column, row, map.at(column, row));
    }
    colorMap->setColorScale(scale);
    colorMap->setGradient(viridis());
    colorMap->setInterpolate(false);
    colorMap->rescaleDataRange(true);
    colorMap->setLayer(QStringLiteral("background"));
    const double half = (range.upper - range.lower) / (n - 1) / 2;
    plot->xAxis->setRange(range.lower - half, range.upper + half);
    plot->yAxis->setRange(range.lower - half, range.upper + half);
    plot->xAxis->setTicker(factorTicker(map.demand[map.first]));
    plot->yAxis->setTicker(factorTicker(map.demand[map.second]));
    plot->xAxis->setLabel(
        tr("reported %1 per task (truth %2)")
            .arg(m_resourceNames.value(map.first), readableDecimal(map.demand[map.first])));
    plot->yAxis->setLabel(
        tr("reported %1 per task (truth %2)")
            .arg(m_resourceNames.value(map.second), readableDecimal(map.demand[map.second])));
    plot->xAxis->grid()->setVisible(false);
    plot->yAxis->grid()->setVisible(false);

    layOutNow(plot);
    LabelPlacer placer(plot);
    auto cellPoint = [&](int column, int row) {
        return QPointF(std::log2(map.factors[column]), std::log2(map.factors[row]));
    };
    const QPointF truth = cellPoint(map.truthIndex, map.truthIndex);
    addMarker(plot, truth, tr("truth"),
              QCPScatterStyle(QCPScatterStyle::ssCross, makePen(Qt::white, 2.6), Qt::NoBrush, 14));
    placer.avoidPoint(truth, 8);
    const bool lie =
        map.bestColumn >= 0 && (map.bestColumn != map.truthIndex || map.bestRow != map.truthIndex);
    if (lie) {
        const QPointF best = cellPoint(map.bestColumn, map.bestRow);
        addMarker(
            plot, best, tr("best lie"),
            QCPScatterStyle(QCPScatterStyle::ssCircle, makePen(Qt::white, 2.6), Qt::NoBrush, 16));
        placer.avoidPoint(best, 9);
        placer.add(addLabel(plot, truth, tr("truth"), Qt::black));
        placer.add(addLabel(plot, best,
                            tr("best: %1 (%2)")
                                .arg(readableDecimal(map.at(map.bestColumn, map.bestRow)),
                                     percentGain(map.bestGain())),
                            Qt::black));
    } else {
        placer.add(addLabel(plot, truth, tr("truth = best"), Qt::black));
    }
    placer.placeAll();
    plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace drf
