#include "sliderspinbox.h"

#include "numberspinbox.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSlider>

#include <cmath>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct SliderSpinBoxTexts
{
    Q_DECLARE_TR_FUNCTIONS(SliderSpinBoxTexts)
};

/// The smallest number of the 1-2-5 series that is >= value.
double niceCeiling(double value)
{
    const double decade = std::pow(10.0, std::floor(std::log10(value)));
    for (double factor : {1.0, 2.0, 5.0, 10.0})
        if (factor * decade >= value * (1.0 - 1e-12))
            return factor * decade;
    return 10.0 * decade;
}

/// The next number of the 1-2-5 series after `value` (which is in the series).
double niceNext(double value)
{
    return niceCeiling(value * 1.5);
}

/// A slider position times the step, without the binary noise (3 * 0.1 = 0.3, not
/// 0.30000000000000004).
double cleanProduct(int steps, double step)
{
    return QString::number(steps * step, 'g', 12).toDouble();
}

} // namespace

SliderSpinBox::SliderSpinBox(double baseMaximum, QWidget *parent)
    : QWidget(parent), m_slider(new QSlider(Qt::Horizontal, this)),
      m_spinBox(new NumberSpinBox(this)), m_baseMaximum(baseMaximum), m_maximum(baseMaximum)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_spinBox);
    m_slider->setRange(0, kSliderSteps);
    m_slider->setPageStep(kSliderSteps / 10);
    m_slider->setMinimumWidth(60);
    m_spinBox->setMinimumWidth(72);
    // No focus proxy: Tab visits the slider and the spin box as the window's order says (Qt
    // would also stop at a container whose proxy it is, wherever the container sits in the
    // chain). A label names the spin box as its buddy.

    connect(m_slider, &QSlider::valueChanged, this, &SliderSpinBox::onSliderMoved);
    connect(m_slider, &QSlider::sliderPressed, this, &SliderSpinBox::dragStarted);
    connect(m_slider, &QSlider::sliderReleased, this, &SliderSpinBox::onSliderReleased);
    connect(m_spinBox, &NumberSpinBox::valueChanged, this, &SliderSpinBox::onSpinBoxChanged);
}

double SliderSpinBox::value() const
{
    return m_spinBox->value();
}

void SliderSpinBox::setValue(double value)
{
    m_spinBox->setValueQuietly(value);
    fitRange(value);
    placeSlider(value);
}

void SliderSpinBox::setHint(const QString &hint, const QString &name)
{
    m_slider->setToolTip(hint);
    m_spinBox->setToolTip(hint);
    m_slider->setAccessibleName(name.isEmpty() ? hint : name);
    m_spinBox->setAccessibleName(name.isEmpty() ? hint : name);
}

void SliderSpinBox::onSliderMoved(int position)
{
    const double value = cleanProduct(position, sliderStep());
    m_spinBox->setValueQuietly(value);
    emit valueEdited(value);
}

void SliderSpinBox::onSliderReleased()
{
    emit dragFinished();
    // Released at the end: the user wants more room.
    if (m_slider->value() == m_slider->maximum() && m_maximum < kMaxValue) {
        setMaximum(niceNext(m_maximum));
        placeSlider(value());
    }
}

void SliderSpinBox::onSpinBoxChanged(double value)
{
    fitRange(value);
    placeSlider(value);
    emit valueEdited(value);
}

void SliderSpinBox::fitRange(double value)
{
    if (m_slider->isSliderDown() || !std::isfinite(value))
        return;
    const double wanted = std::max(m_baseMaximum, niceCeiling(std::max(2.0 * value, 1e-300)));
    if (value > m_maximum || (m_maximum > m_baseMaximum && 10.0 * value < m_maximum))
        setMaximum(std::min(wanted, kMaxValue));
}

void SliderSpinBox::setMaximum(double maximum)
{
    m_maximum = maximum;
    const QString range =
        SliderSpinBoxTexts::tr("0 – %1, steps of %2")
            .arg(QString::number(m_maximum, 'g', 6), QString::number(sliderStep(), 'g', 6));
    m_slider->setAccessibleDescription(range);
}

void SliderSpinBox::placeSlider(double value)
{
    const QSignalBlocker blocker(m_slider);
    m_slider->setValue(
        int(std::lround(std::clamp(value / sliderStep(), 0.0, double(kSliderSteps)))));
}

} // namespace drf
