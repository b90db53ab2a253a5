#include "retranslate.h"

#include <QCoreApplication>
#include <QEvent>

namespace drf {

namespace {

/// Watches the application for QEvent::LanguageChange. Installing or removing each translator
/// sends one, so a switch of language sends several: they are answered once, when the event
/// loop next runs, as Qt posts its own LanguageChange to the windows.
class LanguageWatcher : public QObject
{
public:
    LanguageWatcher(QObject *owner, std::function<void()> apply)
        : QObject(owner), m_apply(std::move(apply))
    {
        QCoreApplication::instance()->installEventFilter(this);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange &&
            !m_pending) {
            m_pending = true;
            QMetaObject::invokeMethod(
                this,
                [this] {
                    m_pending = false;
                    m_apply();
                },
                Qt::QueuedConnection);
        }
        return false;
    }

private:
    std::function<void()> m_apply;
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
    if (QCoreApplication::instance())
        new LanguageWatcher(owner, std::move(refresh));
}

} // namespace drf
