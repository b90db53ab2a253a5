#pragma once

#include <QElapsedTimer>
#include <QObject>

class QTimer;

namespace drf {

/// A value swept back and forth between two bounds, as a slider animated in Desmos. Each frame
/// (every kFrameMs while running) moves it by the time since the last frame over secondsPerPass
/// of the way from one bound to the other; it stops exactly on a bound for one frame and turns.
/// It edits nothing: whoever owns it follows valueChanged().
class ValueSweep : public QObject
{
    Q_OBJECT

public:
    /// One frame of sweeping.
    static constexpr int kFrameMs = 40;
    /// The most time one frame moves the value by, after a stall.
    static constexpr int kMaxFrameMs = 4 * kFrameMs;

    /// Where and how fast the value goes.
    struct Range
    {
        double lower = 0.0;
        double upper = 1.0;
        double secondsPerPass = 4.0; ///< from one bound to the other
    };

    explicit ValueSweep(QObject *parent = nullptr);

    /// Sweeps from `from`, upwards first (downwards from the upper bound; from outside the
    /// range, the first frame goes to the nearest bound); emits valueChanged() only when a
    /// frame moves the value. `range` must have
    /// lower < upper and secondsPerPass > 0.
    void start(double from, const Range &range);
    void stop();
    bool isRunning() const { return m_running; }
    const Range &range() const { return m_range; }
    /// The value of the last frame (the start value before the first one).
    double value() const { return m_value; }
    /// True while the value goes up.
    bool isRising() const { return m_rising; }

    /// One frame of kFrameMs, as the clock plays them when nothing else keeps the window busy.
    void advanceFrame();
    /// The timer that plays the frames (a test stops it and calls advanceFrame()).
    QTimer *clock() const { return m_clock; }

signals:
    /// A frame moved the value to `value`, a short number to read: on a grid of the power of ten
    /// at or below a hundredth of the range (0.01 for 1 .. 4), or a bound.
    void valueChanged(double value);
    /// The sweep started or stopped.
    void runningChanged(bool running);

private:
    /// `position` on that grid, without binary noise.
    double rounded(double position) const;

    /// Moves the value by `seconds` of sweeping.
    void advance(double seconds);

    QTimer *m_clock;
    QElapsedTimer m_sinceFrame;
    Range m_range;
    double m_position = 0.0; ///< exact, unrounded
    double m_value = 0.0;
    bool m_rising = true;
    bool m_running = false;
};

} // namespace drf
