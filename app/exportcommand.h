#pragma once

#include "commandline.h"

class QIODevice;

namespace drf {

/// Runs `drfviz --export OUT` or `--export-dir DIR`: loads FILE (or takes the seed), draws the
/// views offscreen through their own draw() and writes the figures. Needs a QApplication (the
/// plots are widgets) but no display. Returns kExitOk; kExitUsage after an unreadable or
/// invalid FILE (one line per problem on `err`); kExitOutputError when a figure cannot be
/// written ("drfviz: cannot write PATH: reason").
int runExport(const CommandLine &commandLine, QIODevice &err);

/// Runs an --export or --export-dir command line from main(): sets QT_QPA_PLATFORM to
/// "offscreen" when the user has not chosen a platform, creates the QApplication and calls
/// runExport(). Returns the exit status.
int runExportApplication(int &argc, char *argv[]);

} // namespace drf
