#pragma once

#include "commandline.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QList>
#include <QString>

// What parseCommandLine() (commandline.cpp) and the reading of a figure's options
// (figurearguments.cpp) share: the options and the texts' translation context.

namespace drf {

/// The translation context of the command line's texts (resources/translations).
struct CommandLineTexts
{
    Q_DECLARE_TR_FUNCTIONS(CommandLineTexts)
};

/// Every option of the program, in one place. A new command (--export OUT) adds its option
/// here, a Command value, and its name to the checks in parseCommandLine() (commandline.cpp).
struct CommandLineOptions
{
    QCommandLineOption report{QStringLiteral("report")};
    QCommandLineOption simulate{QStringLiteral("simulate")};
    QCommandLineOption mechanism{QStringLiteral("mechanism"), QString(), QStringLiteral("ID")};
    QCommandLineOption preset{QStringLiteral("preset"), QString(), QStringLiteral("NAME")};
    QCommandLineOption policy{QStringLiteral("policy"), QString(), QStringLiteral("ID")};
    QCommandLineOption wholeTasks{QStringLiteral("whole-tasks")};
    QCommandLineOption manipulation{QStringLiteral("manipulation")};
    QCommandLineOption exportFile{QStringLiteral("export"), QString(), QStringLiteral("OUT")};
    QCommandLineOption exportDir{QStringLiteral("export-dir"), QString(), QStringLiteral("DIR")};
    QCommandLineOption view{QStringLiteral("view"), QString(), QStringLiteral("VIEW")};
    QCommandLineOption user{QStringLiteral("user"), QString(), QStringLiteral("NAME")};
    QCommandLineOption width{QStringLiteral("width"), QString(), QStringLiteral("W")};
    QCommandLineOption height{QStringLiteral("height"), QString(), QStringLiteral("H")};
    QCommandLineOption dpi{QStringLiteral("dpi"), QString(), QStringLiteral("N")};
    QCommandLineOption level{QStringLiteral("level"), QString(), QStringLiteral("S")};
    QCommandLineOption style{QStringLiteral("style"), QString(), QStringLiteral("STYLE")};
    QCommandLineOption noTitle{QStringLiteral("no-title")};
    QCommandLineOption noLegend{QStringLiteral("no-legend")};
    QCommandLineOption transparent{QStringLiteral("transparent")};
    QCommandLineOption colours{QStringLiteral("colours"), QString(), QStringLiteral("COLOURS")};
    QCommandLineOption fontScale{QStringLiteral("font-scale"), QString(), QStringLiteral("F")};
    QCommandLineOption labels{QStringLiteral("labels"), QString(), QStringLiteral("DENSITY")};
    QCommandLineOption standalone{QStringLiteral("standalone")};
    QCommandLineOption help{{QStringLiteral("h"), QStringLiteral("help"), QStringLiteral("?")}};
    QCommandLineOption version{{QStringLiteral("v"), QStringLiteral("version")}};
    /// For the window and for every command (never changes what goes to stdout).
    QCommandLineOption language{QStringLiteral("lang"), QString(), QStringLiteral("LANG")};

    QList<QCommandLineOption> all() const
    {
        return {report, policy,  wholeTasks, manipulation, exportFile, exportDir,
                view,   user,    width,      height,       dpi,        level,
                style,  noTitle, noLegend,   transparent,  colours,    fontScale,
                labels, help,    version,    standalone};
    }
    /// --simulate and its own options (--preset also serves --report and --export).
    QList<QCommandLineOption> simulation() const { return {simulate, mechanism, preset}; }
    /// Options that shape one figure (--export); --export-dir takes all but --view and --policy.
    QList<QCommandLineOption> figureSettings() const
    {
        return {view,    user,     width,       height,  dpi,       level, style,
                noTitle, noLegend, transparent, colours, fontScale, labels};
    }
    /// Options that shape a report and mean nothing to the GUI.
    QList<QCommandLineOption> reportSettings() const { return {policy, wholeTasks, manipulation}; }
};

/// Reads --view, --mechanism, --user, --level, the size, the appearance and --policy compare
/// for an export into `line`; an error text or empty.
QString parseFigureOptions(const QCommandLineParser &parser, const CommandLineOptions &options,
                           CommandLine &line);

} // namespace drf
