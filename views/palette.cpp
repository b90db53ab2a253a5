#include "palette.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace drf {

namespace {

// Okabe-Ito, without black (kept for text and axes) and with blue/orange first.
constexpr std::array<QRgb, 7> kUserHues = {0x0072B2, 0xE69F00, 0x009E73, 0xCC79A7,
                                           0x56B4E9, 0xD55E00, 0xF0E442};

} // namespace

QColor userColor(int user)
{
    const int hue = user % int(kUserHues.size());
    const int lap = user / int(kUserHues.size());
    QColor colour = QColor::fromRgb(kUserHues[size_t(hue)]);
    return lap == 0 ? colour : colour.darker(100 + 35 * (lap % 3));
}

QColor othersColor()
{
    return QColor(0xa8a8a8); // neutral: no user's hue, lighter than the sums and the idle marks
}

QColor policyColor(PolicyId)
{
    // The Okabe-Ito hues span the whole hue circle, and the users' darker laps fill in their dark
    // shades, so no set of hues stays clear of every user: policies take a near-black ink, at
    // least 25 CIELAB units from every user's colour (tst_encodings), readable on any backdrop.
    return QColor(0x1a1a1a);
}

QColor warningColor()
{
    return QColor(0xD55E00);
}

QColor manipulationCurveColor()
{
    return QColor(0x0072B2);
}

QColor bestLieColor()
{
    return warningColor();
}

QColor inkColor()
{
    return QColor(0x222222);
}

QColor softInkColor()
{
    return QColor(0x333333);
}

QColor constraintColor()
{
    return QColor(0x444444);
}

QColor idleColor()
{
    return QColor(0x555555);
}

QColor markerOutlineColor()
{
    return QColor(0x777777);
}

QColor mutedInkColor()
{
    return QColor(0x888888);
}

QColor neutralTintColor()
{
    return QColor(0x999999);
}

QColor gridColor()
{
    return QColor(0xc8c8c8);
}

QColor capacityFillColor()
{
    return QColor(0xf1f1f1);
}

QColor labelBackgroundColor(int alpha)
{
    return QColor(255, 255, 255, alpha);
}

QColor labelBackdropColor()
{
    return blendOver(labelBackgroundColor(), kThinnestLabelBackground, capacityFillColor());
}

QColor noteBackgroundColor()
{
    return QColor(0xFFF0C2); // a pale yellow: no user's vector is drawn this light
}

QColor blendOver(const QColor &colour, int alpha, const QColor &background)
{
    const double a = alpha / 255.0;
    return QColor::fromRgbF(float(a * colour.redF() + (1 - a) * background.redF()),
                            float(a * colour.greenF() + (1 - a) * background.greenF()),
                            float(a * colour.blueF() + (1 - a) * background.blueF()));
}

double relativeLuminance(const QColor &colour)
{
    // sRGB to linear light, then the Rec. 709 weights (WCAG 2, "relative luminance").
    const auto linear = [](double channel) {
        return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
    };
    const QColor rgb = colour.toRgb();
    return 0.2126 * linear(rgb.redF()) + 0.7152 * linear(rgb.greenF()) +
           0.0722 * linear(rgb.blueF());
}

double contrastRatio(const QColor &first, const QColor &second)
{
    const double a = relativeLuminance(first);
    const double b = relativeLuminance(second);
    return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
}

QColor greyscale(const QColor &colour)
{
    const int grey = qGray(colour.rgb());
    return QColor(grey, grey, grey, colour.alpha());
}

QColor yesColor()
{
    return QColor(0x009E73);
}

QColor yesBackgroundColor()
{
    return QColor(0xD9F2E6); // a light tint of yesColor()
}

QColor noBackgroundColor()
{
    return QColor::fromHsv(warningColor().hue(), 45, 255);
}

} // namespace drf
