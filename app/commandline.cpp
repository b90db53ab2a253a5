#include "commandline.h"

#include "commandlineoptions.h"
#include "figureexport.h"
#include "scenariofile.h"

#include <QIODevice>

#include <algorithm>

namespace drf {

namespace {

QString validPolicyKeys()
{
    QStringList keys;
    for (PolicyId id : kAllPolicies)
        keys.append(policyKey(id));
    return keys.join(QStringLiteral(", "));
}

CommandLineParse failure(const QString &error)
{
    return {std::nullopt, error};
}

/// FILE or --preset NAME (for a window-less command, instead of FILE) into `line`; an error
/// text or empty. A preset's name is checked when the scenario is loaded (commandScenario()).
QString parseScenarioSource(const QCommandLineParser &parser, const CommandLineOptions &options,
                            CommandLine &line)
{
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1)
        return CommandLineTexts::tr("only one scenario FILE is allowed, got '%1' and '%2'")
            .arg(files.at(0), files.at(1));
    if (!files.isEmpty()) {
        if (files.constFirst().isEmpty())
            return CommandLineTexts::tr("the scenario FILE is an empty string");
        line.scenarioFile = files.constFirst();
    }
    if (!parser.isSet(options.preset))
        return {};
    if (line.command == Command::Gui)
        return CommandLineTexts::tr(
            "option '--preset' needs '--report', '--simulate' or '--export'");
    if (line.scenarioFile)
        return CommandLineTexts::tr("give a scenario FILE or '--preset', not both");
    line.preset = parser.value(options.preset);
    return {};
}

/// The whole command line of --simulate: FILE or --preset, --mechanism, one --policy.
QString parseSimulateOptions(const QCommandLineParser &parser, const CommandLineOptions &options,
                             CommandLine &line)
{
    for (const QCommandLineOption &option : options.all()) {
        if (option.names() != options.policy.names() && parser.isSet(option))
            return CommandLineTexts::tr("'--simulate' takes no option '--%1'")
                .arg(option.names().constLast());
    }
    if (QString error = parseScenarioSource(parser, options, line); !error.isEmpty())
        return error;
    for (const QString &key : parser.values(options.mechanism)) {
        const std::optional<Mechanism> mechanism = mechanismFromKey(key);
        if (!mechanism)
            return CommandLineTexts::tr("unknown mechanism '%1' (valid: %2)")
                .arg(key, mechanismKeys());
        if (!line.mechanisms.contains(*mechanism))
            line.mechanisms.append(*mechanism);
    }
    if (line.mechanisms.isEmpty())
        line.mechanisms = QList<Mechanism>(kAllMechanisms.cbegin(), kAllMechanisms.cend());
    const QStringList policies = parser.values(options.policy);
    if (policies.size() > 1)
        return QStringLiteral("recompute has one static policy: give '--policy' once");
    line.policies = {PolicyId::Drf};
    if (!policies.isEmpty()) {
        const std::optional<PolicyId> policy = policyFromKey(policies.constFirst());
        if (!policy)
            return CommandLineTexts::tr("unknown policy '%1' (valid: %2)")
                .arg(policies.constFirst(), validPolicyKeys());
        line.policies = {*policy};
    }
    return {};
}

/// The command (--report, --simulate, --export OUT or --export-dir DIR, at most one; else the
/// window) into `line`, with what --export and --export-dir take with them; an error text or
/// empty. --simulate's own options are read apart (parseSimulateOptions()).
QString parseCommand(const QCommandLineParser &parser, const CommandLineOptions &options,
                     CommandLine &line)
{
    const int commands = int(parser.isSet(options.report)) + int(parser.isSet(options.exportFile)) +
                         int(parser.isSet(options.exportDir)) + int(parser.isSet(options.simulate));
    if (commands > 1)
        return CommandLineTexts::tr(
            "give only one of '--report', '--simulate', '--export' and '--export-dir'");
    if (parser.isSet(options.report))
        line.command = Command::Report;
    if (parser.isSet(options.simulate)) {
        line.command = Command::Simulate;
        return {};
    }
    if (parser.isSet(options.mechanism) && !parser.isSet(options.exportFile))
        return CommandLineTexts::tr("option '--mechanism' needs '--simulate' or '--view %1'")
            .arg(QLatin1String(figureTaking(FigureParameter::Mechanism).name));
    if (parser.isSet(options.exportFile)) {
        line.command = Command::Export;
        line.exportPath = parser.value(options.exportFile);
        if (!formatFromPath(line.exportPath))
            return CommandLineTexts::tr("unknown figure format '%1': OUT must end in .png, "
                                        ".pdf, .svg or .tex")
                .arg(line.exportPath);
    }
    if (parser.isSet(options.exportDir)) {
        line.command = Command::ExportDir;
        line.exportDir = parser.value(options.exportDir);
        if (line.exportDir.isEmpty())
            return CommandLineTexts::tr("the DIR of '--export-dir' is an empty string");
    }
    line.standalone = parser.isSet(options.standalone);
    if (line.standalone &&
        (line.command != Command::Export || formatFromPath(line.exportPath) != FigureFormat::Tex))
        return CommandLineTexts::tr("option '--standalone' needs '--export OUT.tex' (it makes "
                                    "the LaTeX figure a whole document)");
    return {};
}

/// An option given without the command it belongs to (--whole-tasks without --report or
/// --export, --dpi without --export...), worded; or empty.
QString misplacedOption(const QCommandLineParser &parser, const CommandLineOptions &options,
                        const CommandLine &line)
{
    const bool exporting = line.command == Command::Export || line.command == Command::ExportDir;
    for (const QCommandLineOption &option : options.reportSettings()) {
        const bool figureOption = option.names() != options.manipulation.names();
        if (parser.isSet(option) && line.command != Command::Report && !(exporting && figureOption))
            return CommandLineTexts::tr("option '--%1' needs '--report'%2")
                .arg(option.names().constFirst(),
                     figureOption ? CommandLineTexts::tr(" or '--export'") : QString());
    }
    for (const QCommandLineOption &option : options.figureSettings()) {
        // Without a figure to write, -style is Qt's: the window's widget style, which
        // QApplication takes out of the arguments.
        const bool widgetStyle =
            line.command == Command::Gui && option.names() == options.style.names();
        if (parser.isSet(option) && !exporting && !widgetStyle)
            return CommandLineTexts::tr("option '--%1' needs '--export' or '--export-dir'")
                .arg(option.names().constFirst());
    }
    if (line.command == Command::ExportDir) {
        for (const QCommandLineOption &option : {options.view, options.policy}) {
            if (parser.isSet(option))
                return CommandLineTexts::tr("'--export-dir' writes every view and policy: "
                                            "leave out '--%1'")
                    .arg(option.names().constFirst());
        }
    }
    return {};
}

/// --policy, in the given order and without duplicates (all six when none is given), into
/// `line`; an error text or empty. A figure's --policy compare was read with its options.
QString parsePolicies(const QCommandLineParser &parser, const CommandLineOptions &options,
                      CommandLine &line, bool exporting)
{
    for (const QString &key : parser.values(options.policy)) {
        if (line.compare)
            break;
        const std::optional<PolicyId> id = policyFromKey(key);
        if (!id)
            return CommandLineTexts::tr("unknown policy '%1' (valid: %2%3)")
                .arg(key, validPolicyKeys(),
                     exporting ? CommandLineTexts::tr(", compare") : QString());
        if (!line.policies.contains(*id))
            line.policies.append(*id);
    }
    if (line.policies.isEmpty())
        line.policies = QList<PolicyId>(kAllPolicies.cbegin(), kAllPolicies.cend());
    return {};
}

} // namespace

CommandLineParse parseCommandLine(const QStringList &arguments)
{
    const CommandLineOptions options;
    QCommandLineParser parser;
    // "-platform" is one unknown option, not -p -l -a...: clearer errors.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(options.all() + options.simulation() + QList{options.language});
    if (!parser.parse(arguments))
        return failure(parser.errorText());

    CommandLine line;
    if (parser.isSet(options.language)) {
        const QString code = parser.value(options.language);
        line.language = languageFromCode(code);
        if (!line.language || code.size() != 2)
            return failure(CommandLineTexts::tr("unknown language '%1' (valid: en, pl)").arg(code));
    }
    if (parser.isSet(options.help)) {
        line.command = Command::Help;
        return {line, {}};
    }
    if (parser.isSet(options.version)) {
        line.command = Command::Version;
        return {line, {}};
    }
    if (const QString error = parseCommand(parser, options, line); !error.isEmpty())
        return failure(error);
    if (line.command == Command::Simulate) {
        const QString error = parseSimulateOptions(parser, options, line);
        if (!error.isEmpty())
            return failure(error);
        return {line, {}};
    }
    if (const QString error = parseScenarioSource(parser, options, line); !error.isEmpty())
        return failure(error);
    if (const QString error = misplacedOption(parser, options, line); !error.isEmpty())
        return failure(error);
    const bool exporting = line.command == Command::Export || line.command == Command::ExportDir;
    if (exporting) {
        if (const QString error = parseFigureOptions(parser, options, line); !error.isEmpty())
            return failure(error);
    }
    if (const QString error = parsePolicies(parser, options, line, exporting); !error.isEmpty())
        return failure(error);
    line.mode = parser.isSet(options.wholeTasks) ? TaskMode::Whole : TaskMode::Continuous;
    line.manipulation = parser.isSet(options.manipulation);
    return {line, {}};
}

bool needsWidgetsWithoutWindow(Command command)
{
    return command == Command::Export || command == Command::ExportDir;
}

bool isHeadless(const QStringList &arguments)
{
    const CommandLineParse parsed = parseCommandLine(arguments);
    if (parsed.ok())
        return parsed.commandLine->command != Command::Gui;
    // Every option of ours is window-less; look for one by name, up to "--".
    QStringList names;
    for (const QCommandLineOption &option :
         CommandLineOptions().all() + CommandLineOptions().simulation())
        names += option.names();
    const auto end = std::find(arguments.cbegin(), arguments.cend(), QStringLiteral("--"));
    return std::any_of(arguments.cbegin() + std::min<qsizetype>(1, arguments.size()), end,
                       [&names](const QString &argument) {
                           if (!argument.startsWith(QLatin1Char('-')))
                               return false;
                           QString name = argument.section(QLatin1Char('='), 0, 0);
                           while (name.startsWith(QLatin1Char('-')))
                               name.remove(0, 1);
                           return names.contains(name);
                       });
}

QStringList argumentsFromArgv(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    return arguments;
}

// One string, as --help prints it: the options' descriptions are aligned in columns, which only
// the whole text shows; cut into functions, the alignment could no longer be read or kept.
QString usageText()
{
    return QStringLiteral(
               "Usage: drfviz [FILE]\n"
               "       drfviz --report [--policy ID]... [--whole-tasks] [--manipulation] [FILE]\n"
               "       drfviz --simulate [--mechanism ID]... [--policy ID] [FILE|--preset NAME]\n"
               "       drfviz --export OUT.png|OUT.pdf|OUT.svg|OUT.tex [--view VIEW]\n"
               "              [--policy ID|compare] [--mechanism ID] [--standalone]\n"
               "              [--user NAME] [--level S] [--width W --height H] [--dpi N]\n"
               "              [APPEARANCE] [--whole-tasks] [FILE]\n"
               "       drfviz --export-dir DIR [--user NAME] [--level S] [--width W --height H]\n"
               "              [--dpi N] [APPEARANCE] [--whole-tasks] [FILE]\n"
               "       any of these with --lang en|pl\n"
               "\n"
               "Dominant Resource Fairness, explained on your own numbers. Without --report,\n"
               "opens the window, with the scenario FILE if one is given.\n"
               "\n"
               "  --report        print one JSON report of FILE (default: the built-in seed\n"
               "                  scenario) on stdout; opens no window and needs no display\n"
               "  --policy ID     report only this policy; repeat for several, in that order\n"
               "                  (default: all). IDs: %1\n"
               "  --whole-tasks   indivisible tasks (default: continuous)\n"
               "  --manipulation  add each user's best misreport per policy (slower); a gain\n"
               "                  that is unbounded (truthful 0 tasks, more by lying) is null\n"
               "  --simulate      print one JSON document of users arriving and leaving over\n"
               "                  time (each user's arrive, leave, work and duration in FILE)\n"
               "                  under each mechanism; opens no window\n"
               "  --mechanism ID  simulate only this mechanism; repeat for several (default:\n"
               "                  all). IDs: %2\n"
               "  --policy ID     for --simulate: recompute's static policy (default: drf)\n"
               "  --preset NAME   a shipped scenario instead of FILE (not for the window)\n"
               "  --export OUT    write one figure to OUT (.png, .pdf, .svg or .tex, by the\n"
               "                  suffix); opens no window and needs no display. .tex is a\n"
               "                  pgfplots figure to \\input in LaTeX (default 8cm x 6cm)\n"
               "  --standalone    for --export OUT.tex: a whole document (standalone class)\n"
               "                  that pdflatex compiles by itself\n"
               "  --view VIEW     the plot: resource (default), tasks, bars, filling,\n"
               "                  manipulation or timeline (the mechanisms over time)\n"
               "  --mechanism ID  for --view timeline: draw only this mechanism (default: all\n"
               "                  three stacked; recompute uses the --policy)\n"
               "  --level S       the filling figure (--view filling, --export-dir) when the\n"
               "                  dominant share (asset share for asset) is S, e.g. 0.5\n"
               "                  (default: where the filling ends; past it, the end)\n"
               "  --user NAME     for --view manipulation: the user whose report varies\n"
               "                  (default: the first user)\n"
               "  --policy ID     for --export: the selected policy (default: drf), or compare\n"
               "  --width W, --height H\n"
               "                  figure size in pixels (default 800 x 600), or in centimetres\n"
               "                  as 8cm; a missing one is 3/4 (or 4/3) of the other\n"
               "  --dpi N         PNG density, 96 to 600 (default 96); text keeps its size in\n"
               "                  points, so 8cm at 300 dpi is 945 pixels wide\n"
               "  APPEARANCE, as in the Export dialog (defaults: screen style, title, legend,\n"
               "  white background, text at 100 %, labels auto):\n"
               "  --style screen|print\n"
               "                  print: thicker lines, larger text, white background\n"
               "  --no-title, --no-legend\n"
               "                  leave the title or the legend out\n"
               "  --transparent   no background (not with --style print)\n"
               "  --colours white|dark\n"
               "                  dark: the window's dark colours (View > Colours > Dark),\n"
               "                  light text on a dark background (not with --style print or\n"
               "                  --transparent)\n"
               "  --font-scale F  text size factor, 0.5 to 3 (print style enlarges it more)\n"
               "  --labels DENSITY\n"
               "                  auto (default: full where the figure has room), full (every\n"
               "                  label with its numbers), compact (names on the plot, the\n"
               "                  numbers in a caption under it) or none\n"
               "  --export-dir DIR\n"
               "                  write every view under every policy and compare to DIR as\n"
               "                  VIEW-POLICY.png, .pdf and .svg (e.g. resource-drf.png)\n"
               "  --lang en|pl    the language of the window, of the figures and of the\n"
               "                  messages on stderr (default: the system's, LANG; the window\n"
               "                  remembers View > Language); the JSON on stdout is always\n"
               "                  English with decimal points\n"
               "  -h, --help      show this help\n"
               "  -v, --version   show the version\n"
               "\n"
               "Infinite numbers are written as null. Exit status: 0 success, 1 the report\n"
               "or a figure could not be written, 2 bad command line or unreadable or invalid\n"
               "FILE (the reasons go to stderr, nothing to stdout).\n")
        .arg(validPolicyKeys(), mechanismKeys());
}

QString versionText()
{
    return QStringLiteral("drfviz %1\n").arg(QLatin1String(kVersion));
}

QString usageErrorText(const QString &error)
{
    return CommandLineTexts::tr("drfviz: %1\nTry 'drfviz --help' for more information.\n")
        .arg(error);
}

namespace {

/// FILE, or the seed; the problems of a bad FILE written to `err`.
std::optional<Scenario> loadCommandScenario(const CommandLine &commandLine, QIODevice &err)
{
    if (commandLine.preset) {
        QStringList ids;
        for (const Preset &preset : presets())
            ids.append(preset.id);
        if (!ids.contains(*commandLine.preset)) {
            err.write(CommandLineTexts::tr("drfviz: unknown preset '%1' (valid: %2)\n")
                          .arg(*commandLine.preset, ids.join(QStringLiteral(", ")))
                          .toUtf8());
            return std::nullopt;
        }
    }
    if (!commandLine.scenarioFile && !commandLine.preset)
        return Scenario::seed();
    const QString path = commandLine.preset ? QStringLiteral("preset %1").arg(*commandLine.preset)
                                            : *commandLine.scenarioFile;
    LoadResult loaded =
        commandLine.preset ? loadPreset(*commandLine.preset) : loadScenarioFile(path);
    QStringList lines;
    for (const ValidationIssue &issue : loaded.errors)
        lines.append(issue.toString());
    if (const QString more = loaded.moreErrorsText(loaded.errors.size()); !more.isEmpty())
        lines.append(more);
    for (const QString &line : lines)
        err.write(CommandLineTexts::tr("drfviz: %1: %2\n").arg(path, line).toUtf8());
    return loaded.scenario;
}

/// "A, B, C", or the first ten names and how many more.
QString someNames(const QStringList &names)
{
    constexpr int kListed = 10;
    if (names.size() <= kListed)
        return names.join(QStringLiteral(", "));
    return CommandLineTexts::tr("%1 and %2 more")
        .arg(names.mid(0, kListed).join(QStringLiteral(", ")))
        .arg(names.size() - kListed);
}

} // namespace

std::optional<Scenario> commandScenario(const CommandLine &commandLine, QIODevice &err)
{
    std::optional<Scenario> scenario = loadCommandScenario(commandLine, err);
    const QString &user = commandLine.figureOptions.user;
    if (scenario && !user.isEmpty() && !scenario->userNames().contains(user)) {
        err.write(CommandLineTexts::tr("drfviz: unknown user '%1' (valid: %2)\n")
                      .arg(user, someNames(scenario->userNames()))
                      .toUtf8());
        return std::nullopt;
    }
    return scenario;
}

} // namespace drf
