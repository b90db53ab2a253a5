#pragma once

#include "figurestyle.h"

#include <QImage>
#include <QSizeF>
#include <QString>

#include <memory>
#include <optional>

class QSettings;
class QWidget;

namespace drf {

class PlotView;

/// The file formats of a figure.
enum class FigureFormat
{
    Png,
    Pdf,
    Svg,
    Tex, ///< a pgfplots figure (LaTeX) built from the view's results, not drawn
};

/// The format named by `path`'s suffix (.png, .pdf, .svg, .tex, any case), if any.
std::optional<FigureFormat> formatFromPath(const QString &path);
/// "png", "pdf", "svg" or "tex".
QString formatSuffix(FigureFormat format);

/// Everything the export dialog and the command line ask for.
struct ExportSettings
{
    enum class Unit
    {
        Pixels,
        Centimetres,
    };

    FigureFormat format = FigureFormat::Png;
    Unit unit = Unit::Pixels;
    QSizeF size{800, 600};   ///< in `unit`
    int dpi = 96;            ///< PNG density, 96 to 600
    bool standalone = false; ///< .tex: a whole document to compile, not a picture to \input
    FigureStyle style;       ///< textZoom: the dialog's text size, --font-scale

    static constexpr int kMinDpi = 96;
    static constexpr int kMaxDpi = 600;
    static constexpr double kMinFontScale = 0.5;
    static constexpr double kMaxFontScale = 3.0;

    /// The size the figure is laid out at, in pixels at 96 dpi (points x 4/3): the page of a PDF
    /// or SVG. Fonts are in points, so at a higher dpi the PNG has more pixels, not smaller text.
    QSize layoutSize() const;
    /// The PNG's size in pixels: `size` in pixels, or centimetres at `dpi` (8 cm at 300 dpi is
    /// 945 px).
    QSize imageSize() const;

    /// Reads the settings last saved by save() (defaults for the missing ones).
    static ExportSettings load(QSettings &settings);
    void save(QSettings &settings) const;
};

/// Draws `view` as `settings` ask, through the view's own draw(), into an image of
/// settings.imageSize() pixels that says settings.dpi in its metadata.
QImage renderFigure(const PlotView *view, const ExportSettings &settings);

/// Writes `view` to `path` as `settings` ask (settings.format decides, not the suffix). The
/// file is replaced atomically: on failure an existing file stays as it was, and `error` says
/// why, naming the path. `notes` gets what the figure had to leave out (PlotView::figureNotes()).
bool exportView(const PlotView *view, const QString &path, const ExportSettings &settings,
                QString *error = nullptr, QStringList *notes = nullptr);
/// What `view` drawn as `settings` ask would leave out for lack of room (the legend, the
/// caption), one sentence each: the export dialog shows it before the figure is written.
QStringList figureNotes(const PlotView *view, const ExportSettings &settings);

/// Puts `view` on the clipboard as it is on screen: an image with twice its pixels on screen
/// (times the screen's pixel ratio), and the same figure as SVG (image/svg+xml) and PDF
/// (application/pdf) for programs that paste vectors.
void copyFigureToClipboard(const PlotView *view);

/// Shows the export dialog for `view`, asks where to save, saves, and reports a failure in a
/// message box. The dialog's settings and the folder are remembered.
void exportFigureInteractively(PlotView *view, const QString &plotTitle,
                               const QString &documentName, QWidget *window);

} // namespace drf
