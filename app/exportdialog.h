#pragma once

#include "figureexport.h"

#include <QDialog>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTimer;

namespace drf {

/// File > Export Figure: format, size in pixels or centimetres, PNG density, background, title,
/// legend, label density and print-friendly style, and for LaTeX a standalone document. Its
/// controls are named "format", "width", "height", "unit", "dpi", "text-size", "labels",
/// "background", "title", "legend", "print-friendly" and "standalone"; the note on what a small
/// figure leaves out is "figure-notes".
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ExportDialog(QWidget *parent = nullptr);

    /// Shows `settings` in the controls.
    void setSettings(const ExportSettings &settings);
    /// The settings the controls show.
    ExportSettings settings() const;
    /// How to learn what a figure drawn with given settings would leave out for lack of room:
    /// the dialog shows it under the controls, updated as they change.
    void setNotesSource(std::function<QStringList(const ExportSettings &)> source);

private:
    /// Converts the size when the unit changes, and enables what applies to the format.
    void changeUnit();
    /// Shows `size` in `unit`, with the decimals the unit needs.
    void showSize(QSizeF size, ExportSettings::Unit unit);
    void updateEnabled();
    /// Asks the notes source again, once the controls have stopped changing.
    void updateNotes();

    /// The choices of m_background.
    enum class Background
    {
        White,
        Transparent,
        Screen, ///< screen colours
    };

    QComboBox *m_format;
    QDoubleSpinBox *m_width;
    QDoubleSpinBox *m_height;
    QComboBox *m_unit;
    QSpinBox *m_dpi;
    QSpinBox *m_textSize; ///< percent of the normal text size
    QComboBox *m_labels;
    QComboBox *m_background;
    QCheckBox *m_title;
    QCheckBox *m_legend;
    QCheckBox *m_printFriendly;
    QLabel *m_notes;
    QTimer *m_notesTimer;
    std::function<QStringList(const ExportSettings &)> m_notesSource;
    QCheckBox *m_standalone; ///< LaTeX only
    ExportSettings::Unit m_shownUnit = ExportSettings::Unit::Pixels;
};

} // namespace drf
