#pragma once

#include <QObject>
#include <QPoint>

#include <qcustomplot.h>

#include <optional>

class QEvent;

namespace drf {

/// Zoom and pan of a plot's two axes with the mouse, kept over the plot's redrawings: the wheel
/// zooms around the mouse, a middle-button drag pans, a double-click goes back to the ranges the
/// plot chooses itself. The owner forwards the plot's events to handle() and calls apply() after
/// each drawing has set its own ranges; a copy made for an export has none of this.
class PlotNavigation : public QObject
{
    Q_OBJECT

public:
    /// One wheel notch (120 eighths of a degree) forward scales the ranges by this.
    static constexpr double kZoomPerNotch = 0.8;

    explicit PlotNavigation(QCustomPlot *plot);

    /// Handles the plot's wheel, middle-button and double-click events; returns whether it used
    /// `event`.
    bool handle(QEvent *event);
    /// After a drawing has set the automatic ranges: the user's ranges instead, while zoomed or
    /// held.
    void apply();
    /// Whether the user's ranges replace the automatic ones (zoomed or panned).
    bool zoomed() const { return m_zoomed; }
    /// Back to the automatic ranges from the next drawing on (a new scenario, other axes).
    void reset();
    /// Keeps the ranges shown until release(), even when not zoomed: a drag whose edits would
    /// move the automatic ranges under the mouse.
    void hold();
    void release();

signals:
    /// The user zoomed, panned or reset: the owner draws again (labels are placed in pixels).
    void rangesChanged();

private:
    struct Ranges
    {
        QCPRange x;
        QCPRange y;
    };
    Ranges shown() const;
    void show(const Ranges &ranges);
    /// Scales the ranges around `pixel`, up to a factor of 1000 either way from the automatic
    /// ones.
    void zoom(QPointF pixel, double notches);
    void pan(QPoint to);

    QCustomPlot *m_plot;
    std::optional<Ranges> m_ranges; ///< the ranges apply() keeps, while zoomed or held
    Ranges m_automatic;             ///< the last drawing's own ranges
    bool m_zoomed = false;
    bool m_held = false;
    std::optional<QPoint> m_panFrom; ///< where the middle button went down
    Ranges m_panStart;               ///< the ranges then
};

} // namespace drf
