#pragma once

#include <QWidget>

class QSlider;

namespace drf {

class NumberSpinBox;

/// Demand sliders start at 0..10 in steps of 0.1.
inline constexpr double kDemandSliderBase = 10.0;
/// Capacity sliders start at 0..10 (the seed's 180 gets 0..500 in steps of 5).
inline constexpr double kCapacitySliderBase = 10.0;

/// A slider and a spin box that always show the same value. The slider covers 0..max in
/// kSliderSteps integer steps (max from the 1-2-5 series, at least the base maximum); it grows
/// when the value outgrows it or when a drag is released at its end, and shrinks back when the
/// value becomes much smaller. The spin box takes exact values up to 1e12.
class SliderSpinBox : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kSliderSteps = 100;

    /// `baseMaximum`: the smallest slider range (e.g. 10 for demands: steps of 0.1).
    explicit SliderSpinBox(double baseMaximum, QWidget *parent = nullptr);

    double value() const;
    /// Shows `value` in both controls without emitting anything (model to widget).
    void setValue(double value);

    QSlider *slider() const { return m_slider; }
    NumberSpinBox *spinBox() const { return m_spinBox; }
    /// The value at the slider's right end, and the value of one slider step.
    double sliderMaximum() const { return m_maximum; }
    double sliderStep() const { return m_maximum / kSliderSteps; }
    /// The tool tip `hint` of both controls, and their accessible name `name` ("A: CPU per
    /// task"; the hint when empty).
    void setHint(const QString &hint, const QString &name = {});

signals:
    /// The user moved the slider or committed a value in the spin box.
    void valueEdited(double value);
    /// The slider's handle was pressed or released: edits in between form one drag.
    void dragStarted();
    void dragFinished();

private:
    void onSliderMoved(int position);
    void onSliderReleased();
    void onSpinBoxChanged(double value);
    /// Chooses the slider's range for `value` (unless a drag is in progress).
    void fitRange(double value);
    void setMaximum(double maximum);
    void placeSlider(double value);

    QSlider *m_slider;
    NumberSpinBox *m_spinBox;
    double m_baseMaximum;
    double m_maximum;
};

} // namespace drf
