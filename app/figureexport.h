#pragma once

#include <QString>

class QWidget;

namespace drf {

/// Saves `plot` to `path` as PNG (at twice the screen resolution), SVG or PDF, by the file's
/// suffix. A QCustomPlot inside `plot` is drawn through its own vector output. Returns false
/// and says why in `error` when it fails.
bool exportFigure(QWidget *plot, const QString &path, QString *error = nullptr);

/// Asks where to save `plot` (remembering the folder and format in the settings), saves it and
/// reports a failure in a message box.
void exportFigureInteractively(QWidget *plot, const QString &plotTitle, const QString &documentName,
                               QWidget *window);

} // namespace drf
