#pragma once

#include "onlinesimulation.h"

#include <QString>

#include <array>
#include <memory>
#include <optional>

namespace drf {

class AllocationSet;
class PlotView;

/// The figures drfviz draws, named as the command line names them (--view, and the file names
/// of --export-dir). The one place that maps a name to a plot: the command line asks for a view
/// by name, the window's tabs hold their own views.
enum class FigureView
{
    Resource,     ///< "resource": the resource space
    Tasks,        ///< "tasks": the task space of the first two users
    Bars,         ///< "bars": the utilization bars
    Filling,      ///< "filling": progressive filling of the selected policy (drf if it is none)
    Manipulation, ///< "manipulation": one user's real tasks along its reported demand ratio
    Timeline,     ///< "timeline": the online mechanisms over time
};

/// What a figure needs beyond the results and the selected policy (the command line's options).
struct FigureOptions
{
    /// Filling: the common level shown (the dominant share, or the aggregate share for asset);
    /// none: the end of the filling.
    std::optional<double> level;
    QString user; ///< --user: the manipulating user's name; empty or unknown: the first user
    /// Timeline: the one mechanism drawn; none: all three stacked.
    std::optional<Mechanism> mechanism;
};

/// Every figure, in the order of the window's tabs.
inline constexpr std::array kAllFigureViews{FigureView::Resource,     FigureView::Tasks,
                                            FigureView::Bars,         FigureView::Filling,
                                            FigureView::Manipulation, FigureView::Timeline};

/// "resource", "tasks", "bars", "filling", "manipulation" or "timeline".
QString figureViewKey(FigureView view);
/// The figure named `key`; nullopt when no figure has that name.
std::optional<FigureView> figureViewFromKey(const QString &key);
/// The valid names, for an error message: "resource, tasks, bars, filling, manipulation,
/// timeline".
QString figureViewKeys();
/// A new, parentless plot of `view` drawing `results`, with `options` and otherwise its default
/// choices.
std::unique_ptr<PlotView> createFigure(FigureView view, AllocationSet *results,
                                       const FigureOptions &options = {});

} // namespace drf
