// Encodings that survive a greyscale print: users are told apart by colour, policies by their
// marker's shape and fill, never by a user's colour, and every text is readable in greyscale.
#include "allocationset.h"
#include "fillingview.h"
#include "palette.h"
#include "plotitems.h"
#include "resourcespaceview.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "taskspaceview.h"
#include "testmain.h"
#include "utilizationview.h"

#include <QImage>
#include <QtTest>

#include <qcustomplot.h>

#include <array>
#include <cmath>
#include <functional>
#include <memory>
#include <vector>

using namespace drf;

namespace {

/// Users whose colours the test compares: the seven hues on three laps, after which they repeat.
constexpr int kDistinctUsers = 21;
/// The least CIELAB (1976) distance between a policy's ink and a user's colour. A just-noticeable
/// difference is about 2.3; the palette itself tells users apart at 9 (the darker laps of blue),
/// and a small marker or a thin line needs more than a patch: 25 keeps a policy well clear of
/// being read as a user.
constexpr double kPolicyUserDistance = 25.0;
/// Markers are compared at this size (pixels), each on its own white square of kMarkerCanvas.
constexpr double kMarkerSize = 14.0;
constexpr int kMarkerCanvas = 32;
/// Two grey levels this far apart (of 255) read as different in print.
constexpr int kGreyStep = 64;
/// Two markers differ when at least this share of the pixels either one inks differ by kGreyStep.
constexpr double kDifferentShare = 0.2;

/// `style` drawn alone, centred on a white square, as the grey levels a greyscale print shows.
QImage greyMarker(QCPScatterStyle style, double size)
{
    style.setSize(size);
    QImage image(kMarkerCanvas, kMarkerCanvas, QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QCPPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        style.applyTo(&painter, style.pen());
        style.drawShape(&painter, kMarkerCanvas / 2.0, kMarkerCanvas / 2.0);
    }
    return image.convertToFormat(QImage::Format_Grayscale8);
}

/// The share of the pixels inked in either image whose grey levels differ by kGreyStep or more.
double greyDifference(const QImage &first, const QImage &second)
{
    int inked = 0;
    int different = 0;
    for (int y = 0; y < first.height(); ++y) {
        const uchar *a = first.constScanLine(y);
        const uchar *b = second.constScanLine(y);
        for (int x = 0; x < first.width(); ++x) {
            if (a[x] < 255 - kGreyStep / 2 || b[x] < 255 - kGreyStep / 2)
                ++inked;
            if (std::abs(int(a[x]) - int(b[x])) >= kGreyStep)
                ++different;
        }
    }
    return inked == 0 ? 0.0 : double(different) / inked;
}

/// The policy markers a plot draws (named "DRF" or "DRF total"), by policy.
QMap<PolicyId, QCPScatterStyle> policyMarkers(QCustomPlot *plot)
{
    QMap<PolicyId, QCPScatterStyle> markers;
    for (int k = 0; k < plot->graphCount(); ++k) {
        const QCPGraph *graph = plot->graph(k);
        for (PolicyId policy : kAllPolicies) {
            const QString name = shortPolicyName(policy);
            if (graph->name() == name || graph->name() == name + QStringLiteral(" total"))
                markers.insert(policy, graph->scatterStyle());
        }
    }
    return markers;
}

/// Every view that draws text or policies, on `results`.
std::vector<std::unique_ptr<PlotView>> makeViews(AllocationSet &results)
{
    std::vector<std::unique_ptr<PlotView>> views;
    views.push_back(std::make_unique<ResourceSpaceView>(&results));
    views.push_back(std::make_unique<TaskSpaceView>(&results));
    views.push_back(std::make_unique<UtilizationView>(&results));
    views.push_back(std::make_unique<FillingView>(&results));
    return views;
}

/// One row per shipped preset, by its id.
void addPresetRows()
{
    QTest::addColumn<QString>("preset");
    for (const Preset &preset : presets())
        QTest::addRow("%s", qPrintable(preset.id)) << preset.id;
}

/// An 8 x 6 cm figure at 300 dpi, the size of a handout's figure.
const QSize kFigure(945, 709);

QString where(const PlotView &view, const QString &preset, PolicyId policy, bool compare)
{
    return QStringLiteral("%1, %2, %3%4")
        .arg(QString::fromLatin1(view.metaObject()->className()), preset, policyKey(policy),
             compare ? QStringLiteral(", compare") : QString());
}

/// The contrast of `text` on `background` in colour and in greyscale, the lesser; a translucent
/// text colour is taken as it shows over the background.
double textContrast(const QColor &text, const QColor &background)
{
    const QColor shown = blendOver(text, text.alpha(), background);
    return std::min(contrastRatio(shown, background),
                    contrastRatio(greyscale(shown), greyscale(background)));
}

} // namespace

class TestEncodings : public QObject
{
    Q_OBJECT

private slots:
    /// No policy's ink is, or is close to, any user's colour.
    void policiesAreNoUsersColour()
    {
        for (PolicyId policy : kAllPolicies)
            for (int user = 0; user < kDistinctUsers; ++user) {
                const double distance = colourDistance(policyColor(policy), userColor(user));
                QVERIFY2(distance >= kPolicyUserDistance,
                         qPrintable(QStringLiteral("%1 (%2) and user %3 (%4): %5")
                                        .arg(policyKey(policy), policyColor(policy).name())
                                        .arg(user)
                                        .arg(userColor(user).name())
                                        .arg(distance)));
            }
    }

    /// The measure the marker tests rely on: one marker differs from itself nowhere, a square
    /// from a circle a good deal, an orange ring from a blue one (same grey) not at all.
    void greyDifferenceMeasuresShapeAndGrey()
    {
        const QCPScatterStyle circle(QCPScatterStyle::ssCircle, QPen(Qt::black, 2), Qt::white, 11);
        const QCPScatterStyle square(QCPScatterStyle::ssSquare, QPen(Qt::black, 2), Qt::white, 11);
        QCOMPARE(greyDifference(greyMarker(circle, kMarkerSize), greyMarker(circle, kMarkerSize)),
                 0.0);
        QVERIFY(greyDifference(greyMarker(circle, kMarkerSize), greyMarker(square, kMarkerSize)) >
                kDifferentShare);
        const QCPScatterStyle orange(QCPScatterStyle::ssCircle, QPen(QColor(0xE69F00), 2),
                                     Qt::white, 11);
        const QCPScatterStyle sky(QCPScatterStyle::ssCircle, QPen(QColor(0x56B4E9), 2), Qt::white,
                                  11);
        QVERIFY(greyDifference(greyMarker(orange, kMarkerSize), greyMarker(sky, kMarkerSize)) <
                0.05);
    }

    /// Each policy's marker, selected or not, feasible or not, differs in greyscale from every
    /// other policy's in the same state, and the selected one from the others of its policy.
    void markerStylesDifferInGrey()
    {
        // At most one policy is selected: a marker in any state next to another policy's
        // unselected one, feasible or not.
        for (PolicyId first : kAllPolicies)
            for (PolicyId second : kAllPolicies)
                for (const bool selected : {false, true})
                    for (const bool feasible : {true, false})
                        for (const bool otherFeasible : {true, false}) {
                            if (first == second)
                                continue;
                            const QCPScatterStyle one =
                                policyMarkerStyle(first, selected, feasible, 11);
                            const QCPScatterStyle other =
                                policyMarkerStyle(second, false, otherFeasible, 11);
                            const double difference = greyDifference(
                                greyMarker(one, kMarkerSize), greyMarker(other, kMarkerSize));
                            QVERIFY2(difference >= kDifferentShare,
                                     qPrintable(QStringLiteral("%1 (selected %2, feasible %3) "
                                                               "and %4 (feasible %5): %6")
                                                    .arg(policyKey(first))
                                                    .arg(selected)
                                                    .arg(feasible)
                                                    .arg(policyKey(second))
                                                    .arg(otherFeasible)
                                                    .arg(difference)));
                        }
        // The selected marker stands out from the others of its policy; an infeasible one is
        // drawn in the warning colour.
        for (PolicyId policy : kAllPolicies) {
            const double difference =
                greyDifference(greyMarker(policyMarkerStyle(policy, false, true, 11), kMarkerSize),
                               greyMarker(policyMarkerStyle(policy, true, true, 11), kMarkerSize));
            QVERIFY2(difference >= kDifferentShare,
                     qPrintable(QStringLiteral("%1: %2").arg(policyKey(policy)).arg(difference)));
            for (const bool selected : {false, true})
                QCOMPARE(policyMarkerStyle(policy, selected, false, 11).pen().color(),
                         warningColor());
        }
    }

    /// A policy drawn as a line (a guide of the task space) has a dash pattern of its own, and
    /// text names it with a symbol of its own.
    void linesAndSymbolsDiffer()
    {
        for (PolicyId first : kAllPolicies)
            for (PolicyId second : kAllPolicies) {
                if (first >= second)
                    continue;
                const QPen a = policyPen(first, 1.0);
                const QPen b = policyPen(second, 1.0);
                QVERIFY2(a.style() != b.style() || a.dashPattern() != b.dashPattern(),
                         qPrintable(policyKey(first) + QLatin1Char(' ') + policyKey(second)));
                QVERIFY(policySymbol(first) != policySymbol(second));
            }
    }

    void markersDrawnDifferInGrey_data() { addPresetRows(); }

    /// What the views draw: in compare mode the resource space, the task space and the bars show
    /// all six policies, whose markers differ pairwise in greyscale.
    void markersDrawnDifferInGrey()
    {
        QFETCH(QString, preset);
        ScenarioModel model;
        model.resetScenario(*loadPreset(preset).scenario);
        AllocationSet results(&model);
        results.setCompareMode(true);
        const std::vector<std::unique_ptr<PlotView>> views = makeViews(results);
        for (PolicyId policy : kAllPolicies) {
            results.setSelectedPolicy(policy);
            for (int v = 0; v < 3; ++v) { // the filling shows one policy
                PlotView &view = *views[size_t(v)];
                view.setFigureSize(kFigure);
                const QMap<PolicyId, QCPScatterStyle> markers = policyMarkers(view.plot());
                if (model.scenario().userCount() < 2 && v == 1)
                    continue; // no task space
                QCOMPARE(markers.size(), int(kAllPolicies.size()));
                for (auto a = markers.begin(); a != markers.end(); ++a)
                    for (auto b = std::next(a); b != markers.end(); ++b) {
                        const double difference = greyDifference(
                            greyMarker(a.value(), kMarkerSize), greyMarker(b.value(), kMarkerSize));
                        QVERIFY2(difference >= kDifferentShare,
                                 qPrintable(QStringLiteral("%1: %2 and %3, %4")
                                                .arg(where(view, preset, policy, true),
                                                     policyKey(a.key()), policyKey(b.key()))
                                                .arg(difference)));
                    }
            }
        }
    }

    /// Text colours that pass on white and fail on grey: the contrast is measured, not assumed.
    void readableColorMeetsTheRatio()
    {
        QVERIFY(contrastRatio(Qt::black, Qt::white) > 20.99);
        QCOMPARE(contrastRatio(Qt::white, Qt::white), 1.0);
        // Okabe-Ito orange is 2.25:1 on white.
        QVERIFY(std::abs(contrastRatio(QColor(0xE69F00), Qt::white) - 2.25) < 0.01);
        for (int user = 0; user < kDistinctUsers; ++user) {
            const QColor text = readableColor(userColor(user));
            QVERIFY(textContrast(text, labelBackdropColor()) >= kMinimumTextContrast);
            // The lightest such shade: a step lighter would not do.
            if (text != userColor(user)) {
                const QColor lighter = QColor::fromRgbF(std::min(1.0f, text.redF() * 1.05f),
                                                        std::min(1.0f, text.greenF() * 1.05f),
                                                        std::min(1.0f, text.blueF() * 1.05f));
                QVERIFY(textContrast(lighter, labelBackdropColor()) < kMinimumTextContrast);
            }
        }
        // Already dark: unchanged.
        QCOMPARE(readableColor(inkColor()), inkColor());
    }

    void textIsReadable_data() { addPresetRows(); }

    /// Every label, title, legend and axis text of every view, under every policy and in compare
    /// mode, has a contrast of 4.5:1 in colour and in greyscale against white and against its own
    /// translucent background over the capacity fill.
    void textIsReadable()
    {
        QFETCH(QString, preset);
        ScenarioModel model;
        model.resetScenario(*loadPreset(preset).scenario);
        AllocationSet results(&model);
        const std::vector<std::unique_ptr<PlotView>> views = makeViews(results);
        std::vector<int> labels(views.size(), 0);
        double lowest = 21.0;
        QString lowestText;
        for (const bool compare : {false, true}) {
            results.setCompareMode(compare);
            for (PolicyId policy : kAllPolicies) {
                results.setSelectedPolicy(policy);
                for (size_t v = 0; v < views.size(); ++v) {
                    const std::unique_ptr<PlotView> &view = views[v];
                    view->setFigureSize(kFigure);
                    QCustomPlot *plot = view->plot();
                    const QString place = where(*view, preset, policy, compare);
                    const auto check = [&](const QColor &text, const QColor &background,
                                           const QString &what) {
                        const double contrast = textContrast(text, background);
                        if (contrast < lowest) {
                            lowest = contrast;
                            lowestText = QStringLiteral("%1: %2").arg(place, what);
                        }
                        QVERIFY2(contrast >= kMinimumTextContrast,
                                 qPrintable(QStringLiteral("%1: %2 in %3 on %4: %5:1")
                                                .arg(place, what, text.name(QColor::HexArgb),
                                                     background.name())
                                                .arg(contrast, 0, 'f', 2)));
                    };
                    for (int k = 0; k < plot->itemCount(); ++k) {
                        const auto *label = qobject_cast<QCPItemText *>(plot->item(k));
                        if (!label || !label->visible() || label->text().isEmpty())
                            continue;
                        ++labels[v];
                        const QString what = QStringLiteral("\"%1\"").arg(
                            QString(label->text()).replace(QLatin1Char('\n'), QLatin1Char(' ')));
                        check(label->color(), Qt::white, what);
                        const QBrush backing = label->brush();
                        const QColor under =
                            backing.style() == Qt::NoBrush
                                ? capacityFillColor()
                                : blendOver(backing.color(), backing.color().alpha(),
                                            capacityFillColor());
                        check(label->color(), under, what);
                    }
                    for (QCPLayoutElement *element : plot->plotLayout()->elements(true))
                        if (const auto *title = qobject_cast<QCPTextElement *>(element))
                            check(title->textColor(), Qt::white, QStringLiteral("the title"));
                    check(plot->legend->textColor(), Qt::white, QStringLiteral("the legend"));
                    for (int k = 0; k < plot->legend->itemCount(); ++k)
                        if (const QCPAbstractLegendItem *item = plot->legend->item(k))
                            check(item->textColor(), Qt::white, QStringLiteral("a legend entry"));
                    for (const QCPAxis *axis : plot->axisRect()->axes()) {
                        check(axis->labelColor(), Qt::white, QStringLiteral("an axis label"));
                        check(axis->tickLabelColor(), Qt::white, QStringLiteral("a tick label"));
                    }
                }
            }
        }
        qInfo("lowest text contrast %.2f:1 (%s)", lowest, qPrintable(lowestText));
        // Not vacuous: each view drew labels.
        for (size_t v = 0; v < views.size(); ++v)
            QVERIFY2(labels[v] > 0, views[v]->metaObject()->className());
    }
};

DRFVIZ_TEST_MAIN(TestEncodings)
#include "tst_encodings.moc"
