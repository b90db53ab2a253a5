#include "settingsfile.h"

#include "wholefile.h"

#include <QBuffer>
#include <QDataStream>
#include <QFileDevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace drf {

namespace {

const QString kVariantKey = QStringLiteral("variant");
constexpr QDataStream::Version kStreamVersion = QDataStream::Qt_6_0;

thread_local QString lastWriteError;

QJsonValue toJson(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::QString:
        return value.toString();
    case QMetaType::Bool:
        return value.toBool();
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Double:
        return value.toDouble();
    case QMetaType::QStringList:
        return QJsonArray::fromStringList(value.toStringList());
    default:
        break;
    }
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    stream.setVersion(kStreamVersion);
    stream << value;
    return QJsonObject{{kVariantKey, QString::fromLatin1(bytes.toBase64())}};
}

QVariant fromJson(const QJsonValue &json)
{
    if (json.isArray()) {
        QStringList strings;
        for (const QJsonValue &item : json.toArray())
            strings.append(item.toString());
        return strings;
    }
    if (json.isObject()) {
        QVariant value;
        QDataStream stream(
            QByteArray::fromBase64(json.toObject().value(kVariantKey).toString().toLatin1()));
        stream.setVersion(kStreamVersion);
        stream >> value;
        return stream.status() == QDataStream::Ok ? value : QVariant();
    }
    return json.toVariant();
}

} // namespace

bool readSettingsJson(QIODevice &device, QSettings::SettingsMap &map)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(device.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return false;
    const QJsonObject root = document.object();
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (const QVariant value = fromJson(it.value()); value.isValid())
            map.insert(it.key(), value);
    }
    return true;
}

bool writeSettingsJson(QIODevice &device, const QSettings::SettingsMap &map)
{
    QJsonObject root;
    for (auto it = map.begin(); it != map.end(); ++it)
        root.insert(it.key(), toJson(it.value()));
    const QByteArray json = QJsonDocument(root).toJson(QJsonDocument::Indented);
    // QSettings hands a QSaveFile, which it commits when this returns true.
    auto *file = qobject_cast<QFileDevice *>(&device);
    if (!file)
        lastWriteError = device.write(json) == json.size() ? QString() : device.errorString();
    else if (lastWriteError = writeWhole(*file, json); lastWriteError.isEmpty())
        lastWriteError = ensureWhole(*file);
    return lastWriteError.isEmpty();
}

QString settingsWriteError()
{
    return lastWriteError;
}

} // namespace drf
