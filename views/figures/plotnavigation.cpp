#include "plotnavigation.h"

#include <QMouseEvent>
#include <QWheelEvent>

#include <qcustomplot.h>

#include <cmath>

namespace drf {

namespace {

/// How far the wheel may zoom, in either direction, from the automatic ranges: beyond, the
/// ticks say little and the way back is long.
constexpr double kMaxZoom = 1000.0;

} // namespace

PlotNavigation::PlotNavigation(QCustomPlot *plot) : QObject(plot), m_plot(plot) {}

bool PlotNavigation::handle(QEvent *event)
{
    switch (event->type()) {
    case QEvent::Wheel: {
        const auto *wheel = static_cast<QWheelEvent *>(event);
        const int delta = wheel->angleDelta().y();
        if (delta == 0 || !m_plot->axisRect()->rect().contains(wheel->position().toPoint()))
            return false;
        zoom(wheel->position(), delta / 120.0);
        return true;
    }
    case QEvent::MouseButtonPress: {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() != Qt::MiddleButton ||
            !m_plot->axisRect()->rect().contains(mouse->position().toPoint()))
            return false;
        m_panFrom = mouse->position().toPoint();
        m_panStart = shown();
        m_plot->setCursor(Qt::SizeAllCursor);
        return true;
    }
    case QEvent::MouseMove:
        if (!m_panFrom)
            return false;
        pan(static_cast<QMouseEvent *>(event)->position().toPoint());
        return true;
    case QEvent::MouseButtonRelease:
        if (!m_panFrom || static_cast<QMouseEvent *>(event)->button() != Qt::MiddleButton)
            return false;
        m_panFrom.reset();
        m_plot->unsetCursor();
        return true;
    case QEvent::MouseButtonDblClick:
        if (static_cast<QMouseEvent *>(event)->button() != Qt::LeftButton || !m_zoomed)
            return false;
        reset();
        emit rangesChanged();
        return true;
    default:
        return false;
    }
}

void PlotNavigation::apply()
{
    m_automatic = shown();
    if (m_ranges)
        show(*m_ranges);
}

void PlotNavigation::reset()
{
    m_zoomed = false;
    if (!m_held)
        m_ranges.reset();
}

void PlotNavigation::hold()
{
    m_held = true;
    if (!m_ranges)
        m_ranges = shown();
}

void PlotNavigation::release()
{
    m_held = false;
    if (m_zoomed)
        return;
    m_ranges.reset();
    emit rangesChanged();
}

PlotNavigation::Ranges PlotNavigation::shown() const
{
    return {m_plot->xAxis->range(), m_plot->yAxis->range()};
}

void PlotNavigation::show(const Ranges &ranges)
{
    m_plot->xAxis->setRange(ranges.x);
    m_plot->yAxis->setRange(ranges.y);
}

void PlotNavigation::zoom(QPointF pixel, double notches)
{
    // The point under the mouse stays where it is.
    const double factor = std::pow(kZoomPerNotch, notches);
    const Ranges before = shown();
    const double scale = before.x.size() * factor / m_automatic.x.size();
    if (!(scale <= kMaxZoom && scale >= 1.0 / kMaxZoom))
        return;
    m_plot->xAxis->scaleRange(factor, m_plot->xAxis->pixelToCoord(pixel.x()));
    m_plot->yAxis->scaleRange(factor, m_plot->yAxis->pixelToCoord(pixel.y()));
    m_ranges = shown();
    m_zoomed = true;
    emit rangesChanged();
}

void PlotNavigation::pan(QPoint to)
{
    // The point under the mouse when the button went down follows it.
    show(m_panStart);
    QCPAxis *x = m_plot->xAxis;
    QCPAxis *y = m_plot->yAxis;
    x->moveRange(x->pixelToCoord(m_panFrom->x()) - x->pixelToCoord(to.x()));
    y->moveRange(y->pixelToCoord(m_panFrom->y()) - y->pixelToCoord(to.y()));
    m_ranges = shown();
    m_zoomed = true;
    emit rangesChanged();
}

} // namespace drf
