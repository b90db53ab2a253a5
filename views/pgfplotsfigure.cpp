#include "pgfplotsfigure.h"

#include "allocationset.h"
#include "figurestyle.h"
#include "fillingview.h"
#include "geometry.h"
#include "numberformat.h"
#include "palette.h"
#include "pgfplotsscene.h"
#include "plotitems.h"
#include "progressivefilling.h"
#include "readablenumber.h"
#include "resourcespacepainter.h"
#include "resourcespacescene.h"
#include "resourcespaceview.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace drf {

// The figure's texts share the views' translations (their contexts): the same words on the
// screen and in LaTeX.

namespace {

using W = PgfplotsWriter;

/// How far (pixels at 96 dpi) a label keeps from a line: text over a thin dashed line stays
/// readable, so it keeps the label nearer its mark than a clean spot far away would.
constexpr double kThinLine = 0.5;
constexpr double kThickLine = 2.0;

/// "policyDRF", "policyMaxMin": a policy's colour name in the figure.
QString policyColorName(W &writer, PolicyId policy)
{
    static const QStringList names{QStringLiteral("MaxMin"),   QStringLiteral("FixedPrice"),
                                   QStringLiteral("Walras"),   QStringLiteral("DRF"),
                                   QStringLiteral("DRFEqual"), QStringLiteral("Asset")};
    return writer.color(QStringLiteral("policy") + names.value(int(policy)), policyColor(policy));
}

/// The \addplot options of a policy's mark: filled when selected, hollow otherwise, in the
/// warning colour when infeasible; `ring` > 0 for the outer rings of coincident points.
QString markOptions(W &writer, PolicyId policy, bool selected, bool feasible, int ring)
{
    const QString colour = feasible ? policyColorName(writer, policy)
                                    : writer.color(QStringLiteral("warning"), warningColor());
    const auto [mark, turn] = pgfplotsMark(policyMarkShape(policy));
    return QStringLiteral("only marks, forget plot, mark=%1, mark size=%2pt, color=%3, "
                          "mark options={%4fill=%5, %6}")
        .arg(mark, W::number(2.6 + 1.6 * ring), colour, turn,
             selected && ring == 0 ? colour : QStringLiteral("white"), writer.lineWidth(1.4));
}

/// The extent plus 5 % of its size below and left and, for the labels of what lies on the far
/// edges (full resources, the totals beyond them), 20 % above and right: a small figure has no
/// room beside its axis, which the title and the legend take.
QRectF withMargins(const QRectF &extent)
{
    const double dx = std::max(extent.width(), 1e-9) * 0.05;
    const double dy = std::max(extent.height(), 1e-9) * 0.05;
    return extent.adjusted(-dx, -dy, 4 * dx, 4 * dy);
}

QString line(QPointF from, QPointF to)
{
    return W::at(from) + QStringLiteral(" -- ") + W::at(to);
}

// The resource space and the filling.

void writeVectors(const ResourceSpaceScene &scene, W &writer)
{
    const QString fade = scene.faded ? QStringLiteral(", opacity=0.35") : QString();
    QStringList userColours;
    for (const ResourceSpaceScene::Vector &vector : scene.vectors)
        userColours.append(
            writer.uniqueColor(QStringLiteral("user"), vector.user, userColor(vector.slot)));
    for (const ResourceSpaceScene::Vector &ray : scene.rays) {
        writer.add(
            QStringLiteral("\\draw[%1, dashed, opacity=0.6, %2] %3;")
                .arg(userColours.value(ray.slot), writer.lineWidth(1.0), line(ray.tail, ray.head)));
        writer.avoidSegment(ray.tail, ray.head, kThinLine);
    }
    for (int k = 0; k < scene.vectors.size(); ++k) {
        const ResourceSpaceScene::Vector &vector = scene.vectors[k];
        // A frozen vector ends in a bar; many users' chain has no tips, which would hide it.
        const QString tip = !scene.heads    ? QString()
                            : vector.frozen ? QStringLiteral("-|")
                                            : QStringLiteral("->");
        writer.add(QStringLiteral("\\draw[%1%2, %3%4] %5;")
                       .arg(tip.isEmpty() ? QString() : tip + QStringLiteral(", "), userColours[k],
                            writer.lineWidth(vector.frozen ? lineWidth::kFrozenBundle
                                                           : lineWidth::kBundle),
                            fade, line(vector.tail, vector.head)));
        writer.avoidSegment(vector.tail, vector.head, kThickLine);
        if (!tip.isEmpty())
            writer.avoidPoint(vector.head, 4); // the arrow head
    }
    if (scene.parallelogram) {
        for (int k = 0; k < 2; ++k) {
            writer.add(QStringLiteral("\\draw[%1, dashed, %2%3] %4;")
                           .arg(userColours[k], writer.lineWidth(1.0), fade,
                                line(scene.vectors[1 - k].head, scene.sum)));
            writer.avoidSegment(scene.vectors[1 - k].head, scene.sum, kThinLine);
        }
    }
    if (scene.others) {
        const QString others = writer.color(QStringLiteral("others"), othersColor());
        writer.add(QStringLiteral("\\draw[%1, %2] %3;")
                       .arg(others, writer.lineWidth(lineWidth::kAggregateBand),
                            line(scene.others->tail, scene.others->head)));
        writer.avoidSegment(scene.others->tail, scene.others->head, 6);
        writer.addLabel((scene.others->tail + scene.others->head) / 2, scene.others->label,
                        writer.color(QStringLiteral("othersText"), othersColor().darker(170)));
    }
    // The labels after every line they must avoid.
    for (const ResourceSpaceScene::Vector &vector : scene.vectors) {
        if (!vector.label.isEmpty())
            writer.addLabel(vector.tail + (vector.head - vector.tail) * 0.8,
                            writer.compactLabels() ? QStringList{vector.heading} : vector.label,
                            userColours[vector.slot]);
    }
}

void writeTotals(const ResourceSpaceScene &scene, W &writer)
{
    for (const ResourceSpaceScene::Total &total : scene.totals) {
        // The outer rings first, so the first policy's mark is on top.
        for (int ring = int(total.policies.size()) - 1; ring >= 0; --ring)
            writer.add(QStringLiteral("\\addplot[%1] coordinates {(%2,%3)};")
                           .arg(markOptions(writer, total.policies[ring], total.selected,
                                            total.feasible, ring),
                                W::number(total.point.x()), W::number(total.point.y())));
        writer.avoidPoint(total.point, 6 + 3 * (total.policies.size() - 1));
    }
    for (const ResourceSpaceScene::Total &total : scene.totals)
        writer.addLabel(total.point,
                        writer.compactLabels()
                            ? QStringList{total.names} +
                                  (total.feasible ? QStringList{}
                                                  : QStringList{QCoreApplication::translate(
                                                        "ResourceSpaceViewTexts", "over capacity")})
                            : QStringList{total.names} + total.notes,
                        total.feasible ? policyColorName(writer, total.policies.first())
                                       : writer.color(QStringLiteral("warning"), warningColor()));
}

void writeResourceScene(const ResourceSpaceScene &scene, W &writer)
{
    writer.setTitle(scene.title);
    if (scene.vectors.isEmpty())
        return;
    writer.setAxisLabels(scene.xName, scene.lanes.isEmpty() ? scene.yName : QStringLiteral("user"));
    writer.setRange(withMargins(scene.extent));
    if (!scene.lanes.isEmpty()) {
        QStringList ticks;
        QStringList names;
        for (int k = 0; k < scene.lanes.size(); ++k) {
            ticks.append(QString::number(k));
            names.append(QLatin1Char('{') + texText(scene.lanes[k]) + QLatin1Char('}'));
        }
        writer.addAxisOption(QStringLiteral("ytick={%1}, yticklabels={%2}")
                                 .arg(ticks.join(QLatin1Char(',')), names.join(QLatin1Char(','))));
    }
    const QString capacity = writer.color(QStringLiteral("capacity"), mutedInkColor());
    const QString fill = writer.color(QStringLiteral("capacityfill"), capacityFillColor());
    writer.add(QStringLiteral("\\draw[%1, fill=%2, %3] %4 rectangle %5;")
                   .arg(capacity, fill, writer.lineWidth(lineWidth::kOutline),
                        W::at(scene.lowCorner), W::at(scene.capacity)));
    writer.addLegend(QStringLiteral("area legend, draw=%1, fill=%2").arg(capacity, fill),
                     scene.capacityText);
    for (const ResourceSpaceScene::FullEdge &edge : scene.fullEdges) {
        const QString colour = edge.over ? writer.color(QStringLiteral("warning"), warningColor())
                                         : writer.color(QStringLiteral("ink"), inkColor());
        writer.add(
            QStringLiteral("\\draw[%1, %2] %3;")
                .arg(colour, writer.lineWidth(lineWidth::kFullEdge), line(edge.from, edge.to)));
        writer.avoidSegment(edge.from, edge.to, kThickLine);
    }
    writeVectors(scene, writer);
    if (scene.hasSum) {
        const QString sum = scene.sumFeasible
                                ? writer.color(QStringLiteral("sum"), softInkColor())
                                : writer.color(QStringLiteral("warning"), warningColor());
        const QString style = QStringLiteral("%1, %2%3")
                                  .arg(sum, writer.lineWidth(lineWidth::kSum),
                                       scene.sumFeasible ? QString() : QStringLiteral(", dashed"));
        writer.add(QStringLiteral("\\draw[->, %1] %2;").arg(style, line({}, scene.sum)));
        writer.avoidSegment({}, scene.sum, kThickLine);
        writer.addLegend(style,
                         QCoreApplication::translate("PgfplotsFigureTexts", "sum of the vectors"));
    }
    writeTotals(scene, writer);
    for (const ResourceSpaceScene::Guide &guide : scene.guides) {
        const QString colour = guide.over ? writer.color(QStringLiteral("warning"), warningColor())
                                          : writer.color(QStringLiteral("idle"), idleColor());
        if (guide.over) {
            writer.add(QStringLiteral("\\draw[%1, dashed, %2] %3;")
                           .arg(colour, writer.lineWidth(2.4), line(guide.from, guide.to)));
        } else {
            if (guide.corner != guide.from)
                writer.add(QStringLiteral("\\draw[%1, dotted, %2] %3;")
                               .arg(colour, writer.lineWidth(1.0), line(guide.corner, guide.from)));
            writer.add(QStringLiteral("\\draw[%1, opacity=0.55, %2] %3;")
                           .arg(colour, writer.lineWidth(7.0), line(guide.from, guide.to)));
        }
        writer.avoidSegment(guide.from, guide.to, 4);
        writer.addLabel((guide.from + guide.to) / 2, {guide.text}, colour);
    }
    // The users' labels come first, then the totals', the guides' and the full edges': the
    // first placed choose first.
    for (const ResourceSpaceScene::FullEdge &edge : scene.fullEdges)
        writer.addLabel((edge.from + edge.to) / 2 + (edge.from - edge.to) * 0.25, {edge.text},
                        edge.over ? writer.color(QStringLiteral("warning"), warningColor())
                                  : writer.color(QStringLiteral("ink"), inkColor()));
    if (scene.fillingEnd) {
        const QString ring = writer.color(QStringLiteral("fillingEnd"), markerOutlineColor());
        const QString style = QStringLiteral("only marks, mark=o, mark size=4pt, color=%1, %2")
                                  .arg(ring, writer.lineWidth(1.4));
        writer.add(
            QStringLiteral("\\addplot[%1, forget plot] coordinates {(%2,%3)};")
                .arg(style, W::number(scene.fillingEnd->x()), W::number(scene.fillingEnd->y())));
        writer.avoidPoint(*scene.fillingEnd, 7);
        writer.addLegend(style,
                         QCoreApplication::translate("FillingViewTexts", "where the filling ends"));
    }
    // The legend: the users (when labelled, as on screen), then the policies' totals.
    if (scene.heads && !scene.faded) {
        for (const ResourceSpaceScene::Vector &ray : scene.rays) {
            // A small figure's labels leave the numbers to the legend.
            const QString detail = scene.vectors.value(ray.slot).detail;
            writer.addLegend(
                QStringLiteral("%1, %2").arg(
                    writer.uniqueColor(QStringLiteral("user"), ray.user, userColor(ray.slot)),
                    writer.lineWidth(lineWidth::kBundle)),
                writer.compactLabels() && !detail.isEmpty()
                    ? QStringLiteral("%1; %2").arg(ray.label.value(0), detail)
                    : ray.label.value(0));
        }
    }
    if (scene.others)
        writer.addLegend(QStringLiteral("others, %1").arg(writer.lineWidth(lineWidth::kBundle)),
                         scene.othersName + QCoreApplication::translate("ResourceSpacePainterTexts",
                                                                        ", together"));
    for (const ResourceSpaceScene::Total &total : scene.totals)
        for (PolicyId policy : total.policies)
            writer.addLegend(
                markOptions(writer, policy, total.selected, total.feasible, 0)
                    .remove(QStringLiteral("forget plot, ")),
                (QStringList{
                     QStringLiteral("%1 total: %2").arg(shortPolicyName(policy), total.amounts)} +
                 (writer.compactLabels() ? total.notes : QStringList{}))
                    .join(QStringLiteral("; ")));
}

} // namespace

bool hasPgfplotsFigure(const PlotView &view)
{
    return view.scene() || dynamic_cast<const ResourceSpaceView *>(&view) ||
           dynamic_cast<const FillingView *>(&view);
}

QString pgfplotsFigure(const PlotView &view, const PgfplotsSettings &settings)
{
    if (const std::optional<FigureScene> scene = view.scene())
        return pgfplotsScene(*scene, settings);
    W writer(settings);
    const AllocationSet &results = *view.allocationSet();
    if (const auto *resource = dynamic_cast<const ResourceSpaceView *>(&view))
        writeResourceScene(sceneOfResults(results, resource->xResource(), resource->yResource()),
                           writer);
    else if (const auto *filling = dynamic_cast<const FillingView *>(&view))
        writeResourceScene(sceneOfFilling(*filling, filling->xResource(), filling->yResource()),
                           writer);
    return writer.document();
}

} // namespace drf
