#include "appsettings.h"

#include "settingsfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStorageInfo>

#include <cerrno>
#include <cstdio>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct AppSettingsTexts
{
    Q_DECLARE_TR_FUNCTIONS(AppSettingsTexts)
};

std::function<void(const QString &)> &failureHandler()
{
    static std::function<void(const QString &)> handler;
    return handler;
}

} // namespace

void SettingsCloser::operator()(QSettings *settings) const
{
    settings->sync();
    if (settings->status() == QSettings::AccessError) {
        // Empty when QSettings gave up before writing (it could not make its lock file).
        QString reason = settingsWriteError();
        if (reason.isEmpty()) {
            const QStorageInfo disk(QFileInfo(settings->fileName()).absolutePath());
            reason = disk.isValid() && disk.bytesAvailable() == 0
                         ? qt_error_string(ENOSPC)
                         : AppSettingsTexts::tr("the file or its folder cannot be written");
        }
        const QString text = AppSettingsTexts::tr("cannot save the settings in %1: %2")
                                 .arg(QDir::toNativeSeparators(settings->fileName()), reason);
        std::fprintf(stderr, "drfviz: %s\n", qPrintable(text)); // like the error dialogs
        if (failureHandler())
            failureHandler()(text);
    }
    delete settings;
}

QSettings::Format settingsFormat()
{
    static const QSettings::Format format =
        QSettings::registerFormat(QStringLiteral("json"), readSettingsJson, writeSettingsJson);
    return format;
}

AppSettings appSettings()
{
    const QString organisation = QStringLiteral("drfviz");
    AppSettings settings(
        new QSettings(settingsFormat(), QSettings::UserScope, organisation, organisation));
    static bool earlierVersionsLookedAt = false;
    if (!earlierVersionsLookedAt) {
        earlierVersionsLookedAt = true;
        if (!QFileInfo::exists(settings->fileName())) {
            const QSettings earlier(organisation, organisation);
            for (const QString &key : earlier.allKeys())
                settings->setValue(key, earlier.value(key));
        }
    }
    return settings;
}

void setSettingsFailureHandler(std::function<void(const QString &)> handler)
{
    failureHandler() = std::move(handler);
}

} // namespace drf
