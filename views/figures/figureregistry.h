#pragma once

#include "onlinesimulation.h"

#include <QFlags>
#include <QString>

#include <array>
#include <memory>
#include <optional>

namespace drf {

class AllocationSet;
class PlotView;

/// The figures drfviz draws, in the order of the window's tabs.
enum class FigureView
{
    Resource,     ///< the resource space
    Tasks,        ///< the task space of the first two users
    Bars,         ///< the utilization bars
    Filling,      ///< progressive filling of the selected policy (drf if it is none)
    Manipulation, ///< one user's real tasks along its reported demand ratio
    Timeline,     ///< the online mechanisms over time
};

/// What a figure may be asked beyond the results and the selected policy.
enum class FigureParameter
{
    Level = 0x1,     ///< --level: the filling's common level
    User = 0x2,      ///< --user: the manipulating user
    Mechanism = 0x4, ///< --mechanism: the one online mechanism drawn
};
Q_DECLARE_FLAGS(FigureParameters, FigureParameter)
Q_DECLARE_OPERATORS_FOR_FLAGS(FigureParameters)

/// The values of those parameters (the command line's options).
struct FigureOptions
{
    /// Filling: the common level shown (the dominant share, or the aggregate share for asset);
    /// none: the end of the filling.
    std::optional<double> level;
    QString user; ///< --user: the manipulating user's name; empty or unknown: the first user
    /// Timeline: the one mechanism drawn; none: all three stacked.
    std::optional<Mechanism> mechanism;
};

/// One figure as every part of the program names it. The registry (figureRegistry()) is the one
/// table of them: the window's tabs (order, titles, tips, the key a scenario file and the tour
/// name a tab by), the export dialog's file name, the command line's --view and --export-dir,
/// and the tests read it. A new figure is a new row here and its view.
struct FigureEntry
{
    FigureView view;
    const char *name;        ///< --view NAME and --export-dir's file names: "resource"
    const char *tabKey;      ///< the tab in a scenario file's "view" object and in the tour
    const char *titleSource; ///< the tab's title, untranslated (title() translates it)
    const char *tipSource;   ///< the tab's tool tip, untranslated
    FigureParameters parameters;
    /// A new, parentless plot of the figure drawing the results, with the options that apply
    /// to it and otherwise its default choices.
    std::unique_ptr<PlotView> (*create)(AllocationSet *results, const FigureOptions &options);

    QString title() const; ///< in the interface's language
    QString tip() const;
};

/// Every figure, in the order of the window's tabs.
const std::array<FigureEntry, 6> &figureRegistry();
/// The row of `view`.
const FigureEntry &figureEntry(FigureView view);
/// The figure the command line calls `name`; nullopt when none has that name.
std::optional<FigureView> figureFromName(const QString &name);
/// The figure whose tab is called `tabKey` in files; nullopt when none.
std::optional<FigureView> figureFromTabKey(const QString &tabKey);
/// The valid names, for an error message: "resource, tasks, bars, filling, manipulation,
/// timeline".
QString figureNames();
/// The one figure that takes `parameter` (each option belongs to one figure).
const FigureEntry &figureTaking(FigureParameter parameter);

/// A new, parentless plot of `view` drawing `results` (FigureEntry::create).
std::unique_ptr<PlotView> createFigure(FigureView view, AllocationSet *results,
                                       const FigureOptions &options = {});

} // namespace drf
