#include "scenariodocument.h"

#include "appsettings.h"
#include "documentdialogs.h"
#include "plotarea.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "viewstate.h"

#include <QApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QUndoStack>

namespace drf {

namespace {

/// Several watcher signals come for one save by another program (write, rename, chmod).
constexpr int kFileCheckDelayMs = 200;

QByteArray sha1(const QByteArray &content)
{
    return QCryptographicHash::hash(content, QCryptographicHash::Sha1);
}

/// The SHA-1 of the file, unset when it does not exist (empty when it cannot be read).
std::optional<QByteArray> fileSha1(const QString &path)
{
    QFile file(path);
    if (!file.exists())
        return std::nullopt;
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return sha1(file.readAll());
}

} // namespace

ScenarioDocument::ScenarioDocument(ScenarioModel *model, PlotArea *plots, QWidget *window,
                                   QObject *parent)
    : QObject(parent), m_model(model), m_plots(plots), m_window(window),
      m_dialogs(std::make_unique<DocumentDialogs>()), m_watcher(new QFileSystemWatcher(this))
{
    connect(m_model->undoStack(), &QUndoStack::cleanChanged, this, &ScenarioDocument::titleChanged);
    m_fileCheck.setSingleShot(true);
    m_fileCheck.setInterval(kFileCheckDelayMs);
    connect(&m_fileCheck, &QTimer::timeout, this, &ScenarioDocument::checkFileOnDisk);
    auto scheduleCheck = [this] { m_fileCheck.start(); };
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, scheduleCheck);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, scheduleCheck);
}

ScenarioDocument::~ScenarioDocument() = default;

void ScenarioDocument::setDialogs(std::unique_ptr<DocumentDialogs> dialogs)
{
    m_dialogs = std::move(dialogs);
}

QString ScenarioDocument::displayName() const
{
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    if (!m_preset.isEmpty())
        return tr("preset %1").arg(m_preset);
    return tr("untitled");
}

bool ScenarioDocument::isModified() const
{
    return !m_model->undoStack()->isClean();
}

bool ScenarioDocument::maybeSave()
{
    if (!isModified())
        return true;
    switch (m_dialogs->askToSave(m_window, displayName())) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

bool ScenarioDocument::newScenario()
{
    if (!maybeSave())
        return false;
    replaceScenario(Scenario::seed(), {}, {}, {});
    emit message(tr("New scenario: the seed's cluster"));
    return true;
}

bool ScenarioDocument::open()
{
    const QString path = m_dialogs->openFileName(m_window, lastDirectory());
    return !path.isEmpty() && openFile(path);
}

bool ScenarioDocument::openFile(const QString &path)
{
    // Read first: a broken file must not cost the user the question about unsaved changes.
    const LoadResult loaded = loadScenarioFile(path);
    if (!loaded.ok()) {
        m_dialogs->showError(m_window, tr("Cannot open %1").arg(QFileInfo(path).fileName()),
                             tr("%1 is not a valid scenario:\n\n%2")
                                 .arg(QDir::toNativeSeparators(path), loaded.errorText()));
        if (!QFileInfo::exists(path) && recentFiles().contains(path)) {
            auto settings = appSettings();
            QStringList recent = recentFiles();
            recent.removeAll(path);
            settings->setValue(settingsKey::kRecentFiles, recent);
            emit recentFilesChanged();
        }
        return false;
    }
    if (!maybeSave())
        return false;
    replaceScenario(*loaded.scenario, QFileInfo(path).absoluteFilePath(), {}, loaded.view);
    rememberFile(m_filePath);
    emit message(tr("Opened %1").arg(QDir::toNativeSeparators(m_filePath)));
    return true;
}

bool ScenarioDocument::loadPreset(const QString &id)
{
    const LoadResult loaded = drf::loadPreset(id);
    if (!loaded.ok()) {
        m_dialogs->showError(m_window, tr("Cannot load preset %1").arg(id), loaded.errorText());
        return false;
    }
    if (!maybeSave())
        return false;
    replaceScenario(*loaded.scenario, {}, id, loaded.view);
    emit message(tr("Preset: %1").arg(presetText(loaded.scenario->title)));
    return true;
}

bool ScenarioDocument::save()
{
    if (m_filePath.isEmpty())
        return saveAs();
    if (!changedOnDisk())
        return saveFile(m_filePath);
    switch (askAboutChangedFile(true)) {
    case FileChangeAnswer::KeepMine:
        return saveFile(m_filePath);
    case FileChangeAnswer::SaveAs:
        return saveAs();
    case FileChangeAnswer::Reload:
        reload();
        return false; // the edits were dropped, not saved
    case FileChangeAnswer::Cancel:
        break;
    }
    return false;
}

bool ScenarioDocument::saveAs()
{
    QString suggested = m_filePath;
    if (suggested.isEmpty())
        suggested = QDir(lastDirectory())
                        .filePath((m_preset.isEmpty() ? tr("scenario") : m_preset) +
                                  QLatin1Char('.') + QLatin1String(kFileSuffix));
    QString path = m_dialogs->saveFileName(m_window, suggested);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + QLatin1String(kFileSuffix);
    return saveFile(path);
}

bool ScenarioDocument::saveFile(const QString &path)
{
    const QByteArray json = scenarioToJson(m_model->scenario(),
                                           m_plots ? m_plots->viewState().toJson() : QJsonObject());
    QString error;
    if (!writeFileAtomically(path, json, &error)) {
        m_dialogs->showError(
            m_window, tr("Cannot save %1").arg(QFileInfo(path).fileName()),
            tr("%1\n\nYour scenario is still open, with its unsaved changes.").arg(error));
        return false;
    }
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_knownFile = sha1(json);
    m_askedAbout.reset();
    watchFile();
    m_preset.clear();
    m_model->undoStack()->setClean();
    rememberFile(m_filePath);
    emit titleChanged();
    emit message(tr("Saved %1").arg(QDir::toNativeSeparators(m_filePath)));
    return true;
}

QStringList ScenarioDocument::recentFiles() const
{
    return appSettings()->value(settingsKey::kRecentFiles).toStringList();
}

void ScenarioDocument::clearRecentFiles()
{
    appSettings()->remove(settingsKey::kRecentFiles);
    emit recentFilesChanged();
}

QString ScenarioDocument::lastDirectory() const
{
    const QString last = appSettings()->value(settingsKey::kLastFile).toString();
    return last.isEmpty() ? QDir::homePath() : QFileInfo(last).absolutePath();
}

DocumentSnapshot ScenarioDocument::snapshot() const
{
    return {m_model->scenario(), m_plots ? m_plots->viewState().toJson() : QJsonObject(),
            m_filePath, m_preset, m_knownFile};
}

void ScenarioDocument::restoreSnapshot(const DocumentSnapshot &snapshot)
{
    replaceScenario(snapshot.scenario, snapshot.filePath, snapshot.preset, snapshot.view);
    if (snapshot.fileSha1)
        m_knownFile = snapshot.fileSha1;
    m_model->undoStack()->resetClean();
    emit titleChanged();
    // The file may have changed since the snapshot was taken.
    if (!m_filePath.isEmpty())
        m_fileCheck.start();
}

void ScenarioDocument::replaceScenario(const Scenario &scenario, const QString &filePath,
                                       const QString &preset, const QJsonObject &view)
{
    m_filePath = filePath;
    m_preset = preset;
    m_knownFile = filePath.isEmpty() ? std::nullopt : fileSha1(filePath);
    m_askedAbout.reset();
    watchFile();
    m_model->resetScenario(scenario);
    if (m_plots)
        m_plots->restoreViewState(ViewState::fromJson(view));
    emit titleChanged();
}

void ScenarioDocument::watchFile()
{
    const QStringList watched = m_watcher->files() + m_watcher->directories();
    if (!watched.isEmpty())
        m_watcher->removePaths(watched);
    if (m_filePath.isEmpty())
        return;
    // An atomic save (ours or another program's) renames a new file over the old one, which
    // ends the watch on the old one: watching again after every check follows the new file.
    if (QFileInfo::exists(m_filePath))
        m_watcher->addPath(m_filePath);
    const QString folder = QFileInfo(m_filePath).absolutePath();
    if (QFileInfo::exists(folder))
        m_watcher->addPath(folder);
}

bool ScenarioDocument::changedOnDisk() const
{
    return !m_filePath.isEmpty() && fileSha1(m_filePath) != m_knownFile;
}

void ScenarioDocument::checkFileOnDisk()
{
    // No question over another one (a file dialog, the unsaved-changes question): later.
    if (QApplication::activeModalWidget()) {
        m_fileCheck.start();
        return;
    }
    watchFile();
    if (m_askingAboutFile || !changedOnDisk() ||
        (m_askedAbout && *m_askedAbout == fileSha1(m_filePath)))
        return;
    switch (askAboutChangedFile(false)) {
    case FileChangeAnswer::Reload:
        reload();
        break;
    case FileChangeAnswer::SaveAs:
        // Until it is saved somewhere, the scenario shown is not what the file holds.
        m_model->undoStack()->resetClean();
        saveAs();
        break;
    case FileChangeAnswer::KeepMine:
    case FileChangeAnswer::Cancel:
        keepMine();
        break;
    }
}

FileChangeAnswer ScenarioDocument::askAboutChangedFile(bool saving)
{
    m_askingAboutFile = true;
    FileChange change;
    change.path = m_filePath;
    change.deleted = !QFileInfo::exists(m_filePath);
    change.saving = saving;
    change.modified = isModified();
    m_askedAbout = fileSha1(m_filePath);
    const FileChangeAnswer answer = m_dialogs->askAboutChangedFile(m_window, change);
    m_askingAboutFile = false;
    return answer;
}

void ScenarioDocument::keepMine()
{
    m_knownFile = fileSha1(m_filePath);
    m_model->undoStack()->resetClean();
    emit titleChanged();
}

bool ScenarioDocument::reload()
{
    const LoadResult loaded = loadScenarioFile(m_filePath);
    if (!loaded.ok()) {
        m_dialogs->showError(m_window, tr("Cannot reload %1").arg(QFileInfo(m_filePath).fileName()),
                             tr("%1 is not a valid scenario now; yours stays open:\n\n%2")
                                 .arg(QDir::toNativeSeparators(m_filePath), loaded.errorText()));
        keepMine();
        return false;
    }
    replaceScenario(*loaded.scenario, m_filePath, {}, loaded.view);
    emit message(tr("Reloaded %1").arg(QDir::toNativeSeparators(m_filePath)));
    return true;
}

void ScenarioDocument::rememberFile(const QString &path)
{
    auto settings = appSettings();
    QStringList recent = settings->value(settingsKey::kRecentFiles).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecentFiles)
        recent.removeLast();
    settings->setValue(settingsKey::kRecentFiles, recent);
    settings->setValue(settingsKey::kLastFile, path);
    emit recentFilesChanged();
}

} // namespace drf
