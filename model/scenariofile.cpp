#include "scenariofile.h"

#include "wholefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct ScenarioFileTexts
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioFileTexts)
};

// "it is 104,857,600 bytes (100.0 MiB), over the limit of 67,108,864 bytes (64 MiB) for scenario
// files"; size < 0 when unknown. Exact bytes, so that a file one byte over the limit does not
// read as "64.0 MB, over the 64 MB limit".
QString tooLarge(qint64 size)
{
    const QLocale english(QLocale::English);
    const QString limit = ScenarioFileTexts::tr("the limit of %1 bytes (%2 MiB) for scenario files")
                              .arg(english.toString(kMaxScenarioFileBytes))
                              .arg(kMaxScenarioFileBytes >> 20);
    if (size < 0)
        return ScenarioFileTexts::tr("it grew over %1 while being read").arg(limit);
    return ScenarioFileTexts::tr("it is %1 bytes (%2 MiB), over %3")
        .arg(english.toString(size), english.toString(double(size) / (1 << 20), 'f', 1), limit);
}

QString notARegularFile(const QString &kind)
{
    return kind.isEmpty() ? ScenarioFileTexts::tr("not a regular file")
                          : ScenarioFileTexts::tr("not a regular file (%1)").arg(kind);
}

#ifdef Q_OS_UNIX
QString fileKind(mode_t mode)
{
    if (S_ISDIR(mode))
        return ScenarioFileTexts::tr("a directory");
    if (S_ISFIFO(mode))
        return ScenarioFileTexts::tr("a FIFO");
    if (S_ISCHR(mode))
        return ScenarioFileTexts::tr("a character device");
    if (S_ISBLK(mode))
        return ScenarioFileTexts::tr("a block device");
    if (S_ISSOCK(mode))
        return ScenarioFileTexts::tr("a socket");
    return {};
}
#endif

// Opens `file` for reading if it is a regular file within the size limit; otherwise returns why
// not. A FIFO without a writer would block for ever, /dev/zero never ends and a huge file costs
// minutes and gigabytes, so all are refused before anything is read.
QString openScenarioFile(QFile &file)
{
    const QString path = file.fileName();
#ifdef Q_OS_UNIX
    // Qt resources (":/presets/...") are not files of the system.
    if (!path.startsWith(QLatin1Char(':'))) {
        // O_NONBLOCK keeps a FIFO from blocking open(); fstat() then judges what was opened,
        // so nothing can be swapped in between the check and the read.
        const int fd =
            ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0)
            return qt_error_string(errno);
        struct stat status;
        QString refusal;
        if (::fstat(fd, &status) != 0)
            refusal = qt_error_string(errno);
        else if (!S_ISREG(status.st_mode))
            refusal = notARegularFile(fileKind(status.st_mode));
        else if (status.st_size > kMaxScenarioFileBytes)
            refusal = tooLarge(status.st_size);
        else if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle))
            refusal = file.errorString();
        if (!refusal.isEmpty())
            ::close(fd);
        return refusal;
    }
#endif
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return notARegularFile(info.isDir() ? ScenarioFileTexts::tr("a directory") : QString());
    if (info.size() > kMaxScenarioFileBytes)
        return tooLarge(info.size());
    return file.open(QIODevice::ReadOnly) ? QString() : file.errorString();
}

QString presetPath(const QString &id)
{
    return QStringLiteral(":/presets/%1.json").arg(id);
}

} // namespace

LoadResult loadScenarioFile(const QString &path)
{
    QFile file(path);
    QString reason = openScenarioFile(file);
    QByteArray json;
    if (reason.isEmpty()) {
        // The file may have grown since it was looked at: read one byte more than allowed to tell.
        json = file.read(kMaxScenarioFileBytes + 1);
        if (json.size() > kMaxScenarioFileBytes)
            reason = tooLarge(-1);
        else if (file.error() != QFileDevice::NoError)
            reason = file.errorString();
    }
    if (!reason.isEmpty())
        return LoadResult::failure(
            ScenarioFileTexts::tr("cannot read \"%1\": %2").arg(path, reason));
    return parseScenarioJson(json);
}

bool writeFileAtomically(const QString &path, const QByteArray &json, QString *error)
{
    // QSaveFile writes to a temporary file; commitWhole() renames it over `path` only when all
    // of it is on the disk.
    QSaveFile file(path);
    QString reason;
    if (!file.open(QIODevice::WriteOnly))
        reason = file.errorString();
    else if (reason = writeWhole(file, json); reason.isEmpty())
        reason = commitWhole(file);
    if (!reason.isEmpty() && error)
        *error = ScenarioFileTexts::tr("cannot save \"%1\": %2").arg(path, reason);
    return reason.isEmpty();
}

bool saveScenarioFile(const Scenario &scenario, const QString &path, QString *error,
                      const QJsonObject &view)
{
    return writeFileAtomically(path, scenarioToJson(scenario, view), error);
}

QString presetText(const QString &text)
{
    return QCoreApplication::translate("drf::Preset", text.toUtf8().constData());
}

QList<Preset> presets()
{
    const QStringList files = QDir(QStringLiteral(":/presets"))
                                  .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QList<Preset> list;
    for (const QString &file : files) {
        const QString id = QFileInfo(file).completeBaseName();
        const LoadResult loaded = loadScenarioFile(presetPath(id));
        list.append(
            {id, loaded.ok() ? loaded.scenario->title : id, presetPath(id), loaded.description});
    }
    std::stable_partition(list.begin(), list.end(),
                          [](const Preset &preset) { return preset.id == QLatin1String("seed"); });
    return list;
}

LoadResult loadPreset(const QString &id)
{
    const QList<Preset> all = presets();
    const bool known =
        std::any_of(all.cbegin(), all.cend(), [&id](const Preset &p) { return p.id == id; });
    if (!known)
        return LoadResult::failure(ScenarioFileTexts::tr("unknown preset \"%1\"").arg(id));
    return loadScenarioFile(presetPath(id));
}

} // namespace drf
