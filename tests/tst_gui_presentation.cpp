// The lecture hall: the plots' text and lines zoom with Ctrl+= / Ctrl+- / Ctrl+0 (remembered),
// and F11 shows the plot full screen at twice that size until Esc.
#include "guitest.h"
#include "mainwindow.h"
#include "plotarea.h"
#include "resourcespaceview.h"

#include <QDockWidget>
#include <QFontInfo>

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
        return m_window->plotArea()->resourceSpaceView()->figureStyle().fontScale;
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
};

QTEST_MAIN(TestGuiPresentation)
#include "tst_gui_presentation.moc"
