// Figures read well at every size a user can ask for: no label covers another label, a
// marker, an arrow head or the tick labels; nothing is cut off; the legend is never dropped
// without a word. Checked on the figures as the exporter lays them out, with its own geometry
// (not the placer's), for every view, preset, policy and compare mode, in both styles.
#include "allocationset.h"
#include "figureexport.h"
#include "figureregistry.h"
#include "plotview.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "testmain.h"

#include <QLineF>
#include <QPolygonF>

#include <qcustomplot.h>

using namespace drf;

Q_DECLARE_METATYPE(drf::ExportSettings)

namespace {

/// The export settings of a figure `width` x `height` in centimetres at 300 dpi, or in pixels.
ExportSettings figureSize(QSizeF size, bool centimetres, bool print)
{
    ExportSettings settings;
    settings.unit = centimetres ? ExportSettings::Unit::Centimetres : ExportSettings::Unit::Pixels;
    settings.size = size;
    settings.dpi = centimetres ? 300 : 96;
    settings.style.printFriendly = print;
    return settings;
}

/// The box of `label` as drawn, pixels.
QRectF boxOf(const QCPItemText *label)
{
    QPolygonF corners;
    for (const QCPItemAnchor *corner :
         {label->topLeft, label->topRight, label->bottomRight, label->bottomLeft})
        corners.append(corner->pixelPosition());
    return corners.boundingRect();
}

/// What a label must not cover: a point and how far around it counts, pixels.
struct Mark
{
    QPointF at;
    double radius;
    QString what;
};

QList<Mark> marksOf(QCustomPlot *plot)
{
    QList<Mark> marks;
    for (int k = 0; k < plot->graphCount(); ++k) {
        QCPGraph *graph = plot->graph(k);
        if (!graph->visible() || graph->dataCount() != 1 || graph->scatterStyle().isNone())
            continue;
        const auto point = graph->data()->constBegin();
        marks.append(
            {{plot->xAxis->coordToPixel(point->key), plot->yAxis->coordToPixel(point->value)},
             graph->scatterStyle().size() / 2,
             QStringLiteral("marker '%1'").arg(graph->name())});
    }
    for (int k = 0; k < plot->itemCount(); ++k) {
        auto *line = qobject_cast<QCPItemLine *>(plot->item(k));
        if (!line || !line->visible() || line->head().style() == QCPLineEnding::esNone)
            continue;
        const QPointF tip = line->end->pixelPosition();
        const QLineF shaft(line->start->pixelPosition(), tip);
        if (shaft.length() < 1)
            continue;
        // The tip and the middle of the head.
        const QPointF back =
            tip + (shaft.p1() - tip) * (line->head().length() / 2 / shaft.length());
        marks.append({tip, 1.0, QStringLiteral("arrow head")});
        marks.append({back, 1.0, QStringLiteral("arrow head")});
    }
    return marks;
}

/// Texts of the layout that do not fit their place: a title or caption cut off, an axis label
/// longer than its axis, tick labels touching.
QStringList textProblems(QCustomPlot *plot)
{
    QStringList problems;
    const QRect figure = plot->viewport();
    QCPLayoutGrid *grid = plot->plotLayout();
    for (int k = 0; k < grid->elementCount(); ++k) {
        auto *text = qobject_cast<QCPTextElement *>(grid->elementAt(k));
        if (!text || !text->visible() || text->text().isEmpty())
            continue;
        const QRect rect = text->rect();
        const QRect needed = QFontMetrics(text->font())
                                 .boundingRect(QRect(0, 0, rect.width(), 0),
                                               Qt::AlignHCenter | Qt::TextWordWrap, text->text());
        if (!figure.contains(text->outerRect()) || needed.height() > rect.height() + 1)
            problems.append(QStringLiteral("\"%1\" is cut off (needs %2 px, has %3)")
                                .arg(text->text())
                                .arg(needed.height())
                                .arg(rect.height()));
    }
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
        const bool horizontal = axis->orientation() == Qt::Horizontal;
        const double length = horizontal ? axis->axisRect()->width() : axis->axisRect()->height();
        if (!axis->label().isEmpty() &&
            QFontMetricsF(axis->labelFont()).horizontalAdvance(axis->label()) > length + 1)
            problems.append(
                QStringLiteral("axis label \"%1\" is longer than its axis").arg(axis->label()));
        // Tick labels along the axis, as intervals of pixels, must not touch.
        const QFontMetricsF metrics(axis->tickLabelFont());
        const QVector<double> ticks = axis->tickVector();
        const QVector<QString> labels = axis->tickVectorLabels();
        QList<QPair<double, double>> spans;
        for (int t = 0; t < ticks.size() && t < labels.size(); ++t) {
            const double at = axis->coordToPixel(ticks[t]);
            if (!axis->range().contains(ticks[t]))
                continue;
            // A turned label takes along the axis the projections of its width and height.
            const double turn = qDegreesToRadians(axis->tickLabelRotation());
            const double width = metrics.horizontalAdvance(labels[t]);
            const double height = metrics.ascent();
            const double half =
                (horizontal
                     ? width * std::abs(std::cos(turn)) + height * std::abs(std::sin(turn))
                     : height * std::abs(std::cos(turn)) + width * std::abs(std::sin(turn))) /
                2;
            spans.append({at - half, at + half});
        }
        std::sort(spans.begin(), spans.end());
        for (int t = 1; t < spans.size(); ++t) {
            if (spans[t].first < spans[t - 1].second)
                problems.append(
                    QStringLiteral("tick labels of the %1 axis touch (%2)")
                        .arg(horizontal ? QStringLiteral("x") : QStringLiteral("y"),
                             QStringList(labels.begin(), labels.end()).join(QLatin1Char(' '))));
        }
    }
    return problems;
}

double distance(const QRectF &box, QPointF point)
{
    const QPointF nearest(std::clamp(point.x(), box.left(), box.right()),
                          std::clamp(point.y(), box.top(), box.bottom()));
    return QLineF(nearest, point).length();
}

/// Every way a label of `view` cannot be read, one line each; empty when all read well.
QStringList problemsOf(PlotView *view)
{
    QCustomPlot *plot = view->plot();
    const QRectF figure = QRectF(plot->viewport()).adjusted(-1, -1, 1, 1);
    const QRectF axes = QRectF(plot->axisRect()->rect()).adjusted(-1, -1, 1, 1);
    const QList<Mark> marks = marksOf(plot);
    QStringList problems;
    QList<QPair<QRectF, QString>> seen;
    for (int k = 0; k < plot->itemCount(); ++k) {
        auto *label = qobject_cast<QCPItemText *>(plot->item(k));
        if (!label || !label->visible())
            continue;
        const QString name = QStringLiteral("\"%1\"").arg(label->text().replace('\n', ' '));
        // A pixel of slack on each side: labels placed edge to edge do not overlap.
        const QRectF box = boxOf(label).adjusted(1, 1, -1, -1);
        if (!figure.contains(box))
            problems.append(name + QStringLiteral(" is cut off"));
        else if (!axes.contains(box))
            problems.append(name + QStringLiteral(" leaves the axes (over the tick labels)"));
        for (const Mark &mark : marks) {
            if (distance(box, mark.at) < mark.radius)
                problems.append(QStringLiteral("%1 covers a %2").arg(name, mark.what));
        }
        for (const auto &[other, otherName] : qAsConst(seen)) {
            if (other.intersects(box))
                problems.append(QStringLiteral("%1 overlaps %2").arg(name, otherName));
        }
        seen.append({box, name});
    }
    const QString notes = view->figureNotes().join(QLatin1Char(' '));
    if (view->figureStyle().showLegend && !plot->legend->visible() && plot->legend->itemCount() &&
        !notes.contains(QStringLiteral("legend")))
        problems.append(QStringLiteral("the legend was left out without a note"));
    auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->element(0, 0));
    if (view->figureStyle().showTitle && (!title || !title->visible()) &&
        !notes.contains(QStringLiteral("title")))
        problems.append(QStringLiteral("the title was left out without a note"));
    problems.append(textProblems(plot));
    return problems;
}

} // namespace

class TestGuiLegibility : public QObject
{
    Q_OBJECT

private slots:
    void everyFigureReadsWell_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<ExportSettings>("settings");
        const struct
        {
            QSizeF size;
            bool centimetres;
        } sizes[] = {{{6, 4.5}, true}, {{8, 6}, true}, {{800, 600}, false}, {{2400, 1800}, false}};
        for (const Preset &preset : presets()) {
            for (const auto &size : sizes) {
                for (const bool print : {false, true}) {
                    QTest::addRow("%s %gx%g%s %s", qPrintable(preset.id), size.size.width(),
                                  size.size.height(), size.centimetres ? "cm" : "px",
                                  print ? "print" : "screen")
                        << preset.id << figureSize(size.size, size.centimetres, print);
                }
            }
        }
    }

    /// The default (labels Auto): every view under every policy and compare mode.
    void everyFigureReadsWell()
    {
        QFETCH(QString, preset);
        QFETCH(ExportSettings, settings);
        ScenarioModel model;
        model.resetScenario(*loadPreset(preset).scenario);
        AllocationSet results(&model);
        QStringList problems;
        for (const FigureEntry &figure : figureRegistry()) {
            const std::unique_ptr<PlotView> view = figure.create(&results, {});
            for (int selection = 0; selection <= int(kAllPolicies.size()); ++selection) {
                const bool compare = selection == int(kAllPolicies.size());
                results.setSelectedPolicy(compare ? PolicyId::Drf : kAllPolicies[selection]);
                results.setCompareMode(compare);
                view->setFigureStyle(settings.style);
                view->setFigureSize(settings.layoutSize());
                for (const QString &problem : problemsOf(view.get()))
                    problems.append(QStringLiteral("%1 under %2: %3")
                                        .arg(QLatin1String(figure.name),
                                             compare ? QStringLiteral("compare")
                                                     : policyKey(kAllPolicies[selection]),
                                             problem));
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    /// The check sees what a figure with every number at 8 cm looks like: labels over each
    /// other and over the markers. (Full is what the user asked for there; Auto chooses
    /// Compact.)
    void fullLabelsAtEightCentimetresCollide()
    {
        ScenarioModel model;
        model.resetScenario(*loadPreset(QStringLiteral("seed")).scenario);
        AllocationSet results(&model);
        ExportSettings settings = figureSize({8, 6}, true, false);
        settings.style.labels = LabelDensity::Full;
        const std::unique_ptr<PlotView> view = createFigure(FigureView::Tasks, &results);
        view->setFigureStyle(settings.style);
        view->setFigureSize(settings.layoutSize());
        QCOMPARE(view->labelDensity(), LabelDensity::Full);
        QVERIFY(!problemsOf(view.get()).isEmpty());
        // The same figure at Auto writes the names only, and the numbers go to the caption.
        settings.style.labels = LabelDensity::Auto;
        view->setFigureStyle(settings.style);
        QCOMPARE(view->labelDensity(), LabelDensity::Compact);
        QCOMPARE(problemsOf(view.get()), QStringList());
    }

    /// Auto writes every number where there is room for it.
    void autoIsFullAtScreenSize()
    {
        ScenarioModel model;
        model.resetScenario(*loadPreset(QStringLiteral("seed")).scenario);
        AllocationSet results(&model);
        const std::unique_ptr<PlotView> view = createFigure(FigureView::Resource, &results);
        view->setFigureSize({800, 600});
        QCOMPARE(view->labelDensity(), LabelDensity::Full);
        QVERIFY(view->figureNotes().isEmpty());
    }

    /// None leaves the plot bare; Compact names the vectors and policies and says the numbers
    /// under the plot.
    void densities()
    {
        ScenarioModel model;
        model.resetScenario(*loadPreset(QStringLiteral("seed")).scenario);
        AllocationSet results(&model);
        const std::unique_ptr<PlotView> view = createFigure(FigureView::Resource, &results);
        const auto labelTexts = [&] {
            QStringList texts;
            for (int k = 0; k < view->plot()->itemCount(); ++k) {
                if (auto *label = qobject_cast<QCPItemText *>(view->plot()->item(k)))
                    texts.append(label->text());
            }
            return texts;
        };
        FigureStyle style;
        style.labels = LabelDensity::None;
        view->setFigureStyle(style);
        view->setFigureSize({800, 600});
        QCOMPARE(labelTexts(), QStringList());

        style.labels = LabelDensity::Compact;
        view->setFigureStyle(style);
        const QStringList compact = labelTexts();
        QVERIFY2(compact.contains(QStringLiteral("A")) && compact.contains(QStringLiteral("B")) &&
                     compact.contains(QStringLiteral("DRF")),
                 qPrintable(compact.join(QLatin1Char('|'))));
        // The caption row under the axes says what the names stand for.
        QString caption;
        for (int k = 0; k < view->plot()->plotLayout()->elementCount(); ++k) {
            if (auto *text =
                    qobject_cast<QCPTextElement *>(view->plot()->plotLayout()->elementAt(k)))
                caption += text->text() + QLatin1Char('|');
        }
        QVERIFY2(caption.contains(QStringLiteral("A: 60 tasks (120 CPU, 60 GPU)")),
                 qPrintable(caption));
        QVERIFY2(caption.contains(QStringLiteral("DRF: 160 CPU, 180 GPU")), qPrintable(caption));

        style.labels = LabelDensity::Full;
        view->setFigureStyle(style);
        QVERIFY(labelTexts().contains(QStringLiteral("A: 60 tasks\n(120 CPU, 60 GPU)")));
    }

    /// A legend that cannot fit is left out with a note saying so, which the command line
    /// prints.
    void legendThatCannotFitIsReported()
    {
        ScenarioModel model;
        model.resetScenario(*loadPreset(QStringLiteral("seed")).scenario);
        AllocationSet results(&model);
        const std::unique_ptr<PlotView> view = createFigure(FigureView::Resource, &results);
        ExportSettings settings = figureSize({6, 4.5}, true, false);
        settings.style.textZoom = 2.0;
        view->setFigureStyle(settings.style);
        view->setFigureSize(settings.layoutSize());
        QVERIFY(!view->plot()->legend->visible());
        QVERIFY(view->figureNotes().join(QLatin1Char(' ')).contains(QStringLiteral("legend")));
        // With room, it is back and nothing is said.
        view->setFigureSize({800, 600});
        QVERIFY(view->plot()->legend->visible());
        QCOMPARE(view->figureNotes(), QStringList());
    }
};

DRFVIZ_TEST_MAIN(TestGuiLegibility)
#include "tst_gui_legibility.moc"
