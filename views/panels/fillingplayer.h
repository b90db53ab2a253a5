#pragma once

#include <QList>
#include <QObject>

class QTimer;

namespace drf {

/// Plays a progressive filling: a position that runs from 0 to the end of a timeline, played
/// by a timer, paused, stepped and scrubbed. It draws nothing: whoever shows the filling follows
/// positionChanged().
class FillingPlayer : public QObject
{
    Q_OBJECT

public:
    /// What is played.
    struct Timeline
    {
        /// Whole positions only (steps of a log), stepped one at a time; otherwise any position
        /// (a level), stepped by a twentieth of the way, stopping at every stop.
        bool stepwise = false;
        double end = 0.0;    ///< the last position; the first is 0
        QList<double> stops; ///< continuous: positions the step buttons stop at
    };

    /// The whole filling plays in about this long.
    static constexpr int kPlayMs = 4000;
    /// One frame of playing.
    static constexpr int kFrameMs = 30;
    /// Continuous: the step buttons move by this fraction of the way at most.
    static constexpr double kStepFraction = 1.0 / 20.0;

    explicit FillingPlayer(QObject *parent = nullptr);

    /// Plays `timeline` from now on: pauses and shows its end (the result; play runs it from
    /// the start). Emits positionChanged() even when the position is the same number.
    void setTimeline(const Timeline &timeline);
    const Timeline &timeline() const { return m_timeline; }
    /// The position shown, in [0, timeline().end]; whole in a stepwise timeline.
    double position() const { return m_position; }
    bool atEnd() const { return m_position >= m_timeline.end; }
    bool isPlaying() const;

    /// Plays from the position, or from the start when at the end.
    void play();
    void pause();
    /// Play when paused, pause when playing.
    void togglePlay();
    /// To the next stop or step (continuous: at most a twentieth of the way).
    void stepForward();
    /// To the previous stop or step (continuous: at most a twentieth of the way).
    void stepBackward();
    /// Shows `position`, clamped to the timeline (rounded in a stepwise one); keeps playing.
    void scrub(double position);
    /// One frame of playing, what the timer does every kFrameMs: a stepwise timeline moves by
    /// whole steps (at least one), a continuous one by end * kFrameMs / kPlayMs; pauses at the
    /// end.
    void advanceFrame();

signals:
    /// The position shown changed (emitted once per change).
    void positionChanged(double position);
    /// Playing started or stopped.
    void playingChanged(bool playing);

private:
    QTimer *m_timer;
    Timeline m_timeline;
    double m_position = 0.0;
};

} // namespace drf
