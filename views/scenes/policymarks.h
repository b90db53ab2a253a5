#pragma once

#include "onlinesimulation.h"
#include "policy.h"

#include <QList>
#include <QPointF>
#include <QString>

namespace drf {

/// How the figures name and mark the policies, whatever draws them.

/// Short policy name for labels and legends: "DRF", "max-min", "fixed price"...
QString shortPolicyName(PolicyId policy);
/// An online mechanism as a figure names it: "Online DRF", and recompute with its static policy,
/// "Recompute (DRF)".
QString mechanismLabel(Mechanism mechanism, PolicyId recomputePolicy);

/// The shape of a point's marker.
enum class MarkerShape
{
    Square,
    Diamond,
    Triangle,
    TriangleDown,
    Circle,
    Star,  ///< a shape with no inside
    Cross, ///< an x, with no inside either (the truth on the manipulation figures)
};

/// The shape that stands for a policy on every figure and in the legend: a shape per policy, so
/// that policies stay apart in greyscale and for readers who do not tell the colours apart.
MarkerShape policyMarkShape(PolicyId policy);
/// The policy's marker as one character of text (□ ◇ △ ○ ▽ ✱), for the text that names policies
/// beside the plots (the results panel).
QString policySymbol(PolicyId policy);

/// A policy's point on a figure.
struct PolicyPoint
{
    PolicyId policy;
    QPointF point;
};
/// The points that coincide within `tolerance` on both axes, grouped (first-seen order), so
/// that each group gets one label.
QList<QList<PolicyPoint>> groupCoincident(const QList<PolicyPoint> &points, double tolerance);
/// "DRF, DRF (equal)": the short names of a group's policies.
QString policyNames(const QList<PolicyPoint> &group);

} // namespace drf
