#pragma once

#include "figurescene.h"

#include <QList>

#include <functional>
#include <optional>

class QCustomPlot;
class QCPAbstractPlottable;
class QCPAxisRect;
class QCPLayoutGrid;
class QCPMarginGroup;
class QCPTextElement;

namespace drf {

/// The QCustomPlot renderer of a scene of panels (FigureScene::panels; a single scene is
/// drawSceneOnPlot()'s): a column of axis rects in a grid of its own, the plot's own axis rect
/// the first, kept from drawing to drawing; each panel under its heading, their vertical axes
/// in one column, the horizontal axis labelled under the last. PlotView::drawScene() uses it.
class PanelStack
{
public:
    /// Takes `plot`'s axis rect out of its layout into grid(), which the caller puts in its place.
    explicit PanelStack(QCustomPlot *plot);

    /// The column of panels and headings.
    QCPLayoutGrid *grid() const { return m_grid; }
    /// Draws `scene`'s panels, its items over each, and its legend; `dress` styles a panel's
    /// axes as the plot's own. Returns false when the figure is too short for every panel and
    /// the optional ones were left out.
    bool draw(const FigureScene &scene, const std::function<void(QCPAxisRect *)> &dress);
    /// Once laid out: a panel too short for its tick labels keeps 0 and a round top, or the top
    /// alone. Returns whether it changed a panel (the layout is then out of date).
    bool fitTicks();

    /// The axis rect of the last scene's panel `k` (out of the layout when left out), or null.
    QCPAxisRect *panel(int k) const;
    /// Whether the last scene's panel `k` is shown.
    bool shows(int k) const;
    /// The plottable drawn for item `item` of panel `k` (a marker's, not its halo's), or null.
    QCPAbstractPlottable *plottable(int k, int item) const;

private:
    /// Puts the shown panels of `scene` in the grid under their headings, making the rects and
    /// headings they need on first use.
    void arrange(const FigureScene &scene);
    /// Draws panel `k` (its axes, message and items); the last shown gets the horizontal axis'
    /// tick labels and `xLabel`.
    void drawPanel(const ScenePanel &panel, int k, const std::optional<QString> &xLabel);

    QCustomPlot *m_plot;
    QCPLayoutGrid *m_grid;
    QCPMarginGroup *m_margins = nullptr;
    QList<QCPAxisRect *> m_panels;                ///< per panel, of every scene drawn so far
    QList<QCPTextElement *> m_headings;           ///< per panel, made for the first heading it had
    QList<bool> m_shown;                          ///< per panel of the last scene
    QList<QList<QCPAbstractPlottable *>> m_drawn; ///< per panel of the last scene, per item
};

} // namespace drf
