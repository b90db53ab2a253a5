#pragma once

// For tests/bench/bench_startup: installed on the application, ends the process once the first
// `Painted` widget has painted, so that the run's time is the time to the first frame. drfviz
// (under DRFVIZ_EXIT_AT_FIRST_PAINT) and the bench's baseline windows use it alike.

#include <QEvent>
#include <QObject>
#include <QTimer>

#include <cstdlib>

namespace drf {

template <typename Painted> class ExitAtFirstPaint : public QObject
{
protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && qobject_cast<Painted *>(watched))
            QTimer::singleShot(0, [] { std::_Exit(0); }); // once this paint is done
        return false;
    }
};

} // namespace drf
