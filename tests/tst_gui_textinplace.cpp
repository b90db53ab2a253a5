// showHtmlInPlace(): a report whose numbers change is edited in place (same document, the
// reader's place kept) and reads exactly as if it had been set anew; a report whose structure
// changes is set anew.

#include "testmain.h"
#include "textinplace.h"

#include <QScrollBar>
#include <QTextBrowser>
#include <QtTest>

using namespace drf;

namespace {

QString report(const QString &tasks, const QString &colour = QStringLiteral("#009e73"),
               int rows = 2, const QString &tail = QStringLiteral("<p>Utilization 89%</p>"))
{
    QString html = QStringLiteral("<h3>DRF</h3><table cellpadding=\"3\" width=\"99%\">"
                                  "<tr bgcolor=\"#e0e0e0\"><th>User</th><th>Tasks</th></tr>");
    for (int row = 0; row < rows; ++row)
        html += QStringLiteral("<tr><td><b>U%1</b></td><td align=\"right\">%2</td></tr>")
                    .arg(row + 1)
                    .arg(tasks);
    return html +
           QStringLiteral("</table><p>Envy-free: <b style=\"color:%1\">yes</b></p>").arg(colour) +
           tail;
}

} // namespace

class TestGuiTextInPlace : public QObject
{
    Q_OBJECT

private slots:
    void editsInPlaceOrReplaces_data();
    void editsInPlaceOrReplaces();
    void firstTextIsSet();
};

void TestGuiTextInPlace::editsInPlaceOrReplaces_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<bool>("inPlace");
    QTest::newRow("numbers") << report(QStringLiteral("60")) << report(QStringLiteral("61.25"))
                             << true;
    QTest::newRow("a colour") << report(QStringLiteral("60"))
                              << report(QStringLiteral("60"), QStringLiteral("#d55e00")) << true;
    QTest::newRow("the same") << report(QStringLiteral("60")) << report(QStringLiteral("60"))
                              << true;
    QTest::newRow("a row more") << report(QStringLiteral("60"))
                                << report(QStringLiteral("60"), QStringLiteral("#009e73"), 3)
                                << false;
    QTest::newRow("a paragraph more")
        << report(QStringLiteral("60"))
        << report(QStringLiteral("60"), QStringLiteral("#009e73"), 2,
                  QStringLiteral("<p>Utilization 89%</p><p>Idle: 20 CPU</p>"))
        << false;
    QTest::newRow("a word made bold") << report(QStringLiteral("60"))
                                      << report(QStringLiteral("60"), QStringLiteral("#009e73"), 2,
                                                QStringLiteral("<p>Utilization <b>89%</b></p>"))
                                      << false;
}

void TestGuiTextInPlace::editsInPlaceOrReplaces()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(bool, inPlace);
    QTextBrowser view;
    view.resize(300, 120); // smaller than the text: it scrolls
    view.show();
    view.setHtml(before);
    QTextDocument *document = view.document();
    view.verticalScrollBar()->setValue(view.verticalScrollBar()->maximum() / 2);
    const int scroll = view.verticalScrollBar()->value();
    QVERIFY(scroll > 0);

    QCOMPARE(showHtmlInPlace(&view, after), inPlace);
    QTextBrowser expected;
    expected.setHtml(after);
    QCOMPARE(view.toHtml(), expected.toHtml());
    QCOMPARE(view.toPlainText(), expected.toPlainText());
    QCOMPARE(view.verticalScrollBar()->value(), scroll);
    if (inPlace) {
        QCOMPARE(view.document(), document);
        QVERIFY(!document->isUndoAvailable()); // no history grows while a slider moves
    }
}

void TestGuiTextInPlace::firstTextIsSet()
{
    QTextBrowser view;
    QVERIFY(!showHtmlInPlace(&view, report(QStringLiteral("60"))));
    QVERIFY(view.toPlainText().contains(QStringLiteral("Envy-free")));
}

DRFVIZ_TEST_MAIN(TestGuiTextInPlace)
#include "tst_gui_textinplace.moc"
