#pragma once

#include "pgfplotswriter.h"

#include <QString>

namespace drf {

class PlotView;

/// The figure `view` shows, as a pgfplots figure (LaTeX) to \input or, with
/// settings.standalone, to compile by itself: its scene (PlotView::scene()), the same the screen
/// draws, written by pgfplotsScene().
QString pgfplotsFigure(const PlotView &view, const PgfplotsSettings &settings);
/// Whether `view` describes a figure pgfplotsFigure() can write (every figure does).
bool hasPgfplotsFigure(const PlotView &view);

} // namespace drf
