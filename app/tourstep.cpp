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
    return TourTexts::tr("%1 CPU and %2 GPU are shared by A, data analytics (%3 CPU + %4 GPU per "
                         "task), and B, neural networks (%5 CPU + %6 GPU per task); both want as "
                         "many tasks as the cluster can run. The rectangle is the cluster, each "
                         "marker the total that one of six policies hands out.")
        .arg(number(capacity(scenario, 0)), number(capacity(scenario, 1)),
             number(demand(scenario, 0, 0)), number(demand(scenario, 0, 1)),
             number(demand(scenario, 1, 0)), number(demand(scenario, 1, 1)));
}

QString equalSplitText(const Scenario &scenario)
{
    const Measured split = measure(scenario, PolicyId::MaxMin);
    const double half = scenario.users.value(0).weight / scenario.totalWeight();
    return TourTexts::tr("Split every resource equally: %1 CPU and %2 GPU each. A runs out of CPU "
                         "after %3, B out of GPU after %4; %5 CPU and %6 GPU lie idle.")
        .arg(number(half * capacity(scenario, 0)), number(half * capacity(scenario, 1)),
             tasks(split.allocation.tasks.value(0)), tasks(split.allocation.tasks.value(1)),
             number(split.analysis.idle.value(0)), number(split.analysis.idle.value(1)));
}

QString fixedPriceText(const Scenario &scenario)
{
    const Measured market = measure(scenario, PolicyId::FixedPrice);
    return TourTexts::tr("At %1 credits a unit, each user's budget is %2. A buys %3, B buys %4: "
                         "together %5 GPU, %6 more than exist, and the total leaves the "
                         "rectangle.")
        .arg(number(scenario.resources.value(0).price), number(market.allocation.budgets.value(0)),
             tasks(market.allocation.tasks.value(0)), tasks(market.allocation.tasks.value(1)),
             number(market.analysis.usage.value(1)), number(market.analysis.overload.value(1)));
}

QString drfText(const Scenario &scenario)
{
    const Measured drf = measure(scenario, PolicyId::Drf);
    const DrfDerivation derivation = drf.allocation.derivation.value_or(DrfDerivation{});
    return TourTexts::tr("A task of A takes %1 of the CPU, a task of B %2 of the GPU: their "
                         "dominant shares. DRF raises both users' dominant shares together until "
                         "the GPU runs out at s = %3: A runs %4, B %5, and %6 CPU stay idle.")
        .arg(readableNumber(derivation.mu.value(0)), readableNumber(derivation.mu.value(1)),
             readableNumber(derivation.s), tasks(drf.allocation.tasks.value(0)),
             tasks(drf.allocation.tasks.value(1)), number(drf.analysis.idle.value(0)));
}

QString envyText(const Scenario &scenario)
{
    const Measured drf = measure(scenario, PolicyId::Drf);
    const QList<QList<double>> envy = envyMatrix(scenario, drf.allocation);
    const QList<double> bundleOfB = drf.analysis.bundles.value(1);
    return TourTexts::tr("With B's bundle (%1 CPU, %2 GPU), A could run only %3, not its own %4; "
                         "with A's bundle, B could run %5, not its own %6. Under DRF nobody "
                         "envies anybody: each row of the Envy matrix is largest on its "
                         "diagonal.")
        .arg(number(bundleOfB.value(0)), number(bundleOfB.value(1)), tasks(envy.value(0).value(1)),
             number(envy.value(0).value(0)), tasks(envy.value(1).value(0)),
             number(envy.value(1).value(1)));
}

QString walrasText(const Scenario &scenario)
{
    const Measured walras = measure(scenario, PolicyId::Walras);
    const Manipulation lie = bestMisreport(scenario, PolicyId::Walras, TaskMode::Continuous, 1);
    return TourTexts::tr("The Walrasian market raises the prices until demand fits (CPU %1, GPU "
                         "%2 credits): A runs %3, B %4, and nothing is idle. But lying pays: "
                         "claiming %5 CPU + %6 GPU per task instead of %7 + %8, B really runs "
                         "%9, %10 more.")
        .arg(number(walras.allocation.prices.value(0)), number(walras.allocation.prices.value(1)),
             tasks(walras.allocation.tasks.value(0)), tasks(walras.allocation.tasks.value(1)),
             number(lie.report.value(0)), number(lie.report.value(1)),
             number(demand(scenario, 1, 0)), number(demand(scenario, 1, 1)), tasks(lie.realTasks),
             formatPercent(lie.gain - 1.0));
}

QString crumbsText(const Scenario &scenario)
{
    const Measured drf = measure(scenario, PolicyId::Drf);
    return TourTexts::tr("DRF leaves %1 CPU idle: the crumbs. Giving them to A would lift its "
                         "dominant share above B's %2 and reward gaming the demands: no policy is "
                         "at once envy-free, strategy-proof, as good as an equal split for all "
                         "and free of crumbs.")
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
    return TourTexts::tr("A is alone until B arrives at t = %1; tasks run %2 time units. "
                         "Recompute takes %3 of A's %4 tasks back, dynamic DRF holds A to %5 to "
                         "keep room for B, online DRF lets A start %6 and B waits %7 time units. "
                         "All three end at %8 + %9.")
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
    return TourTexts::tr("Recompute is fair at every instant but takes back %1 tasks; dynamic "
                         "and online DRF take none back but keep the CPU %2 and %3 busy instead "
                         "of %4, and under online DRF %5 waits %6 time units. Fair, efficient and "
                         "without preemption at once: the seed's open problem.")
        .arg(number(preempted), formatPercent(dynamic.utilization.value(0)),
             formatPercent(online.utilization.value(0)),
             formatPercent(recompute.utilization.value(0)),
             scenario.users.value(longestWaiter).name,
             number(online.users.value(longestWaiter).waited.value_or(0.0)));
}

TourStep makeStep(const char *id, const char *title, const char *preset, PolicyId policy,
                  const char *tab, QString (*text)(const Scenario &))
{
    TourStep step;
    step.id = QLatin1String(id);
    step.title = title;
    step.preset = QLatin1String(preset);
    step.view.policy = policy;
    step.view.compare = false;
    step.view.taskMode = TaskMode::Continuous;
    step.view.tab = QLatin1String(tab);
    step.text = text;
    return step;
}

QList<TourStep> makeSteps()
{
    QList<TourStep> steps;
    steps.append(makeStep("cluster", QT_TRANSLATE_NOOP("TourTexts", "The cluster"), "seed",
                          PolicyId::Drf, "resource-space", clusterText));
    steps.last().view.compare = true; // every policy's total at once
    steps.append(makeStep("equal-split", QT_TRANSLATE_NOOP("TourTexts", "An equal split wastes"),
                          "seed", PolicyId::MaxMin, "resource-space", equalSplitText));
    steps.append(makeStep("fixed-price",
                          QT_TRANSLATE_NOOP("TourTexts", "A market with fixed prices overflows"),
                          "seed", PolicyId::FixedPrice, "resource-space", fixedPriceText));
    steps.append(makeStep("drf", QT_TRANSLATE_NOOP("TourTexts", "DRF and its 2/3"), "seed",
                          PolicyId::Drf, "resource-space", drfText));
    steps.last().docks = {QStringLiteral("derivation-dock")};
    steps.append(makeStep("envy-free", QT_TRANSLATE_NOOP("TourTexts", "Nobody envies anybody"),
                          "seed", PolicyId::Drf, "resource-space", envyText));
    steps.last().docks = {QStringLiteral("envy-dock"), QStringLiteral("properties-dock")};
    steps.append(makeStep(
        "walras", QT_TRANSLATE_NOOP("TourTexts", "The Walrasian market and the lie that pays"),
        "seed", PolicyId::Walras, "manipulation", walrasText));
    steps.last().explorerUser = QStringLiteral("B");
    steps.append(makeStep("crumbs", QT_TRANSLATE_NOOP("TourTexts", "The price of the crumbs"),
                          "seed", PolicyId::Drf, "utilization", crumbsText));
    steps.last().docks = {QStringLiteral("crumbs-dock")};
    steps.append(makeStep("late-arrival",
                          QT_TRANSLATE_NOOP("TourTexts", "Users arriving over time"),
                          "late-arrival", PolicyId::Drf, "timeline", lateArrivalText));
    steps.last().checkBoxes = {QStringLiteral("all-mechanisms")};
    steps.append(makeStep("open-problem", QT_TRANSLATE_NOOP("TourTexts", "The open problem"),
                          "churn", PolicyId::Drf, "timeline", openProblemText));
    steps.last().checkBoxes = {QStringLiteral("all-mechanisms")};
    return steps;
}

} // namespace

const QList<TourStep> &tourSteps()
{
    static const QList<TourStep> steps = makeSteps();
    return steps;
}

QString tourStepTitle(const TourStep &step)
{
    return QCoreApplication::translate("TourTexts", step.title);
}

} // namespace drf
