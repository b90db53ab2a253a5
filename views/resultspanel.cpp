#include "resultspanel.h"

#include "allocationset.h"
#include "deferredrefresh.h"
#include "resultsreport.h"
#include "retranslate.h"
#include "textinplace.h"

#include <QEvent>
#include <QScrollBar>

namespace drf {

ResultsPanel::ResultsPanel(AllocationSet *results, QWidget *parent)
    : QTextBrowser(parent), m_results(results)
{
    setObjectName(QStringLiteral("results-panel"));
    setOpenLinks(false);
    document()->setDocumentMargin(8);
    // Names and numbers are never cut in the middle ("Analyti-cs"): lines wrap at spaces only.
    setWordWrapMode(QTextOption::WordWrap);
    // A scroll bar that comes and goes while setHtml() replaces the text lays it out twice.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    // Laying out the rich text is the panel's cost: changes that arrive together (a reset, a
    // slider step and its plots) are shown by one refresh when control returns to the loop.
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
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        m_deferred->request();
}

void ResultsPanel::refresh()
{
    QString html;
    if (m_results->compareMode())
        html = comparisonHtml(*m_results);
    html += policyResultsHtml(*m_results, m_results->selectedPolicy());
    // A slider step changes the numbers: only they are laid out and painted again.
    showHtmlInPlace(this, html);
}

} // namespace drf
