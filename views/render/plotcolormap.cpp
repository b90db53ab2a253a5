#include "plotcolormap.h"

#include <cmath>

#include <qcustomplot.h>

namespace drf {

namespace {

/// The gradient of `scale`.
QCPColorGradient sceneGradient(const SceneColorScale &scale)
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    for (const auto &[at, colour] : scale.stops)
        gradient.setColorStopAt(at, colour);
    gradient.setNanHandling(QCPColorGradient::nhNanColor);
    gradient.setNanColor(scale.noValue.colour);
    return gradient;
}

} // namespace

QCPColorScale *drawColorScale(const FigureScene &scene, QCustomPlot *plot)
{
    QCPColorScale *colorScale = nullptr;
    for (QCPLayoutElement *element : plot->plotLayout()->elements(true)) {
        if ((colorScale = qobject_cast<QCPColorScale *>(element)))
            break;
    }
    if (!colorScale)
        return nullptr;
    // Fonts and pens of the plot's own axes, as PlotView gives them.
    QCPAxis *axis = colorScale->axis();
    const QCPAxis *model = plot->yAxis;
    axis->setLabelFont(model->labelFont());
    axis->setTickLabelFont(model->tickLabelFont());
    axis->setBasePen(model->basePen());
    axis->setTickPen(model->tickPen());
    axis->setSubTickPen(model->subTickPen());
    axis->setLabelColor(model->labelColor());
    axis->setTickLabelColor(model->tickLabelColor());
    colorScale->setBarWidth(int(std::lround(model->tickLabelFont().pointSizeF() * 1.5)));
    axis->setLabel(scene.colorScale ? scene.colorScale->label : QString());
    if (scene.colorScale)
        colorScale->setGradient(sceneGradient(*scene.colorScale));
    return colorScale;
}

QCPColorMap *drawColorMap(QCustomPlot *plot, const SceneColorMap &map,
                          const std::optional<SceneColorScale> &scale, QCPColorScale *colorScale)
{
    auto *colorMap = new QCPColorMap(plot->xAxis, plot->yAxis);
    colorMap->data()->setSize(map.columns, map.rows);
    colorMap->data()->setRange(QCPRange(map.firstCell.x(), map.lastCell.x()),
                               QCPRange(map.firstCell.y(), map.lastCell.y()));
    for (int row = 0; row < map.rows; ++row) {
        for (int column = 0; column < map.columns; ++column)
            colorMap->data()->setCell(column, row, map.values.value(row * map.columns + column));
    }
    if (colorScale)
        colorMap->setColorScale(colorScale);
    if (scale) {
        colorMap->setGradient(sceneGradient(*scale));
        colorMap->setDataRange(QCPRange(scale->lowest, scale->highest));
    }
    colorMap->setInterpolate(false);
    if (map.layer == SceneLayer::UnderGrid)
        colorMap->setLayer(QStringLiteral("background"));
    return colorMap;
}

QCPLayoutGrid *axesWithColorScale(QCustomPlot *plot)
{
    // In a row of their own where the axes were: a second column of the outer grid would split
    // the title row too, whose wrapped title asks for the figure's whole width.
    auto *colorScale = new QCPColorScale(plot);
    QCPAxisRect *axisRect = plot->axisRect();
    plot->plotLayout()->take(axisRect);
    auto *row = new QCPLayoutGrid;
    row->addElement(0, 0, axisRect);
    row->addElement(0, 1, colorScale);
    row->setColumnStretchFactor(1, 0.001);
    row->setColumnSpacing(0);
    auto *group = new QCPMarginGroup(plot);
    axisRect->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    colorScale->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    return row;
}

} // namespace drf
