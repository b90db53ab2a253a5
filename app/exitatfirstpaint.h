#pragma once

// For tests/bench/bench_startup: installed on the application, ends the process once the first
// widget of the class named (by its meta-object, so that the caller needs no header of it) has
// painted, so that the run's time is the time to the first frame. drfviz (under
// DRFVIZ_EXIT_AT_FIRST_PAINT) and the bench's baseline windows use it alike.

#include <QEvent>
#include <QObject>
#include <QTimer>

#include <cstdlib>

namespace drf {

class ExitAtFirstPaint : public QObject
{
public:
    /// `paintedClass`: "QCustomPlot", "QLabel" (a class with Q_OBJECT, or one of its bases).
    explicit ExitAtFirstPaint(const char *paintedClass) : m_paintedClass(paintedClass) {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && watched->inherits(m_paintedClass))
            QTimer::singleShot(0, [] { std::_Exit(0); }); // once this paint is done
        return false;
    }

private:
    const char *m_paintedClass;
};

} // namespace drf
