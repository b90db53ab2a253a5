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
    // A scroll bar that comes and goes while setHtml() replaces the text lays it out twice.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
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
    refreshIfOutOfDate();
}

void ResultsPanel::onResultsChanged()
{
    m_outOfDate = true;
    if (!isVisible() || m_refreshQueued)
        return;
    // Laying out the rich text is the panel's cost: changes that arrive together (a reset, a
    // slider step and its plots) are shown by one refresh when control returns to the loop.
    m_refreshQueued = true;
    QMetaObject::invokeMethod(this, &ResultsPanel::refreshIfOutOfDate, Qt::QueuedConnection);
}

void ResultsPanel::refreshIfOutOfDate()
{
    m_refreshQueued = false;
    if (m_outOfDate && isVisible())
        refresh();
}

} // namespace drf
