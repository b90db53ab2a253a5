// The window without a mouse: Tab reaches every control in reading order and never gets stuck,
// and every control has a name a screen reader can say.
#include "guitest.h"
#include "mainwindow.h"
#include "plotarea.h"
#include "plotview.h"
#include "resourcespaceview.h"
#include "scenariomodel.h"
#include "testmain.h"

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QPushButton>
#include <QSet>
#include <QTabBar>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>

#include <qcustomplot.h>

using namespace drf;

namespace {

QString accessibleName(QWidget *widget)
{
    QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(widget);
    return accessible ? accessible->text(QAccessible::Name) : QString();
}

/// A part of a compound control (a spin box's line edit, a tab bar's scroll button), which
/// speaks for it.
bool insideAControl(const QWidget *widget)
{
    const QWidget *parent = widget->parentWidget();
    return qobject_cast<const QAbstractSpinBox *>(parent) ||
           qobject_cast<const QComboBox *>(parent) || qobject_cast<const QTabBar *>(parent);
}

} // namespace

class TestGuiKeyboard : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<test::FakeDialogs::Record> m_dialogs;

    QToolButton *policyButton(const QString &text) const
    {
        for (QToolButton *button : m_window->findChildren<QToolButton *>()) {
            if (button->text() == text)
                return button;
        }
        return nullptr;
    }

    /// The names of the controls Tab visits from `start` until it comes back to it (at most
    /// `limit` presses).
    QStringList tabCycle(QWidget *start, int limit = 300)
    {
        start->setFocus(Qt::TabFocusReason);
        QStringList names;
        for (int k = 0; k < limit; ++k) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget *focused = QApplication::focusWidget();
            if (!focused || focused == start)
                break;
            names.append(accessibleName(focused));
        }
        return names;
    }

private slots:
    void initTestCase() { test::isolateSettings(m_settings); }
    void init() { test::openWindow(m_window, m_dialogs); }
    void cleanup() { test::closeWindow(m_window, m_dialogs); }

    /// Every control Tab can reach has an accessible name: "A: CPU per task", "Remove user B".
    void everyControlHasAName()
    {
        QStringList nameless;
        for (QWidget *widget : m_window->findChildren<QWidget *>()) {
            if (!(widget->focusPolicy() & Qt::TabFocus) || insideAControl(widget) ||
                !widget->isVisibleTo(m_window.get()))
                continue;
            if (accessibleName(widget).trimmed().isEmpty())
                nameless.append(QStringLiteral("%1 '%2'").arg(
                    QString::fromLatin1(widget->metaObject()->className()), widget->objectName()));
        }
        QVERIFY2(nameless.isEmpty(), qPrintable(nameless.join(QStringLiteral(", "))));
        QCOMPARE(accessibleName(m_window->findChild<QWidget *>(QStringLiteral("demand-0-1"))
                                    ->findChild<QAbstractSpinBox *>()),
                 QStringLiteral("A: GPU per task"));
        QCOMPARE(accessibleName(m_window->findChild<QWidget *>(QStringLiteral("remove-user-1"))),
                 QStringLiteral("Remove user B"));
    }

    /// Tab goes round the window in reading order (the toolbar, the scenario, the plots, the
    /// results, the teaching docks) and comes back: no table or editor keeps it.
    void tabGoesRoundInReadingOrder()
    {
        QToolButton *first = policyButton(QStringLiteral("Max-min"));
        QVERIFY(first);
        const QStringList names = tabCycle(first);
        QVERIFY2(QApplication::focusWidget() == first, qPrintable(names.join(QLatin1Char('|'))));
        QStringList landmarks = {
            QStringLiteral("Fixed price"),
            QStringLiteral("Whole tasks"),
            QStringLiteral("Resource 1: name"),
            QStringLiteral("CPU: capacity"),
            QStringLiteral("Add resource"),
            QStringLiteral("User 1: name"),
            QStringLiteral("A: CPU per task"),
            QStringLiteral("A: max tasks"),
            QStringLiteral("B: CPU per task"),
            QStringLiteral("Add user"),
            QStringLiteral("Resource space"),
            QStringLiteral("DRF: allocation vectors and their sum"),
        };
        // The results after the plots when on screen; behind another dock's tab Tab skips them
        // (the window's fit may stack the docks on a small screen).
        if (m_window->resultsPanel()->visibleRegion().isEmpty())
            QVERIFY(!names.contains(QStringLiteral("Results")));
        else
            landmarks.append(QStringLiteral("Results"));
        int previous = -1;
        for (const QString &landmark : landmarks) {
            const int at = int(names.indexOf(landmark));
            QVERIFY2(at > previous, qPrintable(QStringLiteral("%1 at %2 after %3: %4")
                                                   .arg(landmark)
                                                   .arg(at)
                                                   .arg(previous)
                                                   .arg(names.join(QLatin1Char('|')))));
            previous = at;
        }
        // The names of a user's fields follow each other: name, remove, demands, weight, cap.
        const int a = int(names.indexOf(QStringLiteral("User 1: name")));
        QCOMPARE(
            names.mid(a, 4),
            (QStringList{QStringLiteral("User 1: name"), QStringLiteral("Remove user A"),
                         QStringLiteral("A: CPU per task"), QStringLiteral("A: CPU per task")}));
    }

    /// The plot says in words what it shows: its title, and each label's full text whatever
    /// the labels written on it.
    /// Wherever Tab stops, the control looks different with the focus than without it: the
    /// focus is never invisible.
    void focusIsVisible()
    {
        QWidget *first = policyButton(QStringLiteral("Max-min"));
        QVERIFY(first);
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        first->setFocus(Qt::TabFocusReason);
        QTest::keyClick(first, Qt::Key_Tab); // a focus moved by the keyboard is drawn
        QStringList invisible;
        QSet<QWidget *> seen;
        for (int k = 0; k < 300; ++k) {
            QWidget *focused = QApplication::focusWidget();
            if (!focused || seen.contains(focused))
                break;
            seen.insert(focused);
            // On screen: not in a dock behind another tab, which Qt moves out of the window.
            QVERIFY2(!focused->visibleRegion().isEmpty(), qPrintable(accessibleName(focused)));
            // With a margin: a ring around a widget counts (views/focusring.h).
            // (A dock may float: its own window.)
            QWidget *window = focused->window();
            const QRect around(focused->mapTo(window, QPoint(-3, -3)),
                               focused->size() + QSize(6, 6));
            const QImage withFocus = window->grab(around).toImage();
            focused->clearFocus();
            const QImage withoutFocus = window->grab(around).toImage();
            if (withFocus == withoutFocus)
                invisible.append(QStringLiteral("%1 (%2)").arg(accessibleName(focused),
                                                               focused->metaObject()->className()));
            focused->setFocus(Qt::TabFocusReason);
            QTest::keyClick(focused, Qt::Key_Tab);
        }
        QVERIFY(seen.size() > 20);
        QVERIFY2(invisible.isEmpty(), qPrintable(invisible.join(QStringLiteral(", "))));
    }

    void plotsDescribeThemselves()
    {
        PlotView *plot = m_window->plotArea()->currentPlotView();
        QVERIFY(plot);
        QCOMPARE(accessibleName(plot), QStringLiteral("DRF: allocation vectors and their sum"));
        QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(plot);
        const QString description = accessible->text(QAccessible::Description);
        for (const char *part : {"A: 60 tasks (120 CPU, 60 GPU)", "B: 40 tasks (40 CPU, 120 GPU)",
                                 "DRF: 160 CPU, 180 GPU", "20 CPU idle"})
            QVERIFY2(description.contains(QLatin1String(part)), qPrintable(description));
    }

    /// With the focus, the resource space's arrow keys move a user's demand on the axes' two
    /// resources by 0.1, one undo step a press; Page Down picks the next user. Tab reaches it.
    void arrowKeysMoveADemand()
    {
        auto *plot = m_window->plotArea()->resourceSpaceView();
        QWidget *vertical = m_window->findChild<QWidget *>(QStringLiteral("y-resource"));
        vertical->setFocus(Qt::TabFocusReason);
        QTest::keyClick(vertical, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), plot);
        ScenarioModel *model = m_window->scenarioModel();
        const int steps = model->undoStack()->count();
        QTest::keyClick(plot, Qt::Key_Right);
        QTest::keyClick(plot, Qt::Key_Up);
        QTest::keyClick(plot, Qt::Key_Up);
        const User a = model->scenario().users[0];
        QCOMPARE(a.demand, (QList<double>{2.1, 1.2}));
        QCOMPARE(model->undoStack()->count(), steps + 3);
        // With Alt or Ctrl the arrows are the window's (the guided tour's Alt+arrows).
        QTest::keyClick(plot, Qt::Key_Right, Qt::AltModifier);
        QTest::keyClick(plot, Qt::Key_Up, Qt::ControlModifier);
        QCOMPARE(model->scenario().users[0].demand, (QList<double>{2.1, 1.2}));
        QTest::keyClick(plot, Qt::Key_PageDown);
        QCOMPARE(plot->keyboardUser(), 1);
        // B's vector is the highlighted one: a broad band under it, from the origin.
        const auto bands = [plot] {
            QList<QPointF> heads;
            for (int k = 0; k < plot->plot()->itemCount(); ++k) {
                auto *line = qobject_cast<QCPItemLine *>(plot->plot()->item(k));
                if (line && line->layer()->name() == QLatin1String("background"))
                    heads.append(line->end->coords());
            }
            return heads;
        };
        QTRY_COMPARE(bands(), QList<QPointF>{plot->vectorHeads().value(1)});
        QTest::keyClick(plot, Qt::Key_Left);
        QCOMPARE(model->scenario().users[1].demand[0], 0.9);
        // The results follow: A's CPU demand 2.1 changes its DRF tasks.
        QVERIFY(m_window->plotArea()->resourceSpaceView()->accessibleDescription().contains(
            QStringLiteral("A: ")));
        model->undoStack()->undo();
        QCOMPARE(model->scenario().users[1].demand[0], 1.0);
    }

    /// A user added later takes its place in the order, after the users before it.
    void newFieldsJoinTheOrder()
    {
        m_window->scenarioModel()->addUser();
        QCoreApplication::processEvents();
        QWidget *lastOfB = m_window->findChild<QWidget *>(QStringLiteral("cap-1"));
        QVERIFY(lastOfB);
        lastOfB->setFocus(Qt::TabFocusReason);
        QTest::keyClick(lastOfB, Qt::Key_Tab);
        QCOMPARE(accessibleName(QApplication::focusWidget()), QStringLiteral("User 3: name"));
    }

    /// Tab leaves a table for the next control; it does not walk its cells.
    void tabLeavesATable()
    {
        auto *users = m_window->findChild<QTableView *>(QStringLiteral("users-table"));
        auto *dock = m_window->findChild<QWidget *>(QStringLiteral("table-dock"));
        QVERIFY(users && dock);
        dock->show();
        dock->raise();
        QTRY_VERIFY(users->isVisible());
        users->setFocus(Qt::TabFocusReason);
        users->setCurrentIndex(users->model()->index(0, 1));
        QTest::keyClick(users, Qt::Key_Tab);
        QCOMPARE(accessibleName(QApplication::focusWidget()), QStringLiteral("Cluster"));
        // The arrow keys move between cells; typing edits.
        QTest::keyClick(users, Qt::Key_Right);
    }
};

DRFVIZ_TEST_MAIN(TestGuiKeyboard)
#include "tst_gui_keyboard.moc"
