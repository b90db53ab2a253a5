#include "derivationbuilder.h"

#include "analysis.h"
#include "progressivefilling.h"
#include "readablenumber.h"

#include <cmath>

namespace drf::derivationsteps {

void DerivationBuilder::sharePerTask(const QList<double> &sigma, bool dominant)
{
    DerivationSection s = dominant ? section(DerivationStepsTexts::tr("Dominant share per task"),
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

double DerivationBuilder::closedForm(const QList<double> &sigma, const QString &level,
                                     const QString &shareName)
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
        den.lines.append(
            {QStringLiteral("Σ"), m_scenario.resources[j].name, sum(terms), readableNumber(total),
             total > 0.0 ? QString() : DerivationStepsTexts::tr("nobody needs it"), false});
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
    DerivationSection result = section(DerivationStepsTexts::tr("The common %1").arg(level),
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

bool DerivationBuilder::closedFormTasks(const QList<double> &sigma, double level,
                                        const QString &levelName, const QString &shareName,
                                        const QList<double> &tasks)
{
    for (int i = 0; i < m_scenario.userCount(); ++i) {
        const double x = level * m_scenario.users[i].weight / sigma[i];
        if (std::abs(x - tasks[i]) > kRelTol * std::max(1.0, std::abs(tasks[i])))
            return false;
    }
    DerivationSection s = section(DerivationStepsTexts::tr("Tasks"),
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

void DerivationBuilder::fillingStages(const Allocation &allocation, const QList<double> &sigma,
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

QString DerivationBuilder::scaledLevel(double level, int i, const QList<double> &sigma) const
{
    const double w = m_scenario.users[i].weight;
    return readableNumber(level) + kTimes + (w == 1.0 ? QString() : readableDecimal(w) + kTimes) +
           readableNumber(1.0 / sigma[i]);
}

} // namespace drf::derivationsteps

namespace drf {

QString drfClosedFormLine(const Scenario &scenario, const DrfDerivation &derivation)
{
    QStringList bounds;
    for (int j = 0; j < scenario.resourceCount(); ++j)
        if (derivation.denominators.value(j) > 0.0) // a resource nobody needs bounds nothing
            bounds.append(
                QStringLiteral("%1/%2").arg(readableDecimal(scenario.resources[j].capacity),
                                            readableDecimal(derivation.denominators[j])));
    QString line = derivationsteps::DerivationStepsTexts::tr("s = min(%1) = %2")
                       .arg(bounds.join(QStringLiteral(", ")), readableNumber(derivation.s));
    if (derivation.bottleneck >= 0)
        line += derivationsteps::DerivationStepsTexts::tr(", bottleneck %1")
                    .arg(scenario.resources[derivation.bottleneck].name);
    return line;
}

} // namespace drf
