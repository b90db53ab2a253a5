#include "cachedtext.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QHash>
#include <QPaintDevice>
#include <QPainter>
#include <QStyle>
#include <QTextLayout>
#include <QThread>
#include <QVersionNumber>
#include <QtMath>

#include <memory>
#include <vector>

namespace drf {

namespace {

/// Flags whose formatting the cache does not reproduce; such texts go to Qt.
constexpr int kFormattedByQtOnly =
    Qt::TextShowMnemonic | Qt::TextHideMnemonic | Qt::TextExpandTabs | Qt::TextJustificationForced |
    Qt::TextWrapAnywhere | Qt::AlignJustify | Qt::TextForceRightToLeft;
/// More kept layouts than any figure has texts: those of scenarios long gone are dropped.
constexpr qsizetype kMaxKeptLayouts = 2048;
/// qt_format_text's line width for text that does not wrap.
constexpr qreal kUnwrappedLineWidth = 0x01000000;

/// A text laid out as qt_format_text lays it out: its lines at their positions, and after each
/// line the height and width of the text down to it (drawing without a bounding rectangle stops
/// at the line that fills the rectangle's height).
struct LaidOutText
{
    QTextLayout layout;
    std::vector<qreal> heightDownTo;
    std::vector<qreal> widthDownTo;
    qreal emptyHeight = 0; ///< the font's height: an empty text's bounding box
};

/// Whether the text runs left to right as a painter with `direction` lays it out: painters on
/// images and pixmaps (QCustomPlot's buffers) leave the direction to the text, which Qt then
/// reads from its first letter that has one.
bool leftToRight(Qt::LayoutDirection direction, const QString &text)
{
    return direction == Qt::LeftToRight ||
           (direction == Qt::LayoutDirectionAuto && !text.isRightToLeft());
}

bool formattedHere(const QFont &font, int flags, const QString &text, Qt::LayoutDirection direction)
{
    return !(flags & kFormattedByQtOnly) && leftToRight(direction, text) && !font.underline() &&
           !font.strikeOut() && !font.overline() && !text.contains(QChar(0x9c));
}

bool wraps(int flags)
{
    return flags & Qt::TextWordWrap;
}

/// The text qt_format_text lays out: carriage returns and tabs as spaces, newlines as line
/// separators (or spaces on a single line).
QString layoutText(const QString &text, int flags)
{
    const bool singleLine = flags & Qt::TextSingleLine;
    QString prepared = text;
    for (QChar &c : prepared) {
        if (c == u'\r' || c == u'\t' || (singleLine && c == u'\n'))
            c = u' ';
        else if (c == u'\n')
            c = QChar::LineSeparator;
    }
    return prepared;
}

std::unique_ptr<LaidOutText> layOut(const QFont &font, const QPaintDevice *device, int flags,
                                    qreal width, const QString &text)
{
    auto laidOut = std::make_unique<LaidOutText>();
    QTextLayout &layout = laidOut->layout;
    layout.setText(layoutText(text, flags));
    layout.setFont(device ? QFont(font, device) : font);
    QTextOption option = layout.textOption();
    option.setTextDirection(Qt::LeftToRight);
    option.setAlignment(Qt::AlignLeft); // the lines are aligned when drawn
    layout.setTextOption(option);
    layout.setCacheEnabled(true); // keeps the shaped glyphs: what the cache is for
    const QFontMetricsF metrics(layout.font());
    laidOut->emptyHeight = metrics.height();
    if (text.isEmpty())
        return laidOut;
    const qreal lineWidth = wraps(flags) ? qMax<qreal>(0, width) : kUnwrappedLineWidth;
    const qreal leading = metrics.leading();
    qreal height = -leading;
    qreal widest = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(lineWidth);
        height += leading;
        height = qCeil(height); // lines on whole pixels
        line.setPosition(QPointF(0., height));
        height += line.ascent() + line.descent();
        widest = qMax(widest, line.naturalTextWidth());
        laidOut->heightDownTo.push_back(height);
        laidOut->widthDownTo.push_back(widest);
    }
    layout.endLayout();
    return laidOut;
}

/// What changes a layout: the text, the font, the resolution, the flags that change lines, and
/// the width when the lines wrap. (QFont::key() would name the font too, but it formats the
/// whole font description as text, and costs more than the lookup saves.)
struct LayoutKey
{
    QFont font;
    int dpi = 0; ///< the device's; 0 for the font's own (QFont's equality ignores it)
    int flags = 0;
    qreal width = 0;
    QString text;

    bool operator==(const LayoutKey &other) const
    {
        return dpi == other.dpi && flags == other.flags && width == other.width &&
               text == other.text && font == other.font;
    }
};

size_t qHash(const LayoutKey &key, size_t seed = 0) noexcept
{
    return qHashMulti(seed, key.font, key.dpi, key.flags, key.width, key.text);
}

using KeptLayouts = QHash<LayoutKey, std::shared_ptr<LaidOutText>>;

// One cache per thread: a layout is not shared between threads.
thread_local KeptLayouts t_kept;
thread_local bool t_emptiedWithTheApplication = false;

/// This thread's layouts. A layout holds its fonts' engines, which Qt frees as the application
/// ends, before the thread's own variables go: the GUI thread's layouts go first, emptied from
/// the application's destructor.
KeptLayouts &keptLayouts()
{
    if (!t_emptiedWithTheApplication) {
        const QCoreApplication *application = QCoreApplication::instance();
        if (application && application->thread() == QThread::currentThread()) {
            t_emptiedWithTheApplication = true;
            qAddPostRoutine([] {
                t_kept.clear();
                t_emptiedWithTheApplication = false;
            });
        }
    }
    return t_kept;
}

const LaidOutText &laidOutText(const QFont &font, const QPaintDevice *device, int flags,
                               qreal width, const QString &text)
{
    KeptLayouts &kept = keptLayouts();
    const LayoutKey key{font, device ? device->logicalDpiY() : 0,
                        flags & (Qt::TextSingleLine | Qt::TextWordWrap), wraps(flags) ? width : 0,
                        text};
    const auto found = kept.constFind(key);
    if (found != kept.cend())
        return **found;
    if (kept.size() >= kMaxKeptLayouts)
        kept.clear();
    return **kept.insert(key, layOut(font, device, flags, width, text));
}

/// How far right of its rectangle's left edge qt_format_text puts a line (or the text's box) of
/// `width` for the horizontal part of `alignment` (already visual).
qreal horizontalOffset(int alignment, qreal room, qreal width)
{
    if (alignment & Qt::AlignRight)
        return room - width;
    if (alignment & Qt::AlignHCenter)
        return (room - width) / 2;
    return 0;
}

/// Where qt_format_text puts the text (its bounding box) and how many lines it draws.
struct Placement
{
    QRectF bounds;
    qsizetype lines = 0;
    int alignment = 0;
};

Placement place(const LaidOutText &text, const QRectF &rect, int flags, bool stopWhenFull)
{
    Placement placement;
    placement.alignment = int(QStyle::visualAlignment(Qt::LeftToRight, Qt::Alignment(flags)));
    // An empty text has no line, and the font's height.
    qreal height = text.emptyHeight;
    qreal width = 0;
    placement.lines = qsizetype(text.heightDownTo.size());
    if (placement.lines > 0) {
        if (stopWhenFull) {
            for (qsizetype k = 0; k < placement.lines; ++k) {
                if (text.heightDownTo[k] >= rect.height()) {
                    placement.lines = k + 1;
                    break;
                }
            }
        }
        height = text.heightDownTo[placement.lines - 1];
        width = text.widthDownTo[placement.lines - 1];
    }
    qreal yOffset = 0;
    if (placement.alignment & Qt::AlignBottom)
        yOffset = rect.height() - height;
    else if (placement.alignment & Qt::AlignVCenter)
        yOffset = (rect.height() - height) / 2;
    placement.bounds = QRectF(rect.x() + horizontalOffset(placement.alignment, rect.width(), width),
                              rect.y() + yOffset, width, height);
    return placement;
}

} // namespace

bool cachedTextAllowed(const char *runningQtVersion, const QByteArray &noTextCache)
{
    constexpr bool builtWithCheckedQt =
        QT_VERSION >= QT_VERSION_CHECK(6, 4, 0) && QT_VERSION < QT_VERSION_CHECK(6, 5, 0);
    const QVersionNumber running = QVersionNumber::fromString(QLatin1String(runningQtVersion));
    const bool switchedOff = !noTextCache.isEmpty() && noTextCache != "0";
    return builtWithCheckedQt && running.majorVersion() == 6 && running.minorVersion() == 4 &&
           !switchedOff;
}

bool cachedTextInUse()
{
    static const bool inUse = cachedTextAllowed(qVersion(), qgetenv("DRFVIZ_NO_TEXT_CACHE"));
    return inUse;
}

QRectF cachedTextBounds(const QFont &font, const QRectF &rect, int flags, const QString &text,
                        const QPaintDevice *device)
{
    if (!cachedTextInUse() || !formattedHere(font, flags, text, Qt::LeftToRight))
        return QFontMetricsF(device ? QFont(font, device) : font).boundingRect(rect, flags, text);
    const LaidOutText &laidOut = laidOutText(font, device, flags, rect.width(), text);
    return place(laidOut, rect, flags, false).bounds;
}

void drawCachedText(QPainter *painter, const QRectF &rect, int flags, const QString &text,
                    QRectF *boundingRect)
{
    if (!cachedTextInUse()) {
        painter->drawText(rect, flags, text, boundingRect);
        return;
    }
    // As QPainter::drawText: nothing to draw, nothing drawn, and no bounding box either.
    if (text.isEmpty() || painter->pen().style() == Qt::NoPen || !painter->isActive())
        return;
    const QFont &font = painter->font(); // already at the device's resolution
    if (!formattedHere(font, flags, text, painter->layoutDirection())) {
        painter->drawText(rect, flags, text, boundingRect);
        return;
    }
    const LaidOutText &laidOut = laidOutText(font, painter->device(), flags, rect.width(), text);
    const bool clips = !(flags & Qt::TextDontClip);
    const Placement placement = place(laidOut, rect, flags, clips && !boundingRect);
    if (boundingRect)
        *boundingRect = placement.bounds;
    const bool clipped = clips && !rect.contains(placement.bounds);
    if (clipped) {
        painter->save();
        painter->setClipRect(rect, Qt::IntersectClip);
    }
    const qreal top = placement.bounds.y();
    for (qsizetype k = 0; k < placement.lines; ++k) {
        const QTextLine line = laidOut.layout.lineAt(int(k));
        const qreal xOffset =
            horizontalOffset(placement.alignment, rect.width(), line.horizontalAdvance());
        line.draw(painter, QPointF(rect.x() + xOffset, top));
    }
    if (clipped)
        painter->restore();
}

} // namespace drf
