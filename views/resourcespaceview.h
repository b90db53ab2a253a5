#pragma once

#include "plotview.h"
#include "policy.h"

#include <QLineF>
#include <QList>
#include <QMap>
#include <QPointF>

#include <optional>

class QCPGraph;
class QPen;

namespace drf {

class DemandDrag;
class OnlineSet;
class PlotNavigation;

/// The seed's figure: the resource plane (one resource per axis), the capacity rectangle, each
/// user's allocation vector x_i d_i under the selected policy (a parallelogram for two users, a
/// chain for more) with its sum, the demand rays, the saturated edges, the idle capacity and the
/// overload, and the sums of max-min and fixed price for comparison (compare mode: every policy).
/// Beyond UserAggregate::kAllDrawn users the largest users' vectors are drawn, and the others'
/// sum as one grey band, as the title, the band's label and the legend say.
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
    bool showsInstant() const { return m_showsInstant; }

    /// The resources on the axes as drawn (after falling back).
    int xResource() const { return m_shownX; }
    int yResource() const { return m_shownY; }

    /// The plotted sum of `policy`'s allocation on the current axes; NaN when it is not drawn
    /// (outside compare mode only the selected policy, max-min and fixed price are).
    QPointF sumPoint(PolicyId policy) const;
    /// The plotted heads of the selected policy's vectors, in chain order: for two users the
    /// individual vectors x_i d_i, for more the running sums (the last is the sum). Beyond
    /// UserAggregate::kAllDrawn users: the largest users', then the aggregate's.
    QList<QPointF> vectorHeads() const;
    /// The users drawn one by one, in chain order (UserAggregate::drawn()).
    const QList<int> &drawnUsers() const { return m_drawnUsers; }
    /// The plotted vector of the users folded together, from its tail to its head; nothing when
    /// every user is drawn.
    std::optional<QLineF> othersVector() const { return m_others; }
    /// The user the arrow keys move (and the last one dragged).
    int keyboardUser() const { return m_keyboardUser; }
    /// The drag of the users' tips (mouse events on plot()).
    const DemandDrag &demandDrag() const { return *m_drag; }
    /// Whether the user's zoom or pan replaces the automatic ranges.
    bool zoomed() const;

protected:
    void draw() override;
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    std::unique_ptr<PlotView> createCopy() const override;

private:
    struct Frame;
    /// The capacity rectangle and the selected policy's saturated edges.
    void drawCapacity(Frame &frame);
    void drawVectors(Frame &frame);
    void drawSums(Frame &frame);
    void drawIdleAndOverload(Frame &frame);
    /// One resource: the users' bundles chained along it, one lane per user.
    void drawSingleResource(Frame &frame);
    /// Lets the mouse take user `user`'s vector by its head.
    void addVectorTip(Frame &frame, int user, QPointF tail, QPointF head);
    /// The aggregate of the users not drawn one by one, chained from `tail`; returns its head.
    QPointF drawOthers(Frame &frame, QPointF tail);

    int m_requestedX = 0;
    int m_requestedY = 1;
    int m_keyboardUser = 0;
    int m_shownX = 0;
    int m_shownY = 1;
    QMap<PolicyId, QCPGraph *> m_sumMarkers; ///< the plotted sums, read by sumPoint()
    QList<QPointF> m_vectorHeads;            ///< read by vectorHeads()
    QList<int> m_drawnUsers;
    std::optional<QLineF> m_others;
    OnlineSet *m_online = nullptr;
    bool m_showsInstant = false;
    DemandDrag *m_drag = nullptr;
    PlotNavigation *m_navigation = nullptr;
};

} // namespace drf
