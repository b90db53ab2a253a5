#include "envymatrixview.h"

#include "allocationset.h"
#include "analysis.h"
#include "deferredrefresh.h"
#include "palette.h"
#include "readablenumber.h"

#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QTableWidget>
#include <QVBoxLayout>

namespace drf {

namespace {

/// A small square in the user's colour for the header, so the colour survives any style.
QIcon colourSwatch(const QColor &colour)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(colour);
    return QIcon(pixmap);
}

/// White mixed with `colour`: 0 white, 1 the colour itself.
QColor tint(const QColor &colour, double amount)
{
    const double keep = 1.0 - amount;
    return QColor::fromRgbF(float(keep + amount * colour.redF()),
                            float(keep + amount * colour.greenF()),
                            float(keep + amount * colour.blueF()));
}

} // namespace

EnvyMatrixView::EnvyMatrixView(AllocationSet *results, QWidget *parent)
    : QWidget(parent), m_results(results), m_caption(new QLabel(this)),
      m_table(new QTableWidget(this)), m_verdict(new QLabel(this))
{
    setObjectName(QStringLiteral("envy-matrix"));
    m_deferred = new DeferredRefresh(this, [this] { refresh(); });
    m_table->setObjectName(QStringLiteral("envy-table"));
    m_caption->setObjectName(QStringLiteral("envy-caption"));
    m_verdict->setObjectName(QStringLiteral("envy-verdict"));
    m_caption->setWordWrap(true);
    m_verdict->setWordWrap(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    // Sections are sized once per user count, not on every change: measuring 2,500 cells on
    // each slider step would freeze the window.
    m_table->horizontalHeader()->setMinimumSectionSize(56);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_caption);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_verdict);

    connect(m_results, &AllocationSet::resultsChanged, m_deferred, &DeferredRefresh::request);
    connect(m_results, &AllocationSet::selectionChanged, m_deferred, &DeferredRefresh::request);
    m_deferred->refreshNow();
}

void EnvyMatrixView::refresh()
{
    m_envyCells = 0;
    const Scenario &scenario = m_results->scenario();
    const PolicyId policy = m_results->selectedPolicy();
    const int users = int(scenario.users.size());
    m_caption->setText(
        tr("<b>%1</b>: row <i>i</i> = who looks, column <i>k</i> = whose bundle; a cell is "
           "U<sub>i</sub>(k), the tasks of its own that <i>i</i> could run with <i>k</i>'s "
           "bundle. Envy-free: every row's largest value is on the diagonal.")
            .arg(policyName(policy).toHtmlEscaped()));
    if (users > kMaxUsers) {
        m_table->clear();
        m_table->setRowCount(0);
        m_table->setColumnCount(0);
        m_verdict->setText(
            tr("%1 users: the matrix is shown for at most %2 users.").arg(users).arg(kMaxUsers));
        return;
    }

    const Allocation &allocation = m_results->selectedResult().allocation;
    const QList<QList<double>> matrix = envyMatrix(scenario, allocation);
    m_table->clear();
    m_table->setRowCount(users);
    m_table->setColumnCount(users);
    QFont bold = m_table->font();
    bold.setBold(true);
    for (int i = 0; i < users; ++i) {
        const QString name = scenario.users[i].name;
        for (Qt::Orientation orientation : {Qt::Horizontal, Qt::Vertical}) {
            auto *header = new QTableWidgetItem(colourSwatch(userColor(i)), name);
            header->setForeground(userColor(i).darker(130));
            header->setFont(bold);
            header->setToolTip(orientation == Qt::Vertical
                                   ? tr("%1 looks at every bundle").arg(name)
                                   : tr("%1's bundle").arg(name));
            if (orientation == Qt::Horizontal)
                m_table->setHorizontalHeaderItem(i, header);
            else
                m_table->setVerticalHeaderItem(i, header);
        }
    }

    QStringList envies;
    for (int i = 0; i < users; ++i) {
        const double own = matrix[i][i];
        for (int k = 0; k < users; ++k) {
            const double value = matrix[i][k];
            auto *item = new QTableWidgetItem(readableDecimal(value));
            item->setTextAlignment(Qt::AlignCenter);
            const bool envious = i != k && value > own * (1.0 + kRelTol);
            const QString &looker = scenario.users[i].name;
            const QString &owner = scenario.users[k].name;
            if (envious) {
                ++m_envyCells;
                item->setText(readableDecimal(value) + QStringLiteral(" !"));
                item->setBackground(tint(warningColor(), 0.55));
                item->setForeground(QColor(Qt::black));
                item->setFont(bold);
                item->setToolTip(
                    tr("%1 envies %2: with %2's bundle it could run %3 tasks, "
                       "more than its own %4")
                        .arg(looker, owner, readableDecimal(value), readableDecimal(own)));
                envies << tr("%1 envies %2").arg(looker, owner);
            } else if (i == k) {
                item->setBackground(tint(userColor(i), 0.45));
                item->setForeground(QColor(Qt::black));
                item->setFont(bold);
                item->setToolTip(
                    tr("%1's own tasks, U(i) = x = %2").arg(looker, readableDecimal(value)));
            } else {
                const double ratio = own > 0.0 ? std::clamp(value / own, 0.0, 1.0) : 0.0;
                item->setBackground(tint(QColor(0x999999), 0.05 + 0.3 * ratio));
                item->setForeground(QColor(Qt::black));
                item->setToolTip(
                    tr("With %1's bundle %2 could run %3 of its tasks (own: %4)")
                        .arg(owner, looker, readableDecimal(value), readableDecimal(own)));
            }
            m_table->setItem(i, k, item);
        }
    }
    if (users != m_sizedForUsers) {
        m_sizedForUsers = users;
        m_table->resizeColumnsToContents();
        m_table->resizeRowsToContents();
    }
    if (users == 0)
        m_verdict->setText(tr("No users."));
    else if (envies.isEmpty())
        m_verdict->setText(tr("✓ No user envies another under %1.").arg(policyName(policy)));
    else
        m_verdict->setText(
            tr("✗ Not envy-free under %1: %2.")
                .arg(policyName(policy),
                     envies.size() > 5
                         ? tr("%1 pairs, e.g. %2").arg(envies.size()).arg(envies.first())
                         : envies.join(QStringLiteral(", "))));
}

} // namespace drf
