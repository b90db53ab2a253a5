#include "palette.h"

#include <QPalette>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace drf {

namespace {

// Okabe-Ito, without black (kept for text and axes) and with blue/orange first.
constexpr std::array<QRgb, 7> kUserHues = {0x0072B2, 0xE69F00, 0x009E73, 0xCC79A7,
                                           0x56B4E9, 0xD55E00, 0xF0E442};

/// The palette FigurePaletteScope set on this thread; null: white paper.
thread_local const FigurePalette *t_figurePalette = nullptr;

/// The linear-light value of an sRGB channel (0 to 1).
double linearChannel(double channel)
{
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

/// `share` of `ink` over `background` (0: the background, 1: the ink).
QColor mix(const QColor &ink, const QColor &background, double share)
{
    return blendOver(ink, int(std::lround(255 * share)), background);
}

} // namespace

FigurePalette FigurePalette::white()
{
    FigurePalette white;
    white.background = QColor(Qt::white);
    white.axis = QColor(Qt::black);
    white.ink = QColor(0x222222);
    white.softInk = QColor(0x333333);
    white.constraint = QColor(0x444444);
    white.idle = QColor(0x555555);
    white.markerOutline = QColor(0x777777);
    white.mutedInk = QColor(0x888888);
    white.grid = QColor(0xc8c8c8);
    white.capacityFill = QColor(0xf1f1f1);
    // The Okabe-Ito hues span the whole hue circle, and the users' darker laps fill in their dark
    // shades, so no set of hues stays clear of every user: policies take a near-black ink, at
    // least 25 CIELAB units from every user's colour (tst_encodings), readable on any backdrop.
    white.policy = QColor(0x1a1a1a);
    return white;
}

FigurePalette FigurePalette::fromPalette(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Active, QPalette::Base);
    if (relativeLuminance(base) >= 0.5)
        return white();
    FigurePalette dark;
    dark.dark = true;
    dark.background = base.toRgb();
    dark.background.setAlpha(255);
    // The theme's text where it stands out well from the base (7:1, WCAG AAA), else white.
    const QColor text = palette.color(QPalette::Active, QPalette::Text).toRgb();
    dark.axis = contrastRatio(text, base) >= 7.0 ? text : QColor(Qt::white);
    // The greys in the proportions white paper has them between its ink and its background,
    // the fills and the grid a little stronger, as thin light lines on black look fainter.
    const QColor &ink = dark.axis;
    dark.ink = mix(ink, base, 0.93);
    dark.softInk = mix(ink, base, 0.88);
    dark.constraint = mix(ink, base, 0.80);
    dark.idle = mix(ink, base, 0.74);
    dark.markerOutline = mix(ink, base, 0.62);
    dark.mutedInk = mix(ink, base, 0.55);
    dark.grid = mix(ink, base, 0.30);
    dark.capacityFill = mix(ink, base, 0.09);
    dark.policy = mix(ink, base, 0.95);
    return dark;
}

const FigurePalette &figurePalette()
{
    static const FigurePalette paper = FigurePalette::white();
    return t_figurePalette ? *t_figurePalette : paper;
}

FigurePaletteScope::FigurePaletteScope(const FigurePalette &palette)
    : m_previous(std::exchange(t_figurePalette, &palette))
{
}

FigurePaletteScope::~FigurePaletteScope()
{
    t_figurePalette = m_previous;
}

QColor userColor(int user)
{
    const int hue = user % int(kUserHues.size());
    const int lap = user / int(kUserHues.size());
    QColor colour = QColor::fromRgb(kUserHues[size_t(hue)]);
    if (lap == 0)
        return colour;
    // Further laps move away from the background: darker on white; lighter on a dark figure, in
    // smaller steps, as the light laps near the policies' near-white ink (tst_gui_dark).
    return figurePalette().dark ? colour.lighter(100 + 18 * (lap % 3))
                                : colour.darker(100 + 35 * (lap % 3));
}

QColor othersColor()
{
    return QColor(0xa8a8a8); // neutral: no user's hue, lighter than the sums and the idle marks
}

QColor policyColor(PolicyId)
{
    return figurePalette().policy;
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
    return figurePalette().ink;
}

QColor softInkColor()
{
    return figurePalette().softInk;
}

QColor constraintColor()
{
    return figurePalette().constraint;
}

QColor idleColor()
{
    return figurePalette().idle;
}

QColor markerOutlineColor()
{
    return figurePalette().markerOutline;
}

QColor mutedInkColor()
{
    return figurePalette().mutedInk;
}

QColor neutralTintColor()
{
    return QColor(0x999999);
}

QColor gridColor()
{
    return figurePalette().grid;
}

QColor capacityFillColor()
{
    return figurePalette().capacityFill;
}

QColor backgroundColor()
{
    return figurePalette().background;
}

QColor axisColor()
{
    return figurePalette().axis;
}

QColor labelBackgroundColor(int alpha)
{
    QColor background = backgroundColor();
    background.setAlpha(alpha);
    return background;
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
    const QColor rgb = colour.toRgb();
    return 0.2126 * linearChannel(rgb.redF()) + 0.7152 * linearChannel(rgb.greenF()) +
           0.0722 * linearChannel(rgb.blueF());
}

double contrastRatio(const QColor &first, const QColor &second)
{
    const double a = relativeLuminance(first);
    const double b = relativeLuminance(second);
    return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
}

namespace {

/// CIELAB of an sRGB colour, D65 white.
std::array<double, 3> cielab(const QColor &colour)
{
    const QColor rgb = colour.toRgb();
    const double r = linearChannel(rgb.redF());
    const double g = linearChannel(rgb.greenF());
    const double b = linearChannel(rgb.blueF());
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) {
        return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0;
    };
    return {116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))};
}

} // namespace

double colourDistance(const QColor &first, const QColor &second)
{
    const std::array<double, 3> a = cielab(first);
    const std::array<double, 3> b = cielab(second);
    return std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
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

QColor readableColor(const QColor &colour, const QColor &background)
{
    const auto readable = [&background](const QColor &text) {
        return contrastRatio(text, background) >= kMinimumTextContrast &&
               contrastRatio(greyscale(text), greyscale(background)) >= kMinimumTextContrast;
    };
    if (readable(colour))
        return colour;
    // Steps of 1/64 of the channels reach the lightest readable shade within about 4 levels:
    // towards black on a light background, towards white on a dark one.
    const bool lighten =
        contrastRatio(Qt::white, background) > contrastRatio(Qt::black, background);
    const QColor rgb = colour.toRgb();
    const auto towards = [lighten](float channel, float scale) {
        return lighten ? 1.0f - (1.0f - channel) * scale : channel * scale;
    };
    for (int step = 63; step > 0; --step) {
        const float scale = float(step) / 64.0f;
        QColor shade = QColor::fromRgbF(towards(rgb.redF(), scale), towards(rgb.greenF(), scale),
                                        towards(rgb.blueF(), scale), rgb.alphaF());
        // Rounded to 8 bits per channel, as every output stores it.
        shade = QColor(shade.rgba());
        if (readable(shade))
            return shade;
    }
    return lighten ? QColor(255, 255, 255, colour.alpha()) : QColor(0, 0, 0, colour.alpha());
}

} // namespace drf
