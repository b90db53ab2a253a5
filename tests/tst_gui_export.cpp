// Figure export in the app: the dialog's settings, the clipboard and the files written.
#include "allocationset.h"
#include "appsettings.h"
#include "exportdialog.h"
#include "figureexport.h"
#include "guitest.h"
#include "resourcespaceview.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "taskspaceview.h"
#include "utilizationview.h"

#include <QClipboard>
#include <QFile>
#include <QImage>
#include <QXmlStreamReader>

#include <qcustomplot.h>

using namespace drf;

class TestGuiExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_files;
    ScenarioModel m_model;
    std::unique_ptr<AllocationSet> m_results;
    std::unique_ptr<ResourceSpaceView> m_view;

    QString path(const QString &name) const { return m_files.filePath(name); }

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
        chosen.showTitle = false;
        chosen.showLegend = false;
        chosen.printFriendly = true;
        ExportDialog dialog;
        dialog.setSettings(chosen);
        ExportSettings shown = dialog.settings();
        QCOMPARE(shown.format, FigureFormat::Svg);
        QCOMPARE(shown.unit, ExportSettings::Unit::Centimetres);
        QCOMPARE(shown.size, QSizeF(8, 6));
        QCOMPARE(shown.dpi, 300);
        QVERIFY(!shown.showTitle && !shown.showLegend && shown.printFriendly);

        // Remembered between runs.
        auto settings = appSettings();
        shown.save(*settings);
        const ExportSettings loaded = ExportSettings::load(*settings);
        QCOMPARE(loaded.format, FigureFormat::Svg);
        QCOMPARE(loaded.size, QSizeF(8, 6));
        QCOMPARE(loaded.dpi, 300);
        QVERIFY(loaded.printFriendly && !loaded.showLegend);

        // Changing the unit converts the size at the density: 8 cm at 300 dpi = 945 px.
        dialog.findChild<QComboBox *>(QStringLiteral("unit"))->setCurrentIndex(0);
        QCOMPARE(qRound(dialog.settings().size.width()), 945);
    }

    void clipboard()
    {
        copyFigureToClipboard(m_view.get());
        const QImage image = QGuiApplication::clipboard()->image();
        QCOMPARE(image.size(), m_view->plot()->size() * m_view->devicePixelRatio());
    }

    void png()
    {
        ExportSettings settings;
        settings.unit = ExportSettings::Unit::Centimetres;
        settings.size = QSizeF(8, 6);
        settings.dpi = 300;
        QString error;
        QVERIFY2(exportView(m_view.get(), path("print.png"), settings, &error), qPrintable(error));
        const QImage image(path("print.png"));
        QCOMPARE(image.width(), 945);
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 300);
        // The screen is untouched by the export.
        QCOMPARE(m_view->plot()->size(), m_view->size());
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

    void labelsStayInsideTheFigure_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QSize>("size");
        for (const char *preset : {"seed", "three-by-three", "zero-demand"})
            for (const QSize size : {QSize(400, 300), QSize(800, 600), QSize(2400, 1800)})
                QTest::addRow("%s %dx%d", preset, size.width(), size.height())
                    << QString::fromLatin1(preset) << size;
    }

    /// Nothing is cut off at the edges, from 400x300 to 2400x1800 pixels: every label
    /// of every view lies inside the figure, under every policy.
    void labelsStayInsideTheFigure()
    {
        QFETCH(QString, preset);
        QFETCH(QSize, size);
        ScenarioModel model;
        model.resetScenario(*loadPreset(preset).scenario);
        AllocationSet results(&model);
        const std::vector<std::unique_ptr<PlotView>> views = [&] {
            std::vector<std::unique_ptr<PlotView>> made;
            made.push_back(std::make_unique<ResourceSpaceView>(&results));
            made.push_back(std::make_unique<TaskSpaceView>(&results));
            made.push_back(std::make_unique<UtilizationView>(&results));
            return made;
        }();
        for (PolicyId policy : kAllPolicies) {
            results.setSelectedPolicy(policy);
            for (const std::unique_ptr<PlotView> &view : views) {
                view->setFigureSize(size);
                QCustomPlot *plot = view->plot();
                const QRectF figure = QRectF(plot->viewport()).adjusted(-1, -1, 1, 1);
                for (int k = 0; k < plot->itemCount(); ++k) {
                    auto *label = qobject_cast<QCPItemText *>(plot->item(k));
                    if (!label || !label->visible())
                        continue;
                    const QRectF box(label->topLeft->pixelPosition(),
                                     label->bottomRight->pixelPosition());
                    QVERIFY2(
                        figure.contains(box),
                        qPrintable(QStringLiteral("%1 under %2: \"%3\" at %4,%5 %6x%7")
                                       .arg(QString::fromLatin1(view->metaObject()->className()),
                                            policyKey(policy), label->text())
                                       .arg(box.x())
                                       .arg(box.y())
                                       .arg(box.width())
                                       .arg(box.height())));
                }
            }
        }
    }
};

QTEST_MAIN(TestGuiExport)
#include "tst_gui_export.moc"
