// drfviz's own scenario suffix, .drfviz (the MIME type that a double-click opens in drfviz):
// File ▸ Open reads .drfviz and .json files alike, the file dialogs offer both, and Save As
// gives a new file the .drfviz suffix.
#include "guitest.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "testmain.h"

#include <QApplication>
#include <QFileDialog>
#include <QTimer>

#include <functional>

using namespace drf;

namespace {

/// FakeDialogs that also remember the name Save As suggests.
class SuggestionDialogs : public test::FakeDialogs
{
public:
    SuggestionDialogs(std::shared_ptr<Record> record, QString *suggested)
        : FakeDialogs(std::move(record)), m_suggested(suggested)
    {
    }
    QString saveFileName(QWidget *parent, const QString &suggestedPath) override
    {
        *m_suggested = suggestedPath;
        return FakeDialogs::saveFileName(parent, suggestedPath);
    }

private:
    QString *m_suggested;
};

/// The name filters of the file dialog that `ask` opens; the dialog is cancelled.
QStringList fileDialogFilters(const std::function<QString()> &ask)
{
    QStringList filters;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
            filters = dialog->nameFilters();
            dialog->reject();
        }
    });
    poll.start(10);
    const QString chosen = ask();
    return chosen.isEmpty() ? filters : QStringList();
}

} // namespace

class TestGuiScenarioSuffix : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void openReadsBothSuffixes_data();
    void openReadsBothSuffixes();
    void saveAsGivesTheDrfvizSuffix();
    void fileDialogsOfferBothSuffixes();

private:
    QTemporaryDir m_settings;
    QTemporaryDir m_files;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<test::FakeDialogs::Record> m_dialogs;
};

void TestGuiScenarioSuffix::initTestCase()
{
    test::isolateSettings(m_settings);
    QVERIFY(m_files.isValid());
}

void TestGuiScenarioSuffix::init()
{
    test::openWindow(m_window, m_dialogs);
}

void TestGuiScenarioSuffix::cleanup()
{
    test::closeWindow(m_window, m_dialogs);
}

void TestGuiScenarioSuffix::openReadsBothSuffixes_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow(".drfviz") << QStringLiteral("lesson.drfviz");
    QTest::newRow(".json") << QStringLiteral("lesson.json");
}

void TestGuiScenarioSuffix::openReadsBothSuffixes()
{
    QFETCH(QString, name);
    const QString path = m_files.filePath(name);
    QVERIFY(saveScenarioFile(*loadPreset(QStringLiteral("three-by-three")).scenario, path));
    m_dialogs->openPath = path;
    QTest::keyClick(m_window.get(), Qt::Key_O, Qt::ControlModifier); // File ▸ Open
    QVERIFY2(m_dialogs->errors.isEmpty(), qPrintable(m_dialogs->errors.join('\n')));
    QCOMPARE(m_window->scenarioModel()->scenario().resourceCount(), 3);
    QCOMPARE(m_window->document()->filePath(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(m_window->windowTitle(), QStringLiteral("drfviz — ") + name);
}

void TestGuiScenarioSuffix::saveAsGivesTheDrfvizSuffix()
{
    QString suggested;
    m_window->setDialogs(std::make_unique<SuggestionDialogs>(m_dialogs, &suggested));
    m_window->scenarioModel()->setDemand(0, 0, 3.0);
    m_dialogs->savePath = m_files.filePath(QStringLiteral("lesson")); // typed without a suffix
    QVERIFY(m_window->document()->saveAs());
    QVERIFY2(suggested.endsWith(QStringLiteral(".drfviz")), qPrintable(suggested));
    const QString saved = m_files.filePath(QStringLiteral("lesson.drfviz"));
    QCOMPARE(m_window->document()->filePath(), QFileInfo(saved).absoluteFilePath());
    const LoadResult loaded = loadScenarioFile(saved);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
    QCOMPARE(loaded.scenario->users[0].demand[0], 3.0);

    // A suffix the user typed is kept.
    m_dialogs->savePath = m_files.filePath(QStringLiteral("lesson.json"));
    QVERIFY(m_window->document()->saveAs());
    QVERIFY(loadScenarioFile(m_dialogs->savePath).ok());
}

void TestGuiScenarioSuffix::fileDialogsOfferBothSuffixes()
{
    DocumentDialogs dialogs;
    for (const QStringList &filters :
         {fileDialogFilters([&] { return dialogs.openFileName(m_window.get(), m_files.path()); }),
          fileDialogFilters([&] {
              return dialogs.saveFileName(m_window.get(), m_files.filePath("scenario.drfviz"));
          })}) {
        QVERIFY2(!filters.isEmpty(), "no file dialog was shown");
        QVERIFY2(filters[0].contains(QStringLiteral("*.drfviz")) &&
                     filters[0].contains(QStringLiteral("*.json")),
                 qPrintable(filters.join(QStringLiteral(";;"))));
        QVERIFY(filters.last().endsWith(QStringLiteral("(*)"))); // and all files
    }
}

DRFVIZ_TEST_MAIN(TestGuiScenarioSuffix)
#include "tst_gui_scenariosuffix.moc"
