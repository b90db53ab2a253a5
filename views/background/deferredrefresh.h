#pragma once

#include <QObject>
#include <QPointer>

#include <functional>

class QDockWidget;
class QWidget;

namespace drf {

/// Refreshes a panel once control returns to the event loop, and only while the user can see
/// it: changes that arrive together (a reset, a slider step and its plots) cost one refresh, and
/// a panel that is hidden, or sits in a dock behind another tab, only notes that it is out of
/// date and catches up when it comes into view.
class DeferredRefresh : public QObject
{
    Q_OBJECT

public:
    enum class When
    {
        NextTurn, ///< changes that arrive together cost one refresh (text panels)
        Now,      ///< at once, for views read right after an edit (the filling animation)
    };

    /// `refresh` rebuilds `panel`'s content; the helper is a child of `panel`.
    DeferredRefresh(QWidget *panel, std::function<void()> refresh, When when = When::NextTurn);

    /// The content is out of date: refresh if seen (now or at the next turn of the event loop),
    /// else when the panel comes into view.
    void request();
    /// Rebuilds now (also when hidden).
    void refreshNow();
    /// Whether the panel is on screen: shown, and not in a dock behind another tab (Qt keeps
    /// such docks "visible" but moves them out of the window, so their visible region is empty).
    bool isSeen() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refreshIfOutOfDate();
    /// Follows the dock the panel is in (found on first use: the panel is put in it later).
    void watchDock();

    QWidget *m_panel;
    std::function<void()> m_refresh;
    When m_when;
    QPointer<QDockWidget> m_dock;
    bool m_outOfDate = true;
    bool m_queued = false;
};

} // namespace drf
