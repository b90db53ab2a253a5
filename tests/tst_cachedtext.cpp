// drawCachedText and cachedTextBounds promise Qt's own text formatting from a kept layout: the
// same pixels as QPainter::drawText and the same box as QFontMetricsF::boundingRect, for every
// alignment, line break, clip and wrap the plots and panels use. Each case here draws a text both
// ways into images and compares every pixel, then compares the boxes.
// Off the Qt the placement was checked against, or with DRFVIZ_NO_TEXT_CACHE set, every text
// goes to Qt: the test runs itself again with the switch set and expects the same pixels.

#include "cachedtext.h"
#include "plotitems.h"
#include "testmain.h"

#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QtTest>

using namespace drf;

namespace {

constexpr char kNoTextCache[] = "DRFVIZ_NO_TEXT_CACHE";

struct Case
{
    QString text;
    QRectF rect;
    int flags = 0;
};

QList<QFont> fonts()
{
    QFont bold = QGuiApplication::font();
    bold.setPointSizeF(14);
    bold.setBold(true);
    QFont small = QGuiApplication::font();
    small.setPointSizeF(6.5);
    QFont italic = QGuiApplication::font();
    italic.setItalic(true);
    QFont pixels = QGuiApplication::font();
    pixels.setPixelSize(23);
    return {QGuiApplication::font(), bold, small, italic, pixels};
}

QList<Case> cases()
{
    const QList<int> alignments = {
        Qt::AlignLeft | Qt::AlignTop,
        Qt::AlignHCenter | Qt::AlignTop,
        Qt::AlignRight | Qt::AlignTop,
        Qt::AlignLeft | Qt::AlignVCenter,
        Qt::AlignCenter,
        Qt::AlignRight | Qt::AlignVCenter,
        Qt::AlignLeft | Qt::AlignBottom,
        Qt::AlignHCenter | Qt::AlignBottom,
        Qt::AlignRight | Qt::AlignBottom,
        Qt::AlignLeading | Qt::AlignTop,
        Qt::AlignTrailing | Qt::AlignBottom,
        Qt::AlignAbsolute | Qt::AlignRight,
    };
    const QStringList texts = {
        QStringLiteral("DRF"),
        QStringLiteral("Łódź: 12.5% CPU, ⅓ GPU"),
        QStringLiteral("user A\n(1 CPU, 4 GB)"),
        QStringLiteral("a\nbb\n\nccc\n"),
        QStringLiteral("tab\there\rand return"),
        QStringLiteral("  leading and trailing spaces  "),
        QStringLiteral("x"),
    };
    const QList<QRectF> rects = {
        QRectF(20, 15, 260, 120),   // room to spare
        QRectF(40.3, 60.7, 0, 0),   // a point, as plot labels are placed
        QRectF(30.5, 40.25, 55, 9), // smaller than most texts: clipped or overflowing
        QRectF(-5, -3, 120, 40),    // partly off the device
    };
    const QList<int> modes = {0, Qt::TextDontClip, Qt::TextSingleLine,
                              Qt::TextSingleLine | Qt::TextDontClip};
    QList<Case> all;
    for (const QString &text : texts)
        for (const QRectF &rect : rects)
            for (int alignment : alignments)
                for (int mode : modes)
                    all.append({text, rect, alignment | mode});
    // Wrapped at widths that break the lines in different places, clipped or not.
    const QString paragraph =
        QStringLiteral("Dominant Resource Fairness equalises each user's dominant share; "
                       "some crumbs of the cluster stay idle.");
    for (qreal width : {40.0, 97.5, 150.0, 233.0, 400.0})
        for (int alignment : alignments)
            for (int mode : {0, int(Qt::TextDontClip)})
                all.append(
                    {paragraph, QRectF(12.5, 8, width, 90), alignment | mode | Qt::TextWordWrap});
    return all;
}

QImage blank(qreal devicePixelRatio)
{
    QImage image(QSize(300, 200) * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::white);
    return image;
}

QString describe(const Case &c, const QFont &font)
{
    QString text = c.text;
    text.replace(u'\n', QStringLiteral("\\n")).replace(u'\t', QStringLiteral("\\t"));
    text.replace(u'\r', QStringLiteral("\\r"));
    return QStringLiteral("\"%1\" in (%2, %3, %4 x %5), flags 0x%6, font %7")
        .arg(text)
        .arg(c.rect.x())
        .arg(c.rect.y())
        .arg(c.rect.width())
        .arg(c.rect.height())
        .arg(c.flags, 0, 16)
        .arg(font.toString());
}

/// Boxes from the same arithmetic on the same layout: equal up to rounding.
bool sameBox(const QRectF &a, const QRectF &b)
{
    constexpr double kTolerance = 1e-9;
    return qAbs(a.x() - b.x()) < kTolerance && qAbs(a.y() - b.y()) < kTolerance &&
           qAbs(a.width() - b.width()) < kTolerance && qAbs(a.height() - b.height()) < kTolerance;
}

} // namespace

class TestCachedText : public QObject
{
    Q_OBJECT

private slots:
    void samePixelsAsDrawText_data();
    void samePixelsAsDrawText();
    void sameBoxAsFontMetrics();
    void textsQtFormatsItselfAreLeftToQt();
    void drawnTwiceDrawsTheSame();
    void plotLabelDrawsAsQCustomPlotsTextItem();
    void usedOnQt64Only_data();
    void usedOnQt64Only();
    void switchedOffByTheEnvironment();
};

void TestCachedText::samePixelsAsDrawText_data()
{
    QTest::addColumn<qreal>("devicePixelRatio");
    QTest::addColumn<bool>("withBoundingRect");
    // Painters on widgets are left to right; on images and pixmaps (QCustomPlot's buffers) they
    // leave the direction to the text.
    QTest::addColumn<Qt::LayoutDirection>("direction");
    QTest::newRow("screen") << 1.0 << false << Qt::LayoutDirectionAuto;
    QTest::newRow("screen, asking the box") << 1.0 << true << Qt::LayoutDirectionAuto;
    QTest::newRow("widget, asking the box") << 1.0 << true << Qt::LeftToRight;
    QTest::newRow("handout at 2x") << 2.0 << false << Qt::LayoutDirectionAuto;
    QTest::newRow("print at 3.125x, asking the box") << 3.125 << true << Qt::LayoutDirectionAuto;
}

void TestCachedText::samePixelsAsDrawText()
{
    QFETCH(qreal, devicePixelRatio);
    QFETCH(bool, withBoundingRect);
    QFETCH(Qt::LayoutDirection, direction);
    const QList<Case> all = cases();
    int compared = 0;
    QImage byQt = blank(devicePixelRatio);
    QImage cached = blank(devicePixelRatio);
    for (const QFont &font : fonts()) {
        for (const Case &c : all) {
            byQt.fill(Qt::white);
            cached.fill(Qt::white);
            QRectF qtBox;
            QRectF cachedBox;
            {
                QPainter painter(&byQt);
                painter.setLayoutDirection(direction);
                painter.setFont(font);
                painter.setPen(Qt::black);
                painter.drawText(c.rect, c.flags, c.text, withBoundingRect ? &qtBox : nullptr);
            }
            {
                QPainter painter(&cached);
                painter.setLayoutDirection(direction);
                painter.setFont(font);
                painter.setPen(Qt::black);
                drawCachedText(&painter, c.rect, c.flags, c.text,
                               withBoundingRect ? &cachedBox : nullptr);
            }
            if (byQt != cached)
                QFAIL(qPrintable(QStringLiteral("different pixels: ") + describe(c, font)));
            if (withBoundingRect && !sameBox(qtBox, cachedBox))
                QFAIL(qPrintable(QStringLiteral("different boxes: ") + describe(c, font)));
            ++compared;
        }
    }
    // Every case drew something the comparison could tell apart from a blank image.
    QImage drawn = blank(devicePixelRatio);
    {
        QPainter painter(&drawn);
        drawCachedText(&painter, QRectF(20, 15, 260, 120), Qt::AlignCenter, QStringLiteral("DRF"));
    }
    QVERIFY(drawn != blank(devicePixelRatio));
    QCOMPARE(compared, fonts().size() * all.size());
}

void TestCachedText::sameBoxAsFontMetrics()
{
    const QImage device = blank(1);
    for (const QFont &font : fonts()) {
        const QFontMetricsF screenMetrics(font);
        const QFontMetricsF deviceMetrics(font, &device);
        for (const Case &c : cases()) {
            const QRectF onScreen = cachedTextBounds(font, c.rect, c.flags, c.text);
            const QRectF expected = screenMetrics.boundingRect(c.rect, c.flags, c.text);
            if (!sameBox(onScreen, expected))
                QFAIL(qPrintable(QStringLiteral("screen box: ") + describe(c, font)));
            // QFontMetrics' integer box is the aligned float box, as labelplacer measures labels.
            QCOMPARE(cachedTextBounds(font, QRectF(), c.flags, c.text).toAlignedRect(),
                     QFontMetrics(font).boundingRect(0, 0, 0, 0, c.flags, c.text));
            const QRectF onDevice = cachedTextBounds(font, c.rect, c.flags, c.text, &device);
            const QRectF expectedOnDevice = deviceMetrics.boundingRect(c.rect, c.flags, c.text);
            if (!sameBox(onDevice, expectedOnDevice))
                QFAIL(qPrintable(QStringLiteral("device box: ") + describe(c, font)));
        }
    }
}

void TestCachedText::textsQtFormatsItselfAreLeftToQt()
{
    QFont underlined = QGuiApplication::font();
    underlined.setUnderline(true);
    const QList<std::pair<QFont, int>> formats = {
        {QGuiApplication::font(), Qt::TextShowMnemonic},
        {QGuiApplication::font(), Qt::TextExpandTabs},
        {QGuiApplication::font(), Qt::AlignJustify | Qt::TextWordWrap},
        {QGuiApplication::font(), Qt::TextWrapAnywhere},
        {underlined, 0},
    };
    const QString text = QStringLiteral("&Save\tall\nfigures as PDF and SVG for the handout");
    for (const auto &[font, flags] : formats) {
        QImage byQt = blank(1);
        QImage cached = blank(1);
        const QRectF rect(10, 10, 90, 150);
        {
            QPainter painter(&byQt);
            painter.setFont(font);
            painter.drawText(rect, flags, text);
        }
        {
            QPainter painter(&cached);
            painter.setFont(font);
            drawCachedText(&painter, rect, flags, text);
        }
        QVERIFY2(byQt == cached, qPrintable(QStringLiteral("flags 0x%1").arg(flags, 0, 16)));
        QCOMPARE(cachedTextBounds(font, rect, flags, text),
                 QFontMetricsF(font).boundingRect(rect, flags, text));
    }
    // Right to left, as the painter says or as the text's first letter says (a painter on an
    // image leaves the direction to the text): Qt's own formatting too.
    const QString hebrew = QStringLiteral("משאבים\nהוגנות");
    for (Qt::LayoutDirection direction : {Qt::RightToLeft, Qt::LayoutDirectionAuto}) {
        QImage byQt = blank(1);
        QImage cached = blank(1);
        for (QImage *image : {&byQt, &cached}) {
            QPainter painter(image);
            painter.setLayoutDirection(direction);
            if (image == &byQt)
                painter.drawText(QRectF(10, 10, 200, 80), Qt::AlignLeft, hebrew);
            else
                drawCachedText(&painter, QRectF(10, 10, 200, 80), Qt::AlignLeft, hebrew);
        }
        QVERIFY(byQt == cached);
    }
}

void TestCachedText::drawnTwiceDrawsTheSame()
{
    // The second drawing comes from the kept layout; a different font or width must not reuse it.
    const QString text = QStringLiteral("fair share of CPU and memory for everyone");
    QFont font = QGuiApplication::font();
    QImage first = blank(1);
    QImage second = blank(1);
    QImage byQt = blank(1);
    for (QImage *image : {&first, &second}) {
        QPainter painter(image);
        painter.setFont(font);
        drawCachedText(&painter, QRectF(5, 5, 120, 100), Qt::TextWordWrap, text);
    }
    QCOMPARE(first, second);
    font.setPointSizeF(font.pointSizeF() * 1.5);
    QImage bigger = blank(1);
    for (QImage *image : {&bigger, &byQt}) {
        QPainter painter(image);
        painter.setFont(font);
        if (image == &bigger)
            drawCachedText(&painter, QRectF(5, 5, 70, 100), Qt::TextWordWrap, text);
        else
            painter.drawText(QRectF(5, 5, 70, 100), Qt::TextWordWrap, text);
    }
    QVERIFY(bigger != first);
    QCOMPARE(bigger, byQt);
}

// PlotLabel is QCPItemText::draw with the text from a kept layout: the same figure, pixel for
// pixel, with padding, a frame, a fill, rotations and every alignment.
void TestCachedText::plotLabelDrawsAsQCustomPlotsTextItem()
{
    enum class Labels
    {
        None,
        QCustomPlots,
        Kept
    };
    const auto figure = [](Labels labels) {
        QCustomPlot plot;
        plot.resize(420, 320);
        plot.xAxis->setRange(0, 10);
        plot.yAxis->setRange(0, 10);
        const QList<Qt::Alignment> alignments = {Qt::AlignLeft | Qt::AlignTop, Qt::AlignCenter,
                                                 Qt::AlignRight | Qt::AlignBottom,
                                                 Qt::AlignHCenter | Qt::AlignBottom};
        int k = 0;
        for (double rotation : {0.0, 30.0, -90.0}) {
            for (Qt::Alignment alignment : alignments) {
                if (labels == Labels::None)
                    break;
                QCPItemText *label =
                    labels == Labels::Kept ? new PlotLabel(&plot) : new QCPItemText(&plot);
                label->position->setCoords(1.0 + 2.3 * (k % 4), 1.5 + 3.1 * (k / 4));
                label->setText(k % 2 ? QStringLiteral("DRF\n(⅓ CPU, 2.5 GB)")
                                     : QStringLiteral("user B: 12.5%"));
                label->setPositionAlignment(alignment);
                label->setTextAlignment(k % 3 ? Qt::AlignLeft : Qt::AlignHCenter);
                label->setRotation(rotation);
                label->setPadding(QMargins(2, 1, 3, 2));
                if (k % 2) {
                    label->setPen(QPen(Qt::darkGray, 1.5));
                    label->setBrush(QColor(255, 255, 255, 200));
                }
                ++k;
            }
        }
        plot.replot();
        return plot.toPixmap(420, 320, 2.0).toImage();
    };
    const QImage byQCustomPlot = figure(Labels::QCustomPlots);
    QVERIFY(byQCustomPlot != figure(Labels::None)); // the labels are drawn
    QCOMPARE(figure(Labels::Kept), byQCustomPlot);
}

void TestCachedText::usedOnQt64Only_data()
{
    QTest::addColumn<QByteArray>("runningQt");
    QTest::addColumn<QByteArray>("noTextCache");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("6.4.2") << QByteArray("6.4.2") << QByteArray() << true;
    QTest::newRow("6.4.0, switch 0") << QByteArray("6.4.0") << QByteArray("0") << true;
    QTest::newRow("6.4.2, switch 1") << QByteArray("6.4.2") << QByteArray("1") << false;
    QTest::newRow("6.4.3, switch yes") << QByteArray("6.4.3") << QByteArray("yes") << false;
    QTest::newRow("6.3.2") << QByteArray("6.3.2") << QByteArray() << false;
    QTest::newRow("6.5.0") << QByteArray("6.5.0") << QByteArray() << false;
    QTest::newRow("6.40.1") << QByteArray("6.40.1") << QByteArray() << false;
    QTest::newRow("7.4.0") << QByteArray("7.4.0") << QByteArray() << false;
}

void TestCachedText::usedOnQt64Only()
{
    QFETCH(QByteArray, runningQt);
    QFETCH(QByteArray, noTextCache);
    QFETCH(bool, allowed);
    // Built with another Qt, the cache is never used.
    constexpr bool builtWithQt64 = QT_VERSION_MAJOR == 6 && QT_VERSION_MINOR == 4;
    QCOMPARE(cachedTextAllowed(runningQt.constData(), noTextCache), allowed && builtWithQt64);
}

void TestCachedText::switchedOffByTheEnvironment()
{
    if (qEnvironmentVariableIsSet(kNoTextCache)) {
        // The run started below: every text goes to Qt, and its other slots compare the pixels.
        QVERIFY(!cachedTextInUse());
        return;
    }
    // This run compares the kept layouts with Qt wherever they are allowed.
    QCOMPARE(cachedTextInUse(), cachedTextAllowed(qVersion(), QByteArray()));
    QProcess run;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QLatin1String(kNoTextCache), QStringLiteral("1"));
    run.setProcessEnvironment(environment);
    run.setProcessChannelMode(QProcess::MergedChannels);
    run.start(QCoreApplication::applicationFilePath(),
              drf::test::thisTestArguments() << QStringList{
                  QStringLiteral("switchedOffByTheEnvironment"),
                  QStringLiteral("samePixelsAsDrawText"), QStringLiteral("sameBoxAsFontMetrics"),
                  QStringLiteral("drawnTwiceDrawsTheSame"),
                  QStringLiteral("plotLabelDrawsAsQCustomPlotsTextItem")});
    QVERIFY(run.waitForFinished(300000));
    const QString output = QString::fromUtf8(run.readAll());
    QVERIFY2(run.exitStatus() == QProcess::NormalExit && run.exitCode() == 0, qPrintable(output));
    QVERIFY2(
        output.contains(QStringLiteral("PASS   : TestCachedText::switchedOffByTheEnvironment")),
        qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("0 failed, 0 skipped")), qPrintable(output));
}

DRFVIZ_TEST_MAIN(TestCachedText)
#include "tst_cachedtext.moc"
