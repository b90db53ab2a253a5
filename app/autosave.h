#pragma once

#include "scenariodocument.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <vector>

class QLockFile;

namespace drf {

/// Keeps a copy of unsaved edits so a crash or a kill does not lose them. A couple of seconds
/// after the edits stop (at the latest kMaxDelayMs after the first unsaved one) the document's
/// snapshot is written atomically to `<directory>/<session id>.json`, a scenario file with an
/// extra "autosave" object (the document's file, preset and its SHA-1). The copy is removed as
/// soon as the document has no unsaved changes (saved, reverted, or discarded on close). Each
/// running session holds a QLockFile on its copy, so another instance only offers copies
/// whose session ended (orphans()).
class Autosave : public QObject
{
    Q_OBJECT

public:
    static constexpr int kDelayMs = 2000;
    static constexpr int kMaxDelayMs = 10000;

    /// A copy left by a session that ended; locked by this session while it exists.
    struct Orphan
    {
        QString path;
        QDateTime savedAt;
        DocumentSnapshot snapshot;
        std::shared_ptr<QLockFile> lock;
        /// "seed.json (saved 30 Nov 16:40)"
        QString description() const;
    };

    Autosave(ScenarioDocument *document, const QString &directory, QObject *parent = nullptr);
    ~Autosave() override;

    /// QStandardPaths::AppDataLocation/autosave.
    static QString defaultDirectory();
    QString directory() const { return m_directory; }
    /// This session's copy (it exists only while there are unsaved changes).
    QString filePath() const;

    /// Writes the copy now when there are unsaved changes, else removes it. False (and
    /// failed()) when it cannot be written.
    bool saveNow();
    /// Removes this session's copy.
    void discard();

    /// The copies of sessions that ended, newest first, each locked against other instances.
    std::vector<Orphan> orphans() const;
    /// Deletes an orphan's copy and its lock.
    static void remove(Orphan &orphan);

signals:
    /// The copy could not be written; `reason` says why.
    void failed(const QString &reason);

private:
    void documentChanged();

    ScenarioDocument *m_document;
    QString m_directory;
    QString m_sessionId;
    std::unique_ptr<QLockFile> m_lock; ///< held from the first write on
    QTimer m_timer;
    QElapsedTimer m_pendingSince; ///< since the first change not yet written
};

} // namespace drf
