#include "jsonwriter.h"

#include <QBuffer>
#include <QCborValue>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace drf {

namespace {

constexpr size_t kChunk = 1 << 20;

/// How many characters the decimal exponent `exponent` takes in scientific notation: a sign and
/// at least two digits.
int exponentLength(int exponent)
{
    exponent = std::abs(exponent);
    return 1 + (exponent >= 100 ? 3 : 2);
}

/// A finite `value` that is not a whole number up to 2^53 as QByteArray::number(value, 'g',
/// QLocale::FloatingPointShortest) writes it (and so QJsonDocument): the fewest significant digits
/// that read back as the same double, in decimal notation unless scientific notation is shorter,
/// the exponent as e+XX or e-XX.
void appendShortest(std::string &out, double value)
{
    char buffer[32];
    const char *const end =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific).ptr;
    const char *p = buffer;
    if (*p == '-') {
        out += '-';
        ++p;
    }
    char digits[24];
    int count = 0;
    for (; p != end && *p != 'e'; ++p)
        if (*p != '.')
            digits[count++] = *p;
    int exponent = 0;
    std::from_chars(p + (p[1] == '+' ? 2 : 1), end, exponent);
    // The value is 0.d1 d2 ... dcount times 10^point.
    const int point = exponent + 1;
    const int decimalLength = point <= 0 ? 2 - point + count : point < count ? count + 1 : point;
    const int scientificLength = count + (count > 1 ? 1 : 0) + 1 + exponentLength(exponent);
    if (decimalLength <= scientificLength) {
        if (point <= 0) {
            out += "0.";
            out.append(size_t(-point), '0');
            out.append(digits, size_t(count));
        } else if (point < count) {
            out.append(digits, size_t(point));
            out += '.';
            out.append(digits + point, size_t(count - point));
        } else {
            out.append(digits, size_t(count));
            out.append(size_t(point - count), '0');
        }
        return;
    }
    out += digits[0];
    if (count > 1) {
        out += '.';
        out.append(digits + 1, size_t(count - 1));
    }
    out += exponent < 0 ? "e-" : "e+";
    const int magnitude = std::abs(exponent);
    if (magnitude < 10)
        out += '0';
    char exponentDigits[8];
    out.append(
        exponentDigits,
        std::to_chars(exponentDigits, exponentDigits + sizeof exponentDigits, magnitude).ptr);
}

} // namespace

JsonWriter::JsonWriter(QIODevice &device) : m_device(device)
{
    m_json.reserve(2 * kChunk);
}

void JsonWriter::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_levels.empty())
        return;
    Q_ASSERT_X(!m_levels.back().isObject, "JsonWriter", "a value in an object needs a key first");
    if (m_levels.back().members++ > 0)
        m_json += ",\n";
    indent(int(m_levels.size()));
}

void JsonWriter::key(QStringView key)
{
    Q_ASSERT_X(!m_levels.empty() && m_levels.back().isObject && !m_afterKey, "JsonWriter::key",
               "a key belongs in an object, before its value");
    Level &level = m_levels.back();
#ifndef QT_NO_DEBUG
    Q_ASSERT_X(level.members == 0 || QStringView(level.lastKey).compare(key) < 0, "JsonWriter::key",
               "keys must come in QJsonObject's order");
    level.lastKey = key.toString();
#endif
    if (level.members++ > 0)
        m_json += ",\n";
    indent(int(m_levels.size()));
    m_json += '"';
    escaped(key);
    m_json += "\": ";
    m_afterKey = true;
}

void JsonWriter::begin(bool isObject, char bracket)
{
    beforeValue();
    m_json += bracket;
    m_json += '\n';
    m_levels.emplace_back();
    m_levels.back().isObject = isObject;
}

void JsonWriter::end(char bracket)
{
    Q_ASSERT(!m_levels.empty() && !m_afterKey);
    const bool empty = m_levels.back().members == 0;
    m_levels.pop_back();
    if (!empty)
        m_json += '\n';
    indent(int(m_levels.size()));
    m_json += bracket;
}

void JsonWriter::beginObject()
{
    begin(true, '{');
}

void JsonWriter::endObject()
{
    Q_ASSERT(!m_levels.empty() && m_levels.back().isObject);
    end('}');
}

void JsonWriter::beginArray()
{
    begin(false, '[');
}

void JsonWriter::endArray()
{
    Q_ASSERT(!m_levels.empty() && !m_levels.back().isObject);
    end(']');
}

void JsonWriter::number(double value)
{
    // QJsonValue(double) keeps a whole number up to 2^53 as an integer, and Qt writes it so:
    // 2e12 as 2000000000000, -0 as 0 (but 1e16 as 1e+16).
    if (value == std::trunc(value) && std::abs(value) <= 0x1p53) {
        integer(qint64(value));
        return;
    }
    beforeValue();
    if (std::isfinite(value))
        appendShortest(m_json, value);
    else
        m_json += "null";
}

void JsonWriter::integer(qint64 value)
{
    beforeValue();
    char digits[24];
    m_json.append(digits, std::to_chars(digits, digits + sizeof digits, value).ptr);
}

void JsonWriter::boolean(bool value)
{
    beforeValue();
    m_json += value ? "true" : "false";
}

void JsonWriter::string(QStringView text)
{
    beforeValue();
    m_json += '"';
    escaped(text);
    m_json += '"';
}

void JsonWriter::null()
{
    beforeValue();
    m_json += "null";
}

void JsonWriter::value(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        boolean(value.toBool());
        break;
    case QJsonValue::Double: {
        // QJsonValue keeps integers (QJsonValue(int), or read as one) apart from doubles.
        const QCborValue number = QCborValue::fromJsonValue(value);
        if (number.isInteger())
            integer(number.toInteger());
        else
            this->number(number.toDouble());
        break;
    }
    case QJsonValue::String:
        string(value.toString());
        break;
    case QJsonValue::Array:
        beginArray();
        for (const QJsonValue &item : value.toArray())
            this->value(item);
        endArray();
        break;
    case QJsonValue::Object: {
        beginObject();
        const QJsonObject object = value.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            key(it.key());
            this->value(it.value());
        }
        endObject();
        break;
    }
    default:
        null();
        break;
    }
}

bool JsonWriter::finish()
{
    Q_ASSERT(m_levels.empty());
    m_json += '\n';
    flush();
    return m_ok;
}

void JsonWriter::indent(int level)
{
    if (m_json.size() >= kChunk)
        flush();
    m_json.append(size_t(4 * level), ' ');
}

void JsonWriter::flush()
{
    m_ok = m_ok && m_device.write(m_json.data(), qint64(m_json.size())) == qint64(m_json.size());
    m_json.clear();
}

void JsonWriter::hexEscape(char16_t u)
{
    static const char digits[] = "0123456789abcdef";
    m_json += "\\u";
    for (int shift = 12; shift >= 0; shift -= 4)
        m_json += digits[(u >> shift) & 0xf];
}

/// JSON's escapes for '"', '\\' and control characters, UTF-8 for the rest; a surrogate that is
/// not half of a pair is written as \uXXXX.
void JsonWriter::escaped(QStringView text)
{
    const char16_t *src = reinterpret_cast<const char16_t *>(text.constData());
    const char16_t *const end = src + text.size();
    while (src != end) {
        const char16_t u = *src++;
        if (u < 0x80) {
            if (u >= 0x20 && u != '"' && u != '\\') {
                m_json += char(u);
                continue;
            }
            m_json += '\\';
            switch (u) {
            case '"':
                m_json += '"';
                break;
            case '\\':
                m_json += '\\';
                break;
            case 0x8:
                m_json += 'b';
                break;
            case 0xc:
                m_json += 'f';
                break;
            case 0xa:
                m_json += 'n';
                break;
            case 0xd:
                m_json += 'r';
                break;
            case 0x9:
                m_json += 't';
                break;
            default:
                m_json.pop_back();
                hexEscape(u);
            }
        } else if (u < 0x800) {
            m_json += char(0xc0 | (u >> 6));
            m_json += char(0x80 | (u & 0x3f));
        } else if (!QChar::isSurrogate(u)) {
            m_json += char(0xe0 | (u >> 12));
            m_json += char(0x80 | ((u >> 6) & 0x3f));
            m_json += char(0x80 | (u & 0x3f));
        } else if (QChar::isHighSurrogate(u) && src != end && QChar::isLowSurrogate(*src)) {
            const char32_t ucs = QChar::surrogateToUcs4(u, *src++);
            m_json += char(0xf0 | (ucs >> 18));
            m_json += char(0x80 | ((ucs >> 12) & 0x3f));
            m_json += char(0x80 | ((ucs >> 6) & 0x3f));
            m_json += char(0x80 | (ucs & 0x3f));
        } else {
            hexEscape(u);
        }
    }
}

bool writeIndentedJson(const QJsonDocument &document, QIODevice &device)
{
    if (document.isNull())
        return true; // Qt writes nothing either
    JsonWriter json(device);
    json.value(document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object()));
    return json.finish();
}

QByteArray indentedJson(const QJsonDocument &document)
{
    QByteArray json;
    QBuffer buffer(&json);
    buffer.open(QIODevice::WriteOnly);
    writeIndentedJson(document, buffer);
    return json;
}

} // namespace drf
