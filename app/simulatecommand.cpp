#include "simulatecommand.h"

#include "jsonwriter.h"
#include "onlinereport.h"
#include "onlinesimulation.h"
#include "translation.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QJsonDocument>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct SimulateCommandTexts
{
    Q_DECLARE_TR_FUNCTIONS(SimulateCommandTexts)
};

} // namespace

int runSimulate(const CommandLine &commandLine, QIODevice &out, QIODevice &err)
{
    const std::optional<Scenario> scenario = commandScenario(commandLine, err);
    if (!scenario)
        return kExitUsage;
    const PolicyId policy =
        commandLine.policies.isEmpty() ? PolicyId::Drf : commandLine.policies.constFirst();
    // The document is English with decimal points whatever --lang says.
    const SourceLanguageScope english;
    QList<OnlineRun> runs;
    for (Mechanism mechanism : commandLine.mechanisms) {
        OnlineRun run = simulateOnline(*scenario, mechanism, policy);
        if (!run.ok()) {
            err.write(SimulateCommandTexts::tr("drfviz: %1: %2\n")
                          .arg(mechanismKey(mechanism), run.error)
                          .toUtf8());
            return kExitUsage;
        }
        runs.append(std::move(run));
    }
    // Qt's bytes, written as they are made (Qt's own writer copies its buffer over and over).
    if (!writeIndentedJson(onlineReport(*scenario, runs), out)) {
        err.write(SimulateCommandTexts::tr("drfviz: cannot write the simulation: %1\n")
                      .arg(out.errorString())
                      .toUtf8());
        return kExitOutputError;
    }
    return kExitOk;
}

} // namespace drf
