#include "figureexport.h"

#include "appsettings.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPainter>
#include <QPdfWriter>
#include <QPixmap>
#include <QSvgGenerator>

#include <qcustomplot.h>

namespace drf {

namespace {

constexpr double kPngScale = 2.0;

QCustomPlot *customPlotIn(QWidget *plot)
{
    if (auto *custom = qobject_cast<QCustomPlot *>(plot))
        return custom;
    return plot->findChild<QCustomPlot *>();
}

bool exportSvg(QWidget *plot, QCustomPlot *custom, const QString &path)
{
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(plot->size());
    generator.setViewBox(QRect(QPoint(0, 0), plot->size()));
    generator.setTitle(QObject::tr("drfviz figure"));
    if (custom) {
        QCPPainter painter;
        if (!painter.begin(&generator))
            return false;
        custom->toPainter(&painter, custom->width(), custom->height());
        return painter.end();
    }
    QPainter painter;
    if (!painter.begin(&generator))
        return false;
    plot->render(&painter);
    return painter.end();
}

bool exportPdf(QWidget *plot, QCustomPlot *custom, const QString &path)
{
    if (custom)
        return custom->savePdf(path, custom->width(), custom->height());
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QSizeF(plot->size()), QPageSize::Point));
    writer.setPageMargins(QMarginsF());
    writer.setResolution(72);
    QPainter painter;
    if (!painter.begin(&writer))
        return false;
    plot->render(&painter);
    return painter.end();
}

} // namespace

bool exportFigure(QWidget *plot, const QString &path, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    QCustomPlot *custom = customPlotIn(plot);
    bool ok = false;
    if (suffix == QLatin1String("svg")) {
        ok = exportSvg(custom ? custom : plot, custom, path);
    } else if (suffix == QLatin1String("pdf")) {
        ok = exportPdf(plot, custom, path);
    } else if (suffix == QLatin1String("png")) {
        QPixmap pixmap(plot->size() * kPngScale);
        pixmap.setDevicePixelRatio(kPngScale);
        pixmap.fill(Qt::white);
        plot->render(&pixmap);
        ok = pixmap.save(path, "PNG");
    } else {
        if (error)
            *error = QObject::tr("Unknown format \"%1\": use .png, .svg or .pdf").arg(suffix);
        return false;
    }
    if (!ok && error)
        *error = QObject::tr("Could not write %1").arg(QDir::toNativeSeparators(path));
    return ok;
}

void exportFigureInteractively(QWidget *plot, const QString &plotTitle, const QString &documentName,
                               QWidget *window)
{
    auto settings = appSettings();
    const QString directory =
        settings->value(settingsKey::kExportDirectory, QDir::homePath()).toString();
    const QString format =
        settings->value(settingsKey::kExportFormat, QStringLiteral("png")).toString();
    const QString base = QFileInfo(documentName).completeBaseName() + QLatin1Char('-') +
                         plotTitle.toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
    const QStringList filters = {QObject::tr("PNG image (*.png)"),
                                 QObject::tr("SVG drawing (*.svg)"),
                                 QObject::tr("PDF document (*.pdf)")};
    QString selected = filters.filter(QStringLiteral("*.") + format).value(0, filters[0]);
    QString path =
        QFileDialog::getSaveFileName(window, QObject::tr("Export figure"),
                                     QDir(directory).filePath(base + QLatin1Char('.') + format),
                                     filters.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += selected.mid(selected.indexOf(QStringLiteral("*.")) + 1, 4);
    QString error;
    if (!exportFigure(plot, path, &error)) {
        QMessageBox::warning(window, QObject::tr("Export failed"), error);
        return;
    }
    settings->setValue(settingsKey::kExportDirectory, QFileInfo(path).absolutePath());
    settings->setValue(settingsKey::kExportFormat, QFileInfo(path).suffix().toLower());
}

} // namespace drf
