#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace drf {

/// What QJsonDocument does not say about a JSON text: that it is in another encoding than
/// UTF-8 (it reports "illegal value" at the first NUL byte), and that an object has a key twice
/// (it keeps the last value and drops the others silently).

/// The encoding of `json` when it is surely not UTF-8, as "UTF-16 (little-endian)"; empty when
/// it may be UTF-8. Known by a byte order mark (UTF-32 and UTF-16, either byte order) or,
/// without one, by the NUL bytes UTF-16 and UTF-32 give the ASCII characters a JSON text starts
/// with (RFC 4627, section 3): UTF-8 JSON has no NUL byte outside a string.
QString nonUtf8Encoding(QByteArrayView json);

/// A key met a second time in one object.
struct DuplicateKey
{
    QString path; ///< the object's place: "" for the root, "users[1]", "view"
    QString key; ///< the key, with its escapes decoded ("\u0061" is "a", as QJsonDocument reads it)
    int line;    ///< of the second occurrence, from 1
    int column;  ///< in UTF-16 code units from 1, as in "invalid JSON at line 3, column 7"
};

/// Every key that occurs more than once in an object of `json`, in the order of the text: the
/// first `maximum` listed, the others counted in `*unlisted`. `json` must be a text
/// QJsonDocument::fromJson() read without an error (it is not checked again). Linear time.
QList<DuplicateKey> duplicateKeys(QByteArrayView json, int maximum, qsizetype *unlisted = nullptr);

} // namespace drf
