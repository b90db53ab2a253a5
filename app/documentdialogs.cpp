#include "documentdialogs.h"

#include <QFileDialog>

namespace drf {

namespace {

QString scenarioFilter()
{
    return QObject::tr("drfviz scenarios (*.json);;All files (*)");
}

} // namespace

DocumentDialogs::~DocumentDialogs() = default;

void DocumentDialogs::showError(QWidget *parent, const QString &title, const QString &text)
{
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

} // namespace drf
