#include "derivationbuilder.h"

#include "analysis.h"
#include "progressivefilling.h"
#include "readablenumber.h"

#include <cmath>

namespace drf::derivationsteps {

namespace {

/// Sums with more terms than this are shortened to "a + b + c + ... + z".
constexpr int kMaxTerms = 8;

/// "a + b + c" or, beyond kMaxTerms, "a + b + c + ... + z".
QString shortJoin(const QStringList &terms, const QString &separator)
{
    if (terms.size() <= kMaxTerms)
        return terms.join(separator);
    return terms.mid(0, 3).join(separator) + separator + QStringLiteral("...") + separator +
           terms.last();
}

} // namespace

QString sum(const QStringList &terms)
{
    return terms.isEmpty() ? QStringLiteral("0") : shortJoin(terms, QStringLiteral(" + "));
}

QString call(const QString &function, const QStringList &arguments)
{
    if (arguments.size() == 1)
        return arguments.first();
    return function + QLatin1Char('(') + shortJoin(arguments, QStringLiteral(", ")) +
           QLatin1Char(')');
}

QString divisor(const QString &number)
{
    return number.contains(QLatin1Char('/')) ? QLatin1Char('(') + number + QLatin1Char(')')
                                             : number;
}

QString joinNames(const Scenario &scenario, const QList<int> &users)
{
    QStringList names;
    for (int i : users)
        names.append(scenario.users[i].name);
    return names.join(QStringLiteral(", "));
}

void DerivationBuilder::forUsers(DerivationSection &s,
                                 const std::function<DerivationLine(int)> &line) const
{
    const int n = m_scenario.userCount();
    for (int i = 0; i < std::min(n, kMaxDerivationUsers); ++i)
        s.lines.append(line(i));
    if (n > kMaxDerivationUsers)
        s.lines.append({{},
                        {},
                        {},
                        {},
                        DerivationStepsTexts::tr("and %1 more users").arg(n - kMaxDerivationUsers),
                        false});
}

void DerivationBuilder::equalSplit(const QList<double> &tasks)
{
    const double totalWeight = m_scenario.totalWeight();
    DerivationSection s =
        section(DerivationStepsTexts::tr("Equal split"),
                DerivationStepsTexts::tr(
                    "user i owns w_i / W of every resource; x_i = min_j (w_i C_j / W) / d_ij"));
    forUsers(s, [&](int i) {
        const User &user = m_scenario.users[i];
        const double share = user.weight / totalWeight;
        QStringList limits;
        QString limitedBy = DerivationStepsTexts::tr("its cap");
        double smallest = user.maxTasks ? *user.maxTasks : kInf;
        for (int j = 0; j < m_scenario.resourceCount(); ++j) {
            if (user.demand[j] <= 0.0)
                continue;
            const QString &name = m_scenario.resources[j].name;
            const double owned = share * m_scenario.resources[j].capacity;
            limits.append(QStringLiteral("%1 %2 / %3")
                              .arg(readableDecimal(owned), name, readableDecimal(user.demand[j])));
            if (owned / user.demand[j] < smallest) {
                smallest = owned / user.demand[j];
                limitedBy = name;
            }
        }
        if (user.maxTasks)
            limits.append(DerivationStepsTexts::tr("cap ") + readableDecimal(*user.maxTasks));
        return DerivationLine{QStringLiteral("x"),
                              user.name,
                              call(QStringLiteral("min"), limits),
                              readableDecimal(tasks[i]),
                              DerivationStepsTexts::tr("share %1, limited by %2")
                                  .arg(readableNumber(share), limitedBy),
                              true};
    });
    add(std::move(s));
}

void DerivationBuilder::market(const Allocation &allocation, const QList<double> &tasks)
{
    const int m = m_scenario.resourceCount();
    const bool walras = allocation.policy == PolicyId::Walras;
    DerivationSection prices = section(
        walras ? DerivationStepsTexts::tr("Equilibrium prices")
               : DerivationStepsTexts::tr("Unit prices"),
        walras ? DerivationStepsTexts::tr("the multipliers of the capacity constraints, scaled so "
                                          "that Σ_j p_j C_j = V")
               : DerivationStepsTexts::tr("fixed in advance, whatever the demand"));
    QStringList valueTerms;
    double value = 0.0;
    for (int j = 0; j < m; ++j) {
        const double p = allocation.prices[j];
        prices.lines.append({QStringLiteral("p"),
                             m_scenario.resources[j].name,
                             {},
                             readableDecimal(p),
                             {},
                             walras});
        valueTerms.append(readableDecimal(p) + kTimes +
                          readableDecimal(m_scenario.resources[j].capacity));
        value += p * m_scenario.resources[j].capacity;
    }
    add(std::move(prices));

    DerivationSection budgets = section(DerivationStepsTexts::tr("Value and budgets"),
                                        QStringLiteral("V = Σ_j p_j C_j; b_i = V w_i / W"));
    budgets.lines.append(
        {QStringLiteral("V"), {}, sum(valueTerms), readableDecimal(value), {}, false});
    const QString totalWeight = readableDecimal(m_scenario.totalWeight());
    forUsers(budgets, [&](int i) {
        return DerivationLine{QStringLiteral("b"),
                              m_scenario.users[i].name,
                              QStringLiteral("%1 * %2 / %3")
                                  .arg(readableDecimal(value),
                                       readableDecimal(m_scenario.users[i].weight), totalWeight),
                              readableDecimal(allocation.budgets[i]),
                              {},
                              false};
    });
    add(std::move(budgets));

    DerivationSection taskPrices = section(DerivationStepsTexts::tr("Price of one task"),
                                           QStringLiteral("p · d_i = Σ_j p_j d_ij"));
    QList<double> taskPrice(m_scenario.userCount(), 0.0);
    forUsers(taskPrices, [&](int i) {
        QStringList terms;
        for (int j = 0; j < m; ++j) {
            const double d = m_scenario.users[i].demand[j];
            if (d <= 0.0)
                continue;
            terms.append(readableDecimal(allocation.prices[j]) + kTimes + readableDecimal(d));
            taskPrice[i] += allocation.prices[j] * d;
        }
        return DerivationLine{QStringLiteral("p · d"),
                              m_scenario.users[i].name,
                              sum(terms),
                              readableDecimal(taskPrice[i]),
                              {},
                              false};
    });
    add(std::move(taskPrices));

    DerivationSection bought = section(DerivationStepsTexts::tr("Tasks"),
                                       DerivationStepsTexts::tr("x_i = min(T_i, b_i / p · d_i)"));
    forUsers(bought, [&](int i) {
        const User &user = m_scenario.users[i];
        QString expression = readableDecimal(allocation.budgets[i]) + QStringLiteral(" / ") +
                             readableDecimal(taskPrice[i]);
        if (user.maxTasks)
            expression = DerivationStepsTexts::tr("min(cap %1, %2)")
                             .arg(readableDecimal(*user.maxTasks), expression);
        return DerivationLine{QStringLiteral("x"),       user.name, expression,
                              readableDecimal(tasks[i]), {},        true};
    });
    add(std::move(bought));
}

void DerivationBuilder::usage(const QList<double> &tasks)
{
    DerivationSection s = section(DerivationStepsTexts::tr("Usage"),
                                  DerivationStepsTexts::tr("usage_j = Σ_i x_i d_ij, against C_j"));
    for (int j = 0; j < m_scenario.resourceCount(); ++j) {
        QStringList terms;
        double used = 0.0;
        for (int i = 0; i < m_scenario.userCount(); ++i) {
            const double d = m_scenario.users[i].demand[j];
            if (d <= 0.0)
                continue;
            terms.append(readableDecimal(tasks[i]) + kTimes + readableDecimal(d));
            used += tasks[i] * d;
        }
        const double capacity = m_scenario.resources[j].capacity;
        QString note;
        if (used > capacity * (1.0 + kRelTol))
            note = DerivationStepsTexts::tr("over capacity %1 by %2")
                       .arg(readableDecimal(capacity), readableDecimal(used - capacity));
        else if (capacity - used <= kRelTol * capacity)
            note = DerivationStepsTexts::tr("full: capacity %1").arg(readableDecimal(capacity));
        else
            note = DerivationStepsTexts::tr("of %1: %2 idle")
                       .arg(readableDecimal(capacity), readableDecimal(capacity - used));
        s.lines.append({DerivationStepsTexts::tr("usage"), m_scenario.resources[j].name, sum(terms),
                        readableDecimal(used), note, false});
    }
    add(std::move(s));
}

void DerivationBuilder::wholeTasks(const Allocation &whole, const QList<double> &continuous)
{
    const bool filling = isFillingPolicy(whole.policy);
    DerivationSection s = section(
        DerivationStepsTexts::tr("Whole tasks"),
        filling
            ? (whole.policy == PolicyId::DrfEqual
                   ? DerivationStepsTexts::tr("one task at a time to the smallest share, until a "
                                              "task does not fit (Algorithm 1 of the DRF paper)")
                   : DerivationStepsTexts::tr("one task at a time to the smallest share; a user "
                                              "whose next task does not fit is blocked"))
            : DerivationStepsTexts::tr("the floor of the continuous x_i"));
    forUsers(s, [&](int i) {
        DerivationLine line{QStringLiteral("x"),
                            m_scenario.users[i].name,
                            {},
                            readableDecimal(whole.tasks[i]),
                            {},
                            true};
        if (!filling && whole.tasks[i] != continuous[i]) {
            // Four digits could round 59.99999 up to "60": then show enough to see the floor.
            QString text = readableDecimal(continuous[i]);
            if (std::floor(text.toDouble()) != whole.tasks[i])
                text = QString::number(continuous[i], 'g', 12);
            line.expression = DerivationStepsTexts::tr("floor(%1)").arg(text);
        }
        return line;
    });
    add(std::move(s));
}

} // namespace drf::derivationsteps

namespace drf {

DerivationSteps derivationSteps(const Scenario &scenario, const Allocation &allocation)
{
    DerivationSteps steps;
    steps.policy = allocation.policy;
    steps.mode = allocation.mode;
    steps.title = policyName(allocation.policy);
    // The formulas are those of continuous tasks; whole tasks are derived from them at the end.
    const Allocation continuous = allocation.mode == TaskMode::Continuous
                                      ? allocation
                                      : allocate(scenario, allocation.policy, TaskMode::Continuous);
    derivationsteps::DerivationBuilder builder(scenario, steps);
    switch (allocation.policy) {
    case PolicyId::MaxMin:
        builder.equalSplit(continuous.tasks);
        break;
    case PolicyId::FixedPrice:
    case PolicyId::Walras:
        builder.market(continuous, continuous.tasks);
        break;
    case PolicyId::Drf:
    case PolicyId::DrfEqual:
    case PolicyId::Asset: {
        const bool dominant = allocation.policy != PolicyId::Asset;
        const QList<double> sigma =
            dominant ? dominantSharePerTask(scenario) : aggregateSharePerTask(scenario);
        builder.sharePerTask(sigma, dominant);
        const QString level = dominant ? QStringLiteral("s") : QStringLiteral("t");
        const QString share = dominant ? QStringLiteral("μ") : QStringLiteral("a");
        const double value = builder.closedForm(sigma, level, share);
        if (!builder.closedFormTasks(sigma, value, level, share, continuous.tasks))
            builder.fillingStages(continuous, sigma, share);
        break;
    }
    }
    if (allocation.mode == TaskMode::Whole)
        builder.wholeTasks(allocation, continuous.tasks);
    builder.usage(allocation.tasks);
    return steps;
}
} // namespace drf
