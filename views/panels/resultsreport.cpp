#include "resultsreport.h"

#include "allocationset.h"
#include "derivationsteps.h"
#include "numberformat.h"
#include "palette.h"
#include "policymarks.h"
#include "propertytable.h"
#include "readablenumber.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QPalette>
#include <QStringList>
#include <QTextDocument>

#include <cmath>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct ResultsReportTexts
{
    Q_DECLARE_TR_FUNCTIONS(ResultsReportTexts)
};

/// Long scenarios: tables and reason lists stop after this many rows.
constexpr int kMaxTableUsers = 20;
constexpr int kMaxReasons = 6;

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

/// A user's name in its colour.
ReportCell userCell(const Scenario &scenario, int user)
{
    return {scenario.users[user].name, userColor(user), {}, true};
}

ReportCell textCell(const QString &text)
{
    return {text, {}, {}, false};
}

QList<ReportCell> headerCells(const QStringList &texts)
{
    QList<ReportCell> cells;
    for (const QString &text : texts)
        cells.append(textCell(text));
    return cells;
}

ReportPart paragraph(const QString &html)
{
    return {{html}, std::nullopt};
}

QString resourceNames(const Scenario &scenario)
{
    QStringList names;
    for (const Resource &resource : scenario.resources)
        names.append(resource.name);
    return names.join(QStringLiteral(", "));
}

QString verdictMark(bool holds)
{
    return holds ? ResultsReportTexts::tr("<b style=\"color:%1\">✔&nbsp;yes</b>")
                       .arg(yesColor().name())
                 : ResultsReportTexts::tr("<b style=\"color:%1\">✘&nbsp;no</b>")
                       .arg(warningColor().name());
}

/// Joins reason lines, the first kMaxReasons of them, and says how many were left out.
QString reasonList(const QStringList &reasons)
{
    QStringList shown = reasons.mid(0, kMaxReasons);
    if (reasons.size() > kMaxReasons)
        shown.append(QObject::tr("… and %1 more").arg(reasons.size() - kMaxReasons));
    return shown.join(QStringLiteral("<br>"));
}

/// The header row's background: a shade between the text's background and its colour, so it
/// reads in light and dark themes. (A rule under the header would need border-collapse, with
/// which Qt lays the tables out about a third slower: this text is laid out on every slider step.)
QString headerShade()
{
    const QPalette palette = QGuiApplication::palette();
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const auto mix = [](int a, int b) { return (a * 88 + b * 12) / 100; };
    return QColor(mix(base.red(), text.red()), mix(base.green(), text.green()),
                  mix(base.blue(), text.blue()))
        .name();
}

QString cellHtml(const ReportCell &cell)
{
    QString html = escaped(cell.text);
    if (cell.colour.isValid())
        html = QStringLiteral("<span style=\"color:%1\">%2</span>").arg(cell.colour.name(), html);
    if (cell.bold)
        html = QStringLiteral("<b>%1</b>").arg(html);
    if (cell.swatch.isValid())
        html = QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;%2")
                   .arg(cell.swatch.name(), html);
    return html;
}

QString tableHtml(const ReportTable &table)
{
    QString html =
        QStringLiteral(
            "<table cellspacing=\"0\" cellpadding=\"3\" width=\"99%\"><tr bgcolor=\"%1\">")
            .arg(headerShade());
    for (const ReportCell &header : table.headers)
        html += QStringLiteral("<th align=\"left\">%1</th>").arg(cellHtml(header));
    html += QStringLiteral("</tr>");
    for (const QList<ReportCell> &row : table.rows) {
        html += QStringLiteral("<tr>");
        for (int c = 0; c < row.size(); ++c)
            html += c == 0 ? QStringLiteral("<td>%1</td>").arg(cellHtml(row[c]))
                           : QStringLiteral("<td align=\"right\">%1</td>").arg(cellHtml(row[c]));
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

/// The users' table, and a paragraph on the users beyond kMaxTableUsers.
QList<ReportPart> usersTable(const Scenario &scenario, const PolicyResult &result)
{
    const bool market = isMarketPolicy(result.allocation.policy);
    QStringList headers = {QObject::tr("User"), QObject::tr("Tasks"),
                           QObject::tr("Bundle (%1)").arg(resourceNames(scenario)),
                           QObject::tr("Dom. share")};
    if (market)
        headers.append(QObject::tr("Budget"));
    ReportTable table{headerCells(headers), {}};
    const int shown = std::min(scenario.userCount(), kMaxTableUsers);
    for (int i = 0; i < shown; ++i) {
        QList<ReportCell> cells = {userCell(scenario, i),
                                   textCell(readableDecimal(result.allocation.tasks[i])),
                                   textCell(readableVector(result.analysis.bundles[i])),
                                   textCell(formatPercent(result.analysis.dominantShares[i]))};
        if (market)
            cells.append(textCell(readableDecimal(result.allocation.budgets.value(i))));
        table.rows.append(cells);
    }
    QList<ReportPart> parts = {{{}, table}};
    if (shown < scenario.userCount()) {
        double rest = 0.0;
        for (int i = shown; i < scenario.userCount(); ++i)
            rest += result.allocation.tasks[i];
        parts.append(paragraph(QObject::tr("<p>… and %1 more users with %2 tasks together.</p>")
                                   .arg(scenario.userCount() - shown)
                                   .arg(readableDecimal(rest))));
    }
    return parts;
}

ReportTable resourcesTable(const Scenario &scenario, const PolicyResult &result)
{
    const AllocationAnalysis &a = result.analysis;
    ReportTable table{
        headerCells({QObject::tr("Resource"), QObject::tr("Capacity"), QObject::tr("Used"),
                     QObject::tr("Idle"), QObject::tr("Utilization")}),
        {}};
    for (int j = 0; j < scenario.resourceCount(); ++j) {
        ReportCell idle = textCell(readableDecimal(a.idle[j]));
        if (a.overload[j] > 0.0)
            idle = {QObject::tr("over by %1").arg(readableDecimal(a.overload[j])),
                    {},
                    warningColor(),
                    false};
        table.rows.append({{scenario.resources[j].name, {}, {}, true},
                           textCell(readableDecimal(scenario.resources[j].capacity)),
                           textCell(readableDecimal(a.usage[j])),
                           idle,
                           textCell(formatPercent(a.utilization[j]))});
    }
    return table;
}

/// The properties' list: its title, then one section per property (its verdict and reason).
QStringList propertiesList(const AllocationSet &results, const PolicyResult &result)
{
    const Scenario &scenario = results.scenario();
    const PolicyProperties properties = allocationProperties(
        scenario, result.allocation, result.analysis,
        results.result(PolicyId::MaxMin).allocation.tasks, results.envyChecked());
    const std::array<std::pair<Property, QString>, 5> shown = {{
        {Property::Feasible, QObject::tr("fits in the cluster")},
        {Property::EnvyFree, QObject::tr("nobody prefers another's bundle")},
        {Property::SharingIncentive, QObject::tr("everyone gets its equal split")},
        {Property::ParetoEfficient, QObject::tr("nobody can get more for free")},
        {Property::NoCrumbs, QObject::tr("no demanded resource idle")},
    }};
    // Paragraphs, not a table: Qt lays a table's wrapped cells out several times to size its
    // columns, and this text follows every slider step.
    QStringList sections = {QStringLiteral("<p style=\"margin-bottom:2px\"><b>%1</b></p>")
                                .arg(QObject::tr("Properties"))};
    for (const auto &[property, meaning] : shown) {
        const PropertyVerdict &verdict = properties.verdict(property);
        QString name = propertyName(property);
        name[0] = name[0].toUpper();
        const bool holds = verdict.holds.value_or(true);
        sections.append(
            QStringLiteral("<p style=\"margin-top:3px; margin-bottom:0\">%1&nbsp; <b>%2</b> "
                           "<small>· %3</small></p>"
                           "<p style=\"margin-top:0; margin-bottom:0; margin-left:14px\">%4</p>")
                .arg(verdict.holds ? verdictMark(*verdict.holds) : QObject::tr("–"), name, meaning,
                     holds ? QStringLiteral("<small>%1</small>").arg(escaped(verdict.reason))
                           : escaped(verdict.reason)));
    }
    return sections;
}

// ---- markets and progressive filling -------------------------------------------------------

QString marketHtml(const Scenario &scenario, const Allocation &allocation)
{
    QStringList prices;
    for (int j = 0; j < scenario.resourceCount(); ++j)
        prices.append(QStringLiteral("%1 %2").arg(escaped(scenario.resources[j].name),
                                                  readableDecimal(allocation.prices.value(j))));
    QString html =
        QObject::tr("<p><b>%1</b> per unit: %2<br>")
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
                         .arg(escaped(scenario.users[i].name),
                              readableDecimal(allocation.budgets.value(i)),
                              readableDecimal(taskPrice), readableDecimal(allocation.tasks[i])));
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
        const QString who =
            users.mid(0, 8).join(QStringLiteral(", ")) +
            (users.size() > 8 ? QObject::tr(" and %1 more").arg(users.size() - 8) : QString());
        lines.append(stage.saturatedResource >= 0
                         ? QObject::tr("at share %1: %2 saturated, %3 stop")
                               .arg(readableNumber(stage.level),
                                    escaped(scenario.resources[stage.saturatedResource].name), who)
                         : QObject::tr("at share %1: %2 reach their caps")
                               .arg(readableNumber(stage.level), who));
    }
    return lines.isEmpty()
               ? QString()
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
        return QObject::tr(
            "Every user owns an equal (weighted) slice of every resource; leftovers stay idle.");
    case PolicyId::FixedPrice:
        return QObject::tr(
            "Equal budgets spent at fixed unit prices; may ask for more than exists.");
    case PolicyId::Walras:
        return QObject::tr("Competitive market from equal incomes: prices rise until demand fits.");
    case PolicyId::Drf:
        return QObject::tr("Equalise dominant shares by progressive filling; users blocked by a "
                           "full resource stop.");
    case PolicyId::DrfEqual:
        return QObject::tr(
            "Strictly equal dominant shares: everyone stops at the first full resource.");
    case PolicyId::Asset:
        return QObject::tr("Equalise aggregate shares (sum of shares of every resource).");
    }
    return {};
}

namespace {

QList<ReportPart> policyResults(const AllocationSet &results, PolicyId policy)
{
    const Scenario &scenario = results.scenario();
    const PolicyResult &result = results.result(policy);
    const Allocation &allocation = result.allocation;
    QString heading =
        QStringLiteral("<h3 style=\"margin-bottom:0\"><span style=\"color:%1\">%2</span> %3</h3>")
            .arg(policyColor(policy).name(), policySymbol(policy), escaped(policyName(policy)));
    heading += QStringLiteral("<p style=\"margin-top:2px\"><i>%1</i> <small>(%2, %3)</small></p>")
                   .arg(policyDescription(policy), policyKey(policy),
                        allocation.mode == TaskMode::Whole ? QObject::tr("whole tasks")
                                                           : QObject::tr("continuous tasks"));
    if (allocation.approximate)
        heading += QStringLiteral("<p style=\"color:%1\"><b>%2</b> %3</p>")
                       .arg(warningColor().name(), QObject::tr("Approximate answer."),
                            escaped(allocation.precisionNote));
    QList<ReportPart> parts = {paragraph(heading)};
    parts += usersTable(scenario, result);
    parts.append({{}, resourcesTable(scenario, result)});
    parts.append({propertiesList(results, result), std::nullopt});
    if (isMarketPolicy(policy))
        parts.append(paragraph(marketHtml(scenario, allocation)));
    if (allocation.derivation) {
        QString note;
        if (allocation.mode == TaskMode::Whole)
            note = QObject::tr("<br><small>Continuous closed form; whole tasks are handed out one "
                               "at a time.</small>");
        else if (!closedFormApplies(scenario))
            note = QObject::tr("<br><small>The closed form assumes positive demands and no caps; "
                               "progressive filling below gives the allocation.</small>");
        parts.append(paragraph(
            QObject::tr("<p><b>Derivation</b> (the seed's closed form: equal dominant shares s, "
                        "x<sub>i</sub> = w<sub>i</sub> s / μ<sub>i</sub>)<br>%1%2</p>")
                .arg(escaped(drfClosedFormLine(scenario, *allocation.derivation)), note)));
    }
    if (allocation.mode == TaskMode::Continuous) {
        const QString stages = stagesHtml(scenario, allocation.stages);
        if (!stages.isEmpty())
            parts.append(paragraph(stages));
    }
    return parts;
}

QList<ReportPart> comparison(const AllocationSet &results)
{
    const Scenario &scenario = results.scenario();
    const int shownUsers = std::min(scenario.userCount(), 4);
    QList<ReportCell> headers = {textCell(QObject::tr("Policy"))};
    for (int i = 0; i < shownUsers; ++i)
        headers.append(userCell(scenario, i));
    headers += headerCells({QObject::tr("Feas."), QObject::tr("EF"), QObject::tr("SI"),
                            QObject::tr("PE"), QObject::tr("NC")});
    ReportTable table{headers, {}};
    const auto mark = [](bool holds) -> ReportCell {
        return holds ? ReportCell{QStringLiteral("✔"), {}, yesColor(), false}
                     : ReportCell{QStringLiteral("✘"), {}, warningColor(), false};
    };
    for (PolicyId policy : kAllPolicies) {
        const PolicyResult &result = results.result(policy);
        QList<ReportCell> cells = {
            {QStringLiteral("%1 %2%3").arg(policySymbol(policy), policyKey(policy),
                                           result.allocation.approximate ? QStringLiteral(" ≈")
                                                                         : QString()),
             policyColor(policy),
             {},
             policy == results.selectedPolicy()}};
        for (int i = 0; i < shownUsers; ++i)
            cells.append(textCell(readableDecimal(result.allocation.tasks[i])));
        const AllocationAnalysis &a = result.analysis;
        cells << mark(a.feasible)
              << (results.envyChecked() ? mark(a.envyFree) : textCell(QStringLiteral("–")))
              << mark(a.sharingIncentive) << mark(a.paretoEfficient) << mark(a.noCrumbs);
        table.rows.append(cells);
    }
    return {paragraph(QObject::tr("<h3>All policies</h3>")),
            {{}, table},
            paragraph(QStringLiteral("<p><small>%1</small></p>")
                          .arg(QObject::tr(
                              "Feas. feasible · EF envy-free · SI sharing incentive · "
                              "PE Pareto efficient · NC no crumbs (tasks of the first users) "
                              "· ≈ approximate: doubles cannot hold the exact answer")))};
}

} // namespace

bool ReportTable::sameShape(const ReportTable &other) const
{
    if (headers.size() != other.headers.size() || rows.size() != other.rows.size())
        return false;
    for (qsizetype r = 0; r < rows.size(); ++r)
        if (rows[r].size() != other.rows[r].size())
            return false;
    return true;
}

bool ReportPart::sameShape(const ReportPart &other) const
{
    if (table.has_value() != other.table.has_value())
        return false;
    return !table || table->sameShape(*other.table);
}

QList<ReportPart> resultsReport(const AllocationSet &results)
{
    QList<ReportPart> report;
    if (results.compareMode())
        report = comparison(results);
    report += policyResults(results, results.selectedPolicy());
    return report;
}

QString reportHtml(const QList<ReportPart> &report)
{
    QString html;
    for (const ReportPart &part : report)
        html += part.table ? tableHtml(*part.table) + QStringLiteral("<p></p>") : part.html();
    return html;
}

QString reportText(const QList<ReportPart> &report)
{
    QTextDocument document;
    QStringList lines;
    for (const ReportPart &part : report) {
        if (!part.table) {
            document.setHtml(part.html());
            lines.append(document.toPlainText());
            continue;
        }
        const auto line = [](const QList<ReportCell> &cells) {
            QStringList texts;
            for (const ReportCell &cell : cells)
                texts.append(cell.text);
            return texts.join(QLatin1Char('\t'));
        };
        lines.append(line(part.table->headers));
        for (const QList<ReportCell> &row : part.table->rows)
            lines.append(line(row));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace drf
