#pragma once

#include "figurescene.h"
#include "pgfplotswriter.h"

#include <QString>

namespace drf {

/// The LaTeX renderer of a FigureScene (the QCustomPlot one is drawSceneOnPlot()): a pgfplots
/// figure with the scene's title, axes, items in order, legend and labels, each colour defined
/// once at the top under the name the scene gives it. Labels are written as dense as
/// `settings.style.labels` asks; written short, their full texts make a caption under the figure,
/// as on screen. A scene of panels is written by pgfplotsPanels().
QString pgfplotsScene(const FigureScene &scene, const PgfplotsSettings &settings);

} // namespace drf
