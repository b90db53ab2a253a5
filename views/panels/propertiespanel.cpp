#include "propertiespanel.h"

#include "allocationset.h"
#include "backgroundsearch.h"
#include "deferredrefresh.h"
#include "palette.h"
#include "retranslate.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QStyle>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace drf {

namespace {

using namespace std::chrono_literals;

// A slider drag restarts the search at most this often.
constexpr auto kSearchDelay = 150ms;
// How often the status line shows how far the search got.
constexpr auto kProgressPoll = 250ms;

/// A verdict's cell. Its tooltip (the reason, often with a number in it) changes at every slider
/// step: it is kept beside the item's data and read from there, so changing it tells the table
/// nothing (a change of the item's data would have the view, its headers and its accessibility
/// look at the cell again, for a text that does not show).
class VerdictItem : public QTableWidgetItem
{
public:
    void setReason(const QString &reason) { m_reason = reason; }

    QVariant data(int role) const override
    {
        return role == Qt::ToolTipRole ? QVariant(m_reason) : QTableWidgetItem::data(role);
    }

private:
    QString m_reason;
};

} // namespace

PropertiesPanel::PropertiesPanel(AllocationSet *results, QWidget *parent)
    : QWidget(parent), m_results(results), m_table(new QTableWidget(this)),
      m_status(new QLabel(this)), m_search(new BackgroundSearch(kSearchDelay, this)),
      m_progressPoll(new QTimer(this))
{
    setObjectName(QStringLiteral("properties-panel"));
    m_deferred = new DeferredRefresh(this, [this] { refresh(); });
    m_table->setObjectName(QStringLiteral("properties-table"));
    m_table->setTabKeyNavigation(false);
    m_table->setRowCount(int(kAllPolicies.size()));
    m_table->setColumnCount(int(kAllProperties.size()));
    // Short keys and two-line titles: the table fits below the plot without scrolling.
    translateTexts(this, [this] {
        m_table->setAccessibleName(tr("Properties"));
        for (PolicyId policy : kAllPolicies) {
            auto *header = new QTableWidgetItem(policyKey(policy));
            header->setToolTip(policyName(policy));
            m_table->setVerticalHeaderItem(int(policy), header);
        }
        for (Property property : kAllProperties) {
            const QString name = propertyName(property);
            QString title = name;
            if (property == Property::StrategyProof)
                title.replace(QStringLiteral("-"), QStringLiteral("-\n"));
            else
                title.replace(QLatin1Char(' '), QLatin1Char('\n'));
            auto *header = new QTableWidgetItem(title);
            header->setToolTip(name);
            m_table->setHorizontalHeaderItem(int(property), header);
        }
        fitColumnsToTitles();
        m_table->resizeRowsToContents();
    });
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    // The rows fit their texts when a text or the font changes: ResizeToContents
    // would measure every row again for each cell that changes, several times per slider step.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    for (int row = 0; row < m_table->rowCount(); ++row)
        for (int column = 0; column < m_table->columnCount(); ++column) {
            auto *item = new VerdictItem;
            item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(row, column, item);
        }

    m_status->setObjectName(QStringLiteral("properties-status"));
    m_status->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);

    connect(m_search, &BackgroundSearch::due, this, &PropertiesPanel::startStrategyProofSearch);
    m_progressPoll->setInterval(kProgressPoll);
    connect(m_progressPoll, &QTimer::timeout, this, &PropertiesPanel::showSearchProgress);
    connect(m_results, &AllocationSet::resultsChanged, this, &PropertiesPanel::onResultsChanged);
    m_deferred->refreshNow();
    // The reasons and counterexamples again, in the new language.
    onLanguageChange(this, [this] { onResultsChanged(); });
}

void PropertiesPanel::fitColumnsToTitles()
{
    QHeaderView *header = m_table->horizontalHeader();
    const QFontMetrics metrics(header->font());
    int widest = 0;
    for (int column = 0; column < m_table->columnCount(); ++column) {
        if (const QTableWidgetItem *title = m_table->horizontalHeaderItem(column)) {
            for (const QString &line : title->text().split(QLatin1Char('\n')))
                widest = std::max(widest, metrics.horizontalAdvance(line));
        }
    }
    // The style's margins on both sides, and a little air between two titles.
    const int margins = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    header->setMinimumSectionSize(std::max(60, widest + margins + 4));
}

void PropertiesPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        fitColumnsToTitles();
        m_table->resizeRowsToContents();
    }
}

void PropertiesPanel::refresh()
{
    const Scenario &scenario = m_results->scenario();
    const QList<double> &splitTasks = m_results->result(PolicyId::MaxMin).allocation.tasks;
    m_properties.mode = m_results->taskMode();
    m_properties.rows.clear();
    for (PolicyId policy : kAllPolicies) {
        const PolicyResult &result = m_results->result(policy);
        m_properties.rows.append(allocationProperties(scenario, result.allocation, result.analysis,
                                                      splitTasks, m_results->envyChecked()));
    }
    // The previous search answers an older scenario: stop it and forget its answer.
    m_search->request();
    m_pending = true;
    showColumns(QList<Property>(kAllProperties.cbegin(), kAllProperties.cend()));
    m_status->setText(tr("Strategy-proofness: searching for a profitable lie…"));
}

void PropertiesPanel::startStrategyProofSearch()
{
    m_searchSteps = strategyProofSearchSteps(m_results->scenario());
    m_progressPoll->start();
    // The worker gets copies: the scenario may change while it runs.
    m_search->start(
        [scenario = m_results->scenario(), mode = m_results->taskMode()](BackgroundJob &job) {
            return strategyProofColumn(scenario, mode, &job.cancel, &job.done);
        },
        [this](const QList<PropertyVerdict> &column) {
            m_properties.setStrategyProofColumn(column);
            m_pending = false;
            m_progressPoll->stop();
            showColumns({Property::StrategyProof});
            m_status->setText(tr("Hover a cell for the reason or the counterexample."));
            emit strategyProofFinished();
        });
}

void PropertiesPanel::showSearchProgress()
{
    if (!m_pending || !m_search->isRunning() || m_searchSteps <= 0)
        return;
    m_status->setText(tr("Strategy-proofness: searching for a profitable lie… %1%")
                          .arg(100 * qint64(m_search->progress()) / m_searchSteps));
}

void PropertiesPanel::showColumns(const QList<Property> &columns)
{
    // Each role that changes in a cell would tell the views (the table, its headers, the
    // accessibility) on its own: four times for a verdict that flips. The cells change
    // silently, the views hear once of each cell that looks different (and repaint it alone),
    // and the rows fit their texts once.
    QList<QModelIndex> changed;
    QAbstractItemModel *model = m_table->model();
    {
        const QSignalBlocker silently(model);
        for (int row = 0; row < m_table->rowCount(); ++row)
            for (Property property : columns)
                if (showCell(row, property))
                    changed.append(model->index(row, int(property)));
    }
    for (const QModelIndex &cell : std::as_const(changed))
        emit model->dataChanged(cell, cell);
    if (!changed.isEmpty())
        m_table->resizeRowsToContents();
}

bool PropertiesPanel::showCell(int row, Property property)
{
    auto *item = static_cast<VerdictItem *>(m_table->item(row, int(property)));
    const PropertyVerdict &verdict = m_properties.rows[row].verdict(property);
    QString text;
    QBrush background;
    QColor foreground = palette().color(QPalette::PlaceholderText);
    QFont font = m_table->font();
    if (property == Property::StrategyProof && m_pending) {
        text = QStringLiteral("…");
        item->setReason(tr("Computing: searching each user's reports for a profitable lie"));
    } else if (!verdict.holds) {
        text = QStringLiteral("–");
        item->setReason(verdict.reason.isEmpty() ? tr("Not checked") : verdict.reason);
    } else {
        const bool yes = *verdict.holds;
        text = yes ? tr("✓ yes") : tr("✗ no");
        item->setReason(verdict.reason);
        background = yes ? yesBackgroundColor() : noBackgroundColor();
        foreground = Qt::black;
        font.setBold(!yes);
    }
    const bool changed = item->text() != text || item->background() != background ||
                         item->foreground() != QBrush(foreground) || item->font() != font;
    item->setText(text);
    item->setBackground(background);
    item->setForeground(foreground);
    item->setFont(font);
    return changed;
}

void PropertiesPanel::onResultsChanged()
{
    m_search->cancel(); // stop working for a scenario nobody may look at any more
    m_deferred->request();
}

} // namespace drf
