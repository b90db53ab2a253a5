#include "policymarks.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct PolicyMarksTexts
{
    Q_DECLARE_TR_FUNCTIONS(PolicyMarksTexts)
};

} // namespace

QString shortPolicyName(PolicyId policy)
{
    switch (policy) {
    case PolicyId::MaxMin:
        return QStringLiteral("max-min");
    case PolicyId::FixedPrice:
        return PolicyMarksTexts::tr("fixed price");
    case PolicyId::Walras:
        return PolicyMarksTexts::tr("Walras");
    case PolicyId::Drf:
        return QStringLiteral("DRF");
    case PolicyId::DrfEqual:
        return PolicyMarksTexts::tr("DRF (equal)");
    case PolicyId::Asset:
        return QStringLiteral("asset");
    }
    return policyKey(policy);
}

QString mechanismLabel(Mechanism mechanism, PolicyId recomputePolicy)
{
    const QString name = mechanismShortName(mechanism);
    return mechanism == Mechanism::Recompute
               ? QStringLiteral("%1 (%2)").arg(name, shortPolicyName(recomputePolicy))
               : name;
}

MarkerShape policyMarkShape(PolicyId policy)
{
    // Closed shapes, but one, so that a white inside or an inked one marks the selected policy;
    // the two triangles point opposite ways, the square stands on its side and the diamond on
    // its corner.
    switch (policy) {
    case PolicyId::MaxMin:
        return MarkerShape::Square;
    case PolicyId::FixedPrice:
        return MarkerShape::Diamond;
    case PolicyId::Walras:
        return MarkerShape::Triangle;
    case PolicyId::Drf:
        return MarkerShape::Circle;
    case PolicyId::DrfEqual:
        return MarkerShape::TriangleDown;
    case PolicyId::Asset:
        return MarkerShape::Star;
    }
    return MarkerShape::Circle;
}

QString policySymbol(PolicyId policy)
{
    switch (policyMarkShape(policy)) {
    case MarkerShape::Square:
        return QStringLiteral("□");
    case MarkerShape::Diamond:
        return QStringLiteral("◇");
    case MarkerShape::Triangle:
        return QStringLiteral("△");
    case MarkerShape::TriangleDown:
        return QStringLiteral("▽");
    case MarkerShape::Star:
        return QStringLiteral("✱");
    case MarkerShape::Cross:
        return QStringLiteral("×");
    case MarkerShape::Circle:
        break;
    }
    return QStringLiteral("○");
}

QList<QList<PolicyPoint>> groupCoincident(const QList<PolicyPoint> &points, double tolerance)
{
    QList<QList<PolicyPoint>> groups;
    for (const PolicyPoint &point : points) {
        auto same = [&](const QList<PolicyPoint> &group) {
            const QPointF other = group.first().point;
            return std::abs(other.x() - point.point.x()) <= tolerance &&
                   std::abs(other.y() - point.point.y()) <= tolerance;
        };
        auto group = std::find_if(groups.begin(), groups.end(), same);
        if (group == groups.end())
            groups.append({point});
        else
            group->append(point);
    }
    return groups;
}

QString policyNames(const QList<PolicyPoint> &group)
{
    QStringList names;
    for (const PolicyPoint &point : group)
        names.append(shortPolicyName(point.policy));
    return names.join(QStringLiteral(", "));
}

} // namespace drf
