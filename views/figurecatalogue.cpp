#include "figurecatalogue.h"

#include "allocationset.h"
#include "fillingview.h"
#include "manipulationcurveview.h"
#include "resourcespaceview.h"
#include "taskspaceview.h"
#include "timelineview.h"
#include "utilizationview.h"

#include <QStringList>

#include <algorithm>

namespace drf {

QString figureViewKey(FigureView view)
{
    switch (view) {
    case FigureView::Resource:
        return QStringLiteral("resource");
    case FigureView::Tasks:
        return QStringLiteral("tasks");
    case FigureView::Bars:
        return QStringLiteral("bars");
    case FigureView::Filling:
        return QStringLiteral("filling");
    case FigureView::Manipulation:
        return QStringLiteral("manipulation");
    case FigureView::Timeline:
        return QStringLiteral("timeline");
    }
    return {};
}

std::optional<FigureView> figureViewFromKey(const QString &key)
{
    for (FigureView view : kAllFigureViews)
        if (figureViewKey(view) == key)
            return view;
    return std::nullopt;
}

QString figureViewKeys()
{
    QStringList keys;
    for (FigureView view : kAllFigureViews)
        keys.append(figureViewKey(view));
    return keys.join(QStringLiteral(", "));
}

std::unique_ptr<PlotView> createFigure(FigureView view, AllocationSet *results,
                                       const FigureOptions &options)
{
    switch (view) {
    case FigureView::Resource:
        return std::make_unique<ResourceSpaceView>(results);
    case FigureView::Tasks:
        return std::make_unique<TaskSpaceView>(results);
    case FigureView::Bars:
        return std::make_unique<UtilizationView>(results);
    case FigureView::Filling: {
        auto filling = std::make_unique<FillingView>(results);
        if (options.level)
            filling->setPosition(FillingPosition::level(*options.level));
        return filling;
    }
    case FigureView::Manipulation: {
        // No event loop to wait for a background job: the view computes its curve itself.
        auto curve = std::make_unique<ManipulationCurveView>(results);
        curve->computeOwnLandscape(
            std::max(0, int(results->scenario().userNames().indexOf(options.user))));
        return curve;
    }
    case FigureView::Timeline: {
        auto timeline =
            TimelineView::create(results, options.mechanism.value_or(Mechanism::Recompute));
        timeline->setStacked(!options.mechanism);
        return timeline;
    }
    }
    return nullptr;
}

} // namespace drf
