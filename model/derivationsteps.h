#pragma once

#include "policy.h"
#include "scenario.h"

#include <QList>
#include <QString>

namespace drf {

/// One line of a derivation: symbol_subscript = expression = value (note).
/// Expressions use ASCII operators ("2 * 90 + 1 * 60"); toHtml() turns them into × and ·.
struct DerivationLine
{
    QString symbol;     ///< "μ", "Σ", "s", "x", "b", "p", "V", "p · d"...; empty: a note only
    QString subscript;  ///< a user or resource name, or empty
    QString expression; ///< the computation with the current numbers, or empty
    QString value;      ///< the result, readably formatted
    QString note;       ///< "dominant: CPU", "limited by CPU", "bottleneck: GPU"...
    bool key = false;   ///< a result the panel should stress (s, the tasks)
};

/// A titled group of lines with the formula they apply.
struct DerivationSection
{
    QString title;   ///< "Dominant share per task"
    QString formula; ///< "μ_i = max_j d_ij / C_j"
    QList<DerivationLine> lines;
};

/// A policy's computation written out with the scenario's numbers, for the derivation panel.
struct DerivationSteps
{
    PolicyId policy = PolicyId::Drf;
    TaskMode mode = TaskMode::Continuous;
    QString title; ///< policyName()
    QList<DerivationSection> sections;

    /// Rich text for the panel (a QTextDocument subset: headings, tables, sub, b, i).
    QString toHtml() const;
    /// Plain text for the clipboard: one line per step, sections separated by blank lines.
    QString toPlainText() const;
    /// The first line whose symbol and subscript match, or nullptr (for tests and tooltips).
    const DerivationLine *find(const QString &symbol, const QString &subscript = {}) const;
};

/// At most this many users are written out per section; the rest are counted in one line (the
/// derivation is read, not scanned, and it is laid out again on every slider step).
inline constexpr int kMaxDerivationUsers = 12;

/// The derivation of `allocation` (any policy, any mode) on `scenario`:
/// drf, drf-equal: μ_i, each resource's denominator Σ_i w_i d_ij / μ_i, the bounds
/// C_j / Σ_j, s and its bottleneck, x_i = s w_i / μ_i, and the filling's stages when caps or zero
/// demands take it past the closed form; asset: the same with a_i = Σ_j d_ij / C_j;
/// max-min: each user's share w_i / W and its limiting resource; fixed-price and walras: the
/// prices (walras: equilibrium), V, budgets, the price of one task and the tasks. Every policy
/// ends with usage per resource; whole-task mode adds how the whole tasks were obtained.
DerivationSteps derivationSteps(const Scenario &scenario, const Allocation &allocation);

/// "s = min(180/240, 180/270) = 2/3, bottleneck GPU": drf's closed form in one line, with the
/// bound C_j / Sigma_j of every resource someone needs.
QString drfClosedFormLine(const Scenario &scenario, const DrfDerivation &derivation);

} // namespace drf
