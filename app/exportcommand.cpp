#include "exportcommand.h"

#include "allocationset.h"
#include "colourscheme.h"
#include "figureexport.h"
#include "figureregistry.h"
#include "plotview.h"
#include "scenariomodel.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <memory>
#include <vector>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct ExportCommandTexts
{
    Q_DECLARE_TR_FUNCTIONS(ExportCommandTexts)
};

constexpr double kDefaultWidth = 800;
constexpr double kDefaultAspect = 0.75;  ///< height / width when only one is given
constexpr double kDefaultTexWidth = 8.0; ///< centimetres

void writeText(QIODevice &device, const QString &text)
{
    device.write(text.toUtf8());
}

/// Size, unit and density from the command line.
ExportSettings settingsFor(const CommandLine &line)
{
    ExportSettings settings;
    // A LaTeX figure of no given size: one column of a page.
    const bool tex = formatFromPath(line.exportPath) == FigureFormat::Tex;
    settings.unit = line.centimetres || (tex && !line.width && !line.height)
                        ? ExportSettings::Unit::Centimetres
                        : ExportSettings::Unit::Pixels;
    const bool centimetres = settings.unit == ExportSettings::Unit::Centimetres;
    double width = centimetres ? (tex ? kDefaultTexWidth : 16.0) : kDefaultWidth;
    double height = width * kDefaultAspect;
    if (line.width && line.height) {
        width = *line.width;
        height = *line.height;
    } else if (line.width) {
        width = *line.width;
        height = width * kDefaultAspect;
    } else if (line.height) {
        height = *line.height;
        width = height / kDefaultAspect;
    }
    settings.size = QSizeF(width, height);
    settings.dpi = line.dpi.value_or(96);
    settings.style = line.style;
    settings.standalone = line.standalone;
    return settings;
}

bool write(const PlotView *view, const QString &path, ExportSettings settings, FigureFormat format,
           QIODevice &err)
{
    settings.format = format;
    QString error;
    QStringList notes;
    if (exportView(view, path, settings, &error, &notes)) {
        for (const QString &note : qAsConst(notes))
            writeText(err, ExportCommandTexts::tr("drfviz: %1: %2\n")
                               .arg(QDir::toNativeSeparators(path), note));
        return true;
    }
    writeText(err, QStringLiteral("drfviz: %1\n").arg(error));
    return false;
}

} // namespace

int runExport(const CommandLine &commandLine, QIODevice &err)
{
    const std::optional<Scenario> scenario = commandScenario(commandLine, err);
    if (!scenario)
        return kExitUsage;
    ScenarioModel model;
    model.resetScenario(*scenario);
    AllocationSet results(&model);
    results.setTaskMode(commandLine.mode);
    const ExportSettings settings = settingsFor(commandLine);

    if (commandLine.command == Command::Export) {
        // No --policy (all six listed): DRF, the program's subject.
        results.setSelectedPolicy(commandLine.policies.size() == 1 ? commandLine.policies.first()
                                                                   : PolicyId::Drf);
        results.setCompareMode(commandLine.compare);
        const std::unique_ptr<PlotView> view =
            createFigure(commandLine.view, &results, commandLine.figureOptions);
        if (commandLine.style.screenColours)
            view->setPalette(darkPalette());
        const FigureFormat format =
            formatFromPath(commandLine.exportPath).value_or(FigureFormat::Png);
        return write(view.get(), commandLine.exportPath, settings, format, err) ? kExitOk
                                                                                : kExitOutputError;
    }

    // --export-dir: VIEW-POLICY.EXT for every view, policy (and compare) and format.
    const QDir dir(commandLine.exportDir);
    if (!dir.mkpath(QStringLiteral("."))) {
        writeText(err, ExportCommandTexts::tr("drfviz: cannot write %1: cannot create the folder\n")
                           .arg(QDir::toNativeSeparators(commandLine.exportDir)));
        return kExitOutputError;
    }
    std::vector<std::pair<QString, std::unique_ptr<PlotView>>> views;
    for (const FigureEntry &figure : figureRegistry())
        views.emplace_back(QLatin1String(figure.name),
                           figure.create(&results, commandLine.figureOptions));
    if (commandLine.style.screenColours) {
        for (const auto &named : views)
            named.second->setPalette(darkPalette());
    }
    QList<std::optional<PolicyId>> selections(kAllPolicies.cbegin(), kAllPolicies.cend());
    selections.append(std::nullopt); // compare
    for (const std::optional<PolicyId> &policy : selections) {
        results.setSelectedPolicy(policy.value_or(PolicyId::Drf));
        results.setCompareMode(!policy);
        const QString policyName = policy ? policyKey(*policy) : QStringLiteral("compare");
        for (const auto &[viewName, view] : views) {
            for (FigureFormat format : {FigureFormat::Png, FigureFormat::Pdf, FigureFormat::Svg}) {
                const QString path = dir.filePath(
                    QStringLiteral("%1-%2.%3").arg(viewName, policyName, formatSuffix(format)));
                if (!write(view.get(), path, settings, format, err))
                    return kExitOutputError;
            }
        }
    }
    return kExitOk;
}

int runExportApplication(int &argc, char *argv[])
{
    // Widgets need a QApplication, which needs a platform: without a display, draw offscreen.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Scripts and CI run without a session: give Qt a private runtime folder rather than a
    // warning on stderr about the missing one.
    QTemporaryDir runtimeDir;
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR") && runtimeDir.isValid())
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtimeDir.path()));
    // Parsed before QApplication, which would take --style (its widget style) for itself: here
    // it is the figure's style, and Qt gets the arguments without it.
    const CommandLineParse parsed = parseCommandLine(argumentsFromArgv(argc, argv));
    std::vector<char *> qtArguments;
    for (int i = 0; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument == "--style" || argument == "-style")
            ++i; // and its value
        else if (!argument.startsWith("--style=") && !argument.startsWith("-style="))
            qtArguments.push_back(argv[i]);
    }
    int qtArgc = int(qtArguments.size());
    qtArguments.push_back(nullptr);
    QApplication app(qtArgc, qtArguments.data());
    // The figures and the messages in --lang's language, or the system's.
    const Translation translation(parsed.ok() && parsed.commandLine->language
                                      ? *parsed.commandLine->language
                                      : systemLanguage());
    QFile err;
    if (!err.open(stderr, QIODevice::WriteOnly))
        return kExitOutputError;
    if (!parsed.ok()) {
        writeText(err, usageErrorText(parsed.error));
        return kExitUsage;
    }
    return runExport(*parsed.commandLine, err);
}

} // namespace drf
