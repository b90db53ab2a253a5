#pragma once

#include "commandline.h"

class QIODevice;

namespace drf {

/// Runs `drfviz --simulate`: loads the command line's FILE or preset (or takes the seed),
/// simulates each of its mechanisms (recompute with its --policy) and writes the JSON of
/// onlineReport() to `out`; returns kExitOk. An unreadable or invalid scenario, or a simulation
/// that passes its limits, writes the reasons to `err`, nothing to `out`, and returns
/// kExitUsage; a failed write returns kExitOutputError. Needs no GUI application.
int runSimulate(const CommandLine &commandLine, QIODevice &out, QIODevice &err);

} // namespace drf
