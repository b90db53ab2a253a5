// Dark desktops: the plots follow the application palette on screen (background, axes, grid,
// text, capacity fill) with every text at least 4.5:1 against what it sits on; exports stay on
// white unless screen colours are asked for; View > Colours switches live; no table header is
// cut off, in either palette.
#include "allocationset.h"
#include "colourscheme.h"
#include "commandline.h"
#include "envymatrixview.h"
#include "exportdialog.h"
#include "figureexport.h"
#include "figureregistry.h"
#include "guitest.h"
#include "plotarea.h"
#include "plotitems.h"
#include "plotview.h"
#include "resourcespaceview.h"
#include "scenariomodel.h"
#include "testmain.h"
#include "userdemandgroup.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenuBar>
#include <QSet>
#include <QStandardItemModel>
#include <QStyle>
#include <QStyleOptionGroupBox>
#include <QTabBar>
#include <QTableView>

#include <qcustomplot.h>

#include <algorithm>
#include <cstdlib>

using namespace drf;

Q_DECLARE_METATYPE(drf::FigureView)

namespace {

/// What `colour` (translucent or not) looks like over `background`.
QColor over(const QColor &colour, const QColor &background)
{
    return blendOver(colour, colour.alpha(), background);
}

/// The colour of the figure's corner as it is painted now.
QColor backgroundOf(PlotView *view)
{
    view->plot()->replot();
    return view->plot()->grab().toImage().pixelColor(1, 1);
}

/// The colours of the title of `group` as painted now, the window's background left out.
QSet<QRgb> titleColours(QGroupBox *group)
{
    QStyleOptionGroupBox option;
    option.initFrom(group);
    option.text = group->title();
    option.subControls = QStyle::SC_GroupBoxLabel | QStyle::SC_GroupBoxFrame;
    const QRect title = group->style()->subControlRect(QStyle::CC_GroupBox, &option,
                                                       QStyle::SC_GroupBoxLabel, group);
    const QImage image = group->grab(title).toImage();
    QSet<QRgb> colours;
    const QRgb background = group->palette().color(QPalette::Window).rgb();
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixel(x, y) != background)
                colours.insert(image.pixel(x, y));
    return colours;
}

/// Whether some pixel of the title of `group` is `colour` (within 6 over the three channels):
/// inside a stroke, antialiasing leaves the text's colour whole.
bool titleIsIn(QGroupBox *group, const QColor &colour)
{
    const QSet<QRgb> colours = titleColours(group);
    const auto distance = [&colour](QRgb pixel) {
        return std::abs(qRed(pixel) - colour.red()) + std::abs(qGreen(pixel) - colour.green()) +
               std::abs(qBlue(pixel) - colour.blue());
    };
    return std::any_of(colours.cbegin(), colours.cend(),
                       [&](QRgb pixel) { return distance(pixel) <= 6; });
}

/// Every text element of the layout under `element`: titles, captions, the timeline's facets.
void collectTexts(QCPLayoutElement *element, QList<QCPTextElement *> &texts)
{
    if (!element)
        return;
    if (auto *text = qobject_cast<QCPTextElement *>(element))
        texts.append(text);
    for (QCPLayoutElement *child : element->elements(false))
        collectTexts(child, texts);
}

/// The texts of `view` whose contrast against what they sit on is below 4.5:1, one line each:
/// axis and tick labels, titles, the legend, the labels on the data (over their background box,
/// on the plot's background and on the capacity fill).
QStringList faintTexts(PlotView *view)
{
    QCustomPlot *plot = view->plot();
    const QColor background = backgroundOf(view);
    const FigurePalette &colours = view->figurePalette();
    QStringList faint;
    const auto check = [&](const QColor &text, const QColor &behind, const QString &what) {
        const double ratio = contrastRatio(over(text, behind), behind);
        if (ratio < kMinimumTextContrast)
            faint.append(QStringLiteral("%1: %2 on %3, %4:1")
                             .arg(what, text.name(), behind.name())
                             .arg(ratio, 0, 'f', 2));
    };
    for (QCPAxisRect *rect : plot->axisRects()) {
        for (QCPAxis *axis : rect->axes()) {
            if (!axis->visible())
                continue;
            check(axis->labelColor(), background, QStringLiteral("axis label ") + axis->label());
            if (axis->tickLabels())
                check(axis->tickLabelColor(), background, QStringLiteral("tick labels"));
        }
    }
    QList<QCPTextElement *> texts;
    collectTexts(plot->plotLayout(), texts);
    for (QCPTextElement *text : qAsConst(texts)) {
        if (text->visible() && !text->text().isEmpty())
            check(text->textColor(), background, QStringLiteral("text ") + text->text());
    }
    if (plot->legend->visible()) {
        for (int k = 0; k < plot->legend->itemCount(); ++k) {
            if (QCPAbstractLegendItem *item = plot->legend->item(k))
                check(item->textColor(), background, QStringLiteral("legend entry"));
        }
    }
    for (int k = 0; k < plot->itemCount(); ++k) {
        auto *label = qobject_cast<QCPItemText *>(plot->item(k));
        if (!label || !label->visible() || label->text().isEmpty())
            continue;
        // A label sits on the plot's background or on the capacity fill, behind its own box.
        for (const QColor &under : {background, colours.capacityFill}) {
            const QColor behind =
                label->brush().style() == Qt::NoBrush ? under : over(label->brush().color(), under);
            check(label->color(), behind, QStringLiteral("label ") + label->text());
        }
    }
    return faint;
}

/// The header sections of `header` whose text is wider (or, wrapped, taller) than the section
/// shows, one line each.
QStringList cutHeaders(const QHeaderView *header, const QString &where)
{
    QStringList cut;
    const QAbstractItemModel *model = header->model();
    if (!model || !header->isVisible())
        return cut;
    const int margin = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    const Qt::Orientation orientation = header->orientation();
    const int count = orientation == Qt::Horizontal ? model->columnCount(header->rootIndex())
                                                    : model->rowCount(header->rootIndex());
    for (int section = 0; section < count; ++section) {
        if (header->isSectionHidden(section) || header->sectionSize(section) == 0)
            continue;
        const QString text = model->headerData(section, orientation).toString();
        if (text.isEmpty())
            continue;
        QFont font = header->font();
        const QVariant fontData = model->headerData(section, orientation, Qt::FontRole);
        if (fontData.isValid())
            font = qvariant_cast<QFont>(fontData);
        const QFontMetrics metrics(font);
        int width = 0;
        const QStringList lines = text.split(QLatin1Char('\n'));
        for (const QString &line : lines)
            width = std::max(width, metrics.horizontalAdvance(line));
        width += margin;
        const int height = int(lines.size()) * metrics.lineSpacing();
        const int across = orientation == Qt::Horizontal ? header->sectionSize(section)
                                                         : header->viewport()->width();
        const int along = orientation == Qt::Horizontal ? header->viewport()->height()
                                                        : header->sectionSize(section);
        if (width > across || height > along)
            cut.append(QStringLiteral("%1 '%2': needs %3 x %4, has %5 x %6")
                           .arg(where, QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')))
                           .arg(width)
                           .arg(height)
                           .arg(across)
                           .arg(along));
    }
    return cut;
}

/// Every header cut off in `window`, dock by dock: each tabbed dock is raised in turn.
QStringList cutHeadersOf(QMainWindow *window)
{
    QStringList cut;
    const QList<QDockWidget *> docks = window->findChildren<QDockWidget *>();
    for (QDockWidget *dock : docks) {
        if (dock->isHidden())
            continue;
        dock->raise();
        QTest::qWait(20);
        for (const QHeaderView *header : dock->findChildren<QHeaderView *>())
            cut.append(cutHeaders(header, dock->objectName()));
        test::screenshot(window, QStringLiteral("headers-") + dock->objectName());
    }
    // And the tables under the plots (the timeline's), tab by tab.
    auto *tabs = window->findChild<PlotArea *>();
    for (int tab = 0; tabs && tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        QTest::qWait(20);
        for (const QHeaderView *header : tabs->currentWidget()->findChildren<QHeaderView *>())
            cut.append(cutHeaders(header, tabs->tabText(tab)));
    }
    cut.removeDuplicates();
    return cut;
}

} // namespace

class TestDark : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        test::isolateSettings(m_settings);
        m_light = QApplication::palette();
    }
    void cleanup() { QApplication::setPalette(m_light); }

    void contrastIsTheWcagRatio()
    {
        // WCAG 2: (L1 + 0.05) / (L2 + 0.05) of the relative luminances.
        QCOMPARE(relativeLuminance(Qt::white), 1.0);
        QCOMPARE(relativeLuminance(Qt::black), 0.0);
        QVERIFY(std::abs(contrastRatio(Qt::black, Qt::white) - 21.0) < 1e-9);
        // #777777 on white is the classic 4.48:1, just short of AA.
        QVERIFY(std::abs(contrastRatio(QColor(0x777777), Qt::white) - 4.48) < 0.005);
        QVERIFY(std::abs(contrastRatio(QColor(0x262626), QColor(0xf0f0f0)) - 13.28) < 0.01);
    }

    void darkPaletteGivesReadableFigureColours()
    {
        const QPalette dark = darkPalette();
        // The window's own texts read on its backgrounds.
        for (QPalette::ColorRole text : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText,
                                         QPalette::PlaceholderText})
            for (QPalette::ColorRole ground : {QPalette::Window, QPalette::Base, QPalette::Button})
                QVERIFY(contrastRatio(dark.color(text), dark.color(ground)) >=
                        kMinimumTextContrast);
        const FigurePalette colours = FigurePalette::fromPalette(dark);
        QVERIFY(colours.dark);
        QCOMPARE(colours.background, dark.color(QPalette::Base));
        const QColor backdrop =
            blendOver(colours.background, kThinnestLabelBackground, colours.capacityFill);
        for (const QColor &text : {colours.axis, colours.ink, colours.softInk, colours.policy})
            QVERIFY2(contrastRatio(text, backdrop) >= kMinimumTextContrast,
                     qPrintable(text.name()));
        // The capacity box and the grid can be told from the background.
        QVERIFY(contrastRatio(colours.capacityFill, colours.background) > 1.1);
        QVERIFY(contrastRatio(colours.grid, colours.background) > 1.8);
        // On a dark backdrop a user's text colour is made lighter, never darker.
        const FigurePaletteScope scope(colours);
        QCOMPARE(labelBackdropColor(), backdrop);
        for (int user = 0; user < 21; ++user) {
            const QColor text = readableColor(userColor(user));
            QVERIFY(contrastRatio(text, backdrop) >= kMinimumTextContrast);
            QVERIFY(relativeLuminance(text) >= relativeLuminance(userColor(user)) - 1e-9);
        }
        // Later laps of the users' hues go lighter on dark, so they stay apart from the
        // background.
        QVERIFY(relativeLuminance(userColor(7)) > relativeLuminance(userColor(0)));
    }

    void usersStayApartOnDark()
    {
        // On a dark figure, as on white (tst_encodings): every user's colour is well clear of
        // the policies' ink and of the background, and the users stay apart, over three laps of
        // the seven hues.
        const FigurePalette colours = FigurePalette::fromPalette(darkPalette());
        const FigurePaletteScope scope(colours);
        constexpr int kDistinctUsers = 21;
        for (int user = 0; user < kDistinctUsers; ++user) {
            const QColor colour = userColor(user);
            QVERIFY2(colourDistance(colour, policyColor(PolicyId::Drf)) >= 25.0,
                     qPrintable(colour.name()));
            QVERIFY2(colourDistance(colour, colours.background) >= 25.0, qPrintable(colour.name()));
            for (int other = 0; other < user; ++other)
                QVERIFY2(
                    colourDistance(colour, userColor(other)) >= 5.0,
                    qPrintable(colour.name() + QStringLiteral(" and ") + userColor(other).name()));
        }
    }

    void lightPaletteDrawsOnWhitePaper()
    {
        const FigurePalette colours =
            FigurePalette::fromPalette(QApplication::style()->standardPalette());
        QVERIFY(!colours.dark);
        QCOMPARE(colours.background, QColor(Qt::white));
        QCOMPARE(colours.ink, QColor(0x222222));
        QCOMPARE(colours.grid, QColor(0xc8c8c8));
        QCOMPARE(colours.capacityFill, QColor(0xf1f1f1));
        // Outside a drawing the colour functions give white paper's colours.
        QCOMPARE(inkColor(), QColor(0x222222));
        QCOMPARE(backgroundColor(), QColor(Qt::white));
    }

    void everyViewFollowsTheDarkPalette_data()
    {
        QTest::addColumn<FigureView>("view");
        QTest::addColumn<bool>("compare");
        for (const FigureEntry &figure : figureRegistry()) {
            QTest::addRow("%s", figure.name) << figure.view << false;
            QTest::addRow("%s-compare", figure.name) << figure.view << true;
        }
    }
    void everyViewFollowsTheDarkPalette()
    {
        QFETCH(FigureView, view);
        QFETCH(bool, compare);
        ScenarioModel model;
        AllocationSet results(&model);
        results.setCompareMode(compare);
        const std::unique_ptr<PlotView> figure = createFigure(view, &results);
        figure->setPalette(darkPalette());
        figure->resize(900, 650);
        figure->show();
        QVERIFY(QTest::qWaitForWindowExposed(figure.get()));
        QTest::qWait(50);
        QCOMPARE(backgroundOf(figure.get()), darkPalette().color(QPalette::Base));
        QVERIFY(figure->figurePalette().dark);
        const QStringList faint = faintTexts(figure.get());
        QVERIFY2(faint.isEmpty(), qPrintable(faint.join(QLatin1Char('\n'))));
        // The axes and the grid are drawn in the figure's colours, not black on white.
        QCOMPARE(figure->plot()->xAxis->basePen().color(), figure->figurePalette().axis);
        QCOMPARE(figure->plot()->xAxis->grid()->pen().color(), figure->figurePalette().grid);
        // The texts of the same figure on white are as readable.
        figure->setPalette(m_light);
        QTest::qWait(20);
        QCOMPARE(backgroundOf(figure.get()), QColor(Qt::white));
        const QStringList faintOnWhite = faintTexts(figure.get());
        QVERIFY2(faintOnWhite.isEmpty(), qPrintable(faintOnWhite.join(QLatin1Char('\n'))));
    }

    void themeChangesAreFollowedLive()
    {
        ScenarioModel model;
        AllocationSet results(&model);
        const std::unique_ptr<PlotView> figure = createFigure(FigureView::Resource, &results);
        figure->resize(700, 500);
        figure->show();
        QVERIFY(QTest::qWaitForWindowExposed(figure.get()));
        QCOMPARE(backgroundOf(figure.get()), QColor(Qt::white));
        // Widgets learn of a new application palette from posted events.
        applyColourScheme(ColourScheme::Dark);
        QCoreApplication::sendPostedEvents();
        QCOMPARE(backgroundOf(figure.get()), darkPalette().color(QPalette::Base));
        QCOMPARE(figure->plot()->xAxis->labelColor(), darkPalette().color(QPalette::Text));
        applyColourScheme(ColourScheme::Light);
        QCoreApplication::sendPostedEvents();
        QCOMPARE(backgroundOf(figure.get()), QColor(Qt::white));
        applyColourScheme(ColourScheme::Dark);
        applyColourScheme(ColourScheme::System);
        QCoreApplication::sendPostedEvents();
        QCOMPARE(QApplication::palette().color(QPalette::Base), m_light.color(QPalette::Base));
        QCOMPARE(backgroundOf(figure.get()), QColor(Qt::white));
    }

    void exportsStayWhiteUnlessAsked_data()
    {
        QTest::addColumn<FigureView>("view");
        for (const FigureEntry &figure : figureRegistry())
            QTest::addRow("%s", figure.name) << figure.view;
    }
    void exportsStayWhiteUnlessAsked()
    {
        QFETCH(FigureView, view);
        ScenarioModel model;
        AllocationSet results(&model);
        const std::unique_ptr<PlotView> light = createFigure(view, &results);
        const std::unique_ptr<PlotView> dark = createFigure(view, &results);
        dark->setPalette(darkPalette());
        ExportSettings settings;
        settings.size = QSizeF(640, 480);
        // By default the export of a view on a dark desktop is the very image of a light one.
        const QImage white = renderFigure(light.get(), settings);
        QCOMPARE(renderFigure(dark.get(), settings), white);
        QCOMPARE(white.pixelColor(2, 2), QColor(Qt::white));
        // Screen colours: the dark view's own background.
        settings.style.screenColours = true;
        const QImage screen = renderFigure(dark.get(), settings);
        QCOMPARE(screen.pixelColor(2, 2), darkPalette().color(QPalette::Base));
        // A light view's screen colours are white paper's.
        QCOMPARE(renderFigure(light.get(), settings), white);
        // The print style is white whatever is asked.
        settings.style.printFriendly = true;
        QCOMPARE(renderFigure(dark.get(), settings).pixelColor(2, 2), QColor(Qt::white));
    }

    void exportDialogOffersScreenColours()
    {
        ExportDialog dialog;
        QCOMPARE(dialog.settings().style.screenColours, false);
        auto *background = dialog.findChild<QComboBox *>(QStringLiteral("background"));
        QVERIFY(background);
        QCOMPARE(background->count(), 3);
        background->setCurrentIndex(2);
        QCOMPARE(dialog.settings().style.screenColours, true);
        QCOMPARE(dialog.settings().style.transparent, false);
        ExportSettings asked = dialog.settings();
        dialog.setSettings(ExportSettings());
        QCOMPARE(background->currentIndex(), 0);
        dialog.setSettings(asked);
        QCOMPARE(background->currentIndex(), 2);
        // Remembered with the other export settings.
        {
            QSettings store(m_settings.filePath(QStringLiteral("export.ini")),
                            QSettings::IniFormat);
            asked.save(store);
        }
        QSettings store(m_settings.filePath(QStringLiteral("export.ini")), QSettings::IniFormat);
        QCOMPARE(ExportSettings::load(store).style.screenColours, true);
    }

    void commandLineColours()
    {
        const auto parse = [](const QStringList &options) {
            return parseCommandLine(QStringList{QStringLiteral("drfviz"),
                                                QStringLiteral("--export"),
                                                QStringLiteral("out.png")} +
                                    options);
        };
        QCOMPARE(parse({}).commandLine->style.screenColours, false);
        QCOMPARE(parse({QStringLiteral("--colours"), QStringLiteral("white")})
                     .commandLine->style.screenColours,
                 false);
        QCOMPARE(parse({QStringLiteral("--colours"), QStringLiteral("dark")})
                     .commandLine->style.screenColours,
                 true);
        const CommandLineParse unknown =
            parse({QStringLiteral("--colours"), QStringLiteral("blue")});
        QVERIFY(!unknown.ok());
        QVERIFY2(unknown.error.contains(QStringLiteral("white, dark")), qPrintable(unknown.error));
        QVERIFY(!parse({QStringLiteral("--colours"), QStringLiteral("dark"),
                        QStringLiteral("--style"), QStringLiteral("print")})
                     .ok());
        QVERIFY(!parse({QStringLiteral("--colours"), QStringLiteral("dark"),
                        QStringLiteral("--transparent")})
                     .ok());
        // A figure option: not for the window.
        QVERIFY(!parseCommandLine({QStringLiteral("drfviz"), QStringLiteral("--colours"),
                                   QStringLiteral("dark")})
                     .ok());
    }

    void viewMenuSwitchesAndRemembers()
    {
        std::unique_ptr<MainWindow> window;
        std::shared_ptr<test::FakeDialogs::Record> dialogs;
        test::openWindow(window, dialogs);
        PlotView *plot = window->plotArea()->resourceSpaceView();
        QCOMPARE(backgroundOf(plot), QColor(Qt::white));
        auto *dark = window->findChild<QAction *>(QStringLiteral("colours-dark"));
        QVERIFY(dark);
        dark->trigger();
        QCoreApplication::sendPostedEvents();
        QVERIFY(dark->isChecked());
        QCOMPARE(QApplication::palette().color(QPalette::Base),
                 darkPalette().color(QPalette::Base));
        QCOMPARE(backgroundOf(plot), darkPalette().color(QPalette::Base));
        QCOMPARE(savedColourScheme(), ColourScheme::Dark);
        // The rest of the window follows too: the editor's fields under a user's title in its
        // colour, readable on the dark window, and the results' header rows (#3e3e3e: 12 % of the
        // text over the base).
        auto *user = window->findChild<UserDemandGroup *>();
        QVERIFY(user);
        for (const QLineEdit *field : user->findChildren<QLineEdit *>())
            QCOMPARE(field->palette().color(QPalette::Active, QPalette::Base),
                     darkPalette().color(QPalette::Base));
        const QColor darkTitle =
            readableColor(userColor(user->user()), darkPalette().color(QPalette::Window));
        QVERIFY(titleIsIn(user, darkTitle));
        QVERIFY(!titleIsIn(
            user, readableColor(userColor(user->user()), m_light.color(QPalette::Window))));
        // (On a small screen the results share a tab with other docks: bring them to the front.)
        window->findChild<QDockWidget *>(QStringLiteral("results-dock"))->raise();
        QTRY_VERIFY(window->resultsPanel()->toHtml().contains(QStringLiteral("#3e3e3e")));
        test::screenshot(window.get(), QStringLiteral("dark-window"));
        window->findChild<QAction *>(QStringLiteral("colours-system"))->trigger();
        QCoreApplication::sendPostedEvents();
        QCOMPARE(savedColourScheme(), ColourScheme::System);
        for (const QLineEdit *field : user->findChildren<QLineEdit *>())
            QCOMPARE(field->palette().color(QPalette::Active, QPalette::Base),
                     m_light.color(QPalette::Base));
        QVERIFY(titleIsIn(user,
                          readableColor(userColor(user->user()), m_light.color(QPalette::Window))));
        QVERIFY(!titleIsIn(user, darkTitle));
        QCOMPARE(backgroundOf(plot), QColor(Qt::white));
        test::closeWindow(window, dialogs);
    }

    void cutHeaderIsFound()
    {
        // The check itself: a column narrower than its header's text is reported.
        QStandardItemModel model(2, 2);
        model.setHorizontalHeaderLabels({QStringLiteral("Capacity"), QStringLiteral("Price")});
        QTableView table;
        table.setModel(&model);
        table.resize(400, 200);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        QVERIFY(cutHeaders(table.horizontalHeader(), QStringLiteral("t")).isEmpty());
        table.horizontalHeader()->resizeSection(0, 20);
        const QStringList cut = cutHeaders(table.horizontalHeader(), QStringLiteral("t"));
        QCOMPARE(cut.size(), 1);
        QVERIFY(cut.first().contains(QStringLiteral("Capacity")));
    }

    void headersAreNotCutOff_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addColumn<double>("fontScale");
        QTest::addRow("light") << false << 1.0;
        QTest::addRow("dark") << true << 1.0;
        // A desktop with larger text (KDE's Breeze and GNOME's default are 10 or 11 points).
        QTest::addRow("light-large-text") << false << 1.25;
        QTest::addRow("dark-large-text") << true << 1.25;
    }
    void headersAreNotCutOff()
    {
        QFETCH(bool, dark);
        QFETCH(double, fontScale);
        if (dark)
            applyColourScheme(ColourScheme::Dark);
        const QFont normal = QApplication::font();
        QFont font = normal;
        font.setPointSizeF(normal.pointSizeF() * fontScale);
        QApplication::setFont(font);
        const auto restoreFont = qScopeGuard([normal] { QApplication::setFont(normal); });
        std::unique_ptr<MainWindow> window;
        std::shared_ptr<test::FakeDialogs::Record> dialogs;
        test::openWindow(window, dialogs);
        // A projector's screen.
        window->showNormal();
        window->resize(1280, 800);
        QTest::qWait(100);
        const QStringList cut = cutHeadersOf(window.get());
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
        // The envy matrix names its users in their colours, readable on the header.
        auto *envy = window->findChild<EnvyMatrixView *>();
        QVERIFY(envy);
        const QAbstractItemModel *matrix = envy->table()->model();
        const QColor header = envy->table()->horizontalHeader()->palette().color(QPalette::Button);
        for (int user = 0; user < matrix->columnCount(); ++user) {
            const QColor name =
                matrix->headerData(user, Qt::Horizontal, Qt::ForegroundRole).value<QColor>();
            QVERIFY2(contrastRatio(name, header) >= kMinimumTextContrast,
                     qPrintable(name.name() + QStringLiteral(" on ") + header.name()));
        }
        test::closeWindow(window, dialogs);
    }

private:
    QTemporaryDir m_settings;
    QPalette m_light;
};

DRFVIZ_TEST_MAIN(TestDark)
#include "tst_gui_dark.moc"
