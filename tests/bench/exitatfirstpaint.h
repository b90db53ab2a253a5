#pragma once

// What the baselines of bench_startup share with drfviz under DRFVIZ_EXIT_AT_FIRST_PAINT: the
// process ends once the first `Painted` widget has painted, so that its run time is the time to
// the first frame.

#include <QEvent>
#include <QObject>
#include <QTimer>

#include <cstdlib>

namespace drf::bench {

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

} // namespace drf::bench
