#include "resourceplane.h"

#include "palette.h"
#include "readablenumber.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>
#include <map>
#include <utility>

namespace drf {

namespace {

/// The translation context of the resource space's texts (resources/translations).
struct ResourceSpaceTexts
{
    Q_DECLARE_TR_FUNCTIONS(ResourceSpaceTexts)
};

QColor withAlpha(QColor colour, int alpha)
{
    colour.setAlpha(alpha);
    return colour;
}

/// A straight piece of a line from `from` to `to`.
ScenePath segment(QPointF from, QPointF to, const SceneStroke &stroke, bool head)
{
    ScenePath path;
    path.kind = ScenePath::Kind::Segment;
    path.points = {from, to};
    path.stroke = stroke;
    path.arrowHead = head;
    return path;
}

/// Many plain segments (no heads, no names) as one line per colour and width instead of one
/// item each, a point of NaNs between two segments leaving a gap; in the order of their
/// colours (QRgb) and widths, as the plot has always drawn them. Not in the legend.
class SegmentsByInk
{
public:
    void add(const SceneStroke &stroke, QPointF from, QPointF to)
    {
        constexpr double kGap = std::numeric_limits<double>::quiet_NaN();
        ScenePath &path = m_paths[{stroke.ink.colour.rgba(), stroke.width}];
        if (path.points.isEmpty())
            path.stroke = stroke;
        else
            path.points.append({kGap, kGap});
        path.points.append(from);
        path.points.append(to);
    }

    void addTo(FigureScene &scene) const
    {
        for (const auto &[key, path] : m_paths)
            scene.add(path);
    }

private:
    std::map<std::pair<QRgb, double>, ScenePath> m_paths;
};

/// "user" and the ASCII letters and digits of `text`, with a number when that is taken.
QString uniqueInkName(const QString &text, const QStringList &taken)
{
    const QString prefix = QStringLiteral("user");
    QString name = prefix;
    for (const QChar character : text) {
        if (character.unicode() < 0x80 && character.isLetterOrNumber())
            name += character;
    }
    QString unique = name;
    for (int k = 2; unique == prefix || taken.contains(unique); ++k)
        unique = name + QString::number(k);
    return unique;
}

} // namespace

ResourcePlane::ResourcePlane(FigureScene &scene, const Scenario &scenario, int x, int y,
                             const QList<int> &drawn)
    : m_scene(scene), m_scenario(scenario), m_x(x), m_y(y), m_drawn(drawn),
      m_capacity(scenario.resources[x].capacity, x == y ? 0.0 : scenario.resources[y].capacity)
{
    for (int user : drawn)
        m_inkNames.append(uniqueInkName(scenario.users[user].name, m_inkNames));
}

QPointF ResourcePlane::project(const QList<double> &amounts) const
{
    return {amounts[m_x], single() ? 0.0 : amounts[m_y]};
}

QString ResourcePlane::name(int resource) const
{
    return m_scenario.resources[resource].name;
}

QString ResourcePlane::amounts(QPointF point) const
{
    const QString first = QStringLiteral("%1 %2").arg(readableDecimal(point.x()), name(m_x));
    return single() ? first
                    : QStringLiteral("%1, %2 %3").arg(first, readableDecimal(point.y()), name(m_y));
}

SceneInk ResourcePlane::userInk(int k, int alpha) const
{
    return {withAlpha(userColor(k), alpha), m_inkNames.value(k)};
}

SceneStroke ResourcePlane::vectorStroke(int k, int alpha, bool frozen) const
{
    return solidStroke(userInk(k, alpha), frozen ? lineWidth::kFrozenBundle : lineWidth::kBundle);
}

SceneStroke ResourcePlane::sumStroke(bool feasible)
{
    SceneStroke stroke = solidStroke(
        feasible ? SceneInk{softInkColor(), QStringLiteral("sum")} : warningInk(), lineWidth::kSum);
    stroke.style = feasible ? Qt::SolidLine : Qt::DashLine;
    return stroke;
}

SceneStroke ResourcePlane::capacityStroke()
{
    return solidStroke({mutedInkColor(), QStringLiteral("capacity")}, lineWidth::kOutline);
}

SceneInk ResourcePlane::fullInk()
{
    return {inkColor(), QStringLiteral("ink")};
}

void ResourcePlane::addCapacity(QPointF corner, QPointF opposite, const SceneStroke &outline)
{
    SceneBox box;
    box.corner = corner;
    box.opposite = opposite;
    box.stroke = outline;
    box.fill = SceneInk{capacityFillColor(), QStringLiteral("capacityfill")};
    box.crisp = true;
    box.layer = SceneLayer::UnderGrid;
    m_scene.add(box);
    m_scene.legend.append({-1, ResourceSpaceTexts::tr("capacity (%1)").arg(amounts(m_capacity)),
                           box, std::nullopt, -1, ResourceSpaceTexts::tr("capacity")});
    m_extent.include(corner);
    m_extent.include(opposite);
}

void ResourcePlane::addCapacity()
{
    addCapacity({0, 0}, m_capacity, capacityStroke());
}

void ResourcePlane::addFullEdge(bool xAxis, const QString &text, const SceneInk &ink)
{
    const QPointF from = xAxis ? QPointF(m_capacity.x(), 0) : QPointF(0, m_capacity.y());
    m_scene.add(segment(from, m_capacity, solidStroke(ink, lineWidth::kFullEdge), false));
    m_scene.avoidSegment(from, m_capacity);
    m_scene.addLabel((from + m_capacity) / 2 + (from - m_capacity) * 0.25, text, text, ink);
}

QList<ResourcePlane::Ray> ResourcePlane::addDemandRays(bool labelled)
{
    // The users folded together have no ray: they point every which way.
    QList<Ray> rays;
    // Beyond a few users the rays are faint solid hairlines without names.
    SegmentsByInk hairlines;
    for (int k = 0; k < m_drawn.size(); ++k) {
        const User &user = m_scenario.users[m_drawn[k]];
        const QPointF direction = project(user.demand);
        // The ray leaves the box at the first edge it meets.
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
            ScenePath ray;
            ray.points = {{0, 0}, end};
            ray.stroke = solidStroke(userInk(k, 150), 1.0);
            ray.stroke.style = Qt::CustomDashLine;
            ray.stroke.dashes = {3, 5};
            m_scene.legend.append(
                {m_scene.add(ray),
                 ResourceSpaceTexts::tr("%1 per task: %2").arg(user.name, amounts(direction)),
                 std::nullopt, std::nullopt, -1,
                 ResourceSpaceTexts::tr("%1 per task").arg(user.name)});
        } else {
            hairlines.add(solidStroke(userInk(k, 70), 1.0), {0, 0}, end);
        }
        m_extent.include(end);
        m_scene.avoidSegment({0, 0}, end);
        rays.append({m_drawn[k], end, reach});
    }
    hairlines.addTo(m_scene);
    return rays;
}

ResourcePlane::Vectors ResourcePlane::addVectors(const QList<QPointF> &bundles,
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
    SegmentsByInk chain;
    for (int k = 0; k < n; ++k) {
        const bool frozen = style.frozen.value(k, false);
        if (style.heads || frozen) {
            ScenePath vector = segment(vectors.tails[k], vectors.heads[k],
                                       vectorStroke(k, style.alpha, frozen), style.heads);
            if (frozen)
                vector.bars = SceneBarEnds{14, false};
            m_scene.add(vector);
        } else {
            chain.add(vectorStroke(k, style.alpha), vectors.tails[k], vectors.heads[k]);
        }
        m_extent.include(vectors.heads[k]);
        m_scene.avoidSegment(vectors.tails[k], vectors.heads[k]);
    }
    chain.addTo(m_scene);
    if (n == 2) {
        // The translated copies close the parallelogram.
        for (int i = 0; i < 2; ++i) {
            SceneStroke copy = solidStroke(userInk(i, style.alpha), 1.0);
            copy.style = Qt::DashLine;
            m_scene.add(segment(vectors.heads[1 - i], vectors.sum, copy, true));
        }
        m_scene.avoidSegment(vectors.heads[0], vectors.sum);
        m_scene.avoidSegment(vectors.heads[1], vectors.sum);
    }
    return vectors;
}

QPointF ResourcePlane::addOthers(QPointF tail, QPointF bundle, const QString &othersName)
{
    // Chained last: a broad light band under the sum's arrow, which it nearly covers when they
    // are most of the users.
    const QPointF head = tail + bundle;
    const SceneInk others{othersColor(), QStringLiteral("others")};
    m_scene.add(segment(tail, head, solidStroke(others, lineWidth::kAggregateBand), false));
    m_extent.include(head);
    m_scene.avoidSegment(tail, head);
    SceneBox swatch;
    swatch.stroke.style = Qt::NoPen;
    swatch.fill = others;
    m_scene.addLegend(swatch, othersName + ResourceSpaceTexts::tr(", together"));
    m_scene.addLabel(tail + bundle * 0.55, othersName,
                     ResourceSpaceTexts::tr("%1 together:\n%2").arg(othersName, amounts(bundle)),
                     {othersColor().darker(170), QStringLiteral("othersText")});
    return head;
}

void ResourcePlane::addSum(QPointF sum, bool feasible)
{
    // A neutral colour: a policy's colour can be a user's too.
    m_scene.add(segment({}, sum, sumStroke(feasible), true));
    m_scene.avoidSegment({}, sum);
}

} // namespace drf
