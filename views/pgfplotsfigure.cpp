#include "pgfplotsfigure.h"

#include "figurestyle.h"
#include "manipulationcurveview.h"
#include "palette.h"
#include "pgfplotsscene.h"
#include "readablenumber.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace drf {

// The figure's texts share the views' translations (their contexts): the same words on the
// screen and in LaTeX.

namespace {

using W = PgfplotsWriter;

// The manipulation curve.

void writeManipulation(const ManipulationCurveView &view, W &writer)
{
    const ManipulationLandscape *landscape = view.landscape();
    if (!landscape || landscape->curve.factors.isEmpty()) {
        writer.setTitle(
            QCoreApplication::translate("drf::ManipulationCurveView", "Along the reported ratio"));
        return;
    }
    const ManipulationCurve &curve = landscape->curve;
    const bool byRatio = curve.byRatio();
    const auto xOf = [&curve](int k) { return curve.axisAt(k); };
    const QString firstName = landscape->resourceNames.value(curve.first);
    const QString secondName = landscape->resourceNames.value(curve.second);
    writer.setTitle(
        QCoreApplication::translate("drf::ManipulationCurveView", "Along the reported ratio (%1)")
            .arg(shortPolicyName(curve.policy)));
    writer.setAxisLabels(
        byRatio ? QCoreApplication::translate("drf::ManipulationCurveView",
                                              "reported %1 / %2 (truth %3)")
                      .arg(secondName, firstName, readableDecimal(curve.truthRatio()))
                : QCoreApplication::translate("drf::ManipulationCurveView",
                                              "factor on the reported %1 / %2 ratio")
                      .arg(secondName, firstName),
        QCoreApplication::translate("drf::ManipulationCurveView", "%1's real tasks")
            .arg(landscape->userName));
    writer.setLogX(true);

    QStringList coordinates;
    double low = std::numeric_limits<double>::infinity();
    double high = -low;
    for (int k = 0; k < curve.factors.size(); ++k) {
        if (std::isnan(curve.realTasks[k]))
            continue;
        coordinates.append(
            QStringLiteral("(%1,%2)").arg(W::number(xOf(k)), W::number(curve.realTasks[k])));
        low = std::min(low, curve.realTasks[k]);
        high = std::max(high, curve.realTasks[k]);
        if (k > 0 && !std::isnan(curve.realTasks[k - 1]))
            writer.avoidSegment({xOf(k - 1), curve.realTasks[k - 1]}, {xOf(k), curve.realTasks[k]},
                                3);
    }
    if (!std::isfinite(low))
        low = high = 0;
    const double pad = std::max(0.08 * (high - low), 0.02 * std::max(1.0, high));
    const double left = xOf(0);
    const double right = xOf(int(curve.factors.size()) - 1);
    writer.setRange(
        QRectF(QPointF(left, std::max(0.0, low - pad)), QPointF(right, high + 2.5 * pad)));
    // Ticks at the truth times 1/4, 1/2, 1, 2, 4.
    QStringList ticks;
    QStringList names;
    for (int power = -2; power <= 2; ++power) {
        const double tick = (byRatio ? curve.truthRatio() : 1.0) * std::pow(2.0, power);
        ticks.append(W::number(tick));
        names.append(QLatin1Char('{') +
                     texText(readableDecimal(std::round(tick * 1000.0) / 1000.0)) +
                     QLatin1Char('}'));
    }
    writer.addAxisOption(QStringLiteral("xtick={%1}, xticklabels={%2}, minor xtick={}")
                             .arg(ticks.join(QLatin1Char(',')), names.join(QLatin1Char(','))));
    const QString colour = writer.color(QStringLiteral("curve"), manipulationCurveColor());
    writer.add(
        QStringLiteral("\\addplot[%1, %2, no marks, forget plot] coordinates {%3};")
            .arg(colour, writer.lineWidth(lineWidth::kCurve), coordinates.join(QLatin1Char(' '))));

    const int truth = curve.truthIndex;
    const QPointF truthPoint(xOf(truth), curve.realTasks[truth]);
    const QString ink = writer.color(QStringLiteral("truth"), inkColor());
    // A point marked and in the legend.
    const auto mark = [&writer](const QString &style, QPointF point, const QString &name) {
        writer.add(QStringLiteral("\\addplot[%1, forget plot] coordinates {(%2,%3)};")
                       .arg(style, W::number(point.x()), W::number(point.y())));
        writer.addLegend(style, name);
        writer.avoidPoint(point, 8);
    };
    mark(QStringLiteral("only marks, mark=x, mark size=4pt, color=%1, %2")
             .arg(ink, writer.lineWidth(2.0)),
         truthPoint, QStringLiteral("truth"));
    const bool lie = curve.bestIndex >= 0 && curve.bestIndex != truth;
    if (!lie) {
        writer.addLabel(
            truthPoint,
            {QCoreApplication::translate("drf::ManipulationCurveView", "truth = best: %1 tasks")
                 .arg(readableDecimal(curve.truthfulTasks))},
            ink);
        return;
    }
    const QPointF bestPoint(xOf(curve.bestIndex), curve.realTasks[curve.bestIndex]);
    const QString best = writer.color(QStringLiteral("bestLie"), bestLieColor());
    mark(QStringLiteral("only marks, mark=o, mark size=4pt, color=%1, %2")
             .arg(best, writer.lineWidth(2.2)),
         bestPoint, ManipulationCurveView::bestPointName(*landscape));
    writer.addLabel(truthPoint,
                    {QCoreApplication::translate("drf::ManipulationCurveView", "truth: %1 tasks")
                         .arg(readableDecimal(curve.truthfulTasks))},
                    ink);
    writer.addLabel(bestPoint, {ManipulationCurveView::bestPointLabel(*landscape)}, best);
}

} // namespace

bool hasPgfplotsFigure(const PlotView &view)
{
    return view.scene() || dynamic_cast<const ManipulationCurveView *>(&view);
}

QString pgfplotsFigure(const PlotView &view, const PgfplotsSettings &settings)
{
    if (const std::optional<FigureScene> scene = view.scene())
        return pgfplotsScene(*scene, settings);
    W writer(settings);
    if (const auto *curve = dynamic_cast<const ManipulationCurveView *>(&view))
        writeManipulation(*curve, writer);
    return writer.document();
}

} // namespace drf
