#pragma once

class QCustomPlot;

namespace drf {

/// Fits the texts of the plot's two axes to its axis rect as laid out: fewer ticks where their
/// labels would touch, names on a text axis turned; an axis label longer than its axis smaller,
/// then shortened with "…". Returns whether it changed anything (the layout is then out of
/// date).
bool fitAxisTexts(QCustomPlot *plot);
/// Undoes fitAxisTexts() before a new drawing: label fonts, label texts and tick counts.
void restoreAxisTexts(QCustomPlot *plot);

} // namespace drf
