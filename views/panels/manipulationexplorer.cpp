#include "manipulationexplorer.h"

#include "allocationset.h"
#include "backgroundsearch.h"
#include "choosers.h"
#include "deferredrefresh.h"
#include "manipulationcurveview.h"
#include "manipulationheatmapview.h"
#include "policymarks.h"
#include "readablenumber.h"
#include "retranslate.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace drf {

namespace {

using namespace std::chrono_literals;

/// Debounce of input changes: a slider drag starts one job, not dozens.
constexpr auto kDebounce = 150ms;
constexpr auto kProgressPoll = 50ms;

QString reportText(const QList<double> &report)
{
    QList<double> rounded;
    for (double value : report)
        rounded.append(std::round(value * 100.0) / 100.0);
    return readableVector(rounded);
}

} // namespace

ManipulationExplorer::ManipulationExplorer(AllocationSet *results, QWidget *parent)
    : QWidget(parent), m_results(results), m_user(new QComboBox(this)),
      m_policy(new QComboBox(this)), m_first(new QComboBox(this)), m_second(new QComboBox(this)),
      m_progress(new QProgressBar(this)), m_curveView(new ManipulationCurveView(results, this)),
      m_heatMapView(new ManipulationHeatMapView(results, this)), m_caption(new QLabel(this)),
      m_progressPoll(new QTimer(this)), m_search(new BackgroundSearch(kDebounce, this)),
      m_refresh(new DeferredRefresh(this, [this] { m_search->request(); }))
{
    setObjectName(QStringLiteral("manipulation-explorer"));
    m_user->setObjectName(QStringLiteral("explorer-user"));
    m_policy->setObjectName(QStringLiteral("explorer-policy"));
    m_first->setObjectName(QStringLiteral("explorer-first"));
    m_second->setObjectName(QStringLiteral("explorer-second"));
    m_progress->setObjectName(QStringLiteral("explorer-progress"));
    m_caption->setObjectName(QStringLiteral("explorer-caption"));
    addPolicyItems(m_policy, QList<PolicyId>(kAllPolicies.cbegin(), kAllPolicies.cend()));
    translateTexts(this, [this] {
        m_user->setToolTip(tr("The user who lies about its demand (the others tell the truth)"));
        m_policy->setToolTip(tr("The policy the lie is played against"));
        m_first->setToolTip(tr("The reported component on the heat map's horizontal axis"));
        m_second->setToolTip(tr("The reported component on the heat map's vertical axis"));
    });
    onLanguageChange(this, [this] { m_refresh->request(); });
    m_progress->setMaximumWidth(120);
    // Long names must not widen the window: the choosers of names the user gives shrink to a
    // few characters. The policies' names are known and fit the row: in full.
    for (QComboBox *box : {m_user, m_first, m_second}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(6);
    }
    m_policy->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_progress->setTextVisible(false);
    m_progress->setVisible(false);
    // Before the plots: the choosers come first in the Tab order.
    QHBoxLayout *controls = controlRow();

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_curveView);
    splitter->addWidget(m_heatMapView);
    splitter->setChildrenCollapsible(false);

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

    connectControls();

    followSelectedPolicy();
    syncChoosers();
}

ManipulationExplorer::~ManipulationExplorer() = default;

QHBoxLayout *ManipulationExplorer::controlRow()
{
    auto *controls = new QHBoxLayout;
    controls->setContentsMargins(6, 4, 6, 0);
    auto *userLabel = new QLabel(this);
    translateTexts(userLabel, [userLabel] { userLabel->setText(tr("User:")); });
    controls->addWidget(userLabel);
    controls->addWidget(m_user);
    controls->addSpacing(12);
    auto *policyLabel = new QLabel(this);
    translateTexts(policyLabel, [policyLabel] { policyLabel->setText(tr("Policy:")); });
    controls->addWidget(policyLabel);
    controls->addWidget(m_policy);
    controls->addSpacing(12);
    // With two resources the heat map's axes are the only two: the choosers are left out.
    m_components = chooserPair(staticMetaObject.className(), QT_TR_NOOP("Reports of:"), m_first,
                               QT_TR_NOOP("and"), m_second, this);
    controls->addWidget(m_components);
    controls->addWidget(m_progress);
    controls->addStretch(1);
    return controls;
}

void ManipulationExplorer::connectControls()
{
    m_progressPoll->setInterval(kProgressPoll);
    connect(m_search, &BackgroundSearch::due, this, &ManipulationExplorer::startJob);
    connect(m_progressPoll, &QTimer::timeout, this, &ManipulationExplorer::showProgress);
    connect(m_user, &QComboBox::currentIndexChanged, this,
            &ManipulationExplorer::scheduleRecompute);
    connect(m_policy, &QComboBox::currentIndexChanged, this,
            &ManipulationExplorer::scheduleRecompute);
    keepChoicesDistinct(m_first, m_second);
    connect(m_first, &QComboBox::currentIndexChanged, this,
            &ManipulationExplorer::scheduleRecompute);
    connect(m_second, &QComboBox::currentIndexChanged, this,
            &ManipulationExplorer::scheduleRecompute);
    connect(m_results, &AllocationSet::resultsChanged, this, &ManipulationExplorer::syncChoosers);
    connect(m_results, &AllocationSet::selectionChanged, this,
            &ManipulationExplorer::followSelectedPolicy);
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

const ManipulationLandscape &ManipulationExplorer::landscape() const
{
    static const ManipulationLandscape none;
    return m_landscape ? *m_landscape : none;
}

int ManipulationExplorer::jobsStarted() const
{
    return m_search->startedCount();
}

int ManipulationExplorer::jobsDiscarded() const
{
    return m_search->discardedCount();
}

void ManipulationExplorer::syncChoosers()
{
    const Scenario &scenario = m_results->scenario();
    const QStringList resources = scenario.resourceNames();
    fillChooser(m_user, scenario.userNames(), std::max(0, m_user->currentIndex()));
    fillChooserPair(m_first, m_second, resources);
    m_components->setVisible(resources.size() > 2);
    scheduleRecompute();
}

void ManipulationExplorer::followSelectedPolicy()
{
    setPolicy(m_results->selectedPolicy());
}

void ManipulationExplorer::scheduleRecompute()
{
    m_search->cancel();
    m_computing = true;
    m_progressPoll->stop();
    m_progress->setVisible(true);
    m_progress->setRange(0, 0); // busy until the job starts
    m_refresh->request();
}

void ManipulationExplorer::startJob()
{
    // Hidden since the request (another tab): the job waits until the explorer is seen again.
    if (!m_refresh->isSeen()) {
        m_refresh->request();
        return;
    }
    const Scenario &scenario = m_results->scenario();
    LandscapeQuery query;
    query.user = m_user->currentIndex();
    query.policy = policy();
    query.mode = m_results->taskMode();
    query.first = m_first->currentIndex();
    query.second = m_second->currentIndex();
    if (query.user < 0 || query.user >= scenario.userCount() || scenario.resourceCount() < 2 ||
        query.first < 0 || query.second < 0 || query.first == query.second) {
        m_computing = false;
        m_progress->setVisible(false);
        clearPlots(scenario.resourceCount() < 2
                       ? tr("The explorer needs two resources to vary the report.")
                       : tr("Choose a user and two different resources."));
        emit landscapeShown();
        return;
    }
    m_progress->setRange(0, landscapeSteps(query));
    m_progress->setValue(0);
    m_progressPoll->start();
    // The worker gets a copy of the scenario: it may change while the job runs.
    m_search->start(
        [scenario, query](BackgroundJob &job) {
            return std::make_shared<const ManipulationLandscape>(
                computeLandscape(scenario, query, &job));
        },
        [this](const std::shared_ptr<const ManipulationLandscape> &landscape) {
            showLandscape(landscape);
        });
}

void ManipulationExplorer::showProgress()
{
    m_progress->setValue(m_search->progress());
}

void ManipulationExplorer::showLandscape(std::shared_ptr<const ManipulationLandscape> landscape)
{
    m_landscape = std::move(landscape);
    m_computing = false;
    m_progressPoll->stop();
    m_progress->setVisible(false);
    m_curveView->setLandscape(m_landscape);
    m_heatMapView->setLandscape(m_landscape);

    const Manipulation &best = m_landscape->best;
    const QString policy = shortPolicyName(m_landscape->curve.policy);
    const QString &userName = m_landscape->userName;
    if (best.gain <= 1.0 + kGainTolerance) {
        m_caption->setText(tr("Under %1, %2's best report is the truth: %3 tasks. No lie gives "
                              "%2 more.")
                               .arg(policy, userName, readableDecimal(best.truthfulTasks)));
    } else {
        m_caption->setText(tr("Under %1, %2 runs %3 tasks instead of %4 (%5) by reporting %6 "
                              "instead of %7.")
                               .arg(policy, userName, readableDecimal(best.realTasks),
                                    readableDecimal(best.truthfulTasks), percentGain(best.gain),
                                    reportText(best.report),
                                    reportText(m_landscape->curve.demand)));
    }
    emit landscapeShown();
}

void ManipulationExplorer::clearPlots(const QString &message)
{
    m_landscape.reset();
    m_curveView->setLandscape(nullptr);
    m_heatMapView->setLandscape(nullptr);
    m_caption->setText(message);
}

} // namespace drf
