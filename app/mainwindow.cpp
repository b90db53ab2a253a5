#include "mainwindow.h"

namespace drf {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
}

bool MainWindow::openFile(const QString &path)
{
    Q_UNUSED(path);
    return false;
}

} // namespace drf
