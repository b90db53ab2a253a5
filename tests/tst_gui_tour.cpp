// Help > Guided Tour, driven by its buttons and keys: each step's scenario, policy, tab and docks,
// the numbers its sentences quote (the seed article's, DOMAIN.md), Back, closing, the user's
// unsaved work; and Help > Keyboard Shortcuts, read from the window's actions.
#include "allocationset.h"
#include "guidedtour.h"
#include "guitest.h"
#include "interfacelanguage.h"
#include "mainwindow.h"
#include "manipulationexplorer.h"
#include "plotarea.h"
#include "policytoolbar.h"
#include "resourcespaceview.h"
#include "scenariodocument.h"
#include "scenarioeditor.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "shortcutsdialog.h"
#include "testmain.h"
#include "tourstep.h"
#include "viewstate.h"

#include <QCheckBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabBar>
#include <QTreeWidget>
#include <QUndoStack>

using namespace drf;

namespace {

void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

/// The numbers a text quotes, in order: "60", "2/3", "1.414", "83,5" (a Polish decimal comma).
QStringList numbersIn(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("\\d+(?:[.,]\\d+)?(?:/\\d+)?"));
    QStringList numbers;
    for (auto match = number.globalMatch(text); match.hasNext();)
        numbers.append(match.next().captured());
    return numbers;
}

QString decimalComma(QString number)
{
    return number.replace(QLatin1Char('.'), QLatin1Char(','));
}

/// The shortcut rows of the dialog: "command\tkeys".
QStringList shortcutRows(const QTreeWidget *tree, bool visibleOnly = false)
{
    QStringList rows;
    for (int g = 0; g < tree->topLevelItemCount(); ++g) {
        const QTreeWidgetItem *group = tree->topLevelItem(g);
        for (int r = 0; r < group->childCount(); ++r) {
            const QTreeWidgetItem *row = group->child(r);
            if (!visibleOnly || (!row->isHidden() && !group->isHidden()))
                rows.append(row->text(0) + QLatin1Char('\t') + row->text(1));
        }
    }
    return rows;
}

} // namespace

class TestGuiTour : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;
    QTemporaryDir m_files;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<test::FakeDialogs::Record> m_dialogs;

    GuidedTour *tour() const { return m_window->findChild<GuidedTour *>(); }
    QPushButton *button(const char *name) const
    {
        return tour()->findChild<QPushButton *>(QLatin1String(name));
    }
    QString progress() const
    {
        return tour()->findChild<QLabel *>(QStringLiteral("tour-progress"))->text();
    }
    /// Help > Guided Tour.
    void startTour()
    {
        m_window->findChild<QAction *>(QStringLiteral("guided-tour"))->trigger();
        settle();
    }
    /// Clicks Next until step `index` (0-based) is shown.
    void clickTo(int index)
    {
        while (tour()->currentStep() < index) {
            const int before = tour()->currentStep();
            QTest::mouseClick(button("tour-next"), Qt::LeftButton);
            settle();
            QCOMPARE(tour()->currentStep(), before + 1);
        }
    }
    QDockWidget *tourDock() const { return m_window->findChild<QDockWidget *>("tour-dock"); }
    /// A widget outside the tour that uses none of its keys (the editor's Add user button).
    QWidget *bystander() const
    {
        auto *button = m_window->editor()->findChild<QPushButton *>();
        button->setFocus();
        return button;
    }

private slots:
    void initTestCase() { test::isolateSettings(m_settings); }
    void init() { test::openWindow(m_window, m_dialogs); }
    void cleanup()
    {
        InterfaceLanguage::instance()->setChoice(InterfaceLanguage::Choice::English);
        test::closeWindow(m_window, m_dialogs);
    }

    void steps_data();
    void steps();
    void keysAndBack();
    void closingLeavesAnOrdinaryScenario();
    void unsavedWorkIsNeverLost();
    void switchesLanguageLive();
    void staysInPresentationMode();
    void shortcutsListEveryAction();
    void shortcutsSearch();
};

void TestGuiTour::steps_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("policy");
    QTest::addColumn<bool>("compare");
    QTest::addColumn<QString>("tab");
    QTest::addColumn<QStringList>("docks");
    QTest::addColumn<QStringList>("numbers");
    QTest::addColumn<bool>("quotesTasks"); ///< the text names the policy's tasks per user

    const QString seed = QStringLiteral("seed");
    const QString space = QStringLiteral("resource-space");
    const QString timeline = QStringLiteral("timeline");
    // The numbers of the seed article and DOMAIN.md ("The story", "Online allocation"); the last
    // step's come from `drfviz --simulate` on the churn preset.
    QTest::newRow("cluster") << 0 << seed << int(PolicyId::Drf) << true << space << QStringList()
                             << QStringList{"180", "180", "2", "1", "1", "3"} << false;
    QTest::newRow("equal split") << 1 << seed << int(PolicyId::MaxMin) << false << space
                                 << QStringList() << QStringList{"90", "90", "45", "30", "60", "45"}
                                 << true;
    QTest::newRow("fixed price") << 2 << seed << int(PolicyId::FixedPrice) << false << space
                                 << QStringList()
                                 << QStringList{"10", "1800", "60", "45", "195", "15"} << true;
    QTest::newRow("drf") << 3 << seed << int(PolicyId::Drf) << false << space
                         << QStringList{"derivation-dock"}
                         << QStringList{"1/90", "1/60", "2/3", "60", "40", "20"} << true;
    // U_A(B) = min(40/2, 120/1) = 20 < 60, U_B(A) = min(120/1, 60/3) = 20 < 40.
    QTest::newRow("envy-free") << 4 << seed << int(PolicyId::Drf) << false << space
                               << QStringList{"envy-dock", "properties-dock"}
                               << QStringList{"40", "120", "20", "60", "20", "40"} << true;
    // Walras on the seed: prices 5 and 15, 72 + 36 tasks; B's best lie (√2, 3/√2) gives it 45
    // tasks instead of 36 (--report --manipulation).
    QTest::newRow("walras") << 5 << seed << int(PolicyId::Walras) << false
                            << QStringLiteral("manipulation") << QStringList()
                            << QStringList{"5",     "15", "72", "36", "1.414",
                                           "2.121", "1",  "3",  "45", "25.0"}
                            << true;
    QTest::newRow("crumbs") << 6 << seed << int(PolicyId::Drf) << false
                            << QStringLiteral("utilization") << QStringList{"crumbs-dock"}
                            << QStringList{"20", "2/3"} << false;
    // t = 5, tasks of 10; recompute takes 30 of A's 90 back; dynamic DRF holds A to 45; online
    // DRF gives A 90 and B waits 5; all end at 60 + 40.
    QTest::newRow("late arrival") << 7 << QStringLiteral("late-arrival") << int(PolicyId::Drf)
                                  << false << timeline << QStringList()
                                  << QStringList{"5", "10", "30", "90", "45", "90", "5", "60", "40"}
                                  << false;
    // Churn: recompute takes back 5.45 + 10.91 + 3.46 + 0.67 tasks; mean CPU use 78.3 %
    // (dynamic), 76.0 % (online), 83.5 % (recompute); etl waits 8 under online DRF.
    QTest::newRow("open problem") << 8 << QStringLiteral("churn") << int(PolicyId::Drf) << false
                                  << timeline << QStringList()
                                  << QStringList{"20.5", "78.3", "76.0", "83.5", "8"} << false;
}

void TestGuiTour::steps()
{
    QFETCH(int, index);
    QFETCH(QString, preset);
    QFETCH(int, policy);
    QFETCH(bool, compare);
    QFETCH(QString, tab);
    QFETCH(QStringList, docks);
    QFETCH(QStringList, numbers);
    QFETCH(bool, quotesTasks);

    startTour();
    QVERIFY(tour());
    QVERIFY(tour()->isActive());
    QVERIFY(tourDock()->isVisible());
    clickTo(index);
    QCOMPARE(progress(), QStringLiteral("Step %1 of 9").arg(index + 1));
    QCOMPARE(tourSteps().size(), 9);

    // The scenario: the preset, loaded as File > Presets loads it (no unsaved changes).
    ScenarioDocument *document = m_window->document();
    QCOMPARE(document->displayName(), QStringLiteral("preset %1").arg(preset));
    QVERIFY(!document->isModified());
    const LoadResult shipped = loadPreset(preset);
    QVERIFY(shipped.ok());
    QCOMPARE(m_window->scenarioModel()->scenario().title, shipped.scenario->title);
    QCOMPARE(m_window->scenarioModel()->scenario().userCount(), shipped.scenario->userCount());

    // The policy, in the results and on the toolbar (Ctrl+1..6); compare; the tab.
    const auto expectedPolicy = PolicyId(policy);
    QCOMPARE(m_window->allocationSet()->selectedPolicy(), expectedPolicy);
    QVERIFY(m_window->policyToolBar()->policyAction(expectedPolicy)->isChecked());
    QCOMPARE(m_window->allocationSet()->compareMode(), compare);
    QCOMPARE(m_window->allocationSet()->taskMode(), TaskMode::Continuous);
    QCOMPARE(m_window->plotArea()->viewState().tab.value_or(QString()), tab);
    for (const QString &name : docks) {
        auto *dock = m_window->findChild<QDockWidget *>(name);
        QVERIFY2(dock && dock->isVisible(), qPrintable(name));
    }
    if (tab == QStringLiteral("timeline"))
        QVERIFY(m_window->findChild<QCheckBox *>(QStringLiteral("all-mechanisms"))->isChecked());
    if (tab == QStringLiteral("manipulation")) {
        QCOMPARE(m_window->plotArea()->manipulationExplorer()->user(), 1); // B, the liar
        QCOMPARE(m_window->plotArea()->manipulationExplorer()->policy(), expectedPolicy);
    }

    // The sentences quote the math's numbers, in order.
    const QString text = tour()->stepText();
    QCOMPARE(numbersIn(text), numbers);
    // ... and those of the window's own results where the step names a policy's tasks.
    if (quotesTasks) {
        const QList<double> tasks =
            m_window->allocationSet()->result(expectedPolicy).allocation.tasks;
        for (double x : tasks)
            QVERIFY2(numbers.contains(QString::number(std::round(x))), qPrintable(text));
    }
    QVERIFY2(!tour()->findChild<QLabel *>(QStringLiteral("tour-title"))->text().isEmpty(),
             "a title");
    test::screenshot(m_window.get(), QStringLiteral("tour-step-%1").arg(index + 1));
}

void TestGuiTour::keysAndBack()
{
    startTour();
    QCOMPARE(tour()->currentStep(), 0);
    QVERIFY(!button("tour-back")->isEnabled());
    // Page Down with the focus in the tour (on Next, where the tour puts it).
    QTest::keyClick(button("tour-next"), Qt::Key_PageDown);
    settle();
    QCOMPARE(tour()->currentStep(), 1);
    // Alt+Right with the focus outside the tour, on a button that does not use it.
    QWidget *outside = bystander();
    QTest::keyClick(outside, Qt::Key_Right, Qt::AltModifier);
    settle();
    QCOMPARE(tour()->currentStep(), 2);
    QCOMPARE(m_window->allocationSet()->selectedPolicy(), PolicyId::FixedPrice);
    // Back, by the button: the step before is shown again, policy and all.
    QTest::mouseClick(button("tour-back"), Qt::LeftButton);
    settle();
    QCOMPARE(tour()->currentStep(), 1);
    QCOMPARE(m_window->allocationSet()->selectedPolicy(), PolicyId::MaxMin);
    QCOMPARE(numbersIn(tour()->stepText()).mid(2, 2), (QStringList{"45", "30"}));
    // Page Up and Alt+Left from there too.
    QTest::keyClick(outside, Qt::Key_PageDown);
    settle();
    QCOMPARE(tour()->currentStep(), 2);
    QTest::keyClick(outside, Qt::Key_PageUp);
    settle();
    QCOMPARE(tour()->currentStep(), 1);
    QTest::keyClick(outside, Qt::Key_Left, Qt::AltModifier);
    settle();
    QCOMPARE(tour()->currentStep(), 0);
    QTest::keyClick(outside, Qt::Key_Left, Qt::AltModifier); // nothing before the first
    settle();
    QCOMPARE(tour()->currentStep(), 0);
    // Page Down wins over a widget that uses it too: the resource space (where it chooses the
    // user the arrows move) and the scenario's users table.
    QWidget *plot = m_window->plotArea()->resourceSpaceView();
    plot->setFocus();
    QTest::keyClick(plot, Qt::Key_PageDown);
    settle();
    QCOMPARE(tour()->currentStep(), 1);
    auto *table = m_window->findChild<QWidget *>(QStringLiteral("users-table"));
    QVERIFY(table);
    QTest::keyClick(table, Qt::Key_PageUp);
    settle();
    QCOMPARE(tour()->currentStep(), 0);
    QCOMPARE(m_window->scenarioModel()->scenario().users[0].demand, (QList<double>{2.0, 1.0}));
    // Esc, from the tour, closes it.
    QTest::keyClick(button("tour-next"), Qt::Key_Escape);
    settle();
    QVERIFY(!tour()->isActive());
    QVERIFY(!tourDock()->isVisible());
    // Closed, its keys are the window's again.
    QTest::keyClick(outside, Qt::Key_PageDown);
    settle();
    QCOMPARE(tour()->currentStep(), 0);
    QCOMPARE(m_window->allocationSet()->selectedPolicy(), PolicyId::Drf);
}

void TestGuiTour::closingLeavesAnOrdinaryScenario()
{
    startTour();
    clickTo(3);
    QTest::mouseClick(button("tour-close"), Qt::LeftButton);
    settle();
    QVERIFY(!tour()->isActive());
    QVERIFY(!tourDock()->isVisible());
    // The last step's scenario stays, as an unmodified preset with an empty history.
    ScenarioDocument *document = m_window->document();
    QCOMPARE(document->displayName(), QStringLiteral("preset seed"));
    QVERIFY(!document->isModified());
    QUndoStack *undo = m_window->scenarioModel()->undoStack();
    QCOMPARE(undo->count(), 0);
    QVERIFY(m_window->windowTitle().endsWith(QStringLiteral("preset seed")));
    // It edits and undoes as any scenario.
    m_window->scenarioModel()->setDemand(0, 0, 3.0);
    QVERIFY(document->isModified());
    undo->undo();
    QVERIFY(!document->isModified());
    QCOMPARE(m_window->scenarioModel()->scenario().users[0].demand[0], 2.0);
    // Started again, the tour begins at its start; Finish at the last step ends it.
    startTour();
    QCOMPARE(tour()->currentStep(), 0);
    clickTo(8);
    QVERIFY(button("tour-next")->text().contains(QStringLiteral("Finish")));
    QTest::mouseClick(button("tour-next"), Qt::LeftButton);
    settle();
    QVERIFY(!tour()->isActive());
    QCOMPARE(document->displayName(), QStringLiteral("preset churn"));
}

void TestGuiTour::unsavedWorkIsNeverLost()
{
    ScenarioModel *model = m_window->scenarioModel();
    ScenarioDocument *document = m_window->document();
    model->setDemand(0, 0, 2.5);
    QVERIFY(document->isModified());
    // Cancel: the tour does not start, and the edit stays.
    m_dialogs->answer = QMessageBox::Cancel;
    startTour();
    QCOMPARE(m_dialogs->saveQuestions, 1);
    QVERIFY(!tour() || !tour()->isActive());
    QVERIFY(document->isModified());
    QCOMPARE(model->scenario().users[0].demand[0], 2.5);
    // Save: the edit goes to a file first, then the tour starts.
    const QString path = m_files.filePath(QStringLiteral("mine.drfviz"));
    m_dialogs->answer = QMessageBox::Save;
    m_dialogs->savePath = path;
    startTour();
    QCOMPARE(m_dialogs->saveQuestions, 2);
    QVERIFY(tour()->isActive());
    const LoadResult saved = loadScenarioFile(path);
    QVERIFY(saved.ok());
    QCOMPARE(saved.scenario->users[0].demand[0], 2.5);
    // An edit during a step is asked about before the next step; Cancel keeps step and edit.
    clickTo(1);
    model->setDemand(1, 1, 4.0);
    m_dialogs->answer = QMessageBox::Cancel;
    QTest::mouseClick(button("tour-next"), Qt::LeftButton);
    settle();
    QCOMPARE(m_dialogs->saveQuestions, 3);
    QCOMPARE(tour()->currentStep(), 1);
    QCOMPARE(model->scenario().users[1].demand[1], 4.0);
    QVERIFY(document->isModified());
    // The step's text still quotes the step's own scenario, not the edit.
    QCOMPARE(numbersIn(tour()->stepText()).mid(2, 2), (QStringList{"45", "30"}));
    // Back asks too.
    QTest::mouseClick(button("tour-back"), Qt::LeftButton);
    settle();
    QCOMPARE(m_dialogs->saveQuestions, 4);
    QCOMPARE(tour()->currentStep(), 1);
    // Discard is the user's choice to drop it.
    m_dialogs->answer = QMessageBox::Discard;
    QTest::mouseClick(button("tour-next"), Qt::LeftButton);
    settle();
    QCOMPARE(tour()->currentStep(), 2);
    QCOMPARE(model->scenario().users[1].demand[1], 3.0);
    QVERIFY(m_dialogs->errors.isEmpty());
}

void TestGuiTour::switchesLanguageLive()
{
    startTour();
    clickTo(5);
    const QString english = tour()->stepText();
    InterfaceLanguage::instance()->setChoice(InterfaceLanguage::Choice::Polish);
    settle();
    const QString polish = tour()->stepText();
    QVERIFY2(polish != english, qPrintable(polish));
    QCOMPARE(progress(), QStringLiteral("Krok 6 z 9"));
    QCOMPARE(button("tour-close")->text(), QStringLiteral("&Zamknij"));
    QStringList expected = numbersIn(english);
    for (QString &number : expected)
        number = decimalComma(number);
    QCOMPARE(numbersIn(polish), expected);
    QVERIFY2(polish.contains(QStringLiteral("45 zadań")), qPrintable(polish));
    test::screenshot(m_window.get(), QStringLiteral("tour-step-6-pl"));
    InterfaceLanguage::instance()->setChoice(InterfaceLanguage::Choice::English);
    settle();
    QCOMPARE(tour()->stepText(), english);
}

void TestGuiTour::staysInPresentationMode()
{
    startTour();
    clickTo(1);
    QTest::keyClick(m_window.get(), Qt::Key_F11);
    QTRY_VERIFY(m_window->isFullScreen());
    QTRY_VERIFY(tourDock()->isVisible());
    // Its text grows with the plots'; the plot keeps most of the screen.
    const auto *text = tour()->findChild<QLabel *>(QStringLiteral("tour-text"));
    QTRY_VERIFY(text->font().pointSizeF() > 1.5 * m_window->font().pointSizeF());
    QVERIFY(m_window->plotArea()->width() > m_window->width() / 2);
    // Page Down from outside the tour goes on in presentation mode.
    QWidget *tabs = m_window->plotArea()->tabBar();
    tabs->setFocus();
    QTest::keyClick(tabs, Qt::Key_PageDown);
    settle();
    QCOMPARE(tour()->currentStep(), 2);
    test::screenshot(m_window.get(), QStringLiteral("tour-presenting"));
    // The first Esc (outside the tour) leaves presentation mode; the tour stays.
    QTest::keyClick(tabs, Qt::Key_Escape);
    QTRY_VERIFY(!m_window->isFullScreen());
    settle();
    QVERIFY(tour()->isActive());
    QTRY_VERIFY(tourDock()->isVisible());
    QTRY_VERIFY(text->font().pointSizeF() < 1.5 * m_window->font().pointSizeF());
}

void TestGuiTour::shortcutsListEveryAction()
{
    QTest::keyClick(m_window.get(), Qt::Key_F1);
    settle();
    auto *dialog = m_window->findChild<ShortcutsDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(!dialog->isModal());
    const QStringList rows = shortcutRows(dialog->tree());
    const QString all = rows.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("Presentation Mode\tF11")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("\tCtrl+Z")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("Ctrl+1")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("Home, End")), qPrintable(all)); // the timeline
    QVERIFY2(all.contains(QStringLiteral("Next Plot\tCtrl+Tab, Ctrl+PgDown")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("PgDown, Alt+Right")), qPrintable(all)); // the tour
    // Every action of the window with a shortcut and a name is listed with its keys.
    for (const QAction *action : m_window->findChildren<QAction *>()) {
        if (action->shortcuts().isEmpty() || action->text().isEmpty())
            continue;
        const QString name = QString(action->text()).remove(QLatin1Char('&'));
        const QString keys = action->shortcut().toString(QKeySequence::PortableText);
        const bool listed = std::any_of(rows.cbegin(), rows.cend(), [&](const QString &row) {
            return row.startsWith(name) && row.section(QLatin1Char('\t'), 1).contains(keys);
        });
        QVERIFY2(listed, qPrintable(name + QLatin1Char(' ') + keys));
    }
    // The menus' groups come in the menu bar's order, then the keys that are not actions.
    QTreeWidget *tree = dialog->tree();
    QCOMPARE(tree->topLevelItem(0)->text(0), QStringLiteral("File"));
    QCOMPARE(tree->topLevelItem(tree->topLevelItemCount() - 1)->text(0),
             QStringLiteral("Guided Tour"));
    // Ctrl+? (Ctrl+Shift+/ on most keyboards) opens the same dialog again, not a second one.
    QCOMPARE(
        m_window->findChild<QAction *>(QStringLiteral("keyboard-shortcuts"))->shortcuts(),
        (QList<QKeySequence>{QKeySequence(Qt::Key_F1), QKeySequence(Qt::CTRL | Qt::Key_Question)}));
    m_window->findChild<QAction *>(QStringLiteral("keyboard-shortcuts"))->trigger();
    settle();
    QCOMPARE(m_window->findChildren<ShortcutsDialog *>().size(), 1);
    test::screenshot(dialog, QStringLiteral("keyboard-shortcuts"));
    // In Polish, the same rows in Polish.
    InterfaceLanguage::instance()->setChoice(InterfaceLanguage::Choice::Polish);
    settle();
    QCOMPARE(tree->topLevelItem(0)->text(0), QStringLiteral("Plik"));
    QCOMPARE(shortcutRows(tree).size(), rows.size());
    dialog->close();
}

void TestGuiTour::shortcutsSearch()
{
    m_window->findChild<QAction *>(QStringLiteral("keyboard-shortcuts"))->trigger();
    settle();
    auto *dialog = m_window->findChild<ShortcutsDialog *>();
    QVERIFY(dialog);
    QTest::keyClicks(dialog->searchField(), QStringLiteral("zoom"));
    const QStringList shown = shortcutRows(dialog->tree(), true);
    QCOMPARE(shown.size(), 2);
    for (const QString &row : shown)
        QVERIFY2(row.startsWith(QStringLiteral("Zoom")), qPrintable(row));
    // A key finds its command.
    dialog->searchField()->setText(QStringLiteral("F11"));
    QCOMPARE(shortcutRows(dialog->tree(), true),
             (QStringList{QStringLiteral("Presentation Mode\tF11")}));
    dialog->searchField()->clear();
    QCOMPARE(shortcutRows(dialog->tree(), true).size(), shortcutRows(dialog->tree()).size());
    dialog->close();
}

DRFVIZ_TEST_MAIN(TestGuiTour)
#include "tst_gui_tour.moc"
