#pragma once

#include <QSettings>
#include <QString>

#include <functional>
#include <memory>

namespace drf {

/// Saves a QSettings when it goes: writes it (sync()) and, when that fails, reports why to the
/// settings failure handler, then deletes it.
struct SettingsCloser
{
    void operator()(QSettings *settings) const;
};
using AppSettings = std::unique_ptr<QSettings, SettingsCloser>;

/// The format of the settings file: JSON, written whole or not at all (model/settingsfile.h).
QSettings::Format settingsFormat();

/// The program's settings: organisation "drfviz", application "drfviz", in settingsFormat()
/// (`~/.config/drfviz/drfviz.json`; the first call of a process copies the settings of earlier
/// versions, `drfviz.conf`, when there is no such file yet). Tests redirect them with
/// QStandardPaths::setTestModeEnabled() or QSettings::setPath().
AppSettings appSettings();

/// Who else hears of a failed settings write ("cannot save the settings in PATH: REASON"),
/// which always goes to standard error: the main window, in its status bar; nullptr: no one.
void setSettingsFailureHandler(std::function<void(const QString &)> handler);

namespace settingsKey {
inline const QString kGeometry = QStringLiteral("window/geometry");
inline const QString kWindowState = QStringLiteral("window/state");
inline const QString kPlotZoom = QStringLiteral("window/plot-zoom");
/// Whether presentation mode shows its strip of controls or only the button that brings it back.
inline const QString kPresentationControls = QStringLiteral("window/presentation-controls");
inline const QString kLastFile = QStringLiteral("files/last");
inline const QString kRecentFiles = QStringLiteral("files/recent");
inline const QString kExportDirectory = QStringLiteral("export/directory");
inline const QString kLanguage = QStringLiteral("window/language"); ///< "system", "en" or "pl"
inline const QString kColours = QStringLiteral("window/colours");   ///< "system", "light" or "dark"
} // namespace settingsKey

} // namespace drf
