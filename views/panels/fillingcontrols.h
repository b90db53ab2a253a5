#pragma once

#include "policy.h"

#include <QWidget>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSlider;

namespace drf {

class FillingPlayer;

/// The controls above the progressive filling: the policy and axis choosers with a note, and
/// the player's buttons, slider and position. The buttons and the slider drive `player` and
/// follow it; the choosers say what was chosen (policyChosen(), axesChosen()).
class FillingControls : public QWidget
{
    Q_OBJECT

public:
    FillingControls(FillingPlayer *player, QWidget *parent = nullptr);

    /// Shows `policy` in the chooser, without emitting.
    void showPolicy(PolicyId policy);
    PolicyId chosenPolicy() const;
    /// Lists `resources` in the axis choosers, keeping the choices that still exist; shown only
    /// with three resources or more.
    void syncAxes(const QStringList &resources);
    /// The resources chosen for the axes.
    int xResource() const;
    int yResource() const;
    /// The note beside the choosers ("Walras is not a progressive-filling policy: ..."), or none.
    void setNote(const QString &note);
    /// The position in words beside the slider.
    void setPositionText(const QString &text);
    QString positionText() const;
    /// Whether the player's buttons and slider can be used (something to play).
    void setPlayable(bool playable);

signals:
    void policyChosen(PolicyId policy);
    void axesChosen(int x, int y);

private:
    /// Slider positions over a continuous filling.
    static constexpr int kSliderSteps = 1000;

    /// The first row: the policy, the axes (with three resources or more) and the note.
    QHBoxLayout *chooserRow();
    /// The second row: the step and play buttons, the slider and the position.
    QHBoxLayout *playingRow();
    /// What the buttons, the slider, the choosers and the player's signals do.
    void connectControls();
    void followPosition();
    void sliderMoved(int value);

    FillingPlayer *m_player;
    QComboBox *m_policy;
    QComboBox *m_xResource;
    QComboBox *m_yResource;
    QWidget *m_axes; ///< the axis choosers, shown with three resources or more
    QLabel *m_note;
    QPushButton *m_back;
    QPushButton *m_playButton;
    QPushButton *m_forward;
    QSlider *m_slider;
    QLabel *m_positionLabel;
};

} // namespace drf
