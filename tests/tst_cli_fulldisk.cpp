// A failed write is never a success: on a really full file system (a small tmpfs this test
// mounts in a mount namespace of its own) and over a file size limit (setrlimit, as
// `ulimit -f`), every save, autosave and export fails with the system's reason, leaves the old
// file byte for byte and no temporary file, keeps the edits in the window, and exits 1 on the
// command line. Files both smaller and larger than QFileDevice's 16 KB buffer are written: the
// small ones reach the disk only when QSaveFile flushes at commit(), which Qt 6.4 does not
// check.

#include "appsettings.h"
#include "autosave.h"
#include "clirun.h"
#include "guitest.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "testmain.h"
#include "testutil.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>

#include <csignal>
#include <sched.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

using namespace drf;

namespace {

/// Enters a mount namespace of this process's own, so the file systems the tests mount are
/// seen by this process and its children only and vanish with them. As root a mount namespace
/// is enough; otherwise a user namespace in which this user is root, which a process can enter
/// only while it has one thread (hence before QApplication). Returns why it failed, or empty.
QString enterPrivateMounts()
{
    const uid_t uid = geteuid();
    const gid_t gid = getegid();
    if (uid != 0) {
        if (unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0)
            return QStringLiteral("unshare(CLONE_NEWUSER | CLONE_NEWNS): %1")
                .arg(qt_error_string(errno));
        const auto write = [](const char *path, const QByteArray &text) {
            QFile file{QString::fromLatin1(path)};
            return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
        };
        if (!write("/proc/self/setgroups", "deny") ||
            !write("/proc/self/uid_map", QByteArray("0 ") + QByteArray::number(uid) + " 1") ||
            !write("/proc/self/gid_map", QByteArray("0 ") + QByteArray::number(gid) + " 1"))
            return QStringLiteral("cannot map this user to root in its user namespace");
    } else if (unshare(CLONE_NEWNS) != 0) {
        return QStringLiteral("unshare(CLONE_NEWNS): %1").arg(qt_error_string(errno));
    }
    // Mounts made here must not propagate back to the rest of the system.
    if (mount("none", "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
        return QStringLiteral("making / private: %1").arg(qt_error_string(errno));
    return {};
}

/// The file size limit of the processes that must fail to write (2 blocks of `ulimit -f`).
constexpr rlim_t kFileSizeLimit = 2048;

void limitFileSize()
{
    const rlimit limit{kFileSizeLimit, kFileSizeLimit};
    setrlimit(RLIMIT_FSIZE, &limit);
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(unreadable)");
}

} // namespace

class TestCliFullDisk : public QObject
{
    Q_OBJECT

public:
    explicit TestCliFullDisk(QString namespaceError) : m_namespaceError(std::move(namespaceError))
    {
    }

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void saveOnFullDisk_data();
    void saveOnFullDisk();
    void saveOverFileSizeLimit_data();
    void saveOverFileSizeLimit();
    void windowSaveOnFullDiskKeepsEdits();
    void autosaveOnFullDiskKeepsTheLastCopy();
    void exportOnFullDisk_data();
    void exportOnFullDisk();
    void exportOverFileSizeLimit_data();
    void exportOverFileSizeLimit();
    void exportDirOnFullDisk();
    void reportOnFullDisk();
    void settingsOnFullDiskKeepTheirFile_data();
    void settingsOnFullDiskKeepTheirFile();
    void settingsOfEarlierVersionsAreKept();

private:
    /// Mounts a tmpfs of `bytes` on `path` (made if missing).
    void mountSmallDisk(const QString &path, qint64 bytes = 256 * 1024);
    /// Fills the disk at `folder` up to `free` bytes left (whole pages).
    void fill(const QString &folder, qint64 free = 0);
    /// The files in `folder` other than the filler.
    static QStringList filesIn(const QString &folder)
    {
        QStringList files = QDir(folder).entryList(QDir::Files | QDir::Hidden);
        files.removeAll(QStringLiteral("filler"));
        return files;
    }

    QString m_namespaceError;
    QTemporaryDir m_settings;
    QTemporaryDir m_root;
    QString m_disk; ///< the small file system of the current test
    QStringList m_mounted;
};

void TestCliFullDisk::initTestCase()
{
    QVERIFY2(m_namespaceError.isEmpty(),
             qPrintable(QStringLiteral("cannot mount a small file system: ") + m_namespaceError));
    QVERIFY(m_root.isValid());
    test::isolateSettings(m_settings);
    // As drfviz does: over the limit, a write fails with EFBIG instead of killing the process.
    std::signal(SIGXFSZ, SIG_IGN);
}

void TestCliFullDisk::init()
{
    m_disk = m_root.filePath(QString::fromLatin1(QTest::currentTestFunction()));
    mountSmallDisk(m_disk);
}

void TestCliFullDisk::cleanup()
{
    while (!m_mounted.isEmpty())
        umount2(QFile::encodeName(m_mounted.takeLast()).constData(), MNT_DETACH);
}

void TestCliFullDisk::mountSmallDisk(const QString &path, qint64 bytes)
{
    QVERIFY(QDir().mkpath(path));
    const QByteArray options = "size=" + QByteArray::number(bytes) + ",mode=0777";
    QVERIFY2(mount("drfviz-test", QFile::encodeName(path).constData(), "tmpfs", 0,
                   options.constData()) == 0,
             qPrintable(QStringLiteral("mount tmpfs on %1: %2").arg(path, qt_error_string(errno))));
    m_mounted.append(path);
}

void TestCliFullDisk::fill(const QString &folder, qint64 free)
{
    QFile filler(QDir(folder).filePath(QStringLiteral("filler")));
    QVERIFY(filler.open(QIODevice::Append | QIODevice::Unbuffered));
    const QByteArray page(4096, 'x');
    while (filler.write(page) == page.size()) {
    }
    // The last write failed: the disk is full. Give back what the test asks for.
    filler.close();
    QVERIFY(filler.resize(std::max<qint64>(0, filler.size() / 4096 * 4096 - free)));
}

void TestCliFullDisk::saveOnFullDisk_data()
{
    QTest::addColumn<int>("users");
    QTest::addColumn<qint64>("free");
    // The seed (~1 KB) waits in QSaveFile's buffer until commit(); 300 users (~40 KB) are
    // written before it. One page free: the write starts and stops halfway.
    QTest::newRow("small, disk full") << 0 << qint64(0);
    QTest::newRow("large, disk full") << 300 << qint64(0);
    QTest::newRow("large, one page free") << 300 << qint64(4096);
}

void TestCliFullDisk::saveOnFullDisk()
{
    QFETCH(int, users);
    QFETCH(qint64, free);
    const QString path = QDir(m_disk).filePath(QStringLiteral("lesson.drfviz"));
    QVERIFY(saveScenarioFile(Scenario::seed(), path));
    const QByteArray before = contents(path);
    fill(m_disk, free);

    QString error;
    QVERIFY(!saveScenarioFile(test::seedWithUsers(users), path, &error));
    QCOMPARE(error, QStringLiteral("cannot save \"%1\": No space left on device").arg(path));
    QCOMPARE(contents(path), before);
    QCOMPARE(filesIn(m_disk), QStringList{QStringLiteral("lesson.drfviz")}); // no temporary file
}

void TestCliFullDisk::saveOverFileSizeLimit_data()
{
    QTest::addColumn<rlim_t>("limit");
    QTest::addColumn<int>("users");
    QTest::newRow("512 B limit, seed") << rlim_t(512) << 0;
    QTest::newRow("16 KB limit, 300 users") << rlim_t(16 * 1024) << 300;
}

void TestCliFullDisk::saveOverFileSizeLimit()
{
    QFETCH(rlim_t, limit);
    QFETCH(int, users);
    const QString path = QDir(m_disk).filePath(QStringLiteral("lesson.drfviz"));
    QVERIFY(saveScenarioFile(Scenario::seed(), path));
    const QByteArray before = contents(path);
    const QByteArray json = scenarioToJson(test::seedWithUsers(users));
    QVERIFY(json.size() > qint64(limit));

    rlimit old{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
    const rlimit limited{limit, old.rlim_max};
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &limited), 0);
    QString error;
    const bool saved = writeFileAtomically(path, json, &error);
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &old), 0);

    QVERIFY(!saved);
    QCOMPARE(error, QStringLiteral("cannot save \"%1\": File too large").arg(path));
    QCOMPARE(contents(path), before);
    QCOMPARE(filesIn(m_disk), QStringList{QStringLiteral("lesson.drfviz")});
}

void TestCliFullDisk::windowSaveOnFullDiskKeepsEdits()
{
    const QString path = QDir(m_disk).filePath(QStringLiteral("lesson.drfviz"));
    QVERIFY(saveScenarioFile(Scenario::seed(), path));
    const QByteArray before = contents(path);
    std::unique_ptr<MainWindow> window;
    std::shared_ptr<test::FakeDialogs::Record> dialogs;
    test::openWindow(window, dialogs);
    QVERIFY(window->openFile(path));
    window->autosave()->discard();
    window->scenarioModel()->setDemand(0, 0, 3.0);
    QVERIFY(window->windowTitle().endsWith(QLatin1Char('*')));
    fill(m_disk);

    QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier);
    QCOMPARE(dialogs->errors.size(), 1);
    QVERIFY2(dialogs->errors.first().contains(QStringLiteral("No space left on device")),
             qPrintable(dialogs->errors.first()));
    QVERIFY(dialogs->errors.first().contains(QStringLiteral("still open")));
    QVERIFY(window->windowTitle().endsWith(QLatin1Char('*')));
    QVERIFY(!window->scenarioModel()->undoStack()->isClean());
    QVERIFY(!window->statusBar()->currentMessage().startsWith(QStringLiteral("Saved")));
    QCOMPARE(contents(path), before);
    QCOMPARE(window->scenarioModel()->scenario().users[0].demand[0], 3.0);

    // With room again, the same Ctrl+S writes the edits.
    QVERIFY(QFile::remove(QDir(m_disk).filePath(QStringLiteral("filler"))));
    QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier);
    QCOMPARE(dialogs->errors.size(), 1);
    QVERIFY(!window->windowTitle().endsWith(QLatin1Char('*')));
    const LoadResult saved = loadScenarioFile(path);
    QVERIFY(saved.ok());
    QCOMPARE(saved.scenario->users[0].demand[0], 3.0);
    test::closeWindow(window, dialogs);
}

void TestCliFullDisk::autosaveOnFullDiskKeepsTheLastCopy()
{
    // The autosave folder itself on the small disk.
    cleanup();
    const QString folder = Autosave::defaultDirectory();
    mountSmallDisk(folder);
    std::unique_ptr<MainWindow> window;
    std::shared_ptr<test::FakeDialogs::Record> dialogs;
    test::openWindow(window, dialogs);
    Autosave *autosave = window->autosave();
    QCOMPARE(autosave->directory(), folder);
    window->scenarioModel()->setDemand(0, 0, 3.0);
    QVERIFY(autosave->saveNow());
    const QByteArray copy = contents(autosave->filePath());
    QVERIFY(loadScenarioFile(autosave->filePath()).ok());
    fill(folder);

    QSignalSpy failed(autosave, &Autosave::failed);
    window->scenarioModel()->setDemand(0, 0, 4.0);
    QVERIFY(!autosave->saveNow());
    QCOMPARE(failed.size(), 1);
    QVERIFY2(failed.first().first().toString().endsWith(QStringLiteral("No space left on device")),
             qPrintable(failed.first().first().toString()));
    QVERIFY(window->statusBar()->currentMessage().startsWith(QStringLiteral("Autosave failed")));
    // The copy of the last edits that could be written is still whole, for a crash now.
    QCOMPARE(contents(autosave->filePath()), copy);
    const LoadResult kept = loadScenarioFile(autosave->filePath());
    QVERIFY(kept.ok());
    QCOMPARE(kept.scenario->users[0].demand[0], 3.0);
    test::closeWindow(window, dialogs);
}

void TestCliFullDisk::exportOnFullDisk_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<qint64>("free");
    for (const char *suffix : {"png", "pdf", "svg", "tex"}) {
        QTest::addRow("%s, disk full", suffix) << QString::fromLatin1(suffix) << qint64(0);
        QTest::addRow("%s, one page free", suffix) << QString::fromLatin1(suffix) << qint64(4096);
    }
}

void TestCliFullDisk::exportOnFullDisk()
{
    QFETCH(QString, suffix);
    QFETCH(qint64, free);
    // An export of another size already there: the one the user keeps.
    const QString path = QDir(m_disk).filePath(QStringLiteral("figure.") + suffix);
    const QStringList bigger{QStringLiteral("--export"), path,
                             QStringLiteral("--width"),  QStringLiteral("1600"),
                             QStringLiteral("--height"), QStringLiteral("1200")};
    const CliRun first = runWithoutDisplay(bigger);
    QVERIFY2(first.exitCode == 0, first.err.constData());
    const QByteArray before = contents(path);
    QVERIFY(before.size() > free);
    fill(m_disk, free);

    const CliRun run = runWithoutDisplay({QStringLiteral("--export"), path});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(
        run.err.contains(
            QStringLiteral("drfviz: cannot write %1: No space left on device").arg(path).toUtf8()),
        run.err.constData());
    QCOMPARE(contents(path), before);
    QCOMPARE(filesIn(m_disk), QStringList{QStringLiteral("figure.") + suffix});
}

void TestCliFullDisk::exportOverFileSizeLimit_data()
{
    QTest::addColumn<QString>("suffix");
    for (const char *suffix : {"png", "pdf", "svg", "tex"})
        QTest::newRow(suffix) << QString::fromLatin1(suffix);
}

void TestCliFullDisk::exportOverFileSizeLimit()
{
    QFETCH(QString, suffix);
    const QString path = QDir(m_disk).filePath(QStringLiteral("figure.") + suffix);
    const QByteArray before = "an earlier figure, kept";
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(before), before.size());
    }
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    process.setProcessEnvironment(environment);
    process.setChildProcessModifier(limitFileSize);
    process.start(QStringLiteral(DRFVIZ_BINARY), {QStringLiteral("--export"), path});
    QVERIFY(process.waitForFinished(300000));
    const QByteArray err = process.readAllStandardError();
    QCOMPARE(process.exitStatus(), QProcess::NormalExit); // not killed by SIGXFSZ
    QCOMPARE(process.exitCode(), 1);
    QVERIFY2(
        err.contains(QStringLiteral("drfviz: cannot write %1: File too large").arg(path).toUtf8()),
        err.constData());
    QCOMPARE(contents(path), before);
    QCOMPARE(filesIn(m_disk), QStringList{QStringLiteral("figure.") + suffix});
}

void TestCliFullDisk::exportDirOnFullDisk()
{
    cleanup();
    mountSmallDisk(m_disk, 8 * 1024 * 1024); // room for the first run's 42 figures
    const QString folder = QDir(m_disk).filePath(QStringLiteral("figures"));
    const CliRun first = runWithoutDisplay({QStringLiteral("--export-dir"), folder});
    QVERIFY2(first.exitCode == 0, first.err.constData());
    const QStringList files = filesIn(folder);
    QVERIFY(files.size() > 10);
    QMap<QString, QByteArray> before;
    for (const QString &file : files)
        before.insert(file, contents(QDir(folder).filePath(file)));
    fill(m_disk);

    const CliRun run = runWithoutDisplay({QStringLiteral("--export-dir"), folder});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("No space left on device"), run.err.constData());
    QCOMPARE(filesIn(folder), files);
    for (const QString &file : files)
        QVERIFY2(contents(QDir(folder).filePath(file)) == before.value(file), qPrintable(file));
}

void TestCliFullDisk::reportOnFullDisk()
{
    const QString path = QDir(m_disk).filePath(QStringLiteral("report.json"));
    fill(m_disk);
    QProcess process;
    process.setStandardOutputFile(path);
    process.start(QStringLiteral(DRFVIZ_BINARY), {QStringLiteral("--report")});
    QVERIFY(process.waitForFinished(300000));
    QCOMPARE(process.exitCode(), 1);
    QVERIFY2(process.readAllStandardError().contains("No space left on device"), "");
}

void TestCliFullDisk::settingsOnFullDiskKeepTheirFile_data()
{
    QTest::addColumn<qint64>("free");
    // Full: QSettings cannot even make its lock file. One page free: the lock file fits, the
    // settings (over 8 KB) do not.
    QTest::newRow("disk full") << qint64(0);
    QTest::newRow("one page free") << qint64(4096);
}

void TestCliFullDisk::settingsOnFullDiskKeepTheirFile()
{
    QFETCH(qint64, free);
    QSettings::setPath(settingsFormat(), QSettings::UserScope, m_disk);
    const auto restore = qScopeGuard(
        [this] { QSettings::setPath(settingsFormat(), QSettings::UserScope, m_settings.path()); });
    const QByteArray geometry(6000, '\x07');
    {
        AppSettings settings = appSettings();
        settings->setValue(settingsKey::kRecentFiles,
                           QStringList{QStringLiteral("/home/student/lesson1.drfviz"),
                                       QStringLiteral("/home/student/lesson2.drfviz")});
        settings->setValue(settingsKey::kGeometry, geometry);
        settings->setValue(settingsKey::kPlotZoom, 1.25);
        settings->setValue(QStringLiteral("export/size"), QSizeF(8.5, 6.0));
    }
    const QString path = appSettings()->fileName();
    QVERIFY2(path.startsWith(m_disk) && path.endsWith(QStringLiteral(".json")), qPrintable(path));
    const QByteArray before = contents(path);
    QVERIFY(before.size() > 8192);
    fill(m_disk, free);

    // A change that cannot be written: said in the status bar, the file keeps its bytes.
    std::unique_ptr<MainWindow> window;
    std::shared_ptr<test::FakeDialogs::Record> dialogs;
    test::openWindow(window, dialogs);
    appSettings()->setValue(settingsKey::kRecentFiles, QStringList{QStringLiteral("/x")});
    QCOMPARE(window->statusBar()->currentMessage(),
             QStringLiteral("cannot save the settings in %1: No space left on device").arg(path));
    test::closeWindow(window, dialogs);
    QCOMPARE(contents(path), before);

    // With room again, the change QSettings kept is written, the other values read back as
    // they were, with their types.
    QVERIFY(QFile::remove(QDir(m_disk).filePath(QStringLiteral("filler"))));
    const AppSettings settings = appSettings();
    settings->sync();
    QCOMPARE(settings->status(), QSettings::NoError);
    QCOMPARE(settings->value(settingsKey::kRecentFiles).toStringList(),
             QStringList{QStringLiteral("/x")});
    QCOMPARE(settings->value(settingsKey::kGeometry).toByteArray(), geometry);
    QCOMPARE(settings->value(settingsKey::kPlotZoom).toDouble(), 1.25);
    QCOMPARE(settings->value(QStringLiteral("export/size")).toSizeF(), QSizeF(8.5, 6.0));
}

void TestCliFullDisk::settingsOfEarlierVersionsAreKept()
{
    // appSettings() looks for the INI file of earlier versions at its first call in a
    // process: in a child process with a home of its own.
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_disk);
    environment.insert(QStringLiteral("DRFVIZ_TEST_SETTINGS_CHILD"), QStringLiteral("1"));
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_disk);
        QSettings earlier(QStringLiteral("drfviz"), QStringLiteral("drfviz"));
        earlier.setValue(settingsKey::kLanguage, QStringLiteral("pl"));
        earlier.setValue(settingsKey::kRecentFiles,
                         QStringList{QStringLiteral("a.drfviz"), QStringLiteral("b.drfviz")});
        earlier.sync();
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    }
    QVERIFY(QFile::exists(QDir(m_disk).filePath(QStringLiteral("drfviz/drfviz.conf"))));
    process.setProcessEnvironment(environment);
    process.start(QCoreApplication::applicationFilePath(), drf::test::thisTestArguments()
                                                               << QStringLiteral("-silent"));
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    QSettings::setPath(settingsFormat(), QSettings::UserScope, m_disk);
    const auto restore = qScopeGuard(
        [this] { QSettings::setPath(settingsFormat(), QSettings::UserScope, m_settings.path()); });
    const AppSettings settings = appSettings();
    QCOMPARE(settings->fileName(), QDir(m_disk).filePath(QStringLiteral("drfviz/drfviz.json")));
    QCOMPARE(settings->value(settingsKey::kLanguage).toString(), QStringLiteral("pl"));
    QCOMPARE(settings->value(settingsKey::kRecentFiles).toStringList(),
             (QStringList{QStringLiteral("a.drfviz"), QStringLiteral("b.drfviz")}));
}

namespace {

int runInPrivateMounts(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet("DRFVIZ_TEST_SETTINGS_CHILD")) {
        // settingsOfEarlierVersionsAreKept's child: the first appSettings() of a process.
        QCoreApplication app(argc, argv);
        return drf::appSettings()->contains(drf::settingsKey::kLanguage) ? 0 : 1;
    }
    // Before QApplication starts any thread.
    QString namespaceError = enterPrivateMounts();
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    QTEST_DISABLE_KEYPAD_NAVIGATION
    TestCliFullDisk test(std::move(namespaceError));
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

} // namespace

DRFVIZ_TEST_RUN(runInPrivateMounts)

#include "tst_cli_fulldisk.moc"
