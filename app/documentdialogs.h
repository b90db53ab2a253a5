#pragma once

#include <QMessageBox>
#include <QString>

class QWidget;

namespace drf {

/// The answers to "the open file changed on disk".
enum class FileChangeAnswer
{
    Reload,   ///< read the file again (unsaved edits are dropped)
    KeepMine, ///< keep the scenario shown; when saving, overwrite the file with it
    SaveAs,   ///< keep the scenario shown and save it under another name
    Cancel,   ///< only when saving: do not save now
};

/// Which question about a changed file is asked.
struct FileChange
{
    QString path;
    bool deleted = false;  ///< the file is gone (Reload is not offered)
    bool saving = false;   ///< asked at Save (Cancel is offered), else when the change is noticed
    bool modified = false; ///< the scenario shown has unsaved edits
};

/// The questions and messages of file handling. The defaults show the usual Qt dialogs; tests
/// replace them (MainWindow::setDialogs()) so nothing modal blocks. The buttons of the
/// message boxes have object names ("reload", "keep-mine", "save-as", "restore"...) that tests
/// click.
class DocumentDialogs
{
public:
    virtual ~DocumentDialogs();

    /// A file could not be opened or saved; `text` says why.
    virtual void showError(QWidget *parent, const QString &title, const QString &text);
    /// Unsaved changes in `documentName`: Save, Discard or Cancel.
    virtual QMessageBox::StandardButton askToSave(QWidget *parent, const QString &documentName);
    /// A scenario file to open (empty = cancelled).
    virtual QString openFileName(QWidget *parent, const QString &directory);
    /// Where to save (empty = cancelled).
    virtual QString saveFileName(QWidget *parent, const QString &suggestedPath);
    /// The open file was changed or deleted by someone else.
    virtual FileChangeAnswer askAboutChangedFile(QWidget *parent, const FileChange &change);
    /// Unsaved edits of a session that ended without saving them (`description` says which):
    /// Yes (restore them), Discard (delete them) or Cancel (ask again next time).
    virtual QMessageBox::StandardButton askToRestore(QWidget *parent, const QString &description);
};

} // namespace drf
