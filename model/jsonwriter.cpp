#include "jsonwriter.h"

#include <QBuffer>
#include <QCborValue>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLocale>

#include <cmath>
#include <string>

namespace drf {

namespace {

/// Writes JSON as Qt's indented writer does, to a device, through a buffer.
class IndentedWriter
{
public:
    explicit IndentedWriter(QIODevice &device) : m_device(device) { m_json.reserve(2 * kChunk); }

    bool write(const QJsonDocument &document)
    {
        if (document.isArray())
            writeArray(document.array(), 0);
        else if (document.isObject())
            writeObject(document.object(), 0);
        else
            return true;
        m_json += '\n';
        flush();
        return m_ok;
    }

private:
    static constexpr size_t kChunk = 1 << 20;

    void flush()
    {
        m_ok =
            m_ok && m_device.write(m_json.data(), qint64(m_json.size())) == qint64(m_json.size());
        m_json.clear();
    }

    void indent(int level)
    {
        if (m_json.size() >= kChunk)
            flush();
        m_json.append(size_t(4 * level), ' ');
    }

    void writeValue(const QJsonValue &value, int level)
    {
        switch (value.type()) {
        case QJsonValue::Bool:
            m_json += value.toBool() ? "true" : "false";
            break;
        case QJsonValue::Double: {
            // An integer (QJsonValue(int)) is written as one, a double in its shortest form;
            // only a whole number can be either.
            const double number = value.toDouble();
            if (!std::isfinite(number)) {
                m_json += "null";
            } else if (std::floor(number) == number &&
                       QCborValue::fromJsonValue(value).isInteger()) {
                append(QByteArray::number(QCborValue::fromJsonValue(value).toInteger()));
            } else {
                append(QByteArray::number(number, 'g', QLocale::FloatingPointShortest));
            }
            break;
        }
        case QJsonValue::String:
            m_json += '"';
            writeEscaped(value.toString());
            m_json += '"';
            break;
        case QJsonValue::Array:
            writeArray(value.toArray(), level);
            break;
        case QJsonValue::Object:
            writeObject(value.toObject(), level);
            break;
        default:
            m_json += "null";
            break;
        }
    }

    void writeArray(const QJsonArray &array, int level)
    {
        m_json += "[\n";
        for (qsizetype k = 0; k < array.size(); ++k) {
            indent(level + 1);
            writeValue(array.at(k), level + 1);
            m_json += k + 1 < array.size() ? ",\n" : "\n";
        }
        indent(level);
        m_json += ']';
    }

    void writeObject(const QJsonObject &object, int level)
    {
        m_json += "{\n";
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            indent(level + 1);
            m_json += '"';
            writeEscaped(it.key());
            m_json += "\": ";
            writeValue(it.value(), level + 1);
            m_json += std::next(it) != object.constEnd() ? ",\n" : "\n";
        }
        indent(level);
        m_json += '}';
    }

    void append(const QByteArray &bytes) { m_json.append(bytes.constData(), size_t(bytes.size())); }

    void hexEscape(char16_t u)
    {
        static const char digits[] = "0123456789abcdef";
        m_json += "\\u";
        for (int shift = 12; shift >= 0; shift -= 4)
            m_json += digits[(u >> shift) & 0xf];
    }

    /// JSON's escapes for '"', '\\' and control characters, UTF-8 for the rest; a surrogate
    /// that is not half of a pair is written as \uXXXX.
    void writeEscaped(const QString &text)
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

    QIODevice &m_device;
    std::string m_json;
    bool m_ok = true;
};

} // namespace

QByteArray indentedJson(const QJsonDocument &document)
{
    QByteArray json;
    QBuffer buffer(&json);
    buffer.open(QIODevice::WriteOnly);
    IndentedWriter(buffer).write(document);
    return json;
}

bool writeIndentedJson(const QJsonDocument &document, QIODevice &device)
{
    return IndentedWriter(device).write(document);
}

} // namespace drf
