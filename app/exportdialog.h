#pragma once

#include "figureexport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace drf {

/// File > Export Figure: format, size in pixels or centimetres, PNG density, background, title,
/// legend and print-friendly style, and for LaTeX a standalone document. Its controls are named
/// "format", "width", "height", "unit", "dpi", "background", "title", "legend",
/// "print-friendly" and "standalone".
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ExportDialog(QWidget *parent = nullptr);

    /// Shows `settings` in the controls.
    void setSettings(const ExportSettings &settings);
    /// The settings the controls show.
    ExportSettings settings() const;

private:
    /// Converts the size when the unit changes, and enables what applies to the format.
    void changeUnit();
    void updateEnabled();

    QComboBox *m_format;
    QDoubleSpinBox *m_width;
    QDoubleSpinBox *m_height;
    QComboBox *m_unit;
    QSpinBox *m_dpi;
    QSpinBox *m_textSize; ///< percent of the normal text size
    QComboBox *m_background;
    QCheckBox *m_title;
    QCheckBox *m_legend;
    QCheckBox *m_printFriendly;
    QCheckBox *m_standalone; ///< LaTeX only
    ExportSettings::Unit m_shownUnit = ExportSettings::Unit::Pixels;
};

} // namespace drf
