#include "crumbspanel.h"

#include "allocationset.h"
#include "deferredrefresh.h"
#include "palette.h"
#include "readablenumber.h"
#include "retranslate.h"
#include "tolerance.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

namespace drf {

namespace {

constexpr std::array<PolicyId, 3> kCompared = {PolicyId::DrfEqual, PolicyId::Drf, PolicyId::Walras};
/// The columns' least width, wider when a title needs it.
constexpr int kLeastColumnWidth = 70;

/// A row of the table: its name, its tip and the value it shows of a policy's result.
struct CrumbRow
{
    QString label;
    QString tooltip;
    std::function<double(const PolicyResult &)> value;
};

/// The rows compared: each user's tasks (if `showUsers`), each resource's idle amount, each
/// user's dominant share (if `showUsers`).
QList<CrumbRow> crumbRows(const Scenario &scenario, bool showUsers)
{
    QList<CrumbRow> rows;
    if (showUsers)
        for (int i = 0; i < scenario.userCount(); ++i)
            rows.append({CrumbsPanel::tr("%1 tasks").arg(scenario.users[i].name),
                         CrumbsPanel::tr("Tasks of %1").arg(scenario.users[i].name),
                         [i](const PolicyResult &r) { return r.allocation.tasks.value(i); }});
    for (int j = 0; j < scenario.resourceCount(); ++j)
        rows.append(
            {CrumbsPanel::tr("%1 idle").arg(scenario.resources[j].name),
             CrumbsPanel::tr("Idle %1 of %2")
                 .arg(scenario.resources[j].name, readableDecimal(scenario.resources[j].capacity)),
             [j, capacity = scenario.resources[j].capacity](const PolicyResult &r) {
                 // walras's solver leaves rounding noise (-1e-11) where nothing is idle
                 const double idle = r.analysis.idle.value(j);
                 return std::abs(idle) <= kRelTol * capacity ? 0.0 : idle;
             }});
    if (showUsers)
        for (int i = 0; i < scenario.userCount(); ++i)
            rows.append(
                {CrumbsPanel::tr("%1 dominant share").arg(scenario.users[i].name),
                 CrumbsPanel::tr("x·μ of %1").arg(scenario.users[i].name),
                 [i](const PolicyResult &r) { return r.analysis.dominantShares.value(i); }});
    return rows;
}

} // namespace

CrumbsPanel::CrumbsPanel(AllocationSet *results, QWidget *parent)
    : QWidget(parent), m_results(results), m_argument(new QLabel(this)),
      m_table(new QTableWidget(this)), m_sameNote(new QLabel(this)),
      m_presetButton(new QPushButton(this)), m_text(new QScrollArea(this))
{
    setObjectName(QStringLiteral("crumbs-panel"));
    m_deferred = new DeferredRefresh(this, [this] { refresh(); });
    m_table->setObjectName(QStringLiteral("crumbs-table"));
    m_table->setTabKeyNavigation(false);
    m_sameNote->setObjectName(QStringLiteral("crumbs-same-note"));
    m_presetButton->setObjectName(QStringLiteral("crumbs-load-preset"));
    m_argument->setWordWrap(true);
    m_sameNote->setWordWrap(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setColumnCount(int(kCompared.size()));
    QStringList columns;
    for (PolicyId policy : kCompared)
        columns << policyKey(policy);
    m_table->setHorizontalHeaderLabels(columns);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // Rows are fitted once per row count (below): ResizeToContents would re-measure every row
    // for each header item set, on every slider step.
    m_table->horizontalHeader()->setMinimumSectionSize(kLeastColumnWidth);
    connect(m_presetButton, &QPushButton::clicked, this,
            [this] { emit presetRequested(QStringLiteral("zero-demand")); });

    // The argument beside the numbers: the dock is wide and low, below the plot. The text
    // scrolls when the dock is too low for it, rather than lose its last lines; the table
    // keeps every column in view (refresh() sets its width).
    auto *textScroll = m_text;
    textScroll->setObjectName(QStringLiteral("crumbs-text"));
    textScroll->setFrameShape(QFrame::NoFrame);
    textScroll->setWidgetResizable(true);
    textScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *textPage = new QWidget(textScroll);
    auto *text = new QVBoxLayout(textPage);
    text->setContentsMargins(0, 0, 0, 0);
    m_argument->setParent(textPage);
    m_sameNote->setParent(textPage);
    m_presetButton->setParent(textPage);
    text->addWidget(m_argument);
    text->addWidget(m_sameNote);
    text->addWidget(m_presetButton, 0, Qt::AlignLeft);
    text->addStretch();
    textScroll->setWidget(textPage);
    textScroll->setMinimumWidth(160);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(textScroll, 2);
    layout->addWidget(m_table, 3);

    connect(m_results, &AllocationSet::resultsChanged, m_deferred, &DeferredRefresh::request);
    // Written when first seen: the helper starts out of date.
    translateTexts(this, [this] {
        m_presetButton->setText(tr("Load the &zero-demand example"));
        m_table->setAccessibleName(tr("Price of the crumbs"));
        m_text->setAccessibleName(tr("Price of the crumbs: why"));
        m_argument->setText(
            tr("drf-equal stops everyone at the first saturated resource, so capacity that only "
               "some users could still use stays idle: the <i>crumbs</i>. drf hands them out, at "
               "the cost of equal dominant shares; walras balances the market too, at the cost "
               "of strategy-proofness."));
        m_deferred->request();
    });
}

void CrumbsPanel::refresh()
{
    const Scenario &scenario = m_results->scenario();
    const bool showUsers = scenario.userCount() <= kMaxUsers;
    const PolicyResult &drf = m_results->result(PolicyId::Drf);
    const PolicyResult &drfEqual = m_results->result(PolicyId::DrfEqual);

    m_differ = false;
    for (int i = 0; i < scenario.userCount(); ++i)
        m_differ = m_differ ||
                   !nearlyEqual(drf.allocation.tasks.value(i), drfEqual.allocation.tasks.value(i));
    m_sameNote->setText(
        m_differ ? tr("Here drf gives out crumbs that drf-equal leaves idle (highlighted).")
                 : tr("In this scenario drf and drf-equal agree: every user needs the resource "
                      "that runs out first, so there are no crumbs to hand out."));
    m_presetButton->setVisible(!m_differ);

    const QList<CrumbRow> rows = crumbRows(scenario, showUsers);
    m_table->setRowCount(int(rows.size()));
    QFont bold = m_table->font();
    bold.setBold(true);
    const QColor highlight = noteBackgroundColor();
    for (int row = 0; row < rows.size(); ++row) {
        auto *header = new QTableWidgetItem(rows[row].label);
        header->setToolTip(rows[row].tooltip);
        m_table->setVerticalHeaderItem(row, header);
        const double equalValue = rows[row].value(drfEqual);
        for (int column = 0; column < int(kCompared.size()); ++column) {
            const double value = rows[row].value(m_results->result(kCompared[size_t(column)]));
            const bool isShare = rows[row].label.endsWith(tr("dominant share"));
            auto *item =
                new QTableWidgetItem(isShare ? readableNumber(value) : readableDecimal(value));
            item->setTextAlignment(Qt::AlignCenter);
            if (kCompared[size_t(column)] == PolicyId::Drf && !nearlyEqual(value, equalValue)) {
                item->setBackground(highlight);
                item->setForeground(QColor(Qt::black));
                item->setFont(bold);
                item->setToolTip(tr("drf-equal: %1").arg(readableDecimal(equalValue)));
            }
            m_table->setItem(row, column, item);
        }
    }
    if (m_table->rowCount() != m_fittedRows) {
        m_fittedRows = m_table->rowCount();
        m_table->resizeRowsToContents();
    }
    // Every column in view, walras too: the row names, each column at its least, the frame
    // and room for the vertical scroll bar.
    QHeaderView *columns = m_table->horizontalHeader();
    // Stretched columns shrink to their least width, never below: a title never cut (larger
    // text, a longer translation) but scrolled.
    int least = kLeastColumnWidth;
    for (int column = 0; column < m_table->columnCount(); ++column)
        least = std::max(least, columns->sectionSizeHint(column));
    columns->setMinimumSectionSize(least);
    m_tableWidth = m_table->verticalHeader()->sizeHint().width() + 2 * m_table->frameWidth() +
                   m_table->verticalScrollBar()->sizeHint().width() +
                   least * m_table->columnCount();
    fitColumns();
}

void CrumbsPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitColumns();
}

void CrumbsPanel::fitColumns()
{
    // The text gives the table the width of all its columns while it can keep its own least
    // width; below that the table scrolls (the panel's least width stays the text's and a few
    // columns, so that it does not widen the window).
    const QMargins margins = layout()->contentsMargins();
    const int room =
        width() - margins.left() - margins.right() - layout()->spacing() - m_tableWidth;
    m_text->setMaximumWidth(std::max(m_text->minimumWidth(), room));
}

} // namespace drf
