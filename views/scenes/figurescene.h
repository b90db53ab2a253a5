#pragma once

#include "figurestyle.h"
#include "policymarks.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>
#include <QVector>

#include <optional>
#include <utility>
#include <variant>

namespace drf {

// What a figure shows, as data: a title, two axes, shapes in data coordinates, labels with
// their anchors, the legend, what labels must not cover. Built once per drawing by the figure
// (taskSpaceScene()...), drawn by any renderer: PlotView on a QCustomPlot (the screen, PNG, PDF,
// SVG, the clipboard) and pgfplotsScene() (LaTeX). A renderer knows no figure; a figure knows no
// renderer. Texts are translated once, when the scene is built.

/// A colour of a figure, with the name the LaTeX renderer defines it under (letters and
/// digits: "policyDRF", "constraint"), where a reader restyles the .tex.
struct SceneInk
{
    QColor colour;
    QString name;
};

/// How a line is drawn. Widths are in points at line scale 1 (lineWidth::), scaled by both
/// renderers alike.
struct SceneStroke
{
    SceneInk ink;
    double width = lineWidth::kGuide;
    Qt::PenStyle style = Qt::SolidLine; ///< Qt::NoPen: no line (a filled region)
    QVector<qreal> dashes;              ///< a dash pattern in units of the width (style ignored)
};

/// A solid line of `ink`, `width` points wide.
inline SceneStroke solidStroke(const SceneInk &ink, double width)
{
    SceneStroke stroke;
    stroke.ink = ink;
    stroke.width = width;
    return stroke;
}

/// Where a shape is drawn: the grid is drawn over a region, under a line.
enum class SceneLayer
{
    UnderGrid,
    OverGrid,
};

/// A line through points, or a filled region.
struct ScenePath
{
    enum class Kind
    {
        Polyline, ///< through every point (a region when filled: first and last points equal)
        Segment,  ///< from points[0] to points[1], with an arrow head at the end if asked
        Straight, ///< the line through points[0] and points[1], across the whole axes
    };
    Kind kind = Kind::Polyline;
    QList<QPointF> points;
    SceneStroke stroke;
    std::optional<SceneInk> fill;
    bool arrowHead = false;
    SceneLayer layer = SceneLayer::OverGrid;
};

/// A point's marker: an outline in its ink, filled with it or with the background, over a halo
/// of the background that keeps it apart from the lines it sits on.
struct SceneMarker
{
    QPointF point;
    MarkerShape shape = MarkerShape::Circle;
    SceneInk ink;
    bool filled = false;
    double size = 11;                           ///< pixels across at 96 dpi
    double outline = lineWidth::kMarkerOutline; ///< the outline's width
};

/// One thing drawn, in the order drawn.
using SceneItem = std::variant<ScenePath, SceneMarker>;

/// A text that names something drawn. Written as dense as the figure asks: `text` in full,
/// `name` when compact (`text` then goes under the figure), none at all; placed by the renderer
/// where it covers least, near `anchor` (data coordinates).
struct SceneLabel
{
    QPointF anchor;
    QString name;
    QString text; ///< lines separated by '\n'
    SceneInk ink;
};

/// Something labels keep off: a segment, or a point with the room it needs (pixels).
struct SceneObstacle
{
    QPointF from;
    QPointF to;
    bool point = false;
    double pointRadius = 6;
};

/// A legend entry: the item it shows (its line, fill or marker) and its text.
struct SceneLegendEntry
{
    int item = 0; ///< index into FigureScene::items
    QString text;
};

/// An axis: its label and the range shown.
struct SceneAxis
{
    QString label;
    double lower = 0;
    double upper = 1;
};

struct FigureScene
{
    QString title;
    SceneAxis x;
    SceneAxis y;
    QList<SceneItem> items;
    QList<SceneLegendEntry> legend; ///< in the order listed
    QList<SceneLabel> labels;       ///< in order of importance: the first chooses its place first
    QList<SceneObstacle> obstacles;
    QString message; ///< non-empty: the figure has nothing to draw and says why, in the middle

    /// Adds `item`; returns its index (for a legend entry).
    int add(SceneItem item)
    {
        items.append(std::move(item));
        return int(items.size()) - 1;
    }
    void addLegend(int item, const QString &text) { legend.append({item, text}); }
    void addLabel(QPointF anchor, const QString &name, const QString &text, const SceneInk &ink)
    {
        labels.append({anchor, name, text, ink});
    }
    void avoidSegment(QPointF from, QPointF to) { obstacles.append({from, to, false, 0}); }
    void avoidPoint(QPointF point, double radius)
    {
        obstacles.append({point, point, true, radius});
    }
};

/// A policy's colour (policyColor()), named "policyDRF", "policyMaxMin"...
SceneInk policyInk(PolicyId policy);
/// The line that stands for a policy (the task space's guides): the policy's ink with a dash
/// pattern of its own, `width` points wide.
SceneStroke policyStroke(PolicyId policy, double width);

/// The warning colour (warningColor()): what is over capacity.
SceneInk warningInk();
/// A policy's marker at `point`, `size` pixels across, in policyMarkShape(): an outline in the
/// policy's ink filled with the background, filled with the ink for the selected policy (a star,
/// which has no inside, is drawn larger and bolder instead); in the warning colour when the
/// allocation is infeasible.
SceneMarker policyMarker(PolicyId policy, bool selected, bool feasible, QPointF point, double size);

/// The range of an axis that shows `low` to `high` with `margin` of the span above and half of
/// it below (the low end is usually the origin, with nothing beyond it).
std::pair<double, double> rangeWithMargin(double low, double high, double margin);
/// The axes' ranges that show `low` to `high` (the extent of what is drawn) with `margin` of its
/// size above and right and half that below and left (the low end is usually the origin, with
/// nothing beyond it). An empty extent (low > high) shows 0 to 1.
void fitAxes(FigureScene &scene, QPointF low, QPointF high, double margin = 0.1);

} // namespace drf
