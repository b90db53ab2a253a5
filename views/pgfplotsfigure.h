#pragma once

#include "pgfplotswriter.h"

#include <QString>

namespace drf {

class PlotView;

/// The figure `view` shows, as a pgfplots figure (LaTeX) to \input or, with
/// settings.standalone, to compile by itself. Built from the view's results (the scenario, each
/// policy's allocation and analysis) and its choices (axes, users, bar mode, filling position,
/// manipulation landscape), not from its drawing; user and policy colours are those of
/// palette.h, defined once at the top under names such as userA and policyDRF. Users beyond
/// UserAggregate::kAllDrawn fold into one grey band as on screen.
QString pgfplotsFigure(const PlotView &view, const PgfplotsSettings &settings);
/// Whether pgfplotsFigure() can write `view`'s figure (the timeline has no LaTeX form yet).
bool hasPgfplotsFigure(const PlotView &view);

} // namespace drf
