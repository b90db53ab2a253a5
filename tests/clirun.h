#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <QtTest>

/// What one run of the real drfviz binary gave.
struct CliRun
{
    int exitCode = -1; ///< -1 when it crashed or timed out
    QByteArray out;
    QByteArray err;
};

/// Runs drfviz (DRFVIZ_BINARY) with no display at all: no DISPLAY, no WAYLAND_DISPLAY, no
/// QT_QPA_PLATFORM and no session (XDG_RUNTIME_DIR), as a script on a headless machine would.
inline CliRun runWithoutDisplay(const QStringList &arguments, int timeoutMs = 300000)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR"})
        environment.remove(QLatin1String(name));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(DRFVIZ_BINARY), arguments);
    CliRun result;
    if (!process.waitForFinished(timeoutMs) || process.exitStatus() != QProcess::NormalExit)
        return result;
    result.exitCode = process.exitCode();
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

/// The JSON object a successful run (exit status 0, nothing on stderr) prints, or an empty
/// object after a failed check.
inline QJsonObject jsonOfSuccessfulRun(const QStringList &arguments)
{
    const CliRun result = runWithoutDisplay(arguments);
    [&] {
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.err.isEmpty(), result.err.constData());
    }();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(result.out, &error);
    [&] { QCOMPARE(error.error, QJsonParseError::NoError); }();
    return document.object();
}
