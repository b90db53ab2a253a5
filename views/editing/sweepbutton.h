#pragma once

#include "valuesweep.h"

#include <QToolButton>

#include <functional>
#include <optional>

class QDialog;

namespace drf {

class NumberSpinBox;
class ScenarioModel;

/// The play button of one number in the scenario editor: sweeps it back and forth between two
/// bounds (ValueSweep), each frame an edit through the ScenarioModel, the whole sweep one undo
/// step ("Sweep A: CPU per task") that undo takes back to the start value. Pressed while
/// stopped, it asks for the bounds and the speed in a small popup (remembered; Enter plays);
/// pressed while sweeping, it stops. The sweep also stops on any other change of the scenario
/// (an edit anywhere, undo, redo, a file loaded or made new, another sweep's step: one value
/// moves at a time), when the scenario is saved, when a step is refused, and with the button
/// (its row removed).
class SweepButton : public QToolButton
{
    Q_OBJECT

public:
    /// `current` reads the number from the model; `apply` edits it (empty string, or the reason
    /// the model refused it).
    SweepButton(ScenarioModel *model, std::function<double()> current,
                std::function<QString(double)> apply, QWidget *parent = nullptr);

    /// The swept number's name ("A: CPU per task"): in the button's accessible name and tool
    /// tip and in the undo step's text.
    void setValueName(const QString &name);

    ValueSweep *sweep() const { return m_sweep; }
    bool isSweeping() const { return m_sweep->isRunning(); }
    /// Starts sweeping from the current value within `range`, remembered for the next time.
    void startSweep(const ValueSweep::Range &range);
    void stopSweep();
    /// The bounds and speed the popup offers: the last ones when they still hold the current
    /// value, otherwise half to twice the value in 4 s.
    ValueSweep::Range proposedRange() const;
    /// Shows the popup for bounds and speed under the button; its Play starts the sweep.
    void askRange();
    /// The popup, or null before the first askRange().
    QDialog *rangePopup() const { return m_popup; }

protected:
    /// Enter and Return press the button too (Space does already).
    void keyPressEvent(QKeyEvent *event) override;
    /// A new palette (a dark desktop) redraws the icon.
    void changeEvent(QEvent *event) override;

private:
    void onClicked();
    void applyFrame(double value);
    /// Any change of the scenario that is not a step of this sweep stops it.
    void followModel();
    /// The play or pause icon of the desktop's theme, or one drawn in the palette's colours.
    void showState();
    QIcon drawnIcon(bool pause) const;
    void buildPopup();
    void retranslate();

    ScenarioModel *m_model;
    std::function<double()> m_current;
    std::function<QString(double)> m_apply;
    ValueSweep *m_sweep;
    QString m_valueName;
    std::optional<ValueSweep::Range> m_lastRange;
    int m_sweepId = 0;       ///< the model's id of the running sweep
    bool m_applying = false; ///< inside one of our own steps
    QDialog *m_popup = nullptr;
    NumberSpinBox *m_lower = nullptr;
    NumberSpinBox *m_upper = nullptr;
    NumberSpinBox *m_seconds = nullptr;
};

} // namespace drf
