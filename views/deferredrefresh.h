#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace drf {

/// Refreshes a panel once control returns to the event loop, and only while it is visible:
/// changes that arrive together (a reset, a slider step and its plots) cost one refresh, and a
/// hidden panel only notes that it is out of date and catches up when it is shown.
class DeferredRefresh : public QObject
{
    Q_OBJECT

public:
    /// `refresh` rebuilds `panel`'s content; the helper is a child of `panel`.
    DeferredRefresh(QWidget *panel, std::function<void()> refresh);

    /// The content is out of date: refresh at the next turn of the event loop if visible.
    void request();
    /// Rebuilds now (also when hidden).
    void refreshNow();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refreshIfOutOfDate();

    QWidget *m_panel;
    std::function<void()> m_refresh;
    bool m_outOfDate = true;
    bool m_queued = false;
};

} // namespace drf
