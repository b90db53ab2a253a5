#include "reportcommand.h"

#include "report.h"
#include "simulatecommand.h"
#include "translation.h"

#include <QCoreApplication>
#include <QIODevice>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct ReportCommandTexts
{
    Q_DECLARE_TR_FUNCTIONS(ReportCommandTexts)
};

bool writeAll(QIODevice &device, const QByteArray &bytes)
{
    return device.write(bytes) == bytes.size();
}

bool writeText(QIODevice &device, const QString &text)
{
    return writeAll(device, text.toUtf8());
}

} // namespace

int runReport(const CommandLine &commandLine, QIODevice &out, QIODevice &err)
{
    const std::optional<Scenario> scenario = commandScenario(commandLine, err);
    if (!scenario)
        return kExitUsage;
    const SourceLanguageScope english; // the report is English whatever --lang says
    if (!writeScenarioReport(*scenario, commandLine.policies, commandLine.mode,
                             commandLine.manipulation, out)) {
        writeText(
            err,
            ReportCommandTexts::tr("drfviz: cannot write the report: %1\n").arg(out.errorString()));
        return kExitOutputError;
    }
    return kExitOk;
}

int runHeadless(const QStringList &arguments, QIODevice &out, QIODevice &err)
{
    const CommandLineParse parsed = parseCommandLine(arguments);
    if (!parsed.ok()) {
        writeText(err, usageErrorText(parsed.error));
        return kExitUsage;
    }
    switch (parsed.commandLine->command) {
    case Command::Help:
        return writeText(out, usageText()) ? kExitOk : kExitOutputError;
    case Command::Version:
        return writeText(out, versionText()) ? kExitOk : kExitOutputError;
    case Command::Report:
        return runReport(*parsed.commandLine, out, err);
    case Command::Simulate:
        return runSimulate(*parsed.commandLine, out, err);
    case Command::Gui:
    case Command::Export: // main() runs those with a QApplication: runExportApplication()
    case Command::ExportDir:
        break;
    }
    writeText(err, usageErrorText(ReportCommandTexts::tr("nothing to do without a window")));
    return kExitUsage;
}

} // namespace drf
