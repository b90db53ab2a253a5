// The real drfviz binary keeps the user's work: killed with unsaved edits, it offers them at
// the next start; over a file size limit (ulimit -f), a save or an export fails with a reason
// instead of the process dying of SIGXFSZ. The window tests run on a private Xvfb, driven with
// xdotool, with HOME and the XDG folders in a temporary directory.

#include "clirun.h"
#include "scenariofile.h"
#include "testmain.h"
#include "testutil.h"

#include <QDir>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/resource.h>

namespace {

/// The file size limit of the child processes that must fail to write.
constexpr rlim_t kFileSizeLimit = 16 * 1024;

void limitFileSize()
{
    rlimit limit{kFileSizeLimit, kFileSizeLimit};
    setrlimit(RLIMIT_FSIZE, &limit);
}

} // namespace

class TestCliKeepWork : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void exportOverFileSizeLimit();
    void saveOverFileSizeLimit();
    void killedSessionIsRestored();

private:
    /// The app on the private display, in the private home; `limited` adds the file size limit.
    void startApp(QProcess &app, const QStringList &arguments, bool limited = false);
    QString xdotool(const QStringList &arguments);
    /// The id of the first window whose title contains `title`, waiting up to a minute.
    QString waitForWindow(const QString &title);
    /// The titles of the windows on the display and what `app` said, to tell what happened
    /// instead of the expected window.
    QString whatShowed(QProcess &app);
    /// Key presses to the window `id` (focused first: there is no window manager).
    void keys(const QString &id, const QStringList &keys);
    /// Clicks down the scenario editor, pressing Up after each click, until the title says
    /// the scenario has unsaved changes. Any edit will do (a spin box step, a button).
    bool editScenario(const QString &id);
    QString autosaveFolder() const
    {
        return m_home.filePath(QStringLiteral("data/drfviz/autosave"));
    }
    QStringList autosaveCopies() const
    {
        return QDir(autosaveFolder()).entryList({QStringLiteral("*.json")}, QDir::Files);
    }
    /// Waits (processing events) until `condition` holds, up to a minute.
    template <typename Condition> static bool waitUntil(Condition condition)
    {
        for (int i = 0; i < 300; ++i) {
            if (condition())
                return true;
            QTest::qWait(200);
        }
        return condition();
    }

    QTemporaryDir m_home;
    QProcess m_xvfb;
    QString m_display;
};

void TestCliKeepWork::initTestCase()
{
    QVERIFY(m_home.isValid());
    for (const char *folder : {"data", "config", "cache", "runtime"})
        QVERIFY(QDir(m_home.path()).mkpath(QLatin1String(folder)));
    QFile::setPermissions(m_home.filePath(QStringLiteral("runtime")),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    if (QStandardPaths::findExecutable(QStringLiteral("Xvfb")).isEmpty() ||
        QStandardPaths::findExecutable(QStringLiteral("xdotool")).isEmpty())
        return; // the window tests skip; the export test needs no display
    // -displayfd: Xvfb picks a free display and writes its number when it is ready.
    // -noreset: otherwise the server resets when its last client goes (an app a test killed)
    // and refuses the next app that connects meanwhile.
    m_xvfb.start(QStringLiteral("Xvfb"),
                 {QStringLiteral("-displayfd"), QStringLiteral("1"), QStringLiteral("-noreset"),
                  QStringLiteral("-screen"), QStringLiteral("0"), QStringLiteral("1280x1024x24"),
                  QStringLiteral("-nolisten"), QStringLiteral("tcp")});
    QVERIFY(m_xvfb.waitForStarted());
    QVERIFY(waitUntil([this] { return m_xvfb.canReadLine(); }));
    m_display = QLatin1Char(':') + QString::fromLatin1(m_xvfb.readLine().trimmed());
}

void TestCliKeepWork::cleanupTestCase()
{
    if (m_xvfb.state() != QProcess::NotRunning) {
        m_xvfb.terminate();
        m_xvfb.waitForFinished();
    }
}

void TestCliKeepWork::startApp(QProcess &app, const QStringList &arguments, bool limited)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    environment.insert(QStringLiteral("DISPLAY"), m_display);
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    environment.insert(QStringLiteral("HOME"), m_home.path());
    environment.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"),
                       m_home.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), m_home.filePath(QStringLiteral("cache")));
    environment.insert(QStringLiteral("XDG_RUNTIME_DIR"),
                       m_home.filePath(QStringLiteral("runtime")));
    app.setProcessEnvironment(environment);
    if (limited)
        app.setChildProcessModifier(limitFileSize);
    app.start(QStringLiteral(DRFVIZ_BINARY), arguments);
    QVERIFY(app.waitForStarted());
}

QString TestCliKeepWork::xdotool(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("DISPLAY"), m_display);
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral("xdotool"), arguments);
    process.waitForFinished();
    return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
}

QString TestCliKeepWork::waitForWindow(const QString &title)
{
    QString id;
    waitUntil([&] {
        id = xdotool({QStringLiteral("search"), QStringLiteral("--name"),
                      QRegularExpression::escape(title)})
                 .section(QLatin1Char('\n'), 0, 0);
        return !id.isEmpty();
    });
    return id;
}

QString TestCliKeepWork::whatShowed(QProcess &app)
{
    QStringList titles;
    const QString ids =
        xdotool({QStringLiteral("search"), QStringLiteral("--name"), QStringLiteral(".")});
    for (const QString &id : ids.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        titles.append(xdotool({QStringLiteral("getwindowname"), id}));
    return QStringLiteral("windows: %1; the app %2 (exit code %3), stderr: %4")
        .arg(titles.join(QStringLiteral(" | ")),
             app.state() == QProcess::Running ? QStringLiteral("runs") : QStringLiteral("ended"))
        .arg(app.exitCode())
        .arg(QString::fromUtf8(app.readAllStandardError()));
}

void TestCliKeepWork::keys(const QString &id, const QStringList &keys)
{
    xdotool({QStringLiteral("windowfocus"), QStringLiteral("--sync"), id});
    xdotool(QStringList{QStringLiteral("key")} + keys);
}

bool TestCliKeepWork::editScenario(const QString &id)
{
    // The editor dock is on the left; its spin boxes are at the right of the dock.
    for (int y = 140; y < 560; y += 12) {
        xdotool({QStringLiteral("mousemove"), QStringLiteral("--window"), id, QStringLiteral("300"),
                 QString::number(y), QStringLiteral("click"), QStringLiteral("1")});
        // Up twice: after a click on a spin box's down arrow, one Up gives the value back
        // (an edit and its reverse: unsaved, yet the scenario is the file's).
        xdotool({QStringLiteral("key"), QStringLiteral("Up"), QStringLiteral("Up")});
        if (xdotool({QStringLiteral("getwindowname"), id}).endsWith(QLatin1Char('*')))
            return true;
    }
    return false;
}

void TestCliKeepWork::exportOverFileSizeLimit()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("figure.png"));
    QProcess process;
    process.setChildProcessModifier(limitFileSize);
    process.start(QStringLiteral(DRFVIZ_BINARY),
                  {QStringLiteral("--export"), out, QStringLiteral("--width"),
                   QStringLiteral("2000"), QStringLiteral("--height"), QStringLiteral("1500")});
    QVERIFY(process.waitForFinished(300000));
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QCOMPARE(process.exitStatus(), QProcess::NormalExit); // not killed by SIGXFSZ
    QVERIFY2(process.exitCode() != 0, qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("cannot write %1").arg(out)), qPrintable(err));
    QVERIFY(!QFile::exists(out));
}

void TestCliKeepWork::saveOverFileSizeLimit()
{
    if (m_display.isEmpty())
        QFAIL("needs Xvfb and xdotool: run tools/setup-debian.sh");
    const QString path = m_home.filePath(QStringLiteral("big.json"));
    const drf::Scenario big = drf::test::seedWithUsers(200);
    QVERIFY(drf::saveScenarioFile(big, path));
    QVERIFY(QFileInfo(path).size() > qint64(kFileSizeLimit));
    const QByteArray before = drf::scenarioToJson(big);

    QProcess app;
    const auto stop = qScopeGuard([&app] {
        app.kill();
        app.waitForFinished();
    });
    startApp(app, {path}, true);
    const QString window = waitForWindow(QStringLiteral("drfviz — big.json"));
    QVERIFY2(!window.isEmpty(), qPrintable(whatShowed(app)));
    QVERIFY2(editScenario(window), "no click in the editor changed the scenario");
    keys(window, {QStringLiteral("ctrl+s")});
    QVERIFY(!waitForWindow(QStringLiteral("Cannot save big.json")).isEmpty());
    QString err;
    // The message box's text is also on standard error: the title, then the reason.
    waitUntil([&] {
        err += QString::fromUtf8(app.readAllStandardError());
        return err.contains(QStringLiteral("still open"));
    });
    QCOMPARE(app.state(), QProcess::Running);
    QVERIFY2(err.contains(QStringLiteral("Cannot save big.json: cannot save \"%1\": ").arg(path)),
             qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("Your scenario is still open, with its unsaved changes")),
             qPrintable(err));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
    // Still running with the edits: the title keeps its '*'.
    QVERIFY(xdotool({QStringLiteral("getwindowname"), window}).endsWith(QLatin1Char('*')));
    // The autosave fails too, says why, and leaves no partial copy.
    keys(window, {QStringLiteral("Return")}); // closes the message box
    QVERIFY(waitUntil([&] {
        err += QString::fromUtf8(app.readAllStandardError());
        return err.contains(QStringLiteral("Autosave failed: cannot save"));
    }));
    QCOMPARE(app.state(), QProcess::Running);
    QVERIFY(autosaveCopies().isEmpty());
    app.kill();
    app.waitForFinished();
    QDir(autosaveFolder()).removeRecursively();
}

void TestCliKeepWork::killedSessionIsRestored()
{
    if (m_display.isEmpty())
        QFAIL("needs Xvfb and xdotool: run tools/setup-debian.sh");
    const QString path = m_home.filePath(QStringLiteral("lesson.json"));
    QVERIFY(drf::saveScenarioFile(drf::Scenario::seed(), path));
    QVERIFY(autosaveCopies().isEmpty());

    QProcess first;
    QProcess second;
    const auto stop = qScopeGuard([&first, &second] {
        for (QProcess *app : {&first, &second}) {
            app->kill();
            app->waitForFinished();
        }
    });
    startApp(first, {path});
    const QString window = waitForWindow(QStringLiteral("drfviz — lesson.json"));
    QVERIFY2(!window.isEmpty(), qPrintable(whatShowed(first)));
    QVERIFY2(editScenario(window), "no click in the editor changed the scenario");
    QVERIFY(waitUntil([this] { return autosaveCopies().size() == 1; }));
    const drf::LoadResult copy =
        drf::loadScenarioFile(QDir(autosaveFolder()).filePath(autosaveCopies().first()));
    QVERIFY2(copy.ok(), qPrintable(copy.errorText()));
    const QByteArray edited = drf::scenarioToJson(*copy.scenario);
    QVERIFY(edited != drf::scenarioToJson(drf::Scenario::seed()));

    // A second instance started meanwhile does not offer the first one's edits: it opens its
    // file (which it does only after the recovery question) without asking.
    const QString other = m_home.filePath(QStringLiteral("other.json"));
    QVERIFY(drf::saveScenarioFile(drf::Scenario::seed(), other));
    startApp(second, {other});
    QVERIFY2(!waitForWindow(QStringLiteral("drfviz — other.json")).isEmpty(),
             qPrintable(whatShowed(second)));
    QVERIFY(xdotool({QStringLiteral("search"), QStringLiteral("--name"),
                     QStringLiteral("Restore unsaved changes")})
                .isEmpty());
    second.kill();
    second.waitForFinished();
    QCOMPARE(autosaveCopies().size(), 1);

    first.kill(); // SIGKILL: no chance to save or clean up
    first.waitForFinished();
    QCOMPARE(first.exitStatus(), QProcess::CrashExit);

    startApp(second, {});
    const QString question = waitForWindow(QStringLiteral("Restore unsaved changes"));
    QVERIFY2(!question.isEmpty(), qPrintable(whatShowed(second)));
    keys(question, {QStringLiteral("Return")}); // Restore is the default button
    const QString restored = waitForWindow(QStringLiteral("drfviz — lesson.json*"));
    QVERIFY(!restored.isEmpty());
    // The restored edits are unsaved, and Save writes them to the original file.
    QCOMPARE(drf::scenarioToJson(*drf::loadScenarioFile(path).scenario),
             drf::scenarioToJson(drf::Scenario::seed()));
    keys(restored, {QStringLiteral("ctrl+s")});
    QVERIFY(waitUntil([&] {
        const drf::LoadResult saved = drf::loadScenarioFile(path);
        return saved.ok() && drf::scenarioToJson(*saved.scenario) == edited;
    }));
    QVERIFY(waitUntil([this] { return autosaveCopies().isEmpty(); }));
    keys(restored, {QStringLiteral("ctrl+q")});
    QVERIFY(second.waitForFinished(60000));
    QCOMPARE(second.exitStatus(), QProcess::NormalExit);
    QCOMPARE(second.exitCode(), 0);
    QVERIFY(autosaveCopies().isEmpty());
}

DRFVIZ_TEST_GUILESS_MAIN(TestCliKeepWork)
#include "tst_cli_keepwork.moc"
