#pragma once

#include "figurescene.h"
#include "pgfplotswriter.h"

#include <QString>

#include <utility>

namespace drf {

/// The LaTeX renderer of a FigureScene (the QCustomPlot one is drawSceneOnPlot()): a pgfplots
/// figure with the scene's title, axes, items in order, legend and labels, each colour defined
/// once at the top under the name the scene gives it. Labels are written as dense as
/// `settings.style.labels` asks; written short, their full texts make a caption under the figure,
/// as on screen. A scene of panels is written by pgfplotsPanels().
QString pgfplotsScene(const FigureScene &scene, const PgfplotsSettings &settings);
/// Writes `items` into `writer`'s body as pgfplotsScene() writes a scene's, on an axis that shows
/// `range` (for a scene of panels: pgfplotsPanels()).
void writeSceneItems(const QList<SceneItem> &items, const QRectF &range,
                     const PgfplotsSettings &settings, PgfplotsWriter &writer);
/// The \addlegendimage options that show `item`, its colours defined in `writer`.
QString pgfplotsLegendImage(const SceneItem &item, const PgfplotsSettings &settings,
                            PgfplotsWriter &writer);
/// pgfplots' mark for `shape`, and the mark options that turn it (the inverted triangle).
std::pair<QString, QString> pgfplotsMark(MarkerShape shape);

} // namespace drf
