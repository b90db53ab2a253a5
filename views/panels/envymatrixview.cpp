#include "envymatrixview.h"

#include "allocationset.h"
#include "analysis.h"
#include "deferredrefresh.h"
#include "palette.h"
#include "readablenumber.h"
#include "retranslate.h"

#include <QAbstractTableModel>
#include <QFont>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QPixmap>
#include <QTableView>
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

/// The matrix behind the table: values and names in, each cell's look computed when the view
/// asks for it.
class EnvyMatrixModel : public QAbstractTableModel
{
public:
    explicit EnvyMatrixModel(QObject *parent) : QAbstractTableModel(parent) {}

    /// Shows `matrix` (rows look, columns are looked at) for users named `names`.
    void setMatrix(const QStringList &names, const QList<QList<double>> &matrix)
    {
        if (names.size() != m_names.size()) {
            beginResetModel();
            m_names = names;
            m_matrix = matrix;
            endResetModel();
            return;
        }
        const bool renamed = names != m_names;
        m_names = names;
        m_matrix = matrix;
        if (m_names.isEmpty())
            return;
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        if (renamed) {
            emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
            emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
        }
    }

    bool envies(int i, int k) const
    {
        return i != k && m_matrix[i][k] > m_matrix[i][i] * (1.0 + kRelTol);
    }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_names.size());
    }
    int columnCount(const QModelIndex &parent = {}) const override { return rowCount(parent); }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!index.isValid())
            return {};
        const int i = index.row();
        const int k = index.column();
        const double value = m_matrix[i][k];
        const double own = m_matrix[i][i];
        const bool envious = envies(i, k);
        switch (role) {
        case Qt::DisplayRole:
            return envious ? readableDecimal(value) + QStringLiteral(" !") : readableDecimal(value);
        case Qt::TextAlignmentRole:
            return int(Qt::AlignCenter);
        case Qt::ForegroundRole:
            return QColor(Qt::black);
        case Qt::FontRole: {
            QFont font;
            font.setBold(envious || i == k);
            return font;
        }
        case Qt::BackgroundRole: {
            if (envious)
                return tint(warningColor(), 0.55);
            if (i == k)
                return tint(userColor(i), 0.45);
            const double ratio = own > 0.0 ? std::clamp(value / own, 0.0, 1.0) : 0.0;
            return tint(neutralTintColor(), 0.05 + 0.3 * ratio);
        }
        case Qt::ToolTipRole: {
            const QString &looker = m_names[i];
            const QString &owner = m_names[k];
            if (envious)
                return EnvyMatrixView::tr("%1 envies %2: with %2's bundle it could run %3 tasks, "
                                          "more than its own %4")
                    .arg(looker, owner, readableDecimal(value), readableDecimal(own));
            if (i == k)
                return EnvyMatrixView::tr("%1's own tasks, U(i) = x = %2")
                    .arg(looker, readableDecimal(value));
            return EnvyMatrixView::tr("With %1's bundle %2 could run %3 of its tasks (own: %4)")
                .arg(owner, looker, readableDecimal(value), readableDecimal(own));
        }
        default:
            return {};
        }
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (section < 0 || section >= m_names.size())
            return {};
        const QString &name = m_names[section];
        switch (role) {
        case Qt::DisplayRole:
            return name;
        case Qt::DecorationRole:
            return colourSwatch(userColor(section));
        case Qt::ForegroundRole: {
            // The user's colour, readable on the header's background in either palette.
            const QColor header = QGuiApplication::palette().color(QPalette::Button);
            const bool dark = relativeLuminance(header) < 0.5;
            return readableColor(dark ? userColor(section) : userColor(section).darker(130),
                                 header);
        }
        case Qt::FontRole: {
            QFont font;
            font.setBold(true);
            return font;
        }
        case Qt::ToolTipRole:
            return orientation == Qt::Vertical
                       ? EnvyMatrixView::tr("%1 looks at every bundle").arg(name)
                       : EnvyMatrixView::tr("%1's bundle").arg(name);
        default:
            return {};
        }
    }

private:
    QStringList m_names;
    QList<QList<double>> m_matrix;
};

EnvyMatrixView::EnvyMatrixView(AllocationSet *results, QWidget *parent)
    : QWidget(parent), m_results(results), m_caption(new QLabel(this)),
      m_model(new EnvyMatrixModel(this)), m_table(new QTableView(this)), m_verdict(new QLabel(this))
{
    setObjectName(QStringLiteral("envy-matrix"));
    m_deferred = new DeferredRefresh(this, [this] { refresh(); });
    m_table->setObjectName(QStringLiteral("envy-table"));
    m_table->setTabKeyNavigation(false);
    m_table->setModel(m_model);
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
    // Written when first seen: the helper starts out of date.
    translateTexts(this, [this] {
        m_table->setAccessibleName(tr("Envy matrix"));
        m_deferred->request();
    });
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
        m_model->setMatrix({}, {});
        m_verdict->setText(
            tr("%1 users: the matrix is shown for at most %2 users.").arg(users).arg(kMaxUsers));
        return;
    }

    const QStringList names = scenario.userNames();
    m_model->setMatrix(names, envyMatrix(scenario, m_results->selectedResult().allocation));
    QStringList envies;
    for (int i = 0; i < users; ++i) {
        for (int k = 0; k < users; ++k) {
            if (m_model->envies(i, k)) {
                ++m_envyCells;
                envies << tr("%1 envies %2").arg(names[i], names[k]);
            }
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
