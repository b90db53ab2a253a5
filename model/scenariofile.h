#pragma once

#include "scenario.h"
#include "scenariojson.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

// Scenario files on disk (read within limits, written atomically) and the shipped presets; the
// format itself, in memory, is scenariojson.h's.

namespace drf {

/// The largest scenario file loadScenarioFile() reads (64 MB; the largest valid scenario,
/// 10,000 users of 16 resources, takes about 7 MB).
inline constexpr qint64 kMaxScenarioFileBytes = 64 * 1024 * 1024;
/// Reads `path` and parses it. Anything but a regular file (a directory, device, FIFO...) and
/// files over kMaxScenarioFileBytes are refused before they are read; a file that cannot be
/// read is one error naming the path.
LoadResult loadScenarioFile(const QString &path);

/// Writes `json` atomically with QSaveFile: on failure the old file is intact and `error`
/// says why ("cannot save \"path\": reason").
bool writeFileAtomically(const QString &path, const QByteArray &json, QString *error = nullptr);
/// Writes atomically with QSaveFile: on failure the old file is intact and `error` says why.
bool saveScenarioFile(const Scenario &scenario, const QString &path, QString *error = nullptr,
                      const QJsonObject &view = {});

/// A scenario shipped with the program (resources/presets/*.json, compiled in as :/presets/).
struct Preset
{
    QString id;           ///< file base name, e.g. "seed"
    QString title;        ///< the scenario's title
    QString resourcePath; ///< ":/presets/seed.json"
    QString description;  ///< the file's "description": what the preset shows, in a paragraph
};
/// The shipped presets, the seed first.
QList<Preset> presets();
/// A preset's title or description in the installed language (context drf::Preset; the
/// build lists the presets' texts for lupdate: model/CMakeLists.txt). The file keeps English.
QString presetText(const QString &text);
/// Loads a preset by id; errors if the id is unknown.
LoadResult loadPreset(const QString &id);

} // namespace drf
