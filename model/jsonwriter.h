#pragma once

#include <QByteArray>
#include <QJsonDocument>

namespace drf {

/// The bytes QJsonDocument::toJson(QJsonDocument::Indented) writes (4 spaces a level, keys in
/// order, shortest round-trip numbers, the same escapes), in time linear in their size: Qt's
/// writer appends to one QByteArray in a way that copies it again and again, which made it half
/// of a 10,000-user report's time. tst_jsonwriter checks the two agree byte for byte.
QByteArray indentedJson(const QJsonDocument &document);

} // namespace drf
