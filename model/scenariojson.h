#pragma once

#include "scenario.h"
#include "validation.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

// The scenario file format (README, version 1) both ways, as bytes in memory: reading and
// validating JSON into a Scenario, and writing a Scenario as JSON. Files on disk, their limits
// and the presets are scenariofile.h's.

namespace drf {

/// The most problems a LoadResult lists; the rest are only counted.
inline constexpr int kMaxListedErrors = 100;
/// The most lines of problems errorText() gives by default: what a message box shows readably.
inline constexpr int kErrorTextLines = 20;

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
    /// One problem with no path: a file that cannot be read, or is no JSON object at all.
    static LoadResult failure(const QString &message);
};

/// Parses and validates the JSON format of the README (version 1). Optional fields take their
/// defaults, unknown keys are ignored. Entries beyond a list's maximum (users, resources,
/// demand values) are counted, not read.
LoadResult parseScenarioJson(const QByteArray &json);
/// `scenario` as the root object of the file format (version, title, resources, users, and
/// `view` when not empty).
QJsonObject scenarioToJsonObject(const Scenario &scenario, const QJsonObject &view = {});
/// The JSON document of `scenario` (indented, UTF-8).
QByteArray scenarioToJson(const Scenario &scenario, const QJsonObject &view = {});

} // namespace drf
