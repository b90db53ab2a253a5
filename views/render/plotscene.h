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
/// What of a drawn scene waits for the layout (fitSceneToLayout()).
struct DrawnScene
{
    QList<QCPItemText *> dataTexts;                 ///< the texts that stand in the data
    QList<QCPGraph *> inBar;                        ///< the markers in bars, halos included
    double inBarWidth = 0;                          ///< their bars' width (keys)
    double inBarSize = 0;                           ///< the size they were made at
    QList<std::pair<QCPItemRect *, SceneBox>> open; ///< boxes reaching the axes' edge
};

/// Draws `scene`'s axes (labels, ticks and ranges), its items in order, its texts and its
/// legend on `plot`, and gives `placer` its obstacles, labels and captions; or, for a scene with
/// a message, the message alone. The caller lays the plot out, calls fitSceneToLayout() and
/// places the labels.
DrawnScene drawSceneOnPlot(const FigureScene &scene, QCustomPlot *plot, LabelPlacer &placer);
/// Draws `item` alone as drawSceneOnPlot() does, on the axes `keys` and `values` (a panel's
/// axis rect) and clipped to them; returns its plottable (a marker's, not its halo's), or null
/// for an item. Nothing drawn is in the legend.
QCPAbstractPlottable *drawSceneItem(QCustomPlot *plot, const SceneItem &item, QCPAxis *keys,
                                    QCPAxis *values);
/// What waits for the plot's layout: the room for the texts on an axis that asks for it, the
/// markers in bars fitted to them, the boxes that reach the axes' edge.
void fitSceneToLayout(const FigureScene &scene, const DrawnScene &drawn, QCustomPlot *plot);

} // namespace drf
