#include "fillingscene.h"

#include "numberformat.h"
#include "palette.h"
#include "readablenumber.h"
#include "resourceplane.h"
#include "useraggregate.h"

#include <QCoreApplication>

#include <algorithm>

namespace drf {

namespace {

/// The translation context of the filling's texts (resources/translations).
struct FillingTexts
{
    Q_DECLARE_TR_FUNCTIONS(FillingTexts)
};

/// A full edge's label names this many blocked users, then says how many more.
constexpr int kNamedBlocked = 3;

/// Why each user is not growing ("frozen: GPU full"), empty for a growing one.
QStringList stoppedTexts(const Scenario &scenario, const FillingFrame &frame)
{
    QStringList texts;
    for (int i = 0; i < frame.reasons.size(); ++i) {
        const int j = frame.stoppingResource[i];
        const QString resource = j >= 0 ? scenario.resources[j].name : QString();
        switch (frame.reasons[i]) {
        case FreezeReason::Growing:
            texts.append(QString());
            break;
        case FreezeReason::Saturated:
            texts.append(frame.stepwise ? FillingTexts::tr("blocked by %1").arg(resource)
                                        : FillingTexts::tr("frozen: %1 full").arg(resource));
            break;
        case FreezeReason::StoppedByRule:
            texts.append(FillingTexts::tr("stopped: equal shares"));
            break;
        case FreezeReason::Cap:
            texts.append(frame.stepwise ? FillingTexts::tr("at its cap")
                                        : FillingTexts::tr("frozen: at its cap"));
            break;
        }
    }
    return texts;
}

/// Per resource: what its full edge says ("GPU full at share 2/3"), empty when not full.
QStringList fullTexts(const Scenario &scenario, const FillingFrame &frame)
{
    QStringList texts;
    for (int j = 0; j < scenario.resourceCount(); ++j) {
        const QString name = scenario.resources[j].name;
        if (!frame.full.value(j)) {
            texts.append(QString());
        } else if (!frame.stepwise) {
            texts.append(FillingTexts::tr("%1 full at share %2")
                             .arg(name, readableNumber(frame.fullAtLevel[j])));
        } else {
            const QList<int> &blocked = frame.blockedUsers[j];
            QStringList names;
            for (int k = 0; k < std::min(int(blocked.size()), kNamedBlocked); ++k)
                names.append(scenario.users[blocked[k]].name);
            QString text = names.join(QStringLiteral(", "));
            if (blocked.size() > kNamedBlocked)
                text += FillingTexts::tr(" and %1 more")
                            .arg(formatCount(int(blocked.size()) - kNamedBlocked));
            texts.append(FillingTexts::tr("%1 full: %2 blocked").arg(name, text));
        }
    }
    return texts;
}

/// The title: the policy and the position, the full resources off the axes, the users folded
/// together.
QString title(const FillingReplay &replay, PolicyId policy, const FillingFrame &frame,
              const QStringList &full, const ResourcePlane &plane, const UserAggregate &users)
{
    const QString name = shortPolicyName(policy);
    const QString position = replay.positionText(frame);
    QString text = frame.stepwise
                       ? FillingTexts::tr("%1, whole tasks: %2").arg(name, position)
                       : FillingTexts::tr("%1 progressive filling: %2").arg(name, position);
    // Full resources off the axes are named under the title.
    QStringList offAxes;
    for (int j = 0; j < full.size(); ++j) {
        if (j != plane.x() && j != plane.y() && !full[j].isEmpty())
            offAxes.append(full[j]);
    }
    if (!offAxes.isEmpty())
        text += QLatin1Char('\n') + offAxes.join(QStringLiteral("; "));
    if (users.aggregates())
        text += QLatin1Char('\n') + users.note(FillingTexts::tr("as one grey band"));
    return text;
}

/// The users' vectors grown so far (stopped ones thicker, with a bar at the head), the users
/// folded together, the sum and the users' labels.
void addVectors(ResourcePlane &plane, const FillingFrame &frame, const UserAggregate &users,
                bool labelled, FillingFigure &figure)
{
    const Scenario &scenario = plane.scenario();
    const QStringList stopped = stoppedTexts(scenario, frame);
    const QList<int> &drawn = users.drawn();
    QList<QPointF> bundles;
    ResourcePlane::VectorStyle style;
    style.heads = labelled;
    for (int i : drawn) {
        bundles.append(plane.project(scenario.users[i].demand) * frame.tasks[i]);
        style.frozen.append(!stopped[i].isEmpty());
    }
    const ResourcePlane::Vectors vectors = plane.addVectors(bundles, style);
    for (int k = 0; k < drawn.size(); ++k)
        figure.vectors.append({vectors.tails[k], vectors.heads[k]});
    QPointF sum = vectors.sum;
    if (users.aggregates()) {
        QPointF others;
        for (int i : users.others())
            others += plane.project(scenario.users[i].demand) * frame.tasks[i];
        sum = plane.addOthers(sum, others, users.othersName());
    }
    if (scenario.userCount() >= 2)
        plane.addSum(sum);
    if (!labelled)
        return;
    for (int k = 0; k < drawn.size(); ++k) {
        const int i = drawn[k];
        const QString state = stopped[i].isEmpty() ? FillingTexts::tr("growing") : stopped[i];
        figure.scene.addLabel(
            (vectors.tails[k] + vectors.heads[k]) / 2, scenario.users[i].name,
            QStringLiteral("%1: %2, %3")
                .arg(scenario.users[i].name, readableTasks(frame.tasks[i]), state),
            plane.userInk(k));
    }
}

} // namespace

FillingFigure fillingScene(const FillingReplay &replay, PolicyId policy, FillingPosition position,
                           int x, int y)
{
    FillingFigure figure;
    FigureScene &scene = figure.scene;
    const Scenario &scenario = replay.scenario();
    const int n = scenario.userCount();
    const int m = scenario.resourceCount();
    if (n == 0 || m == 0 || !replay.isValid()) {
        scene.title = n == 0 ? FillingTexts::tr("No users: nothing to fill")
                             : FillingTexts::tr("Nothing to fill");
        return figure;
    }
    x = std::clamp(x, 0, m - 1);
    y = std::clamp(y, 0, m - 1);
    const FillingFrame frame = replay.frameAt(position);
    const QList<double> finalTasks = replay.finalTasks();
    // The largest final bundles on the axes are drawn one by one, the others as one band.
    const auto finalBundle = [&](int i) {
        const QList<double> &demand = scenario.users[i].demand;
        const double tasks = finalTasks.value(i);
        return QPointF(demand[x] * tasks, x == y ? 0.0 : demand[y] * tasks);
    };
    const UserAggregate users(n, [&](int i) {
        const QPointF bundle = finalBundle(i);
        return bundle.x() / scenario.resources[x].capacity +
               (x == y ? 0.0 : bundle.y() / scenario.resources[y].capacity);
    });
    ResourcePlane plane(scene, scenario, x, y, users.drawn());
    const QStringList full = fullTexts(scenario, frame);
    scene.title = title(replay, policy, frame, full, plane, users);
    scene.x.label = plane.name(x);
    scene.y.label = x == y ? QString() : plane.name(y);

    plane.addCapacity();
    for (const bool xAxis : {true, false}) {
        const int j = xAxis ? x : y;
        if (!full[j].isEmpty() && (xAxis || x != y))
            plane.addFullEdge(xAxis, full[j], ResourcePlane::fullInk());
    }
    const bool labelled = n <= ResourcePlane::kLabelledUsers;
    plane.addDemandRays(labelled);

    addVectors(plane, frame, users, labelled, figure);

    // The axes hold the whole filling, so they stay put while it plays.
    for (int i = 0; i < n; ++i) {
        figure.end += finalBundle(i);
        if (users.drawn().contains(i))
            plane.extent().include(finalBundle(i));
    }
    plane.extent().include(figure.end);
    // Where the filling ends, as a hollow grey outline of the policy's marker until it gets there.
    SceneMarker end;
    end.point = figure.end;
    end.shape = policyMarkShape(policy);
    end.ink = {markerOutlineColor(), QStringLiteral("fillingEnd")};
    end.outline = 1.4;
    end.size = 11;
    end.halo = false; // its outline alone: where something will be
    end.hollow = true;
    scene.addLegend(scene.add(end), FillingTexts::tr("where the filling ends"));
    scene.avoidPoint(figure.end, 7);
    plane.extent().applyTo(scene, 0.1);
    return figure;
}

} // namespace drf
