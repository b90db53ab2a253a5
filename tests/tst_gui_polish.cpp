// The window in Polish: View > Language switches it live both ways and remembers the choice;
// menus, docks and tabs are translated, plural forms agree with their numbers (1 zadanie,
// 2 zadania, 5 zadań), numbers have a decimal comma, and spin boxes accept one.

#include "appsettings.h"
#include "guitest.h"
#include "interfacelanguage.h"
#include "numberspinbox.h"
#include "plotarea.h"
#include "plotview.h"
#include "readablenumber.h"
#include "resourcespaceview.h"
#include "scenariodocument.h"
#include "scenariomodel.h"
#include "sliderspinbox.h"
#include "taskspaceview.h"
#include "testmain.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QUndoStack>

#include <qcustomplot.h>

using namespace drf;

namespace {

/// The titles of the menu bar's menus, in order.
QStringList menuTitles(const MainWindow &window)
{
    QStringList titles;
    for (const QAction *action : window.menuBar()->actions())
        titles.append(action->text());
    return titles;
}

QString dockTitle(const MainWindow &window, const QString &name)
{
    const auto *dock = window.findChild<QDockWidget *>(name);
    return dock ? dock->windowTitle() : QString();
}

/// Lets the deferred retranslation and refreshes run.
void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

/// One user (1 CPU + 1 GPU per task) alone on `capacity` CPU and GPU: every policy gives it
/// exactly `capacity` tasks.
Scenario aloneWith(double capacity)
{
    Scenario scenario;
    scenario.resources = {{QStringLiteral("CPU"), capacity, 1.0},
                          {QStringLiteral("GPU"), capacity, 1.0}};
    User user;
    user.name = QStringLiteral("A");
    user.demand = {1.0, 1.0};
    scenario.users = {user};
    return scenario;
}

} // namespace

class TestGuiPolish : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(m_settings); }
    void init()
    {
        test::openWindow(m_window, m_dialogs);
        InterfaceLanguage::instance()->setChoice(InterfaceLanguage::Choice::Polish);
        settle();
    }
    void cleanup()
    {
        InterfaceLanguage::instance()->setChoice(InterfaceLanguage::Choice::English);
        test::closeWindow(m_window, m_dialogs);
    }

    void menusDocksAndTabs();
    void pluralForms_data();
    void pluralForms();
    void decimalComma();
    void spinBoxesAcceptTheComma();
    void spinBoxesReadPolishGroups();
    void switchesBackLiveAndIsRemembered();

private:
    QTemporaryDir m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<test::FakeDialogs::Record> m_dialogs;
};

void TestGuiPolish::menusDocksAndTabs()
{
    QCOMPARE(menuTitles(*m_window),
             (QStringList{QStringLiteral("&Plik"), QStringLiteral("&Edycja"),
                          QStringLiteral("&Polityka"), QStringLiteral("&Widok"),
                          QStringLiteral("Pomo&c")}));
    QCOMPARE(dockTitle(*m_window, QStringLiteral("results-dock")), QStringLiteral("Wyniki"));
    QCOMPARE(dockTitle(*m_window, QStringLiteral("editor-dock")), QStringLiteral("Scenariusz"));
    QCOMPARE(dockTitle(*m_window, QStringLiteral("crumbs-dock")), QStringLiteral("Cena okruchów"));
    QCOMPARE(m_window->plotArea()->tabText(0), QStringLiteral("Przestrzeń zasobów"));
    auto *language = m_window->findChild<QMenu *>(QStringLiteral("language-menu"));
    QVERIFY(language);
    QCOMPARE(language->title(), QStringLiteral("&Język"));
    QVERIFY(language->findChild<QAction *>(QStringLiteral("language-pl"))->isChecked());
    // The seed's results, in the seed article's words.
    const QString results = test::resultsText(*m_window);
    QVERIFY2(results.contains(QStringLiteral("Brak zawiści")), qPrintable(results));
    QVERIFY2(results.contains(QStringLiteral("Gwarancja opłacalności")), qPrintable(results));
    QVERIFY2(results.contains(QStringLiteral("Optymalność Pareto")), qPrintable(results));
    QVERIFY2(results.contains(QStringLiteral("Bez okruchów")), qPrintable(results));
    QVERIFY2(results.contains(QStringLiteral("20 CPU odłogiem")), qPrintable(results));
    // A preset's title in the status bar is the window's language too.
    QVERIFY(m_window->document()->loadPreset(QStringLiteral("seed")));
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("Scenariusz wzorcowy: Przykład z artykułu: analityka danych i sieci "
                            "neuronowe na 180 CPU + 180 GPU"));
}

void TestGuiPolish::pluralForms_data()
{
    QTest::addColumn<double>("capacity");
    QTest::addColumn<QString>("tasks");
    QTest::addColumn<QString>("resources");
    // Polish has three forms: one, a few (2-4, 22-24...), many (5-21, 25...).
    QTest::newRow("1") << 1.0 << QStringLiteral("A: 1 zadanie") << QStringLiteral("2 zasoby");
    QTest::newRow("2") << 2.0 << QStringLiteral("A: 2 zadania") << QStringLiteral("2 zasoby");
    QTest::newRow("5") << 5.0 << QStringLiteral("A: 5 zadań") << QStringLiteral("2 zasoby");
    QTest::newRow("22") << 22.0 << QStringLiteral("A: 22 zadania") << QStringLiteral("2 zasoby");
    QTest::newRow("12") << 12.0 << QStringLiteral("A: 12 zadań") << QStringLiteral("2 zasoby");
    QTest::newRow("fraction") << 2.5 << QStringLiteral("A: 2,5 zadania")
                              << QStringLiteral("2 zasoby");
}

void TestGuiPolish::pluralForms()
{
    QFETCH(double, capacity);
    QFETCH(QString, tasks);
    QFETCH(QString, resources);
    m_window->scenarioModel()->resetScenario(aloneWith(capacity));
    settle();
    // The Resource space's labels (its accessible description holds their whole texts).
    PlotView *plot = m_window->plotArea()->resourceSpaceView();
    QTRY_VERIFY2(plot->accessibleDescription().contains(tasks),
                 qPrintable(plot->accessibleDescription()));
    // The status bar's summary: 1 użytkownik, 2 zasoby.
    const auto labels = m_window->statusBar()->findChildren<QLabel *>();
    const bool summary = std::any_of(labels.begin(), labels.end(), [&](const QLabel *label) {
        return label->text().startsWith(QStringLiteral("1 użytkownik · ") + resources);
    });
    QVERIFY(summary);
    QCOMPARE(readableTasks(1), QStringLiteral("1 zadanie"));
    QCOMPARE(readableTasks(3), QStringLiteral("3 zadania"));
    QCOMPARE(readableTasks(25), QStringLiteral("25 zadań"));
}

void TestGuiPolish::decimalComma()
{
    // The seed under DRF: dominant shares 2/3, written 66,7 %; B's bundle (40; 120).
    const QString results = test::resultsText(*m_window);
    QVERIFY2(results.contains(QStringLiteral("66,7 %")), qPrintable(results));
    QVERIFY2(!results.contains(QStringLiteral("66.7")), qPrintable(results));
    QVERIFY2(results.contains(QStringLiteral("(40; 120)")), qPrintable(results));
    QCOMPARE(readableDecimal(2.0 / 3.0), QStringLiteral("0,6667"));
    QCOMPARE(readableNumber(2.0 / 3.0), QStringLiteral("2/3"));
    // The plots' axis ticks too.
    PlotView *plot = m_window->plotArea()->resourceSpaceView();
    QCOMPARE(plot->plot()->locale().decimalPoint(), QStringLiteral(","));
    // A point's coordinates in the task space, apart with a semicolon as in the results.
    m_window->plotArea()->setCurrentIndex(1);
    settle();
    const QString points = m_window->plotArea()->taskSpaceView()->accessibleDescription();
    QVERIFY2(points.contains(QStringLiteral("asset: (55,38; 41,54)")), qPrintable(points));
    QVERIFY2(points.contains(QStringLiteral("(60; 40)")), qPrintable(points));
}

void TestGuiPolish::spinBoxesAcceptTheComma()
{
    auto *weight = m_window->findChild<NumberSpinBox *>(QStringLiteral("weight-0"));
    QVERIFY(weight);
    weight->setFocus();
    weight->selectAll();
    QTest::keyClicks(weight, QStringLiteral("1,5"));
    QTest::keyClick(weight, Qt::Key_Return);
    QCOMPARE(m_window->scenarioModel()->scenario().users[0].weight, 1.5);
    QCOMPARE(weight->text(), QStringLiteral("1,5"));
}

/// Poles group digits with a space (a no-break one, typed or pasted): "1 234,5" is 1234.5 in
/// a demand field. A text that is no number ("1 2": a group of one digit) changes nothing, and
/// the status bar says so; it was saved as 1 without a word.
void TestGuiPolish::spinBoxesReadPolishGroups()
{
    auto *slider = m_window->findChild<SliderSpinBox *>(QStringLiteral("demand-0-0"));
    QVERIFY(slider);
    NumberSpinBox *demand = slider->spinBox();
    const ScenarioModel *model = m_window->scenarioModel();
    const auto type = [demand](const QString &text) {
        demand->setFocus();
        demand->selectAll();
        QTest::keyClicks(demand, text);
        QTest::keyClick(demand, Qt::Key_Return);
    };
    QCOMPARE(model->scenario().users[0].demand[0], 2.0);
    type(QStringLiteral("1 234,5"));
    QCOMPARE(model->scenario().users[0].demand[0], 1234.5);
    QCOMPARE(demand->text(), QStringLiteral("1234,5"));
    type(QStringLiteral("2") + QChar(0x00A0) + QStringLiteral("345 678,25"));
    QCOMPARE(model->scenario().users[0].demand[0], 2345678.25);

    QSignalSpy rejected(demand, &NumberSpinBox::textRejected);
    type(QStringLiteral("1 2"));
    QCOMPARE(model->scenario().users[0].demand[0], 2345678.25);
    QCOMPARE(demand->text(), QStringLiteral("2345678,25"));
    QCOMPARE(rejected.count(), 1);
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(message.startsWith(QStringLiteral("Bez zmian: A: CPU")), qPrintable(message));
    QVERIFY2(message.endsWith(QStringLiteral(": „1 2” nie jest liczbą; pozostaje 2345678,25")),
             qPrintable(message));
    // Groups of other sizes are no number either, nor is a space after the decimal comma.
    for (const char *text : {"12 34", "1 2345", "1,5 0", "1234 567"}) {
        type(QString::fromUtf8(text));
        QCOMPARE(model->scenario().users[0].demand[0], 2345678.25);
    }
    QCOMPARE(rejected.count(), 5);
    // A weight field too, and with the undo stack untouched by the refusals.
    auto *weight = m_window->findChild<NumberSpinBox *>(QStringLiteral("weight-0"));
    QVERIFY(weight);
    const int steps = model->undoStack()->count();
    weight->setFocus();
    weight->selectAll();
    QTest::keyClicks(weight, QStringLiteral("1 2"));
    QTest::keyClick(weight, Qt::Key_Tab);
    QCOMPARE(model->scenario().users[0].weight, 1.0);
    QCOMPARE(model->undoStack()->count(), steps);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("„1 2”")),
             qPrintable(m_window->statusBar()->currentMessage()));
}

void TestGuiPolish::switchesBackLiveAndIsRemembered()
{
    QCOMPARE(appSettings()->value(settingsKey::kLanguage).toString(), QStringLiteral("pl"));
    auto *english = m_window->findChild<QAction *>(QStringLiteral("language-en"));
    QVERIFY(english);
    english->trigger();
    settle();
    QCOMPARE(menuTitles(*m_window).first(), QStringLiteral("&File"));
    QCOMPARE(dockTitle(*m_window, QStringLiteral("results-dock")), QStringLiteral("Results"));
    QCOMPARE(m_window->plotArea()->tabText(0), QStringLiteral("Resource space"));
    const QString results = test::resultsText(*m_window);
    QVERIFY2(results.contains(QStringLiteral("66.7 %")), qPrintable(results));
    QVERIFY2(results.contains(QStringLiteral("Envy-free")), qPrintable(results));
    QCOMPARE(appSettings()->value(settingsKey::kLanguage).toString(), QStringLiteral("en"));
    // And to Polish again, without a restart.
    m_window->findChild<QAction *>(QStringLiteral("language-pl"))->trigger();
    settle();
    QCOMPARE(menuTitles(*m_window).first(), QStringLiteral("&Plik"));
    QVERIFY(test::resultsText(*m_window).contains(QStringLiteral("66,7 %")));
}

DRFVIZ_TEST_MAIN(TestGuiPolish)
#include "tst_gui_polish.moc"
