#include "fillingplayer.h"

#include <QTimer>

#include <algorithm>
#include <cmath>

namespace drf {

FillingPlayer::FillingPlayer(QObject *parent) : QObject(parent), m_timer(new QTimer(this))
{
    m_timer->setInterval(kFrameMs);
    connect(m_timer, &QTimer::timeout, this, &FillingPlayer::advanceFrame);
}

void FillingPlayer::setTimeline(const Timeline &timeline)
{
    pause();
    m_timeline = timeline;
    m_timeline.end = std::max(0.0, timeline.end);
    m_position = m_timeline.end;
    emit positionChanged(m_position);
}

bool FillingPlayer::isPlaying() const
{
    return m_timer->isActive();
}

void FillingPlayer::play()
{
    if (atEnd())
        scrub(0.0);
    if (isPlaying())
        return;
    m_timer->start();
    emit playingChanged(true);
}

void FillingPlayer::pause()
{
    if (!isPlaying())
        return;
    m_timer->stop();
    emit playingChanged(false);
}

void FillingPlayer::togglePlay()
{
    if (isPlaying())
        pause();
    else
        play();
}

void FillingPlayer::stepForward()
{
    if (m_timeline.stepwise) {
        scrub(m_position + 1);
        return;
    }
    const double epsilon = 1e-12 * std::max(1.0, m_timeline.end);
    double next = m_position + m_timeline.end * kStepFraction;
    for (double stop : m_timeline.stops) {
        if (stop > m_position + epsilon)
            next = std::min(next, stop);
    }
    scrub(next);
}

void FillingPlayer::stepBackward()
{
    if (m_timeline.stepwise) {
        scrub(m_position - 1);
        return;
    }
    const double epsilon = 1e-12 * std::max(1.0, m_timeline.end);
    double previous = m_position - m_timeline.end * kStepFraction;
    for (double stop : m_timeline.stops) {
        if (stop < m_position - epsilon)
            previous = std::max(previous, stop);
    }
    scrub(previous);
}

void FillingPlayer::scrub(double position)
{
    double clamped = std::clamp(position, 0.0, m_timeline.end);
    if (m_timeline.stepwise)
        clamped = std::round(clamped);
    if (clamped == m_position)
        return;
    m_position = clamped;
    emit positionChanged(m_position);
}

void FillingPlayer::advanceFrame()
{
    const double fraction = double(kFrameMs) / kPlayMs;
    if (m_timeline.stepwise)
        scrub(m_position + std::max(1.0, std::ceil(m_timeline.end * fraction)));
    else
        scrub(m_position + m_timeline.end * fraction);
    if (atEnd())
        pause();
}

} // namespace drf
