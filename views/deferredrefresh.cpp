#include "deferredrefresh.h"

#include <QEvent>
#include <QWidget>

namespace drf {

DeferredRefresh::DeferredRefresh(QWidget *panel, std::function<void()> refresh)
    : QObject(panel), m_panel(panel), m_refresh(std::move(refresh))
{
    m_panel->installEventFilter(this);
}

void DeferredRefresh::request()
{
    m_outOfDate = true;
    if (!m_panel->isVisible() || m_queued)
        return;
    m_queued = true;
    QMetaObject::invokeMethod(this, &DeferredRefresh::refreshIfOutOfDate, Qt::QueuedConnection);
}

void DeferredRefresh::refreshNow()
{
    m_outOfDate = false;
    m_refresh();
}

bool DeferredRefresh::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_panel && event->type() == QEvent::Show)
        refreshIfOutOfDate();
    return QObject::eventFilter(watched, event);
}

void DeferredRefresh::refreshIfOutOfDate()
{
    m_queued = false;
    if (m_outOfDate && m_panel->isVisible())
        refreshNow();
}

} // namespace drf
