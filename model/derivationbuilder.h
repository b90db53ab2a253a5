#pragma once

#include "derivationsteps.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <limits>
#include <utility>

// How derivationSteps() (derivationsteps.h) writes a policy's computation: the builder and the
// text helpers its sections share. The filling family's sections (the share of one task, the
// closed form, the filling's stages) are in fillingderivation.cpp, the others in
// derivationsteps.cpp.

namespace drf::derivationsteps {

/// The translation context of the derivation's texts (resources/translations).
struct DerivationStepsTexts
{
    Q_DECLARE_TR_FUNCTIONS(DerivationStepsTexts)
};

inline constexpr double kInf = std::numeric_limits<double>::infinity();
inline const QString kTimes = QStringLiteral(" * ");

/// "a + b + c", shortened beyond a few terms to "a + b + c + ... + z"; "0" for none.
QString sum(const QStringList &terms);
/// "max(a, b)", or just "a" for one argument.
QString call(const QString &function, const QStringList &arguments);
/// A divisor as typed after " / ": a fraction goes in parentheses ("100 / (500/3)").
QString divisor(const QString &number);
/// "A, B": the users' names.
QString joinNames(const Scenario &scenario, const QList<int> &users);

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
    void forUsers(DerivationSection &s, const std::function<DerivationLine(int)> &line) const;

    // The filling family: drf, drf-equal, asset (fillingderivation.cpp).
    /// μ_i or a_i: the share of the cluster one task takes.
    void sharePerTask(const QList<double> &sigma, bool dominant);
    /// The closed form of the filling (fillingClosedForm()), written out. Returns the level.
    double closedForm(const QList<double> &sigma, const QString &level, const QString &shareName);
    /// x_i = level w_i / σ_i; true when that is what the filling gave every user.
    bool closedFormTasks(const QList<double> &sigma, double level, const QString &levelName,
                         const QString &shareName, const QList<double> &tasks);
    /// The stages of the filling, and each user's tasks from the level it stopped at.
    void fillingStages(const Allocation &allocation, const QList<double> &sigma,
                       const QString &shareName);

    // The others, and what every policy ends with (derivationsteps.cpp).
    /// Max-min: user i owns w_i / W of every resource and runs what fits.
    void equalSplit(const QList<double> &tasks);
    /// Fixed-price and walras: prices, V, budgets, the price of one task, tasks.
    void market(const Allocation &allocation, const QList<double> &tasks);
    /// usage_j = Σ_i x_i d_ij, against the capacity.
    void usage(const QList<double> &tasks);
    /// Whole-task mode: the filling's one-task loop, or the floor of the continuous tasks.
    void wholeTasks(const Allocation &whole, const QList<double> &continuous);

private:
    /// "2/3 * 90" or, with a weight, "2/3 * 2 * 90": level w_i / σ_i.
    QString scaledLevel(double level, int i, const QList<double> &sigma) const;

    const Scenario &m_scenario;
    DerivationSteps &m_steps;
};

} // namespace drf::derivationsteps
