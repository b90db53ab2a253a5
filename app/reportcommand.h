#pragma once

#include "commandline.h"

class QIODevice;

namespace drf {

/// Runs `drfviz --report`: loads the command line's FILE (or takes the seed), writes the JSON of
/// writeScenarioReport() to `out` and returns kExitOk. An unreadable or invalid FILE writes one
/// line per problem to `err` ("drfviz: FILE: users[1].demand[0]: must be ...") and nothing to
/// `out`, and returns kExitUsage; a failed write returns kExitOutputError. Needs no GUI
/// application.
int runReport(const CommandLine &commandLine, QIODevice &out, QIODevice &err);

/// Runs a window-less command line (isHeadless()): usage errors, --help, --version, --report.
/// Returns the exit status.
int runHeadless(const QStringList &arguments, QIODevice &out, QIODevice &err);

} // namespace drf
