#include "resourcespacepainter.h"

#include "figurestyle.h"
#include "palette.h"
#include "readablenumber.h"
#include "useraggregate.h"

#include <QCoreApplication>

#include <qcustomplot.h>

#include <cmath>
#include <limits>
#include <map>
#include <utility>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct ResourceSpacePainterTexts
{
    Q_DECLARE_TR_FUNCTIONS(ResourceSpacePainterTexts)
};

/// Many plain segments (no heads, no names) drawn as one curve per pen instead of one plottable
/// each: a point of NaNs between two segments of a curve leaves a gap. They stay out of the
/// legend.
class SegmentsByPen
{
public:
    void add(const QPen &pen, QPointF from, QPointF to)
    {
        constexpr double kGap = std::numeric_limits<double>::quiet_NaN();
        auto &[shared, path] = m_paths[{pen.color().rgba(), pen.widthF()}];
        shared = pen;
        if (!path.isEmpty())
            path.append({kGap, kGap});
        path.append(from);
        path.append(to);
    }

    void draw(QCustomPlot *plot) const
    {
        const bool autoAdd = plot->autoAddPlottableToLegend();
        plot->setAutoAddPlottableToLegend(false);
        for (const auto &[key, segments] : m_paths)
            addPolyline(plot, segments.second, segments.first);
        plot->setAutoAddPlottableToLegend(autoAdd);
    }

private:
    std::map<std::pair<QRgb, double>, std::pair<QPen, QVector<QPointF>>> m_paths;
};

} // namespace

ResourceSpacePainter::ResourceSpacePainter(QCustomPlot *plot, LabelPlacer &placer,
                                           const Scenario &scenario, int x, int y)
    : m_plot(plot), m_placer(placer), m_scenario(scenario), m_x(x), m_y(y),
      m_capacity(scenario.resources[x].capacity, x == y ? 0.0 : scenario.resources[y].capacity)
{
}

QPointF ResourceSpacePainter::project(const QList<double> &amounts) const
{
    return {amounts[m_x], m_x == m_y ? 0.0 : amounts[m_y]};
}

QString ResourceSpacePainter::name(int resource) const
{
    return m_scenario.resources[resource].name;
}

QString ResourceSpacePainter::amounts(QPointF point) const
{
    const QString first = QStringLiteral("%1 %2").arg(readableDecimal(point.x()), name(m_x));
    return m_x == m_y
               ? first
               : QStringLiteral("%1, %2 %3").arg(first, readableDecimal(point.y()), name(m_y));
}

QString ResourceSpacePainter::tasksText(double tasks)
{
    return readableTasks(tasks);
}

QPen ResourceSpacePainter::capacityPen()
{
    return makePen(mutedInkColor(), lineWidth::kOutline);
}

QColor ResourceSpacePainter::fullColor()
{
    return inkColor();
}

QPen ResourceSpacePainter::vectorPen(int k, int alpha, bool frozen)
{
    return makePen(withAlpha(userColor(k), alpha),
                   frozen ? lineWidth::kFrozenBundle : lineWidth::kBundle);
}

QPen ResourceSpacePainter::sumPen(bool feasible)
{
    return makePen(feasible ? softInkColor() : warningColor(), lineWidth::kSum,
                   feasible ? Qt::SolidLine : Qt::DashLine);
}

void ResourceSpacePainter::drawCapacity(QPointF corner, QPointF opposite, const QPen &pen)
{
    addBox(m_plot, corner, opposite, pen, capacityFillColor())
        ->setLayer(QStringLiteral("background"));
    addLegendEntry(m_plot,
                   m_placer.legendName(
                       ResourceSpacePainterTexts::tr("capacity"),
                       ResourceSpacePainterTexts::tr("capacity (%1)").arg(amounts(m_capacity))),
                   pen, capacityFillColor());
    m_extent.include(corner);
    m_extent.include(opposite);
}

void ResourceSpacePainter::drawCapacity()
{
    drawCapacity({0, 0}, m_capacity, capacityPen());
}

void ResourceSpacePainter::drawFullEdge(bool xAxis, const QString &text, const QColor &colour)
{
    const QPointF from = xAxis ? QPointF(m_capacity.x(), 0) : QPointF(0, m_capacity.y());
    addArrow(m_plot, from, m_capacity, makePen(colour, lineWidth::kFullEdge), false);
    m_placer.avoidSegment(from, m_capacity);
    m_placer.add((from + m_capacity) / 2 + (from - m_capacity) * 0.25, text, text, colour);
}

QList<ResourceSpacePainter::Ray> ResourceSpacePainter::drawDemandRays(const UserAggregate &users,
                                                                      bool labelled)
{
    // The aggregate has no ray: its users point every which way.
    const QList<int> &drawn = users.drawn();
    QList<Ray> rays;
    // Beyond a few users the rays are faint solid hairlines without names.
    SegmentsByPen hairlines;
    for (int k = 0; k < drawn.size(); ++k) {
        const User &user = m_scenario.users[drawn[k]];
        const QPointF direction = project(user.demand);
        // The ray leaves the rectangle at the first edge it meets.
        double reach = std::numeric_limits<double>::infinity();
        if (direction.x() > 0)
            reach = std::min(reach, m_capacity.x() / direction.x());
        if (direction.y() > 0)
            reach = std::min(reach, m_capacity.y() / direction.y());
        if (!std::isfinite(reach))
            continue;
        const QPointF end = direction * reach;
        if (labelled) {
            // Dashed lines stay one pixel wide: Qt strokes those fast, wider ones are filled as
            // one polygon per dash.
            QPen pen = makePen(withAlpha(userColor(k), 150), 1.0, Qt::CustomDashLine);
            pen.setDashPattern({3, 5});
            addPolyline(m_plot, {{0, 0}, end}, pen)
                ->setName(
                    m_placer.legendName(ResourceSpacePainterTexts::tr("%1 per task").arg(user.name),
                                        ResourceSpacePainterTexts::tr("%1 per task: %2")
                                            .arg(user.name, amounts(direction))));
        } else {
            hairlines.add(makePen(withAlpha(userColor(k), 70), 1.0), {0, 0}, end);
        }
        m_extent.include(end);
        m_placer.avoidSegment({0, 0}, end);
        rays.append({drawn[k], end, reach});
    }
    hairlines.draw(m_plot);
    return rays;
}

ResourceSpacePainter::Vectors ResourceSpacePainter::drawVectors(const QList<QPointF> &bundles,
                                                                const VectorStyle &style)
{
    const int n = int(bundles.size());
    Vectors vectors;
    for (const QPointF &bundle : bundles) {
        // Two users: both vectors from the origin (the parallelogram); more: head to tail.
        vectors.tails.append(n == 2 ? QPointF() : vectors.sum);
        vectors.sum += bundle;
        vectors.heads.append(vectors.tails.last() + bundle);
    }
    // Many users: a chain of coloured segments, arrow heads would hide it.
    SegmentsByPen chain;
    for (int k = 0; k < n; ++k) {
        const bool frozen = style.frozen.value(k, false);
        if (style.heads || frozen) {
            QCPItemLine *vector = addArrow(m_plot, vectors.tails[k], vectors.heads[k],
                                           vectorPen(k, style.alpha, frozen), style.heads);
            if (frozen)
                vector->setHead(QCPLineEnding(QCPLineEnding::esBar, 14));
        } else {
            chain.add(vectorPen(k, style.alpha, false), vectors.tails[k], vectors.heads[k]);
        }
        m_extent.include(vectors.heads[k]);
        m_placer.avoidSegment(vectors.tails[k], vectors.heads[k]);
    }
    chain.draw(m_plot);
    if (n == 2) {
        // The translated copies close the parallelogram.
        for (int i = 0; i < 2; ++i)
            addArrow(m_plot, vectors.heads[1 - i], vectors.sum,
                     makePen(withAlpha(userColor(i), style.alpha), 1.0, Qt::DashLine));
        m_placer.avoidSegment(vectors.heads[0], vectors.sum);
        m_placer.avoidSegment(vectors.heads[1], vectors.sum);
    }
    return vectors;
}

QCPItemLine *ResourceSpacePainter::drawOthers(QPointF tail, QPointF bundle,
                                              const QString &othersName)
{
    // Chained last: a broad light band under the sum's arrow, which it nearly covers when they
    // are most of the users.
    const QPointF head = tail + bundle;
    QCPItemLine *band =
        addArrow(m_plot, tail, head, makePen(othersColor(), lineWidth::kAggregateBand), false);
    m_extent.include(head);
    m_placer.avoidSegment(tail, head);
    addLegendEntry(m_plot, othersName + ResourceSpacePainterTexts::tr(", together"), Qt::NoPen,
                   othersColor());
    m_placer.add(tail + bundle * 0.55, othersName,
                 ResourceSpacePainterTexts::tr("%1 together:\n%2").arg(othersName, amounts(bundle)),
                 othersColor().darker(170));
    return band;
}

void ResourceSpacePainter::drawSum(QPointF sum, bool feasible)
{
    // A neutral colour: a policy's colour can be a user's too.
    addArrow(m_plot, {}, sum, sumPen(feasible));
    m_placer.avoidSegment({}, sum);
}

} // namespace drf
