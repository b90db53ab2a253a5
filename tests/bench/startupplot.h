#pragma once

// The paths the startup baselines (startup_one_plot_window, startup_static_window) draw in their
// plot, as drfviz draws the resource space: a named polyline in a user's colour.

#include <qcustomplot.h>

namespace drf::bench {

inline QCPCurve *addPath(QCustomPlot *plot, const QString &name, const QVector<double> &x,
                         const QVector<double> &y, const QColor &colour)
{
    auto *curve = new QCPCurve(plot->xAxis, plot->yAxis);
    curve->setName(name);
    curve->setData(x, y);
    curve->setPen(QPen(colour, 2.0));
    return curve;
}

} // namespace drf::bench
