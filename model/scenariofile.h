#pragma once

#include "scenario.h"
#include "validation.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace drf {

/// The most problems a LoadResult lists; the rest are only counted.
inline constexpr int kMaxListedErrors = 100;
/// The most lines of problems errorText() gives by default: what a message box shows readably.
inline constexpr int kErrorTextLines = 20;
/// The largest scenario file loadScenarioFile() reads (64 MB; the largest valid scenario,
/// 10,000 users of 16 resources, takes about 7 MB).
inline constexpr qint64 kMaxScenarioFileBytes = 64 * 1024 * 1024;

/// A scenario read from JSON, or the reasons it could not be.
struct LoadResult
{
    std::optional<Scenario> scenario; ///< set only when there are no errors
    QList<ValidationIssue> errors;    ///< the first kMaxListedErrors problems, in document order
    qsizetype unlistedErrors = 0;     ///< how many more problems there are beyond `errors`
    /// The file's optional "view" object (how the app showed the scenario), uninterpreted;
    /// empty when absent or not an object.
    QJsonObject view;
    /// The file's optional "description" (a paragraph about the scenario, as the online
    /// presets have), or empty. Not part of the Scenario: saving does not write it.
    QString description;
    bool ok() const { return scenario.has_value(); }
    /// The first `maxLines` errors, one per line, then "... and 39,900 more problems" if
    /// there are more.
    QString errorText(int maxLines = kErrorTextLines) const;
    /// "... and 39,900 more problems" for the problems beyond the first `listed`, or empty.
    QString moreErrorsText(qsizetype listed) const;
};

/// Parses and validates the JSON format of the README (version 1). Optional fields take their
/// defaults, unknown keys are ignored. Entries beyond a list's maximum (users, resources,
/// demand values) are counted, not read.
LoadResult parseScenarioJson(const QByteArray &json);
/// Reads `path` and parses it. Anything but a regular file (a directory, device, FIFO...) and
/// files over kMaxScenarioFileBytes are refused before they are read; a file that cannot be
/// read is one error naming the path.
LoadResult loadScenarioFile(const QString &path);

/// `scenario` as the root object of the file format (version, title, resources, users, and
/// `view` when not empty).
QJsonObject scenarioToJsonObject(const Scenario &scenario, const QJsonObject &view = {});
/// The JSON document of `scenario` (indented, UTF-8).
QByteArray scenarioToJson(const Scenario &scenario, const QJsonObject &view = {});
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
