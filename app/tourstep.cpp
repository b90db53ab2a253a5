#include "tourstep.h"

#include "analysis.h"
#include "manipulation.h"
#include "numberformat.h"
#include "onlinesimulation.h"
#include "readablenumber.h"

#include <QCoreApplication>

namespace drf {

namespace {

/// The translation context of the steps' titles and texts (resources/translations).
struct TourTexts
{
    Q_DECLARE_TR_FUNCTIONS(TourTexts)
};

// The texts read the step's preset by position (A is user 0, CPU resource 0...) and name the
// users and resources as the preset does. QList::value() keeps a preset of another shape from
// reading past the end: its text would be wrong, and the tour's test says so.

/// A policy's allocation with everything measured about it (as the window's AllocationSet has).
struct Measured
{
    Allocation allocation;
    AllocationAnalysis analysis;
};

Measured measure(const Scenario &scenario, PolicyId policy)
{
    Measured result{allocate(scenario, policy, TaskMode::Continuous), {}};
    const QList<double> split = allocatedTasks(scenario, PolicyId::MaxMin, TaskMode::Continuous);
    result.analysis = analyse(scenario, result.allocation, split);
    return result;
}

QString number(double value)
{
    return readableDecimal(value);
}

QString tasks(double value)
{
    return readableTasks(value);
}

double demand(const Scenario &scenario, int user, int resource)
{
    return scenario.users.value(user).demand.value(resource);
}

double capacity(const Scenario &scenario, int resource)
{
    return scenario.resources.value(resource).capacity;
}

QString clusterText(const Scenario &scenario)
{
    return TourTexts::tr("A cluster of %1 CPU and %2 GPU is shared by two users who both want as "
                         "many tasks as it can run: A (data analytics) needs %3 CPU and %4 GPU "
                         "per task, B (neural networks) %5 CPU and %6 GPU. The rectangle is the "
                         "cluster; the arrows show what each policy gives A and B, here all six "
                         "at once.")
        .arg(number(capacity(scenario, 0)), number(capacity(scenario, 1)),
             number(demand(scenario, 0, 0)), number(demand(scenario, 0, 1)),
             number(demand(scenario, 1, 0)), number(demand(scenario, 1, 1)));
}

QString equalSplitText(const Scenario &scenario)
{
    const Measured split = measure(scenario, PolicyId::MaxMin);
    const double half = scenario.users.value(0).weight / scenario.totalWeight();
    return TourTexts::tr("Split every resource equally: each user gets %1 CPU and %2 GPU. A runs "
                         "out of CPU after %3, B runs out of GPU after %4. Together they use %5 "
                         "CPU and %6 GPU: %7 CPU and %8 GPU lie idle.")
        .arg(number(half * capacity(scenario, 0)), number(half * capacity(scenario, 1)),
             tasks(split.allocation.tasks.value(0)), tasks(split.allocation.tasks.value(1)),
             number(split.analysis.usage.value(0)), number(split.analysis.usage.value(1)),
             number(split.analysis.idle.value(0)), number(split.analysis.idle.value(1)));
}

QString fixedPriceText(const Scenario &scenario)
{
    const Measured market = measure(scenario, PolicyId::FixedPrice);
    double value = 0.0;
    for (const Resource &resource : scenario.resources)
        value += resource.price * resource.capacity;
    return TourTexts::tr("Give every unit a price of %1 credits: the cluster is worth %2, and each "
                         "user gets a budget of %3. A buys %4, B buys %5: together %6 CPU and %7 "
                         "GPU, %8 GPU more than the cluster has. Their sum leaves the rectangle.")
        .arg(number(scenario.resources.value(0).price), number(value),
             number(market.allocation.budgets.value(0)), tasks(market.allocation.tasks.value(0)),
             tasks(market.allocation.tasks.value(1)), number(market.analysis.usage.value(0)),
             number(market.analysis.usage.value(1)), number(market.analysis.overload.value(1)));
}

QString drfText(const Scenario &scenario)
{
    const Measured drf = measure(scenario, PolicyId::Drf);
    const DrfDerivation derivation = drf.allocation.derivation.value_or(DrfDerivation{});
    return TourTexts::tr("One task of A takes %1 of the CPU, one task of B %2 of the GPU: their "
                         "dominant shares per task. DRF raises both users' dominant shares "
                         "together until a resource runs out: the GPU, at s = %3. A runs %4, B "
                         "%5; the GPU is full and %6 CPU stay idle.")
        .arg(readableNumber(derivation.mu.value(0)), readableNumber(derivation.mu.value(1)),
             readableNumber(derivation.s), tasks(drf.allocation.tasks.value(0)),
             tasks(drf.allocation.tasks.value(1)), number(drf.analysis.idle.value(0)));
}

QString envyText(const Scenario &scenario)
{
    const Measured drf = measure(scenario, PolicyId::Drf);
    const QList<QList<double>> envy = envyMatrix(scenario, drf.allocation);
    const QList<double> bundleOfB = drf.analysis.bundles.value(1);
    return TourTexts::tr("Would A rather have B's bundle? With B's %1 CPU and %2 GPU it could run "
                         "only %3, fewer than its own %4; with A's bundle B could run %5, fewer "
                         "than its own %6. Under DRF nobody envies anybody: in the Envy matrix "
                         "each row is largest on the diagonal.")
        .arg(number(bundleOfB.value(0)), number(bundleOfB.value(1)), tasks(envy.value(0).value(1)),
             number(envy.value(0).value(0)), tasks(envy.value(1).value(0)),
             number(envy.value(1).value(1)));
}

QString walrasText(const Scenario &scenario)
{
    const Measured walras = measure(scenario, PolicyId::Walras);
    const Manipulation lie = bestMisreport(scenario, PolicyId::Walras, TaskMode::Continuous, 1);
    return TourTexts::tr("The Walrasian market raises the prices until demand fits: a CPU costs "
                         "%1 credits and a GPU %2, A runs %3 and B %4, and nothing is idle. But "
                         "it pays to lie: if B claims %5 CPU and %6 GPU per task instead of %7 "
                         "and %8, it really runs %9, %10 more than when honest.")
        .arg(number(walras.allocation.prices.value(0)), number(walras.allocation.prices.value(1)),
             tasks(walras.allocation.tasks.value(0)), tasks(walras.allocation.tasks.value(1)),
             number(lie.report.value(0)), number(lie.report.value(1)),
             number(demand(scenario, 1, 0)), number(demand(scenario, 1, 1)), tasks(lie.realTasks),
             formatPercent(lie.gain - 1.0));
}

QString crumbsText(const Scenario &scenario)
{
    const Measured drf = measure(scenario, PolicyId::Drf);
    return TourTexts::tr("DRF leaves %1 CPU idle: the crumbs. Handing them to A would lift its "
                         "dominant share above B's %2 and reward whoever games its demand to "
                         "catch them; the Walrasian market hands them out, but there lies pay. "
                         "No policy can be envy-free, strategy-proof, give everyone at least "
                         "an equal split and leave no crumbs, all at once.")
        .arg(number(drf.analysis.idle.value(0)),
             readableNumber(drf.analysis.dominantShares.value(1)));
}

/// The tasks `user` holds in the first and last segments of a run.
double firstTasks(const OnlineRun &run, int user)
{
    return run.ok() && run.segmentCount() > 0 ? run.tasksOf(0, user) : 0.0;
}

double lastTasks(const OnlineRun &run, int user)
{
    return run.ok() && run.segmentCount() > 0 ? run.tasksOf(run.segmentCount() - 1, user) : 0.0;
}

QString lateArrivalText(const Scenario &scenario)
{
    const OnlineRun recompute = simulateOnline(scenario, Mechanism::Recompute);
    const OnlineRun dynamic = simulateOnline(scenario, Mechanism::DynamicDrf);
    const OnlineRun online = simulateOnline(scenario, Mechanism::OnlineDrf);
    return TourTexts::tr("Now A is alone until B arrives at t = %1, and a task runs %2 time "
                         "units. Recompute takes %3 of A's %4 tasks back at once; dynamic DRF "
                         "holds A to %5, keeping room for B; online DRF lets A start %6, and B "
                         "waits %7 time units for them to end. All three then reach %8 + %9.")
        .arg(number(scenario.users.value(1).arrive), number(scenario.users.value(0).duration),
             number(recompute.users.value(0).preempted), number(firstTasks(recompute, 0)),
             tasks(firstTasks(dynamic, 0)), tasks(firstTasks(online, 0)),
             number(online.users.value(1).waited.value_or(0.0)), number(lastTasks(recompute, 0)),
             number(lastTasks(recompute, 1)));
}

QString openProblemText(const Scenario &scenario)
{
    const OnlineRun recompute = simulateOnline(scenario, Mechanism::Recompute);
    const OnlineRun dynamic = simulateOnline(scenario, Mechanism::DynamicDrf);
    const OnlineRun online = simulateOnline(scenario, Mechanism::OnlineDrf);
    double preempted = 0.0;
    for (const OnlineUserResult &user : recompute.users)
        preempted += user.preempted;
    int longestWaiter = 0;
    for (int i = 0; i < online.users.size(); ++i)
        if (online.users[i].waited.value_or(0.0) > online.users[longestWaiter].waited.value_or(0.0))
            longestWaiter = i;
    return TourTexts::tr(
               "Five jobs come and go. Recompute keeps every instant fair but takes "
               "back %1 tasks in all; dynamic and online DRF take nothing back, but "
               "keep the CPU only %2 and %3 busy on average instead of %4, and online DRF "
               "makes %5 wait %6 time units. No mechanism is at once fair at every "
               "instant, efficient and free of preemption: the seed's open problem.")
        .arg(number(preempted), formatPercent(dynamic.utilization.value(0)),
             formatPercent(online.utilization.value(0)),
             formatPercent(recompute.utilization.value(0)),
             scenario.users.value(longestWaiter).name,
             number(online.users.value(longestWaiter).waited.value_or(0.0)));
}

ViewState stepView(PolicyId policy, const QString &tab, bool compare = false)
{
    ViewState view;
    view.policy = policy;
    view.compare = compare;
    view.taskMode = TaskMode::Continuous;
    view.tab = tab;
    return view;
}

} // namespace

const QList<TourStep> &tourSteps()
{
    const QString seed = QStringLiteral("seed");
    const QString resourceSpace = QStringLiteral("resource-space");
    const QString timeline = QStringLiteral("timeline");
    static const QList<TourStep> steps{
        {QStringLiteral("cluster"),
         QT_TRANSLATE_NOOP("TourTexts", "The cluster"),
         seed,
         stepView(PolicyId::Drf, resourceSpace, true),
         {},
         {},
         clusterText},
        {QStringLiteral("equal-split"),
         QT_TRANSLATE_NOOP("TourTexts", "An equal split wastes"),
         seed,
         stepView(PolicyId::MaxMin, resourceSpace),
         {},
         {},
         equalSplitText},
        {QStringLiteral("fixed-price"),
         QT_TRANSLATE_NOOP("TourTexts", "A market with fixed prices overflows"),
         seed,
         stepView(PolicyId::FixedPrice, resourceSpace),
         {},
         {},
         fixedPriceText},
        {QStringLiteral("drf"),
         QT_TRANSLATE_NOOP("TourTexts", "DRF and its 2/3"),
         seed,
         stepView(PolicyId::Drf, resourceSpace),
         {QStringLiteral("derivation-dock")},
         {},
         drfText},
        {QStringLiteral("envy-free"),
         QT_TRANSLATE_NOOP("TourTexts", "Nobody envies anybody"),
         seed,
         stepView(PolicyId::Drf, resourceSpace),
         {QStringLiteral("envy-dock"), QStringLiteral("properties-dock")},
         {},
         envyText},
        {QStringLiteral("walras"),
         QT_TRANSLATE_NOOP("TourTexts", "The Walrasian market and the lie that pays"),
         seed,
         stepView(PolicyId::Walras, QStringLiteral("manipulation")),
         {},
         QStringLiteral("B"),
         walrasText},
        {QStringLiteral("crumbs"),
         QT_TRANSLATE_NOOP("TourTexts", "The price of the crumbs"),
         seed,
         stepView(PolicyId::Drf, QStringLiteral("utilization")),
         {QStringLiteral("crumbs-dock")},
         {},
         crumbsText},
        {QStringLiteral("late-arrival"),
         QT_TRANSLATE_NOOP("TourTexts", "Users arriving over time"),
         QStringLiteral("late-arrival"),
         stepView(PolicyId::Drf, timeline),
         {},
         {},
         lateArrivalText},
        {QStringLiteral("open-problem"),
         QT_TRANSLATE_NOOP("TourTexts", "The open problem"),
         QStringLiteral("churn"),
         stepView(PolicyId::Drf, timeline),
         {},
         {},
         openProblemText},
    };
    return steps;
}

QString tourStepTitle(const TourStep &step)
{
    return QCoreApplication::translate("TourTexts", step.title);
}

} // namespace drf
