#pragma once

#include "figureregistry.h"
#include "figurestyle.h"
#include "onlinesimulation.h"
#include "policy.h"
#include "scenario.h"
#include "translation.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class QIODevice;

namespace drf {

/// project(VERSION) of the top CMakeLists.txt, passed in by the build.
inline constexpr char kVersion[] = DRFVIZ_VERSION;

/// Exit statuses of the program.
inline constexpr int kExitOk = 0;
inline constexpr int kExitOutputError = 1; ///< the report or a figure could not be written
inline constexpr int kExitUsage = 2;       ///< bad command line, or an unreadable or invalid FILE

/// What the program is asked to do.
enum class Command
{
    Gui,       ///< open the main window, with FILE if one is given
    Report,    ///< --report: print the JSON report of FILE (or the seed) on stdout, no window
    Simulate,  ///< --simulate: print the online simulation of FILE as JSON, no window
    Export,    ///< --export OUT: write one figure, no window
    ExportDir, ///< --export-dir DIR: every view under every policy and compare, no window
    Help,      ///< --help
    Version,   ///< --version
};

/// The parsed command line, shared by the GUI launch and the window-less commands.
struct CommandLine
{
    Command command = Command::Gui;
    std::optional<QString> scenarioFile;  ///< FILE; absent = the seed scenario
    std::optional<QString> preset;        ///< --preset NAME instead of FILE (window-less only)
    QList<PolicyId> policies;             ///< --policy in the given order, no duplicates; all six
                                          ///< (kAllPolicies) when none is given
    TaskMode mode = TaskMode::Continuous; ///< --whole-tasks
    bool manipulation = false;            ///< --manipulation
    QList<Mechanism> mechanisms;          ///< --mechanism in the given order, no duplicates;
                                          ///< all three (kAllMechanisms) when none is given

    QString exportPath;                     ///< --export OUT (.png, .pdf, .svg or .tex)
    QString exportDir;                      ///< --export-dir DIR
    FigureView view = FigureView::Resource; ///< --view
    FigureOptions figureOptions;            ///< the figure's own options
    bool compare = false;                   ///< --policy compare (export only)
    std::optional<double> width;            ///< --width, pixels or centimetres
    std::optional<double> height;           ///< --height
    bool centimetres = false;               ///< --width 8cm --height 6cm
    std::optional<int> dpi;                 ///< --dpi, 96 to 600
    /// --style print, --no-title, --no-legend, --transparent, --colours dark (screenColours,
    /// drawn in the dark palette), --font-scale (textZoom), --labels.
    FigureStyle style;
    bool standalone = false;          ///< --standalone (a .tex export)
    std::optional<Language> language; ///< --lang; absent = the system's (or the
                                      ///< window's choice)
};

/// A parsed command line, or the usage error that prevented it.
struct CommandLineParse
{
    std::optional<CommandLine> commandLine;
    QString error; ///< e.g. "unknown option 'bogus'"; empty when ok
    bool ok() const { return commandLine.has_value(); }
};

/// Parses `arguments` (arguments[0] is the program). Never prints and never exits, unlike
/// QCommandLineParser::process(). --help and --version win over the other options.
CommandLineParse parseCommandLine(const QStringList &arguments);

/// True when `command` draws figures without a window: it needs a QApplication (widgets) but
/// no display.
bool needsWidgetsWithoutWindow(Command command);

/// True when `arguments` ask for something that opens no window (--report, --export,
/// --export-dir, --help, --version), or misuse one of those options. Needs no application
/// object, so main() can decide between QCoreApplication and QApplication. A line that fails to
/// parse without naming such an option is taken as a GUI launch, as it may hold Qt's own options
/// (-style fusion) that only QApplication removes.
bool isHeadless(const QStringList &arguments);

/// The arguments as QCoreApplication::arguments() would give them, before it exists.
QStringList argumentsFromArgv(int argc, char *argv[]);

/// The --help text: synopsis, options, output and exit statuses.
QString usageText();
/// The --version text: "drfviz 0.1.0".
QString versionText();
/// A usage error as printed on stderr: "drfviz: <error>" and a pointer to --help.
QString usageErrorText(const QString &error);

/// The scenario a headless command works on: FILE or --preset NAME when given, else the seed.
/// On an unreadable or invalid FILE, an unknown preset, or a --user it has no user of that name,
/// writes every problem to `err` ("drfviz: FILE: users[1]...: ...") and returns nothing (the
/// caller exits with kExitUsage).
std::optional<Scenario> commandScenario(const CommandLine &commandLine, QIODevice &err);

} // namespace drf
