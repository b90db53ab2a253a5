#pragma once

// What the tests of the figures' scenes share (tst_figurescene*): a preset's results, and the
// legend a plot draws.

#include "allocationset.h"
#include "scenariofile.h"
#include "scenariomodel.h"

#include <QStringList>

#include <qcustomplot.h>

namespace drf::test {

/// A preset's scenario in a model, with its results.
struct PresetResults
{
    explicit PresetResults(const QString &preset)
    {
        const LoadResult loaded = loadPreset(preset);
        if (loaded.scenario)
            model.resetScenario(*loaded.scenario);
    }
    ScenarioModel model;
    AllocationSet results{&model};
};

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

} // namespace drf::test
