#pragma once

#include <QRectF>
#include <QString>

class QByteArray;
class QFont;
class QPainter;
class QPaintDevice;

namespace drf {

// QPainter::drawText(rect, flags, text) and QFontMetrics::boundingRect(rect, flags, text) for the
// texts the plots and panels draw at every frame (labels, legend entries, table cells). Qt lays
// such a text out again at each call: it shapes it with HarfBuzz and breaks its lines, and that is
// most of what a label costs. These lay a text out once per text, font, resolution, flags and
// (when it wraps) width, keep that layout, and later only place and draw its lines the way Qt's
// own text formatting (qt_format_text, Qt 6.4) places them: the same lines at the same positions,
// so the same pixels (tst_cachedtext compares them with QPainter::drawText's).
//
// Texts Qt formats in ways this does not reproduce (mnemonics, expanded tabs, justification,
// wrapping anywhere, length variants, decorated fonts, painters that are not left-to-right) go
// to Qt unchanged.
//
// The placement was read in Qt 6.4's source and is checked against 6.4 only: built with or
// running on another Qt, every text goes to Qt (QPainter::drawText, QFontMetricsF::boundingRect),
// as it does when the environment variable DRFVIZ_NO_TEXT_CACHE is set (to anything but 0), the
// switch to rule the cache out when a text looks wrong. Decided once, at the first text.

/// What QFontMetricsF(QFont(font, device)).boundingRect(rect, flags, text) answers (the integer
/// QFontMetrics::boundingRect is its toAlignedRect()). Without a device, `font`'s own resolution:
/// the screen's for a font as widgets and plot items hold it.
QRectF cachedTextBounds(const QFont &font, const QRectF &rect, int flags, const QString &text,
                        const QPaintDevice *device = nullptr);

/// Draws as painter->drawText(rect, flags, text, boundingRect) does, with the painter's font, pen
/// and resolution.
void drawCachedText(QPainter *painter, const QRectF &rect, int flags, const QString &text,
                    QRectF *boundingRect = nullptr);

/// Whether the functions above use their kept layouts in this process: cachedTextAllowed() for
/// the running Qt and the environment.
bool cachedTextInUse();
/// The rule: the cache is used when drfviz was built with Qt 6.4, `runningQtVersion` (qVersion())
/// is 6.4.x and the switch (DRFVIZ_NO_TEXT_CACHE's value) is unset, empty or "0".
bool cachedTextAllowed(const char *runningQtVersion, const QByteArray &noTextCache);

} // namespace drf
