#pragma once

// Pictures the tests take of widgets and figures: each is checked (its size, something drawn on
// it), and kept in the folder DRF_SCREENSHOT_DIR names, when it names one, to look at.

#include <QDir>
#include <QImage>
#include <QtTest>

namespace drf::test {

/// The folder screenshots are kept in: the environment variable DRF_SCREENSHOT_DIR, or empty
/// (checked, not kept).
inline QString screenshotDir()
{
    return qEnvironmentVariable("DRF_SCREENSHOT_DIR");
}

/// The share of `image`'s pixels that differ from its top-left one, the background.
inline double inkFraction(const QImage &image)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    if (rgb.isNull())
        return 0.0;
    const QRgb background = rgb.pixel(0, 0);
    qint64 ink = 0;
    for (int y = 0; y < rgb.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            ink += line[x] != background ? 1 : 0;
    }
    return double(ink) / (double(rgb.width()) * rgb.height());
}

/// Checks that `image` is `size` device pixels and not blank (a text's worth of ink at least,
/// 0.1 % of it), and keeps it as `name`.png in screenshotDir() when that is set.
inline void checkScreenshot(const QImage &image, const QSize &size, const QString &name)
{
    QVERIFY2(image.size() == size, qPrintable(QStringLiteral("%1: %2 x %3 pixels, not %4 x %5")
                                                  .arg(name)
                                                  .arg(image.width())
                                                  .arg(image.height())
                                                  .arg(size.width())
                                                  .arg(size.height())));
    const double ink = inkFraction(image);
    QVERIFY2(ink > 1e-3, qPrintable(QStringLiteral("%1 is blank: ink %2").arg(name).arg(ink)));
    const QString dir = screenshotDir();
    if (dir.isEmpty())
        return;
    const QString path = QDir(dir).filePath(name + QStringLiteral(".png"));
    QVERIFY2(image.save(path), qPrintable(path));
    qInfo("screenshot: %s", qPrintable(path));
}

} // namespace drf::test
