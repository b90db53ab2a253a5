// The baseline of bench_startup: the smallest Qt Widgets window (a main window with a label, as
// large as drfviz's window), which ends its process when it first paints, as drfviz does under
// DRFVIZ_EXIT_AT_FIRST_PAINT.
#include "exitatfirstpaint.h"

#include <QApplication>
#include <QLabel>
#include <QMainWindow>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    drf::ExitAtFirstPaint exitAtFirstPaint("QLabel");
    app.installEventFilter(&exitAtFirstPaint);
    QMainWindow window;
    window.setCentralWidget(new QLabel(QStringLiteral("A minimal window"), &window));
    window.resize(1280, 800); // drfviz's window at its default size
    window.show();
    return app.exec();
}
