#include "plotview.h"

#include "allocationset.h"

#include <QEvent>
#include <QVBoxLayout>

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
    : QWidget(parent), m_results(results), m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setMinimumSize(320, 240);

    // Layout: the title above the axis rect and, in a column on its right, the legend (outside
    // the axes, so it never hides data). The grid is kept flat: QCustomPlot measures the legend's
    // texts again for every level of nesting, on every replot.
    QCPLayoutGrid *grid = m_plot->plotLayout();
    QCPAxisRect *axisRect = m_plot->axisRect();
    grid->take(axisRect);
    grid->simplify();
    QFont titleFont = font();
    titleFont.setBold(true);
    m_title = new QCPTextElement(m_plot, QString(), titleFont);
    grid->addElement(0, 0, m_title);
    grid->addElement(1, 0, axisRect);
    axisRect->insetLayout()->take(m_plot->legend);
    grid->addElement(1, 1, m_plot->legend);
    grid->setRowStretchFactor(0, 0.001);
    grid->setColumnStretchFactor(1, 0.001);
    // The legend's cell is as tall as the axes; frameless, its rows keep their natural height
    // (fitLegend()) and the rest of the column stays empty.
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setBrush(Qt::NoBrush);
    m_plot->legend->setMargins(QMargins(4, 6, 8, 4));
    m_plot->legend->setRowSpacing(0);
    m_plot->legend->setVisible(true);
    // One paint buffer instead of two: nothing is drawn on the overlay layer.
    m_plot->layer(QStringLiteral("overlay"))->setMode(QCPLayer::lmLogical);

    m_plot->installEventFilter(this);
    connect(results, &AllocationSet::resultsChanged, this, &PlotView::rebuild);
    connect(results, &AllocationSet::selectionChanged, this, &PlotView::rebuild);
}

void PlotView::setTitle(const QString &title)
{
    m_title->setText(title);
}

void PlotView::rebuild()
{
    m_plot->clearItems();
    m_plot->clearPlottables();
    draw();
    fitLegend();
    // A hidden plot (another tab) is replotted when it is shown.
    if (isVisible())
        m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void PlotView::fitLegend()
{
    QCPLegend *legend = m_plot->legend;
    if (legend->itemCount() == 0 || dynamic_cast<LegendEntry *>(legend->item(0)))
        return;
    QList<QCPAbstractPlottable *> plottables;
    for (int k = 0; k < legend->itemCount(); ++k) {
        if (auto *item = qobject_cast<QCPPlottableLegendItem *>(legend->item(k)))
            plottables.append(item->plottable());
    }
    legend->clear();
    for (QCPAbstractPlottable *plottable : plottables) {
        auto *entry = new LegendEntry(legend, plottable);
        legend->addItem(entry);
        entry->setMaximumSize(entry->minimumOuterSizeHint());
    }
    // The rows cannot grow: a last, empty row takes the rest of the column, so the entries
    // stay at the top and the legend does not limit the height of the axes beside it.
    legend->addElement(new QCPLayoutElement(m_plot));
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

bool PlotView::eventFilter(QObject *watched, QEvent *event)
{
    // Labels are placed in pixels: a new size means placing them again.
    if (watched == m_plot && event->type() == QEvent::Resize)
        rebuild();
    return QWidget::eventFilter(watched, event);
}

void PlotView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    rebuild();
}

} // namespace drf
