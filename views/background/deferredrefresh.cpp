#include "deferredrefresh.h"

#include <QDockWidget>
#include <QEvent>
#include <QWidget>

namespace drf {

DeferredRefresh::DeferredRefresh(QWidget *panel, std::function<void()> refresh, When when)
    : QObject(panel), m_panel(panel), m_refresh(std::move(refresh)), m_when(when)
{
    m_panel->installEventFilter(this);
}

void DeferredRefresh::request()
{
    m_outOfDate = true;
    watchDock();
    if (m_queued || !isSeen())
        return;
    if (m_when == When::Now) {
        refreshNow();
        return;
    }
    m_queued = true;
    QMetaObject::invokeMethod(this, &DeferredRefresh::refreshIfOutOfDate, Qt::QueuedConnection);
}

void DeferredRefresh::refreshNow()
{
    m_outOfDate = false;
    m_refresh();
}

bool DeferredRefresh::isSeen() const
{
    if (!m_panel->isVisible())
        return false;
    // Before the window is first laid out every region is empty: only a dock's hidden tab is
    // told apart this way.
    return !m_dock || !m_panel->visibleRegion().isEmpty();
}

bool DeferredRefresh::eventFilter(QObject *watched, QEvent *event)
{
    // A dock behind another tab is shown too (moved out of the window): it is written when its
    // tab is picked (watchDock()).
    if (watched == m_panel && event->type() == QEvent::Show && m_outOfDate) {
        watchDock();
        if (isSeen())
            refreshNow();
    }
    return QObject::eventFilter(watched, event);
}

void DeferredRefresh::refreshIfOutOfDate()
{
    m_queued = false;
    if (m_outOfDate && isSeen())
        refreshNow();
}

void DeferredRefresh::watchDock()
{
    if (m_dock)
        return;
    for (QWidget *parent = m_panel->parentWidget(); parent; parent = parent->parentWidget()) {
        if (auto *dock = qobject_cast<QDockWidget *>(parent)) {
            m_dock = dock;
            // Emitted when the dock's tab is selected, after the dock is moved into view.
            connect(dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
                if (visible && m_outOfDate && m_panel->isVisible())
                    refreshNow();
            });
            return;
        }
    }
}

} // namespace drf
