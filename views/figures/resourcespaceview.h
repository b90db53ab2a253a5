#pragma once

#include "plotview.h"
#include "resourcespacescene.h"

#include <QLineF>
#include <QList>
#include <QPointF>

#include <optional>

namespace drf {

class DemandDrag;
class OnlineSet;
class PlotNavigation;

/// The Resource space figure (resourceSpaceScene()) as a plot, with direct manipulation.
///
/// With the keyboard focus, the arrow keys move one user's per-task demand on the two axes'
/// resources in steps of 0.1 (each press one undo step), Page Up / Page Down pick the user, and
/// that user's vector is highlighted. The mouse drags the tip of a user's demand ray or vector
/// (DemandDrag; the users drawn one by one; Esc cancels), and zooms and pans the axes
/// (PlotNavigation; a copy for an export shows the automatic ranges).
///
/// Given an OnlineSet that follows its time cursor, it shows the allocation of the chosen online
/// mechanism at that instant instead (users not present hold nothing), with its sum alone.
class ResourceSpaceView : public PlotView
{
    Q_OBJECT

public:
    explicit ResourceSpaceView(AllocationSet *results, QWidget *parent = nullptr);

    /// Shows resource `x` on the horizontal axis and `y` on the vertical one. The same resource
    /// twice (or a scenario with one resource) gives the one-dimensional version. Indices out of
    /// range fall back to the first two resources.
    void setAxes(int x, int y);
    /// The scenario over time whose cursor the view follows while the set says so (not owned).
    void setOnline(OnlineSet *online);
    /// Whether the last drawing showed the online mechanism's instant.
    bool showsInstant() const { return m_figure.instant; }

    /// The resources on the axes as drawn (after falling back).
    int xResource() const { return m_figure.x; }
    int yResource() const { return m_figure.y; }

    /// The plotted total of `policy`'s allocation on the current axes; NaN when it is not drawn
    /// (outside compare mode only the selected policy, max-min and fixed price are).
    QPointF sumPoint(PolicyId policy) const;
    /// The plotted heads of the selected policy's vectors, in chain order: for two users the
    /// individual vectors x_i d_i, for more the running sums (the last is the sum). Beyond
    /// UserAggregate::kAllDrawn users: the largest users', then the aggregate's.
    QList<QPointF> vectorHeads() const;
    /// The users drawn one by one, in chain order (UserAggregate::drawn()).
    const QList<int> &drawnUsers() const { return m_figure.drawnUsers; }
    /// The plotted vector of the users folded together, from its tail to its head; nothing when
    /// every user is drawn.
    std::optional<QLineF> othersVector() const { return m_figure.others; }
    /// The user the arrow keys move (and the last one dragged).
    int keyboardUser() const { return m_keyboardUser; }
    /// The drag of the users' tips (mouse events on plot()).
    const DemandDrag &demandDrag() const { return *m_drag; }
    /// Whether the user's zoom or pan replaces the automatic ranges.
    bool zoomed() const;

    std::optional<FigureScene> scene() const override;

protected:
    void draw() override;
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    std::unique_ptr<PlotView> createCopy() const override;

private:
    int m_requestedX = 0;
    int m_requestedY = 1;
    int m_keyboardUser = 0;
    ResourceSpaceFigure m_figure; ///< as last drawn
    OnlineSet *m_online = nullptr;
    DemandDrag *m_drag = nullptr;
    PlotNavigation *m_navigation = nullptr;
};

} // namespace drf
