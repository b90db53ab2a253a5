#pragma once

#include "figurescene.h"
#include "pgfplotswriter.h"

#include <QString>

namespace drf {

/// The LaTeX renderer of a scene of panels (FigureScene::panels; the QCustomPlot one is
/// PanelStack): a `groupplot` of one column (pgfplots' groupplots library) over the scene's
/// horizontal axis, labelled under the last panel; each panel with its vertical axis, heading,
/// message and items, the scene's items over each, the title over the first and the legend
/// under the last. As on screen, a figure too short for every panel leaves the optional ones
/// out, and a panel too short for its ticks keeps 0 and a round top.
QString pgfplotsPanels(const FigureScene &scene, const PgfplotsSettings &settings);

} // namespace drf
