#include "plotview.h"

#include "allocationset.h"
#include "deferredrefresh.h"
#include "plotitems.h"

#include <QEvent>
#include <QFontInfo>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include <qcustomplot.h>

namespace drf {

namespace {

/// A legend entry that measures its text once. QCustomPlot asks every entry for its size
/// several times per layout, and shaping the text each time is a good part of a replot.
class LegendEntry : public QCPPlottableLegendItem
{
public:
    using QCPPlottableLegendItem::QCPPlottableLegendItem;

    QSize minimumOuterSizeHint() const override
    {
        if (!m_size.isValid())
            m_size = QCPPlottableLegendItem::minimumOuterSizeHint();
        return m_size;
    }

private:
    mutable QSize m_size;
};

} // namespace

PlotView::PlotView(AllocationSet *results, QWidget *parent)
    : QWidget(parent), m_results(results), m_plot(new QCustomPlot(this)),
      m_basePointSize(QFontInfo(font()).pointSizeF()),
      m_refresh(new DeferredRefresh(
          this, [this] { rebuild(); }, DeferredRefresh::When::Now))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setMinimumSize(320, 240);

    // Layout: the title above the axis rect and the legend in rows under it, wrapped to the
    // plot's width (fitLegend()): outside the axes, so it never hides data, and it costs the
    // plot a few lines of height instead of a column of its width. The grid is kept flat:
    // QCustomPlot measures the legend's texts again for every level of nesting, on every replot.
    QCPLayoutGrid *grid = m_plot->plotLayout();
    QCPAxisRect *axisRect = m_plot->axisRect();
    grid->take(axisRect);
    grid->simplify();
    m_title = new WrappedTitle(m_plot, font());
    grid->addElement(0, 0, m_title);
    grid->addElement(1, 0, axisRect);
    axisRect->insetLayout()->take(m_plot->legend);
    grid->addElement(2, 0, m_plot->legend);
    grid->setRowStretchFactor(0, 0.001);
    grid->setRowStretchFactor(2, 0.001);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setBrush(Qt::NoBrush);
    m_plot->legend->setMargins(QMargins(8, 2, 8, 4));
    m_plot->legend->setRowSpacing(0);
    m_plot->legend->setColumnSpacing(12);
    m_plot->legend->setVisible(true);
    applyStyle();
    // One paint buffer instead of two: nothing is drawn on the overlay layer.
    m_plot->layer(QStringLiteral("overlay"))->setMode(QCPLayer::lmLogical);

    m_plot->installEventFilter(this);
    // A hidden view (another tab) draws when it is shown, not on every slider step.
    const auto follow = [this] {
        if (m_followsResults)
            refreshWhenSeen();
    };
    connect(results, &AllocationSet::resultsChanged, this, follow);
    connect(results, &AllocationSet::selectionChanged, this, follow);
}

void PlotView::setTitle(const QString &title)
{
    m_title->setText(title);
}

void PlotView::setFigureStyle(const FigureStyle &style)
{
    m_style = style;
    applyStyle();
    rebuild();
}

std::unique_ptr<PlotView> PlotView::clone() const
{
    std::unique_ptr<PlotView> copy = createCopy();
    copy->setAttribute(Qt::WA_DontShowOnScreen);
    return copy;
}

void PlotView::setFigureSize(QSize size)
{
    m_laidOutForExport = true;
    m_plot->resize(size);
    m_plot->setViewport(QRect(QPoint(0, 0), size));
    rebuild();
}

void PlotView::applyStyle()
{
    QFont base(kFigureFontFamily);
    base.setPointSizeF(m_basePointSize * m_style.fontScale);
    m_plot->setFont(base);
    QFont title = base;
    title.setBold(true);
    title.setPointSizeF(base.pointSizeF() * 1.1);
    m_title->setFont(title);
    m_plot->legend->setFont(base);
    m_plot->legend->setIconSize(QSize(int(26 * m_style.fontScale), int(13 * m_style.fontScale)));
    const double width = m_style.lineScale;
    for (QCPAxis *axis : m_plot->axisRect()->axes()) {
        axis->setLabelFont(base);
        axis->setTickLabelFont(base);
        axis->setBasePen(QPen(Qt::black, width, Qt::SolidLine, Qt::SquareCap));
        axis->setTickPen(QPen(Qt::black, width, Qt::SolidLine, Qt::SquareCap));
        axis->setSubTickPen(QPen(Qt::black, width, Qt::SolidLine, Qt::SquareCap));
        axis->grid()->setPen(QPen(QColor(200, 200, 200), width, Qt::DotLine));
        axis->grid()->setZeroLinePen(Qt::NoPen);
    }
    m_plot->setBackground(m_style.transparent ? QBrush(Qt::NoBrush) : QBrush(Qt::white));
    // An opaque plot paints every pixel itself: the window need not paint its background under
    // the plot on every replot.
    m_plot->setAttribute(Qt::WA_OpaquePaintEvent, !m_style.transparent);

    // A hidden element still takes its minimum size in a grid: take it out instead.
    QCPLayoutGrid *grid = m_plot->plotLayout();
    m_title->setVisible(m_style.showTitle);
    if (m_style.showTitle && !grid->hasElement(0, 0))
        grid->addElement(0, 0, m_title);
    else if (!m_style.showTitle && grid->hasElement(0, 0))
        grid->take(m_title);
    m_plot->legend->setVisible(m_style.showLegend);
    if (m_style.showLegend && !grid->hasElement(2, 0))
        grid->addElement(2, 0, m_plot->legend);
    else if (!m_style.showLegend && grid->hasElement(2, 0))
        grid->take(m_plot->legend);
}

void PlotView::scaleLines(double factor)
{
    auto scaled = [factor](QPen pen) {
        if (pen.style() != Qt::NoPen)
            pen.setWidthF(std::max(pen.widthF(), 1.0) * factor);
        return pen;
    };
    auto scaledEnding = [factor](QCPLineEnding ending) {
        ending.setWidth(ending.width() * factor);
        ending.setLength(ending.length() * factor);
        return ending;
    };
    for (int i = 0; i < m_plot->itemCount(); ++i) {
        QCPAbstractItem *item = m_plot->item(i);
        if (auto *line = qobject_cast<QCPItemLine *>(item)) {
            line->setPen(scaled(line->pen()));
            line->setHead(scaledEnding(line->head()));
            line->setTail(scaledEnding(line->tail()));
        } else if (auto *rect = qobject_cast<QCPItemRect *>(item)) {
            rect->setPen(scaled(rect->pen()));
        }
    }
    for (int i = 0; i < m_plot->plottableCount(); ++i) {
        QCPAbstractPlottable *plottable = m_plot->plottable(i);
        plottable->setPen(scaled(plottable->pen()));
        if (auto *graph = qobject_cast<QCPGraph *>(plottable)) {
            QCPScatterStyle style = graph->scatterStyle();
            style.setSize(style.size() * factor);
            style.setPen(scaled(style.pen()));
            graph->setScatterStyle(style);
        }
    }
}

void PlotView::rebuild()
{
    // Out of sight and not laid out for an export, a drawing would be thrown away (and a copy
    // made for an export would be drawn at its first, tiny size several times): draw when shown,
    // or when setFigureSize() lays the copy out.
    if (!isVisible() && !m_laidOutForExport) {
        m_refresh->request();
        return;
    }
    m_plot->clearItems();
    m_plot->clearPlottables();
    draw();
    fitLegend();
    if (std::abs(m_style.lineScale - 1.0) > 1e-9)
        scaleLines(m_style.lineScale);
    // A hidden plot (an offscreen copy being exported) is replotted when rendered.
    if (isVisible())
        m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void PlotView::fitLegend()
{
    QCPLegend *legend = m_plot->legend;
    // A wrapped legend's grid has empty cells: item(k) can be null.
    QList<QCPAbstractLegendItem *> items;
    for (int k = 0; k < legend->itemCount(); ++k) {
        if (QCPAbstractLegendItem *item = legend->item(k))
            items.append(item);
    }
    if (items.isEmpty())
        return;
    if (!dynamic_cast<LegendEntry *>(items.first())) {
        QList<QCPAbstractPlottable *> plottables;
        for (QCPAbstractLegendItem *item : qAsConst(items)) {
            if (auto *entry = qobject_cast<QCPPlottableLegendItem *>(item))
                plottables.append(entry->plottable());
        }
        legend->clear();
        legend->setWrap(0);
        items.clear();
        for (QCPAbstractPlottable *plottable : plottables) {
            auto *entry = new LegendEntry(legend, plottable);
            // Natural height; any width, or the legend's finite width caps the whole column.
            // Set before the entry joins the legend: a layout reports a constraint change to the
            // QCustomPlot widget (updateGeometry), which lays out the whole window again.
            entry->setMaximumSize(QWIDGETSIZE_MAX, entry->minimumOuterSizeHint().height());
            legend->addItem(entry);
            items.append(entry);
        }
    }
    // As many columns of the widest entry as the plot's width holds; the rows wrap.
    int widest = 1;
    for (QCPAbstractLegendItem *item : qAsConst(items))
        widest = std::max(widest, item->minimumOuterSizeHint().width());
    const QMargins margins = legend->margins();
    const int available = m_plot->width() - margins.left() - margins.right();
    const int columns =
        std::clamp((available + legend->columnSpacing()) / (widest + legend->columnSpacing()), 1,
                   int(items.size()));
    if (legend->wrap() != columns || legend->fillOrder() != QCPLayoutGrid::foColumnsFirst) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    }
    // In a small figure a legend taller than a quarter of it would squeeze the axes flat: leave
    // it out (the labels carry the numbers).
    const int rows = (int(items.size()) + columns - 1) / columns;
    const int height =
        rows * items.first()->minimumOuterSizeHint().height() + margins.top() + margins.bottom();
    const bool shown = m_style.showLegend && height <= m_plot->height() / 4;
    QCPLayoutGrid *grid = m_plot->plotLayout();
    legend->setVisible(shown);
    if (shown && !grid->hasElement(2, 0))
        grid->addElement(2, 0, legend);
    else if (!shown && grid->hasElement(2, 0))
        grid->take(legend);
}

void PlotView::layOut()
{
    // What QCustomPlot::replot() does first; the viewport follows the widget's current size.
    fitLegend();
    m_plot->setViewport(m_plot->rect());
    m_plot->plotLayout()->update(QCPLayoutElement::upPreparation);
    m_plot->plotLayout()->update(QCPLayoutElement::upMargins);
    m_plot->plotLayout()->update(QCPLayoutElement::upLayout);
}

void PlotView::refreshWhenSeen()
{
    m_refresh->request();
}

bool PlotView::eventFilter(QObject *watched, QEvent *event)
{
    // Labels are placed in pixels: a new size means placing them again.
    if (watched == m_plot && event->type() == QEvent::Resize)
        refreshWhenSeen();
    return QWidget::eventFilter(watched, event);
}

} // namespace drf
