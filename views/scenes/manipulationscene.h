#pragma once

#include "figurescene.h"
#include "manipulationlandscape.h"

#include <QString>

namespace drf {

// The manipulation explorer's two figures as scenes: one user's real tasks when it misreports
// its demand (DOMAIN.md, "Manipulation gain"), along the ratio of two reported components (the
// curve) and over both of them (the heat map), with the truth and the best lie marked.

/// "+4.2%": a gain of real tasks (1.042) as a signed percentage.
QString percentGain(double gain);
/// Gains closer to 1 than this are "no gain" (the landscape's values are exact up to rounding).
inline constexpr double kGainTolerance = 1e-9;

/// The name of the curve's best point when it is a lie: "best lie" when it is the best lie the
/// caption states (ManipulationLandscape::curveHasBestLie()), else "best on this curve".
QString bestPointName(const ManipulationLandscape &landscape);
/// Its label: "best lie: 75 tasks (+4.2%)".
QString bestPointLabel(const ManipulationLandscape &landscape);

/// The curve of `landscape` (ManipulationCurve): the user's real tasks along the reported ratio
/// (or the factor on it) on a logarithmic axis ticked at the truth times 1/4..4, the truth and
/// the curve's best point marked, labelled and listed. Without a landscape or a curve: the
/// title alone.
FigureScene manipulationCurveScene(const ManipulationLandscape *landscape);

/// The heat map of `landscape` (ManipulationHeatMap): a cell per pair of factors on the two
/// reported components, in log2 coordinates, coloured by the real tasks through a colour-blind
/// safe scale beside the axes; the truth and the best lie (the refined one where it is on the
/// map, else the grid's best cell) marked in white and labelled. Without a heat map: the title
/// and an empty colour scale.
FigureScene manipulationHeatMapScene(const ManipulationLandscape *landscape);

} // namespace drf
