#include "plotview.h"

#include "allocationset.h"

#include <QEvent>
#include <QVBoxLayout>

#include <qcustomplot.h>

namespace drf {

PlotView::PlotView(AllocationSet *results, QWidget *parent)
    : QWidget(parent), m_results(results), m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setMinimumSize(320, 240);

    // Layout: the title on top; below it the axis rect and, in a column on its right, the legend
    // (outside the axes, so it never hides data) above a stretchable spacer.
    QCPLayoutGrid *grid = m_plot->plotLayout();
    QCPAxisRect *axisRect = m_plot->axisRect();
    grid->take(axisRect);
    grid->simplify();
    QFont titleFont = font();
    titleFont.setBold(true);
    m_title = new QCPTextElement(m_plot, QString(), titleFont);
    grid->addElement(0, 0, m_title);
    auto *body = new QCPLayoutGrid;
    grid->addElement(1, 0, body);
    grid->setRowStretchFactor(0, 0.001);
    body->addElement(0, 0, axisRect);
    auto *side = new QCPLayoutGrid;
    body->addElement(0, 1, side);
    body->setColumnStretchFactor(1, 0.001);
    axisRect->insetLayout()->take(m_plot->legend);
    side->addElement(0, 0, m_plot->legend);
    side->addElement(1, 0, new QCPLayoutElement(m_plot));
    side->setRowStretchFactor(0, 0.001);
    side->setMargins(QMargins(0, 8, 6, 0));
    m_plot->legend->setVisible(true);
    m_plot->legend->setBorderPen(QPen(QColor(0xbbbbbb)));
    m_plot->legend->setRowSpacing(0);

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
    m_plot->replot(QCustomPlot::rpQueuedReplot);
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
