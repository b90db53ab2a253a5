#pragma once

#include "figurescene.h"

#include <QPen>

#include <qcustomplot.h>

namespace drf {

class LabelPlacer;

// The QCustomPlot renderer of a FigureScene (the screen, PNG, PDF, SVG and the clipboard; the
// LaTeX renderer is pgfplotsScene()). PlotView::drawScene() calls it.

/// The pen that draws `stroke` (at line scale 1: PlotView scales every line it draws).
QPen scenePen(const SceneStroke &stroke);
/// QCustomPlot's shape for `shape`.
QCPScatterStyle::ScatterShape scatterShape(MarkerShape shape);
/// The scatter style that draws `marker`.
QCPScatterStyle sceneMarkerStyle(const SceneMarker &marker);
/// Draws `scene`'s axes (labels and ranges), its items in order and its legend on `plot`, and
/// gives `placer` its obstacles and labels; or, for a scene with a message, the message alone.
/// The caller lays the plot out and places the labels.
void drawSceneOnPlot(const FigureScene &scene, QCustomPlot *plot, LabelPlacer &placer);

} // namespace drf
