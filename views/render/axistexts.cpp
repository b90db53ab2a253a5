#include "axistexts.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <limits>

#include <qcustomplot.h>

namespace drf {

namespace {

/// The label an axis had before fitAxisTexts() shortened it.
const char *const kFullLabel = "drfvizFullLabel";
/// The tick count QCustomPlot's tickers aim at by default.
constexpr int kDefaultTickCount = 5;

bool textTicks(const QCPAxis *axis)
{
    return !axis->ticker().dynamicCast<QCPAxisTickerText>().isNull();
}

/// Whether the horizontal `axis`'s tick labels, turned as they are, touch each other.
bool tickLabelsTouch(const QCPAxis *axis)
{
    const QFontMetricsF metrics(axis->tickLabelFont());
    const QVector<double> at = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    double previousEnd = -std::numeric_limits<double>::infinity();
    for (int t = 0; t < at.size() && t < labels.size(); ++t) {
        if (!axis->range().contains(at[t]))
            continue;
        const double centre = axis->coordToPixel(at[t]);
        // Turned, a label spans the projections of its width and height along the axis.
        const double turn = qDegreesToRadians(axis->tickLabelRotation());
        const double half = (metrics.horizontalAdvance(labels[t]) * std::abs(std::cos(turn)) +
                             metrics.ascent() * std::abs(std::sin(turn))) /
                            2;
        if (centre - half < previousEnd)
            return true;
        previousEnd = centre + half + metrics.horizontalAdvance(QLatin1Char(' '));
    }
    return false;
}

} // namespace

void restoreAxisTexts(QCustomPlot *plot)
{
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
        axis->setLabelFont(plot->font());
        if (axis->property(kFullLabel).isValid()) {
            axis->setLabel(axis->property(kFullLabel).toString());
            axis->setProperty(kFullLabel, QVariant());
        }
        axis->setTickLabelFont(plot->font());
        axis->setTickLabelRotation(0);
        if (!textTicks(axis))
            axis->ticker()->setTickCount(kDefaultTickCount);
    }
}

bool fitAxisTexts(QCustomPlot *plot)
{
    bool changed = false;
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
        if (!axis->visible())
            continue;
        const bool horizontal = axis->orientation() == Qt::Horizontal;
        const double length = horizontal ? axis->axisRect()->width() : axis->axisRect()->height();
        // Neighbouring tick labels keep the width of an "m" between them: fewer ticks if not.
        const QFontMetricsF ticks(axis->tickLabelFont());
        const QVector<double> at = axis->tickVector();
        const QVector<QString> labels = axis->tickVectorLabels();
        if (horizontal && textTicks(axis) && axis->tickLabelRotation() > -90 &&
            tickLabelsTouch(axis)) {
            // Names (resources, users) cannot be left out: turned, they take less width, and
            // upright only their height.
            axis->setTickLabelRotation(axis->tickLabelRotation() == 0 ? -35 : -90);
            changed = true;
        } else if (at.size() >= 3 && !textTicks(axis)) {
            double need = horizontal ? 0.0 : ticks.height();
            for (const QString &label : labels)
                need = std::max(need, horizontal ? ticks.horizontalAdvance(label) : 0.0);
            need += ticks.horizontalAdvance(QLatin1Char('m'));
            const double spacing = std::abs(axis->coordToPixel(at[1]) - axis->coordToPixel(at[0]));
            if (spacing < need && axis->ticker()->tickCount() > 2) {
                axis->ticker()->setTickCount(
                    std::clamp(int(length / need), 2, axis->ticker()->tickCount() - 1));
                changed = true;
            }
        }
        // An axis label longer than its axis: smaller, down to 70 %, then shortened with "…".
        const QString label = axis->label();
        const double width = QFontMetricsF(axis->labelFont()).horizontalAdvance(label);
        if (label.isEmpty() || width <= length)
            continue;
        QFont font = axis->labelFont();
        const double smallest = plot->font().pointSizeF() * 0.7;
        font.setPointSizeF(std::max(smallest, font.pointSizeF() * length / width * 0.98));
        axis->setLabelFont(font);
        if (QFontMetricsF(font).horizontalAdvance(label) > length) {
            axis->setProperty(kFullLabel, label);
            axis->setLabel(QFontMetricsF(font).elidedText(label, Qt::ElideRight, length));
        }
        changed = true;
    }
    return changed;
}

} // namespace drf
