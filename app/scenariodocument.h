#pragma once

#include <QObject>
#include <QStringList>

#include <memory>

class QWidget;

namespace drf {

class DocumentDialogs;
class ScenarioModel;
struct Scenario;

/// The file behind the scenario: which file (or preset) it came from, whether it has unsaved
/// changes (the undo stack is not clean), New / Open / Save / Save As / presets with the
/// unsaved-changes question, and the recent files (kept in the settings).
class ScenarioDocument : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxRecentFiles = 8;

    /// `window` is the parent of the dialogs.
    ScenarioDocument(ScenarioModel *model, QWidget *window, QObject *parent = nullptr);
    ~ScenarioDocument() override;

    /// Replaces the dialogs (tests answer them without blocking).
    void setDialogs(std::unique_ptr<DocumentDialogs> dialogs);

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
    /// Saves to the current file, or asks for one.
    bool save();
    bool saveAs();
    /// Writes atomically to `path` and makes it the current file; shows why when it fails.
    bool saveFile(const QString &path);

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
    void replaceScenario(const Scenario &scenario, const QString &filePath, const QString &preset);
    void rememberFile(const QString &path);

    ScenarioModel *m_model;
    QWidget *m_window;
    std::unique_ptr<DocumentDialogs> m_dialogs;
    QString m_filePath;
    QString m_preset;
};

} // namespace drf
