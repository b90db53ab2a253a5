// The results panel: paragraphs of rich text, tables in table views over a model of their cells.
// A slider step changes the numbers in place (the same widgets, the changed cells reported,
// no reset); a change of shape (compare mode, a user more) builds the parts again; Ctrl+C
// copies the whole report or a table's selected cells.

#include "allocationset.h"
#include "paintrecorder.h"
#include "resultspanel.h"
#include "scenariomodel.h"
#include "testmain.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QMimeData>
#include <QPainter>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTextDocument>
#include <QtTest>

using namespace drf;

class TestGuiResults : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void showsTheSeedsNumbers();
    void aSliderStepEditsTheCellsInPlace();
    void aNewShapeBuildsThePartsAgain();
    void copiesTheWholeReport();
    void copiesATablesSelectedCells();
    void cellsMeasureAsTheStyleDoes();
    void paragraphsDrawAsTheirWholeText();
    void aChangedReasonRepaintsItsOwnLines();

private:
    QTableView *usersTable() const;

    std::unique_ptr<ScenarioModel> m_model;
    std::unique_ptr<AllocationSet> m_results;
    std::unique_ptr<ResultsPanel> m_panel;
};

void TestGuiResults::init()
{
    m_model = std::make_unique<ScenarioModel>();
    m_model->resetScenario(Scenario::seed());
    m_results = std::make_unique<AllocationSet>(m_model.get());
    m_results->setSelectedPolicy(PolicyId::Drf);
    m_panel = std::make_unique<ResultsPanel>(m_results.get());
    m_panel->resize(420, 700);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    m_panel->refresh();
}

void TestGuiResults::cleanup()
{
    m_panel.reset();
    m_results.reset();
    m_model.reset();
}

QTableView *TestGuiResults::usersTable() const
{
    for (QWidget *part : m_panel->partWidgets())
        if (auto *table = qobject_cast<QTableView *>(part))
            return table; // the first table: the users' (no comparison shown)
    return nullptr;
}

void TestGuiResults::showsTheSeedsNumbers()
{
    // The seed under DRF: A gets 60 tasks, (120 CPU, 60 GPU), dominant share 2/3; B 40 tasks.
    QTableView *table = usersTable();
    QVERIFY(table);
    const QAbstractItemModel *cells = table->model();
    QCOMPARE(cells->rowCount(), 2);
    QCOMPARE(cells->index(0, 0).data().toString(), QStringLiteral("A"));
    QCOMPARE(cells->index(0, 1).data().toString(), QStringLiteral("60"));
    QCOMPARE(cells->index(0, 2).data().toString(), QStringLiteral("(120, 60)"));
    QVERIFY(cells->index(0, 3).data().toString().startsWith(QStringLiteral("66.7")));
    // Users in their colour square, numbers to the right.
    QVERIFY(cells->index(0, 0).data(Qt::DecorationRole).value<QColor>().isValid());
    QVERIFY(cells->index(0, 1).data(Qt::TextAlignmentRole).value<Qt::Alignment>() & Qt::AlignRight);
    // The table is as tall as its rows: the panel scrolls, not the table.
    QCOMPARE(table->verticalScrollBar()->maximum(), 0);
    QVERIFY(table->height() >= table->horizontalHeader()->height() + 2 * table->rowHeight(0));
    // Every column wide enough for its cells.
    for (int column = 0; column < cells->columnCount(); ++column)
        QVERIFY(table->columnWidth(column) >=
                static_cast<QAbstractItemView *>(table)->sizeHintForColumn(column));
    QVERIFY(m_panel->toPlainText().contains(QStringLiteral("A\t60\t(120, 60)\t66.7")));
}

void TestGuiResults::aSliderStepEditsTheCellsInPlace()
{
    const QList<QWidget *> parts = m_panel->partWidgets();
    QTableView *table = usersTable();
    QSignalSpy resets(table->model(), &QAbstractItemModel::modelReset);
    QSignalSpy changes(table->model(), &QAbstractItemModel::dataChanged);
    // A's CPU per task 2 -> 3: DRF gives A 45 tasks (135 CPU, 45 GPU), B 45 (45 CPU, 135 GPU).
    m_model->setDemand(0, 0, 3.0);
    m_panel->refresh();
    QCOMPARE(m_panel->partWidgets(), parts);
    QCOMPARE(resets.count(), 0);
    QVERIFY(changes.count() > 0);
    // Only cells that changed are reported: tasks, bundles and shares, never the names.
    for (const QList<QVariant> &change : changes)
        QVERIFY(change[0].toModelIndex().column() > 0);
    QCOMPARE(table->model()->index(0, 1).data().toString(), QStringLiteral("45"));
    QCOMPARE(table->model()->index(0, 2).data().toString(), QStringLiteral("(135, 45)"));
    QCOMPARE(table->model()->index(1, 2).data().toString(), QStringLiteral("(45, 135)"));
    const QString text = m_panel->toPlainText();
    QVERIFY2(!text.contains(QStringLiteral("(120, 60)")), qPrintable(text));
    for (int column = 0; column < table->model()->columnCount(); ++column)
        QVERIFY(table->columnWidth(column) >=
                static_cast<QAbstractItemView *>(table)->sizeHintForColumn(column));
}

void TestGuiResults::aNewShapeBuildsThePartsAgain()
{
    const qsizetype before = m_panel->partWidgets().size();
    m_results->setCompareMode(true);
    m_panel->refresh();
    QVERIFY(m_panel->partWidgets().size() > before);
    QVERIFY(m_panel->toPlainText().contains(QStringLiteral("All policies")));
    // The comparison's first table: a row per policy, the selected one in bold.
    auto *comparison = qobject_cast<QTableView *>(m_panel->partWidgets()[1]);
    QVERIFY(comparison);
    QCOMPARE(comparison->model()->rowCount(), 6);
    int boldRows = 0;
    for (int row = 0; row < 6; ++row)
        boldRows += comparison->model()->index(row, 0).data(Qt::FontRole).value<QFont>().bold();
    QCOMPARE(boldRows, 1);

    m_model->addUser();
    m_panel->refresh();
    auto *users = qobject_cast<QTableView *>(m_panel->partWidgets()[4]);
    QVERIFY(users);
    QCOMPARE(users->model()->rowCount(), 3);
}

void TestGuiResults::copiesTheWholeReport()
{
    m_panel->setFocus();
    QTest::keySequence(m_panel.get(), QKeySequence::Copy);
    const QMimeData *copied = QGuiApplication::clipboard()->mimeData();
    QVERIFY(copied);
    QVERIFY(copied->text().contains(QStringLiteral("A\t60\t(120, 60)")));
    QVERIFY(copied->html().contains(QStringLiteral("<table")));
    QVERIFY(copied->html().contains(QStringLiteral("(120, 60)")));
}

void TestGuiResults::copiesATablesSelectedCells()
{
    QTableView *table = usersTable();
    table->setFocus();
    table->selectionModel()->select(
        QItemSelection(table->model()->index(0, 1), table->model()->index(1, 2)),
        QItemSelectionModel::Select);
    QTest::keySequence(table, QKeySequence::Copy);
    QCOMPARE(QGuiApplication::clipboard()->text(),
             QStringLiteral("60\t(120, 60)\n40\t(40, 120)\n"));
}

// The tables draw and measure their cells of text themselves (faster than the style's item
// layout): as wide as QStyledItemDelegate makes them, within a pixel of rounding.
void TestGuiResults::cellsMeasureAsTheStyleDoes()
{
    m_results->setCompareMode(true); // the comparison table too: marks, symbols, bold
    m_panel->refresh();
    const QStyledItemDelegate styled;
    int cells = 0;
    for (QWidget *part : m_panel->partWidgets()) {
        auto *table = qobject_cast<QTableView *>(part);
        if (!table)
            continue;
        const QAbstractItemModel *model = table->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex index = model->index(row, column);
                QStyleOptionViewItem option;
                option.initFrom(table);
                option.widget = table;
                option.font = table->font();
                option.decorationSize = table->iconSize();
                option.rect = table->visualRect(index);
                const int ours = table->itemDelegate()->sizeHint(option, index).width();
                const int theirs = styled.sizeHint(option, index).width();
                QVERIFY2(std::abs(ours - theirs) <= 1,
                         qPrintable(QStringLiteral("\"%1\": %2 px, the style %3 px")
                                        .arg(index.data().toString())
                                        .arg(ours)
                                        .arg(theirs)));
                ++cells;
            }
        }
    }
    QVERIFY(cells > 20);
}

namespace {

/// The index of the first paragraph made of several sections (the properties' list).
qsizetype sectionedParagraph(const QList<ReportPart> &report)
{
    for (qsizetype k = 0; k < report.size(); ++k)
        if (!report[k].table && report[k].sections.size() > 1)
            return k;
    return -1;
}

} // namespace

// A paragraph in sections (laid out and repainted one by one) looks exactly as one document of
// its whole HTML: the same pixels.
void TestGuiResults::paragraphsDrawAsTheirWholeText()
{
    for (const bool compare : {false, true}) {
        m_results->setCompareMode(compare);
        m_panel->refresh();
        QCoreApplication::processEvents(); // the parts laid out at the panel's width
        const QList<ReportPart> &report = m_panel->report();
        QVERIFY(sectionedParagraph(report) >= 0);
        for (qsizetype k = 0; k < report.size(); ++k) {
            if (report[k].table)
                continue;
            QWidget *paragraph = m_panel->partWidgets()[k];
            QVERIFY(paragraph->width() > 100);
            QImage ours(paragraph->size(), QImage::Format_ARGB32_Premultiplied);
            ours.fill(Qt::white);
            paragraph->render(&ours, {}, {}, QWidget::DrawChildren);

            QTextDocument whole;
            whole.setDocumentMargin(0);
            whole.setDefaultFont(paragraph->font());
            whole.setHtml(report[k].html());
            whole.setTextWidth(paragraph->width());
            QCOMPARE(paragraph->height(), int(std::ceil(whole.size().height())));
            QImage theirs(paragraph->size(), QImage::Format_ARGB32_Premultiplied);
            theirs.fill(Qt::white);
            QPainter painter(&theirs);
            whole.drawContents(&painter);
            painter.end();
            QVERIFY2(
                ours == theirs,
                qPrintable(QStringLiteral("part %1: %2").arg(k).arg(report[k].html().left(80))));
        }
    }
}

// A slider step that changes one property's reason lays out and repaints that property's lines,
// not the whole list.
void TestGuiResults::aChangedReasonRepaintsItsOwnLines()
{
    const qsizetype properties = sectionedParagraph(m_panel->report());
    QVERIFY(properties >= 0);
    QWidget *paragraph = m_panel->partWidgets()[properties];
    const QStringList before = m_panel->report()[properties].sections;
    QCoreApplication::processEvents();
    test::PaintRecorder recorder(paragraph);
    // The seed under DRF leaves GPU idle: 20 GPU; with A's CPU at 2.5 per task, another amount.
    m_model->setDemand(0, 0, 2.5);
    m_panel->refresh();
    QCOMPARE(m_panel->partWidgets()[properties], paragraph);
    const QStringList after = m_panel->report()[properties].sections;
    QCOMPARE(after.size(), before.size());
    int changed = 0;
    for (qsizetype k = 0; k < after.size(); ++k)
        changed += after[k] != before[k];
    QVERIFY2(changed > 0 && changed < after.size() - 1, qPrintable(after.join('\n')));
    QTRY_VERIFY(!recorder.painted().isEmpty());
    QCoreApplication::processEvents();
    const QRect repainted = recorder.painted().boundingRect();
    QVERIFY2(repainted.height() < paragraph->height() / 2,
             qPrintable(QStringLiteral("%1 of %2 px repainted")
                            .arg(repainted.height())
                            .arg(paragraph->height())));
    QVERIFY(m_panel->toPlainText().contains(QStringLiteral("idle")));
}

DRFVIZ_TEST_MAIN(TestGuiResults)
#include "tst_gui_results.moc"
