#pragma once

#include <QByteArray>
#include <QString>

class QFileDevice;
class QSaveFile;

namespace drf {

/// Writes all of `bytes` to the open `file`, as many write() calls as the system needs; on a
/// short write the next call gets the system's reason (a full disk, a file size limit).
/// Returns why it failed, or an empty string.
QString writeWhole(QFileDevice &file, const QByteArray &bytes);

/// Commits `file` only when every byte written to it is on the disk, and otherwise discards
/// the temporary file, leaving the old file as it was. Returns why it failed (the system's
/// words: "No space left on device", "File too large"), or an empty string.
///
/// QSaveFile::commit() alone does not do this in Qt 6.4: it flushes its buffer as it closes,
/// ignores a failed flush and renames the short temporary file over the old one. So this
/// flushes first, writing the rest again after a short write to learn the system's reason,
/// checks that the file on disk is as long as what was written, syncs it, and only then
/// commits.
QString commitWhole(QSaveFile &file);

/// What commitWhole() checks before it commits, for a writer whose caller commits (QSettings):
/// flushes, checks the length on disk and syncs. Returns why it failed, or an empty string.
QString ensureWhole(QFileDevice &file);

} // namespace drf
