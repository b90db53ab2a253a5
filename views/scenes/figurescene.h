#pragma once

#include "figurestyle.h"
#include "policymarks.h"

#include <QColor>
#include <QList>
#include <QMargins>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>
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
    double dashOffset = 0;              ///< where in `dashes` the line starts (units of the width)
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

/// Bars across a Segment's ends: at its head (a vector that stopped growing) and, if asked, its
/// tail (the idle part of an axis), `size` pixels across at line scale 1.
struct SceneBarEnds
{
    double size = 0;
    bool tail = false;
};

/// A line through points, or a filled region.
struct ScenePath
{
    enum class Kind
    {
        Polyline, ///< through every point (a region when filled: first and last points equal); a
                  ///< point with NaN coordinates leaves a gap (many segments as one line)
        Segment,  ///< from points[0] to points[1], with an arrow head at the end if asked
        Straight, ///< the line through points[0] and points[1], across the whole axes
        Steps,    ///< a step line: each point's value held up to the next point; a NaN breaks it
    };
    Kind kind = Kind::Polyline;
    QList<QPointF> points;
    SceneStroke stroke;
    std::optional<SceneInk> fill;
    bool arrowHead = false;
    SceneLayer layer = SceneLayer::OverGrid;
    /// A Segment's ends as bars across it instead of an arrow head (SceneBarEnds).
    std::optional<SceneBarEnds> bars;
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
    /// A marker that stands inside a bar `width` data units wide, made at `size` pixels: once
    /// laid out, every such marker (halo and all) is scaled by 80 % of that width in pixels, kept
    /// within 4 and `size`, over `size`, and hangs inside below its point (the bar's top) as deep
    /// as the largest of them reaches, but no lower than that above the value 0.
    struct InBar
    {
        double width = 0;
        double size = 0;
    };
    std::optional<InBar> inBar;
    /// A mark on a line's end rather than a point of its own (it has no halo either): a plain
    /// outline (bevelled corners), drawn whole where it stands on the axes' edge.
    bool onLine = false;
    bool halo = true;    ///< false: no halo (a mark drawn over cells, or that lines may cross)
    bool hollow = false; ///< neither filled nor backed: what lies under it shows through
};

/// An axis-aligned box between two opposite corners (data coordinates). An infinite coordinate
/// reaches the axes' edge as finally laid out (SceneAxis::roomForTexts).
struct SceneBox
{
    QPointF corner;
    QPointF opposite;
    SceneStroke stroke;                        ///< Qt::NoPen: no outline
    std::optional<SceneInk> fill;              ///< its colour's alpha is the fill's opacity
    Qt::BrushStyle pattern = Qt::SolidPattern; ///< a hatching instead of a solid fill
    bool crisp = false;                        ///< edges on whole pixels, without antialiasing
    SceneLayer layer = SceneLayer::OverGrid;
};

/// A grid of cells, each coloured by its value through the scene's colour scale
/// (FigureScene::colorScale): a heat map. Cells are centred on evenly spaced points (data
/// coordinates) from the first cell's to the last one's.
struct SceneColorMap
{
    int columns = 0;
    int rows = 0;
    QList<double> values; ///< row-major: values[row * columns + column]; NaN: no value
    QPointF firstCell;    ///< the centre of column 0, row 0
    QPointF lastCell;     ///< the centre of the last column, last row
    SceneLayer layer = SceneLayer::UnderGrid;
};

/// One thing drawn, in the order drawn.
using SceneItem = std::variant<ScenePath, SceneMarker, SceneBox, SceneColorMap>;

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

/// A text that stays where it is put (a bar's total, a note), over a translucent backing of the
/// background: its `align` side at `anchor`, `padding` pixels inside the backing. Written in full
/// or, when the figure's texts are written short, as `compactText`; not at all without labels.
struct SceneText
{
    QPointF anchor;
    bool inAxes = false; ///< anchor in fractions of the axes' box from its top left, not data
    Qt::Alignment align = Qt::AlignCenter;
    double rotation = 0; ///< degrees clockwise (-90: read upwards)
    QMargins padding;    ///< around the text, in its own direction (as if not rotated)
    QString text;
    QString compactText;
    SceneInk ink; ///< made readable on the backing by the renderer
    bool bold = false;
    int backing = 215; ///< the backing's alpha (0..255)
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
    /// Shown instead of an item: a swatch of this box's outline and fill (what many boxes share,
    /// or none of them draws).
    std::optional<SceneBox> swatch;
    /// Shown instead of an item: this sample (a line, a marker) drawn nowhere else, the key to
    /// what many items share (a scene of panels has its legend of samples).
    std::optional<SceneItem> sample;
    /// At least 0: the entry goes with that panel (FigureScene::panels), left out with it.
    int panel = -1;
    /// Set: written instead of `text` when the figure's texts are written short (`text` then
    /// goes under the figure, after the labels'), as the legend of a small figure stays narrow.
    QString name;
};

/// An axis: its label and the range shown.
struct SceneAxis
{
    QString label;
    double lower = 0;
    double upper = 1;
    /// Set: only these ticks, named (categories), instead of numbers.
    QList<std::pair<double, QString>> ticks;
    /// Set: the texts that stand in the data (SceneText) need room beyond `upper`, known only
    /// once laid out: the axis shows up to upper / (1 - room) * this factor, room being the
    /// tallest text's share of the axis' length (at most 0.6): its extent along the axis plus
    /// twice its padding along it. Until then the renderer keeps the range it had.
    std::optional<double> roomForTexts;
    bool logarithmic = false; ///< a logarithmic scale (the range then above 0)
};

/// The colour scale of a scene's colour maps, shown beside the axes: its label, a gradient and
/// the values its ends stand for.
struct SceneColorScale
{
    QString label;
    QList<std::pair<double, QColor>> stops; ///< the gradient: positions 0..1 and their colours
    SceneInk noValue;                       ///< a cell without a value
    double lowest = 0;                      ///< the value at the gradient's start
    double highest = 1;                     ///< the value at its end
};

/// One of a figure's panels stacked in a column over one horizontal axis (a figure over time,
/// a panel per quantity): a vertical axis and items of its own. Each panel needs a few lines of
/// tick labels in height: where the figure has too little for every panel, the optional ones are
/// left out (with the legend entries that go with them), and FigureScene::panelsLeftOut says so.
/// A panel too short for its ticks keeps 0 and a round top (roundTop()), or the top alone.
struct ScenePanel
{
    QString heading;        ///< over the panel, in bold (the name of what it shows); empty: none
    SceneAxis y;            ///< its vertical axis (the horizontal one is the figure's)
    int yTicks = 5;         ///< about how many ticks its vertical axis has
    double stretch = 1;     ///< its share of the height, against the other panels'
    bool optional = false;  ///< left out, with every optional panel, in a figure too short
    bool axes = true;       ///< false: no axes nor grid (a panel that stands for missing data)
    QList<SceneItem> items; ///< in the order drawn, on the figure's x and this panel's y
    QString message;        ///< non-empty: said in the middle of the panel, wrapped
    SceneInk messageInk;
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
    QList<SceneText> texts; ///< in the order drawn, over every item
    QStringList captions;   ///< under the figure when its texts are written short
    QString message; ///< non-empty: the figure has nothing to draw and says why, in the middle
    /// Set: the figure is these panels stacked over the horizontal axis `x` (which only the
    /// last panel shown labels), `y` unused; `items` are then drawn over every panel shown,
    /// after the panels' own (a time cursor across them all). See ScenePanel.
    QList<ScenePanel> panels;
    /// What the figure notes (PlotView::figureNotes()) when its optional panels are left out.
    QString panelsLeftOut;
    std::optional<SceneColorScale> colorScale; ///< set: a colour scale beside the axes

    /// Adds `item`; returns its index (for a legend entry).
    int add(SceneItem item)
    {
        items.append(std::move(item));
        return int(items.size()) - 1;
    }
    void addLegend(int item, const QString &text)
    {
        legend.append({item, text, std::nullopt, std::nullopt, -1, QString()});
    }
    void addLegend(const SceneBox &swatch, const QString &text)
    {
        legend.append({-1, text, swatch, std::nullopt, -1, QString()});
    }
    /// A legend entry showing `sample`, left out with panel `panel` (-1: with none).
    void addLegendSample(const SceneItem &sample, const QString &text, int panel = -1)
    {
        legend.append({-1, text, std::nullopt, sample, panel, QString()});
    }
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

/// The tick a panel too short for several keeps at its top: the largest of 5, 2.5, 2 and 1 times
/// a power of ten not above `upper` (its range's top).
double roundTop(double upper);
/// Marks `points`, listed in the legend in their order, as `groups` puts them together
/// (groupCoincident()): coincident points become concentric rings, the k-th of a group 11 + 7 k
/// pixels across (policyMarker()), drawn outer first so that the inner lie over them; the
/// `selected` policy's filled, one that is not `feasible` in the warning colour. Each legend
/// entry is `legendFormat` with %1 the policy's short name.
void addPolicyRings(FigureScene &scene, const QList<PolicyPoint> &points,
                    const QList<QList<PolicyPoint>> &groups, PolicyId selected,
                    const std::function<bool(PolicyId)> &feasible, const QString &legendFormat);

/// The range of an axis that shows `low` to `high` with `margin` of the span above and half of
/// it below (the low end is usually the origin, with nothing beyond it).
std::pair<double, double> rangeWithMargin(double low, double high, double margin);
/// The region a figure must show: grows with every finite point included.
class PlotExtent
{
public:
    void include(QPointF point);
    void include(const QVector<QPointF> &points);
    /// The ranges of the two axes that show the extent plus `margin` of its size above and
    /// right, half that below and left (rangeWithMargin()); 0 to 1 so for an empty extent.
    std::pair<SceneAxis, SceneAxis> ranges(double margin = 0.1) const;
    /// Sets `scene`'s axes' ranges to ranges().
    void applyTo(FigureScene &scene, double margin = 0.1) const;

private:
    bool m_empty = true;
    QPointF m_min;
    QPointF m_max;
};

} // namespace drf
