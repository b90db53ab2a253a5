#pragma once

#include <QString>

namespace drf {

/// How a plot is drawn, on screen and in every export: the views' one drawing path reads it.
struct FigureStyle
{
    double lineScale = 1.0; ///< multiplies every line width, arrow head and marker
    double fontScale = 1.0; ///< multiplies every font size (points)
    bool showTitle = true;
    bool showLegend = true;
    bool transparent = false; ///< no background fill (PNG alpha, no page fill in PDF and SVG)

    /// The print-friendly variant of `style`: thicker lines, larger text, white background.
    static FigureStyle printFriendly(FigureStyle style)
    {
        style.lineScale = 1.6;
        style.fontScale = 1.25;
        style.transparent = false;
        return style;
    }
};

/// The font family of every plot: installed with fonts-dejavu-core, and a name SVG viewers
/// (browsers, Inkscape) resolve.
inline const QString kFigureFontFamily = QStringLiteral("DejaVu Sans");

} // namespace drf
