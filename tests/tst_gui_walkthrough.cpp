// What a new user's walkthrough found, driven through the window: the axis choosers after a
// change of scenario, the scenario's title (edited, undone, saved, marked once the numbers it
// quotes no longer hold), the manipulation tab's best lie against --report, and texts cut off
// at the window's default size on a 1280 x 800 screen, in English and in Polish.

#include "allocationset.h"
#include "clirun.h"
#include "crumbspanel.h"
#include "fillingview.h"
#include "guitest.h"
#include "interfacelanguage.h"
#include "labelplacer.h"
#include "manipulationcurveview.h"
#include "manipulationexplorer.h"
#include "manipulationheatmapview.h"
#include "numberspinbox.h"
#include "plotarea.h"
#include "readablenumber.h"
#include "resourcespaceview.h"
#include "scenariodocument.h"
#include "scenarioeditor.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "sliderspinbox.h"
#include "testmain.h"

#include <QComboBox>
#include <QDockWidget>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QStyleOptionComboBox>
#include <QTableWidget>
#include <QUndoStack>

#include <qcustomplot.h>

using namespace drf;

namespace {

/// The object names of the three pairs of resource choosers above the plots, with the tab
/// that shows them.
struct AxisPair
{
    int tab;
    const char *first;
    const char *second;
};
constexpr AxisPair kAxisPairs[] = {
    {0, "x-resource", "y-resource"},
    {3, "filling-x", "filling-y"},
    {4, "explorer-first", "explorer-second"},
};

/// The full texts of a plot's labels, as its accessible description has them (on the screen
/// a label may be written short).
QStringList labelTexts(const PlotView &view)
{
    return view.accessibleDescription().split(QStringLiteral("; "));
}

/// "label 'Dominant R…'": every text in `root` that its widget cannot show whole, at the size
/// it has: a chooser's current item wider than its field, a label (wrapped or not) larger than
/// its box, a button's text wider than the button, a list line wider than the list, a table
/// column out of view.
QStringList cutOffTexts(QWidget *root)
{
    QStringList problems;
    const auto seen = [root](const QWidget *widget) {
        return widget->isVisible() && !widget->visibleRegion().isEmpty() &&
               widget->window() == root->window();
    };
    for (QComboBox *box : root->findChildren<QComboBox *>()) {
        if (!seen(box))
            continue;
        QStyleOptionComboBox option;
        option.initFrom(box);
        option.editable = box->isEditable();
        const QRect field = box->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                         QStyle::SC_ComboBoxEditField, box);
        if (box->fontMetrics().horizontalAdvance(box->currentText()) > field.width())
            problems.append(QStringLiteral("chooser %1 '%2': %3 px for %4 px")
                                .arg(box->objectName(), box->currentText())
                                .arg(box->fontMetrics().horizontalAdvance(box->currentText()))
                                .arg(field.width()));
    }
    for (QLabel *label : root->findChildren<QLabel *>()) {
        if (!seen(label) || label->text().isEmpty() || !label->pixmap().isNull())
            continue;
        const QSize needed = label->wordWrap()
                                 ? QSize(label->width(), label->heightForWidth(label->width()))
                                 : label->sizeHint();
        if (needed.width() > label->width() || needed.height() > label->height())
            problems.append(QStringLiteral("label '%1': %2x%3 px for %4x%5 px")
                                .arg(label->text().left(40))
                                .arg(needed.width())
                                .arg(needed.height())
                                .arg(label->width())
                                .arg(label->height()));
    }
    for (QPushButton *button : root->findChildren<QPushButton *>()) {
        QString text = button->text();
        text.remove(QLatin1Char('&'));
        if (seen(button) && button->fontMetrics().horizontalAdvance(text) > button->width() - 6)
            problems.append(QStringLiteral("button '%1'").arg(text));
    }
    for (QListWidget *list : root->findChildren<QListWidget *>()) {
        if (!seen(list))
            continue;
        for (int k = 0; k < list->count(); ++k) {
            const QString line = list->item(k)->text();
            if (list->fontMetrics().horizontalAdvance(line) > list->viewport()->width() - 4) {
                problems.append(QStringLiteral("list line '%1'").arg(line));
                break;
            }
        }
    }
    for (QTableWidget *table : root->findChildren<QTableWidget *>()) {
        if (!seen(table) || table->columnCount() == 0)
            continue;
        const int last = table->columnCount() - 1;
        if (table->horizontalScrollBar()->isVisible() ||
            table->columnViewportPosition(last) + table->columnWidth(last) >
                table->viewport()->width())
            problems.append(
                QStringLiteral("table %1: column '%2' out of view")
                    .arg(table->objectName(), table->horizontalHeaderItem(last)->text()));
    }
    return problems;
}

} // namespace

class TestGuiWalkthrough : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void axesStayTwoResources_data();
    void axesStayTwoResources();
    void axesOnOneResource();
    void choosingTheOtherAxisSwaps();
    void titleIsEditedUndoneAndSaved();
    void loadedTitleIsMarkedOnceChanged();
    void bestLieAgreesWithReport_data();
    void bestLieAgreesWithReport();
    void textsFitAtDefaultSize_data();
    void textsFitAtDefaultSize();
    void crumbsKeepEveryColumnInANarrowDock();

private:
    ScenarioModel *model() const { return m_window->scenarioModel(); }
    QComboBox *chooser(const char *name) const
    {
        auto *box = m_window->plotArea()->findChild<QComboBox *>(QLatin1String(name));
        if (!box)
            qFatal("no chooser %s", name);
        return box;
    }
    QLineEdit *titleEdit() const
    {
        return m_window->editor()->findChild<QLineEdit *>(QStringLiteral("scenario-title"));
    }
    /// Types `text` over the title and presses Enter.
    void typeTitle(const QString &text) const
    {
        QLineEdit *edit = titleEdit();
        edit->setFocus();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    }
    /// The title in the file `path`.
    static QString savedTitle(const QString &path)
    {
        const LoadResult loaded = loadScenarioFile(path);
        return loaded.ok() ? loaded.scenario->title : QStringLiteral("(unreadable)");
    }
    /// Shows every tab with resource choosers once, so that they are filled.
    void visitChooserTabs() const;
    /// Seed + Memory (index 2) + two users, every pair of axes on GPU / Memory.
    void threeResourcesOnGpuAndMemory();

    QTemporaryDir m_settings;
    QTemporaryDir m_files;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<test::FakeDialogs::Record> m_dialogs;
};

void TestGuiWalkthrough::initTestCase()
{
    test::isolateSettings(m_settings);
}

void TestGuiWalkthrough::init()
{
    test::openWindow(m_window, m_dialogs);
}

void TestGuiWalkthrough::cleanup()
{
    test::closeWindow(m_window, m_dialogs);
}

void TestGuiWalkthrough::visitChooserTabs() const
{
    PlotArea *plots = m_window->plotArea();
    for (const AxisPair &pair : kAxisPairs) {
        plots->setCurrentIndex(pair.tab);
        QTRY_COMPARE(chooser(pair.first)->count(), model()->scenario().resourceCount());
    }
    plots->setCurrentIndex(0);
}

void TestGuiWalkthrough::threeResourcesOnGpuAndMemory()
{
    QCOMPARE(model()->addResource(Resource{QStringLiteral("Memory"), 100.0, 1.0}, 1.0), QString());
    QCOMPARE(model()->addUser(), QString());
    QCOMPARE(model()->addUser(), QString());
    visitChooserTabs();
    for (const AxisPair &pair : kAxisPairs) {
        chooser(pair.first)->setCurrentIndex(1);
        chooser(pair.second)->setCurrentIndex(2);
        QCOMPARE(chooser(pair.first)->currentText(), QStringLiteral("GPU"));
        QCOMPARE(chooser(pair.second)->currentText(), QStringLiteral("Memory"));
    }
    auto *view = m_window->plotArea()->findChild<ResourceSpaceView *>();
    QCOMPARE(view->xResource(), 1);
    QCOMPARE(view->yResource(), 2);
}

void TestGuiWalkthrough::axesStayTwoResources_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("horizontal"); ///< every pair's first chooser afterwards
    QTest::addColumn<QString>("vertical");
    // New and Open: GPU stays where it was; Memory is gone, so the pair starts again from the
    // first two resources rather than show GPU twice.
    QTest::newRow("File > New") << "new"
                                << "CPU"
                                << "GPU";
    QTest::newRow("File > Open") << "open"
                                 << "CPU"
                                 << "GPU";
    QTest::newRow("Memory removed") << "remove"
                                    << "CPU"
                                    << "GPU";
    QTest::newRow("Memory's add undone") << "undo"
                                         << "CPU"
                                         << "GPU";
    // CPU removed: GPU and Memory both remain, and stay on their axes.
    QTest::newRow("CPU removed") << "remove-cpu"
                                 << "GPU"
                                 << "Memory";
    QTest::newRow("Memory renamed") << "rename"
                                    << "GPU"
                                    << "RAM";
}

void TestGuiWalkthrough::axesStayTwoResources()
{
    QFETCH(QString, change);
    QFETCH(QString, horizontal);
    QFETCH(QString, vertical);
    threeResourcesOnGpuAndMemory();
    m_dialogs->answer = QMessageBox::Discard;
    if (change == QLatin1String("new")) {
        QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(m_dialogs->saveQuestions, 1);
        QCOMPARE(model()->scenario().resourceCount(), 2);
    } else if (change == QLatin1String("open")) {
        // A file without a "view": the window chooses the axes itself.
        const QString path = m_files.filePath(QStringLiteral("seed.json"));
        QVERIFY(saveScenarioFile(Scenario::seed(), path));
        QVERIFY(m_window->document()->openFile(path));
    } else if (change == QLatin1String("remove")) {
        QCOMPARE(model()->removeResource(2), QString());
    } else if (change == QLatin1String("undo")) {
        // The Memory column was the first edit: undo everything back to it.
        while (model()->scenario().resourceCount() == 3)
            model()->undoStack()->undo();
    } else if (change == QLatin1String("remove-cpu")) {
        QCOMPARE(model()->removeResource(0), QString());
    } else if (change == QLatin1String("rename")) {
        QCOMPARE(model()->setResourceName(2, QStringLiteral("RAM")), QString());
    }
    visitChooserTabs();
    for (const AxisPair &pair : kAxisPairs) {
        QCOMPARE(chooser(pair.first)->currentText(), horizontal);
        QCOMPARE(chooser(pair.second)->currentText(), vertical);
    }
    auto *view = m_window->plotArea()->findChild<ResourceSpaceView *>();
    const QStringList names = model()->scenario().resourceNames();
    QCOMPARE(names.value(view->xResource()), horizontal);
    QCOMPARE(names.value(view->yResource()), vertical);
}

void TestGuiWalkthrough::axesOnOneResource()
{
    // One resource: both axes show it (the resource space is then a strip), and the second
    // resource added afterwards gets the vertical axis.
    QCOMPARE(model()->removeResource(1), QString());
    visitChooserTabs();
    for (const AxisPair &pair : kAxisPairs) {
        QCOMPARE(chooser(pair.first)->currentText(), QStringLiteral("CPU"));
        QCOMPARE(chooser(pair.second)->currentText(), QStringLiteral("CPU"));
    }
    QCOMPARE(model()->addResource(Resource{QStringLiteral("Disk"), 50.0, 1.0}, 1.0), QString());
    visitChooserTabs();
    for (const AxisPair &pair : kAxisPairs) {
        QCOMPARE(chooser(pair.first)->currentText(), QStringLiteral("CPU"));
        QCOMPARE(chooser(pair.second)->currentText(), QStringLiteral("Disk"));
    }
}

void TestGuiWalkthrough::choosingTheOtherAxisSwaps()
{
    // Choosing for one axis the resource the other shows swaps them: never GPU against GPU.
    QComboBox *x = chooser("x-resource");
    QComboBox *y = chooser("y-resource");
    QCOMPARE(x->currentText(), QStringLiteral("CPU"));
    QCOMPARE(y->currentText(), QStringLiteral("GPU"));
    x->setFocus();
    QTest::keyClick(x, Qt::Key_Down); // CPU -> GPU
    QCOMPARE(x->currentText(), QStringLiteral("GPU"));
    QCOMPARE(y->currentText(), QStringLiteral("CPU"));
    auto *view = m_window->plotArea()->findChild<ResourceSpaceView *>();
    QCOMPARE(view->xResource(), 1);
    QCOMPARE(view->yResource(), 0);
}

void TestGuiWalkthrough::titleIsEditedUndoneAndSaved()
{
    const QString seedTitle = Scenario::seed().title;
    QCOMPARE(titleEdit()->text(), seedTitle);
    QVERIFY(!m_window->document()->isModified());
    m_dialogs->answer = QMessageBox::Discard;

    typeTitle(QStringLiteral("  Lecture 3: two users  "));
    QCOMPARE(model()->scenario().title, QStringLiteral("Lecture 3: two users"));
    QCOMPARE(titleEdit()->text(), QStringLiteral("Lecture 3: two users"));
    QVERIFY(model()->titleWritten());
    QVERIFY(m_window->document()->isModified());
    QCOMPARE(model()->undoStack()->count(), 1);

    // Ctrl+Z in the window: the title before, in the field too.
    m_window->setFocus();
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(model()->scenario().title, seedTitle);
    QCOMPARE(titleEdit()->text(), seedTitle);
    QVERIFY(!model()->titleWritten());
    model()->undoStack()->redo();
    QCOMPARE(titleEdit()->text(), QStringLiteral("Lecture 3: two users"));

    // Saved, and opened again.
    const QString path = m_files.filePath(QStringLiteral("titled.json"));
    QVERIFY(m_window->document()->saveFile(path));
    QCOMPARE(savedTitle(path), QStringLiteral("Lecture 3: two users"));
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
    QCOMPARE(titleEdit()->text(), seedTitle);
    QVERIFY(m_window->document()->openFile(path));
    QCOMPARE(titleEdit()->text(), QStringLiteral("Lecture 3: two users"));

    // An empty title is a title too: the file has none.
    typeTitle(QString());
    QCOMPARE(model()->scenario().title, QString());
    QVERIFY(m_window->document()->saveFile(path));
    QCOMPARE(savedTitle(path), QString());
}

void TestGuiWalkthrough::loadedTitleIsMarkedOnceChanged()
{
    // The walkthrough: the seed's title quotes 180 CPU + 180 GPU; after adding Memory and two
    // users it no longer holds, and must not be saved as if it did.
    m_dialogs->answer = QMessageBox::Discard;
    const QString seedTitle = Scenario::seed().title;
    QVERIFY(seedTitle.contains(QStringLiteral("180 CPU + 180 GPU")));
    const QString basedOn = QStringLiteral("Based on: ") + seedTitle;
    // A demand typed in the editor (which then redraws only that user's group) marks it.
    m_window->editor()->demandEditor(0, 0)->spinBox()->setValue(3.0);
    QCOMPARE(model()->scenario().users[0].demand[0], 3.0);
    QCOMPARE(titleEdit()->text(), basedOn);
    model()->undoStack()->undo();
    QCOMPARE(titleEdit()->text(), seedTitle);

    QCOMPARE(model()->addResource(Resource{QStringLiteral("Memory"), 100.0, 1.0}, 1.0), QString());
    QCOMPARE(model()->scenario().title, basedOn);
    QCOMPARE(titleEdit()->text(), basedOn);
    QCOMPARE(model()->addUser(), QString());
    QCOMPARE(model()->addUser(), QString());
    QCOMPARE(model()->scenario().title, basedOn); // marked once, not twice

    const QString path = m_files.filePath(QStringLiteral("changed.json"));
    QVERIFY(m_window->document()->saveFile(path));
    QCOMPARE(savedTitle(path), basedOn);

    // Undo back to the seed: the title is true again.
    while (model()->undoStack()->canUndo())
        model()->undoStack()->undo();
    QCOMPARE(model()->scenario().title, seedTitle);
    QCOMPARE(titleEdit()->text(), seedTitle);

    // Opened again and changed: still "Based on:" once.
    QVERIFY(m_window->document()->openFile(path));
    QCOMPARE(model()->setCapacity(0, 200.0), QString());
    QCOMPARE(model()->scenario().title, basedOn);

    // A title the user typed is the user's: edits leave it alone.
    typeTitle(QStringLiteral("Three resources"));
    QCOMPARE(model()->setCapacity(0, 220.0), QString());
    QCOMPARE(model()->scenario().title, QStringLiteral("Three resources"));
    QVERIFY(m_window->document()->saveFile(path));
    QCOMPARE(savedTitle(path), QStringLiteral("Three resources"));
}

void TestGuiWalkthrough::bestLieAgreesWithReport_data()
{
    QTest::addColumn<PolicyId>("policy");
    for (PolicyId policy : kAllPolicies)
        QTest::newRow(qPrintable(policyKey(policy))) << policy;
}

void TestGuiWalkthrough::bestLieAgreesWithReport()
{
    // The Manipulation tab with its default settings (continuous tasks, the two resources of
    // the seed) states the best lie --report --manipulation finds, in the caption and on both
    // plots: under walras the seed's A gets 75 tasks instead of 72 (+4.2%), not the 74.21 of
    // the grid's best point.
    QFETCH(PolicyId, policy);
    const QJsonObject report =
        jsonOfSuccessfulRun({QStringLiteral("--report"), QStringLiteral("--manipulation"),
                             QStringLiteral("--policy"), policyKey(policy)});
    const QJsonArray lies = report[QStringLiteral("policies")]
                                .toArray()
                                .first()[QStringLiteral("manipulation")]
                                .toArray();
    QCOMPARE(lies.size(), 2);

    PlotArea *plots = m_window->plotArea();
    plots->setCurrentIndex(4);
    auto *explorer = plots->findChild<ManipulationExplorer *>();
    m_window->allocationSet()->setSelectedPolicy(policy);
    for (int user = 0; user < 2; ++user) {
        explorer->setUser(user);
        QTRY_VERIFY_WITH_TIMEOUT(!explorer->isComputing(), 60000);
        QCOMPARE(explorer->policy(), policy);
        const QJsonObject lie = lies[user].toObject();
        const double tasks = lie[QStringLiteral("tasks")].toDouble();
        const double truthful = lie[QStringLiteral("truthfulTasks")].toDouble();
        const double gain = lie[QStringLiteral("gain")].toDouble();
        const QStringList curve = labelTexts(*explorer->curveView());
        const QStringList map = labelTexts(*explorer->heatMapView());
        const QString context = explorer->caption() + QStringLiteral(" | ") +
                                curve.join(QStringLiteral(" | ")) + QStringLiteral(" | ") +
                                map.join(QStringLiteral(" | "));
        if (gain <= 1.0 + 1e-9) {
            QVERIFY2(
                explorer->caption().contains(QStringLiteral("best report is the truth: %1 tasks")
                                                 .arg(readableDecimal(truthful))),
                qPrintable(context));
            QVERIFY2(curve.contains(
                         QStringLiteral("truth = best: %1 tasks").arg(readableDecimal(truthful))),
                     qPrintable(context));
            QVERIFY2(map.contains(QStringLiteral("truth = best")), qPrintable(context));
            continue;
        }
        const QString tasksText = readableDecimal(tasks);
        const QString gainText = percentGain(gain);
        QVERIFY2(
            explorer->caption().contains(QStringLiteral("runs %1 tasks instead of %2 (%3)")
                                             .arg(tasksText, readableDecimal(truthful), gainText)),
            qPrintable(context));
        QVERIFY2(curve.contains(QStringLiteral("best lie: %1 tasks (%2)").arg(tasksText, gainText)),
                 qPrintable(context));
        QVERIFY2(map.contains(QStringLiteral("best lie: %1 (%2)").arg(tasksText, gainText)),
                 qPrintable(context));
        if (policy == PolicyId::Walras && user == 0) {
            QCOMPARE(tasksText, QStringLiteral("75"));
            QCOMPARE(gainText, QStringLiteral("+4.2%"));
        }
    }
}

void TestGuiWalkthrough::textsFitAtDefaultSize_data()
{
    QTest::addColumn<bool>("polish");
    QTest::newRow("English") << false;
    QTest::newRow("Polish") << true; // the longer texts
}

void TestGuiWalkthrough::textsFitAtDefaultSize()
{
    // The window as it opens on a 1280 x 800 projector (this test's screen, see main()): the
    // Filling tab (walras chosen: the policy box and its note; then whole tasks: the log and
    // the plot's labels), the Manipulation tab and the Price of the Crumbs.
    QFETCH(bool, polish);
    QCOMPARE(QGuiApplication::primaryScreen()->size(), QSize(1280, 800));
    test::closeWindow(m_window, m_dialogs);
    InterfaceLanguage::instance()->setChoice(polish ? InterfaceLanguage::Choice::Polish
                                                    : InterfaceLanguage::Choice::English);
    test::openWindow(m_window, m_dialogs);
    QVERIFY2(m_window->frameGeometry().width() <= 1280,
             qPrintable(QString::number(m_window->frameGeometry().width())));
    PlotArea *plots = m_window->plotArea();
    AllocationSet *results = m_window->allocationSet();
    QStringList problems;
    const auto look = [&](const QString &where, QWidget *root) {
        QCoreApplication::processEvents();
        QTest::qWait(20); // layouts settle
        for (const QString &problem : cutOffTexts(root))
            problems.append(where + QStringLiteral(": ") + problem);
    };

    results->setSelectedPolicy(PolicyId::Walras);
    plots->setCurrentIndex(3);
    look(QStringLiteral("Filling, walras"), plots->currentWidget());
    results->setSelectedPolicy(PolicyId::Drf);
    results->setTaskMode(TaskMode::Whole);
    auto *filling = plots->findChild<FillingView *>();
    QTRY_VERIFY(plots->findChild<QListWidget *>(QStringLiteral("filling-log"))->isVisible());
    look(QStringLiteral("Filling, whole tasks"), plots->currentWidget());
    for (QCPItemText *label : collidingLabels(filling->plot()))
        problems.append(QStringLiteral("Filling, whole tasks: plot label '%1'").arg(label->text()));
    results->setTaskMode(TaskMode::Continuous);

    results->setSelectedPolicy(PolicyId::Walras);
    plots->setCurrentIndex(4);
    auto *explorer = plots->findChild<ManipulationExplorer *>();
    QTRY_VERIFY_WITH_TIMEOUT(!explorer->isComputing(), 60000);
    look(QStringLiteral("Manipulation, walras"), plots->currentWidget());

    auto *crumbs = m_window->findChild<QDockWidget *>(QStringLiteral("crumbs-dock"));
    crumbs->raise();
    QTRY_VERIFY(crumbs->widget()->isVisible());
    look(QStringLiteral("Price of the Crumbs"), crumbs->widget());
    test::screenshot(m_window.get(),
                     polish ? QStringLiteral("walkthrough-pl") : QStringLiteral("walkthrough-en"));
    if (polish) {
        // The seed's title in Polish, and once changed, marked in Polish; the file keeps the
        // title in English, as the presets have it.
        const QString title = titleEdit()->text();
        QVERIFY2(title.startsWith(QStringLiteral("Przykład")), qPrintable(title));
        QCOMPARE(model()->setCapacity(0, 200.0), QString());
        QCOMPARE(titleEdit()->text(), QStringLiteral("Na podstawie: ") + title);
        QCOMPARE(model()->scenario().title, QStringLiteral("Based on: ") + Scenario::seed().title);
    }
    InterfaceLanguage::instance()->setChoice(InterfaceLanguage::Choice::English);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestGuiWalkthrough::crumbsKeepEveryColumnInANarrowDock()
{
    // 600 pixels, as the dock is on a projector at 150 %: the argument gives way to the table
    // (it wraps and scrolls), and walras stays in view.
    CrumbsPanel panel(m_window->allocationSet());
    panel.resize(600, 230);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCoreApplication::processEvents();
    const QStringList problems = cutOffTexts(&panel);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QTableWidget *table = panel.table();
    QCOMPARE(table->horizontalHeaderItem(2)->text(), QStringLiteral("walras"));
    QVERIFY(!table->horizontalScrollBar()->isVisible());
}

// On the screen of a 1280 x 800 projector, whatever the test's environment says.
namespace {

int runWalkthrough(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM",
            "offscreen:configfile=" DRFVIZ_SOURCE_DIR "/tests/offscreen-1280x800.json");
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    TestGuiWalkthrough test;
    return QTest::qExec(&test, argc, argv);
}

} // namespace

DRFVIZ_TEST_RUN(runWalkthrough)
#include "tst_gui_walkthrough.moc"
