#pragma once

#include <QList>

class QWidget;

namespace drf {

/// The widgets under `root` that Tab can reach, in reading order: as their layouts place them
/// (a grid row by row, a form label before field), through scroll areas, splitters, tab widgets
/// (the tab bar, then each page), dock widgets and toolbars. A widget Tab stops at is one stop:
/// its own insides (a spin box's line edit, a table's cells) are its own business.
QList<QWidget *> tabStops(QWidget *root);

/// Chains `widgets` so that Tab goes from each to the next (and Shift+Tab back).
void chainTabOrder(const QList<QWidget *> &widgets);

} // namespace drf
