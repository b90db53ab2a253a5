#pragma once

#include "scenario.h"

#include <QJsonObject>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <memory>
#include <optional>

class QFileSystemWatcher;
class QWidget;

namespace drf {

class DocumentDialogs;
class PlotArea;
class ScenarioModel;
enum class FileChangeAnswer;

/// What it takes to bring a document with unsaved edits back (the autosave's content).
struct DocumentSnapshot
{
    Scenario scenario;
    QJsonObject view; ///< the "view" object of the scenario file
    QString filePath; ///< where Save writes; empty for untitled and presets
    QString preset;
    /// SHA-1 of the file as last loaded or saved (to notice changes made meanwhile); unset
    /// when unknown.
    std::optional<QByteArray> fileSha1;
};

/// The file behind the scenario: which file (or preset) it came from, whether it has unsaved
/// changes (the undo stack is not clean), New / Open / Save / Save As / presets with the
/// unsaved-changes question, and the recent files (kept in the settings). The open file is
/// watched: when another program changes or deletes it, or it differs at Save from what was
/// loaded or saved, the user chooses to reload, keep their scenario or save it elsewhere.
/// The view (PlotArea's ViewState) is saved in the file and restored on open.
class ScenarioDocument : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxRecentFiles = 8;
    /// The suffix of drfviz's own scenario files, which Save As gives a new file; their MIME
    /// type (resources/drfviz-mime.xml) opens them in drfviz on a double-click. Open reads
    /// the same JSON from any file, .json too.
    static constexpr char kFileSuffix[] = "drfviz";

    /// `window` is the parent of the dialogs; `plots` (may be null) gives and takes the view.
    ScenarioDocument(ScenarioModel *model, PlotArea *plots, QWidget *window,
                     QObject *parent = nullptr);
    ~ScenarioDocument() override;

    /// Replaces the dialogs (tests answer them without blocking).
    void setDialogs(std::unique_ptr<DocumentDialogs> dialogs);
    DocumentDialogs *dialogs() const { return m_dialogs.get(); }
    ScenarioModel *model() const { return m_model; }

    /// The file, or empty for a new scenario or a preset.
    QString filePath() const { return m_filePath; }
    /// "seed.json", "preset drf-paper" or "untitled".
    QString displayName() const;
    bool isModified() const;

    /// Asks to save unsaved changes; false when the user cancels (or saving fails).
    bool maybeSave();
    /// The seed scenario, untitled.
    bool newScenario();
    /// Asks for a file, then openFile().
    bool open();
    /// Loads `path`: a file that cannot be read or is invalid shows why and changes nothing.
    bool openFile(const QString &path);
    bool loadPreset(const QString &id);
    /// Saves to the current file, or asks for one. When the file changed on disk since it was
    /// loaded or saved, asks first.
    bool save();
    bool saveAs();
    /// Writes atomically to `path` and makes it the current file; shows why when it fails.
    bool saveFile(const QString &path);

    /// The scenario, its view and its file, for the autosave.
    DocumentSnapshot snapshot() const;
    /// Shows `snapshot` as unsaved edits of its file (Save writes there).
    void restoreSnapshot(const DocumentSnapshot &snapshot);

    QStringList recentFiles() const;
    void clearRecentFiles();
    /// The folder of the last file opened or saved (home when none).
    QString lastDirectory() const;

signals:
    /// The file, its name or its modified state changed.
    void titleChanged();
    void recentFilesChanged();
    /// Something for the status bar.
    void message(const QString &text);

private:
    void replaceScenario(const Scenario &scenario, const QString &filePath, const QString &preset,
                         const QJsonObject &view);
    void rememberFile(const QString &path);
    /// Watches the current file (when it exists) and its folder (to see it come back).
    void watchFile();
    /// After the watcher fired: asks when the file differs from the one known.
    void checkFileOnDisk();
    bool changedOnDisk() const;
    FileChangeAnswer askAboutChangedFile(bool saving);
    /// Takes the file on disk as known and marks the scenario shown as unsaved.
    void keepMine();
    bool reload();

    ScenarioModel *m_model;
    PlotArea *m_plots;
    QWidget *m_window;
    std::unique_ptr<DocumentDialogs> m_dialogs;
    QString m_filePath;
    QString m_preset;
    /// SHA-1 of m_filePath as last loaded, saved or accepted; unset when it is known to be gone.
    std::optional<QByteArray> m_knownFile;
    /// The version of the file last asked about (whatever the answer), so that the watcher
    /// does not ask twice about one version; Save still asks until it is accepted.
    std::optional<std::optional<QByteArray>> m_askedAbout;
    QFileSystemWatcher *m_watcher;
    QTimer m_fileCheck; ///< a burst of watcher signals gives one check
    bool m_askingAboutFile = false;
};

} // namespace drf
