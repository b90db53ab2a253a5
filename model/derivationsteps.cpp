#include "derivationsteps.h"

#include "analysis.h"
#include "progressivefilling.h"
#include "readablenumber.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>
#include <functional>
#include <limits>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct DerivationStepsTexts
{
    Q_DECLARE_TR_FUNCTIONS(DerivationStepsTexts)
};

constexpr double kInf = std::numeric_limits<double>::infinity();
/// Sums with more terms than this are shortened to "a + b + c + ... + z".
constexpr int kMaxTerms = 8;

const QString kTimes = QStringLiteral(" * ");

/// "a + b + c" or, beyond kMaxTerms, "a + b + c + ... + z".
QString shortJoin(const QStringList &terms, const QString &separator)
{
    if (terms.size() <= kMaxTerms)
        return terms.join(separator);
    return terms.mid(0, 3).join(separator) + separator + QStringLiteral("...") + separator +
           terms.last();
}

QString sum(const QStringList &terms)
{
    return terms.isEmpty() ? QStringLiteral("0") : shortJoin(terms, QStringLiteral(" + "));
}

/// "max(a, b)", or just "a" for one argument.
QString call(const QString &function, const QStringList &arguments)
{
    if (arguments.size() == 1)
        return arguments.first();
    return function + QLatin1Char('(') + shortJoin(arguments, QStringLiteral(", ")) +
           QLatin1Char(')');
}

/// A divisor as typed after " / ": a fraction goes in parentheses ("100 / (500/3)").
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

/// Builds one policy's sections.
class DerivationBuilder
{
public:
    DerivationBuilder(const Scenario &scenario, DerivationSteps &steps)
        : m_scenario(scenario), m_steps(steps)
    {
    }

    /// Sections are built as values and added when complete.
    static DerivationSection section(const QString &title, const QString &formula)
    {
        return {title, formula, {}};
    }
    void add(DerivationSection section) { m_steps.sections.append(std::move(section)); }

    /// Calls `line(i)` for the first kMaxDerivationUsers users and counts the rest.
    void forUsers(DerivationSection &s, const std::function<DerivationLine(int)> &line) const
    {
        const int n = m_scenario.userCount();
        for (int i = 0; i < std::min(n, kMaxDerivationUsers); ++i)
            s.lines.append(line(i));
        if (n > kMaxDerivationUsers)
            s.lines.append(
                {{},
                 {},
                 {},
                 {},
                 DerivationStepsTexts::tr("and %1 more users").arg(n - kMaxDerivationUsers),
                 false});
    }

    /// μ_i or a_i: the share of the cluster one task takes.
    void sharePerTask(const QList<double> &sigma, bool dominant)
    {
        DerivationSection s = dominant
                                  ? section(DerivationStepsTexts::tr("Dominant share per task"),
                                            DerivationStepsTexts::tr("μ_i = max_j d_ij / C_j"))
                                  : section(DerivationStepsTexts::tr("Aggregate share per task"),
                                            QStringLiteral("a_i = Σ_j d_ij / C_j"));
        forUsers(s, [&](int i) {
            const User &user = m_scenario.users[i];
            QStringList fractions;
            int argmax = 0;
            for (int j = 0; j < m_scenario.resourceCount(); ++j) {
                const double capacity = m_scenario.resources[j].capacity;
                fractions.append(readableDecimal(user.demand[j]) + QLatin1Char('/') +
                                 readableDecimal(capacity));
                if (user.demand[j] / capacity >
                    user.demand[argmax] / m_scenario.resources[argmax].capacity)
                    argmax = j;
            }
            if (!dominant)
                return DerivationLine{QStringLiteral("a"),      user.name, sum(fractions),
                                      readableNumber(sigma[i]), {},        false};
            return DerivationLine{QStringLiteral("μ"),
                                  user.name,
                                  call(QStringLiteral("max"), fractions),
                                  readableNumber(sigma[i]),
                                  DerivationStepsTexts::tr("dominant: ") +
                                      m_scenario.resources[argmax].name,
                                  false};
        });
        add(std::move(s));
    }

    /// The closed form of the filling (fillingClosedForm()), written out. Returns the level.
    double closedForm(const QList<double> &sigma, const QString &level, const QString &shareName)
    {
        const int n = m_scenario.userCount();
        const int m = m_scenario.resourceCount();
        const FillingClosedForm form = fillingClosedForm(m_scenario, sigma);
        DerivationSection den =
            section(DerivationStepsTexts::tr("Denominator per resource"),
                    DerivationStepsTexts::tr(
                        "Σ_j = Σ_i w_i d_ij / %1_i: how much of j the users take per unit of %2")
                        .arg(shareName, level));
        for (int j = 0; j < m; ++j) {
            QStringList terms;
            for (int i = 0; i < n; ++i) {
                const User &user = m_scenario.users[i];
                if (user.demand[j] > 0.0)
                    terms.append(
                        (user.weight == 1.0 ? QString() : readableDecimal(user.weight) + kTimes) +
                        readableDecimal(user.demand[j]) + kTimes + readableNumber(1.0 / sigma[i]));
            }
            const double total = form.denominators[j];
            den.lines.append({QStringLiteral("Σ"), m_scenario.resources[j].name, sum(terms),
                              readableNumber(total),
                              total > 0.0 ? QString() : DerivationStepsTexts::tr("nobody needs it"),
                              false});
        }
        add(std::move(den));

        DerivationSection bound = section(DerivationStepsTexts::tr("Bounds on %1").arg(level),
                                          QStringLiteral("%1 <= C_j / Σ_j").arg(level));
        QStringList candidates;
        for (int j = 0; j < m; ++j) {
            const QString &name = m_scenario.resources[j].name;
            if (std::isinf(form.bounds[j])) {
                bound.lines.append({level,
                                    name,
                                    {},
                                    readableNumber(kInf),
                                    DerivationStepsTexts::tr("nobody needs it"),
                                    false});
                continue;
            }
            candidates.append(readableNumber(form.bounds[j]));
            bound.lines.append({level,
                                name,
                                readableDecimal(m_scenario.resources[j].capacity) +
                                    QStringLiteral(" / ") +
                                    divisor(readableNumber(form.denominators[j])),
                                readableNumber(form.bounds[j]),
                                {},
                                false});
        }
        add(std::move(bound));
        DerivationSection result =
            section(DerivationStepsTexts::tr("The common %1").arg(level),
                    DerivationStepsTexts::tr("%1 = min_j C_j / Σ_j").arg(level));
        result.lines.append({level,
                             {},
                             call(QStringLiteral("min"), candidates),
                             readableNumber(form.level),
                             form.bottleneck < 0 ? QString()
                                                 : DerivationStepsTexts::tr("bottleneck: ") +
                                                       m_scenario.resources[form.bottleneck].name,
                             true});
        add(std::move(result));
        return form.level;
    }

    /// x_i = level w_i / σ_i; true when that is what the filling gave every user.
    bool closedFormTasks(const QList<double> &sigma, double level, const QString &levelName,
                         const QString &shareName, const QList<double> &tasks)
    {
        for (int i = 0; i < m_scenario.userCount(); ++i) {
            const double x = level * m_scenario.users[i].weight / sigma[i];
            if (std::abs(x - tasks[i]) > kRelTol * std::max(1.0, std::abs(tasks[i])))
                return false;
        }
        DerivationSection s =
            section(DerivationStepsTexts::tr("Tasks"),
                    QStringLiteral("x_i = %1 w_i / %2_i").arg(levelName, shareName));
        forUsers(s, [&](int i) {
            return DerivationLine{QStringLiteral("x"),
                                  m_scenario.users[i].name,
                                  scaledLevel(level, i, sigma),
                                  readableDecimal(tasks[i]),
                                  {},
                                  true};
        });
        add(std::move(s));
        return true;
    }

    /// The stages of the filling, and each user's tasks from the level it stopped at.
    void fillingStages(const Allocation &allocation, const QList<double> &sigma,
                       const QString &shareName)
    {
        DerivationSection stages =
            section(DerivationStepsTexts::tr("Progressive filling"),
                    DerivationStepsTexts::tr(
                        "caps or zero demands take the filling past the closed form: t rises, "
                        "users stop when a resource they need is full or at their cap"));
        QList<int> stageOf(m_scenario.userCount(), -1);
        for (int k = 0; k < allocation.stages.size(); ++k) {
            const FillingStage &stage = allocation.stages[k];
            for (int i : stage.frozenUsers)
                stageOf[i] = k;
            const QString event = stage.saturatedResource < 0
                                      ? DerivationStepsTexts::tr("cap reached")
                                      : m_scenario.resources[stage.saturatedResource].name +
                                            DerivationStepsTexts::tr(" full");
            stages.lines.append({QStringLiteral("t"),
                                 {},
                                 {},
                                 readableNumber(stage.level),
                                 DerivationStepsTexts::tr("%1; stop: %2")
                                     .arg(event, joinNames(m_scenario, stage.frozenUsers)),
                                 false});
        }
        add(std::move(stages));
        DerivationSection tasks =
            section(DerivationStepsTexts::tr("Tasks"),
                    DerivationStepsTexts::tr("x_i = t w_i / %1_i at the level where "
                                             "user i stopped, or its cap")
                        .arg(shareName));
        forUsers(tasks, [&](int i) {
            DerivationLine line{QStringLiteral("x"),
                                m_scenario.users[i].name,
                                {},
                                readableDecimal(allocation.tasks[i]),
                                {},
                                true};
            const int k = stageOf[i];
            if (k < 0)
                return line;
            const FillingStage &stage = allocation.stages[k];
            if (stage.saturatedResource < 0) {
                line.note = DerivationStepsTexts::tr("its cap");
                return line;
            }
            line.expression = scaledLevel(stage.level, i, sigma);
            const int j = stage.saturatedResource;
            line.note = DerivationStepsTexts::tr("stopped at t = %1: %2 full")
                            .arg(readableNumber(stage.level), m_scenario.resources[j].name);
            if (m_scenario.users[i].demand[j] <= 0.0)
                line.note += DerivationStepsTexts::tr(", and drf-equal stops everyone");
            return line;
        });
        add(std::move(tasks));
    }

    /// "2/3 * 90" or, with a weight, "2/3 * 2 * 90": level w_i / σ_i.
    QString scaledLevel(double level, int i, const QList<double> &sigma) const
    {
        const double w = m_scenario.users[i].weight;
        return readableNumber(level) + kTimes +
               (w == 1.0 ? QString() : readableDecimal(w) + kTimes) +
               readableNumber(1.0 / sigma[i]);
    }

    /// Max-min: user i owns w_i / W of every resource and runs what fits.
    void equalSplit(const QList<double> &tasks)
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
                limits.append(
                    QStringLiteral("%1 %2 / %3")
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

    /// Fixed-price and walras: prices, V, budgets, the price of one task, tasks.
    void market(const Allocation &allocation, const QList<double> &tasks)
    {
        const int m = m_scenario.resourceCount();
        const bool walras = allocation.policy == PolicyId::Walras;
        DerivationSection prices =
            section(walras ? DerivationStepsTexts::tr("Equilibrium prices")
                           : DerivationStepsTexts::tr("Unit prices"),
                    walras ? DerivationStepsTexts::tr(
                                 "the multipliers of the capacity constraints, scaled so "
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
                                           readableDecimal(m_scenario.users[i].weight),
                                           totalWeight),
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

        DerivationSection bought =
            section(DerivationStepsTexts::tr("Tasks"),
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

    /// usage_j = Σ_i x_i d_ij, against the capacity.
    void usage(const QList<double> &tasks)
    {
        DerivationSection s =
            section(DerivationStepsTexts::tr("Usage"),
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
            s.lines.append({DerivationStepsTexts::tr("usage"), m_scenario.resources[j].name,
                            sum(terms), readableDecimal(used), note, false});
        }
        add(std::move(s));
    }

    /// Whole-task mode: the filling's one-task loop, or the floor of the continuous tasks.
    void wholeTasks(const Allocation &whole, const QList<double> &continuous)
    {
        const bool filling = isFillingPolicy(whole.policy);
        DerivationSection s =
            section(DerivationStepsTexts::tr("Whole tasks"),
                    filling ? (whole.policy == PolicyId::DrfEqual
                                   ? DerivationStepsTexts::tr(
                                         "one task at a time to the smallest share, until a "
                                         "task does not fit (Algorithm 1 of the DRF paper)")
                                   : DerivationStepsTexts::tr(
                                         "one task at a time to the smallest share; a user "
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

private:
    const Scenario &m_scenario;
    DerivationSteps &m_steps;
};

} // namespace

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
    DerivationBuilder builder(scenario, steps);
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

QString drfClosedFormLine(const Scenario &scenario, const DrfDerivation &derivation)
{
    QStringList bounds;
    for (int j = 0; j < scenario.resourceCount(); ++j)
        if (derivation.denominators.value(j) > 0.0) // a resource nobody needs bounds nothing
            bounds.append(
                QStringLiteral("%1/%2").arg(readableDecimal(scenario.resources[j].capacity),
                                            readableDecimal(derivation.denominators[j])));
    QString line = DerivationStepsTexts::tr("s = min(%1) = %2")
                       .arg(bounds.join(QStringLiteral(", ")), readableNumber(derivation.s));
    if (derivation.bottleneck >= 0)
        line += DerivationStepsTexts::tr(", bottleneck %1")
                    .arg(scenario.resources[derivation.bottleneck].name);
    return line;
}

} // namespace drf
