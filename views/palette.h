#pragma once

#include "policy.h"

#include <QColor>

namespace drf {

/// Colour-blind-safe colours (Okabe & Ito) shared by every view, so a user or a policy has the
/// same colour everywhere. Users cycle through the eight hues, darker on each further lap.
QColor userColor(int user);
/// The users a plot folds together into one aggregate ("the other 9,992 users").
QColor othersColor();
/// One colour per policy for compare mode.
QColor policyColor(PolicyId policy);
/// Over-capacity / infeasible warnings.
QColor warningColor();
/// A user's real tasks along its reported demand: the manipulation curve (Okabe-Ito blue).
QColor manipulationCurveColor();
/// The best lie found on the manipulation curve (Okabe-Ito vermillion, as a gain that is a
/// warning about the policy).
QColor bestLieColor();

// Greys, darkest first, for what is not a user or a policy. Pure black stays for axes and plain
// text; a plot's data reads in colour on top of these.

/// Text and the strongest lines drawn over the data: value labels, a full resource's edge, the
/// 100 % capacity line (#222222).
QColor inkColor();
/// A step lighter than ink: the sum of the bundles, labels of constraint lines (#333333).
QColor softInkColor();
/// Lines that bound the data without being data: the task space's capacity constraints
/// (#444444).
QColor constraintColor();
/// Idle capacity: the line and band from the usage to the capacity (#555555).
QColor idleColor();
/// Outlines of markers that must not compete with the data (#777777).
QColor markerOutlineColor();
/// Muted lines: the capacity box, a resource below capacity, the dashed idle marks (#888888).
QColor mutedInkColor();
/// The neutral tint of table cells that carry no warning (the envy matrix) (#999999).
QColor neutralTintColor();
/// A plot's grid lines (#c8c8c8).
QColor gridColor();
/// The fill of the capacity box in the resource space (#f1f1f1).
QColor capacityFillColor();
/// The translucent white behind a label drawn over data (`alpha` 0 to 255).
QColor labelBackgroundColor(int alpha = 215);

/// A property that holds: the "yes" mark (Okabe-Ito bluish green).
QColor yesColor();
/// The light background of a table cell where a property holds.
QColor yesBackgroundColor();
/// The light background of a table cell where a property fails (a tint of warningColor()).
QColor noBackgroundColor();

} // namespace drf
