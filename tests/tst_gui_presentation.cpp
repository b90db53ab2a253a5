// The lecture hall: the plots' text and lines zoom with Ctrl+= / Ctrl+- / Ctrl+0 (remembered),
// and F11 shows the plot full screen at twice that size until Esc, with a strip of policy
// buttons and sliders under it that F9 collapses.
#include "guitest.h"
#include "mainwindow.h"
#include "numberspinbox.h"
#include "plotarea.h"
#include "policytoolbar.h"
#include "presentationstrip.h"
#include "resourcespaceview.h"
#include "scenariomodel.h"
#include "sliderspinbox.h"
#include "testmain.h"

#include <QComboBox>
#include <QDockWidget>
#include <QFontInfo>
#include <QSlider>
#include <QUndoStack>

#include <qcustomplot.h>

using namespace drf;

class TestGuiPresentation : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<test::FakeDialogs::Record> m_dialogs;

    double plotScale() const
    {
        return m_window->plotArea()->resourceSpaceView()->figureStyle().fontScale();
    }
    QList<QDockWidget *> shownDocks() const
    {
        QList<QDockWidget *> shown;
        for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
            if (dock->isVisible())
                shown.append(dock);
        }
        return shown;
    }

private slots:
    void initTestCase() { test::isolateSettings(m_settings); }
    void init() { test::openWindow(m_window, m_dialogs); }
    void cleanup() { test::closeWindow(m_window, m_dialogs); }

    void zoomShortcutsAreRemembered()
    {
        QCOMPARE(plotScale(), 1.0);
        QTest::keyClick(m_window.get(), Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(plotScale(), 1.25);
        QTest::keyClick(m_window.get(), Qt::Key_Plus, Qt::ControlModifier);
        QCOMPARE(plotScale(), 1.5);
        QTest::keyClick(m_window.get(), Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(plotScale(), 1.25);
        // Exports keep their own text size: the zoom is the screen's.
        QVERIFY(m_window->plotArea()->resourceSpaceView()->plot()->xAxis->labelFont().pointSizeF() >
                QFontInfo(m_window->font()).pointSizeF() * 1.2);
        // The next start shows the plots as they were left.
        test::closeWindow(m_window, m_dialogs);
        test::openWindow(m_window, m_dialogs);
        QCOMPARE(plotScale(), 1.25);
        QTest::keyClick(m_window.get(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(plotScale(), 1.0);
        for (int k = 0; k < 20; ++k)
            QTest::keyClick(m_window.get(), Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(plotScale(), 0.8); // the smallest step
        QTest::keyClick(m_window.get(), Qt::Key_0, Qt::ControlModifier);
    }

    /// F11: full screen, no docks, the plot's text twice the zoom (24 px axis labels at
    /// 1920 x 1080); Esc gives the desk back as it was.
    void presentationMode()
    {
        const int docksBefore = int(shownDocks().size());
        QVERIFY(docksBefore >= 2);
        QTest::keyClick(m_window.get(), Qt::Key_F11);
        QTRY_VERIFY(m_window->isFullScreen());
        QCOMPARE(shownDocks(), QList<QDockWidget *>());
        QCOMPARE(plotScale(), 2.0);
        QCustomPlot *plot = m_window->plotArea()->resourceSpaceView()->plot();
        QVERIFY2(QFontInfo(plot->xAxis->labelFont()).pixelSize() >= 24,
                 qPrintable(QString::number(QFontInfo(plot->xAxis->labelFont()).pixelSize())));
        test::screenshot(m_window.get(), QStringLiteral("presentation-mode"));
        QTest::keyClick(m_window.get(), Qt::Key_Escape);
        QTRY_VERIFY(!m_window->isFullScreen());
        QTRY_COMPARE(int(shownDocks().size()), docksBefore);
        QCOMPARE(plotScale(), 1.0);
    }

    /// While presenting, the strip under the plot has the policy buttons and the seed's six
    /// sliders; they edit the model (a drag is one undo step) and follow it.
    void stripEditsAndFollows()
    {
        PresentationStrip *strip = m_window->presentationStrip();
        ScenarioModel *model = m_window->scenarioModel();
        QVERIFY(!strip->isVisible());
        QTest::keyClick(m_window.get(), Qt::Key_F11);
        QTRY_VERIFY(strip->isVisible());
        QVERIFY(!m_window->policyToolBar()->isVisible()); // its buttons are in the strip
        QVERIFY(!strip->findChild<QComboBox *>(QStringLiteral("strip-user"))->isVisible());
        for (int user = 0; user < 2; ++user)
            for (int resource = 0; resource < 2; ++resource)
                QTRY_VERIFY(strip->demandEditor(user, resource)->isVisible());
        QCOMPARE(strip->capacityEditor(1)->value(), 180.0);

        // B's GPU per task from 3 to 2 by the strip's spin box: the model and the editor follow.
        SliderSpinBox *bGpu = strip->demandEditor(1, 1);
        QCOMPARE(bGpu->value(), 3.0);
        bGpu->spinBox()->setValue(2.0);
        QCOMPARE(model->scenario().users[1].demand[1], 2.0);
        // A drag of A's CPU slider, several steps, is one undo step back to 2.
        const int undoBefore = model->undoStack()->count();
        QSlider *aCpu = strip->demandEditor(0, 0)->slider();
        aCpu->setSliderDown(true);
        for (int position : {25, 30, 35})
            aCpu->setValue(position);
        aCpu->setSliderDown(false);
        QCOMPARE(model->scenario().users[0].demand[0], 3.5);
        QCOMPARE(model->undoStack()->count(), undoBefore + 1);
        model->undoStack()->undo();
        QCOMPARE(model->scenario().users[0].demand[0], 2.0);
        QCOMPARE(strip->demandEditor(0, 0)->value(), 2.0); // the strip follows the undo

        // A policy button of the strip is the toolbar's action.
        QAction *walras = m_window->policyToolBar()->policyAction(PolicyId::Walras);
        const QList<QToolButton *> buttons = strip->findChildren<QToolButton *>();
        const auto button = std::find_if(buttons.begin(), buttons.end(), [walras](QToolButton *b) {
            return b->defaultAction() == walras;
        });
        QVERIFY(button != buttons.end());
        QTest::mouseClick(*button, Qt::LeftButton);
        QVERIFY(walras->isChecked());

        QTest::keyClick(m_window.get(), Qt::Key_Escape);
        QTRY_VERIFY(!strip->isVisible());
        QVERIFY(m_window->policyToolBar()->isVisible());
    }

    /// F9 collapses the strip to its button and back, remembered for the next presentation.
    void stripCollapses()
    {
        PresentationStrip *strip = m_window->presentationStrip();
        auto *controls = strip->findChild<QWidget *>(QStringLiteral("strip-controls"));
        QTest::keyClick(m_window.get(), Qt::Key_F11);
        QTRY_VERIFY(controls->isVisible());
        const int expandedHeight = strip->height();
        QTest::keyClick(m_window.get(), Qt::Key_F9);
        QVERIFY(strip->isCollapsed());
        QTRY_VERIFY(!controls->isVisible());
        QVERIFY(strip->findChild<QToolButton *>(QStringLiteral("strip-toggle"))->isVisible());
        QTRY_VERIFY(strip->height() < expandedHeight / 2);
        QTest::keyClick(m_window.get(), Qt::Key_Escape);
        QTRY_VERIFY(!m_window->isFullScreen());

        test::closeWindow(m_window, m_dialogs);
        test::openWindow(m_window, m_dialogs);
        strip = m_window->presentationStrip();
        QVERIFY(strip->isCollapsed());
        QTest::keyClick(m_window.get(), Qt::Key_F11);
        QTRY_VERIFY(strip->isVisible());
        QTest::mouseClick(strip->findChild<QToolButton *>(QStringLiteral("strip-toggle")),
                          Qt::LeftButton);
        QVERIFY(!strip->isCollapsed());
        QTRY_VERIFY(strip->findChild<QWidget *>(QStringLiteral("strip-controls"))->isVisible());
        QTest::keyClick(m_window.get(), Qt::Key_Escape);
    }

    /// More users than fit in a row: the strip shows one user's sliders, chosen in a combo box;
    /// new users reach it while presenting.
    void stripChoosesAUserWhenMany()
    {
        ScenarioModel *model = m_window->scenarioModel();
        PresentationStrip *strip = m_window->presentationStrip();
        QTest::keyClick(m_window.get(), Qt::Key_F11);
        QTRY_VERIFY(strip->isVisible());
        for (int k = 0; k < 3; ++k)
            QVERIFY(model->addUser().isEmpty());
        auto *chooser = strip->findChild<QComboBox *>(QStringLiteral("strip-user"));
        QTRY_VERIFY(chooser->isVisible());
        QCOMPARE(chooser->count(), 5);
        QVERIFY(strip->demandEditor(0, 0) != nullptr);
        QVERIFY(strip->demandEditor(1, 0) == nullptr);
        chooser->setCurrentIndex(4);
        emit chooser->activated(4);
        QTRY_VERIFY(strip->demandEditor(4, 1) != nullptr);
        QVERIFY(strip->demandEditor(0, 0) == nullptr);
        strip->demandEditor(4, 1)->spinBox()->setValue(7.5);
        QCOMPARE(model->scenario().users[4].demand[1], 7.5);
        // Tab goes from the policy buttons to the strip's sliders while presenting.
        QWidget *slider = strip->demandEditor(4, 0)->slider();
        QWidget *before = slider->previousInFocusChain();
        QVERIFY2(strip->isAncestorOf(before), qPrintable(before->objectName()));
        QTest::keyClick(m_window.get(), Qt::Key_Escape);
    }
};

DRFVIZ_TEST_MAIN(TestGuiPresentation)
#include "tst_gui_presentation.moc"
