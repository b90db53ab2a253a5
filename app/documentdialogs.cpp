#include "documentdialogs.h"

#include "scenariodocument.h"

#include <QDir>
#include <QFileDialog>
#include <QPushButton>

#include <cstdio>

namespace drf {

namespace {

QString scenarioFilter()
{
    return QObject::tr("drfviz scenarios (*.%1 *.json);;All files (*)")
        .arg(QLatin1String(ScenarioDocument::kFileSuffix));
}

QPushButton *addButton(QMessageBox &box, const QString &text, QMessageBox::ButtonRole role,
                       const QString &name)
{
    QPushButton *button = box.addButton(text, role);
    button->setObjectName(name);
    return button;
}

} // namespace

DocumentDialogs::~DocumentDialogs() = default;

void DocumentDialogs::showError(QWidget *parent, const QString &title, const QString &text)
{
    // Also on standard error: whoever started the program from a terminal or a script sees it.
    std::fprintf(stderr, "drfviz: %s: %s\n", qPrintable(title), qPrintable(text));
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    box.exec();
}

QMessageBox::StandardButton DocumentDialogs::askToSave(QWidget *parent, const QString &documentName)
{
    QMessageBox box(QMessageBox::Question, QObject::tr("Unsaved changes"),
                    QObject::tr("Save the changes to %1?").arg(documentName),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(QObject::tr("Otherwise your edits are lost."));
    box.setDefaultButton(QMessageBox::Save);
    return QMessageBox::StandardButton(box.exec());
}

QString DocumentDialogs::openFileName(QWidget *parent, const QString &directory)
{
    return QFileDialog::getOpenFileName(parent, QObject::tr("Open scenario"), directory,
                                        scenarioFilter());
}

QString DocumentDialogs::saveFileName(QWidget *parent, const QString &suggestedPath)
{
    return QFileDialog::getSaveFileName(parent, QObject::tr("Save scenario"), suggestedPath,
                                        scenarioFilter());
}

FileChangeAnswer DocumentDialogs::askAboutChangedFile(QWidget *parent, const FileChange &change)
{
    const QString name = QDir::toNativeSeparators(change.path);
    QMessageBox box(QMessageBox::Warning,
                    change.deleted ? QObject::tr("File deleted") : QObject::tr("File changed"),
                    change.deleted
                        ? QObject::tr("%1 was deleted or moved by another program.").arg(name)
                        : QObject::tr("%1 was changed by another program.").arg(name),
                    QMessageBox::NoButton, parent);
    QString info;
    if (change.saving)
        info = change.deleted ? QObject::tr("Keep Mine saves your scenario there again.")
                              : QObject::tr("Keep Mine replaces the other program's version "
                                            "with yours.");
    else
        info = change.deleted ? QObject::tr("Keep Mine goes on with your scenario; Save puts "
                                            "the file back.")
                              : QObject::tr("Keep Mine goes on with your scenario; the file is "
                                            "untouched until you save.");
    if (!change.deleted)
        info += QLatin1Char(' ') +
                (change.modified ? QObject::tr("Reload reads the file again and drops your unsaved "
                                               "edits.")
                                 : QObject::tr("Reload reads the file again."));
    box.setInformativeText(info);
    QPushButton *reload = change.deleted
                              ? nullptr
                              : addButton(box, QObject::tr("&Reload"), QMessageBox::DestructiveRole,
                                          QStringLiteral("reload"));
    QPushButton *keep = addButton(box, QObject::tr("&Keep Mine"), QMessageBox::AcceptRole,
                                  QStringLiteral("keep-mine"));
    QPushButton *saveAs = addButton(box, QObject::tr("Save &As…"), QMessageBox::ActionRole,
                                    QStringLiteral("save-as"));
    QPushButton *cancel = change.saving
                              ? addButton(box, QObject::tr("Cancel"), QMessageBox::RejectRole,
                                          QStringLiteral("cancel"))
                              : nullptr;
    // Enter and Escape never destroy anything: they keep the user's scenario.
    box.setDefaultButton(keep);
    box.setEscapeButton(cancel ? cancel : keep);
    box.exec();
    if (box.clickedButton() == reload && reload)
        return FileChangeAnswer::Reload;
    if (box.clickedButton() == saveAs)
        return FileChangeAnswer::SaveAs;
    if (box.clickedButton() == cancel && cancel)
        return FileChangeAnswer::Cancel;
    return FileChangeAnswer::KeepMine;
}

QMessageBox::StandardButton DocumentDialogs::askToRestore(QWidget *parent,
                                                          const QString &description)
{
    QMessageBox box(QMessageBox::Question, QObject::tr("Restore unsaved changes"),
                    QObject::tr("drfviz ended without saving your changes to %1.").arg(description),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(QObject::tr("Restore them? Restored changes are not saved yet. Not "
                                       "Now asks again at the next start."));
    QPushButton *restore =
        addButton(box, QObject::tr("&Restore"), QMessageBox::YesRole, QStringLiteral("restore"));
    QPushButton *discard = addButton(box, QObject::tr("&Discard"), QMessageBox::DestructiveRole,
                                     QStringLiteral("discard"));
    QPushButton *later =
        addButton(box, QObject::tr("&Not Now"), QMessageBox::RejectRole, QStringLiteral("not-now"));
    box.setDefaultButton(restore);
    box.setEscapeButton(later);
    box.exec();
    if (box.clickedButton() == restore)
        return QMessageBox::Yes;
    if (box.clickedButton() == discard)
        return QMessageBox::Discard;
    return QMessageBox::Cancel;
}

} // namespace drf
