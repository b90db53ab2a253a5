#include "colourscheme.h"
#include "commandline.h"
#include "exitatfirstpaint.h"
#include "exportcommand.h"
#include "interfacelanguage.h"
#include "mainwindow.h"
#include "reportcommand.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>

#include <csignal>
#include <cstdio>

namespace {

/// --report, --help, --version and their usage errors (--export's too): a QCoreApplication only, so
/// they run without a display and without QT_QPA_PLATFORM.
int runWithoutWindow(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    // Messages on stderr in --lang's language (or the system's); stdout stays English.
    const drf::CommandLineParse parsed = drf::parseCommandLine(QCoreApplication::arguments());
    const drf::Translation translation(parsed.ok() && parsed.commandLine->language
                                           ? *parsed.commandLine->language
                                           : drf::systemLanguage());
    QFile out;
    QFile err;
    if (!out.open(stdout, QIODevice::WriteOnly) || !err.open(stderr, QIODevice::WriteOnly))
        return drf::kExitOutputError;
    const int status = drf::runHeadless(QCoreApplication::arguments(), out, err);
    // QFile on a FILE* buffers in stdio: a full disk shows only when flushing.
    if (!out.flush() && status == drf::kExitOk) {
        err.write(QStringLiteral("drfviz: cannot write the report: %1\n")
                      .arg(out.errorString())
                      .toUtf8());
        return drf::kExitOutputError;
    }
    return status;
}

} // namespace

int main(int argc, char *argv[])
{
#ifdef SIGXFSZ
    // Over a file size limit (ulimit -f) the default action kills the program, and the user's
    // unsaved edits with it; ignored, the write fails with EFBIG and the save reports why.
    std::signal(SIGXFSZ, SIG_IGN);
#endif
    QCoreApplication::setApplicationVersion(QLatin1String(drf::kVersion));
    // The autosave folder (QStandardPaths::AppDataLocation) must not depend on the binary's name.
    QCoreApplication::setApplicationName(QStringLiteral("drfviz"));
    // Ties the window to its installed .desktop file (its icon and name in a Wayland dock).
    QGuiApplication::setDesktopFileName(QStringLiteral(DRFVIZ_APP_ID));
    const QStringList arguments = drf::argumentsFromArgv(argc, argv);
    const drf::CommandLineParse early = drf::parseCommandLine(arguments);
    if (early.ok() && drf::needsWidgetsWithoutWindow(early.commandLine->command))
        return drf::runExportApplication(argc, argv);
    if (drf::isHeadless(arguments))
        return runWithoutWindow(argc, argv);

#if defined(Q_OS_LINUX)
    // Without a display Qt would abort in QApplication; say what to do instead.
    const bool platformChosen = qEnvironmentVariableIsSet("QT_QPA_PLATFORM") ||
                                arguments.contains(QLatin1String("-platform")) ||
                                arguments.contains(QLatin1String("--platform"));
    if (!platformChosen && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
        std::fputs("drfviz: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are "
                   "not set).\nUse --report or --export to work without one, or run the app "
                   "under xvfb-run.\n",
                   stderr);
        return drf::kExitUsage;
    }
#endif

    // QApplication takes Qt's own options (-style, -platform) out of the arguments first.
    QApplication app(argc, argv);
    const drf::CommandLineParse parsed = drf::parseCommandLine(QCoreApplication::arguments());
    if (!parsed.ok()) {
        std::fputs(drf::usageErrorText(parsed.error).toLocal8Bit().constData(), stderr);
        return drf::kExitUsage;
    }
    if (parsed.commandLine->language)
        drf::InterfaceLanguage::instance()->setCommandLineLanguage(*parsed.commandLine->language);
    if (const drf::ColourScheme scheme = drf::savedColourScheme();
        scheme != drf::ColourScheme::System)
        drf::applyColourScheme(scheme);
    drf::ExitAtFirstPaint exitAtFirstPaint("QCustomPlot"); // for tests/bench/bench_startup
    if (qEnvironmentVariableIsSet("DRFVIZ_EXIT_AT_FIRST_PAINT"))
        app.installEventFilter(&exitAtFirstPaint);
    drf::MainWindow window;
    window.show();
    // Restored edits are not replaced by the file named on the command line.
    if (!window.offerRecovery() && parsed.commandLine->scenarioFile)
        window.openFile(*parsed.commandLine->scenarioFile);
    return app.exec();
}
