#include "plotview.h"

#include "allocationset.h"
#include "axistexts.h"
#include "deferredrefresh.h"
#include "labelplacer.h"
#include "palette.h"
#include "panelstack.h"
#include "plotcolormap.h"
#include "plotitems.h"
#include "plotlegend.h"
#include "plotscene.h"
#include "readablenumber.h"
#include "retranslate.h"

#include <QEvent>
#include <QFontInfo>
#include <QPainter>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <utility>

#include <qcustomplot.h>

namespace drf {

PlotView::PlotView(AllocationSet *results, QWidget *parent)
    : QWidget(parent), m_results(results), m_plot(new QCustomPlot(this)),
      m_caption(new WrappedTitle(m_plot, font())), m_axesRow(m_plot->axisRect()),
      m_labels(std::make_unique<LabelPlacer>(m_plot)),
      m_basePointSize(QFontInfo(font()).pointSizeF()),
      m_refresh(new DeferredRefresh(
          this, [this] { rebuild(); }, DeferredRefresh::When::Now))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setMinimumSize(320, 240);

    // Layout: the title above the axis rect, the caption and the legend in rows under it,
    // wrapped to the plot's width (fitLegend()): outside the axes, so they never hide data, and
    // they cost the plot a few lines of height instead of a column of its width. The grid is
    // kept flat: QCustomPlot measures the legend's texts again for every level of nesting, on
    // every replot.
    m_title = new WrappedTitle(m_plot, font());
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    arrangeRows(true, false, true);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setBrush(Qt::NoBrush);
    m_plot->legend->setMargins(QMargins(8, 2, 8, 4));
    m_plot->legend->setRowSpacing(0);
    m_plot->legend->setColumnSpacing(12);
    m_plot->legend->setVisible(true);
    m_style.screenColours = true;
    applyStyle();
    // One paint buffer instead of two: nothing is drawn on the overlay layer.
    m_plot->layer(QStringLiteral("overlay"))->setMode(QCPLayer::lmLogical);

    m_plot->installEventFilter(this);
    // The view takes the focus for its plot (a click on the plot gives it to the view, which
    // handles the keys), never the QCustomPlot inside it.
    m_plot->setFocusPolicy(Qt::NoFocus);
    // A hidden view (another tab) draws when it is shown, not on every slider step.
    const auto follow = [this] {
        if (m_followsResults)
            refreshWhenSeen();
    };
    connect(results, &AllocationSet::resultsChanged, this, follow);
    connect(results, &AllocationSet::selectionChanged, this, follow);
    // The ticks in the texts' locale (Polish: 0,5), and after a change of language the titles,
    // axes and labels again.
    const auto useTextLocale = [this] {
        QLocale ticks = textNumberLocale();
        ticks.setNumberOptions(QLocale::OmitGroupSeparator);
        m_plot->setLocale(ticks);
    };
    useTextLocale();
    onLanguageChange(this, [this, useTextLocale] {
        useTextLocale();
        rebuild();
    });
}

PlotView::~PlotView() = default;

void PlotView::setTitle(const QString &title)
{
    m_title->setText(title);
}

void PlotView::drawScene(const FigureScene &scene, const std::function<void()> &rangesSet)
{
    if (scene.colorScale && !m_hasColorScale) {
        setAxesRow(axesWithColorScale(m_plot));
        m_hasColorScale = true;
    }
    setTitle(scene.title);
    if (!scene.panels.isEmpty()) {
        if (!m_panels) {
            m_panels = std::make_unique<PanelStack>(m_plot);
            setAxesRow(m_panels->grid());
        }
        if (!m_panels->draw(scene, [this](QCPAxisRect *rect) { styleAxes(rect); }))
            addFigureNote(scene.panelsLeftOut);
        layOut();
        if (m_panels->fitTicks())
            layOut();
        return;
    }
    const DrawnScene drawn = drawSceneOnPlot(scene, m_plot, *m_labels);
    if (!scene.message.isEmpty())
        return;
    if (rangesSet)
        rangesSet();
    layOut();
    fitSceneToLayout(scene, drawn, m_plot);
    m_labels->placeAll();
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
    // Screen colours are this view's, wherever its palette comes from.
    copy->setPalette(palette());
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
    m_colours = m_style.drawsScreenColours() ? FigurePalette::fromPalette(palette())
                                             : FigurePalette::white();
    const FigurePaletteScope colours(m_colours);
    QFont base(kFigureFontFamily);
    base.setPointSizeF(m_basePointSize * m_style.fontScale());
    m_plot->setFont(base);
    QFont title = base;
    title.setBold(true);
    title.setPointSizeF(base.pointSizeF() * 1.1);
    m_title->setFont(title);
    QFont caption = base;
    caption.setPointSizeF(base.pointSizeF() * 0.9);
    m_caption->setFont(caption);
    m_title->setTextColor(axisColor());
    m_caption->setTextColor(inkColor());
    m_plot->legend->setFont(base);
    m_plot->legend->setTextColor(axisColor());
    m_plot->legend->setIconSize(
        QSize(int(26 * m_style.fontScale()), int(13 * m_style.fontScale())));
    styleAxes(m_plot->axisRect());
    m_plot->setBackground(m_style.drawsTransparent() ? QBrush(Qt::NoBrush)
                                                     : QBrush(backgroundColor()));
    // An opaque plot paints every pixel itself: the window need not paint its background under
    // the plot on every replot.
    m_plot->setAttribute(Qt::WA_OpaquePaintEvent, !m_style.drawsTransparent());

    arrangeRows(m_style.showTitle, m_caption->visible(), m_style.showLegend);
}

void PlotView::styleAxes(QCPAxisRect *rect) const
{
    const double width = m_style.lineScale();
    const QColor axisInk = m_colours.axis;
    for (QCPAxis *axis : rect->axes()) {
        axis->setLabelFont(m_plot->font());
        axis->setTickLabelFont(m_plot->font());
        axis->setLabelColor(axisInk);
        axis->setTickLabelColor(axisInk);
        axis->setBasePen(QPen(axisInk, width, Qt::SolidLine, Qt::SquareCap));
        axis->setTickPen(QPen(axisInk, width, Qt::SolidLine, Qt::SquareCap));
        axis->setSubTickPen(QPen(axisInk, width, Qt::SolidLine, Qt::SquareCap));
        axis->grid()->setPen(QPen(m_colours.grid, width, Qt::DotLine));
        axis->grid()->setZeroLinePen(Qt::NoPen);
    }
}

void PlotView::arrangeRows(bool title, bool caption, bool legend)
{
    QCPLayoutElement *axes = m_axesRow;
    QList<QCPLayoutElement *> wanted;
    if (title)
        wanted.append(m_title);
    wanted.append(axes);
    if (caption)
        wanted.append(m_caption);
    if (legend)
        wanted.append(m_plot->legend);
    m_title->setVisible(title);
    m_caption->setVisible(caption);
    m_plot->legend->setVisible(legend);
    // A hidden element still takes its minimum size in a grid: only the shown ones are in it.
    QCPLayoutGrid *grid = m_plot->plotLayout();
    QList<QCPLayoutElement *> current;
    for (int row = 0; row < grid->rowCount(); ++row) {
        if (grid->hasElement(row, 0))
            current.append(grid->element(row, 0));
    }
    if (current == wanted)
        return;
    for (QCPLayoutElement *element : qAsConst(current))
        grid->take(element);
    grid->simplify();
    for (int row = 0; row < wanted.size(); ++row) {
        grid->addElement(row, 0, wanted[row]);
        grid->setRowStretchFactor(row, wanted[row] == axes ? 1.0 : 0.001);
    }
}

void PlotView::setAxesRow(QCPLayoutElement *row)
{
    m_axesRow = row;
    arrangeRows(m_title->visible(), m_caption->visible(), m_plot->legend->visible());
}

void PlotView::scaleNewLines()
{
    const double factor = m_style.lineScale();
    const int items = m_plot->itemCount();
    const int plottables = m_plot->plottableCount();
    const int firstItem = std::exchange(m_scaledItems, items);
    const int firstPlottable = std::exchange(m_scaledPlottables, plottables);
    if (std::abs(factor - 1.0) <= 1e-9)
        return;
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
    for (int i = firstItem; i < items; ++i) {
        QCPAbstractItem *item = m_plot->item(i);
        if (auto *line = qobject_cast<QCPItemLine *>(item)) {
            line->setPen(scaled(line->pen()));
            line->setHead(scaledEnding(line->head()));
            line->setTail(scaledEnding(line->tail()));
        } else if (auto *rect = qobject_cast<QCPItemRect *>(item)) {
            rect->setPen(scaled(rect->pen()));
        }
    }
    for (int i = firstPlottable; i < plottables; ++i) {
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
    drawFigure();
    // A hidden plot (an offscreen copy being exported) is replotted when rendered.
    if (isVisible())
        m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void PlotView::drawFigure()
{
    // Everything drawn, by the view and the helpers it calls, takes the figure's colours.
    const FigurePaletteScope colours(m_colours);
    const LabelDensity density =
        m_style.labels == LabelDensity::Auto ? autoDensity() : m_style.labels;
    drawWith(density);
    // Auto writes everything only where it can be read: else the names, with the numbers in
    // the caption.
    if (m_style.labels == LabelDensity::Auto && density == LabelDensity::Full &&
        !collidingLabels(m_plot).isEmpty())
        drawWith(LabelDensity::Compact);
    // Written short, a name that still cannot be read is left out: the caption has its text.
    if (m_density == LabelDensity::Compact) {
        for (QCPItemText *label : collidingLabels(m_plot))
            hideLabel(m_plot, label);
    }
    // The figure in words for screen readers: its title and every label's full text.
    setAccessibleName(m_title->text());
    setAccessibleDescription(m_labels->fullTexts().join(QStringLiteral("; ")));
}

void PlotView::drawWith(LabelDensity density)
{
    m_density = density;
    m_plot->clearItems();
    m_plot->clearPlottables();
    m_scaledItems = 0;
    m_scaledPlottables = 0;
    m_labels = std::make_unique<LabelPlacer>(m_plot, density);
    restoreAxisTexts(m_plot);
    m_drawNotes.clear();
    draw();
    // The layout the labels were placed in, with what draw() added after it.
    layOut();
}

LabelDensity PlotView::autoDensity() const
{
    // Every number fits a figure of about 11 x 8 cm at the normal text size (420 x 315 pixels at
    // 96 dpi), and larger ones in proportion to the text.
    const QSize size = m_plot->size(); // the viewport follows it in layOut()
    const double scale = m_style.fontScale();
    return size.width() >= 420 * scale && size.height() >= 315 * scale ? LabelDensity::Full
                                                                       : LabelDensity::Compact;
}

void PlotView::fitLegend()
{
    QCPLegend *legend = m_plot->legend;
    const QList<QCPAbstractLegendItem *> items = cachedLegendEntries(legend);
    const QMargins margins = legend->margins();
    int legendHeight = 0;
    if (!items.isEmpty())
        legendHeight = wrapLegend(legend, items, m_plot->viewport().width()) *
                           items.first()->minimumOuterSizeHint().height() +
                       margins.top() + margins.bottom();

    // The axes (with their tick labels) keep 60 % of the figure and a few lines of text; the
    // title, the legend and the caption are kept in this order where they fit; what does not
    // fit is said.
    const int height = m_plot->viewport().height();
    const int lineHeight = QFontMetrics(m_plot->font()).height();
    // The axis rect's own minimum (its inner minimum and the margins of its tick labels) counts.
    const QCPAxisRect *axes = m_plot->axisRect();
    const int axesMinimum =
        std::max(m_axesRow->minimumOuterSizeHint().height(),
                 axes->minimumSize().height() + axes->margins().top() + axes->margins().bottom()) +
        2;
    int room = height - std::max({height * 3 / 5, 7 * lineHeight, axesMinimum});
    m_notes = m_drawNotes;
    // Each row shown takes its height and the grid's spacing from the room left.
    const int spacing = m_plot->plotLayout()->rowSpacing();
    const auto fits = [&room, spacing](int rowHeight) {
        if (rowHeight + spacing > room)
            return false;
        room -= rowHeight + spacing;
        return true;
    };
    const bool showTitle = m_style.showTitle && fits(m_title->minimumOuterSizeHint().height());
    if (m_style.showTitle && !showTitle)
        m_notes.append(tr("The title does not fit a figure this small and was left out: make "
                          "the figure larger or the text smaller."));
    const bool showLegend = m_style.showLegend && !items.isEmpty() && fits(legendHeight);
    if (m_style.showLegend && !items.isEmpty() && !showLegend)
        m_notes.append(tr("The legend does not fit a figure this small and was left out: make "
                          "the figure larger or the text smaller."));
    // As many of the caption's entries as fit, the most important first.
    const QStringList entries = m_labels->caption();
    int shown = int(entries.size());
    for (; shown > 0; --shown) {
        m_caption->setText(entries.mid(0, shown).join(QStringLiteral("  ·  ")));
        if (m_caption->minimumOuterSizeHint().height() + spacing <= room)
            break;
    }
    if (shown < entries.size()) {
        const QString advice =
            showLegend ? tr("make the figure larger or the text smaller, or leave the legend out")
                       : tr("make the figure larger or the text smaller");
        m_notes.append(shown == 0 ? tr("The numbers of the compact labels do not fit under a "
                                       "figure this small and were left out: %1.")
                                        .arg(advice)
                                  : tr("Only %1 of the %2 numbers of the compact labels fit "
                                       "under a figure this small; the others were left out: "
                                       "%3.")
                                        .arg(shown)
                                        .arg(entries.size())
                                        .arg(advice));
    }
    arrangeRows(showTitle, shown > 0, showLegend);
}

void PlotView::layOut()
{
    scaleNewLines();
    // What QCustomPlot::replot() does first; the viewport follows the widget's current size
    // (an export copy's is set by setFigureSize()).
    m_plot->setViewport(m_plot->rect());
    fitLegend();
    updateLayout();
    // Each pass takes ticks away where their labels touch (three are enough for the nice steps
    // the tickers choose), or turns them; the rows are fitted again to the new margins.
    for (int pass = 0; pass < 3 && fitAxisTexts(m_plot); ++pass) {
        updateLayout();
        fitLegend();
        updateLayout();
    }
}

void PlotView::updateLayout()
{
    m_plot->plotLayout()->update(QCPLayoutElement::upPreparation);
    m_plot->plotLayout()->update(QCPLayoutElement::upMargins);
    m_plot->plotLayout()->update(QCPLayoutElement::upLayout);
}

void PlotView::refreshWhenSeen()
{
    m_refresh->request();
}

void PlotView::takeKeyboardFocus()
{
    setFocusPolicy(Qt::StrongFocus);
    // Room for the focus frame around the plot.
    layout()->setContentsMargins(2, 2, 2, 2);
}

void PlotView::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    if (!hasFocus())
        return;
    QPainter painter(this);
    painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
    painter.drawRect(rect().adjusted(1, 1, -1, -1));
}

void PlotView::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update(); // the frame
}

void PlotView::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

void PlotView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // A new desktop theme or View > Colours: the figure follows, if it draws in screen colours.
    const bool paletteChange =
        event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange;
    if (!paletteChange || !m_style.drawsScreenColours())
        return;
    const FigurePalette colours = FigurePalette::fromPalette(palette());
    if (colours.background == m_colours.background && colours.axis == m_colours.axis)
        return;
    applyStyle();
    rebuild();
}

bool PlotView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_plot)
        return QWidget::eventFilter(watched, event);
    // Labels are placed in pixels: a new size means placing them again. On screen that is done
    // once, before the plot is painted, however many sizes the layout gives it meanwhile (two as
    // the window is first shown, one per mouse move as it is resized); QCustomPlot would draw
    // the old drawing at each.
    if (event->type() == QEvent::Resize && isVisible()) {
        m_plot->setViewport(m_plot->rect());
        m_resized = true;
        m_plot->update();
        return true;
    }
    if (event->type() == QEvent::Resize)
        refreshWhenSeen();
    if (event->type() == QEvent::Paint && m_resized) {
        m_resized = false;
        drawFigure();
        // Into the plot's buffers now, for this paint to show (it asks for one more paint).
        m_plot->replot(QCustomPlot::rpQueuedRefresh);
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace drf
