// The second baseline of bench_startup: the same minimal main window, 1280 x 800 as drfviz's at its
// default size, whose only content is one QCustomPlot of the size drfviz's resource-space plot
// gets in that window (541 x 426), with one paint buffer as drfviz's, drawing the seed's figure in
// outline (the capacity rectangle, two users' vectors and their sum, axis labels, a legend). It
// ends its process when the plot first paints, as drfviz does under DRFVIZ_EXIT_AT_FIRST_PAINT:
// what any window pays whose first frame is a QCustomPlot, before the editor, the docks and the
// menus.
#include "exitatfirstpaint.h"
#include "startupplot.h"

#include <QApplication>
#include <QMainWindow>

#include <qcustomplot.h>

using drf::bench::addPath;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    drf::ExitAtFirstPaint exitAtFirstPaint("QCustomPlot");
    app.installEventFilter(&exitAtFirstPaint);
    QMainWindow window;
    auto *central = new QWidget(&window);
    auto *plot = new QCustomPlot(central);
    plot->setGeometry(0, 0, 541, 426);
    plot->layer(QStringLiteral("overlay"))->setMode(QCPLayer::lmLogical);
    plot->setAntialiasedElements(QCP::aeAll);
    // The seed: 9 CPUs and 18 GB; A's tasks <1, 4>, B's <3, 1>; DRF gives A 3 tasks, B 2.
    QCPCurve *capacity =
        addPath(plot, QStringLiteral("capacity"), {0, 9, 9, 0, 0}, {0, 0, 18, 18, 0}, Qt::darkGray);
    capacity->setBrush(QColor(128, 128, 128, 30));
    addPath(plot, QStringLiteral("user A"), {0, 3}, {0, 12}, QColor(31, 119, 180));
    addPath(plot, QStringLiteral("user B"), {3, 9}, {12, 14}, QColor(255, 127, 14));
    addPath(plot, QStringLiteral("sum"), {0, 9}, {0, 14}, Qt::black);
    plot->xAxis->setLabel(QStringLiteral("CPU"));
    plot->yAxis->setLabel(QStringLiteral("memory (GB)"));
    plot->xAxis->setRange(0, 10);
    plot->yAxis->setRange(0, 20);
    plot->legend->setVisible(true);
    window.setCentralWidget(central);
    window.resize(1280, 800);
    window.show();
    return app.exec();
}
