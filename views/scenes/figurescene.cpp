#include "figurescene.h"

#include "palette.h"

#include <QMap>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace drf {

SceneInk policyInk(PolicyId policy)
{
    static const QStringList names{QStringLiteral("MaxMin"),   QStringLiteral("FixedPrice"),
                                   QStringLiteral("Walras"),   QStringLiteral("DRF"),
                                   QStringLiteral("DRFEqual"), QStringLiteral("Asset")};
    return {policyColor(policy), QStringLiteral("policy") + names.value(int(policy))};
}

SceneStroke policyStroke(PolicyId policy, double width)
{
    // Six patterns Qt draws in every output (screen, PDF, SVG); dashes in units of the width.
    SceneStroke stroke = solidStroke(policyInk(policy), width);
    switch (policy) {
    case PolicyId::MaxMin:
        stroke.style = Qt::DashLine;
        break;
    case PolicyId::FixedPrice:
        stroke.style = Qt::DotLine;
        break;
    case PolicyId::Walras:
        stroke.style = Qt::DashDotDotLine;
        break;
    case PolicyId::Drf:
        stroke.style = Qt::DashDotLine;
        break;
    case PolicyId::DrfEqual:
        stroke.style = Qt::CustomDashLine;
        stroke.dashes = {8, 3};
        break;
    case PolicyId::Asset:
        stroke.style = Qt::SolidLine;
        break;
    }
    return stroke;
}

SceneInk warningInk()
{
    return {warningColor(), QStringLiteral("warning")};
}

SceneMarker policyMarker(PolicyId policy, bool selected, bool feasible, QPointF point, double size)
{
    SceneMarker marker;
    marker.point = point;
    marker.shape = policyMarkShape(policy);
    marker.ink = feasible ? policyInk(policy) : warningInk();
    if (marker.shape == MarkerShape::Star) {
        marker.size = size * (selected ? 1.3 : 1.15);
        marker.outline = lineWidth::kMarkerOutline * (selected ? 1.6 : 1.0);
    } else {
        marker.size = size;
        marker.filled = selected;
    }
    return marker;
}

double roundTop(double upper)
{
    const double decade = std::pow(10.0, std::floor(std::log10(upper)));
    for (const double mantissa : {5.0, 2.5, 2.0, 1.0}) {
        if (mantissa * decade <= upper)
            return mantissa * decade;
    }
    return decade;
}

void addPolicyRings(FigureScene &scene, const QList<PolicyPoint> &points,
                    const QList<QList<PolicyPoint>> &groups, PolicyId selected,
                    const std::function<bool(PolicyId)> &feasible, const QString &legendFormat)
{
    QMap<PolicyId, int> markers;
    for (const QList<PolicyPoint> &group : groups) {
        for (int k = int(group.size()) - 1; k >= 0; --k) {
            const PolicyId policy = group[k].policy;
            markers.insert(policy,
                           scene.add(policyMarker(policy, policy == selected, feasible(policy),
                                                  group[k].point, 11 + 7 * k)));
        }
    }
    // The legend lists the policies in the order given, whatever order they were drawn in.
    for (const PolicyPoint &point : points)
        scene.addLegend(markers.value(point.policy),
                        legendFormat.arg(shortPolicyName(point.policy)));
}

std::pair<double, double> rangeWithMargin(double low, double high, double margin)
{
    double span = high - low;
    if (!(span > 0))
        span = std::max(1.0, std::abs(high));
    return {low - margin * span / 2, high + margin * span};
}

void PlotExtent::include(QPointF point)
{
    if (!std::isfinite(point.x()) || !std::isfinite(point.y()))
        return;
    if (m_empty) {
        m_min = m_max = point;
        m_empty = false;
        return;
    }
    m_min = {std::min(m_min.x(), point.x()), std::min(m_min.y(), point.y())};
    m_max = {std::max(m_max.x(), point.x()), std::max(m_max.y(), point.y())};
}

void PlotExtent::include(const QVector<QPointF> &points)
{
    for (const QPointF &point : points)
        include(point);
}

std::pair<SceneAxis, SceneAxis> PlotExtent::ranges(double margin) const
{
    const QPointF low = m_empty ? QPointF(0, 0) : m_min;
    const QPointF high = m_empty ? QPointF(1, 1) : m_max;
    SceneAxis x;
    SceneAxis y;
    std::tie(x.lower, x.upper) = rangeWithMargin(low.x(), high.x(), margin);
    std::tie(y.lower, y.upper) = rangeWithMargin(low.y(), high.y(), margin);
    return {x, y};
}

void PlotExtent::applyTo(FigureScene &scene, double margin) const
{
    const auto [x, y] = ranges(margin);
    scene.x.lower = x.lower;
    scene.x.upper = x.upper;
    scene.y.lower = y.lower;
    scene.y.upper = y.upper;
}

} // namespace drf
