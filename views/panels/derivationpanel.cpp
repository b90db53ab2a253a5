#include "derivationpanel.h"

#include "allocationset.h"
#include "deferredrefresh.h"
#include "derivationsteps.h"
#include "numberformat.h"
#include "retranslate.h"
#include "scenariomodel.h"
#include "textinplace.h"
#include "workerqueue.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QMimeData>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <utility>

namespace drf {

namespace {

/// A note longer than this (a stage that stops thousands of users lists them all) is cut at a
/// name: a paragraph of 10,000 names takes the text browser most of a second to lay out.
constexpr int kMaxNoteLength = 300;

/// `steps` with every long note cut after the names that fit, counting the rest.
DerivationSteps shortened(DerivationSteps steps)
{
    const QString separator = QStringLiteral(", ");
    for (DerivationSection &section : steps.sections) {
        for (DerivationLine &line : section.lines) {
            if (line.note.size() <= kMaxNoteLength)
                continue;
            const qsizetype cut = line.note.lastIndexOf(separator, kMaxNoteLength);
            if (cut < 0)
                continue;
            const qsizetype rest = line.note.mid(cut).count(separator);
            line.note = line.note.left(cut) +
                        DerivationPanel::tr(" and %1 more").arg(formatCount(int(rest)));
        }
    }
    return steps;
}

} // namespace

DerivationPanel::DerivationPanel(AllocationSet *results, QWidget *parent)
    : QWidget(parent), m_results(results), m_browser(new QTextBrowser(this)),
      m_copyButton(new QPushButton(this))
{
    setObjectName(QStringLiteral("derivation-panel"));
    m_deferred = new DeferredRefresh(this, [this] { refresh(); });
    m_worker = new WorkerQueue(this);
    m_browser->setObjectName(QStringLiteral("derivation-text"));
    m_browser->setOpenLinks(false);
    m_browser->document()->setDocumentMargin(8);
    // A scroll bar that comes and goes while setHtml() replaces the text lays it out twice.
    m_browser->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);

    m_copyButton->setObjectName(QStringLiteral("derivation-copy"));
    connect(m_copyButton, &QPushButton::clicked, this, &DerivationPanel::copyToClipboard);
    auto *copyAction = new QAction(this);
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
    // Written when first seen: the helper starts out of date.
    translateTexts(this, [this, copyAction] {
        m_copyButton->setText(tr("&Copy"));
        m_copyButton->setToolTip(tr("Copy the derivation as text and as HTML"));
        m_browser->setAccessibleName(tr("Derivation"));
        copyAction->setText(tr("Copy Derivation"));
        m_deferred->request();
    });
}

void DerivationPanel::refresh()
{
    const Scenario &scenario = m_results->scenario();
    const Allocation &allocation = m_results->selectedResult().allocation;
    if (scenario.userCount() <= kImmediateUsers) {
        const DerivationSteps steps = derivationSteps(scenario, allocation);
        showDerivation(steps.toHtml(), steps.toPlainText());
        return;
    }
    if (m_working) {
        m_stale = true; // written again for the latest results when this one is done
        return;
    }
    m_working = true;
    m_stale = false;
    if (m_html.isEmpty())
        m_browser->setPlainText(
            tr("Writing out the derivation for %1 users…").arg(formatCount(scenario.userCount())));
    // The worker gets copies: the scenario may change while it runs.
    m_worker->post([this, scenario, allocation]() -> std::function<void()> {
        const DerivationSteps steps = shortened(derivationSteps(scenario, allocation));
        return [this, html = steps.toHtml(), plainText = steps.toPlainText()] {
            m_working = false;
            if (m_stale)
                refresh();
            else
                showDerivation(html, plainText);
        };
    });
}

void DerivationPanel::showDerivation(const QString &html, const QString &plainText)
{
    m_html = html;
    m_plainText = plainText;
    // A slider step changes the numbers: only they are laid out and painted again.
    showHtmlInPlace(m_browser, m_html);
    emit refreshed();
}

void DerivationPanel::copyToClipboard() const
{
    auto *mime = new QMimeData;
    mime->setText(m_plainText);
    mime->setHtml(m_html);
    QApplication::clipboard()->setMimeData(mime);
}

} // namespace drf
