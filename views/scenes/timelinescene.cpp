#include "timelinescene.h"

#include "allocationset.h"
#include "onlineset.h"
#include "palette.h"
#include "progressivefilling.h"
#include "useraggregate.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

namespace drf {

namespace {

/// The translation context of the timeline's texts (resources/translations).
struct TimelineSceneTexts
{
    Q_DECLARE_TR_FUNCTIONS(TimelineSceneTexts)
};

/// The share panel takes this much more height than the utilization panel under it.
constexpr double kShareStretch = 1.5;
/// The arrival and departure marks (pixels).
constexpr double kMarkSize = 9.0;
/// Shares closer than this fraction of a panel's highest share draw one line.
constexpr double kSameLine = 0.01;
/// Where users share a line, each draws dashes this long (in line widths) in turn.
constexpr double kTurnDash = 3.0;
/// The cursor's width (points).
constexpr double kCursorWidth = 1.6;

SceneInk userInk(int slot)
{
    return {userColor(slot), QStringLiteral("user%1").arg(slot + 1)};
}

SceneInk ink()
{
    return {inkColor(), QStringLiteral("ink")};
}

SceneInk mutedInk()
{
    return {mutedInkColor(), QStringLiteral("mutedInk")};
}

/// The dashes that tell resources apart on the utilization panel (all in ink).
SceneStroke resourceStroke(int resource)
{
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine,
                                          Qt::DashDotDotLine};
    SceneStroke stroke = solidStroke(ink(), lineWidth::kGuide * 1.4);
    stroke.style = styles[resource % 5];
    return stroke;
}

/// An arrival (`shape` Triangle) or departure (TriangleDown) mark at `point`.
SceneMarker mark(MarkerShape shape, const SceneInk &ink, QPointF point = {})
{
    SceneMarker marker;
    marker.point = point;
    marker.shape = shape;
    marker.ink = ink;
    marker.size = kMarkSize;
    marker.outline = 1.0;
    marker.onLine = true;
    marker.halo = false;
    return marker;
}

/// The segment in force just before `time` (the first when `time` is the start).
int segmentBefore(const OnlineRun &run, double time)
{
    int k = run.segmentAt(time);
    if (k > 0 && run.from(k) >= time)
        --k;
    return k;
}

/// A step line of `value(k)` over the run's segments, held to the horizon.
ScenePath steps(const OnlineRun &run, const std::function<double(int)> &value,
                const SceneStroke &stroke)
{
    ScenePath path;
    path.kind = ScenePath::Kind::Steps;
    path.stroke = stroke;
    const int segments = run.segmentCount();
    path.points.reserve(segments + 1);
    for (int k = 0; k < segments; ++k)
        path.points.append({run.from(k), value(k)});
    path.points.append({run.horizon, path.points.isEmpty() ? 0.0 : path.points.last().y()});
    return path;
}

/// Per segment of the run, the users (slots of `share`'s columns) whose shares lie on one line:
/// sorted by share, neighbours closer than `tolerance` join. Each group lists its slots in
/// drawing order; a user alone on its line has an empty group.
QList<QList<QList<int>>> sharedLines(int segments, int users,
                                     const std::function<double(int, int)> &share, double tolerance)
{
    QList<QList<QList<int>>> groups(segments, QList<QList<int>>(users));
    QList<int> order(users);
    for (int s = 0; s < segments; ++s) {
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(),
                         [&](int a, int b) { return share(s, a) < share(s, b); });
        for (int first = 0; first < users;) {
            int end = first + 1;
            while (end < users && share(s, order[end]) - share(s, order[end - 1]) <= tolerance)
                ++end;
            if (end - first > 1) {
                QList<int> members(order.begin() + first, order.begin() + end);
                std::sort(members.begin(), members.end());
                for (int slot : members)
                    groups[s][slot] = members;
            }
            first = end;
        }
    }
    return groups;
}

/// Users whose shares are equal draw on each other, and the last drawn hides the others: under
/// DRF the usual case (on the seed only B's line would show). Over every stretch where the same
/// users share a line, each draws it again in dashes that take turns, in its own colour: one
/// step line per user and per place in a group of a size, its stretches broken by NaN, all
/// members' dashes starting together.
void addSharedLines(ScenePanel &panel, const OnlineRun &run, int users,
                    const std::function<double(int, int)> &share, double tolerance)
{
    const int segments = run.segmentCount();
    const QList<QList<QList<int>>> groups = sharedLines(segments, users, share, tolerance);
    for (int slot = 0; slot < users; ++slot) {
        std::map<std::pair<int, int>, int> turns; // (group size, place) -> its item
        for (int s = 0; s < segments;) {
            const QList<int> &members = groups[s][slot];
            int end = s + 1;
            while (end < segments && groups[end][slot] == members)
                ++end;
            if (!members.isEmpty()) {
                const int size = int(members.size());
                const int place = int(members.indexOf(slot));
                const auto found = turns.find({size, place});
                int item = found == turns.end() ? -1 : found->second;
                if (item < 0) {
                    ScenePath line;
                    line.kind = ScenePath::Kind::Steps;
                    line.stroke = solidStroke(userInk(slot), lineWidth::kBundle);
                    line.stroke.dashes = {kTurnDash, kTurnDash * (size - 1)};
                    line.stroke.dashOffset = kTurnDash * place;
                    panel.items.append(line);
                    item = int(panel.items.size()) - 1;
                    turns[{size, place}] = item;
                }
                QList<QPointF> &points = std::get<ScenePath>(panel.items[item]).points;
                for (int segment = s; segment < end; ++segment)
                    points.append({run.from(segment), share(segment, slot)});
                const double until = end < segments ? run.from(end) : run.horizon;
                points.append({until, share(end - 1, slot)});
                points.append({until, qQNaN()});
            }
            s = end;
        }
    }
}

/// The marks of user `i` (slot `slot`): where it arrives (if it ever does) and where it leaves
/// or its job ends.
void addMarks(ScenePanel &panel, const Scenario &scenario, const OnlineRun &run, double mu, int i,
              int slot)
{
    const User &user = scenario.users[i];
    if (user.arrive < run.horizon)
        panel.items.append(mark(MarkerShape::Triangle, userInk(slot),
                                {user.arrive, run.tasksOf(run.segmentAt(user.arrive), i) * mu}));
    std::optional<double> gone = run.users[i].finished;
    if (user.leave && (!gone || *user.leave < *gone))
        gone = user.leave;
    if (gone && *gone <= run.horizon && *gone >= user.arrive)
        panel.items.append(mark(MarkerShape::TriangleDown, userInk(slot),
                                {*gone, run.tasksOf(segmentBefore(run, *gone), i) * mu}));
}

/// Draws `run` into its share and utilization panels, the users' lines named in the legend when
/// `named`; returns, per user, its share line's item (-1: not drawn).
QList<int> addRun(FigureScene &scene, ScenePanel &share, ScenePanel &used, const Scenario &scenario,
                  const OnlineRun &run, const QList<int> &drawn, bool named)
{
    const QList<double> mu = dominantSharePerTask(scenario);
    const auto shareOf = [&](int segment, int slot) {
        return run.tasksOf(segment, drawn[slot]) * mu[drawn[slot]];
    };
    QList<int> lines(scenario.userCount(), -1);
    double highest = 0.0;
    for (int slot = 0; slot < drawn.size(); ++slot) {
        const ScenePath line = steps(
            run, [&](int segment) { return shareOf(segment, slot); },
            solidStroke(userInk(slot), lineWidth::kBundle));
        for (const QPointF &point : line.points)
            highest = std::max(highest, point.y());
        lines[drawn[slot]] = int(share.items.size());
        share.items.append(line);
        if (named) // one entry per user, from the first panel
            scene.addLegendSample(line, scenario.users[drawn[slot]].name);
    }
    addSharedLines(share, run, int(drawn.size()), shareOf, kSameLine * highest);
    for (int slot = 0; slot < drawn.size(); ++slot)
        addMarks(share, scenario, run, mu[drawn[slot]], drawn[slot], slot);
    share.y.upper = std::max(highest, 1e-300) * 1.08;

    double fullest = 100.0;
    for (int j = 0; j < scenario.resourceCount(); ++j) {
        const double capacity = scenario.resources[j].capacity;
        const ScenePath line = steps(
            run, [&](int segment) { return 100.0 * run.usageOf(segment, j) / capacity; },
            resourceStroke(j));
        for (const QPointF &point : line.points)
            fullest = std::max(fullest, point.y());
        used.items.append(line);
    }
    used.y.upper = fullest * 1.08;
    return lines;
}

/// The cursor at the set's time (clamped to the runs' `horizon`): across every panel, on screen,
/// and in a figure of the instant the Resource space shows.
ScenePath cursorLine(const OnlineSet &online, double horizon)
{
    const double t = std::clamp(online.time(), 0.0, horizon);
    ScenePath line;
    line.kind = ScenePath::Kind::Straight;
    line.points = {{t, 0.0}, {t, 1.0}};
    line.stroke = solidStroke(online.following() ? ink() : mutedInk(), kCursorWidth);
    line.stroke.style = Qt::DashLine;
    return line;
}

/// What the marks and the dashes mean, once; the dashes go with the first utilization panel.
void addKeys(FigureScene &scene, const Scenario &scenario)
{
    scene.addLegendSample(mark(MarkerShape::Triangle, ink()), TimelineSceneTexts::tr("arrives"));
    scene.addLegendSample(mark(MarkerShape::TriangleDown, ink()),
                          TimelineSceneTexts::tr("leaves or is done"));
    for (int j = 0; j < scenario.resourceCount(); ++j) {
        ScenePath key;
        key.stroke = resourceStroke(j);
        scene.addLegendSample(key,
                              TimelineSceneTexts::tr("%1 used").arg(scenario.resources[j].name), 1);
    }
}

} // namespace

QList<Mechanism> timelineMechanisms(const OnlineSet &online, bool stacked)
{
    if (stacked)
        return QList<Mechanism>(kAllMechanisms.begin(), kAllMechanisms.end());
    return {online.mechanism()};
}

const OnlineRun *drawableRun(const OnlineSet &online, Mechanism mechanism)
{
    const OnlineRun *run = online.run(mechanism);
    return run && run->ok() ? run : nullptr;
}

QString missingRunText(const OnlineSet &online, Mechanism mechanism)
{
    const QString name = mechanismLabel(mechanism, online.policy());
    if (online.isSimulating(mechanism))
        return TimelineSceneTexts::tr("Simulating %1 over time…").arg(name);
    const OnlineRun *run = online.run(mechanism);
    return run && !run->ok() ? QStringLiteral("%1: %2").arg(name, run->error) : QString();
}

TimelineFigure timelineScene(const OnlineSet &online, bool stacked, bool cursor)
{
    TimelineFigure figure;
    FigureScene &scene = figure.scene;
    figure.mechanisms = timelineMechanisms(online, stacked);
    const QList<Mechanism> &mechanisms = figure.mechanisms;
    const Scenario &scenario = online.results()->scenario();
    const auto nameOf = [&online](Mechanism mechanism) {
        return mechanismLabel(mechanism, online.policy());
    };
    scene.title = stacked ? TimelineSceneTexts::tr(
                                "The three mechanisms over time: dominant shares and utilization")
                          : TimelineSceneTexts::tr("%1 over time: dominant shares and utilization")
                                .arg(nameOf(mechanisms[0]));
    scene.panelsLeftOut =
        TimelineSceneTexts::tr("The utilization panels do not fit a figure this small and were "
                               "left out: make the figure taller, or draw one mechanism.");
    scene.x.label = TimelineSceneTexts::tr("time");
    for (const Mechanism mechanism : mechanisms) {
        ScenePanel share;
        share.heading = stacked ? mechanismShortName(mechanism) : QString();
        share.y.label = TimelineSceneTexts::tr("share");
        share.yTicks = stacked ? 2 : 4; // a panel is a few lines of text high
        share.stretch = kShareStretch;
        ScenePanel used;
        used.y.label = TimelineSceneTexts::tr("used (%)");
        used.yTicks = 2;
        used.optional = true;
        scene.panels += {share, used};
        figure.shareLines.append(QList<int>(scenario.userCount(), -1));
    }
    if (scenario.userCount() == 0 || scenario.resourceCount() == 0) {
        scene.title = TimelineSceneTexts::tr("No users: nothing happens over time");
        for (ScenePanel &panel : scene.panels)
            panel.axes = false;
        return figure;
    }
    // The same users in every panel: the largest by their mean share under the first mechanism.
    const OnlineRun *first = drawableRun(online, mechanisms.first());
    const UserAggregate users(scenario.userCount(), [&](int i) {
        return first ? first->users[i].meanDominantShare : 0.0;
    });
    if (users.aggregates())
        scene.title = QStringLiteral("%1 (%2)").arg(
            nameOf(mechanisms.first()), users.note(TimelineSceneTexts::tr("not drawn")));

    double horizon = 0.0;
    for (int k = 0; k < mechanisms.size(); ++k) {
        ScenePanel &share = scene.panels[2 * k];
        ScenePanel &used = scene.panels[2 * k + 1];
        const OnlineRun *run = drawableRun(online, mechanisms[k]);
        if (!run) {
            // Still simulated, or stopped at a limit: said in the panel, in words, without axes.
            share.axes = used.axes = false;
            share.message = missingRunText(online, mechanisms[k]);
            share.messageInk = online.isSimulating(mechanisms[k]) ? mutedInk() : warningInk();
            continue;
        }
        horizon = std::max(horizon, run->horizon);
        figure.shareLines[k] = addRun(scene, share, used, scenario, *run, users.drawn(), k == 0);
    }
    scene.x.upper = horizon > 0.0 ? horizon : 1.0;

    if (cursor)
        scene.add(cursorLine(online, scene.x.upper));
    addKeys(scene, scenario);
    return figure;
}

} // namespace drf
