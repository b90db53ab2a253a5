#include "wholefile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QSaveFile>

#include <cerrno>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct WholeFileTexts
{
    Q_DECLARE_TR_FUNCTIONS(WholeFileTexts)
};

/// The error `file` reports, or `fallback` when it has none to say: a short write sets an
/// error without the system's words, which QIODevice shows as "Unknown error".
QString reasonOf(const QFileDevice &file, const QString &fallback)
{
    const QString said = file.errorString();
    const bool unknown = said.isEmpty() || said == QBuffer().errorString();
    return file.error() != QFileDevice::NoError && !unknown ? said : fallback;
}

QString shortWrite(qint64 written, qint64 total)
{
    return WholeFileTexts::tr("only %1 of %2 bytes reached the disk").arg(written).arg(total);
}

/// Flushes `file`'s buffer. A short write fails without the system's reason; writing the rest
/// again, while each attempt writes something, ends in the failed call that carries it.
bool flushWhole(QFileDevice &file)
{
    qint64 left = file.bytesToWrite();
    while (!file.flush()) {
        const qint64 now = file.bytesToWrite();
        if (now == 0 || now >= left)
            return false;
        left = now;
    }
    return true;
}

/// Asks the system to put `file` on the disk and says whether it could. Some file systems
/// (NFS, quotas) report a full disk only here.
bool syncToDisk(QFileDevice &file, QString *reason)
{
#ifdef Q_OS_UNIX
    const int descriptor = file.handle();
    if (descriptor >= 0 && ::fsync(descriptor) != 0 && errno != EINVAL && errno != EROFS) {
        *reason = qt_error_string(errno);
        return false;
    }
#else
    Q_UNUSED(file);
    Q_UNUSED(reason);
#endif
    return true;
}

} // namespace

QString writeWhole(QFileDevice &file, const QByteArray &bytes)
{
    qint64 written = 0;
    while (written < bytes.size()) {
        const qint64 now = file.write(bytes.constData() + written, bytes.size() - written);
        if (now <= 0)
            return reasonOf(file, shortWrite(written, bytes.size()));
        written += now;
    }
    return {};
}

QString ensureWhole(QFileDevice &file)
{
    QString reason;
    if (file.error() != QFileDevice::NoError)
        reason = reasonOf(file, WholeFileTexts::tr("writing failed"));
    else if (!flushWhole(file))
        reason = reasonOf(file, WholeFileTexts::tr("not every byte reached the disk"));
    else if (file.size() != file.pos())
        reason = shortWrite(file.size(), file.pos());
    else
        syncToDisk(file, &reason);
    return reason;
}

QString commitWhole(QSaveFile &file)
{
    if (const QString reason = ensureWhole(file); !reason.isEmpty()) {
        file.cancelWriting();
        return reason;
    }
    if (!file.commit())
        return reasonOf(file, WholeFileTexts::tr("the file could not be renamed into place"));
    return {};
}

} // namespace drf
