#include "retranslate.h"

#include <QCoreApplication>
#include <QEvent>
#include <QPointer>

#include <algorithm>
#include <memory>
#include <vector>

namespace drf {

namespace {

/// The one application event filter behind every onLanguageChange(): an application filter sees
/// every event of the program, so one per owner (a sweep button per slider, a group per user)
/// made each mouse move and paint pay for hundreds of them. Installing or removing each
/// translator sends one LanguageChange, so a switch of language sends several: they are answered
/// once, when the event loop next runs, as Qt posts its own LanguageChange to the windows.
class LanguageWatcher : public QObject
{
public:
    static LanguageWatcher *of(QCoreApplication *app)
    {
        static QPointer<LanguageWatcher> watcher;
        if (!watcher || watcher->parent() != app)
            watcher = new LanguageWatcher(app);
        return watcher;
    }

    void add(QObject *owner, std::function<void()> refresh)
    {
        auto entry = std::make_shared<Entry>(Entry{owner, std::move(refresh)});
        m_entries.push_back(entry);
        connect(owner, &QObject::destroyed, this, [this, raw = entry.get()] {
            raw->owner = nullptr;
            m_entries.erase(std::remove_if(m_entries.begin(), m_entries.end(),
                                           [raw](const auto &e) { return e.get() == raw; }),
                            m_entries.end());
        });
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == parent() && event->type() == QEvent::LanguageChange && !m_pending) {
            m_pending = true;
            QMetaObject::invokeMethod(this, &LanguageWatcher::refreshAll, Qt::QueuedConnection);
        }
        return false;
    }

private:
    struct Entry
    {
        QObject *owner; // null once destroyed
        std::function<void()> refresh;
    };

    explicit LanguageWatcher(QCoreApplication *app) : QObject(app)
    {
        app->installEventFilter(this);
    }

    /// Newest first, the order in which the filters of one watcher per owner were asked. A
    /// refresh may destroy other owners (a panel rebuilding its rows) or add new ones (made with
    /// their texts already set): those are skipped.
    void refreshAll()
    {
        m_pending = false;
        const auto entries = m_entries;
        for (auto it = entries.rbegin(); it != entries.rend(); ++it)
            if ((*it)->owner)
                (*it)->refresh();
    }

    std::vector<std::shared_ptr<Entry>> m_entries;
    bool m_pending = false;
};

} // namespace

void translateTexts(QObject *owner, std::function<void()> setTexts)
{
    setTexts();
    onLanguageChange(owner, std::move(setTexts));
}

void onLanguageChange(QObject *owner, std::function<void()> refresh)
{
    if (auto *app = QCoreApplication::instance())
        LanguageWatcher::of(app)->add(owner, std::move(refresh));
}

} // namespace drf
