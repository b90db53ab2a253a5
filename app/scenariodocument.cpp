#include "scenariodocument.h"

#include "appsettings.h"
#include "documentdialogs.h"
#include "scenariofile.h"
#include "scenariomodel.h"

#include <QDir>
#include <QFileInfo>
#include <QUndoStack>

namespace drf {

ScenarioDocument::ScenarioDocument(ScenarioModel *model, QWidget *window, QObject *parent)
    : QObject(parent), m_model(model), m_window(window),
      m_dialogs(std::make_unique<DocumentDialogs>())
{
    connect(m_model->undoStack(), &QUndoStack::cleanChanged, this, &ScenarioDocument::titleChanged);
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
    replaceScenario(Scenario::seed(), {}, {});
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
    replaceScenario(*loaded.scenario, QFileInfo(path).absoluteFilePath(), {});
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
    replaceScenario(*loaded.scenario, {}, id);
    emit message(tr("Preset: %1").arg(loaded.scenario->title));
    return true;
}

bool ScenarioDocument::save()
{
    return m_filePath.isEmpty() ? saveAs() : saveFile(m_filePath);
}

bool ScenarioDocument::saveAs()
{
    QString suggested = m_filePath;
    if (suggested.isEmpty())
        suggested = QDir(lastDirectory())
                        .filePath((m_preset.isEmpty() ? tr("scenario") : m_preset) +
                                  QStringLiteral(".json"));
    QString path = m_dialogs->saveFileName(m_window, suggested);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    return saveFile(path);
}

bool ScenarioDocument::saveFile(const QString &path)
{
    QString error;
    if (!saveScenarioFile(m_model->scenario(), path, &error)) {
        m_dialogs->showError(m_window, tr("Cannot save %1").arg(QFileInfo(path).fileName()), error);
        return false;
    }
    m_filePath = QFileInfo(path).absoluteFilePath();
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

void ScenarioDocument::replaceScenario(const Scenario &scenario, const QString &filePath,
                                       const QString &preset)
{
    m_filePath = filePath;
    m_preset = preset;
    m_model->resetScenario(scenario);
    emit titleChanged();
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
