#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QString>

#include <string>
#include <vector>

class QIODevice;
class QJsonValue;

namespace drf {

/// Writes JSON to a device as it is made, in the bytes QJsonDocument::toJson(Indented) would
/// give for the same document: 4 spaces a level, numbers in their shortest round-trip form, the
/// same escapes. A QJsonObject keeps its keys sorted (by UTF-16 code unit), so an object's keys
/// must be given in that order (checked in debug builds). The bytes go out a megabyte at a time:
/// a 10,000-user report is 64 MB, and building it as QJson values first took half its time.
///
///     JsonWriter json(device);
///     json.beginObject();
///     json.key(u"mode");
///     json.string(u"whole");
///     json.endObject();
///     const bool written = json.finish();
class JsonWriter
{
public:
    explicit JsonWriter(QIODevice &device);
    JsonWriter(const JsonWriter &) = delete;
    JsonWriter &operator=(const JsonWriter &) = delete;

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    /// The next member's key, in an object; the member's value follows.
    void key(QStringView key);

    /// A number in its shortest form (a whole one up to 2^53 as an integer, as QJsonValue keeps
    /// it); null when it is not finite (JSON has no infinity).
    void number(double value);
    /// A number QJsonValue holds as an integer (QJsonValue(int), or read as one).
    void integer(qint64 value);
    void boolean(bool value);
    void string(QStringView text);
    void null();
    /// A QJsonValue (object, array or scalar), as Qt writes it.
    void value(const QJsonValue &value);
    /// number() of each value, in an array.
    template <typename Numbers> void numbers(const Numbers &values)
    {
        beginArray();
        for (double value : values)
            number(value);
        endArray();
    }

    /// Ends the document (Qt ends it with a newline) and writes what is left; false when a write
    /// failed.
    bool finish();

private:
    struct Level
    {
        bool isObject = false;
        int members = 0;
#ifndef QT_NO_DEBUG
        QString lastKey;
#endif
    };

    void beforeValue();
    void begin(bool isObject, char bracket);
    void end(char bracket);
    void indent(int level);
    void escaped(QStringView text);
    void hexEscape(char16_t u);
    void flush();

    QIODevice &m_device;
    std::string m_json;
    std::vector<Level> m_levels;
    bool m_afterKey = false; ///< a key was written; its value comes next, on the same line
    bool m_ok = true;
};

/// The bytes QJsonDocument::toJson(QJsonDocument::Indented) writes, made by JsonWriter.
QByteArray indentedJson(const QJsonDocument &document);
/// indentedJson() written to `device` as it is made; false when a write fails.
bool writeIndentedJson(const QJsonDocument &document, QIODevice &device);

} // namespace drf
