#include "utilizationview.h"

#include "allocationset.h"
#include "figurestyle.h"
#include "labelplacer.h"
#include "numberformat.h"
#include "palette.h"
#include "plotitems.h"
#include "useraggregate.h"

#include <QCoreApplication>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct UtilizationViewTexts
{
    Q_DECLARE_TR_FUNCTIONS(UtilizationViewTexts)
};

/// Beyond this many users the bars keep their colours but leave the legend.
constexpr int kLegendUsers = 8;
/// The share of a resource's slot taken by its bars.
constexpr double kSlotFill = 0.8;
/// In a group of bars each policy's totals carry its marker, as in the other plots, so that the
/// bars stay apart in greyscale: this size (pixels), less on narrow bars.
constexpr double kLargestMarker = 10.0;

} // namespace

UtilizationView::UtilizationView(AllocationSet *results, QWidget *parent)
    : PlotView(results, parent)
{
    plot()->yAxis->setLabel(UtilizationViewTexts::tr("utilization (%)"));
    rebuild();
}

void UtilizationView::setAllPolicies(bool all)
{
    if (all == m_allPolicies)
        return;
    m_allPolicies = all;
    rebuild();
}

namespace {

double boxHeight(const QList<QCPItemRect *> &row, int resource)
{
    if (resource < 0 || resource >= row.size())
        return std::numeric_limits<double>::quiet_NaN();
    const QCPItemRect *box = row[resource];
    return box->topLeft->coords().y() - box->bottomRight->coords().y();
}

} // namespace

double UtilizationView::segmentHeight(PolicyId policy, int resource, int user) const
{
    const QList<QList<QCPItemRect *>> stack = m_segments.value(policy);
    const int row = int(m_drawnUsers.indexOf(user));
    if (row < 0 || row >= stack.size())
        return std::numeric_limits<double>::quiet_NaN();
    return boxHeight(stack[row], resource);
}

double UtilizationView::othersHeight(PolicyId policy, int resource) const
{
    return boxHeight(m_others.value(policy), resource);
}

double UtilizationView::barHeight(PolicyId policy, int resource) const
{
    // The top of the stack: the aggregate when there is one, else the last user drawn.
    const QList<QList<QCPItemRect *>> stack = m_segments.value(policy);
    const QList<QCPItemRect *> top =
        m_others.contains(policy) ? m_others.value(policy) : stack.value(stack.size() - 1);
    if (resource < 0 || resource >= top.size())
        return std::numeric_limits<double>::quiet_NaN();
    return top[resource]->topLeft->coords().y();
}

QList<PolicyId> UtilizationView::shownPolicies() const
{
    if (m_allPolicies || results()->compareMode())
        return QList<PolicyId>(kAllPolicies.begin(), kAllPolicies.end());
    return {results()->selectedPolicy()};
}

void UtilizationView::draw()
{
    m_segments.clear();
    m_others.clear();
    const Scenario &scenario = results()->scenario();
    const int m = scenario.resourceCount();
    const int n = scenario.userCount();
    const QList<PolicyId> policies = shownPolicies();
    const bool grouped = policies.size() > 1;
    // Ranked by what they use of the shown bars: the users that make the bars drawn one by one.
    const UserAggregate users(n, [&](int i) {
        double size = 0.0;
        for (PolicyId policy : policies) {
            const QList<double> &bundle = results()->result(policy).analysis.bundles[i];
            for (int j = 0; j < m; ++j)
                size += bundle[j] / scenario.resources[j].capacity;
        }
        return size;
    });
    m_drawnUsers = users.drawn();
    QString title =
        grouped ? UtilizationViewTexts::tr("Utilization of every resource under every policy")
                : UtilizationViewTexts::tr("Utilization under %1, split by user")
                      .arg(shortPolicyName(policies.first()));
    if (users.aggregates())
        title += QStringLiteral(" (%1)").arg(users.note(UtilizationViewTexts::tr("in grey")));
    setTitle(title);

    auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
    for (int j = 0; j < m; ++j)
        ticker->addTick(j + 1, scenario.resources[j].name);
    plot()->xAxis->setTicker(ticker);
    plot()->xAxis->setRange(0.5, m + 0.5);

    const QList<int> &drawn = users.drawn();
    for (int k = 0; k < std::min(int(drawn.size()), kLegendUsers); ++k)
        addLegendEntry(plot(), scenario.users[drawn[k]].name,
                       makePen(backgroundColor(), lineWidth::kHairline), userColor(k));
    if (users.aggregates())
        addLegendEntry(plot(), users.othersName() + UtilizationViewTexts::tr(", together"),
                       makePen(backgroundColor(), lineWidth::kHairline), othersColor());
    addLegendEntry(plot(), UtilizationViewTexts::tr("idle"),
                   makePen(mutedInkColor(), lineWidth::kGuide, Qt::DashLine), Qt::NoBrush);

    // Policy k of P sits at its own key inside resource j's slot, centred on j + 1.
    const double width = (grouped ? kSlotFill / policies.size() : 0.55);
    double highest = 100.0;
    QList<QCPItemText *> totals;
    const LabelDensity density = labels().density();
    // Written short, a group's labels are only its percentages: the caption names the bars.
    if (grouped) {
        QStringList names;
        for (PolicyId policy : policies)
            names.append(shortPolicyName(policy));
        labels().addCaption(UtilizationViewTexts::tr("bars from left to right: %1")
                                .arg(names.join(QStringLiteral(", "))));
    }
    for (int k = 0; k < policies.size(); ++k) {
        const PolicyId policy = policies[k];
        const PolicyResult &result = results()->result(policy);
        const double offset = grouped ? (k - (policies.size() - 1) / 2.0) * width : 0.0;
        QVector<double> keys;
        for (int j = 0; j < m; ++j)
            keys.append(j + 1 + offset);
        // Segments are rect items stacked by hand: QCPBars' own stacking costs O(users^2) per
        // replot, too slow for fifty users on a slider.
        const double barWidth = width * (grouped ? 0.9 : 1.0);
        QVector<double> base(m, 0.0);
        const auto addRow = [&](const QList<double> &bundle, const QColor &colour) {
            QList<QCPItemRect *> row;
            for (int j = 0; j < m; ++j) {
                const double height = 100.0 * bundle[j] / scenario.resources[j].capacity;
                QCPItemRect *box = addBox(plot(), {keys[j] - barWidth / 2, base[j]},
                                          {keys[j] + barWidth / 2, base[j] + height},
                                          makePen(backgroundColor(), lineWidth::kHairline), colour);
                box->setVisible(height > 0);
                row.append(box);
                base[j] += height;
            }
            return row;
        };
        QList<QList<QCPItemRect *>> &stack = m_segments[policy];
        for (int d = 0; d < drawn.size(); ++d)
            stack.append(addRow(result.analysis.bundles[drawn[d]], userColor(d)));
        if (users.aggregates())
            m_others.insert(policy,
                            addRow(users.othersSum(result.analysis.bundles), othersColor()));
        // The idle rest of each resource, up to 100 %, as an empty dashed box.
        for (int j = 0; j < m; ++j) {
            if (base[j] < 100.0)
                addBox(plot(), {keys[j] - barWidth / 2, base[j]}, {keys[j] + barWidth / 2, 100.0},
                       makePen(mutedInkColor(), lineWidth::kGuide, Qt::DashLine), Qt::NoBrush);
        }
        if (grouped) {
            QVector<QPointF> tops;
            for (int j = 0; j < m; ++j)
                tops.append({keys[j], 100.0 * result.analysis.utilization[j]});
            addPolicyMarker(plot(), tops, shortPolicyName(policy),
                            policyMarkerStyle(policy, policy == results()->selectedPolicy(),
                                              result.analysis.feasible, kLargestMarker));
        }
        for (int j = 0; j < m; ++j) {
            const double total = 100.0 * result.analysis.utilization[j];
            const bool over =
                result.analysis.overload[j] > kRelTol * scenario.resources[j].capacity;
            highest = std::max(highest, total);
            if (density == LabelDensity::None)
                continue;
            auto *label = new PlotLabel(plot());
            label->setLayer(labelLayer(plot()));
            // Grouped labels stand in a row above the capacity line, clear of the idle boxes.
            label->position->setCoords(keys[j], grouped ? std::max(total, 100.0) : total);
            label->setBrush(labelBackgroundColor(kThinnestLabelBackground));
            const QString percent = formatPercent(result.analysis.utilization[j]);
            label->setText(grouped && density == LabelDensity::Full
                               ? QStringLiteral("%1  %2").arg(shortPolicyName(policy), percent)
                               : percent);
            label->setColor(over ? warningColor() : readableColor(policyColor(policy)));
            QFont font = label->font();
            font.setBold(over);
            label->setFont(font);
            if (grouped) {
                // Vertical text rising from the top of the bar.
                label->setRotation(-90);
                label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
                label->setPadding(QMargins(4, 0, 0, 0));
            } else {
                label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
                label->setPadding(QMargins(0, 0, 0, 3));
                label->setColor(over ? warningColor() : inkColor());
            }
            // Read on its translucent backing: darkened where the colour is too light for it.
            label->setColor(readableColor(label->color()));
            totals.append(label);
        }
    }

    // Leave room above the highest bar for its label (measured in pixels).
    layOut();
    double labelPixels = 0.0;
    for (const QCPItemText *label : totals) {
        const QFontMetricsF metrics(label->font());
        labelPixels = std::max(labelPixels, grouped ? metrics.horizontalAdvance(label->text()) + 8
                                                    : metrics.height() + 6);
    }
    const double axisPixels = std::max(1, plot()->axisRect()->height());
    const double room = std::min(0.6, labelPixels / axisPixels);
    plot()->yAxis->setRange(0, highest / (1.0 - room) * 1.02);
    fitTotalMarkers(width * 0.9);

    auto *capacity = new QCPItemStraightLine(plot());
    capacity->point1->setCoords(0, 100);
    capacity->point2->setCoords(1, 100);
    capacity->setPen(makePen(inkColor(), lineWidth::kGuide, Qt::DashLine));
    if (highest > 100.0 * (1.0 + kRelTol)) {
        // Everything above the line does not exist: a hatched warning band.
        auto *band = new QCPItemRect(plot());
        band->setLayer(QStringLiteral("background"));
        band->topLeft->setCoords(0, plot()->yAxis->range().upper);
        band->bottomRight->setCoords(m + 1, 100);
        band->setPen(Qt::NoPen);
        band->setBrush(QBrush(withAlpha(warningColor(), 70), Qt::BDiagPattern));
    }
    if (highest > 100.0 * (1.0 + kRelTol) && density != LabelDensity::None) {
        auto *note = new PlotLabel(plot());
        note->setLayer(labelLayer(plot()));
        note->position->setType(QCPItemPosition::ptAxisRectRatio);
        note->position->setCoords(0.01, 0.01);
        note->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        note->setText(UtilizationViewTexts::tr("above 100 %: over capacity"));
        note->setColor(readableColor(warningColor()));
        note->setBrush(labelBackgroundColor());
    }
}

void UtilizationView::fitTotalMarkers(double barWidth)
{
    // As wide as the bars at most, and hung inside each bar's top, clear of the total's label
    // that stands on it: the markers and their halos alike.
    const double barPixels =
        std::abs(plot()->xAxis->coordToPixel(barWidth) - plot()->xAxis->coordToPixel(0.0));
    const double scale = std::clamp(barPixels * 0.8, 4.0, kLargestMarker) / kLargestMarker;
    double reach = 0.0;
    for (int g = 0; g < plot()->graphCount(); ++g) {
        QCPScatterStyle style = plot()->graph(g)->scatterStyle();
        style.setSize(style.size() * scale);
        plot()->graph(g)->setScatterStyle(style);
        reach = std::max(reach, style.size() / 2 + style.pen().widthF() / 2);
    }
    const QCPAxis *axis = plot()->yAxis;
    const double lowest = axis->coordToPixel(0.0) - reach;
    for (int g = 0; g < plot()->graphCount(); ++g) {
        for (auto point = plot()->graph(g)->data()->begin();
             point != plot()->graph(g)->data()->end(); ++point)
            point->value =
                axis->pixelToCoord(std::min(axis->coordToPixel(point->value) + reach, lowest));
    }
}

std::unique_ptr<PlotView> UtilizationView::createCopy() const
{
    auto copy = std::make_unique<UtilizationView>(results());
    copy->setAllPolicies(m_allPolicies);
    return copy;
}

} // namespace drf
