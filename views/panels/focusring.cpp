#include "focusring.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QPainter>

namespace drf {

FocusRing::FocusRing(QWidget *window) : QFocusFrame(window)
{
    setObjectName(QStringLiteral("focus-ring"));
    hide(); // until a widget that needs it has the focus
    connect(qApp, &QApplication::focusChanged, this, [this, window](QWidget *, QWidget *now) {
        setWidget(now && window->isAncestorOf(now) && needsRing(now) ? now : nullptr);
    });
}

bool FocusRing::needsRing(const QWidget *widget)
{
    return qobject_cast<const QAbstractScrollArea *>(widget) != nullptr;
}

void FocusRing::paintEvent(QPaintEvent *)
{
    // QFocusFrame's mask leaves only the margin around the widget: fill it.
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Highlight));
}

} // namespace drf
