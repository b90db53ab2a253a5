#include "derivationpanel.h"

#include "allocationset.h"
#include "deferredrefresh.h"
#include "derivationsteps.h"
#include "scenariomodel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QMimeData>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace drf {

DerivationPanel::DerivationPanel(AllocationSet *results, QWidget *parent)
    : QWidget(parent), m_results(results), m_browser(new QTextBrowser(this)),
      m_copyButton(new QPushButton(tr("&Copy"), this))
{
    setObjectName(QStringLiteral("derivation-panel"));
    m_deferred = new DeferredRefresh(this, [this] { refresh(); });
    m_browser->setObjectName(QStringLiteral("derivation-text"));
    m_browser->setOpenLinks(false);
    m_browser->document()->setDocumentMargin(8);
    // A scroll bar that comes and goes while setHtml() replaces the text lays it out twice.
    m_browser->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);

    m_copyButton->setObjectName(QStringLiteral("derivation-copy"));
    m_copyButton->setToolTip(tr("Copy the derivation as text and as HTML"));
    connect(m_copyButton, &QPushButton::clicked, this, &DerivationPanel::copyToClipboard);
    auto *copyAction = new QAction(tr("Copy Derivation"), this);
    copyAction->setShortcut(QKeySequence::Copy);
    copyAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copyAction, &QAction::triggered, this, &DerivationPanel::copyToClipboard);
    addAction(copyAction);

    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_copyButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 4);
    layout->addWidget(m_browser, 1);
    layout->addLayout(buttons);

    connect(m_results, &AllocationSet::resultsChanged, m_deferred, &DeferredRefresh::request);
    connect(m_results, &AllocationSet::selectionChanged, m_deferred, &DeferredRefresh::request);
    m_deferred->refreshNow();
}

void DerivationPanel::refresh()
{
    const DerivationSteps steps =
        derivationSteps(m_results->scenario(), m_results->selectedResult().allocation);
    m_html = steps.toHtml();
    m_plainText = steps.toPlainText();
    // Keep the reader's place while a slider moves.
    const int scroll = m_browser->verticalScrollBar()->value();
    m_browser->setHtml(m_html);
    m_browser->verticalScrollBar()->setValue(scroll);
}

void DerivationPanel::copyToClipboard() const
{
    auto *mime = new QMimeData;
    mime->setText(m_plainText);
    mime->setHtml(m_html);
    QApplication::clipboard()->setMimeData(mime);
}

} // namespace drf
