#pragma once

#include "figurescene.h"

#include <QStringList>

#include <qcustomplot.h>

namespace drf::test {

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

/// The scene's legend entries in order: what a renderer must list.
inline QStringList legendTexts(const FigureScene &scene)
{
    QStringList legend;
    legend.reserve(scene.legend.size());
    for (const SceneLegendEntry &entry : scene.legend)
        legend.append(entry.text);
    return legend;
}

} // namespace drf::test
