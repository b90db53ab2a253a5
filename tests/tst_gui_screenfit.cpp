// The window on a lecture hall's screen: a real X server (Xvfb) of 1280 x 800 pixels with the
// desktop scaled by 1.5 (853 x 533 logical pixels), as a projector is often set up. The window
// must fit: nothing off screen, no dock squeezed below its minimum, a layout saved on a larger
// screen corrected. Runs its own Xvfb and the xcb platform: the offscreen platform has no screen
// size to fit.
#include "appsettings.h"
#include "guitest.h"
#include "mainwindow.h"
#include "testmain.h"

#include <QDockWidget>
#include <QScreen>

#include <csignal>
#include <cstdio>
#include <sys/wait.h>
#include <unistd.h>

using namespace drf;

namespace {

constexpr double kScale = 1.5;

/// Where `widget` is, in the window's logical coordinates.
QRect inWindow(const QWidget *widget, const QWidget *window)
{
    return QRect(widget->mapTo(window, QPoint(0, 0)), widget->size());
}

} // namespace

class TestGuiScreenFit : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<test::FakeDialogs::Record> m_dialogs;

    /// Everything about the window that does not fit, one line each.
    QStringList misfits() const
    {
        QStringList problems;
        const QRect available = m_window->screen()->availableGeometry();
        if (!available.contains(m_window->frameGeometry()))
            problems.append(QStringLiteral("the window %1,%2 %3x%4 leaves the screen %5x%6")
                                .arg(m_window->frameGeometry().x())
                                .arg(m_window->frameGeometry().y())
                                .arg(m_window->frameGeometry().width())
                                .arg(m_window->frameGeometry().height())
                                .arg(available.width())
                                .arg(available.height()));
        const QRect window = m_window->rect();
        for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
            if (!dock->isVisible())
                continue;
            const QRect at = inWindow(dock, m_window.get());
            if (!at.intersects(window))
                continue; // a tab of a stack not shown: Qt parks it out of sight
            if (!window.contains(at))
                problems.append(
                    QStringLiteral("dock %1 leaves the window").arg(dock->objectName()));
            const QSize least = dock->widget()->minimumSizeHint();
            if (dock->widget()->width() < least.width())
                problems.append(QStringLiteral("dock %1 is %2 wide, needs %3")
                                    .arg(dock->objectName())
                                    .arg(dock->widget()->width())
                                    .arg(least.width()));
        }
        QWidget *plots = m_window->centralWidget();
        if (plots->width() < plots->minimumSizeHint().width() ||
            !window.contains(inWindow(plots, m_window.get())))
            problems.append(QStringLiteral("the plots are %1 wide, need %2")
                                .arg(plots->width())
                                .arg(plots->minimumSizeHint().width()));
        return problems;
    }

private slots:
    void initTestCase()
    {
        test::isolateSettings(m_settings);
        const QRect screen = QGuiApplication::primaryScreen()->geometry();
        QCOMPARE(screen.size(), QSize(qRound(1280 / kScale), qRound(800 / kScale)));
    }

    void cleanup() { test::closeWindow(m_window, m_dialogs); }

    /// The first start on the projector: the window fits, the results are stacked with the
    /// scenario's docks, every dock and the plot have their room.
    void firstStartFits()
    {
        test::openWindow(m_window, m_dialogs);
        QTRY_VERIFY2(misfits().isEmpty(), qPrintable(misfits().join(QLatin1Char('\n'))));
        auto *results = m_window->findChild<QDockWidget *>(QStringLiteral("results-dock"));
        QCOMPARE(m_window->dockWidgetArea(results), Qt::LeftDockWidgetArea);
        test::screenshot(m_window.get(), QStringLiteral("projector-1280x800-scale-1.5"));
    }

    /// A layout saved on a larger screen (the results beside the plot, a wide window) is
    /// corrected when it no longer fits.
    void restoredLayoutIsCorrected()
    {
        {
            auto settings = appSettings();
            QMainWindow large;
            large.resize(1600, 1000);
            large.move(300, 200);
            settings->setValue(settingsKey::kGeometry, large.saveGeometry());
        }
        test::openWindow(m_window, m_dialogs);
        QTRY_VERIFY2(misfits().isEmpty(), qPrintable(misfits().join(QLatin1Char('\n'))));
    }
};

/// Starts Xvfb on a free display (-displayfd) and points the xcb platform at it; returns its
/// process id, or -1.
pid_t startXvfb()
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    const pid_t pid = fork();
    if (pid == 0) {
        // Xvfb writes the display number on its standard output: the pipe.
        dup2(fds[1], STDOUT_FILENO);
        close(fds[0]);
        close(fds[1]);
        execlp("Xvfb", "Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp",
               static_cast<char *>(nullptr));
        _exit(127);
    }
    close(fds[1]);
    char display[32] = {};
    const ssize_t read = ::read(fds[0], display, sizeof display - 1);
    // The read end stays open while Xvfb runs: a write to a closed pipe would stop it.
    if (pid < 0 || read <= 0)
        return -1;
    qputenv("DISPLAY", QByteArray(":") + QByteArray(display).trimmed());
    return pid;
}

namespace {

int runOnXvfb(int argc, char *argv[])
{
    const pid_t xvfb = startXvfb();
    if (xvfb < 0) {
        std::fprintf(stderr,
                     "tst_gui_screenfit: cannot start Xvfb (tools/setup-debian.sh installs it)\n");
        return 1;
    }
    qputenv("QT_QPA_PLATFORM", "xcb");
    qputenv("QT_SCALE_FACTOR", QByteArray::number(kScale));
    int status = 0;
    {
        QApplication app(argc, argv);
        TestGuiScreenFit test;
        status = QTest::qExec(&test, argc, argv);
    }
    kill(xvfb, SIGTERM);
    waitpid(xvfb, nullptr, 0);
    return status;
}

} // namespace

DRFVIZ_TEST_RUN(runOnXvfb)

#include "tst_gui_screenfit.moc"
