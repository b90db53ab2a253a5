// Scenario files and edits at the limits: rejecting documents with tens of thousands of problems,
// loading and validating the largest valid scenario, and one edit of a 10,000-user model (the
// shared rules scan every name). Prints the best of several runs; no assertions.
#include "scenariofile.h"
#include "scenariomodel.h"
#include "validation.h"

#include <QElapsedTimer>
#include <QTextStream>
#include <QUndoStack>

#include <functional>
#include <limits>

using namespace drf;

namespace {

/// The fastest of `runs` runs of `work`, in milliseconds.
double bestOf(int runs, const std::function<void()> &work)
{
    double best = std::numeric_limits<double>::infinity();
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        work();
        best = std::min(best, double(timer.nsecsElapsed()) / 1e6);
    }
    return best;
}

QByteArray document(const QByteArray &user, int users)
{
    QByteArrayList list;
    for (int i = 0; i < users; ++i)
        list.append(user);
    return R"({"resources": [{"name": "CPU", "capacity": 1}], "users": [)" + list.join(", ") + "]}";
}

Scenario largest()
{
    Scenario s;
    for (int j = 0; j < kMaxResources; ++j)
        s.resources.append({QStringLiteral("Resource %1").arg(j), 1e6 / (j + 3), kDefaultPrice});
    for (int i = 0; i < kMaxUsers; ++i) {
        QList<double> demand;
        for (int j = 0; j < kMaxResources; ++j)
            demand.append(1.0 + (i * 7 + j * 3) % 11 / 3.0);
        s.users.append({QStringLiteral("User %1").arg(i), demand, 1.0, std::nullopt});
    }
    return s;
}

} // namespace

int main()
{
    QTextStream out(stdout);
    // `detail` is read after `work` has run.
    const auto report = [&out](const char *what, int runs, const std::function<void()> &work,
                               const std::function<QString()> &detail) {
        const double ms = bestOf(runs, work);
        out << QStringLiteral("%1: %2 ms (%3)\n")
                   .arg(QLatin1String(what))
                   .arg(ms, 0, 'f', 2)
                   .arg(detail());
    };

    LoadResult result;
    const auto problems = [&result] {
        return QStringLiteral("%1 listed, %2")
            .arg(result.errors.size())
            .arg(result.moreErrorsText(result.errors.size()));
    };
    const QByteArray notObjects = document("5", 20000);
    report(
        "20,000 users that are not objects", 5, [&] { result = parseScenarioJson(notObjects); },
        problems);
    const QByteArray badFields =
        document(R"({"name": "", "demand": [-1, "x"], "weight": 0})", 20000);
    report(
        "20,000 users with bad fields", 5, [&] { result = parseScenarioJson(badFields); },
        problems);
    const QByteArray badWithinLimit =
        document(R"({"name": "", "demand": [1], "weight": 0})", kMaxUsers);
    report(
        "10,000 users, 2 problems each", 5, [&] { result = parseScenarioJson(badWithinLimit); },
        problems);

    const Scenario big = largest();
    const QByteArray json = scenarioToJson(big);
    report(
        "parse the largest valid scenario", 5, [&] { result = parseScenarioJson(json); },
        [&] {
            return QStringLiteral("%1 bytes, %2")
                .arg(json.size())
                .arg(result.ok() ? "valid" : "INVALID");
        });
    QList<ValidationIssue> issues;
    report(
        "validate it", 5, [&] { issues = validateScenario(big); },
        [&] { return QStringLiteral("%1 issues").arg(issues.size()); });

    ScenarioModel model;
    model.resetScenario(big);
    int step = 0;
    const auto undoSteps = [&model] {
        return QStringLiteral("%1 undo steps").arg(model.undoStack()->count());
    };
    report(
        "rename one of 10,000 users", 20,
        [&] { model.setUserName(5000, QStringLiteral("Renamed %1").arg(step++)); }, undoSteps);
    report(
        "change a demand of one of 10,000 users", 20,
        [&] { model.setDemand(5000, 3, 2.0 + step++ % 7); }, undoSteps);
    return 0;
}
