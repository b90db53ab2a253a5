#pragma once

#include "figurestyle.h"

#include <QWidget>

#include <memory>

class QCustomPlot;
class QCPTextElement;

namespace drf {

class AllocationSet;
class DeferredRefresh;

/// Base of the plots: owns the QCustomPlot (a title row, the axis rect and the legend in rows
/// under it, wrapped to the plot's width) and redraws it whenever the results or the selection
/// change and when the plot is resized (labels are placed in pixels): at once while it is seen,
/// else when it comes into view (DeferredRefresh). Subclasses draw in draw(), the one drawing
/// path shared by the screen and every export.
class PlotView : public QWidget
{
    Q_OBJECT

public:
    /// The plot itself.
    QCustomPlot *plot() const { return m_plot; }
    /// A new view of the same results showing the same thing (the same axes, users or bar
    /// mode), with no parent and never shown on screen: the exporter lays it out and draws it at
    /// another size and style without touching the view on screen.
    std::unique_ptr<PlotView> clone() const;
    /// The results this view draws.
    AllocationSet *allocationSet() const { return m_results; }

    /// Fonts, line widths, title, legend and background of the figure; redraws.
    void setFigureStyle(const FigureStyle &style);
    const FigureStyle &figureStyle() const { return m_style; }
    /// Lays the figure out and draws it for `size` (pixels at 96 dpi) now, as for the screen:
    /// for an offscreen copy that is exported (the on-screen view follows its widget instead).
    void setFigureSize(QSize size);

protected:
    PlotView(AllocationSet *results, QWidget *parent);

    AllocationSet *results() const { return m_results; }
    /// Sets the title shown above the axes.
    void setTitle(const QString &title);
    /// Clears the plot, calls draw() and queues a replot (many edits coalesce into one).
    void rebuild();
    /// rebuild() now if the view is seen, else when it comes into view.
    void refreshWhenSeen();
    /// Whether a change of the results or the selection redraws the view (the default), or
    /// only the subclass's own calls do (a view of something computed from the results).
    void setFollowsResults(bool follows) { m_followsResults = follows; }
    /// Draws everything from the results into the cleared plot: items, plottables, ranges.
    virtual void draw() = 0;
    /// A new view of the same results with this view's choices (axes, users...); clone() hides it.
    virtual std::unique_ptr<PlotView> createCopy() const = 0;
    /// Lays the plot out now (legend, axis margins, rects), so coordToPixel() is right before
    /// the next replot: LabelPlacer needs it. Call once the plottables and ranges are final.
    void layOut();

    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// Gives the legend entries that measure their text once, at their natural height.
    void fitLegend();
    /// Fonts and axis pens from m_style.
    void applyStyle();
    /// Multiplies the widths of every line, arrow head and marker drawn by draw().
    void scaleLines(double factor);

    AllocationSet *m_results;
    QCustomPlot *m_plot;
    QCPTextElement *m_title;
    FigureStyle m_style;
    double m_basePointSize; ///< the widget font's size: font scale 1
    DeferredRefresh *m_refresh;
    bool m_laidOutForExport = false; ///< setFigureSize() was called: draw even though hidden
    bool m_followsResults = true;
};

} // namespace drf
