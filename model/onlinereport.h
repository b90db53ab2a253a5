#pragma once

#include "onlinesimulation.h"
#include "scenario.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QList>

namespace drf {

/// One mechanism's run as JSON: {"id", "name", "policy" (recompute only), "horizon",
/// "segments": [{"from", "to", "tasks": [per user, in scenario order], "usage": [per
/// resource]}], "users": [{"name", "arrive", "leave", "finished", "waited",
/// "meanDominantShare", "preempted", "tasksFinished"}], "utilization": [per resource]}.
/// Absent times (no leave, a job that never ended, a user that never held a task) are null.
/// `run` must be ok().
QJsonObject onlineRunJson(const Scenario &scenario, const OnlineRun &run);

/// The document of `drfviz --simulate`: {"scenario": title, "mechanisms": [onlineRunJson() of
/// each run, in order]}.
QJsonDocument onlineReport(const Scenario &scenario, const QList<OnlineRun> &runs);

} // namespace drf
