// The baseline of bench_startup: the smallest Qt Widgets window (a main window with a label), which
// ends its process when it first paints, as drfviz does under DRFVIZ_EXIT_AT_FIRST_PAINT.
#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QTimer>

#include <cstdlib>

namespace {

class ExitAtFirstPaint : public QObject
{
protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && qobject_cast<QLabel *>(watched))
            QTimer::singleShot(0, [] { std::_Exit(0); });
        return false;
    }
};

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    ExitAtFirstPaint exitAtFirstPaint;
    app.installEventFilter(&exitAtFirstPaint);
    QMainWindow window;
    window.setCentralWidget(new QLabel(QStringLiteral("A minimal window"), &window));
    window.resize(1440, 900);
    window.show();
    return app.exec();
}
