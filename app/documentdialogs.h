#pragma once

#include <QMessageBox>
#include <QString>

class QWidget;

namespace drf {

/// The questions and messages of file handling. The defaults show the usual Qt dialogs; tests
/// replace them (MainWindow::setDialogs()) so nothing modal blocks.
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
};

} // namespace drf
