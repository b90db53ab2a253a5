#pragma once

#include <QByteArray>
#include <QJsonDocument>

class QIODevice;

namespace drf {

/// The bytes QJsonDocument::toJson(QJsonDocument::Indented) writes (4 spaces a level, keys in
/// order, shortest round-trip numbers, the same escapes), in time linear in their size: Qt's
/// writer appends to one QByteArray in a way that copies it again and again, which made it half
/// of a 10,000-user report's time. tst_jsonwriter checks the two agree byte for byte.
QByteArray indentedJson(const QJsonDocument &document);
/// indentedJson() written to `device` as it is made, a megabyte at a time (a 10,000-user report
/// is 64 MB); false when a write fails.
bool writeIndentedJson(const QJsonDocument &document, QIODevice &device);

} // namespace drf
