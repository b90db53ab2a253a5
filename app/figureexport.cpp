#include "figureexport.h"

#include "appsettings.h"
#include "exportdialog.h"
#include "pgfplotsfigure.h"
#include "plotview.h"
#include "wholefile.h"

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSettings>
#include <QSvgGenerator>

#include <qcustomplot.h>

#include <cmath>

namespace drf {

namespace {

constexpr double kCentimetresPerInch = 2.54;
constexpr double kLayoutDpi = 96.0;
/// Copy Figure's image has this many pixels per pixel of the plot on screen.
constexpr double kClipboardDensity = 2.0;

QString failure(const QString &path, const QString &reason)
{
    return QObject::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
}

/// The copy of `view` laid out for `settings`, nothing selected.
std::unique_ptr<PlotView> preparedCopy(const PlotView *view, const ExportSettings &settings)
{
    std::unique_ptr<PlotView> copy = view->clone();
    copy->setFigureStyle(settings.style);
    copy->setFigureSize(settings.layoutSize());
    copy->plot()->deselectAll();
    return copy;
}

/// The image of `copy`, laid out for `settings` by preparedCopy(): settings.imageSize() pixels
/// that say settings.dpi in their metadata.
QImage renderCopy(const PlotView &copy, const ExportSettings &settings)
{
    const QSize layout = settings.layoutSize();
    const QSize pixels = settings.imageSize();
    // QCustomPlot rounds layout x scale to the pixel size: choose the scale that covers both
    // sides (the layout is rounded to whole pixels: one side's ratio can fall short of the
    // other's, which left a row of the image unpainted), then cut the extra pixel off.
    const double scale = std::max(double(pixels.width()) / std::max(1, layout.width()),
                                  double(pixels.height()) / std::max(1, layout.height()));
    QImage image = copy.plot()->toPixmap(layout.width(), layout.height(), scale).toImage();
    if (image.size() != pixels)
        image = image.copy(QRect(QPoint(0, 0), pixels));
    const int dotsPerMeter = int(std::lround(settings.dpi / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    return image;
}

/// Paints `plot` with vector output (PDF, SVG) on `device`, `size` pixels at 96 dpi.
bool paintVector(QCustomPlot *plot, QPaintDevice *device, QSize size)
{
    QCPPainter painter;
    if (!painter.begin(device))
        return false;
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    plot->toPainter(&painter, size.width(), size.height());
    return painter.end();
}

bool writePdf(QCustomPlot *plot, QSize size, QIODevice *out)
{
    QPdfWriter writer(out);
    writer.setCreator(QStringLiteral("drfviz"));
    writer.setTitle(QStringLiteral("drfviz figure"));
    writer.setResolution(int(kLayoutDpi));
    writer.setPageMargins(QMarginsF());
    // The page in points: pixels at 96 dpi x 72/96.
    writer.setPageSize(QPageSize(QSizeF(size) * 72.0 / kLayoutDpi, QPageSize::Point, QString(),
                                 QPageSize::ExactMatch));
    writer.setPageMargins(QMarginsF());
    return paintVector(plot, &writer, size);
}

/// The pgfplots figure of `view` as `settings` ask: the size in centimetres, the appearance.
QByteArray texFigure(const PlotView &view, const ExportSettings &settings)
{
    PgfplotsSettings tex;
    tex.size = settings.unit == ExportSettings::Unit::Centimetres
                   ? settings.size
                   : settings.size * kCentimetresPerInch / kLayoutDpi;
    tex.standalone = settings.standalone;
    tex.style = settings.style;
    return pgfplotsFigure(view, tex).toUtf8();
}

bool writeSvg(QCustomPlot *plot, QSize size, QIODevice *out)
{
    QSvgGenerator generator;
    generator.setOutputDevice(out);
    generator.setResolution(int(kLayoutDpi));
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(QStringLiteral("drfviz figure"));
    return paintVector(plot, &generator, size);
}

} // namespace

std::optional<FigureFormat> formatFromPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (FigureFormat format :
         {FigureFormat::Png, FigureFormat::Pdf, FigureFormat::Svg, FigureFormat::Tex}) {
        if (suffix == formatSuffix(format))
            return format;
    }
    return std::nullopt;
}

QString formatSuffix(FigureFormat format)
{
    switch (format) {
    case FigureFormat::Png:
        return QStringLiteral("png");
    case FigureFormat::Pdf:
        return QStringLiteral("pdf");
    case FigureFormat::Svg:
        return QStringLiteral("svg");
    case FigureFormat::Tex:
        return QStringLiteral("tex");
    }
    return {};
}

QSize ExportSettings::layoutSize() const
{
    if (unit == Unit::Centimetres)
        return (size * kLayoutDpi / kCentimetresPerInch).toSize();
    if (format != FigureFormat::Png)
        return size.toSize();
    // A PNG of so many pixels at a higher density: a physically smaller figure.
    return (size * kLayoutDpi / std::clamp(dpi, kMinDpi, kMaxDpi)).toSize();
}

QSize ExportSettings::imageSize() const
{
    if (unit == Unit::Centimetres)
        return (size * std::clamp(dpi, kMinDpi, kMaxDpi) / kCentimetresPerInch).toSize();
    return size.toSize();
}

ExportSettings ExportSettings::load(QSettings &settings)
{
    ExportSettings loaded;
    settings.beginGroup(QStringLiteral("export"));
    loaded.format =
        formatFromPath(QStringLiteral("x.") + settings.value(QStringLiteral("format")).toString())
            .value_or(loaded.format);
    loaded.unit = settings.value(QStringLiteral("unit")).toString() == QLatin1String("cm")
                      ? Unit::Centimetres
                      : Unit::Pixels;
    const QSizeF size = settings.value(QStringLiteral("size"), loaded.size).toSizeF();
    if (size.width() > 0 && size.height() > 0)
        loaded.size = size;
    loaded.dpi =
        std::clamp(settings.value(QStringLiteral("dpi"), loaded.dpi).toInt(), kMinDpi, kMaxDpi);
    FigureStyle &style = loaded.style;
    style.transparent = settings.value(QStringLiteral("transparent"), false).toBool();
    style.screenColours = settings.value(QStringLiteral("screen-colours"), false).toBool();
    style.showTitle = settings.value(QStringLiteral("title"), true).toBool();
    style.showLegend = settings.value(QStringLiteral("legend"), true).toBool();
    style.printFriendly = settings.value(QStringLiteral("print-friendly"), false).toBool();
    style.textZoom = std::clamp(settings.value(QStringLiteral("font-scale"), 1.0).toDouble(),
                                kMinFontScale, kMaxFontScale);
    style.labels = labelDensityFromKey(settings.value(QStringLiteral("labels")).toString())
                       .value_or(style.labels);
    loaded.standalone = settings.value(QStringLiteral("standalone"), false).toBool();
    settings.endGroup();
    return loaded;
}

void ExportSettings::save(QSettings &settings) const
{
    settings.beginGroup(QStringLiteral("export"));
    settings.setValue(QStringLiteral("format"), formatSuffix(format));
    settings.setValue(QStringLiteral("unit"),
                      unit == Unit::Centimetres ? QStringLiteral("cm") : QStringLiteral("px"));
    settings.setValue(QStringLiteral("size"), size);
    settings.setValue(QStringLiteral("dpi"), dpi);
    settings.setValue(QStringLiteral("transparent"), style.transparent);
    settings.setValue(QStringLiteral("screen-colours"), style.screenColours);
    settings.setValue(QStringLiteral("title"), style.showTitle);
    settings.setValue(QStringLiteral("legend"), style.showLegend);
    settings.setValue(QStringLiteral("print-friendly"), style.printFriendly);
    settings.setValue(QStringLiteral("font-scale"), style.textZoom);
    settings.setValue(QStringLiteral("labels"), labelDensityKey(style.labels));
    settings.setValue(QStringLiteral("standalone"), standalone);
    settings.endGroup();
}

QImage renderFigure(const PlotView *view, const ExportSettings &settings)
{
    return renderCopy(*preparedCopy(view, settings), settings);
}

QStringList figureNotes(const PlotView *view, const ExportSettings &settings)
{
    return preparedCopy(view, settings)->figureNotes();
}

bool exportView(const PlotView *view, const QString &path, const ExportSettings &settings,
                QString *error, QStringList *notes)
{
    if (settings.format == FigureFormat::Tex && !hasPgfplotsFigure(*view)) {
        if (error)
            *error = failure(path, QObject::tr("this figure has no LaTeX form yet: export it as "
                                               ".pdf or .svg, which \\includegraphics takes"));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = failure(path, file.errorString());
        return false;
    }
    // The figure is drawn in memory, then written: the writers of PNG, PDF and SVG do not all
    // say when their device refuses bytes (QSvgGenerator's text stream drops them quietly).
    QBuffer figure;
    figure.open(QIODevice::WriteOnly);
    bool drawn = false;
    if (settings.format == FigureFormat::Tex) {
        drawn = figure.write(texFigure(*view, settings)) >= 0;
    } else {
        const std::unique_ptr<PlotView> copy = preparedCopy(view, settings);
        if (notes)
            *notes = copy->figureNotes();
        if (settings.format == FigureFormat::Png)
            drawn = renderCopy(*copy, settings).save(&figure, "PNG");
        else if (settings.format == FigureFormat::Pdf)
            drawn = writePdf(copy->plot(), settings.layoutSize(), &figure);
        else
            drawn = writeSvg(copy->plot(), settings.layoutSize(), &figure);
    }
    QString reason;
    if (!drawn)
        reason = QObject::tr("drawing the figure failed");
    else if (reason = writeWhole(file, figure.data()); reason.isEmpty())
        reason = commitWhole(file);
    if (!reason.isEmpty() && error)
        *error = failure(path, reason);
    return reason.isEmpty();
}

void copyFigureToClipboard(const PlotView *view)
{
    const QSizeF onScreen = view->plot()->size();
    // Sharp when pasted and scaled: twice the pixels the plot has on screen. Laid out at its
    // size on screen, the one copy serves the image and the vectors.
    const double density = kClipboardDensity * view->devicePixelRatioF();
    ExportSettings image;
    image.size = onScreen * density;
    image.dpi = std::clamp(int(std::lround(kLayoutDpi * density)), ExportSettings::kMinDpi,
                           ExportSettings::kMaxDpi);
    const std::unique_ptr<PlotView> copy = preparedCopy(view, image);
    auto *data = new QMimeData;
    data->setImageData(renderCopy(*copy, image));
    // And as vectors, which LibreOffice and Inkscape paste as lines and text.
    const QSize layout = image.layoutSize();
    QBuffer svg;
    if (svg.open(QIODevice::WriteOnly) && writeSvg(copy->plot(), layout, &svg))
        data->setData(QStringLiteral("image/svg+xml"), svg.data());
    QBuffer pdf;
    if (pdf.open(QIODevice::WriteOnly) && writePdf(copy->plot(), layout, &pdf))
        data->setData(QStringLiteral("application/pdf"), pdf.data());
    QApplication::clipboard()->setMimeData(data);
}

void exportFigureInteractively(PlotView *view, const QString &plotTitle,
                               const QString &documentName, QWidget *window)
{
    auto settings = appSettings();
    ExportSettings chosen = ExportSettings::load(*settings);
    if (!settings->contains(QStringLiteral("export/size")))
        chosen.size = view->plot()->size();
    ExportDialog dialog(window);
    dialog.setSettings(chosen);
    dialog.setNotesSource(
        [view](const ExportSettings &settings) { return figureNotes(view, settings); });
    if (dialog.exec() != QDialog::Accepted)
        return;
    chosen = dialog.settings();
    chosen.save(*settings);

    const QString directory =
        settings->value(settingsKey::kExportDirectory, QDir::homePath()).toString();
    const QString suffix = formatSuffix(chosen.format);
    const QString base = QFileInfo(documentName).completeBaseName() + QLatin1Char('-') +
                         plotTitle.toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
    const QString filter = QStringLiteral("%1 (*.%2)").arg(suffix.toUpper(), suffix);
    QString path = QFileDialog::getSaveFileName(
        window, QObject::tr("Export figure"),
        QDir(directory).filePath(base + QLatin1Char('.') + suffix), filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().toLower() != suffix)
        path += QLatin1Char('.') + suffix;
    QString error;
    if (!exportView(view, path, chosen, &error)) {
        QMessageBox::warning(window, QObject::tr("Export failed"), error);
        return;
    }
    settings->setValue(settingsKey::kExportDirectory, QFileInfo(path).absolutePath());
}

} // namespace drf
