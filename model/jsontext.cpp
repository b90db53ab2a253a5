#include "jsontext.h"

#include <QSet>

#include <vector>

namespace drf {

namespace {

bool startsWith(QByteArrayView json, std::initializer_list<unsigned char> bytes)
{
    if (json.size() < qsizetype(bytes.size()))
        return false;
    qsizetype i = 0;
    for (const unsigned char byte : bytes)
        if (static_cast<unsigned char>(json[i++]) != byte)
            return false;
    return true;
}

/// One object or array the scan is inside.
struct Container
{
    bool object = false;
    QString path;
    qsizetype index = 0; ///< an array's current element
    QString key;         ///< an object's current key
    QSet<QString> keys;  ///< an object's keys so far
};

/// The path of the value that starts now inside `parent` ("users", "users[1]", "view.axes").
QString childPath(const Container &parent)
{
    if (!parent.object)
        return parent.path + QStringLiteral("[%1]").arg(parent.index);
    return parent.path.isEmpty() ? parent.key : parent.path + QLatin1Char('.') + parent.key;
}

/// The string whose opening quote is at `json[start]`, its escapes decoded; `*end` is the
/// position of its closing quote. Only keys are decoded; `decode` = false only finds the end.
QString readString(QByteArrayView json, qsizetype start, qsizetype *end, bool decode)
{
    QString text;
    qsizetype run = start + 1; // the first byte of the raw run not yet appended
    qsizetype i = start + 1;
    const auto appendRun = [&] {
        if (decode && i > run)
            text += QString::fromUtf8(json.sliced(run, i - run));
    };
    while (i < json.size()) {
        const char c = json[i];
        if (c == '"')
            break;
        if (c != '\\') {
            ++i;
            continue;
        }
        appendRun();
        const char escaped = i + 1 < json.size() ? json[i + 1] : '\0';
        i += 2;
        if (escaped == 'u') {
            if (decode)
                text += QChar(char16_t(json.sliced(i, 4).toByteArray().toUShort(nullptr, 16)));
            i += 4;
        } else if (decode) {
            switch (escaped) {
            case 'b':
                text += QLatin1Char('\b');
                break;
            case 'f':
                text += QLatin1Char('\f');
                break;
            case 'n':
                text += QLatin1Char('\n');
                break;
            case 'r':
                text += QLatin1Char('\r');
                break;
            case 't':
                text += QLatin1Char('\t');
                break;
            default: // '"', '\\', '/'
                text += QLatin1Char(escaped);
            }
        }
        run = i;
    }
    appendRun();
    *end = i;
    return text;
}

/// Counts the column of positions met in increasing order on one line at a time, in UTF-16
/// code units of the UTF-8 text: one per character, two for one beyond U+FFFF.
class ColumnCounter
{
public:
    explicit ColumnCounter(QByteArrayView json) : m_json(json) {}
    void newLine(qsizetype lineStart)
    {
        m_counted = lineStart;
        m_units = 0;
    }
    int columnAt(qsizetype position)
    {
        for (; m_counted < position; ++m_counted) {
            const auto byte = static_cast<unsigned char>(m_json[m_counted]);
            if ((byte & 0xC0) != 0x80)
                m_units += byte >= 0xF0 ? 2 : 1;
        }
        return int(m_units) + 1;
    }

private:
    QByteArrayView m_json;
    qsizetype m_counted = 0;
    qsizetype m_units = 0;
};

} // namespace

QString nonUtf8Encoding(QByteArrayView json)
{
    // UTF-32's marks first: UTF-32 (little-endian)'s starts with UTF-16 (little-endian)'s.
    if (startsWith(json, {0xFF, 0xFE, 0x00, 0x00}))
        return QStringLiteral("UTF-32 (little-endian)");
    if (startsWith(json, {0x00, 0x00, 0xFE, 0xFF}))
        return QStringLiteral("UTF-32 (big-endian)");
    if (startsWith(json, {0xFF, 0xFE}))
        return QStringLiteral("UTF-16 (little-endian)");
    if (startsWith(json, {0xFE, 0xFF}))
        return QStringLiteral("UTF-16 (big-endian)");
    // Without a mark: the NUL bytes around the first (ASCII) characters.
    const auto zero = [&json](qsizetype i) { return json[i] == '\0'; };
    if (json.size() >= 4) {
        if (!zero(0) && zero(1) && zero(2) && zero(3))
            return QStringLiteral("UTF-32 (little-endian)");
        if (zero(0) && zero(1) && zero(2) && !zero(3))
            return QStringLiteral("UTF-32 (big-endian)");
    }
    if (json.size() >= 2) {
        if (!zero(0) && zero(1))
            return QStringLiteral("UTF-16 (little-endian)");
        if (zero(0) && !zero(1))
            return QStringLiteral("UTF-16 (big-endian)");
    }
    return {};
}

QList<DuplicateKey> duplicateKeys(QByteArrayView json, int maximum, qsizetype *unlisted)
{
    QList<DuplicateKey> found;
    qsizetype more = 0;
    std::vector<Container> stack;
    bool expectKey = false; // the next string in the object on top is a key
    int line = 1;
    ColumnCounter columns(json);
    for (qsizetype i = 0; i < json.size(); ++i) {
        switch (json[i]) {
        case '\n':
            ++line;
            columns.newLine(i + 1);
            break;
        case '{':
        case '[': {
            Container container;
            container.object = json[i] == '{';
            if (!stack.empty())
                container.path = childPath(stack.back());
            stack.push_back(std::move(container));
            expectKey = stack.back().object;
            break;
        }
        case '}':
        case ']':
            stack.pop_back();
            expectKey = false;
            break;
        case ',':
            if (stack.back().object)
                expectKey = true;
            else
                ++stack.back().index;
            break;
        case '"': {
            const qsizetype start = i;
            const bool isKey = expectKey;
            QString text = readString(json, start, &i, isKey);
            if (!isKey)
                break;
            expectKey = false;
            Container &object = stack.back();
            if (object.keys.contains(text)) {
                if (found.size() < maximum)
                    found.append({object.path, text, line, columns.columnAt(start)});
                else
                    ++more;
            } else {
                object.keys.insert(text);
            }
            object.key = std::move(text);
            break;
        }
        default:
            break;
        }
    }
    if (unlisted)
        *unlisted = more;
    return found;
}

} // namespace drf
