// The scenario editor driven through its widgets: sliders, spin boxes, buttons; the model, the
// results panel and the undo stack must follow.

#include "allocationset.h"
#include "guitest.h"
#include "numberspinbox.h"
#include "resultspanel.h"
#include "scenarioeditor.h"
#include "scenariomodel.h"
#include "sliderspinbox.h"
#include "testmain.h"
#include "testutil.h"
#include "validation.h"

#include <QAbstractSpinBox>
#include <QClipboard>
#include <QGroupBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QToolButton>
#include <QUndoStack>

using namespace drf;

class TestGuiEditor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void seedWidgetsShowTheModel();
    void sliderStepChangesModelAndResults();
    void sliderDragIsOneUndoStep();
    void mouseDragIsOneUndoStep();
    void keyboardStepsAreOneUndoStepEach();
    void spinBoxTypesExactValues();
    void spinBoxAcceptsExtremeValues();
    void sliderRangeGrowsAtTheEnd();
    void rejectedEditRevertsAndExplains();
    void weightAndCap();
    void renameUserAndResource();
    void namesKeepToTheirLimits();
    void modelRefusesWhatTheFileMayNotHold();
    void addAndRemoveUsers();
    void userButtonsStopAtTheLimits();
    void addAndRemoveResources();
    void resourceEditorsEditTheCluster();
    void undoRedoUpdatesWidgets();

private:
    template <typename T> T *child(const QString &name) const
    {
        return m_window->findChild<T *>(name);
    }
    SliderSpinBox *demand(int user, int resource) const
    {
        return child<SliderSpinBox>(QStringLiteral("demand-%1-%2").arg(user).arg(resource));
    }
    /// Types `text` into a spin box and presses Enter, as a user would.
    static void typeInto(QAbstractSpinBox *box, const QString &text)
    {
        box->setFocus();
        QLineEdit *edit = box->findChild<QLineEdit *>();
        edit->selectAll();
        if (text == QStringLiteral("∞"))
            edit->insert(text); // QTest types ASCII only
        else
            QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    }
    /// Clicks a button the user can see and then lets deleteLater() run.
    static void click(QAbstractButton *button)
    {
        QVERIFY(button);
        QVERIFY(button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    const Scenario &scenario() const { return m_window->scenarioModel()->scenario(); }
    QUndoStack *undoStack() const { return m_window->scenarioModel()->undoStack(); }
    QString panelText() const { return test::resultsText(*m_window); }

    QTemporaryDir m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<test::FakeDialogs::Record> m_dialogs;
};

void TestGuiEditor::initTestCase()
{
    test::isolateSettings(m_settings);
}

void TestGuiEditor::init()
{
    test::openWindow(m_window, m_dialogs);
}

void TestGuiEditor::cleanup()
{
    test::closeWindow(m_window, m_dialogs);
}

void TestGuiEditor::seedWidgetsShowTheModel()
{
    QCOMPARE(m_window->editor()->userGroupCount(), 2);
    QCOMPARE(demand(0, 0)->value(), 2.0);
    QCOMPARE(demand(0, 1)->value(), 1.0);
    QCOMPARE(demand(1, 0)->value(), 1.0);
    QCOMPARE(demand(1, 1)->value(), 3.0);
    // Demand sliders: 0..10 in steps of 0.1.
    QCOMPARE(demand(0, 0)->sliderMaximum(), 10.0);
    QCOMPARE(demand(0, 0)->slider()->value(), 20);
    QCOMPARE(demand(1, 1)->slider()->value(), 30);
    QCOMPARE(child<SliderSpinBox>(QStringLiteral("capacity-0"))->value(), 180.0);
    QCOMPARE(child<NumberSpinBox>(QStringLiteral("price-1"))->value(), 10.0);
    QCOMPARE(child<NumberSpinBox>(QStringLiteral("weight-0"))->value(), 1.0);
    QCOMPARE(child<NumberSpinBox>(QStringLiteral("cap-0"))->text(), QStringLiteral("∞"));
    QCOMPARE(child<QLineEdit>(QStringLiteral("name-1"))->text(), QStringLiteral("B"));
    QCOMPARE(child<QLineEdit>(QStringLiteral("resource-name-1"))->text(), QStringLiteral("GPU"));
    QVERIFY(
        panelText().contains(QStringLiteral("s = min(180/240, 180/270) = 2/3, bottleneck GPU")));
}

void TestGuiEditor::sliderStepChangesModelAndResults()
{
    QSignalSpy results(m_window->allocationSet(), &AllocationSet::resultsChanged);
    SliderSpinBox *cpu = demand(0, 0);
    cpu->slider()->setValue(10); // A needs 1 CPU per task
    QCOMPARE(results.count(), 1);
    QCOMPARE(scenario().users[0].demand[0], 1.0);
    QCOMPARE(cpu->spinBox()->value(), 1.0);
    // DRF with A = (1, 1), B = (1, 3): s = min(180/240, 180/360) = 1/2, A 90 tasks, B 30.
    const Allocation &drf = m_window->allocationSet()->result(PolicyId::Drf).allocation;
    DRF_COMPARE_NEAR(drf.tasks[0], 90.0, 1e-9);
    DRF_COMPARE_NEAR(drf.tasks[1], 30.0, 1e-9);
    QVERIFY(
        panelText().contains(QStringLiteral("s = min(180/240, 180/360) = 1/2, bottleneck GPU")));
}

void TestGuiEditor::sliderDragIsOneUndoStep()
{
    QSlider *slider = demand(0, 0)->slider();
    slider->setSliderDown(true); // sliderPressed()
    for (int position = 21; position <= 45; ++position)
        slider->setValue(position);
    slider->setSliderDown(false); // sliderReleased()
    QCOMPARE(scenario().users[0].demand[0], 4.5);
    QCOMPARE(demand(0, 0)->spinBox()->value(), 4.5);
    QCOMPARE(undoStack()->count(), 1);
    QVERIFY(m_window->windowTitle().endsWith(QLatin1Char('*')));

    undoStack()->undo();
    QCOMPARE(scenario().users[0].demand[0], 2.0);
    QCOMPARE(demand(0, 0)->spinBox()->value(), 2.0);
    QCOMPARE(slider->value(), 20);
    QVERIFY(!m_window->windowTitle().endsWith(QLatin1Char('*')));
    QVERIFY(panelText().contains(QStringLiteral("2/3")));
}

void TestGuiEditor::mouseDragIsOneUndoStep()
{
    QSlider *slider = demand(1, 1)->slider();
    QStyleOptionSlider option;
    option.initFrom(slider);
    option.orientation = slider->orientation();
    option.minimum = slider->minimum();
    option.maximum = slider->maximum();
    option.sliderPosition = slider->sliderPosition();
    option.sliderValue = slider->value();
    const QRect handle = slider->style()->subControlRect(QStyle::CC_Slider, &option,
                                                         QStyle::SC_SliderHandle, slider);
    QPoint at = handle.center();
    QTest::mousePress(slider, Qt::LeftButton, {}, at);
    QVERIFY(slider->isSliderDown());
    for (int step = 0; step < 8; ++step) {
        at += QPoint(6, 0);
        QMouseEvent move(QEvent::MouseMove, at, slider->mapToGlobal(at), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(slider, &move);
    }
    QTest::mouseRelease(slider, Qt::LeftButton, {}, at);
    QVERIFY(!slider->isSliderDown());
    QVERIFY(scenario().users[1].demand[1] > 3.0);
    QCOMPARE(undoStack()->count(), 1);
    undoStack()->undo();
    QCOMPARE(scenario().users[1].demand[1], 3.0);
    QCOMPARE(slider->value(), 30);
}

void TestGuiEditor::keyboardStepsAreOneUndoStepEach()
{
    QSlider *slider = demand(0, 1)->slider();
    slider->setFocus();
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(slider, Qt::Key_Right);
    QCOMPARE(scenario().users[0].demand[1], 1.3);
    QCOMPARE(undoStack()->count(), 3);
    undoStack()->undo();
    QCOMPARE(scenario().users[0].demand[1], 1.2);
    QCOMPARE(demand(0, 1)->spinBox()->value(), 1.2);
}

void TestGuiEditor::spinBoxTypesExactValues()
{
    NumberSpinBox *spin = demand(0, 0)->spinBox();
    typeInto(spin, QStringLiteral("2.345"));
    QCOMPARE(scenario().users[0].demand[0], 2.345);
    QCOMPARE(undoStack()->count(), 1); // typing is one edit, not one per key
    QCOMPARE(demand(0, 0)->slider()->value(), 23);
    QCOMPARE(spin->text(), QStringLiteral("2.345"));
}

void TestGuiEditor::spinBoxAcceptsExtremeValues()
{
    typeInto(child<SliderSpinBox>(QStringLiteral("capacity-1"))->spinBox(), QStringLiteral("1e12"));
    QCOMPARE(scenario().resources[1].capacity, 1e12);
    SliderSpinBox *capacity = child<SliderSpinBox>(QStringLiteral("capacity-1"));
    QCOMPARE(capacity->sliderMaximum(), 1e12);
    QCOMPARE(capacity->slider()->value(), capacity->slider()->maximum());

    typeInto(demand(1, 1)->spinBox(), QStringLiteral("0.0001"));
    QCOMPARE(scenario().users[1].demand[1], 0.0001);
    typeInto(demand(1, 1)->spinBox(), QStringLiteral("250000"));
    QCOMPARE(scenario().users[1].demand[1], 250000.0);
    QCOMPARE(demand(1, 1)->sliderMaximum(), 500000.0); // grew with the value
    typeInto(demand(1, 1)->spinBox(), QStringLiteral("3"));
    QCOMPARE(demand(1, 1)->sliderMaximum(), 10.0); // and shrank back
    QCOMPARE(demand(1, 1)->slider()->value(), 30);
    // Beyond 1e12 the spin box corrects to its maximum.
    typeInto(demand(1, 1)->spinBox(), QStringLiteral("5e12"));
    QCOMPARE(scenario().users[1].demand[1], 1e12);
}

void TestGuiEditor::sliderRangeGrowsAtTheEnd()
{
    QSlider *slider = demand(0, 0)->slider();
    slider->setSliderDown(true);
    slider->setValue(slider->maximum());
    slider->setSliderDown(false);
    QCOMPARE(scenario().users[0].demand[0], 10.0);
    QCOMPARE(demand(0, 0)->sliderMaximum(), 20.0);
    QCOMPARE(slider->value(), 50);
    QCOMPARE(demand(0, 0)->value(), 10.0);
}

void TestGuiEditor::rejectedEditRevertsAndExplains()
{
    // C's only positive demand: A = (0, 1) after the first edit, then GPU 0 is refused.
    typeInto(demand(0, 0)->spinBox(), QStringLiteral("0"));
    QCOMPARE(scenario().users[0].demand[0], 0.0);
    QSignalSpy rejected(m_window->scenarioModel(), &ScenarioModel::editRejected);
    demand(0, 1)->slider()->setValue(0);
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(scenario().users[0].demand[1], 1.0);
    QCOMPARE(demand(0, 1)->value(), 1.0);
    QCOMPARE(demand(0, 1)->slider()->value(), 10);
    const QString status = m_window->statusBar()->currentMessage();
    QVERIFY2(status.contains(QStringLiteral("at least one demand must be > 0")),
             qPrintable(status));

    typeInto(child<SliderSpinBox>(QStringLiteral("capacity-0"))->spinBox(), QStringLiteral("0"));
    QCOMPARE(scenario().resources[0].capacity, 180.0);
    QCOMPARE(child<SliderSpinBox>(QStringLiteral("capacity-0"))->value(), 180.0);
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("capacity")));
    QCOMPARE(undoStack()->count(), 1);
}

void TestGuiEditor::weightAndCap()
{
    typeInto(child<NumberSpinBox>(QStringLiteral("weight-1")), QStringLiteral("2"));
    QCOMPARE(scenario().users[1].weight, 2.0);
    typeInto(child<NumberSpinBox>(QStringLiteral("weight-1")), QStringLiteral("0"));
    QCOMPARE(scenario().users[1].weight, 2.0); // refused: weights are > 0
    QCOMPARE(child<NumberSpinBox>(QStringLiteral("weight-1"))->value(), 2.0);

    NumberSpinBox *cap = child<NumberSpinBox>(QStringLiteral("cap-0"));
    typeInto(cap, QStringLiteral("30"));
    QCOMPARE(scenario().users[0].maxTasks, std::optional<double>(30.0));
    DRF_COMPARE_NEAR(m_window->allocationSet()->result(PolicyId::Drf).allocation.tasks[0], 30.0,
                     1e-9);
    QVERIFY(panelText().contains(QStringLiteral("reach their caps")));
    cap->setFocus();
    QTest::keyClick(cap, Qt::Key_Up);
    QCOMPARE(scenario().users[0].maxTasks, std::optional<double>(31.0));
    typeInto(cap, QStringLiteral("∞"));
    QCOMPARE(scenario().users[0].maxTasks, std::nullopt);
    QCOMPARE(cap->text(), QStringLiteral("∞"));
    QTest::keyClick(cap, Qt::Key_Up); // from ∞ the first step is a cap of 0
    QCOMPARE(scenario().users[0].maxTasks, std::optional<double>(0.0));
}

void TestGuiEditor::renameUserAndResource()
{
    QLineEdit *name = child<QLineEdit>(QStringLiteral("name-0"));
    name->setFocus();
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("Analytics"));
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(scenario().users[0].name, QStringLiteral("Analytics"));
    QCOMPARE(child<QGroupBox>(QStringLiteral("user-0"))->title(), QStringLiteral("Analytics"));
    QVERIFY(panelText().contains(QStringLiteral("Analytics")));

    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("B"));
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(scenario().users[0].name, QStringLiteral("Analytics")); // names are unique
    QCOMPARE(name->text(), QStringLiteral("Analytics"));

    QLineEdit *resource = child<QLineEdit>(QStringLiteral("resource-name-1"));
    resource->setFocus();
    resource->selectAll();
    QTest::keyClicks(resource, QStringLiteral("GPU (cards)"));
    QTest::keyClick(resource, Qt::Key_Return);
    QCOMPARE(scenario().resources[1].name, QStringLiteral("GPU (cards)"));
}

/// Issue 31: the name and title fields stop at their files' limits (typing and pasting) and turn
/// the line breaks and control characters of a paste into spaces or nothing.
void TestGuiEditor::namesKeepToTheirLimits()
{
    QLineEdit *name = child<QLineEdit>(QStringLiteral("name-0"));
    name->setFocus();
    name->selectAll();
    QTest::keyClicks(name, QString(kMaxNameLength + 20, QLatin1Char('x')));
    QCOMPARE(name->text().size(), kMaxNameLength);
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(scenario().users[0].name, QString(kMaxNameLength, QLatin1Char('x')));

    // A paste: a line copied with its end, a bell, a tab, a line separator.
    QGuiApplication::clipboard()->setText(QStringLiteral("Line one\nB\u0007ell\tx\u2028y\n"));
    name->selectAll();
    QTest::keySequence(name, QKeySequence::Paste);
    QCOMPARE(name->text(), QStringLiteral("Line one Bell x y "));
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(scenario().users[0].name, QStringLiteral("Line one Bell x y "));

    QLineEdit *resource = child<QLineEdit>(QStringLiteral("resource-name-1"));
    resource->setFocus();
    QGuiApplication::clipboard()->setText(QString(500, QLatin1Char('r')) + QStringLiteral("\n"));
    resource->selectAll();
    QTest::keySequence(resource, QKeySequence::Paste);
    QCOMPARE(resource->text(), QString(kMaxNameLength, QLatin1Char('r')));
    QTest::keyClick(resource, Qt::Key_Return);
    QCOMPARE(scenario().resources[1].name, QString(kMaxNameLength, QLatin1Char('r')));

    QLineEdit *title = child<QLineEdit>(QStringLiteral("scenario-title"));
    title->setFocus();
    QGuiApplication::clipboard()->setText(QStringLiteral("Two\nlines") +
                                          QString(2 * kMaxTitleLength, QLatin1Char('t')));
    title->selectAll();
    QTest::keySequence(title, QKeySequence::Paste);
    QCOMPARE(title->text().size(), kMaxTitleLength);
    QVERIFY(title->text().startsWith(QStringLiteral("Two lines")));
    QTest::keyClick(title, Qt::Key_Return);
    QCOMPARE(scenario().title, title->text());
    QVERIFY(checkTitle(scenario().title).isEmpty());
}

/// The model, the editor's one door, refuses a name or a title the file loader would refuse,
/// with the field and the reason; a title at the limit stays within it once marked "Based on:".
void TestGuiEditor::modelRefusesWhatTheFileMayNotHold()
{
    ScenarioModel *model = m_window->scenarioModel();
    QSignalSpy rejected(model, &ScenarioModel::editRejected);
    QCOMPARE(model->setUserName(0, QStringLiteral("A\u0007")),
             QStringLiteral("A: name: contains the control character U+0007 at character 2"));
    QCOMPARE(model->setResourceName(0, QString(kMaxNameLength + 1, QLatin1Char('c'))),
             QStringLiteral("CPU: name: is 101 characters long, over the limit of 100 characters"));
    QCOMPARE(model->setTitle(QStringLiteral("T\nU")),
             QStringLiteral("title: contains a line break (U+000A) at character 2: it must be one "
                            "line"));
    QCOMPARE(rejected.count(), 3);
    QCOMPARE(undoStack()->count(), 0);

    Scenario longTitle = Scenario::seed();
    longTitle.title = QString(kMaxTitleLength - 11, QLatin1Char('t')) + QStringLiteral("😀") +
                      QString(9, QLatin1Char('u'));
    QCOMPARE(longTitle.title.size(), kMaxTitleLength);
    model->resetScenario(longTitle);
    QVERIFY(model->setDemand(0, 0, 3.0).isEmpty());
    // "Based on: " and what fits of the title, cut before the emoji rather than through it.
    QCOMPARE(scenario().title,
             QStringLiteral("Based on: ") + QString(kMaxTitleLength - 11, QLatin1Char('t')));
    QVERIFY(checkTitle(scenario().title).isEmpty());
}

void TestGuiEditor::addAndRemoveUsers()
{
    click(child<QPushButton>(QStringLiteral("add-user")));
    QCOMPARE(scenario().userCount(), 3);
    QCOMPARE(m_window->editor()->userGroupCount(), 3);
    QCOMPARE(scenario().users[2].name, QStringLiteral("C"));
    QVERIFY(demand(2, 0));
    QCOMPARE(demand(2, 0)->value(), 1.0);
    QVERIFY(panelText().contains(QStringLiteral("C")));

    click(child<QToolButton>(QStringLiteral("remove-user-1")));
    QCOMPARE(scenario().userCount(), 2);
    QCOMPARE(m_window->editor()->userGroupCount(), 2);
    QCOMPARE(scenario().users[1].name, QStringLiteral("C"));
    QCOMPARE(child<QLineEdit>(QStringLiteral("name-1"))->text(), QStringLiteral("C"));
    QVERIFY(!m_window->findChild<QWidget *>(QStringLiteral("user-2")));

    undoStack()->undo();
    QCOMPARE(scenario().users[1].name, QStringLiteral("B"));
    QCOMPARE(demand(1, 1)->value(), 3.0);
    QCOMPARE(m_window->editor()->userGroupCount(), 3);
}

void TestGuiEditor::userButtonsStopAtTheLimits()
{
    click(child<QToolButton>(QStringLiteral("remove-user-1")));
    QCOMPARE(scenario().userCount(), 1);
    QVERIFY(!child<QToolButton>(QStringLiteral("remove-user-0"))->isEnabled());
    QPushButton *add = child<QPushButton>(QStringLiteral("add-user"));
    while (add->isEnabled())
        click(add);
    QCOMPARE(scenario().userCount(), ScenarioEditor::kMaxEditorUsers);
    QCOMPARE(m_window->editor()->userGroupCount(), ScenarioEditor::kMaxEditorUsers);
    QVERIFY(child<QToolButton>(QStringLiteral("remove-user-0"))->isEnabled());
    test::screenshot(m_window.get(), QStringLiteral("editor-50-users"));
}

void TestGuiEditor::addAndRemoveResources()
{
    click(child<QPushButton>(QStringLiteral("add-resource")));
    QCOMPARE(scenario().resourceCount(), 3);
    QCOMPARE(scenario().resources[2].name, QStringLiteral("Memory"));
    QVERIFY(demand(0, 2));
    QCOMPARE(demand(1, 2)->value(), 0.0);
    QVERIFY(child<SliderSpinBox>(QStringLiteral("capacity-2")));
    typeInto(demand(0, 2)->spinBox(), QStringLiteral("4"));
    QCOMPARE(scenario().users[0].demand[2], 4.0);

    click(child<QToolButton>(QStringLiteral("remove-resource-1")));
    QCOMPARE(scenario().resourceCount(), 2);
    QCOMPARE(scenario().resources[1].name, QStringLiteral("Memory"));
    QCOMPARE(demand(0, 1)->value(), 4.0);
    QVERIFY(!demand(0, 2));
    QCOMPARE(child<QLineEdit>(QStringLiteral("resource-name-1"))->text(), QStringLiteral("Memory"));

    // B needs no Memory: removing CPU would leave it nothing, and is refused with the reason.
    click(child<QToolButton>(QStringLiteral("remove-resource-0")));
    QCOMPARE(scenario().resourceCount(), 2);
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("no positive demand")));

    QPushButton *add = child<QPushButton>(QStringLiteral("add-resource"));
    while (add->isEnabled())
        click(add);
    QCOMPARE(scenario().resourceCount(), 8);
    QVERIFY(demand(1, 7));
    undoStack()->undo();
    QCOMPARE(scenario().resourceCount(), 7);
    QVERIFY(!demand(1, 7));
    QVERIFY(add->isEnabled());
}

void TestGuiEditor::resourceEditorsEditTheCluster()
{
    SliderSpinBox *capacity = child<SliderSpinBox>(QStringLiteral("capacity-1"));
    QCOMPARE(capacity->sliderMaximum(), 500.0); // 180 in a range of 0..500, steps of 5
    capacity->slider()->setValue(48);
    QCOMPARE(scenario().resources[1].capacity, 240.0);
    typeInto(child<NumberSpinBox>(QStringLiteral("price-0")), QStringLiteral("20"));
    QCOMPARE(scenario().resources[0].price, 20.0);
    m_window->allocationSet()->setSelectedPolicy(PolicyId::FixedPrice);
    QVERIFY(panelText().contains(QStringLiteral("Prices per unit: CPU 20, GPU 10")));
}

void TestGuiEditor::undoRedoUpdatesWidgets()
{
    typeInto(demand(1, 0)->spinBox(), QStringLiteral("5"));
    typeInto(child<NumberSpinBox>(QStringLiteral("cap-1")), QStringLiteral("12"));
    undoStack()->undo();
    QCOMPARE(child<NumberSpinBox>(QStringLiteral("cap-1"))->text(), QStringLiteral("∞"));
    undoStack()->undo();
    QCOMPARE(demand(1, 0)->value(), 1.0);
    undoStack()->redo();
    QCOMPARE(demand(1, 0)->value(), 5.0);
    QCOMPARE(demand(1, 0)->slider()->value(), 50);
    undoStack()->redo();
    QCOMPARE(child<NumberSpinBox>(QStringLiteral("cap-1"))->value(), 12.0);
}

DRFVIZ_TEST_MAIN(TestGuiEditor)
#include "tst_gui_editor.moc"
