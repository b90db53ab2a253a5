#pragma once

#include <QString>

#include <optional>

namespace drf {

/// How much a figure writes on its data.
enum class LabelDensity
{
    Auto,    ///< Full when the figure is large enough for it, else Compact
    Full,    ///< every label with its numbers
    Compact, ///< names on the plot; the numbers in a caption under it
    None,    ///< no labels on the plot and no caption
};

/// "auto", "full", "compact" or "none": the command line's and the settings' names.
QString labelDensityKey(LabelDensity density);
/// The density named `key`; nullopt when none has that name.
std::optional<LabelDensity> labelDensityFromKey(const QString &key);
/// The valid names, for an error message: "auto, full, compact, none".
QString labelDensityKeys();

/// How a figure is drawn, on screen and in every export: the one set of choices that the export
/// dialog, the command line, presentation mode and both renderers (the plots and the LaTeX
/// writer) share. The fields are what was asked for; the renderers read the scales and colours
/// through the functions, which apply the print-friendly style on top.
struct FigureStyle
{
    bool printFriendly = false; ///< thicker lines, larger text, on white paper
    double textZoom = 1.0;      ///< the text size asked for (the export's text scale, the zoom)
    double lineZoom = 1.0;      ///< the line widths asked for (presentation mode's zoom)
    bool showTitle = true;
    bool showLegend = true;
    bool transparent = false; ///< no background fill (PNG alpha, no page fill in PDF and SVG)
    /// The colours of the view's palette (FigurePalette::fromPalette(): dark on a dark desktop),
    /// as on screen; else white paper, as exports are unless asked otherwise.
    bool screenColours = false;
    LabelDensity labels = LabelDensity::Auto;

    static constexpr double kPrintLineScale = 1.6;
    static constexpr double kPrintTextScale = 1.25;

    /// Multiplies every font size (points).
    double fontScale() const { return textZoom * (printFriendly ? kPrintTextScale : 1.0); }
    /// Multiplies every line width, arrow head and marker.
    double lineScale() const { return lineZoom * (printFriendly ? kPrintLineScale : 1.0); }
    /// Whether the background is left unfilled (never in the print-friendly style).
    bool drawsTransparent() const { return transparent && !printFriendly; }
    /// Whether the view's palette gives the colours (never in the print-friendly style).
    bool drawsScreenColours() const { return screenColours && !printFriendly; }
};

/// Line widths in points at FigureStyle::lineScale() 1, named by what the line shows; the views
/// draw with these and PlotView::draw() scales them all.
namespace lineWidth {
inline constexpr double kHairline = 0.8;          ///< separators between stacked bar segments
inline constexpr double kGuide = 1.0;             ///< dashed guides: idle, capacity, reference rays
inline constexpr double kOutline = 1.2;           ///< the capacity box, a resource below capacity
inline constexpr double kConstraint = 1.3;        ///< a capacity constraint in the task space
inline constexpr double kMarkerOutline = 2.2;     ///< the ring of a policy's marker
inline constexpr double kCurve = 2.2;             ///< a curve of tasks (manipulation)
inline constexpr double kBundle = 2.4;            ///< a user's bundle vector
inline constexpr double kFrozenBundle = 3.4;      ///< a bundle that stopped growing (filling)
inline constexpr double kBindingConstraint = 2.6; ///< a constraint the selected point lies on
inline constexpr double kSum = 3.4;               ///< the sum of the bundles
inline constexpr double kFullEdge = 4.5;          ///< the edge of a full resource
inline constexpr double kAggregateBand = 9.0;     ///< the band of the users drawn as one
} // namespace lineWidth

/// The font family of every plot: installed with fonts-dejavu-core, and a name SVG viewers
/// (browsers, Inkscape) resolve.
inline const QString kFigureFontFamily = QStringLiteral("DejaVu Sans");

} // namespace drf
