#include "resultsreport.h"

#include "allocationset.h"
#include "numberformat.h"
#include "palette.h"

#include <QStringList>

#include <cmath>

namespace drf {

namespace {

/// Long scenarios: tables and reason lists stop after this many rows.
constexpr int kMaxTableUsers = 60;
constexpr int kMaxReasons = 6;

const QColor kYesColor(0x009E73);

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

/// A user's name in its colour.
QString userLabel(const Scenario &scenario, int user)
{
    return QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;<b>%2</b>")
        .arg(userColor(user).name(), escaped(scenario.users[user].name));
}

QString bundleText(const QList<double> &values)
{
    QStringList parts;
    for (double value : values)
        parts.append(formatNumber(value));
    return QStringLiteral("(%1)").arg(parts.join(QStringLiteral(", ")));
}

QString resourceNames(const Scenario &scenario)
{
    QStringList names;
    for (const Resource &resource : scenario.resources)
        names.append(escaped(resource.name));
    return names.join(QStringLiteral(", "));
}

QString verdict(bool holds)
{
    return holds ? QStringLiteral("<b style=\"color:%1\">✔&nbsp;yes</b>").arg(kYesColor.name())
                 : QStringLiteral("<b style=\"color:%1\">✘&nbsp;no</b>").arg(warningColor().name());
}

/// Joins reason lines, the first kMaxReasons of them, and says how many were left out.
QString reasonList(const QStringList &reasons)
{
    QStringList shown = reasons.mid(0, kMaxReasons);
    if (reasons.size() > kMaxReasons)
        shown.append(QObject::tr("… and %1 more").arg(reasons.size() - kMaxReasons));
    return shown.join(QStringLiteral("<br>"));
}

QString tableStart(const QStringList &headers)
{
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\" "
                                  "style=\"border-collapse:collapse\" width=\"100%\"><tr>");
    for (const QString &header : headers)
        html += QStringLiteral("<th align=\"left\" style=\"border-bottom:1px solid #999\">%1</th>")
                    .arg(header);
    return html + QStringLiteral("</tr>");
}

QString row(const QStringList &cells)
{
    QString html = QStringLiteral("<tr>");
    for (int c = 0; c < cells.size(); ++c)
        html += c == 0 ? QStringLiteral("<td>%1</td>").arg(cells[c])
                       : QStringLiteral("<td align=\"right\">%1</td>").arg(cells[c]);
    return html + QStringLiteral("</tr>");
}

QString usersTable(const Scenario &scenario, const PolicyResult &result)
{
    const bool market = isMarketPolicy(result.allocation.policy);
    QStringList headers = {QObject::tr("User"), QObject::tr("Tasks"),
                           QObject::tr("Bundle (%1)").arg(resourceNames(scenario)),
                           QObject::tr("Dom. share")};
    if (market)
        headers.append(QObject::tr("Budget"));
    QString html = tableStart(headers);
    const int shown = std::min(scenario.userCount(), kMaxTableUsers);
    for (int i = 0; i < shown; ++i) {
        QStringList cells = {userLabel(scenario, i), formatNumber(result.allocation.tasks[i]),
                             bundleText(result.analysis.bundles[i]),
                             formatPercent(result.analysis.dominantShares[i])};
        if (market)
            cells.append(formatNumber(result.allocation.budgets.value(i)));
        html += row(cells);
    }
    html += QStringLiteral("</table>");
    if (shown < scenario.userCount())
        html += QObject::tr("<p>… %1 more users (see the table).</p>").arg(scenario.userCount() - shown);
    return html;
}

QString resourcesTable(const Scenario &scenario, const PolicyResult &result)
{
    const AllocationAnalysis &a = result.analysis;
    QString html = tableStart({QObject::tr("Resource"), QObject::tr("Capacity"), QObject::tr("Used"),
                               QObject::tr("Idle"), QObject::tr("Utilization")});
    for (int j = 0; j < scenario.resourceCount(); ++j) {
        QString idle = formatNumber(a.idle[j]);
        if (a.overload[j] > 0.0)
            idle = QStringLiteral("<span style=\"color:%1\">%2</span>")
                       .arg(warningColor().name(), QObject::tr("over by %1").arg(formatNumber(a.overload[j])));
        html += row({QStringLiteral("<b>%1</b>").arg(escaped(scenario.resources[j].name)),
                     formatNumber(scenario.resources[j].capacity), formatNumber(a.usage[j]), idle,
                     formatPercent(a.utilization[j])});
    }
    return html + QStringLiteral("</table>");
}

// ---- property checks with their reasons ----------------------------------------------------

QString feasibilityReason(const Scenario &scenario, const AllocationAnalysis &a)
{
    QStringList reasons;
    for (int j = 0; j < scenario.resourceCount(); ++j)
        if (a.overload[j] > 0.0)
            reasons.append(QObject::tr("%1 over capacity by %2 (%3 used of %4)")
                               .arg(escaped(scenario.resources[j].name), formatNumber(a.overload[j]),
                                    formatNumber(a.usage[j]), formatNumber(scenario.resources[j].capacity)));
    return reasonList(reasons);
}

QString envyReason(const Scenario &scenario, const AllocationAnalysis &a)
{
    QStringList reasons;
    for (const EnvyPair &pair : a.envies)
        reasons.append(QObject::tr("%1 envies %2: with %2's bundle %1 could run %3 tasks, it has %4")
                           .arg(escaped(scenario.users[pair.envious].name),
                                escaped(scenario.users[pair.envied].name),
                                formatNumber(pair.tasksWithOther), formatNumber(pair.ownTasks)));
    return reasonList(reasons);
}

QString sharingReason(const Scenario &scenario, const AllocationSet &results, const PolicyResult &result)
{
    const QList<double> &split = results.result(PolicyId::MaxMin).allocation.tasks;
    QStringList reasons;
    for (int i : result.analysis.belowSplit)
        reasons.append(QObject::tr("%1 gets %2 tasks, less than the %3 of its equal split")
                           .arg(escaped(scenario.users[i].name), formatNumber(result.allocation.tasks[i]),
                                formatNumber(split.value(i))));
    return reasonList(reasons);
}

QString paretoReason(const Scenario &scenario, const PolicyResult &result)
{
    const AllocationAnalysis &a = result.analysis;
    if (!a.feasible)
        return QObject::tr("the allocation is not feasible");
    QStringList reasons;
    for (int i : a.improvableUsers) {
        const User &user = scenario.users[i];
        if (result.allocation.mode == TaskMode::Whole) {
            reasons.append(QObject::tr("one more task of %1 %2 still fits")
                               .arg(escaped(user.name), bundleText(user.demand)));
            continue;
        }
        QStringList slack;
        for (int j = 0; j < scenario.resourceCount(); ++j)
            if (user.demand[j] > 0.0)
                slack.append(QStringLiteral("%1 %2").arg(formatNumber(a.idle[j]), escaped(scenario.resources[j].name)));
        reasons.append(QObject::tr("%1 could run more: idle %2").arg(escaped(user.name), slack.join(QStringLiteral(", "))));
    }
    return reasonList(reasons);
}

QString crumbsReason(const Scenario &scenario, const AllocationAnalysis &a)
{
    if (!a.feasible)
        return QObject::tr("the allocation is not feasible");
    QStringList reasons;
    for (int j : a.crumbResources)
        reasons.append(QObject::tr("%1 %2 idle (%3 of the capacity)")
                           .arg(formatNumber(a.idle[j]), escaped(scenario.resources[j].name),
                                formatPercent(a.idle[j] / scenario.resources[j].capacity)));
    return reasonList(reasons);
}

QString propertiesTable(const AllocationSet &results, const PolicyResult &result)
{
    const Scenario &scenario = results.scenario();
    const AllocationAnalysis &a = result.analysis;
    QString html = tableStart({QObject::tr("Property"), QObject::tr("Holds"), QObject::tr("Why not")});
    auto property = [&html](const QString &name, const QString &meaning, const QString &holds,
                            const QString &reason) {
        html += QStringLiteral("<tr><td valign=\"top\"><b>%1</b><br><small>%2</small></td>"
                               "<td valign=\"top\">%3</td><td valign=\"top\">%4</td></tr>")
                    .arg(name, meaning, holds, reason);
    };
    property(QObject::tr("Feasible"), QObject::tr("fits in the cluster"), verdict(a.feasible),
             a.feasible ? QString() : feasibilityReason(scenario, a));
    if (results.envyChecked())
        property(QObject::tr("Envy-free"), QObject::tr("nobody prefers another's bundle"),
                 verdict(a.envyFree), a.envyFree ? QString() : envyReason(scenario, a));
    else
        property(QObject::tr("Envy-free"), QObject::tr("nobody prefers another's bundle"),
                 QObject::tr("not checked"),
                 QObject::tr("more than %1 users").arg(AllocationSet::kEnvyUserLimit));
    property(QObject::tr("Sharing incentive"), QObject::tr("everyone gets its equal split"),
             verdict(a.sharingIncentive),
             a.sharingIncentive ? QString() : sharingReason(scenario, results, result));
    property(QObject::tr("Pareto efficient"), QObject::tr("nobody can get more for free"),
             verdict(a.paretoEfficient), a.paretoEfficient ? QString() : paretoReason(scenario, result));
    property(QObject::tr("No crumbs"), QObject::tr("no demanded resource idle"), verdict(a.noCrumbs),
             a.noCrumbs ? QString() : crumbsReason(scenario, a));
    return html + QStringLiteral("</table>");
}

// ---- markets and progressive filling -------------------------------------------------------

QString marketHtml(const Scenario &scenario, const Allocation &allocation)
{
    QStringList prices;
    for (int j = 0; j < scenario.resourceCount(); ++j)
        prices.append(QStringLiteral("%1 %2").arg(escaped(scenario.resources[j].name),
                                                 formatNumber(allocation.prices.value(j))));
    QString html = QObject::tr("<p><b>%1</b> per unit: %2<br>")
                       .arg(allocation.policy == PolicyId::Walras ? QObject::tr("Equilibrium prices")
                                                                  : QObject::tr("Prices"),
                            prices.join(QStringLiteral(", ")));
    QStringList lines;
    const int shown = std::min(scenario.userCount(), kMaxReasons);
    for (int i = 0; i < shown; ++i) {
        double taskPrice = 0.0;
        for (int j = 0; j < scenario.resourceCount(); ++j)
            taskPrice += allocation.prices.value(j) * scenario.users[i].demand[j];
        lines.append(QObject::tr("%1: budget %2, a task costs %3 → %4 tasks")
                         .arg(escaped(scenario.users[i].name), formatNumber(allocation.budgets.value(i)),
                              formatNumber(taskPrice), formatNumber(allocation.tasks[i])));
    }
    return html + reasonList(lines) + QStringLiteral("</p>");
}

QString stagesHtml(const Scenario &scenario, const QList<FillingStage> &stages)
{
    QStringList lines;
    for (const FillingStage &stage : stages) {
        QStringList users;
        for (int i : stage.frozenUsers)
            users.append(escaped(scenario.users[i].name));
        const QString who = users.mid(0, 8).join(QStringLiteral(", ")) +
                            (users.size() > 8 ? QObject::tr(" and %1 more").arg(users.size() - 8) : QString());
        lines.append(stage.saturatedResource >= 0
                         ? QObject::tr("at share %1: %2 saturated, %3 stop")
                               .arg(formatRatio(stage.level),
                                    escaped(scenario.resources[stage.saturatedResource].name), who)
                         : QObject::tr("at share %1: %2 reach their caps").arg(formatRatio(stage.level), who));
    }
    return lines.isEmpty() ? QString()
                           : QObject::tr("<p><b>Progressive filling</b><br>%1</p>").arg(reasonList(lines));
}

bool closedFormApplies(const Scenario &scenario)
{
    for (const User &user : scenario.users) {
        if (user.maxTasks)
            return false;
        for (double d : user.demand)
            if (d <= 0.0)
                return false;
    }
    return true;
}

} // namespace

QString policyDescription(PolicyId policy)
{
    switch (policy) {
    case PolicyId::MaxMin:
        return QObject::tr("Every user owns an equal (weighted) slice of every resource; leftovers stay idle.");
    case PolicyId::FixedPrice:
        return QObject::tr("Equal budgets spent at fixed unit prices; may ask for more than exists.");
    case PolicyId::Walras:
        return QObject::tr("Competitive market from equal incomes: prices rise until demand fits.");
    case PolicyId::Drf:
        return QObject::tr("Equalise dominant shares by progressive filling; users blocked by a full resource stop.");
    case PolicyId::DrfEqual:
        return QObject::tr("Strictly equal dominant shares: everyone stops at the first full resource.");
    case PolicyId::Asset:
        return QObject::tr("Equalise aggregate shares (sum of shares of every resource).");
    }
    return {};
}

QStringList drfDerivationLines(const Scenario &scenario, const DrfDerivation &derivation, int detailedUsers)
{
    QStringList lines;
    const bool detailed = scenario.userCount() <= detailedUsers && scenario.resourceCount() <= 8;
    if (detailed) {
        QStringList mus;
        for (int i = 0; i < scenario.userCount(); ++i) {
            QStringList shares;
            for (int j = 0; j < scenario.resourceCount(); ++j)
                shares.append(QStringLiteral("%1/%2").arg(formatNumber(scenario.users[i].demand[j]),
                                                         formatNumber(scenario.resources[j].capacity)));
            mus.append(QStringLiteral("μ_%1 = max(%2) = %3")
                           .arg(scenario.users[i].name, shares.join(QStringLiteral(", ")),
                                formatRatio(derivation.mu[i])));
        }
        lines.append(mus.join(QStringLiteral("; ")));
        QStringList sums;
        for (int j = 0; j < scenario.resourceCount(); ++j) {
            QStringList terms;
            for (int i = 0; i < scenario.userCount(); ++i)
                if (scenario.users[i].demand[j] > 0.0)
                    terms.append(QStringLiteral("%1·%2").arg(formatNumber(scenario.users[i].demand[j]),
                                                            formatNumber(scenario.users[i].weight / derivation.mu[i])));
            if (!terms.isEmpty())
                sums.append(QStringLiteral("%1 %2 = %3").arg(scenario.resources[j].name,
                                                            terms.join(QStringLiteral(" + ")),
                                                            formatNumber(derivation.denominators[j])));
        }
        lines.append(QObject::tr("Σ w·d/μ per resource: %1").arg(sums.join(QStringLiteral(", "))));
    }
    QStringList bounds;
    for (int j = 0; j < scenario.resourceCount(); ++j)
        if (derivation.denominators.value(j) > 0.0)
            bounds.append(QStringLiteral("%1/%2").arg(formatNumber(scenario.resources[j].capacity),
                                                     formatNumber(derivation.denominators[j])));
    QString sLine = QStringLiteral("s = min(%1) = %2").arg(bounds.join(QStringLiteral(", ")), formatRatio(derivation.s));
    if (derivation.bottleneck >= 0)
        sLine += QObject::tr(", bottleneck %1").arg(scenario.resources[derivation.bottleneck].name);
    lines.append(sLine);
    if (detailed) {
        QStringList tasks;
        for (int i = 0; i < scenario.userCount(); ++i) {
            const User &user = scenario.users[i];
            const QString weight = std::abs(user.weight - 1.0) > 1e-12
                                       ? QStringLiteral("w_%1·").arg(user.name) : QString();
            tasks.append(QStringLiteral("x_%1 = %2s/μ_%1 = %3")
                             .arg(user.name, weight, formatNumber(user.weight * derivation.s / derivation.mu[i])));
        }
        lines.append(tasks.join(QStringLiteral(", ")));
    }
    return lines;
}

QString policyResultsHtml(const AllocationSet &results, PolicyId policy)
{
    const Scenario &scenario = results.scenario();
    const PolicyResult &result = results.result(policy);
    const Allocation &allocation = result.allocation;
    QString html = QStringLiteral("<h3 style=\"margin-bottom:0\"><span style=\"color:%1\">●</span> %2</h3>")
                       .arg(policyColor(policy).name(), escaped(policyName(policy)));
    html += QStringLiteral("<p style=\"margin-top:2px\"><i>%1</i> <small>(%2, %3)</small></p>")
                .arg(policyDescription(policy), policyKey(policy),
                     allocation.mode == TaskMode::Whole ? QObject::tr("whole tasks") : QObject::tr("continuous tasks"));
    html += usersTable(scenario, result);
    html += QStringLiteral("<p></p>") + resourcesTable(scenario, result);
    html += QStringLiteral("<p></p>") + propertiesTable(results, result);
    if (isMarketPolicy(policy))
        html += marketHtml(scenario, allocation);
    if (allocation.derivation) {
        QStringList lines = drfDerivationLines(scenario, *allocation.derivation);
        for (QString &line : lines)
            line = escaped(line);
        QString note;
        if (allocation.mode == TaskMode::Whole)
            note = QObject::tr("<br><small>Continuous closed form; whole tasks are handed out one at a time.</small>");
        else if (!closedFormApplies(scenario))
            note = QObject::tr("<br><small>The closed form assumes positive demands and no caps; "
                               "progressive filling below gives the allocation.</small>");
        html += QObject::tr("<p><b>Derivation</b> (the seed's closed form)<br>%1%2</p>")
                    .arg(lines.join(QStringLiteral("<br>")), note);
    }
    if (allocation.mode == TaskMode::Continuous)
        html += stagesHtml(scenario, allocation.stages);
    return html;
}

QString comparisonHtml(const AllocationSet &results)
{
    const Scenario &scenario = results.scenario();
    const int shownUsers = std::min(scenario.userCount(), 4);
    QStringList headers = {QObject::tr("Policy")};
    for (int i = 0; i < shownUsers; ++i)
        headers.append(userLabel(scenario, i));
    headers << QObject::tr("Feas.") << QObject::tr("EF") << QObject::tr("SI") << QObject::tr("PE")
            << QObject::tr("NC");
    QString html = QObject::tr("<h3>All policies</h3>") + tableStart(headers);
    auto mark = [](bool holds) {
        return holds ? QStringLiteral("<span style=\"color:%1\">✔</span>").arg(kYesColor.name())
                     : QStringLiteral("<span style=\"color:%1\">✘</span>").arg(warningColor().name());
    };
    for (PolicyId policy : kAllPolicies) {
        const PolicyResult &result = results.result(policy);
        const QString name = QStringLiteral("<span style=\"color:%1\">●</span> %2")
                                 .arg(policyColor(policy).name(), policyKey(policy));
        QStringList cells = {policy == results.selectedPolicy() ? QStringLiteral("<b>%1</b>").arg(name) : name};
        for (int i = 0; i < shownUsers; ++i)
            cells.append(formatNumber(result.allocation.tasks[i]));
        const AllocationAnalysis &a = result.analysis;
        cells << mark(a.feasible) << (results.envyChecked() ? mark(a.envyFree) : QStringLiteral("–"))
              << mark(a.sharingIncentive) << mark(a.paretoEfficient) << mark(a.noCrumbs);
        html += row(cells);
    }
    html += QStringLiteral("</table><p><small>%1</small></p>")
                .arg(QObject::tr("Feas. feasible · EF envy-free · SI sharing incentive · "
                                 "PE Pareto efficient · NC no crumbs (tasks of the first users)"));
    return html;
}

} // namespace drf
