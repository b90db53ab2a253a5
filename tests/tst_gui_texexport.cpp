// The LaTeX export in the app: the Export dialog's format and Standalone checkbox, and the
// .tex written from a view on screen with its own choices (axes, filling position).
#include "allocationset.h"
#include "exportdialog.h"
#include "figureexport.h"
#include "fillingview.h"
#include "guitest.h"
#include "resourcespaceview.h"
#include "scenariomodel.h"
#include "testmain.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>

using namespace drf;

class TestGuiTexExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_files;
    ScenarioModel m_model;
    std::unique_ptr<AllocationSet> m_results;

    QByteArray exported(const PlotView &view, const ExportSettings &settings)
    {
        const QString path = m_files.filePath(QStringLiteral("figure.tex"));
        QString error;
        if (!exportView(&view, path, settings, &error))
            return error.toUtf8();
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private slots:
    void initTestCase()
    {
        test::isolateSettings(m_settingsDir);
        m_model.resetScenario(Scenario::seed());
        m_results = std::make_unique<AllocationSet>(&m_model);
    }

    /// "LaTeX (pgfplots)" is a format; "Standalone document" applies to it alone, and both are
    /// remembered with the other settings.
    void dialogFormatAndStandalone()
    {
        ExportDialog dialog;
        auto *format = dialog.findChild<QComboBox *>(QStringLiteral("format"));
        auto *standalone = dialog.findChild<QCheckBox *>(QStringLiteral("standalone"));
        QVERIFY(format && standalone);
        const int tex = format->findData(int(FigureFormat::Tex));
        QVERIFY(tex >= 0);
        QCOMPARE(format->itemText(tex), QStringLiteral("LaTeX (pgfplots)"));
        format->setCurrentIndex(format->findData(int(FigureFormat::Png)));
        QVERIFY(!standalone->isEnabled());
        format->setCurrentIndex(tex);
        QVERIFY(standalone->isEnabled());
        standalone->setChecked(true);
        const ExportSettings chosen = dialog.settings();
        QCOMPARE(chosen.format, FigureFormat::Tex);
        QVERIFY(chosen.standalone);

        QSettings settings;
        chosen.save(settings);
        const ExportSettings loaded = ExportSettings::load(settings);
        QCOMPARE(loaded.format, FigureFormat::Tex);
        QVERIFY(loaded.standalone);
        ExportDialog shown;
        shown.setSettings(loaded);
        QVERIFY(shown.findChild<QCheckBox *>(QStringLiteral("standalone"))->isChecked());
        QCOMPARE(formatFromPath(QStringLiteral("figure.TEX")), FigureFormat::Tex);
    }

    /// The file follows the view's choices: the axes swapped on screen, the size in
    /// centimetres or pixels, standalone or a picture.
    void viewChoices()
    {
        ResourceSpaceView view(m_results.get());
        view.resize(600, 450);
        view.show();
        view.setAxes(1, 0);
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.xResource(), 1);
        ExportSettings settings;
        settings.format = FigureFormat::Tex;
        settings.unit = ExportSettings::Unit::Centimetres;
        settings.size = QSizeF(6, 4.5);
        QByteArray tex = exported(view, settings);
        QVERIFY2(tex.contains("xlabel={GPU}, ylabel={CPU}"), tex.constData());
        QVERIFY(tex.contains("width=6cm, height=4.5cm"));
        QVERIFY(tex.contains("(axis cs:0,0) -- (axis cs:60,120)")); // A's 60 x (2, 1), swapped
        QVERIFY(!tex.contains("\\documentclass"));
        settings.standalone = true;
        settings.unit = ExportSettings::Unit::Pixels;
        settings.size = QSizeF(384, 288);
        tex = exported(view, settings);
        QVERIFY(tex.contains("\\documentclass[border=2pt]{standalone}"));
        QVERIFY(tex.contains("width=10.16cm, height=7.62cm"));
    }

    /// The filling at the position shown: the seed at s = 1/3, A 30 and B 20 tasks.
    void fillingPosition()
    {
        FillingView view(m_results.get());
        view.setPosition(FillingPosition::level(1.0 / 3.0));
        ExportSettings settings;
        settings.format = FigureFormat::Tex;
        const QByteArray tex = exported(view, settings);
        // Written short at the default size, as on screen: the caption gives the tasks.
        QVERIFY2(tex.contains("A: 30 tasks, growing"), tex.constData());
        QVERIFY(tex.contains("B: 20 tasks, growing"));
        QVERIFY(tex.contains("(axis cs:0,0) -- (axis cs:60,30)"));
    }
};

DRFVIZ_TEST_MAIN(TestGuiTexExport)
#include "tst_gui_texexport.moc"
