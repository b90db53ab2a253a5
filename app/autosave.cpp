#include "autosave.h"

#include "scenariofile.h"
#include "scenariomodel.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QLockFile>
#include <QStandardPaths>
#include <QUndoStack>
#include <QUuid>

#include <algorithm>

namespace drf {

namespace {

const QString kAutosaveKey = QStringLiteral("autosave");
const QString kFilePathKey = QStringLiteral("filePath");
const QString kPresetKey = QStringLiteral("preset");
const QString kFileSha1Key = QStringLiteral("fileSha1");
const QString kSavedAtKey = QStringLiteral("savedAt");

QString lockPath(const QString &copy)
{
    return copy + QStringLiteral(".lock");
}

/// A lock that a live session keeps however long it runs; a dead session's lock is stale.
std::unique_ptr<QLockFile> lockFor(const QString &copy)
{
    auto lock = std::make_unique<QLockFile>(lockPath(copy));
    lock->setStaleLockTime(0);
    return lock;
}

} // namespace

QString Autosave::Orphan::description() const
{
    QString what;
    if (!snapshot.filePath.isEmpty())
        what = QDir::toNativeSeparators(snapshot.filePath);
    else if (!snapshot.preset.isEmpty())
        what = QObject::tr("the preset %1").arg(snapshot.preset);
    else
        what = QObject::tr("an untitled scenario");
    return QObject::tr("%1 (last autosaved %2)")
        .arg(what, QLocale().toString(savedAt.toLocalTime(), QLocale::ShortFormat));
}

Autosave::Autosave(ScenarioDocument *document, const QString &directory, QObject *parent)
    : QObject(parent), m_document(document), m_directory(directory),
      m_sessionId(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    ScenarioModel *model = m_document->model();
    connect(model, &ScenarioModel::scenarioChanged, this, &Autosave::documentChanged);
    connect(model->undoStack(), &QUndoStack::cleanChanged, this, &Autosave::documentChanged);
    connect(m_document, &ScenarioDocument::titleChanged, this, &Autosave::documentChanged);
}

// Destroyed with unsaved changes (the window was not closed through its question), the copy
// stays for the next start; its lock goes with m_lock.
Autosave::~Autosave() = default;

QString Autosave::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("autosave"));
}

QString Autosave::filePath() const
{
    return QDir(m_directory).filePath(m_sessionId + QStringLiteral(".json"));
}

void Autosave::documentChanged()
{
    if (!m_document->isModified()) {
        discard();
        return;
    }
    if (!m_pendingSince.isValid())
        m_pendingSince.start();
    const qint64 left = kMaxDelayMs - m_pendingSince.elapsed();
    m_timer.start(int(std::clamp<qint64>(left, 0, kDelayMs)));
}

bool Autosave::saveNow()
{
    m_timer.stop();
    m_pendingSince.invalidate();
    if (!m_document->isModified()) {
        discard();
        return true;
    }
    const QString path = filePath();
    if (!QDir().mkpath(m_directory)) {
        emit failed(tr("cannot create the folder \"%1\"").arg(m_directory));
        return false;
    }
    if (!m_lock) {
        auto lock = lockFor(path);
        if (!lock->tryLock(0)) {
            emit failed(tr("cannot lock \"%1\"").arg(lockPath(path)));
            return false;
        }
        m_lock = std::move(lock);
    }
    const DocumentSnapshot snapshot = m_document->snapshot();
    QJsonObject about{{kFilePathKey, snapshot.filePath},
                      {kPresetKey, snapshot.preset},
                      {kSavedAtKey, QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
    if (snapshot.fileSha1)
        about.insert(kFileSha1Key, QString::fromLatin1(snapshot.fileSha1->toHex()));
    QJsonObject root = scenarioToJsonObject(snapshot.scenario, snapshot.view);
    root.insert(kAutosaveKey, about);
    QString error;
    if (!writeFileAtomically(path, QJsonDocument(root).toJson(QJsonDocument::Indented), &error)) {
        emit failed(error);
        return false;
    }
    return true;
}

void Autosave::discard()
{
    m_timer.stop();
    m_pendingSince.invalidate();
    if (!m_lock)
        return;
    QFile::remove(filePath());
    m_lock.reset(); // unlocking removes the lock file
}

std::vector<Autosave::Orphan> Autosave::orphans() const
{
    std::vector<Orphan> found;
    const QFileInfoList copies =
        QDir(m_directory).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time);
    for (const QFileInfo &copy : copies) {
        const QString path = copy.absoluteFilePath();
        if (path == QFileInfo(filePath()).absoluteFilePath())
            continue;
        std::shared_ptr<QLockFile> lock = lockFor(path);
        if (!lock->tryLock(0))
            continue; // its session is still running
        const LoadResult loaded = loadScenarioFile(path);
        QFile file(path);
        if (!loaded.ok() || !file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject about =
            QJsonDocument::fromJson(file.readAll()).object().value(kAutosaveKey).toObject();
        if (about.isEmpty())
            continue;
        Orphan orphan;
        orphan.path = path;
        orphan.savedAt = QDateTime::fromString(about.value(kSavedAtKey).toString(), Qt::ISODate);
        if (!orphan.savedAt.isValid())
            orphan.savedAt = copy.lastModified();
        orphan.snapshot.scenario = *loaded.scenario;
        orphan.snapshot.view = loaded.view;
        orphan.snapshot.filePath = about.value(kFilePathKey).toString();
        orphan.snapshot.preset = about.value(kPresetKey).toString();
        const QJsonValue sha1 = about.value(kFileSha1Key);
        if (sha1.isString())
            orphan.snapshot.fileSha1 = QByteArray::fromHex(sha1.toString().toLatin1());
        orphan.lock = std::move(lock);
        found.push_back(std::move(orphan));
    }
    return found;
}

void Autosave::remove(Orphan &orphan)
{
    QFile::remove(orphan.path);
    orphan.lock.reset();
}

} // namespace drf
