// The user's work survives what happens to files: the view saved in the scenario file, the
// open file changed or deleted by another program, and the autosave with its recovery. The
// questions are the real message boxes, answered by clicking their buttons.

#include "allocationset.h"
#include "autosave.h"
#include "guitest.h"
#include "plotarea.h"
#include "policytoolbar.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "testmain.h"
#include "viewstate.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QLockFile>
#include <QUndoStack>

using namespace drf;

namespace {

/// Answers the modal message boxes as they show, by clicking the buttons named in answer(),
/// in order. A box that shows with no answer queued is recorded as unexpected and dismissed
/// with Escape, so a wrong question fails the test instead of blocking it.
class DialogAnswerer : public QObject
{
public:
    DialogAnswerer()
    {
        m_poll.setInterval(20);
        connect(&m_poll, &QTimer::timeout, this, &DialogAnswerer::poll);
        m_poll.start();
    }

    void answer(const QString &buttonName) { m_answers.append(buttonName); }
    bool pending() const { return !m_answers.isEmpty(); }

    QStringList texts;      ///< the text of each box answered
    QStringList unexpected; ///< the text of boxes nobody expected

private:
    void poll()
    {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || !box->isVisible())
            return;
        const QString text = box->text() + QLatin1Char('\n') + box->informativeText();
        if (m_answers.isEmpty()) {
            unexpected.append(text);
            QTest::keyClick(box, Qt::Key_Escape);
            return;
        }
        auto *button = box->findChild<QAbstractButton *>(m_answers.first());
        if (!button) {
            unexpected.append(QStringLiteral("no button %1 in: %2").arg(m_answers.first(), text));
            m_answers.removeFirst();
            QTest::keyClick(box, Qt::Key_Escape);
            return;
        }
        m_answers.removeFirst();
        texts.append(text);
        button->click();
    }

    QTimer m_poll;
    QStringList m_answers;
};

/// A FakeDialogs that leaves the questions about changed files and restores to the real
/// message boxes (the base class), which DialogAnswerer clicks.
class RealQuestions : public test::FakeDialogs
{
public:
    using FakeDialogs::FakeDialogs;
    FileChangeAnswer askAboutChangedFile(QWidget *parent, const FileChange &change) override
    {
        return DocumentDialogs::askAboutChangedFile(parent, change);
    }
    QMessageBox::StandardButton askToRestore(QWidget *parent, const QString &text) override
    {
        return DocumentDialogs::askToRestore(parent, text);
    }
};

} // namespace

class TestGuiFileSafety : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void viewIsSavedAndRestored();
    void unknownViewValuesAreIgnored();
    void ownSavesAskNothing();
    void changedFileCanBeReloaded();
    void changedFileKeepMineThenSave();
    void changeNoticedAtSave_data();
    void changeNoticedAtSave();
    void deletedFileIsNoticed();

    void autosaveFollowsUnsavedChanges();
    void recoveryRestoresUnsavedEdits();
    void runningSessionsKeepTheirCopies();
    void discardedRecoveryIsGone();

private:
    const Scenario &scenario() const { return m_window->scenarioModel()->scenario(); }
    void makeEdit() { m_window->scenarioModel()->setDemand(0, 0, 3.0); }
    /// Ctrl+S, to the window active again after a message box.
    void pressSave()
    {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTest::keyClick(m_window.get(), Qt::Key_S, Qt::ControlModifier);
    }
    /// Another program rewrites `path` with the seed, user A's CPU demand set to `cpu`.
    static void writeElsewhere(const QString &path, double cpu)
    {
        Scenario changed = Scenario::seed();
        changed.users[0].demand[0] = cpu;
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            qFatal("cannot write %s", qPrintable(path));
        file.write(scenarioToJson(changed));
    }
    static double savedCpu(const QString &path)
    {
        const LoadResult loaded = loadScenarioFile(path);
        return loaded.ok() ? loaded.scenario->users[0].demand[0] : -1.0;
    }
    QString openSeedFile()
    {
        const QString path = m_files.filePath(QStringLiteral("seed.json"));
        if (!saveScenarioFile(Scenario::seed(), path) || !m_window->openFile(path))
            qFatal("cannot open %s", qPrintable(path));
        return path;
    }
    QStringList autosaveCopies() const
    {
        return QDir(Autosave::defaultDirectory())
            .entryList({QStringLiteral("*.json")}, QDir::Files);
    }

    QTemporaryDir m_settings;
    QTemporaryDir m_files;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<test::FakeDialogs::Record> m_dialogs;
    std::unique_ptr<DialogAnswerer> m_answerer;
};

void TestGuiFileSafety::initTestCase()
{
    test::isolateSettings(m_settings); // test mode: AppDataLocation is under ~/.qttest too
}

void TestGuiFileSafety::init()
{
    QDir(Autosave::defaultDirectory()).removeRecursively();
    m_answerer = std::make_unique<DialogAnswerer>();
    test::openWindow(m_window, m_dialogs);
    m_window->setDialogs(std::make_unique<RealQuestions>(m_dialogs));
}

void TestGuiFileSafety::cleanup()
{
    QVERIFY2(m_answerer->unexpected.isEmpty(), qPrintable(m_answerer->unexpected.join("\n")));
    QVERIFY(!m_answerer->pending());
    test::closeWindow(m_window, m_dialogs);
    m_answerer.reset();
    QDir(Autosave::defaultDirectory()).removeRecursively();
}

void TestGuiFileSafety::viewIsSavedAndRestored()
{
    QVERIFY(m_window->document()->loadPreset(QStringLiteral("three-by-three")));
    const QStringList resources = scenario().resourceNames();
    const QStringList users = scenario().userNames();
    AllocationSet *results = m_window->allocationSet();
    PlotArea *plots = m_window->plotArea();
    m_window->policyToolBar()->policyAction(PolicyId::Walras)->trigger();
    results->setCompareMode(true);
    results->setTaskMode(TaskMode::Whole);
    plots->findChild<QComboBox *>(QStringLiteral("x-resource"))->setCurrentIndex(2);
    plots->findChild<QComboBox *>(QStringLiteral("y-resource"))->setCurrentIndex(0);
    plots->findChild<QComboBox *>(QStringLiteral("task-user-a"))->setCurrentIndex(2);
    plots->findChild<QComboBox *>(QStringLiteral("task-user-b"))->setCurrentIndex(1);
    plots->findChild<QCheckBox *>(QStringLiteral("all-policies"))->setChecked(true);
    // The teaching tabs fill their choosers when first shown.
    for (int tab : {3, 4}) {
        plots->setCurrentIndex(tab);
        const char *name = tab == 3 ? "filling-x" : "explorer-first";
        QTRY_COMPARE(plots->findChild<QComboBox *>(QLatin1String(name))->count(), 3);
    }
    plots->findChild<QComboBox *>(QStringLiteral("filling-x"))->setCurrentIndex(2);
    plots->findChild<QComboBox *>(QStringLiteral("filling-y"))->setCurrentIndex(1);
    plots->findChild<QComboBox *>(QStringLiteral("explorer-first"))->setCurrentIndex(1);
    plots->findChild<QComboBox *>(QStringLiteral("explorer-second"))->setCurrentIndex(2);
    plots->setCurrentIndex(1);

    const QString path = m_files.filePath(QStringLiteral("class.json"));
    m_dialogs->savePath = path;
    pressSave();
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject view =
        QJsonDocument::fromJson(file.readAll()).object()[QStringLiteral("view")].toObject();
    QCOMPARE(view[QStringLiteral("policy")].toString(), QStringLiteral("walras"));
    QCOMPARE(view[QStringLiteral("compare")].toBool(), true);
    QCOMPARE(view[QStringLiteral("taskMode")].toString(), QStringLiteral("whole"));
    QCOMPARE(view[QStringLiteral("tab")].toString(), QStringLiteral("task-space"));
    QCOMPARE(view[QStringLiteral("axes")].toArray().toVariantList(),
             (QVariantList{resources[2], resources[0]}));
    QCOMPARE(view[QStringLiteral("taskUsers")].toArray().toVariantList(),
             (QVariantList{users[2], users[1]}));
    QCOMPARE(view[QStringLiteral("allPolicies")].toBool(), true);
    QCOMPARE(view[QStringLiteral("fillingAxes")].toArray().toVariantList(),
             (QVariantList{resources[2], resources[1]}));
    QCOMPARE(view[QStringLiteral("manipulationAxes")].toArray().toVariantList(),
             (QVariantList{resources[1], resources[2]}));

    // Another window (the next lesson) opens the file as it was prepared.
    MainWindow second;
    test::fakeDialogs(second);
    QVERIFY(second.openFile(path));
    QCOMPARE(second.allocationSet()->selectedPolicy(), PolicyId::Walras);
    QVERIFY(second.policyToolBar()->policyAction(PolicyId::Walras)->isChecked());
    QVERIFY(second.allocationSet()->compareMode());
    QCOMPARE(second.allocationSet()->taskMode(), TaskMode::Whole);
    QCOMPARE(second.plotArea()->currentIndex(), 1);
    QCOMPARE(
        second.plotArea()->findChild<QComboBox *>(QStringLiteral("x-resource"))->currentIndex(), 2);
    QCOMPARE(
        second.plotArea()->findChild<QComboBox *>(QStringLiteral("y-resource"))->currentIndex(), 0);
    QCOMPARE(
        second.plotArea()->findChild<QComboBox *>(QStringLiteral("task-user-a"))->currentIndex(),
        2);
    QCOMPARE(
        second.plotArea()->findChild<QComboBox *>(QStringLiteral("task-user-b"))->currentIndex(),
        1);
    QVERIFY(second.plotArea()->findChild<QCheckBox *>(QStringLiteral("all-policies"))->isChecked());
    // A file saved before the teaching tabs were ever shown keeps their choices.
    const QString resaved = m_files.filePath(QStringLiteral("resaved.json"));
    QVERIFY(second.document()->saveFile(resaved));
    QCOMPARE(ViewState::fromJson(loadScenarioFile(resaved).view).toJson(),
             ViewState::fromJson(view).toJson());
    // They are chosen when the tabs fill their choosers.
    second.show();
    for (int tab : {3, 4}) {
        second.plotArea()->setCurrentIndex(tab);
        const char *name = tab == 3 ? "filling-x" : "explorer-first";
        QTRY_COMPARE(second.plotArea()->findChild<QComboBox *>(QLatin1String(name))->count(), 3);
    }
    for (const auto &[name, index] :
         {std::pair{"filling-x", 2}, std::pair{"filling-y", 1}, std::pair{"explorer-first", 1},
          std::pair{"explorer-second", 2}})
        QTRY_COMPARE(second.plotArea()->findChild<QComboBox *>(QLatin1String(name))->currentIndex(),
                     index);
    QVERIFY(!second.document()->isModified());
}

void TestGuiFileSafety::unknownViewValuesAreIgnored()
{
    QJsonObject root = scenarioToJsonObject(Scenario::seed());
    root[QStringLiteral("view")] = QJsonObject{
        {QStringLiteral("policy"), QStringLiteral("asset")},
        {QStringLiteral("compare"), QStringLiteral("yes")},         // not a boolean
        {QStringLiteral("taskMode"), QStringLiteral("fractional")}, // no such mode
        {QStringLiteral("tab"), QStringLiteral("3d-view")},         // no such tab
        {QStringLiteral("axes"), QJsonArray{QStringLiteral("GPU"), QStringLiteral("RAM")}},
        {QStringLiteral("taskUsers"), 7},
        {QStringLiteral("zoom"), 2.5}}; // a later version's key
    const QString path = m_files.filePath(QStringLiteral("lenient.json"));
    QVERIFY(writeFileAtomically(path, QJsonDocument(root).toJson()));
    QVERIFY(m_window->openFile(path));
    QVERIFY(m_dialogs->errors.isEmpty());
    QCOMPARE(m_window->allocationSet()->selectedPolicy(), PolicyId::Asset);
    QVERIFY(!m_window->allocationSet()->compareMode());
    QCOMPARE(m_window->allocationSet()->taskMode(), TaskMode::Continuous);
    QCOMPARE(m_window->plotArea()->currentIndex(), 0);
    // GPU exists, RAM does not: the horizontal axis follows, and the vertical one, which showed
    // GPU, takes the resource the horizontal one left (never GPU against GPU).
    QCOMPARE(
        m_window->plotArea()->findChild<QComboBox *>(QStringLiteral("x-resource"))->currentText(),
        QStringLiteral("GPU"));
    QCOMPARE(
        m_window->plotArea()->findChild<QComboBox *>(QStringLiteral("y-resource"))->currentText(),
        QStringLiteral("CPU"));

    // A "view" that is not an object at all is ignored too.
    root[QStringLiteral("view")] = QStringLiteral("compare");
    QVERIFY(writeFileAtomically(path, QJsonDocument(root).toJson()));
    QVERIFY(m_window->openFile(path));
    QVERIFY(m_dialogs->errors.isEmpty());
}

/// QSaveFile renames a new file over the old one: the watcher fires, nothing is asked.
void TestGuiFileSafety::ownSavesAskNothing()
{
    const QString path = openSeedFile();
    for (double cpu : {3.0, 4.0, 5.0}) {
        m_window->scenarioModel()->setDemand(0, 0, cpu);
        pressSave();
        QCOMPARE(savedCpu(path), cpu);
        QTest::qWait(400); // the watcher's signals and the check after them
    }
    QVERIFY(!m_window->document()->isModified());
    // Still watched after the renames: a change by someone else is noticed.
    m_answerer->answer(QStringLiteral("reload"));
    writeElsewhere(path, 7.0);
    QTRY_COMPARE(scenario().users[0].demand[0], 7.0);
}

void TestGuiFileSafety::changedFileCanBeReloaded()
{
    const QString path = openSeedFile();
    makeEdit();
    m_answerer->answer(QStringLiteral("reload"));
    writeElsewhere(path, 6.0);
    QTRY_COMPARE(scenario().users[0].demand[0], 6.0);
    QVERIFY(!m_window->document()->isModified());
    QCOMPARE(m_answerer->texts.size(), 1);
    QVERIFY2(m_answerer->texts[0].contains(QStringLiteral("seed.json was changed")),
             qPrintable(m_answerer->texts[0]));
    QVERIFY(m_answerer->texts[0].contains(QStringLiteral("drops your unsaved edits")));
}

void TestGuiFileSafety::changedFileKeepMineThenSave()
{
    const QString path = openSeedFile();
    makeEdit();
    m_answerer->answer(QStringLiteral("keep-mine"));
    writeElsewhere(path, 6.0);
    QTRY_VERIFY(!m_answerer->pending());
    QCOMPARE(scenario().users[0].demand[0], 3.0);
    QVERIFY(m_window->document()->isModified());
    // Already answered for this version of the file: Ctrl+S saves without asking again.
    pressSave();
    QCOMPARE(savedCpu(path), 3.0);
    QVERIFY(!m_window->document()->isModified());

    // Keep Mine with no edits of one's own still marks the scenario unsaved: the file differs.
    m_answerer->answer(QStringLiteral("keep-mine"));
    writeElsewhere(path, 8.0);
    QTRY_VERIFY(!m_answerer->pending());
    QVERIFY(m_window->document()->isModified());
    QCOMPARE(scenario().users[0].demand[0], 3.0);
}

void TestGuiFileSafety::changeNoticedAtSave_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<double>("fileCpu");   // in the file afterwards
    QTest::addColumn<double>("windowCpu"); // in the window afterwards
    QTest::addColumn<bool>("modified");
    QTest::newRow("keep mine overwrites") << QStringLiteral("keep-mine") << 3.0 << 3.0 << false;
    QTest::newRow("reload drops the edit") << QStringLiteral("reload") << 9.0 << 9.0 << false;
    QTest::newRow("cancel saves nothing") << QStringLiteral("cancel") << 9.0 << 3.0 << true;
    QTest::newRow("save as elsewhere") << QStringLiteral("save-as") << 9.0 << 3.0 << false;
}

/// Ctrl+S right after another program wrote the file, before the watcher's check: the save
/// itself notices and asks.
void TestGuiFileSafety::changeNoticedAtSave()
{
    QFETCH(QString, button);
    QFETCH(double, fileCpu);
    QFETCH(double, windowCpu);
    QFETCH(bool, modified);
    const QString path = openSeedFile();
    makeEdit();
    const QString other = m_files.filePath(QStringLiteral("other.json"));
    m_dialogs->savePath = other;
    writeElsewhere(path, 9.0);
    m_answerer->answer(button);
    pressSave();
    QCOMPARE(m_answerer->texts.size(), 1);
    QVERIFY(m_answerer->texts[0].contains(QStringLiteral("changed by another program")));
    QCOMPARE(savedCpu(path), fileCpu);
    QCOMPARE(scenario().users[0].demand[0], windowCpu);
    QCOMPARE(m_window->document()->isModified(), modified);
    if (button == QLatin1String("save-as")) {
        QCOMPARE(savedCpu(other), 3.0);
        QCOMPARE(m_window->document()->filePath(), other);
    }
    QTest::qWait(400); // the watcher's check finds nothing more to ask
    QCOMPARE(m_answerer->texts.size(), 1);
}

void TestGuiFileSafety::deletedFileIsNoticed()
{
    const QString path = openSeedFile();
    m_answerer->answer(QStringLiteral("keep-mine"));
    QVERIFY(QFile::remove(path));
    QTRY_VERIFY(!m_answerer->pending());
    QVERIFY(m_answerer->texts[0].contains(QStringLiteral("was deleted or moved")));
    QVERIFY(m_window->document()->isModified());
    QVERIFY(m_window->windowTitle().endsWith(QLatin1Char('*')));
    // Save puts it back, without asking again.
    pressSave();
    QCOMPARE(savedCpu(path), 2.0);
    QCOMPARE(m_answerer->texts.size(), 1);

    // Deleted and then saved by Ctrl+S before the check: asked at Save, Reload not offered.
    makeEdit();
    QVERIFY(QFile::remove(path));
    m_answerer->answer(QStringLiteral("reload"));
    pressSave();
    QCOMPARE(m_answerer->unexpected.size(), 1); // no such button: dismissed with Escape
    QVERIFY(m_answerer->unexpected[0].contains(QStringLiteral("no button reload")));
    m_answerer->unexpected.clear();
    QVERIFY(!QFile::exists(path));
    QVERIFY(m_window->document()->isModified());
}

void TestGuiFileSafety::autosaveFollowsUnsavedChanges()
{
    const QString path = openSeedFile();
    Autosave *autosave = m_window->autosave();
    QVERIFY(autosaveCopies().isEmpty());
    makeEdit();
    // Written a couple of seconds after the edit (QTRY waits up to 5 s).
    QTRY_VERIFY(QFile::exists(autosave->filePath()));
    QVERIFY(QFile::exists(autosave->filePath() + QStringLiteral(".lock")));
    const LoadResult copy = loadScenarioFile(autosave->filePath());
    QVERIFY2(copy.ok(), qPrintable(copy.errorText()));
    QCOMPARE(copy.scenario->users[0].demand[0], 3.0);

    // Undo back to the saved state: no unsaved changes, no copy.
    m_window->scenarioModel()->undoStack()->undo();
    QVERIFY(!QFile::exists(autosave->filePath()));
    m_window->scenarioModel()->undoStack()->redo();
    QVERIFY(autosave->saveNow());
    QVERIFY(QFile::exists(autosave->filePath()));
    pressSave();
    QVERIFY(!QFile::exists(autosave->filePath()));
    QVERIFY(!QFile::exists(autosave->filePath() + QStringLiteral(".lock")));
    QCOMPARE(savedCpu(path), 3.0);

    // A close that discards the edits leaves no copy either.
    m_window->scenarioModel()->setDemand(0, 0, 4.0);
    QVERIFY(autosave->saveNow());
    m_dialogs->answer = QMessageBox::Discard;
    QVERIFY(m_window->close());
    QVERIFY(autosaveCopies().isEmpty());
}

void TestGuiFileSafety::recoveryRestoresUnsavedEdits()
{
    const QString path = openSeedFile();
    makeEdit();
    m_window->allocationSet()->setSelectedPolicy(PolicyId::MaxMin);
    QVERIFY(m_window->autosave()->saveNow());
    const QString oldCopy = m_window->autosave()->filePath();
    // The session ends without the close question (as after a crash, its lock goes stale).
    m_window.reset();
    QVERIFY(QFile::exists(oldCopy));

    test::openWindow(m_window, m_dialogs);
    m_window->setDialogs(std::make_unique<RealQuestions>(m_dialogs));
    m_answerer->answer(QStringLiteral("restore"));
    QVERIFY(m_window->offerRecovery());
    QVERIFY(m_answerer->texts[0].contains(QDir::toNativeSeparators(path)));
    QCOMPARE(scenario().users[0].demand[0], 3.0);
    QCOMPARE(m_window->allocationSet()->selectedPolicy(), PolicyId::MaxMin);
    QVERIFY(m_window->document()->isModified());
    QCOMPARE(m_window->document()->filePath(), path);
    QCOMPARE(m_window->windowTitle(), QStringLiteral("drfviz — seed.json*"));
    // The copy now belongs to this session.
    QVERIFY(!QFile::exists(oldCopy));
    QCOMPARE(autosaveCopies(), QStringList{QFileInfo(m_window->autosave()->filePath()).fileName()});
    // Save goes to the original file.
    pressSave();
    QCOMPARE(savedCpu(path), 3.0);
    QVERIFY(autosaveCopies().isEmpty());
    QVERIFY(!m_window->offerRecovery());
}

void TestGuiFileSafety::runningSessionsKeepTheirCopies()
{
    makeEdit();
    QVERIFY(m_window->autosave()->saveNow());
    // Another instance (here a second window of this process, which holds the lock) finds
    // nothing to offer.
    MainWindow second;
    test::fakeDialogs(second);
    QVERIFY(second.autosave()->orphans().empty());
    // A copy whose lock belongs to a process that no longer runs is offered.
    const QString copy = QDir(Autosave::defaultDirectory()).filePath(QStringLiteral("dead.json"));
    QVERIFY(QFile::copy(m_window->autosave()->filePath(), copy));
    QFile lock(copy + QStringLiteral(".lock"));
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write("999999999\ndrfviz\n" + QSysInfo::machineHostName().toUtf8() + "\n");
    lock.close();
    const std::vector<Autosave::Orphan> orphans = second.autosave()->orphans();
    QCOMPARE(orphans.size(), size_t(1));
    QCOMPARE(orphans[0].path, copy);
    QCOMPARE(orphans[0].snapshot.scenario.users[0].demand[0], 3.0);
    QVERIFY(orphans[0].description().contains(QStringLiteral("untitled")));
    // While this instance considers it, a third one does not get it.
    MainWindow third;
    test::fakeDialogs(third);
    QVERIFY(third.autosave()->orphans().empty());
}

void TestGuiFileSafety::discardedRecoveryIsGone()
{
    makeEdit();
    QVERIFY(m_window->autosave()->saveNow());
    m_window.reset();
    QCOMPARE(autosaveCopies().size(), 1);

    test::openWindow(m_window, m_dialogs);
    m_window->setDialogs(std::make_unique<RealQuestions>(m_dialogs));
    m_answerer->answer(QStringLiteral("not-now"));
    QVERIFY(!m_window->offerRecovery());
    QCOMPARE(autosaveCopies().size(), 1); // asked again at the next start
    m_answerer->answer(QStringLiteral("discard"));
    QVERIFY(!m_window->offerRecovery());
    QVERIFY(autosaveCopies().isEmpty());
    QCOMPARE(scenario().users[0].demand[0], 2.0);
    QVERIFY(!m_window->document()->isModified());
}

DRFVIZ_TEST_MAIN(TestGuiFileSafety)
#include "tst_gui_filesafety.moc"
