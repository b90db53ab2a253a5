#pragma once

#include <QMainWindow>

namespace drf {

/// The drfviz main window (issue 3 fills it in).
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    /// Opens a scenario file; on failure shows the reason and keeps the current scenario.
    bool openFile(const QString &path);
};

} // namespace drf
