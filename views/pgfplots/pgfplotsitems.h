#pragma once

#include "figurescene.h"
#include "pgfplotswriter.h"

#include <QList>
#include <QRectF>
#include <QString>

#include <utility>

namespace drf {

/// Writes a scene's items (paths, boxes, markers, colour maps) into a PgfplotsWriter's body, as
/// drawSceneOnPlot() draws them on screen, and the legend images that show them; each colour
/// defined in the writer under the name the scene gives it.
class SceneItemWriter
{
public:
    /// `colorScale`: the scene's, which its colour maps need (none: they are not written).
    SceneItemWriter(const QList<SceneItem> &items, const SceneColorScale *colorScale,
                    const PgfplotsSettings &settings, PgfplotsWriter &writer);

    /// Writes the items in order on an axis that shows `range`, the regions under the grid
    /// first, as the screen draws them under everything.
    void write(const QRectF &range);

    /// The \addlegendimage options that show `item`.
    QString legendImage(const SceneItem &item);
    /// The \addlegendimage options of a swatch of `box`.
    QString legendImage(const SceneBox &box);

    /// The name of `ink`'s colour, defined in the writer.
    QString colour(const SceneInk &ink) { return m_writer.color(ink.name, ink.colour); }

private:
    /// Pixels (at 96 dpi) per data unit across and up, on the estimated data area.
    QPointF pixelsPerUnit() const;

    /// The fill options of `box`: its colour, at its opacity.
    QString fillOptions(const SceneBox &box);

    void writeBox(const SceneBox &box);

    /// The draw options of `stroke`: colour, width and dashes.
    QString strokeOptions(const SceneStroke &stroke);

    void writePath(const ScenePath &path);

    /// A bar across the end `at` of a segment that comes from `from`, as wide as the screen
    /// draws it (TikZ's own bar tip grows with the line's width): across the segment as it runs
    /// on the estimated data area.
    void writeBar(const ScenePath &path, QPointF at, QPointF from);

    /// A step line, each value held to the next point, in pieces between its NaN.
    void writeSteps(const ScenePath &path);

    /// The \addplot options of `marker`; `halo`: its halo, in the background's colour and wider.
    QString markOptions(const SceneMarker &marker, bool halo);

    /// The markers in bars fitted to them as on screen: `marker` scaled, its point hung inside.
    SceneMarker fittedInBar(SceneMarker marker) const;

    void writeMarker(SceneMarker marker);

    const QList<SceneItem> &m_items;
    const SceneColorScale *m_colorScale;
    const PgfplotsSettings &m_settings;
    PgfplotsWriter &m_writer;
    QRectF m_range; ///< the range shown
};

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
