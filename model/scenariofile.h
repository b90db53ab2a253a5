#pragma once

#include "scenario.h"
#include "validation.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace drf {

/// A scenario read from JSON, or every reason it could not be.
struct LoadResult
{
    std::optional<Scenario> scenario; ///< set only when there are no errors
    QList<ValidationIssue> errors;
    /// The file's optional "view" object (how the app showed the scenario), uninterpreted;
    /// empty when absent or not an object.
    QJsonObject view;
    bool ok() const { return scenario.has_value(); }
    /// All errors, one per line.
    QString errorText() const;
};

/// Parses and validates the JSON format of the README (version 1). Optional fields take their
/// defaults, unknown keys are ignored.
LoadResult parseScenarioJson(const QByteArray &json);
/// Reads `path` and parses it; a file that cannot be read is one error naming the path.
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
    QString id;       ///< file base name, e.g. "seed"
    QString title;    ///< the scenario's title
    QString resourcePath; ///< ":/presets/seed.json"
};
/// The shipped presets, the seed first.
QList<Preset> presets();
/// Loads a preset by id; errors if the id is unknown.
LoadResult loadPreset(const QString &id);

} // namespace drf
