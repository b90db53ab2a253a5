#pragma once

#include <QSettings>

class QIODevice;

namespace drf {

/// The settings file as JSON, for QSettings::registerFormat(): one object from each key
/// ("export/format") to its value. Strings, numbers, booleans and lists of strings are JSON's
/// own; any other value (the window's geometry, a size) is {"variant": its QDataStream form in
/// base64}. Unlike QSettings' INI writer, which in Qt 6.4 lets a failed flush truncate the file,
/// writeSettingsJson() fails when not every byte reached the disk, and QSettings then keeps the
/// old file (status() AccessError; settingsWriteError() says why).
bool readSettingsJson(QIODevice &device, QSettings::SettingsMap &map);
bool writeSettingsJson(QIODevice &device, const QSettings::SettingsMap &map);
/// Why the last writeSettingsJson() on this thread failed, or empty when it did not.
QString settingsWriteError();

} // namespace drf
