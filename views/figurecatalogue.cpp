#include "figurecatalogue.h"

#include "resourcespaceview.h"
#include "taskspaceview.h"
#include "utilizationview.h"

#include <QStringList>

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
    Q_UNUSED(options) // none of these three figures has an option
    switch (view) {
    case FigureView::Resource:
        return std::make_unique<ResourceSpaceView>(results);
    case FigureView::Tasks:
        return std::make_unique<TaskSpaceView>(results);
    case FigureView::Bars:
        return std::make_unique<UtilizationView>(results);
    }
    return nullptr;
}

} // namespace drf
