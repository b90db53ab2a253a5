#include "resultspanel.h"

#include "allocationset.h"
#include "deferredrefresh.h"
#include "reporttableview.h"
#include "retranslate.h"
#include "richparagraph.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QVBoxLayout>

#include <algorithm>

namespace drf {

ResultsPanel::ResultsPanel(AllocationSet *results, QWidget *parent)
    : QScrollArea(parent), m_results(results)
{
    setObjectName(QStringLiteral("results-panel"));
    setWidgetResizable(true);
    setFocusPolicy(Qt::StrongFocus); // Ctrl+C copies the report
    setBackgroundRole(QPalette::Base);
    // A scroll bar that comes and goes would lay the report out twice.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    auto *content = new QWidget(this);
    content->setBackgroundRole(QPalette::Base);
    m_layout = new QVBoxLayout(content);
    m_layout->setContentsMargins(8, 8, 8, 8);
    m_layout->setSpacing(6);
    m_layout->addStretch(1);
    setWidget(content);
    m_deferred = new DeferredRefresh(this, [this] { refresh(); });
    connect(m_results, &AllocationSet::resultsChanged, m_deferred, &DeferredRefresh::request);
    connect(m_results, &AllocationSet::selectionChanged, m_deferred, &DeferredRefresh::request);
    m_deferred->refreshNow();
    translateTexts(this, [this] {
        setAccessibleName(tr("Results"));
        m_deferred->request();
    });
}

void ResultsPanel::changeEvent(QEvent *event)
{
    QScrollArea::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_deferred)
        m_deferred->request();
}

void ResultsPanel::refresh()
{
    QList<ReportPart> report = resultsReport(*m_results);
    const bool sameShape =
        report.size() == m_report.size() &&
        std::equal(report.cbegin(), report.cend(), m_report.cbegin(),
                   [](const ReportPart &a, const ReportPart &b) { return a.sameShape(b); });
    m_report = std::move(report);
    if (!sameShape) {
        rebuild();
        return;
    }
    // A slider step: only what changed is set (a paragraph lays its text out again, a table
    // repaints its changed cells).
    for (qsizetype k = 0; k < m_report.size(); ++k) {
        const ReportPart &part = m_report[k];
        if (part.table) {
            static_cast<ReportTableView *>(m_partWidgets[k])->setTable(*part.table);
        } else {
            static_cast<RichParagraph *>(m_partWidgets[k])->setSections(part.sections);
        }
    }
}

void ResultsPanel::rebuild()
{
    qDeleteAll(m_partWidgets);
    m_partWidgets.clear();
    QWidget *content = widget();
    for (const ReportPart &part : std::as_const(m_report)) {
        QWidget *shown = nullptr;
        if (part.table) {
            auto *table = new ReportTableView(content);
            table->setAccessibleName(tr("Results table"));
            table->setTable(*part.table);
            shown = table;
        } else {
            auto *paragraph = new RichParagraph(content);
            paragraph->setSections(part.sections);
            shown = paragraph;
        }
        m_layout->insertWidget(m_layout->count() - 1, shown); // above the stretch
        m_partWidgets.append(shown);
    }
}

QString ResultsPanel::toPlainText() const
{
    return reportText(m_report);
}

QString ResultsPanel::toHtml() const
{
    return reportHtml(m_report);
}

void ResultsPanel::copyReport() const
{
    auto *data = new QMimeData;
    data->setHtml(toHtml());
    data->setText(toPlainText());
    QGuiApplication::clipboard()->setMimeData(data);
}

void ResultsPanel::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Copy)) {
        copyReport();
        return;
    }
    QScrollArea::keyPressEvent(event);
}

void ResultsPanel::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(tr("Copy Results"), QKeySequence::Copy, this, &ResultsPanel::copyReport);
    menu.exec(event->globalPos());
}

} // namespace drf
