#pragma once

#include <QSettings>
#include <QString>

#include <memory>

namespace drf {

/// The program's settings: organisation "drfviz", application "drfviz". Tests redirect them
/// with QStandardPaths::setTestModeEnabled() or QSettings::setPath().
inline std::unique_ptr<QSettings> appSettings()
{
    return std::make_unique<QSettings>(QStringLiteral("drfviz"), QStringLiteral("drfviz"));
}

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
