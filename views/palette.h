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

} // namespace drf
