#include "commandline.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <algorithm>

namespace drf {

namespace {

/// Every option of the program, in one place. A new command (--export OUT) adds its option
/// here, a Command value, and its name to the checks in parseCommandLine().
struct Options
{
    QCommandLineOption report{QStringLiteral("report")};
    QCommandLineOption policy{QStringLiteral("policy"), QString(), QStringLiteral("ID")};
    QCommandLineOption wholeTasks{QStringLiteral("whole-tasks")};
    QCommandLineOption manipulation{QStringLiteral("manipulation")};
    QCommandLineOption help{{QStringLiteral("h"), QStringLiteral("help"), QStringLiteral("?")}};
    QCommandLineOption version{{QStringLiteral("v"), QStringLiteral("version")}};

    QList<QCommandLineOption> all() const
    {
        return {report, policy, wholeTasks, manipulation, help, version};
    }
    /// Options that shape a report and mean nothing to the GUI.
    QList<QCommandLineOption> reportSettings() const { return {policy, wholeTasks, manipulation}; }
};

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

} // namespace

CommandLineParse parseCommandLine(const QStringList &arguments)
{
    const Options options;
    QCommandLineParser parser;
    // "-platform" is one unknown option, not -p -l -a...: clearer errors.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(options.all());
    if (!parser.parse(arguments))
        return failure(parser.errorText());

    CommandLine line;
    if (parser.isSet(options.help)) {
        line.command = Command::Help;
        return {line, {}};
    }
    if (parser.isSet(options.version)) {
        line.command = Command::Version;
        return {line, {}};
    }
    if (parser.isSet(options.report))
        line.command = Command::Report;

    const QStringList files = parser.positionalArguments();
    if (files.size() > 1)
        return failure(QStringLiteral("only one scenario FILE is allowed, got '%1' and '%2'")
                           .arg(files.at(0), files.at(1)));
    if (!files.isEmpty()) {
        if (files.constFirst().isEmpty())
            return failure(QStringLiteral("the scenario FILE is an empty string"));
        line.scenarioFile = files.constFirst();
    }

    if (line.command == Command::Gui) {
        for (const QCommandLineOption &option : options.reportSettings())
            if (parser.isSet(option))
                return failure(QStringLiteral("option '--%1' needs '--report'")
                                   .arg(option.names().constFirst()));
    }

    for (const QString &key : parser.values(options.policy)) {
        const std::optional<PolicyId> id = policyFromKey(key);
        if (!id)
            return failure(
                QStringLiteral("unknown policy '%1' (valid: %2)").arg(key, validPolicyKeys()));
        if (!line.policies.contains(*id))
            line.policies.append(*id);
    }
    if (line.policies.isEmpty())
        line.policies = QList<PolicyId>(kAllPolicies.cbegin(), kAllPolicies.cend());
    line.mode = parser.isSet(options.wholeTasks) ? TaskMode::Whole : TaskMode::Continuous;
    line.manipulation = parser.isSet(options.manipulation);
    return {line, {}};
}

bool isHeadless(const QStringList &arguments)
{
    const CommandLineParse parsed = parseCommandLine(arguments);
    if (parsed.ok())
        return parsed.commandLine->command != Command::Gui;
    // Every option of ours is window-less; look for one by name, up to "--".
    QStringList names;
    for (const QCommandLineOption &option : Options().all())
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

QString usageText()
{
    return QStringLiteral(
               "Usage: drfviz [FILE]\n"
               "       drfviz --report [--policy ID]... [--whole-tasks] [--manipulation] [FILE]\n"
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
               "  -h, --help      show this help\n"
               "  -v, --version   show the version\n"
               "\n"
               "Infinite numbers are written as null. Exit status: 0 success, 1 the report\n"
               "could not be written, 2 bad command line or unreadable or invalid FILE (the\n"
               "reasons go to stderr, nothing to stdout).\n")
        .arg(validPolicyKeys());
}

QString versionText()
{
    return QStringLiteral("drfviz %1\n").arg(QLatin1String(kVersion));
}

QString usageErrorText(const QString &error)
{
    return QStringLiteral("drfviz: %1\nTry 'drfviz --help' for more information.\n").arg(error);
}

} // namespace drf
