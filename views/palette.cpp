#include "palette.h"

#include <array>

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

QColor policyColor(PolicyId policy)
{
    switch (policy) {
    case PolicyId::MaxMin:
        return QColor(0x56B4E9); // sky blue
    case PolicyId::FixedPrice:
        return QColor(0xD55E00); // vermillion (often infeasible)
    case PolicyId::Walras:
        return QColor(0xCC79A7); // reddish purple
    case PolicyId::Drf:
        return QColor(0x009E73); // bluish green
    case PolicyId::DrfEqual:
        return QColor(0x0072B2); // blue
    case PolicyId::Asset:
        return QColor(0xE69F00); // orange
    }
    return Qt::black;
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
