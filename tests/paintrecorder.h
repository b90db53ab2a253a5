#pragma once

// Records where a widget is repainted, for tests that check a change repaints only what shows it.

#include <QEvent>
#include <QObject>
#include <QPaintEvent>
#include <QRegion>
#include <QWidget>

namespace drf::test {

/// Collects the region of every paint event `widget` receives while it lives.
class PaintRecorder : public QObject
{
public:
    explicit PaintRecorder(QWidget *widget) : QObject(widget) { widget->installEventFilter(this); }

    const QRegion &painted() const { return m_painted; }

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            m_painted += static_cast<QPaintEvent *>(event)->region();
        return false;
    }

private:
    QRegion m_painted;
};

} // namespace drf::test
