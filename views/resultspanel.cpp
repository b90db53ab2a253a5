#include "resultspanel.h"

#include "allocationset.h"
#include "resultsreport.h"

#include <QScrollBar>

namespace drf {

ResultsPanel::ResultsPanel(AllocationSet *results, QWidget *parent)
    : QTextBrowser(parent), m_results(results)
{
    setObjectName(QStringLiteral("results-panel"));
    setOpenLinks(false);
    document()->setDocumentMargin(8);
    connect(m_results, &AllocationSet::resultsChanged, this, &ResultsPanel::onResultsChanged);
    connect(m_results, &AllocationSet::selectionChanged, this, &ResultsPanel::onResultsChanged);
    refresh();
}

void ResultsPanel::refresh()
{
    QString html;
    if (m_results->compareMode())
        html = comparisonHtml(*m_results);
    html += policyResultsHtml(*m_results, m_results->selectedPolicy());
    // Keep the reader's place while a slider moves.
    const int scroll = verticalScrollBar()->value();
    setHtml(html);
    verticalScrollBar()->setValue(scroll);
    m_outOfDate = false;
}

void ResultsPanel::showEvent(QShowEvent *event)
{
    QTextBrowser::showEvent(event);
    if (m_outOfDate)
        refresh();
}

void ResultsPanel::onResultsChanged()
{
    m_outOfDate = true;
    if (isVisible())
        refresh();
}

} // namespace drf
