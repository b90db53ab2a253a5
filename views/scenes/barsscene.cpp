#include "barsscene.h"

#include "allocationset.h"
#include "numberformat.h"
#include "palette.h"
#include "tolerance.h"
#include "useraggregate.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct BarsSceneTexts
{
    Q_DECLARE_TR_FUNCTIONS(BarsSceneTexts)
};

/// Beyond this many users the bars keep their colours but leave the legend.
constexpr int kLegendUsers = 8;
/// The share of a resource's slot taken by its bars.
constexpr double kSlotFill = 0.8;
/// A single bar's width (keys).
constexpr double kSingleWidth = 0.55;
/// In a group of bars each policy's totals carry its marker, as in the other plots, so that the
/// bars stay apart in greyscale: this size (pixels), less on narrow bars.
constexpr double kLargestMarker = 10.0;

SceneInk ink(const QColor &colour, const QString &name)
{
    return {colour, name};
}

/// A segment of a stack: a box outlined by a hairline of the background.
SceneBox segment(QPointF corner, QPointF opposite, const SceneInk &fill)
{
    SceneBox box;
    box.corner = corner;
    box.opposite = opposite;
    box.stroke =
        solidStroke(ink(backgroundColor(), QStringLiteral("background")), lineWidth::kHairline);
    box.fill = fill;
    box.crisp = true;
    return box;
}

/// The idle rest of a resource: an empty dashed box.
SceneBox idleBox(QPointF corner, QPointF opposite)
{
    SceneBox box;
    box.corner = corner;
    box.opposite = opposite;
    box.stroke = solidStroke(ink(mutedInkColor(), QStringLiteral("idle")), lineWidth::kGuide);
    box.stroke.style = Qt::DashLine;
    box.crisp = true;
    return box;
}

/// What the bars of every policy shown share: the users stacked one by one and their inks, and
/// where in a resource's slot a policy's bar stands.
struct BarLayout
{
    const Scenario &scenario;
    const UserAggregate &users;
    QList<SceneInk> userInks; ///< per user drawn
    SceneInk others;
    bool grouped;    ///< every policy side by side
    double width;    ///< a policy's share of a resource's slot (keys)
    double barWidth; ///< its bar's width
};

/// The title, the axes and the legend (the users, the others, idle).
void describeBars(FigureScene &scene, const BarLayout &bars, const QList<PolicyId> &policies)
{
    const Scenario &scenario = bars.scenario;
    const QList<int> &drawn = bars.users.drawn();
    scene.title = bars.grouped
                      ? BarsSceneTexts::tr("Utilization of every resource under every policy")
                      : BarsSceneTexts::tr("Utilization under %1, split by user")
                            .arg(shortPolicyName(policies.first()));
    if (bars.users.aggregates())
        scene.title += QStringLiteral(" (%1)").arg(bars.users.note(BarsSceneTexts::tr("in grey")));
    scene.y.label = BarsSceneTexts::tr("utilization (%)");
    const int m = scenario.resourceCount();
    for (int j = 0; j < m; ++j)
        scene.x.ticks.append({j + 1, scenario.resources[j].name});
    scene.x.lower = 0.5;
    scene.x.upper = m + 0.5;

    for (int k = 0; k < std::min(int(drawn.size()), kLegendUsers); ++k)
        scene.addLegend(segment({}, {}, bars.userInks[k]), scenario.users[drawn[k]].name);
    if (bars.users.aggregates())
        scene.addLegend(segment({}, {}, bars.others),
                        bars.users.othersName() + BarsSceneTexts::tr(", together"));
    scene.addLegend(idleBox({}, {}), BarsSceneTexts::tr("idle"));
}

/// The label of `policy`'s total on resource `j`, at `key`: its percentage (and, grouped, the
/// policy's name) above the bar.
SceneText utilizationText(const BarLayout &bars, PolicyId policy, const PolicyResult &result, int j,
                          double key)
{
    const double total = 100.0 * result.analysis.utilization[j];
    const bool over = result.analysis.overload[j] > kRelTol * bars.scenario.resources[j].capacity;
    const bool grouped = bars.grouped;
    SceneText text;
    // Grouped labels stand in a row above the capacity line, clear of the idle boxes.
    text.anchor = {key, grouped ? std::max(total, 100.0) : total};
    text.backing = kThinnestLabelBackground;
    const QString percent = formatPercent(result.analysis.utilization[j]);
    text.compactText = percent;
    text.text = grouped ? QStringLiteral("%1  %2").arg(shortPolicyName(policy), percent) : percent;
    text.ink = over      ? warningInk()
               : grouped ? policyInk(policy)
                         : ink(inkColor(), QStringLiteral("ink"));
    text.bold = over;
    if (grouped) {
        // Vertical text rising from the top of the bar.
        text.rotation = -90;
        text.align = Qt::AlignLeft | Qt::AlignVCenter;
        text.padding = QMargins(4, 0, 0, 0);
    } else {
        text.align = Qt::AlignHCenter | Qt::AlignBottom;
        text.padding = QMargins(0, 0, 0, 3);
    }
    return text;
}

/// The bars of `policy`, the `k`th policy shown: its stacks, the idle rest of each resource, its
/// markers (grouped) and its totals' labels. Returns its highest total (percent).
double addPolicyBars(BarsFigure &figure, const BarLayout &bars, const AllocationSet &results,
                     PolicyId policy, int k, int policyCount)
{
    FigureScene &scene = figure.scene;
    const Scenario &scenario = bars.scenario;
    const int m = scenario.resourceCount();
    const PolicyResult &result = results.result(policy);
    const double barWidth = bars.barWidth;
    // Policy k of P sits at its own key inside resource j's slot, centred on j + 1.
    const double offset = bars.grouped ? (k - (policyCount - 1) / 2.0) * bars.width : 0.0;
    QList<double> keys;
    for (int j = 0; j < m; ++j)
        keys.append(j + 1 + offset);
    QList<double> base(m, 0.0);
    const auto addRow = [&](const QList<double> &bundle, const SceneInk &fill) {
        QList<double> row;
        for (int j = 0; j < m; ++j) {
            const double height = 100.0 * bundle[j] / scenario.resources[j].capacity;
            if (height > 0)
                scene.add(segment({keys[j] - barWidth / 2, base[j]},
                                  {keys[j] + barWidth / 2, base[j] + height}, fill));
            row.append(height);
            base[j] += height;
        }
        return row;
    };
    const QList<int> &drawn = bars.users.drawn();
    QList<QList<double>> &stack = figure.segments[policy];
    for (int d = 0; d < drawn.size(); ++d)
        stack.append(addRow(result.analysis.bundles[drawn[d]], bars.userInks[d]));
    if (bars.users.aggregates())
        figure.others.insert(policy,
                             addRow(bars.users.othersSum(result.analysis.bundles), bars.others));
    if (!stack.isEmpty() || figure.others.contains(policy))
        figure.tops.insert(policy, base);
    // The idle rest of each resource, up to 100 %.
    for (int j = 0; j < m; ++j) {
        if (base[j] < 100.0)
            scene.add(idleBox({keys[j] - barWidth / 2, base[j]}, {keys[j] + barWidth / 2, 100.0}));
    }
    if (bars.grouped) {
        for (int j = 0; j < m; ++j) {
            SceneMarker marker =
                policyMarker(policy, policy == results.selectedPolicy(), result.analysis.feasible,
                             {keys[j], 100.0 * result.analysis.utilization[j]}, kLargestMarker);
            marker.inBar = SceneMarker::InBar{bars.width * 0.9, kLargestMarker};
            const int item = scene.add(marker);
            if (j == 0)
                scene.addLegend(item, shortPolicyName(policy));
        }
    }
    double highest = 0.0;
    for (int j = 0; j < m; ++j) {
        highest = std::max(highest, 100.0 * result.analysis.utilization[j]);
        scene.texts.append(utilizationText(bars, policy, result, j, keys[j]));
    }
    return highest;
}

/// The dashed line at 100 % across the figure, and above it, when a bar reaches `highest`
/// beyond it, a hatched warning band that says so.
void addCapacityLine(FigureScene &scene, int resourceCount, double highest)
{
    ScenePath capacity;
    capacity.kind = ScenePath::Kind::Straight;
    capacity.points = {{scene.x.lower, 100}, {scene.x.upper, 100}};
    capacity.stroke = solidStroke(ink(inkColor(), QStringLiteral("ink")), lineWidth::kGuide);
    capacity.stroke.style = Qt::DashLine;
    scene.add(capacity);
    if (highest <= 100.0 * (1.0 + kRelTol))
        return;
    // Everything above the line does not exist: a hatched warning band.
    SceneBox band;
    band.corner = {0, std::numeric_limits<double>::infinity()};
    band.opposite = {resourceCount + 1.0, 100};
    band.stroke.style = Qt::NoPen;
    QColor hatching = warningColor();
    hatching.setAlpha(70);
    band.fill = ink(hatching, QStringLiteral("warning"));
    band.pattern = Qt::BDiagPattern;
    band.layer = SceneLayer::UnderGrid;
    scene.add(band);
    SceneText note;
    note.inAxes = true;
    note.anchor = {0.01, 0.01};
    note.align = Qt::AlignLeft | Qt::AlignTop;
    note.text = note.compactText = BarsSceneTexts::tr("above 100 %: over capacity");
    note.ink = warningInk();
    scene.texts.append(note);
}

} // namespace

BarsFigure barsScene(const AllocationSet &results, bool allPolicies)
{
    BarsFigure figure;
    FigureScene &scene = figure.scene;
    const Scenario &scenario = results.scenario();
    const int m = scenario.resourceCount();
    const int n = scenario.userCount();
    const QList<PolicyId> policies = allPolicies || results.compareMode()
                                         ? QList<PolicyId>(kAllPolicies.begin(), kAllPolicies.end())
                                         : QList<PolicyId>{results.selectedPolicy()};
    const bool grouped = policies.size() > 1;
    // Ranked by what they use of the shown bars: the users that make the bars drawn one by one.
    const UserAggregate users(n, [&](int i) {
        double size = 0.0;
        for (PolicyId policy : policies) {
            const QList<double> &bundle = results.result(policy).analysis.bundles[i];
            for (int j = 0; j < m; ++j)
                size += bundle[j] / scenario.resources[j].capacity;
        }
        return size;
    });
    figure.drawnUsers = users.drawn();
    const double width = grouped ? kSlotFill / policies.size() : kSingleWidth;
    BarLayout bars{scenario,
                   users,
                   {},
                   ink(othersColor(), QStringLiteral("others")),
                   grouped,
                   width,
                   width * (grouped ? 0.9 : 1.0)};
    for (int d = 0; d < users.drawn().size(); ++d)
        bars.userInks.append(ink(userColor(d), QStringLiteral("user%1").arg(d + 1)));
    describeBars(scene, bars, policies);

    // Written short, a group's labels are only its percentages: the caption names the bars.
    if (grouped) {
        QStringList names;
        for (PolicyId policy : policies)
            names.append(shortPolicyName(policy));
        scene.captions.append(BarsSceneTexts::tr("bars from left to right: %1")
                                  .arg(names.join(QStringLiteral(", "))));
    }
    double highest = 100.0;
    for (int k = 0; k < policies.size(); ++k)
        highest = std::max(
            highest, addPolicyBars(figure, bars, results, policies[k], k, int(policies.size())));
    // Room above the highest bar for its label, and a little air.
    scene.y.lower = 0;
    scene.y.upper = highest;
    scene.y.roomForTexts = 1.02;
    addCapacityLine(scene, m, highest);
    return figure;
}

} // namespace drf
