#pragma once

#include "figurescene.h"
#include "figurestyle.h"
#include "palette.h"

#include <QStringList>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QCustomPlot;
class QCPAxisRect;
class QCPLayoutElement;

namespace drf {

class AllocationSet;
class DeferredRefresh;
class LabelPlacer;
class PanelStack;
class WrappedTitle;

/// Base of the plots: owns the QCustomPlot (a title row, the axis rect and the legend in rows
/// under it, wrapped to the plot's width) and redraws it whenever the results or the selection
/// change, at once while it is seen, else when it comes into view (DeferredRefresh), and when the
/// plot is resized (labels are placed in pixels), once before its next paint. Subclasses draw in
/// draw(), the one drawing path shared by the screen and every export.
class PlotView : public QWidget
{
    Q_OBJECT

public:
    ~PlotView() override;

    /// The plot itself.
    QCustomPlot *plot() const { return m_plot; }
    /// A new view of the same results showing the same thing (the same axes, users or bar
    /// mode), with no parent and never shown on screen: the exporter lays it out and draws it at
    /// another size and style without touching the view on screen.
    std::unique_ptr<PlotView> clone() const;
    /// The results this view draws.
    AllocationSet *allocationSet() const { return m_results; }

    /// Fonts, line widths, title, legend and background of the figure; redraws. A view on
    /// screen starts with screen colours: it follows its palette, and redraws when that changes.
    void setFigureStyle(const FigureStyle &style);
    const FigureStyle &figureStyle() const { return m_style; }
    /// The colours the figure is drawn in: its palette's with screen colours, else white paper.
    const FigurePalette &figurePalette() const { return m_colours; }
    /// Lays the figure out and draws it for `size` (pixels at 96 dpi) now, as for the screen:
    /// for an offscreen copy that is exported (the on-screen view follows its widget instead).
    void setFigureSize(QSize size);
    /// The density the labels were last drawn at: the style's, or for Auto the one chosen.
    LabelDensity labelDensity() const { return m_density; }
    /// What the last drawing had to leave out because the figure is too small for it (the
    /// legend, the caption), one sentence each; empty when everything asked for is drawn.
    const QStringList &figureNotes() const { return m_notes; }
    /// What the figure shows, as data, for a renderer other than this view (pgfplotsScene()),
    /// built for the figure's current choices; none for a figure not yet described as a scene
    /// (it draws itself in draw()).
    virtual std::optional<FigureScene> scene() const { return std::nullopt; }
    /// The stacked panels of a figure drawn as a scene of panels (drawScene()), or null.
    const PanelStack *panels() const { return m_panels.get(); }

protected:
    PlotView(AllocationSet *results, QWidget *parent);

    AllocationSet *results() const { return m_results; }
    /// Sets the title shown above the axes.
    void setTitle(const QString &title);
    /// Where draw() adds its labels: it writes them as dense as the figure asks, places them
    /// and collects the caption (a new placer for every drawing).
    LabelPlacer &labels() { return *m_labels; }
    /// Clears the plot, calls draw() and queues a replot (many edits coalesce into one).
    void rebuild();
    /// rebuild() now if the view is seen, else when it comes into view.
    void refreshWhenSeen();
    /// Whether a change of the results or the selection redraws the view (the default), or
    /// only the subclass's own calls do (a view of something computed from the results).
    void setFollowsResults(bool follows) { m_followsResults = follows; }
    /// Draws everything from the results into the cleared plot: items, plottables, ranges.
    virtual void draw() = 0;
    /// What draw() does for a figure described as a scene: draws `scene`'s title, axes, items,
    /// texts, legend and labels (drawSceneOnPlot()), lays the plot out, fits to the layout what
    /// waits for it (fitSceneToLayout()) and places the labels. A scene of panels is drawn
    /// stacked in the axes' row (panels()), its optional panels noted in figureNotes() when left
    /// out; a scene with a colour scale gets one beside the axes (kept from then on).
    /// `rangesSet`, if given, is called once the axes have the scene's ranges, before the layout
    /// (the user's zoom replaces them).
    void drawScene(const FigureScene &scene, const std::function<void()> &rangesSet = {});
    /// A new view of the same results with this view's choices (axes, users...); clone() hides it.
    virtual std::unique_ptr<PlotView> createCopy() const = 0;
    /// Puts `row`, a layout that holds the axis rect (beside a colour scale, say), where the
    /// axis rect alone was: between the title and the caption.
    void setAxesRow(QCPLayoutElement *row);
    /// Adds to figureNotes() what this drawing left out (draw() calls it; each drawing starts
    /// with none).
    void addFigureNote(const QString &note) { m_drawNotes.append(note); }
    /// Lays the plot out now (legend, axis margins, rects), so coordToPixel() is right before
    /// the next replot: LabelPlacer needs it. Call once the plottables and ranges are final.
    void layOut();

    /// Fonts and pens of the style for the axes of `rect` (the plot's own axis rect has them;
    /// a view with more axis rects styles those with it).
    void styleAxes(QCPAxisRect *rect) const;
    /// The view takes the keyboard focus (Tab, a click) for its keys, and frames itself while
    /// it has it.
    void takeKeyboardFocus();
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// rebuild() without the replot: the drawing at the plot's size, its labels placed.
    void drawFigure();
    /// Clears the plot and draws it with labels at `density`.
    void drawWith(LabelDensity density);
    /// The density Auto stands for at the figure's size and text size.
    LabelDensity autoDensity() const;
    /// Gives the legend entries that measure their text once, at their natural height, sets the
    /// caption, and keeps each of them only where it leaves the axes room (else says so in
    /// figureNotes()).
    void fitLegend();
    /// The rows of the figure, top to bottom: the title, the axes, the caption, the legend,
    /// each only when shown.
    void arrangeRows(bool title, bool caption, bool legend);
    /// The layout pass QCustomPlot::replot() begins with.
    void updateLayout();
    /// Fonts and axis pens from m_style.
    void applyStyle();
    /// Multiplies by the style's line scale the widths of the lines, arrow heads and markers
    /// drawn since the last call (layOut() calls it, so labels avoid the markers as drawn).
    void scaleNewLines();

    AllocationSet *m_results;
    QCustomPlot *m_plot;
    WrappedTitle *m_title;
    WrappedTitle *m_caption;
    QCPLayoutElement *m_axesRow; ///< the axis rect, or a layout holding it
    std::unique_ptr<LabelPlacer> m_labels;
    std::unique_ptr<PanelStack> m_panels; ///< made by the first scene of panels drawn
    LabelDensity m_density = LabelDensity::Full;
    QStringList m_notes;
    QStringList m_drawNotes; ///< the subclass's notes of the drawing (addFigureNote())
    FigureStyle m_style;
    FigurePalette m_colours = FigurePalette::white(); ///< from m_style and the palette
    double m_basePointSize;                           ///< the widget font's size: font scale 1
    DeferredRefresh *m_refresh;
    bool m_laidOutForExport = false; ///< setFigureSize() was called: draw even though hidden
    bool m_resized = false; ///< the plot has a new size on screen: draw again before painting
    bool m_followsResults = true;
    bool m_hasColorScale = false; ///< beside the axis rect, once a scene asked for it
    int m_scaledItems = 0;        ///< this drawing's items whose lines scaleNewLines() scaled
    int m_scaledPlottables = 0;   ///< the same for its plottables
};

} // namespace drf
