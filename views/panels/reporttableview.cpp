#include "reporttableview.h"

#include "cachedtext.h"

#include <QAbstractTableModel>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHash>
#include <QHeaderView>
#include <QKeyEvent>
#include <QPainter>
#include <QPixmap>
#include <QStyledItemDelegate>

#include <algorithm>
#include <optional>
#include <set>

namespace drf {

/// The cells of one ReportTable for a table view. A new table of the same shape changes only
/// the cells that differ (dataChanged per cell: the view repaints those), another shape resets.
class ReportTableModel : public QAbstractTableModel
{
public:
    using QAbstractTableModel::QAbstractTableModel;

    /// Shows `table`; returns the cells that changed (for the columns' widths), or nothing when
    /// the table had another shape and every cell is new.
    std::optional<QList<QModelIndex>> setTable(const ReportTable &table)
    {
        if (!m_table.sameShape(table)) {
            beginResetModel();
            m_table = table;
            endResetModel();
            return std::nullopt;
        }
        QList<QModelIndex> changedCells;
        for (int c = 0; c < table.headers.size(); ++c) {
            if (table.headers[c] != m_table.headers[c]) {
                m_table.headers[c] = table.headers[c];
                emit headerDataChanged(Qt::Horizontal, c, c);
            }
        }
        for (int r = 0; r < table.rows.size(); ++r) {
            for (int c = 0; c < table.rows[r].size(); ++c) {
                ReportCell &shown = m_table.rows[r][c];
                if (shown == table.rows[r][c])
                    continue;
                shown = table.rows[r][c];
                const QModelIndex changed = index(r, c);
                emit dataChanged(changed, changed);
                changedCells.append(changed);
            }
        }
        return changedCells;
    }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_table.rows.size());
    }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_table.headers.size());
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!index.isValid() || index.column() >= m_table.rows[index.row()].size())
            return {};
        return cellData(m_table.rows[index.row()][index.column()], role,
                        index.column() == 0 ? Qt::AlignLeft : Qt::AlignRight);
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || section >= m_table.headers.size())
            return {};
        const ReportCell &cell = m_table.headers[section];
        // A header's decoration must be an icon (a view's item takes a colour).
        if (role == Qt::DecorationRole)
            return cell.swatch.isValid() ? QVariant(swatchIcon(cell.swatch)) : QVariant();
        return cellData(cell, role, Qt::AlignLeft);
    }

private:
    static QVariant cellData(const ReportCell &cell, int role, Qt::Alignment alignment)
    {
        switch (role) {
        case Qt::DisplayRole:
        case Qt::ToolTipRole:
            return cell.text;
        case Qt::DecorationRole:
            return cell.swatch.isValid() ? QVariant(cell.swatch) : QVariant();
        case Qt::ForegroundRole:
            return cell.colour.isValid() ? QVariant(cell.colour) : QVariant();
        case Qt::FontRole:
            if (cell.bold) {
                QFont font = QApplication::font("QAbstractItemView");
                font.setBold(true);
                return font;
            }
            return {};
        case Qt::TextAlignmentRole:
            return QVariant::fromValue(alignment | Qt::AlignVCenter);
        default:
            return {};
        }
    }

    /// A square of `colour`, made once per colour (a header asks for it on every paint).
    QIcon swatchIcon(const QColor &colour) const
    {
        QIcon &icon = m_swatches[colour.rgba()];
        if (icon.isNull()) {
            QPixmap square(10, 10);
            square.fill(colour);
            icon = QIcon(square);
        }
        return icon;
    }

    ReportTable m_table;
    mutable QHash<QRgb, QIcon> m_swatches;
};

namespace {

/// Draws and measures a cell of text as QStyledItemDelegate does (the style's text margin, the
/// cell's alignment, colour and weight), without the style's item layout, which a slider step
/// paid twice for every changed number (its width, then its paint). A cell with a colour
/// square, a selected cell and the current one are left to QStyledItemDelegate.
class ReportCellDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        if (!isPlainText(option, index)) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        const QVariant colour = index.data(Qt::ForegroundRole);
        const QPalette::ColorGroup group =
            !(option.state & QStyle::State_Enabled) ? QPalette::Disabled
            : option.state & QStyle::State_Active   ? QPalette::Normal
                                                    : QPalette::Inactive;
        painter->save();
        painter->setPen(colour.isValid() ? colour.value<QColor>()
                                         : option.palette.color(group, QPalette::Text));
        painter->setFont(fontOf(option, index));
        const int margin = textMargin(option);
        drawCachedText(painter, option.rect.adjusted(margin, 0, -margin, 0),
                       int(alignmentOf(index)) | Qt::TextSingleLine,
                       index.data(Qt::DisplayRole).toString());
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        if (index.data(Qt::DecorationRole).isValid())
            return QStyledItemDelegate::sizeHint(option, index);
        const QFontMetrics metrics(fontOf(option, index));
        return {metrics.horizontalAdvance(index.data(Qt::DisplayRole).toString()) +
                    2 * textMargin(option),
                metrics.height()};
    }

private:
    static bool isPlainText(const QStyleOptionViewItem &option, const QModelIndex &index)
    {
        return !(option.state & (QStyle::State_Selected | QStyle::State_HasFocus)) &&
               !index.data(Qt::DecorationRole).isValid();
    }
    static QFont fontOf(const QStyleOptionViewItem &option, const QModelIndex &index)
    {
        const QVariant font = index.data(Qt::FontRole);
        return font.isValid() ? font.value<QFont>() : option.font;
    }
    static Qt::Alignment alignmentOf(const QModelIndex &index)
    {
        const QVariant alignment = index.data(Qt::TextAlignmentRole);
        return alignment.isValid() ? alignment.value<Qt::Alignment>()
                                   : Qt::AlignLeft | Qt::AlignVCenter;
    }
    /// The space the style leaves on each side of an item's text (QCommonStyle's).
    static int textMargin(const QStyleOptionViewItem &option)
    {
        const QWidget *widget = option.widget;
        const QStyle *style = widget ? widget->style() : QApplication::style();
        return style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    }
};

} // namespace

ReportTableView::ReportTableView(QWidget *parent)
    : QTableView(parent), m_model(new ReportTableModel(this))
{
    setModel(m_model);
    setItemDelegate(new ReportCellDelegate(this));
    setEditTriggers(NoEditTriggers);
    // The panel is one stop of the Tab order; a click selects cells to copy.
    setFocusPolicy(Qt::ClickFocus);
    setTabKeyNavigation(false);
    setShowGrid(false);
    setWordWrap(false);
    setFrameShape(NoFrame);
    setIconSize(QSize(10, 10));
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    fitRows();
}

void ReportTableView::setTable(const ReportTable &table)
{
    const std::optional<QList<QModelIndex>> changed = m_model->setTable(table);
    if (!changed) {
        resizeColumnsToContents();
    } else {
        // A number that grew wider than its column widens it; the others keep their width
        // (no column jumps back and forth while a slider moves).
        std::set<int> columns;
        for (const QModelIndex &index : *changed)
            if (sizeHintForIndex(index).width() > columnWidth(index.column()))
                columns.insert(index.column());
        if (columns.empty())
            return; // the cells repaint; the size stays
        for (int column : columns)
            resizeColumnToContents(column);
    }
    setMinimumWidth(horizontalHeader()->length() + 2 * frameWidth());
    updateGeometry();
}

QSize ReportTableView::sizeHint() const
{
    const QSize cells = viewportSizeHint();
    const QMargins margins = viewportMargins(); // the header
    const int frame = 2 * frameWidth();
    return {cells.width() + margins.left() + margins.right() + frame,
            cells.height() + margins.top() + margins.bottom() + frame};
}

void ReportTableView::changeEvent(QEvent *event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitRows();
}

void ReportTableView::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Copy) && selectionModel()->hasSelection()) {
        copySelection();
        return;
    }
    QTableView::keyPressEvent(event);
}

void ReportTableView::fitRows()
{
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    updateGeometry();
}

void ReportTableView::copySelection() const
{
    QModelIndexList cells = selectionModel()->selectedIndexes();
    std::sort(cells.begin(), cells.end());
    QString text;
    for (qsizetype k = 0; k < cells.size(); ++k) {
        if (k > 0)
            text += cells[k].row() == cells[k - 1].row() ? QLatin1Char('\t') : QLatin1Char('\n');
        text += cells[k].data().toString();
    }
    QGuiApplication::clipboard()->setText(text + QLatin1Char('\n'));
}

} // namespace drf
