#include "valuesweep.h"

#include <QString>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace drf {

ValueSweep::ValueSweep(QObject *parent) : QObject(parent), m_clock(new QTimer(this))
{
    m_clock->setInterval(kFrameMs);
    // The time that really passed, so that a busy window (many users to recompute) keeps the
    // speed it was given; a long stall moves the value by a few frames at most.
    connect(m_clock, &QTimer::timeout, this, [this] {
        advance(double(std::min<qint64>(m_sinceFrame.restart(), kMaxFrameMs)) / 1000.0);
    });
}

void ValueSweep::start(double from, const Range &range)
{
    m_range = range;
    m_position = from;
    m_value = from;
    m_rising = from < range.upper;
    m_clock->start();
    m_sinceFrame.start();
    if (!std::exchange(m_running, true))
        emit runningChanged(true);
}

void ValueSweep::stop()
{
    m_clock->stop();
    if (std::exchange(m_running, false))
        emit runningChanged(false);
}

void ValueSweep::advanceFrame()
{
    advance(kFrameMs / 1000.0);
}

void ValueSweep::advance(double seconds)
{
    if (!m_running)
        return;
    const double width = m_range.upper - m_range.lower;
    const double step = width * seconds / m_range.secondsPerPass;
    // A frame that reaches or would pass a bound (up to the sums' rounding) stops on it: the
    // bound itself is always shown.
    const double slack = 1e-9 * width;
    if (m_position > m_range.upper || m_position < m_range.lower) {
        // Started outside: the first frame goes to the nearest bound.
        m_position = std::clamp(m_position, m_range.lower, m_range.upper);
        m_rising = m_position < m_range.upper;
    } else if (m_rising) {
        m_position += step;
        if (m_position >= m_range.upper - slack) {
            m_position = m_range.upper;
            m_rising = false;
        }
    } else {
        m_position -= step;
        if (m_position <= m_range.lower + slack) {
            m_position = m_range.lower;
            m_rising = true;
        }
    }
    const double value = rounded(m_position);
    if (value == m_value)
        return;
    m_value = value;
    emit valueChanged(value);
}

double ValueSweep::rounded(double position) const
{
    if (position <= m_range.lower)
        return m_range.lower;
    if (position >= m_range.upper)
        return m_range.upper;
    const double grid =
        std::pow(10.0, std::floor(std::log10((m_range.upper - m_range.lower) / 100.0)));
    return QString::number(std::round(position / grid) * grid, 'g', 12).toDouble();
}

} // namespace drf
