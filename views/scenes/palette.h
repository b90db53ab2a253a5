#pragma once

#include "policy.h"

#include <QColor>

class QPalette;

namespace drf {

/// The neutral colours of a figure: its background and the inks and greys drawn on it. Exports
/// and light desktops draw on white paper; a dark application palette gives a dark background
/// with light inks, each text colour at least kMinimumTextContrast from the label backdrop.
struct FigurePalette
{
    bool dark = false;    ///< light inks on a dark background
    QColor background;    ///< behind the whole figure
    QColor axis;          ///< axes, ticks, their labels and the plainest marks
    QColor ink;           ///< value labels, a full resource's edge, the 100 % capacity line
    QColor softInk;       ///< the sum of the bundles, labels of constraint lines
    QColor constraint;    ///< the task space's capacity constraints
    QColor idle;          ///< the line and band from the usage to the capacity
    QColor markerOutline; ///< outlines of markers that must not compete with the data
    QColor mutedInk;      ///< the capacity box, a resource below capacity, dashed idle marks
    QColor grid;          ///< grid lines
    QColor capacityFill;  ///< the fill of the capacity box
    QColor policy;        ///< the ink of a policy's markers, guides and labels

    /// White paper: the colours of every export unless screen colours are asked for.
    static FigurePalette white();
    /// The colours that go with the application palette `palette`: white() for a light one,
    /// else its Base as the background and its Text (or white where that is too faint) as ink,
    /// the greys mixed from the two.
    static FigurePalette fromPalette(const QPalette &palette);
};

/// The palette of the figure being drawn: white() unless a FigurePaletteScope on this thread
/// says otherwise. The colour functions below read it, so every drawing path (the plots, their
/// helpers, the painters they share) draws in the figure's colours without passing them around.
const FigurePalette &figurePalette();

/// Makes `palette` the figure palette while it lives (PlotView holds one while it draws).
class FigurePaletteScope
{
public:
    explicit FigurePaletteScope(const FigurePalette &palette);
    ~FigurePaletteScope();
    FigurePaletteScope(const FigurePaletteScope &) = delete;
    FigurePaletteScope &operator=(const FigurePaletteScope &) = delete;

private:
    const FigurePalette *m_previous;
};

/// Colour-blind-safe colours (Okabe & Ito) shared by every view, so a user has the same colour
/// everywhere. Users cycle through the seven hues, darker on each further lap (lighter on a
/// dark figure).
QColor userColor(int user);
/// The users a plot folds together into one aggregate ("the other 9,992 users").
QColor othersColor();
/// The ink of a policy's markers, guides and labels. Colour tells users apart, so policies are
/// drawn in a neutral ink no user has, and told apart by their marker's shape and their line's
/// dash pattern (plotitems.h: policyMarkerStyle(), policyPen()), which survive greyscale print.
QColor policyColor(PolicyId policy);
/// Over-capacity / infeasible warnings.
QColor warningColor();
/// A user's real tasks along its reported demand: the manipulation curve (Okabe-Ito blue).
QColor manipulationCurveColor();
/// The best lie found on the manipulation curve (Okabe-Ito vermillion, as a gain that is a
/// warning about the policy).
QColor bestLieColor();

// Greys, darkest first (on white), for what is not a user or a policy; a plot's data reads in
// colour on top of these. The figure's colours are those of figurePalette() (the values given
// are white paper's).

/// The figure's background (#ffffff).
QColor backgroundColor();
/// Axes, ticks and the plainest marks and text (#000000).
QColor axisColor();

/// Text and the strongest lines drawn over the data: value labels, a full resource's edge, the
/// 100 % capacity line (#222222).
QColor inkColor();
/// A step lighter than ink: the sum of the bundles, labels of constraint lines (#333333).
QColor softInkColor();
/// Lines that bound the data without being data: the task space's capacity constraints
/// (#444444).
QColor constraintColor();
/// Idle capacity: the line and band from the usage to the capacity (#555555).
QColor idleColor();
/// Outlines of markers that must not compete with the data (#777777).
QColor markerOutlineColor();
/// Muted lines: the capacity box, a resource below capacity, the dashed idle marks (#888888).
QColor mutedInkColor();
/// The neutral tint of table cells that carry no warning (the envy matrix) (#999999; a table's
/// colour, the same in every figure palette).
QColor neutralTintColor();
/// A plot's grid lines (#c8c8c8).
QColor gridColor();
/// The fill of the capacity box in the resource space (#f1f1f1).
QColor capacityFillColor();
/// The translucent background behind a label drawn over data (`alpha` 0 to 255).
QColor labelBackgroundColor(int alpha = 215);
/// The least alpha a label's background is drawn with (the utilization totals).
inline constexpr int kThinnestLabelBackground = 200;
/// The darkest background text sits on: the thinnest label background over the capacity fill.
/// Text colours are made readable against it (readableColor()).
QColor labelBackdropColor();
/// The light background of a table cell worth a look (a value where DRF and DRF (equal) differ).
QColor noteBackgroundColor();

/// The opaque colour `colour` at `alpha` (0..255) would give over `background`: fills drawn
/// opaque are cheaper to paint than translucent ones.
QColor blendOver(const QColor &colour, int alpha, const QColor &background = Qt::white);
/// WCAG 2 relative luminance of `colour` (0 black to 1 white), from its linearised sRGB channels.
double relativeLuminance(const QColor &colour);
/// WCAG 2 contrast ratio (L1 + 0.05) / (L2 + 0.05) of two opaque colours: 1 to 21.
double contrastRatio(const QColor &first, const QColor &second);
/// CIELAB (1976) distance of two opaque colours, D65 white: about 2.3 is a just-noticeable
/// difference.
double colourDistance(const QColor &first, const QColor &second);
/// `colour` as a greyscale print or conversion shows it: Qt's qGray() on all three channels.
QColor greyscale(const QColor &colour);
/// The least contrast ratio of text against its background, in colour and in greyscale (WCAG 2
/// AA for normal text).
inline constexpr double kMinimumTextContrast = 4.5;
/// `colour` as text on `background`: the shade of it nearest to it (its channels moved together
/// towards black on a light background, towards white on a dark one, so the hue stays) with a
/// contrast ratio of at least kMinimumTextContrast against `background`, both in colour and in
/// greyscale (black or white when no shade has). Colours that already have come back unchanged.
QColor readableColor(const QColor &colour, const QColor &background = labelBackdropColor());

/// A property that holds: the "yes" mark (Okabe-Ito bluish green).
QColor yesColor();
/// The light background of a table cell where a property holds.
QColor yesBackgroundColor();
/// The light background of a table cell where a property fails (a tint of warningColor()).
QColor noBackgroundColor();

} // namespace drf
