#pragma once

#include <QWidget>

class QCustomPlot;
class QCPTextElement;

namespace drf {

class AllocationSet;

/// Base of the plots: owns the QCustomPlot (a title row, the axis rect and the legend in a
/// column on its right) and redraws it whenever the results or the selection change, or the
/// plot is resized (labels are placed in pixels). Subclasses draw in draw(), the one drawing
/// path shared by the screen and every export.
class PlotView : public QWidget
{
    Q_OBJECT

public:
    /// The plot itself: the exporter (issue 4) renders exactly what is on screen.
    QCustomPlot *plot() const { return m_plot; }

protected:
    PlotView(AllocationSet *results, QWidget *parent);

    AllocationSet *results() const { return m_results; }
    /// Sets the title shown above the axes.
    void setTitle(const QString &title);
    /// Clears the plot, calls draw() and queues a replot (many edits coalesce into one).
    void rebuild();
    /// Draws everything from the results into the cleared plot: items, plottables, ranges.
    virtual void draw() = 0;
    /// Lays the plot out now (legend, axis margins, rects), so coordToPixel() is right before
    /// the next replot: LabelPlacer needs it. Call once the plottables and ranges are final.
    void layOut();

    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    /// Gives the legend entries that measure their text once, at their natural height.
    void fitLegend();

    AllocationSet *m_results;
    QCustomPlot *m_plot;
    QCPTextElement *m_title;
};

} // namespace drf
