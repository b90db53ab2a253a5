#pragma once

#include <QList>
#include <QMap>
#include <QObject>
#include <QPointF>
#include <QString>

#include <optional>

class QCustomPlot;
class QEvent;
class QMouseEvent;

namespace drf {

class ScenarioModel;

/// Dragging a user's per-task demand in the resource plane by the tip of what shows it: its
/// demand ray or its allocation vector, both a multiple of the demand. The mouse carries the tip
/// and the demand follows as (tip - tail) / multiple, the multiple held from the press (the
/// vector's tasks, the ray's reach), so the ray or the vector points at the mouse while the
/// policy moves the rest. The values snap to the grid of tenths (Shift: free), never below 0
/// nor both 0; the tooltip tells them, every edit goes through the model and one drag is one
/// undo step. Over a tip the cursor is an open hand, a closed one while dragging.
class DemandDrag : public QObject
{
    Q_OBJECT

public:
    /// The grid of per-task demands (and of the arrow keys' steps): tenths.
    static constexpr double kStepsPerUnit = 10.0;
    /// How near a tip the mouse takes it, in logical pixels at line scale 1 (the arrow heads
    /// are about this long).
    static constexpr double kReach = 9.0;

    /// A tip the mouse can take: `multiple` times user `user`'s per-task demand (projected on
    /// the axes), drawn from `tail` to `head`.
    struct Tip
    {
        int user = 0;
        QPointF tail;
        QPointF head;
        double multiple = 1.0;
    };

    /// Edits through `model` what `plot` shows; the plot's events come through handle().
    DemandDrag(QCustomPlot *plot, ScenarioModel *model);

    /// The tips of the drawing just made, with resource `x` across and `y` up (the same
    /// twice: one resource), taken within `reach` logical pixels.
    void setTips(QList<Tip> tips, int x, int y, double reach);
    /// The nearest tip within reach of `pixel` (vectors before rays when equally near), if any.
    std::optional<Tip> tipAt(QPointF pixel) const;
    /// Whether a drag is under way.
    bool dragging() const { return m_active.has_value(); }
    /// Ends the drag with the demands it began with: no undo step is left (Esc).
    void cancel();

    /// Handles the plot's left-button presses, moves and releases on a tip (and the hover over
    /// one); returns whether it used `event`.
    bool handle(QEvent *event);

signals:
    /// A drag took user `user`'s tip.
    void dragStarted(int user);
    /// The drag ended (the button went up).
    void dragFinished();

private:
    QPointF coordinates(QPointF pixel) const;
    /// The edit of a drag: `x` for the horizontal axis's resource, `y` for the vertical one's
    /// (ignored when one resource is on both axes).
    QMap<int, double> onAxes(double x, double y) const;
    void finish(QPointF pixel);
    void moveTo(const QMouseEvent &event);
    /// The tooltip and cursor of the plot for the mouse at `pixel`, not dragging.
    void hover(QPointF pixel);
    /// "A: 2.1 CPU, 1.0 GPU per task".
    QString demandText(int user, const QList<double> &demand, bool snapped) const;

    QCustomPlot *m_plot;
    ScenarioModel *m_model;
    QList<Tip> m_tips;
    int m_x = 0;
    int m_y = 1;
    double m_reach = kReach;
    std::optional<Tip> m_active; ///< the tip being dragged, as it was at the press
    QList<double> m_before;      ///< the dragged user's demands at the press
    QPointF m_grab;              ///< where the mouse took it, from its head
    std::optional<int> m_hovered;
};

} // namespace drf
