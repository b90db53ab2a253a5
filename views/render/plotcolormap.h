#pragma once

#include "figurescene.h"

#include <optional>

class QCPColorMap;
class QCPColorScale;
class QCPLayoutGrid;
class QCustomPlot;

namespace drf {

// A scene's colour maps and its colour scale on a QCustomPlot (drawSceneOnPlot() draws them).

/// A new colour scale right of `plot`'s axis rect, as tall as it, in a layout of their own
/// that takes the axis rect out of the plot's layout: the caller puts it where the axis rect was
/// (drawSceneOnPlot() then draws a scene's colour scale on it).
QCPLayoutGrid *axesWithColorScale(QCustomPlot *plot);
/// The colour scale beside the plot's axes, if the plot has one (axesWithColorScale()): styled as
/// the axes, showing `scene`'s scale (its label only when it has none).
QCPColorScale *drawColorScale(const FigureScene &scene, QCustomPlot *plot);
/// Draws `map` coloured through `scale` and shown on `colorScale` (if any); returns it.
QCPColorMap *drawColorMap(QCustomPlot *plot, const SceneColorMap &map,
                          const std::optional<SceneColorScale> &scale, QCPColorScale *colorScale);

} // namespace drf
