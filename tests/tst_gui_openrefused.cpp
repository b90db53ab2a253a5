// File ▸ Open on what must not be read (a FIFO, /dev/zero, a huge file) and on a file with
// thousands of problems: the window says why in a dialog of readable length and keeps the
// scenario and its edits.
#include "guitest.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "testmain.h"
#include "testutil.h"

#include <QFile>
#include <QUndoStack>

using namespace drf;

class TestGuiOpenRefused : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void refusedFiles_data();
    void refusedFiles();
    void manyProblemsFitTheDialog();

private:
    QTemporaryDir m_settings;
    QTemporaryDir m_files;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<test::FakeDialogs::Record> m_dialogs;
};

void TestGuiOpenRefused::initTestCase()
{
    test::isolateSettings(m_settings);
    QVERIFY(m_files.isValid());
}

void TestGuiOpenRefused::init()
{
    test::openWindow(m_window, m_dialogs);
}

void TestGuiOpenRefused::cleanup()
{
    test::closeWindow(m_window, m_dialogs);
}

void TestGuiOpenRefused::refusedFiles_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    test::addUnreadableFileRows(QDir(m_files.path()), 2LL * 1024 * 1024 * 1024, "2 GB",
                                "it is 2,147,483,648 bytes (2,048.0 MiB), over the limit of "
                                "67,108,864 bytes (64 MiB)");
}

void TestGuiOpenRefused::refusedFiles()
{
    QFETCH(QString, path);
    QFETCH(QString, reason);
    m_window->scenarioModel()->setDemand(0, 0, 3.0);
    m_dialogs->openPath = path;
    QVERIFY(!m_window->document()->open());
    QCOMPARE(m_dialogs->errors.size(), 1);
    QVERIFY2(m_dialogs->errors[0].contains(reason), qPrintable(m_dialogs->errors[0]));
    QCOMPARE(m_dialogs->saveQuestions, 0);
    QCOMPARE(m_window->scenarioModel()->scenario().users[0].demand[0], 3.0);
    QCOMPARE(m_window->scenarioModel()->undoStack()->count(), 1);
}

void TestGuiOpenRefused::manyProblemsFitTheDialog()
{
    QByteArrayList users;
    for (int i = 0; i < 20000; ++i)
        users.append("5");
    const QString path = m_files.filePath(QStringLiteral("crowd.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"resources": [{"name": "CPU", "capacity": 1}], "users": [)" + users.join(", ") +
               "]}");
    file.close();
    QVERIFY(!m_window->openFile(path));
    QCOMPARE(m_dialogs->errors.size(), 1);
    const QString text = m_dialogs->errors[0];
    QVERIFY2(text.endsWith(QStringLiteral("\n... and 9,981 more problems")), qPrintable(text));
    QVERIFY2(text.count(QLatin1Char('\n')) < kErrorTextLines + 6, qPrintable(text));
}

DRFVIZ_TEST_MAIN(TestGuiOpenRefused)
#include "tst_gui_openrefused.moc"
