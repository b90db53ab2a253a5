// Figure export in the app: the dialog's settings, the clipboard and the files written.
#include "allocationset.h"
#include "appsettings.h"
#include "exportdialog.h"
#include "figureexport.h"
#include "fillinganimation.h"
#include "fillingview.h"
#include "guitest.h"
#include "manipulationcurveview.h"
#include "manipulationexplorer.h"
#include "resourcespaceview.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "taskspaceview.h"
#include "testmain.h"
#include "utilizationview.h"

#include <QCheckBox>
#include <QClipboard>
#include <QDoubleSpinBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QMimeData>
#include <QSpinBox>
#include <QXmlStreamReader>

#include <qcustomplot.h>

using namespace drf;

/// A resource-space view that counts its drawings.
class CountingView : public ResourceSpaceView
{
public:
    using ResourceSpaceView::ResourceSpaceView;
    int draws = 0;

protected:
    void draw() override
    {
        ++draws;
        ResourceSpaceView::draw();
    }
};

class TestGuiExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_files;
    ScenarioModel m_model;
    std::unique_ptr<AllocationSet> m_results;
    std::unique_ptr<ResourceSpaceView> m_view;

    QHash<QSize, double> m_normalBlueShare; ///< per size, the curve's share of the normal PNG

    QString path(const QString &name) const { return m_files.filePath(name); }
    /// How many pixels of `image` are within 24 of `colour` on every channel.
    static int colouredPixels(const QImage &image, QColor colour)
    {
        int count = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor pixel = image.pixelColor(x, y);
                if (std::abs(pixel.red() - colour.red()) <= 24 &&
                    std::abs(pixel.green() - colour.green()) <= 24 &&
                    std::abs(pixel.blue() - colour.blue()) <= 24)
                    ++count;
            }
        return count;
    }

private slots:
    void initTestCase()
    {
        test::isolateSettings(m_settingsDir);
        m_results = std::make_unique<AllocationSet>(&m_model);
        m_results->setSelectedPolicy(PolicyId::Drf);
        m_view = std::make_unique<ResourceSpaceView>(m_results.get());
        m_view->resize(900, 600);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    }

    void dialogRoundTrip()
    {
        ExportSettings chosen;
        chosen.format = FigureFormat::Svg;
        chosen.unit = ExportSettings::Unit::Centimetres;
        chosen.size = QSizeF(8, 6);
        chosen.dpi = 300;
        chosen.style.showTitle = false;
        chosen.style.showLegend = false;
        chosen.style.printFriendly = true;
        chosen.style.textZoom = 1.5;
        chosen.style.labels = LabelDensity::Compact;
        ExportDialog dialog;
        dialog.setSettings(chosen);
        ExportSettings shown = dialog.settings();
        QCOMPARE(shown.format, FigureFormat::Svg);
        QCOMPARE(shown.unit, ExportSettings::Unit::Centimetres);
        QCOMPARE(shown.size, QSizeF(8, 6));
        QCOMPARE(shown.dpi, 300);
        QVERIFY(!shown.style.showTitle && !shown.style.showLegend && shown.style.printFriendly);
        QCOMPARE(shown.style.textZoom, 1.5);
        QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("text-size"))->value(), 150);
        QCOMPARE(shown.style.labels, LabelDensity::Compact);
        QCOMPARE(shown.style.labels, LabelDensity::Compact);
        test::screenshot(&dialog, QStringLiteral("export-dialog"));
        // The print style's larger text comes on top of the scale asked for.
        QCOMPARE(shown.style.fontScale(), 1.5 * 1.25);

        // Remembered between runs.
        auto settings = appSettings();
        shown.save(*settings);
        const ExportSettings loaded = ExportSettings::load(*settings);
        QCOMPARE(loaded.format, FigureFormat::Svg);
        QCOMPARE(loaded.size, QSizeF(8, 6));
        QCOMPARE(loaded.dpi, 300);
        QVERIFY(loaded.style.printFriendly && !loaded.style.showLegend);
        QCOMPARE(loaded.style.textZoom, 1.5);
        QCOMPARE(loaded.style.labels, LabelDensity::Compact);

        // Changing the unit converts the size at the density: 8 cm at 300 dpi = 945 px, shown
        // in whole pixels; and back, 8.0 cm.
        auto *width = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("width"));
        const QString eightCentimetres = width->locale().toString(8.0, 'f', 1); // "8.0", "8,0"
        QCOMPARE(width->text(), eightCentimetres);
        dialog.findChild<QComboBox *>(QStringLiteral("unit"))->setCurrentIndex(0);
        QCOMPARE(dialog.settings().size.width(), 945.0);
        QCOMPARE(width->text(), QStringLiteral("945"));
        dialog.findChild<QComboBox *>(QStringLiteral("unit"))->setCurrentIndex(1);
        QCOMPARE(width->text(), eightCentimetres);
    }

    /// The dialog says, as the size and text change, what the figure would leave out.
    void dialogSaysWhatASmallFigureLeavesOut()
    {
        ExportDialog dialog;
        ExportSettings settings;
        settings.unit = ExportSettings::Unit::Centimetres;
        settings.size = QSizeF(12, 9);
        dialog.setSettings(settings);
        dialog.setNotesSource(
            [this](const ExportSettings &chosen) { return figureNotes(m_view.get(), chosen); });
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *notes = dialog.findChild<QLabel *>(QStringLiteral("figure-notes"));
        QVERIFY(notes && !notes->isVisible());
        // Twice the text on 6 x 4.5 cm: no room for the legend.
        auto *width = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("width"));
        width->selectAll();
        QTest::keyClicks(width, QStringLiteral("6"));
        auto *height = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("height"));
        height->selectAll();
        QTest::keyClicks(height, QStringLiteral("4.5"));
        auto *text = dialog.findChild<QSpinBox *>(QStringLiteral("text-size"));
        text->selectAll();
        QTest::keyClicks(text, QStringLiteral("200"));
        QTRY_VERIFY(notes->isVisible());
        QVERIFY2(notes->text().contains(QStringLiteral("The legend does not fit")),
                 qPrintable(notes->text()));
        test::screenshot(&dialog, QStringLiteral("export-dialog-note"));
        // Leaving the legend out leaves nothing to say about it.
        QTest::mouseClick(dialog.findChild<QCheckBox *>(QStringLiteral("legend")), Qt::LeftButton);
        QTRY_VERIFY(!notes->text().contains(QStringLiteral("legend")));
        QVERIFY(!dialog.settings().style.showLegend);
    }

    /// Every pixel of a PNG is painted, when the size in centimetres does not round to the same
    /// scale on both sides (6 x 4.5 cm at 200 dpi left its last row black).
    void everyPixelPainted()
    {
        ExportSettings settings;
        settings.unit = ExportSettings::Unit::Centimetres;
        settings.size = QSizeF(6, 4.5);
        settings.dpi = 200;
        const QImage image =
            renderFigure(m_view.get(), settings).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(image.size(), QSize(472, 354));
        // The figure's margins: white all along its last row and column.
        for (int x = 0; x < image.width(); ++x)
            QCOMPARE(image.pixel(x, image.height() - 1), qRgb(255, 255, 255));
        for (int y = 0; y < image.height(); ++y)
            QCOMPARE(image.pixel(image.width() - 1, y), qRgb(255, 255, 255));
    }

    /// Every label of the dialog with a mnemonic ("&Size:") has a buddy: without one Qt shows
    /// the "&" itself.
    void dialogLabelsHaveBuddies()
    {
        ExportDialog dialog;
        const QList<QLabel *> labels = dialog.findChildren<QLabel *>();
        QVERIFY(labels.size() >= 4);
        for (const QLabel *label : labels)
            if (label->text().contains(QLatin1Char('&')))
                QVERIFY2(label->buddy(), qPrintable(label->text()));
    }

    /// A hidden view (an export's copy) draws once, when it is laid out at the figure's size,
    /// not at each choice made before; a view on screen draws as it changes; a hidden one
    /// draws when shown.
    void hiddenViewDrawsWhenLaidOut()
    {
        CountingView hidden(m_results.get());
        hidden.setAxes(1, 0);
        hidden.setAxes(0, 1);
        // Full labels: at Auto, a figure whose labels collide is drawn again with short ones.
        ExportSettings settings;
        settings.style.labels = LabelDensity::Full;
        hidden.setFigureStyle(settings.style);
        QCOMPARE(hidden.draws, 0);
        hidden.setFigureSize(QSize(640, 480));
        QCOMPARE(hidden.draws, 1);
        hidden.setAxes(1, 0);
        QCOMPARE(hidden.draws, 2);

        CountingView shown(m_results.get());
        shown.resize(640, 480);
        shown.show();
        QVERIFY(QTest::qWaitForWindowExposed(&shown));
        QTRY_VERIFY(shown.draws >= 1);
        const int before = shown.draws;
        shown.setAxes(1, 0);
        QCOMPARE(shown.draws, before + 1);
    }

    /// Copy Figure: a sharp image (twice the on-screen pixels) and the same figure as SVG and
    /// PDF, which LibreOffice and Inkscape paste as vectors.
    void clipboard()
    {
        copyFigureToClipboard(m_view.get());
        const QImage image = QGuiApplication::clipboard()->image();
        QCOMPARE(image.size(), m_view->plot()->size() * 2 * m_view->devicePixelRatio());
        const QMimeData *data = QGuiApplication::clipboard()->mimeData();
        QVERIFY(data);
        const QByteArray svg = data->data(QStringLiteral("image/svg+xml"));
        QVERIFY(svg.contains("<svg"));
        QVERIFY(svg.contains("DRF: allocation vectors and their sum"));
        QVERIFY(data->data(QStringLiteral("application/pdf")).startsWith("%PDF"));
    }

    void png()
    {
        ExportSettings settings;
        settings.unit = ExportSettings::Unit::Centimetres;
        settings.size = QSizeF(8, 6);
        settings.dpi = 300;
        const QSize onScreen = m_view->plot()->size();
        QString error;
        QVERIFY2(exportView(m_view.get(), path("print.png"), settings, &error), qPrintable(error));
        const QImage image(path("print.png"));
        QCOMPARE(image.width(), 945);
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 300);
        // The screen is untouched by the export.
        QCOMPARE(m_view->plot()->size(), onScreen);
    }

    void pdf()
    {
        ExportSettings settings;
        settings.format = FigureFormat::Pdf;
        settings.size = QSizeF(800, 600);
        QString error;
        QVERIFY2(exportView(m_view.get(), path("f.pdf"), settings, &error), qPrintable(error));
        QFile file(path("f.pdf"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("%PDF"));
        QVERIFY(bytes.contains("/FontFile"));
        // 800 x 600 px at 96 dpi = 600 x 450 pt.
        const QRegularExpression mediaBox(
            QStringLiteral("/MediaBox \\[0 0 600(\\.0+)? 450(\\.0+)?\\]"));
        QVERIFY(mediaBox.match(QString::fromLatin1(bytes)).hasMatch());
    }

    void svg()
    {
        ExportSettings settings;
        settings.format = FigureFormat::Svg;
        settings.size = QSizeF(2400, 1800);
        QString error;
        QVERIFY2(exportView(m_view.get(), path("f.svg"), settings, &error), qPrintable(error));
        QFile file(path("f.svg"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QString texts;
        bool fontFamily = false;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement()) {
                fontFamily |= xml.attributes().value(QStringLiteral("font-family")) ==
                              QLatin1String("DejaVu Sans");
                if (xml.name() == QLatin1String("text"))
                    texts += xml.readElementText(QXmlStreamReader::IncludeChildElements) + '\n';
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(fontFamily);
        for (const char *text : {"CPU", "GPU", "A: 60 tasks", "B: 40 tasks"})
            QVERIFY2(texts.contains(QLatin1String(text)), text);
    }

    void failedWriteKeepsFile()
    {
        QString error;
        ExportSettings settings;
        QVERIFY(!exportView(m_view.get(), path("missing/dir/f.png"), settings, &error));
        QVERIFY(error.contains(QStringLiteral("missing/dir/f.png")));
        // An existing file in a folder that refuses writing keeps its bytes.
        QVERIFY(QDir(m_files.path()).mkpath(QStringLiteral("locked")));
        QFile existing(path("locked/f.png"));
        QVERIFY(existing.open(QIODevice::WriteOnly));
        existing.write("old");
        existing.close();
        QFile::setPermissions(path("locked"), QFile::ReadOwner | QFile::ExeOwner);
        const bool ok = exportView(m_view.get(), path("locked/f.png"), settings, &error);
        QFile::setPermissions(path("locked"),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        if (ok)
            QSKIP("running as root: the folder cannot be made read-only");
        QVERIFY(existing.open(QIODevice::ReadOnly));
        QCOMPARE(existing.readAll(), QByteArray("old"));
    }

    /// The Filling tab's figure goes through the same export as the others: the position shown
    /// on screen, at the size and style asked for, and the screen untouched.
    void fillingFigure_data()
    {
        QTest::addColumn<QSizeF>("size");
        QTest::addColumn<bool>("centimetres");
        QTest::addColumn<bool>("print");
        QTest::addColumn<QSize>("pixels");
        QTest::newRow("800x600") << QSizeF(800, 600) << false << false << QSize(800, 600);
        QTest::newRow("800x600 print") << QSizeF(800, 600) << false << true << QSize(800, 600);
        QTest::newRow("8x6cm 300dpi") << QSizeF(8, 6) << true << false << QSize(945, 709);
        QTest::newRow("8x6cm 300dpi print") << QSizeF(8, 6) << true << true << QSize(945, 709);
    }

    void fillingFigure()
    {
        QFETCH(QSizeF, size);
        QFETCH(bool, centimetres);
        QFETCH(bool, print);
        QFETCH(QSize, pixels);
        FillingAnimation tab(m_results.get());
        tab.resize(900, 650);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.setLevel(1.0 / 3.0);
        FillingView *view = tab.fillingView();
        const QSize onScreen = view->plot()->size();

        ExportSettings settings;
        settings.unit =
            centimetres ? ExportSettings::Unit::Centimetres : ExportSettings::Unit::Pixels;
        settings.size = size;
        settings.dpi = centimetres ? 300 : 96;
        settings.style.printFriendly = print;
        // Every number, whatever the size (Auto writes names only in a small figure).
        settings.style.labels = LabelDensity::Full;
        const QString name = QStringLiteral("filling-%1%2.png")
                                 .arg(pixels.width())
                                 .arg(print ? QStringLiteral("-print") : QString());
        QString error;
        QVERIFY2(exportView(view, path(name), settings, &error), qPrintable(error));
        const QImage image(path(name));
        QCOMPARE(image.size(), pixels);
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), settings.dpi);
        // A figure, not a blank page: the capacity fill and both users' vectors.
        const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
        QSet<QRgb> colours;
        qint64 ink = 0;
        for (int y = 0; y < rgb.height(); ++y) {
            const auto *line = reinterpret_cast<const QRgb *>(rgb.constScanLine(y));
            for (int x = 0; x < rgb.width(); ++x) {
                colours.insert(line[x] & 0xffffff);
                ink += (line[x] & 0xffffff) != 0xffffff ? 1 : 0;
            }
        }
        const double inkFraction = double(ink) / (double(rgb.width()) * rgb.height());
        QVERIFY2(inkFraction > 0.2 && inkFraction < 0.95, qPrintable(QString::number(inkFraction)));
        for (QRgb colour : {QRgb(0xf1f1f1), QRgb(0x0072B2), QRgb(0xE69F00)})
            QVERIFY2(colours.contains(colour), qPrintable(QString::number(colour, 16)));
        if (const QString shots = test::screenshotDir(); !shots.isEmpty())
            QVERIFY(image.save(shots + QLatin1Char('/') + name));

        // The position on screen, in the file; the screen stays as it was.
        settings.format = FigureFormat::Svg;
        QVERIFY2(exportView(view, path("filling.svg"), settings, &error), qPrintable(error));
        QFile file(path("filling.svg"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        // A small figure wraps the title: its lines are separate texts, joined here by spaces.
        QStringList texts;
        static const QRegularExpression element(QStringLiteral("<text[^>]*>([^<]*)</text>"));
        for (auto match = element.globalMatch(QString::fromUtf8(file.readAll())); match.hasNext();)
            texts.append(match.next().captured(1).trimmed());
        const QString shown = texts.join(QLatin1Char(' '));
        for (const char *text : {"DRF progressive filling: dominant share s = 0.33",
                                 "A: 30 tasks, growing", "B: 20 tasks, growing"})
            QVERIFY2(shown.contains(QLatin1String(text)), qPrintable(shown));
        QCOMPARE(view->plot()->size(), onScreen);
        QVERIFY(std::abs(tab.level() - 1.0 / 3.0) < 1e-12);
    }

    /// Copy Figure on the Filling tab: the figure as on screen.
    void fillingClipboard()
    {
        FillingAnimation tab(m_results.get());
        tab.resize(900, 650);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        copyFigureToClipboard(tab.fillingView());
        const QImage image = QGuiApplication::clipboard()->image();
        QCOMPARE(image.size(), tab.fillingView()->plot()->size() * 2 * tab.devicePixelRatio());
    }

    void manipulationFigure_data()
    {
        QTest::addColumn<ExportSettings::Unit>("unit");
        QTest::addColumn<QSizeF>("size");
        QTest::addColumn<bool>("printFriendly");
        QTest::addColumn<QSize>("pixels");
        for (const bool print : {false, true}) {
            const char *style = print ? "print-friendly" : "normal";
            QTest::addRow("800x600 px, %s", style)
                << ExportSettings::Unit::Pixels << QSizeF(800, 600) << print << QSize(800, 600);
            QTest::addRow("8x6 cm at 300 dpi, %s", style)
                << ExportSettings::Unit::Centimetres << QSizeF(8, 6) << print << QSize(945, 709);
        }
    }

    /// The manipulation explorer's curve, the Manipulation tab's figure, exports like the other
    /// plots: the copy carries the landscape the explorer computed in the background.
    void manipulationFigure()
    {
        QFETCH(ExportSettings::Unit, unit);
        QFETCH(QSizeF, size);
        QFETCH(bool, printFriendly);
        QFETCH(QSize, pixels);
        ManipulationExplorer explorer(m_results.get());
        explorer.resize(900, 600);
        explorer.show();
        explorer.setUser(1);
        explorer.setPolicy(PolicyId::Walras);
        QTRY_VERIFY_WITH_TIMEOUT(!explorer.isComputing(), 60000);
        ManipulationCurveView *curve = explorer.curveView();
        QVERIFY(curve->landscape());
        QCOMPARE(curve->landscape()->curve.policy, PolicyId::Walras);

        ExportSettings settings;
        settings.unit = unit;
        settings.size = size;
        settings.dpi = unit == ExportSettings::Unit::Centimetres ? 300 : 96;
        settings.style.printFriendly = printFriendly;
        const QString name = QStringLiteral("manipulation-%1x%2-%3.png")
                                 .arg(size.width())
                                 .arg(size.height())
                                 .arg(printFriendly ? "print" : "normal");
        QString error;
        QVERIFY2(exportView(curve, path(name), settings, &error), qPrintable(error));
        const QImage image(path(name));
        QCOMPARE(image.size(), pixels);
        // Not blank: the curve's blue, and the best lie's orange ring (B gains under Walras).
        QVERIFY(colouredPixels(image, QColor(0x0072b2)) > pixels.width());
        QVERIFY(colouredPixels(image, QColor(0xd55e00)) > 20);
        // The print-friendly style draws the lines 1.6 times as thick: more of the curve's blue
        // per pixel, although its larger text leaves the axes less room.
        const double blueShare =
            double(colouredPixels(image, QColor(0x0072b2))) / (image.width() * image.height());
        if (printFriendly)
            QVERIFY2(blueShare > m_normalBlueShare.value(pixels) * 1.1,
                     qPrintable(QStringLiteral("%1 vs %2")
                                    .arg(blueShare)
                                    .arg(m_normalBlueShare.value(pixels))));
        else
            m_normalBlueShare.insert(pixels, blueShare);
        // The screen is untouched by the export.
        QCOMPARE(curve->plot()->size(), curve->size());
        if (const QString shots = test::screenshotDir(); !shots.isEmpty())
            QFile::copy(path(name), QDir(shots).filePath(name));
    }

    void manipulationFigureOnTheClipboard()
    {
        ManipulationExplorer explorer(m_results.get());
        explorer.resize(900, 600);
        explorer.show();
        QTRY_VERIFY_WITH_TIMEOUT(!explorer.isComputing(), 60000);
        copyFigureToClipboard(explorer.curveView());
        const QImage image = QGuiApplication::clipboard()->image();
        QCOMPARE(image.size(), explorer.curveView()->plot()->size() * 2 *
                                   explorer.curveView()->devicePixelRatio());
        QVERIFY(colouredPixels(image, QColor(0x0072b2)) > image.width() / 2);
    }
};

DRFVIZ_TEST_MAIN(TestGuiExport)
#include "tst_gui_export.moc"
