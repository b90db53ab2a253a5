#include "resultspanel.h"

#include "allocationset.h"
#include "cachedtext.h"
#include "deferredrefresh.h"
#include "retranslate.h"

#include <QAbstractTableModel>
#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QEvent>
#include <QHash>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QPaintEvent>
#include <QPainter>
#include <QPixmap>
#include <QRegion>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTextBlock>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <optional>
#include <set>

namespace drf {

namespace {

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

/// A results table laid out like a paragraph of the report: as tall and as wide as its cells
/// (the panel scrolls, not the table), no grid, no row numbers; Ctrl+C copies the selected
/// cells as tab-separated lines.
class ReportTableView : public QTableView
{
public:
    explicit ReportTableView(QWidget *parent)
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

    void setTable(const ReportTable &table)
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

    /// All the cells, as AdjustToContents would size the view; but that policy asks the panel
    /// to lay out again at every dataChanged(), that is at every changed cell of a slider step
    /// (and the panel's layout then repainted its scroll bars): the size is told only when it
    /// changes (setTable(), fitRows()).
    QSize sizeHint() const override
    {
        const QSize cells = viewportSizeHint();
        const QMargins margins = viewportMargins(); // the header
        const int frame = 2 * frameWidth();
        return {cells.width() + margins.left() + margins.right() + frame,
                cells.height() + margins.top() + margins.bottom() + frame};
    }
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void changeEvent(QEvent *event) override
    {
        QTableView::changeEvent(event);
        if (event->type() == QEvent::FontChange)
            fitRows();
    }

    void keyPressEvent(QKeyEvent *event) override
    {
        if (event->matches(QKeySequence::Copy) && selectionModel()->hasSelection()) {
            copySelection();
            return;
        }
        QTableView::keyPressEvent(event);
    }

private:
    void fitRows()
    {
        verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
        updateGeometry();
    }

    void copySelection() const
    {
        QModelIndexList cells = selectionModel()->selectedIndexes();
        std::sort(cells.begin(), cells.end());
        QString text;
        for (qsizetype k = 0; k < cells.size(); ++k) {
            if (k > 0)
                text +=
                    cells[k].row() == cells[k - 1].row() ? QLatin1Char('\t') : QLatin1Char('\n');
            text += cells[k].data().toString();
        }
        QGuiApplication::clipboard()->setText(text + QLatin1Char('\n'));
    }

    ReportTableModel *m_model;
};

/// A paragraph of the report's rich text, in sections (ReportPart::sections). Unlike a QLabel,
/// which lays its text out again for each size the layout asks about and for each paint, it lays
/// each section out once per text and width, and asks the panel's layout to move the parts below
/// only when its height changed: a slider step that changes a number costs one layout of that
/// number's section, and one paint of it.
///
/// The sections are stacked as Qt lays out the blocks of one document: each a document of its
/// own without the first block's top margin and the last block's bottom margin, and between two
/// the larger of those two margins, so the paragraph looks exactly as its whole HTML would.
class RichParagraph : public QWidget
{
public:
    explicit RichParagraph(QWidget *parent) : QWidget(parent)
    {
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    }

    void setSections(const QStringList &sections)
    {
        if (qsizetype(m_sections.size()) != sections.size()) {
            m_sections.clear();
            for (const QString &html : sections) {
                m_sections.push_back(std::make_unique<Section>(font()));
                m_sections.back()->setHtml(html);
            }
            m_heights.clear();
            updateGeometry();
            update();
            return;
        }
        const QList<QRect> before = sectionRects();
        QList<bool> changed(sections.size(), false);
        for (qsizetype k = 0; k < sections.size(); ++k) {
            if (m_sections[k]->html != sections[k]) {
                m_sections[k]->setHtml(sections[k]);
                changed[k] = true;
            }
        }
        if (!changed.contains(true))
            return;
        m_heights.clear();
        const QList<QRect> after = sectionRects();
        if (after.back().bottom() != before.back().bottom())
            updateGeometry();
        // What changed, and what moved.
        QRegion dirty;
        for (qsizetype k = 0; k < sections.size(); ++k)
            if (changed[k] || after[k] != before[k])
                dirty += before[k].united(after[k]);
        update(dirty);
    }

    bool hasHeightForWidth() const override { return true; }

    int heightForWidth(int width) const override
    {
        const auto known = m_heights.constFind(width);
        if (known != m_heights.cend())
            return *known;
        double height = 0.0;
        for (qsizetype k = 0; k < qsizetype(m_sections.size()); ++k)
            height += gapAbove(k) + m_sections[k]->heightAt(width);
        const int rounded = int(std::ceil(height));
        m_heights.insert(width, rounded);
        return rounded;
    }

    QSize sizeHint() const override
    {
        const int width = std::max(this->width(), 200);
        return {width, heightForWidth(width)};
    }
    QSize minimumSizeHint() const override { return {0, heightForWidth(width())}; }

protected:
    void changeEvent(QEvent *event) override
    {
        QWidget::changeEvent(event);
        if (event->type() == QEvent::FontChange) {
            for (const auto &section : m_sections)
                section->text.setDefaultFont(font());
            m_heights.clear();
            updateGeometry();
        }
    }

    void paintEvent(QPaintEvent *event) override
    {
        QPainter painter(this);
        QAbstractTextDocumentLayout::PaintContext context;
        context.palette = palette();
        double top = 0.0;
        for (qsizetype k = 0; k < qsizetype(m_sections.size()); ++k) {
            Section &section = *m_sections[k];
            top += gapAbove(k);
            const double height = section.heightAt(width());
            const QRectF area(0, top, width(), height);
            if (event->rect().intersects(area.toAlignedRect())) {
                painter.save();
                painter.translate(0, top);
                context.clip = QRectF(event->rect()).translated(0, -top);
                section.text.documentLayout()->draw(&painter, context);
                painter.restore();
            }
            top += height;
        }
    }

private:
    struct Section
    {
        explicit Section(const QFont &font)
        {
            text.setDocumentMargin(0);
            text.setUndoRedoEnabled(false);
            text.setDefaultFont(font);
        }
        void setHtml(const QString &newHtml)
        {
            html = newHtml;
            text.setHtml(html);
        }
        double heightAt(int width)
        {
            if (text.textWidth() != width)
                text.setTextWidth(width);
            return text.size().height();
        }

        QString html;
        QTextDocument text; ///< laid out at the last width asked about
    };

    /// The space between section `k` and the one above: the larger of the margins that meet
    /// there, as between two blocks of one document.
    double gapAbove(qsizetype k) const
    {
        if (k == 0)
            return 0.0;
        return std::max(m_sections[k - 1]->text.lastBlock().blockFormat().bottomMargin(),
                        m_sections[k]->text.firstBlock().blockFormat().topMargin());
    }

    /// Where the sections are drawn at the current width, each from its top to the next one's
    /// (the gap below it included).
    QList<QRect> sectionRects() const
    {
        QList<QRect> rects;
        double top = 0.0;
        for (qsizetype k = 0; k < qsizetype(m_sections.size()); ++k) {
            const double bottom = top + m_sections[k]->heightAt(width()) +
                                  (k + 1 < qsizetype(m_sections.size()) ? gapAbove(k + 1) : 0.0);
            rects.append(QRectF(0, top, width(), bottom - top).toAlignedRect());
            top = bottom;
        }
        return rects;
    }

    std::vector<std::unique_ptr<Section>> m_sections;
    mutable QHash<int, int> m_heights; ///< height of the sections by width, for these texts
};

} // namespace

ResultsPanel::ResultsPanel(AllocationSet *results, QWidget *parent)
    : QScrollArea(parent), m_results(results)
{
    setObjectName(QStringLiteral("results-panel"));
    setWidgetResizable(true);
    setFocusPolicy(Qt::StrongFocus); // Ctrl+C copies the report
    setBackgroundRole(QPalette::Base);
    // A scroll bar that comes and goes would lay the report out twice.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    auto *content = new QWidget(this);
    content->setBackgroundRole(QPalette::Base);
    m_layout = new QVBoxLayout(content);
    m_layout->setContentsMargins(8, 8, 8, 8);
    m_layout->setSpacing(6);
    m_layout->addStretch(1);
    setWidget(content);
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
    QScrollArea::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_deferred)
        m_deferred->request();
}

void ResultsPanel::refresh()
{
    QList<ReportPart> report = resultsReport(*m_results);
    const bool sameShape =
        report.size() == m_report.size() &&
        std::equal(report.cbegin(), report.cend(), m_report.cbegin(),
                   [](const ReportPart &a, const ReportPart &b) { return a.sameShape(b); });
    m_report = std::move(report);
    if (!sameShape) {
        rebuild();
        return;
    }
    // A slider step: only what changed is set (a paragraph lays its text out again, a table
    // repaints its changed cells).
    for (qsizetype k = 0; k < m_report.size(); ++k) {
        const ReportPart &part = m_report[k];
        if (part.table) {
            static_cast<ReportTableView *>(m_partWidgets[k])->setTable(*part.table);
        } else {
            static_cast<RichParagraph *>(m_partWidgets[k])->setSections(part.sections);
        }
    }
}

void ResultsPanel::rebuild()
{
    qDeleteAll(m_partWidgets);
    m_partWidgets.clear();
    QWidget *content = widget();
    for (const ReportPart &part : std::as_const(m_report)) {
        QWidget *shown = nullptr;
        if (part.table) {
            auto *table = new ReportTableView(content);
            table->setAccessibleName(tr("Results table"));
            table->setTable(*part.table);
            shown = table;
        } else {
            auto *paragraph = new RichParagraph(content);
            paragraph->setSections(part.sections);
            shown = paragraph;
        }
        m_layout->insertWidget(m_layout->count() - 1, shown); // above the stretch
        m_partWidgets.append(shown);
    }
}

QString ResultsPanel::toPlainText() const
{
    return reportText(m_report);
}

QString ResultsPanel::toHtml() const
{
    return reportHtml(m_report);
}

void ResultsPanel::copyReport() const
{
    auto *data = new QMimeData;
    data->setHtml(toHtml());
    data->setText(toPlainText());
    QGuiApplication::clipboard()->setMimeData(data);
}

void ResultsPanel::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Copy)) {
        copyReport();
        return;
    }
    QScrollArea::keyPressEvent(event);
}

void ResultsPanel::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(tr("Copy Results"), QKeySequence::Copy, this, &ResultsPanel::copyReport);
    menu.exec(event->globalPos());
}

} // namespace drf
