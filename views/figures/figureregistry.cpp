#include "figureregistry.h"

#include "allocationset.h"
#include "fillingview.h"
#include "manipulationcurveview.h"
#include "resourcespaceview.h"
#include "taskspaceview.h"
#include "timelineview.h"
#include "utilizationview.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace drf {

namespace {

template <typename View>
std::unique_ptr<PlotView> plain(AllocationSet *results, const FigureOptions &)
{
    return std::make_unique<View>(results);
}

std::unique_ptr<PlotView> filling(AllocationSet *results, const FigureOptions &options)
{
    auto view = std::make_unique<FillingView>(results);
    if (options.level)
        view->setPosition(FillingPosition::level(*options.level));
    return view;
}

std::unique_ptr<PlotView> manipulation(AllocationSet *results, const FigureOptions &options)
{
    // No event loop to wait for a background job: the view computes its curve itself.
    auto curve = std::make_unique<ManipulationCurveView>(results);
    curve->computeOwnLandscape(
        std::max(0, int(results->scenario().userNames().indexOf(options.user))));
    return curve;
}

std::unique_ptr<PlotView> timeline(AllocationSet *results, const FigureOptions &options)
{
    auto view = TimelineView::create(results, options.mechanism.value_or(Mechanism::Recompute));
    view->setStacked(!options.mechanism);
    return view;
}

// "Filling", not "Progressive filling": the six tabs fit a 1280-pixel projector.
const std::array<FigureEntry, 6> kRegistry{{
    {FigureView::Resource,
     "resource",
     "resource-space",
     QT_TRANSLATE_NOOP("FigureRegistry", "Resource space"),
     QT_TRANSLATE_NOOP("FigureRegistry",
                       "Each user's allocation as a vector in the plane of two resources, "
                       "inside the cluster's capacity rectangle"),
     {},
     plain<ResourceSpaceView>},
    {FigureView::Tasks,
     "tasks",
     "task-space",
     QT_TRANSLATE_NOOP("FigureRegistry", "Task space"),
     QT_TRANSLATE_NOOP("FigureRegistry",
                       "Two users' task counts: one constraint line per resource and every "
                       "policy's point"),
     {},
     plain<TaskSpaceView>},
    {FigureView::Bars,
     "bars",
     "utilization",
     QT_TRANSLATE_NOOP("FigureRegistry", "Utilization"),
     QT_TRANSLATE_NOOP("FigureRegistry",
                       "How much of every resource each user gets, and what stays idle"),
     {},
     plain<UtilizationView>},
    {FigureView::Filling, "filling", "filling", QT_TRANSLATE_NOOP("FigureRegistry", "Filling"),
     QT_TRANSLATE_NOOP("FigureRegistry",
                       "Progressive filling played: shares rise together until a resource is "
                       "full"),
     FigureParameter::Level, filling},
    {FigureView::Manipulation, "manipulation", "manipulation",
     QT_TRANSLATE_NOOP("FigureRegistry", "Manipulation"),
     QT_TRANSLATE_NOOP("FigureRegistry",
                       "What a user gains by lying about its demand, under each policy"),
     FigureParameter::User, manipulation},
    {FigureView::Timeline, "timeline", "timeline", QT_TRANSLATE_NOOP("FigureRegistry", "Timeline"),
     QT_TRANSLATE_NOOP("FigureRegistry",
                       "The cluster over time: users arrive and leave, under three online "
                       "mechanisms"),
     FigureParameter::Mechanism, timeline},
}};

} // namespace

QString FigureEntry::title() const
{
    return QCoreApplication::translate("FigureRegistry", titleSource);
}

QString FigureEntry::tip() const
{
    return QCoreApplication::translate("FigureRegistry", tipSource);
}

const std::array<FigureEntry, 6> &figureRegistry()
{
    return kRegistry;
}

const FigureEntry &figureEntry(FigureView view)
{
    return kRegistry[size_t(view)];
}

std::optional<FigureView> figureFromName(const QString &name)
{
    for (const FigureEntry &entry : kRegistry)
        if (name == QLatin1String(entry.name))
            return entry.view;
    return std::nullopt;
}

std::optional<FigureView> figureFromTabKey(const QString &tabKey)
{
    for (const FigureEntry &entry : kRegistry)
        if (tabKey == QLatin1String(entry.tabKey))
            return entry.view;
    return std::nullopt;
}

QString figureNames()
{
    QStringList names;
    for (const FigureEntry &entry : kRegistry)
        names.append(QLatin1String(entry.name));
    return names.join(QStringLiteral(", "));
}

const FigureEntry &figureTaking(FigureParameter parameter)
{
    const auto entry =
        std::find_if(kRegistry.cbegin(), kRegistry.cend(),
                     [parameter](const auto &e) { return e.parameters.testFlag(parameter); });
    Q_ASSERT(entry != kRegistry.cend());
    return *entry;
}

std::unique_ptr<PlotView> createFigure(FigureView view, AllocationSet *results,
                                       const FigureOptions &options)
{
    return figureEntry(view).create(results, options);
}

} // namespace drf
