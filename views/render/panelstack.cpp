#include "panelstack.h"

#include "palette.h"
#include "plotitems.h"
#include "plotscene.h"
#include "readablenumber.h"

#include <QTextLayout>

#include <algorithm>

namespace drf {

namespace {

/// The least height of a panel, of the horizontal axis under the last, and of a heading, in
/// lines of tick labels.
constexpr double kPanelLines = 3.2;
constexpr double kAxisLines = 3.0;
constexpr double kHeadingLines = 1.3;
/// A heading's share of the height: its text's, no more.
constexpr double kHeadingStretch = 0.001;

/// `text` in lines no wider than `width` pixels in `font`, broken where Qt would wrap it.
QString brokenIntoLines(const QString &text, const QFont &font, double width)
{
    QTextLayout layout(text, font);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines.append(text.mid(line.textStart(), line.textLength()).trimmed());
    }
    layout.endLayout();
    return lines.join(QLatin1Char('\n'));
}

} // namespace

PanelStack::PanelStack(QCustomPlot *plot) : m_plot(plot), m_grid(new QCPLayoutGrid)
{
    // The first panel is the plot's own axis rect (plot->xAxis...), the rest are made by
    // arrange().
    QCPAxisRect *first = plot->axisRect();
    plot->plotLayout()->take(first);
    m_grid->setRowSpacing(4);
    // draw() decides which panels a figure has room for: no minimum of their own.
    first->setMinimumSize(50, 10);
    m_grid->addElement(0, 0, first);
    m_panels.append(first);
}

QCPAxisRect *PanelStack::panel(int k) const
{
    return k < m_shown.size() ? m_panels.value(k) : nullptr;
}

bool PanelStack::shows(int k) const
{
    return m_shown.value(k, false);
}

QCPAbstractPlottable *PanelStack::plottable(int k, int item) const
{
    return m_drawn.value(k).value(item);
}

void PanelStack::arrange(const FigureScene &scene)
{
    const int count = int(scene.panels.size());
    while (m_panels.size() < count) {
        auto *panel = new QCPAxisRect(m_plot);
        panel->setupFullAxesBox(false);
        panel->setMinimumSize(50, 10);
        for (QCPAxis *axis : {panel->axis(QCPAxis::atTop), panel->axis(QCPAxis::atRight)})
            axis->setVisible(false);
        m_panels.append(panel);
    }
    while (m_headings.size() < count)
        m_headings.append(nullptr);
    // The panels' axes in one column, whatever their tick labels' widths.
    if (!m_margins)
        m_margins = new QCPMarginGroup(m_plot);
    QList<QCPLayoutElement *> wanted;
    QList<double> stretches;
    for (int k = 0; k < count; ++k) {
        const ScenePanel &panel = scene.panels[k];
        if (!panel.heading.isEmpty()) {
            if (!m_headings[k])
                m_headings[k] = new QCPTextElement(m_plot);
            QFont font = m_plot->xAxis->labelFont();
            font.setBold(true);
            m_headings[k]->setFont(font);
            m_headings[k]->setText(panel.heading);
            m_headings[k]->setTextColor(inkColor());
            wanted.append(m_headings[k]);
            stretches.append(kHeadingStretch);
        }
        if (m_shown[k]) {
            wanted.append(m_panels[k]);
            stretches.append(panel.stretch);
        }
    }
    QList<QCPLayoutElement *> current;
    for (int row = 0; row < m_grid->rowCount(); ++row)
        if (m_grid->hasElement(row, 0))
            current.append(m_grid->element(row, 0));
    if (current != wanted) {
        for (QCPLayoutElement *element : qAsConst(current))
            m_grid->take(element);
        m_grid->simplify();
        for (int row = 0; row < wanted.size(); ++row) {
            m_grid->addElement(row, 0, wanted[row]);
            m_grid->setRowStretchFactor(row, stretches[row]);
        }
    }
    for (int k = 0; k < m_headings.size(); ++k) {
        if (m_headings[k])
            m_headings[k]->setVisible(k < count && !scene.panels[k].heading.isEmpty());
    }
    for (QCPAxisRect *panel : qAsConst(m_panels))
        panel->setMarginGroup(QCP::msLeft | QCP::msRight, m_margins);
}

bool PanelStack::draw(const FigureScene &scene, const std::function<void(QCPAxisRect *)> &dress)
{
    // Every panel needs a few lines of text in height: in a figure too small for all, the
    // panels that are not optional alone.
    const double line = QFontMetricsF(m_plot->xAxis->tickLabelFont()).height();
    const auto headings = std::count_if(scene.panels.cbegin(), scene.panels.cend(),
                                        [](const ScenePanel &p) { return !p.heading.isEmpty(); });
    const bool all = int(scene.panels.size()) * kPanelLines * line +
                         double(headings) * kHeadingLines * line + kAxisLines * line <=
                     m_plot->height();
    m_shown.clear();
    for (const ScenePanel &panel : scene.panels)
        m_shown.append(all || !panel.optional);
    arrange(scene);
    const int last = int(m_shown.lastIndexOf(true));
    m_drawn = QList<QList<QCPAbstractPlottable *>>(scene.panels.size());
    for (int k = 0; k < scene.panels.size(); ++k) {
        dress(m_panels[k]); // dressed as the plot's own axes
        drawPanel(scene.panels[k], k, k == last ? scene.x.label : std::optional<QString>());
    }
    for (QCPAxisRect *panel : qAsConst(m_panels))
        panel->axis(QCPAxis::atBottom)->setRange(scene.x.lower, scene.x.upper);
    // What stands over every panel (a cursor across them all).
    for (int k = 0; k < scene.panels.size(); ++k) {
        if (!m_shown[k])
            continue;
        for (const SceneItem &item : scene.items)
            drawSceneItem(m_plot, item, m_panels[k]->axis(QCPAxis::atBottom),
                          m_panels[k]->axis(QCPAxis::atLeft));
    }
    // The legend: its samples, in its order; an entry of a panel left out goes with it.
    for (const SceneLegendEntry &entry : scene.legend) {
        if (!entry.sample || (entry.panel >= 0 && !shows(entry.panel)))
            continue;
        QCPGraph *key = m_plot->addGraph(m_panels[0]->axis(QCPAxis::atBottom),
                                         m_panels[0]->axis(QCPAxis::atLeft));
        key->setName(entry.text);
        if (const auto *marker = std::get_if<SceneMarker>(&*entry.sample)) {
            key->setLineStyle(QCPGraph::lsNone);
            key->setScatterStyle(sceneMarkerStyle(*marker));
        } else if (const auto *path = std::get_if<ScenePath>(&*entry.sample)) {
            key->setPen(scenePen(path->stroke));
        }
    }
    return all;
}

void PanelStack::drawPanel(const ScenePanel &panel, int k, const std::optional<QString> &xLabel)
{
    QCPAxisRect *rect = m_panels[k];
    QCPAxis *keys = rect->axis(QCPAxis::atBottom);
    QCPAxis *values = rect->axis(QCPAxis::atLeft);
    // The horizontal axis' ticks and label under the last panel only.
    keys->setTickLabels(xLabel.has_value());
    keys->setLabel(xLabel.value_or(QString()));
    values->setLabel(panel.y.label);
    auto ticker = QSharedPointer<QCPAxisTicker>(new QCPAxisTicker);
    ticker->setTickCount(panel.yTicks);
    values->setTicker(ticker);
    // No empty axes for what is not there: its message alone.
    for (QCPAxis *axis : {values, keys}) {
        axis->setVisible(panel.axes);
        axis->grid()->setVisible(panel.axes);
    }
    m_drawn[k] = QList<QCPAbstractPlottable *>(panel.items.size(), nullptr);
    if (!m_shown[k])
        return;
    if (!panel.message.isEmpty()) {
        auto *note = new PlotLabel(m_plot);
        note->setClipAxisRect(rect);
        note->position->setAxisRect(rect);
        note->position->setType(QCPItemPosition::ptAxisRectRatio);
        note->position->setCoords(0.5, 0.5);
        note->setText(
            brokenIntoLines(panel.message, note->font(), std::max(200.0, 0.8 * m_plot->width())));
        note->setColor(readableColor(panel.messageInk.colour));
    }
    for (int item = 0; item < panel.items.size(); ++item)
        m_drawn[k][item] = drawSceneItem(m_plot, panel.items[item], keys, values);
    if (panel.axes)
        values->setRange(panel.y.lower, panel.y.upper);
}

bool PanelStack::fitTicks()
{
    bool changed = false;
    for (int k = 0; k < m_shown.size(); ++k) {
        if (!m_shown[k])
            continue;
        QCPAxis *axis = m_panels[k]->axis(QCPAxis::atLeft);
        const double line = QFontMetricsF(axis->tickLabelFont()).height() * 1.25;
        const int fitting = int(m_panels[k]->height() / line);
        if (fitting > axis->ticker()->tickCount())
            continue;
        const double top = roundTop(axis->range().upper);
        auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
        if (fitting >= 2)
            ticker->addTick(0.0, QStringLiteral("0"));
        ticker->addTick(top, readableDecimal(top));
        axis->setTicker(ticker);
        changed = true;
    }
    return changed;
}

} // namespace drf
