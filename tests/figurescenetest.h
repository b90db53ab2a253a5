#pragma once

// What the tests of the figures' scenes share: a preset's results, counts of a scene's items
// and the legend as the plot shows it.

#include "allocationset.h"
#include "figurescene.h"
#include "scenariofile.h"
#include "scenariomodel.h"

#include <QStringList>

#include <algorithm>

#include <qcustomplot.h>

namespace drf::test {

/// A preset's scenario in a model, with its results.
struct Results
{
    explicit Results(const QString &preset)
    {
        const LoadResult loaded = loadPreset(preset);
        if (loaded.scenario)
            model.resetScenario(*loaded.scenario);
    }
    ScenarioModel model;
    AllocationSet results{&model};
};

/// How many items of `scene` are `Item`s.
template <typename Item> int itemCount(const FigureScene &scene)
{
    return int(std::count_if(scene.items.begin(), scene.items.end(),
                             [](const SceneItem &i) { return std::holds_alternative<Item>(i); }));
}

/// The plot's legend entries in order (a legend wrapped into columns has empty cells).
inline QStringList legendTexts(const QCustomPlot *plot)
{
    QStringList legend;
    for (int k = 0; k < plot->legend->itemCount(); ++k) {
        if (auto *item = qobject_cast<QCPPlottableLegendItem *>(plot->legend->item(k)))
            legend.append(item->plottable()->name());
    }
    return legend;
}

/// The scene's legend entries in order, written in full.
inline QStringList legendTexts(const FigureScene &scene)
{
    QStringList legend;
    legend.reserve(scene.legend.size());
    for (const SceneLegendEntry &entry : scene.legend)
        legend.append(entry.text);
    return legend;
}

} // namespace drf::test
