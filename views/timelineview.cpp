#include "timelineview.h"

#include "allocationset.h"
#include "onlineset.h"
#include "palette.h"
#include "plotitems.h"
#include "progressivefilling.h"
#include "readablenumber.h"
#include "useraggregate.h"

#include <qcustomplot.h>

#include <QKeyEvent>
#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>

namespace drf {

namespace {

/// The share panel takes this much more height than the utilization panel under it.
constexpr double kShareStretch = 1.5;
/// Left and Right move the cursor by this fraction of the run.
constexpr double kKeyStep = 0.01;
/// The least height of a panel, and of the time axis under the last, in lines of tick labels.
constexpr double kPanelLines = 3.2;
constexpr double kTimeAxisLines = 3.0;
constexpr double kFacetLines = 1.3;
/// The least height of the three mechanisms stacked (pixels).
constexpr int kStackedHeight = 620;
/// The arrival and departure marks (pixels).
constexpr double kMarkSize = 9.0;
/// Shares closer than this fraction of a panel's highest share draw one line.
constexpr double kSameLine = 0.01;
/// Where users share a line, each draws dashes this long (in line widths) in turn.
constexpr double kTurnDash = 3.0;

/// The dash patterns that tell resources apart on the utilization panel (all in ink).
Qt::PenStyle resourceDash(int resource)
{
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine,
                                          Qt::DashDotDotLine};
    return styles[resource % 5];
}

/// The segment in force just before `time` (the first when `time` is the start).
int segmentBefore(const OnlineRun &run, double time)
{
    int k = run.segmentAt(time);
    if (k > 0 && run.from(k) >= time)
        --k;
    return k;
}

/// A step line of `value(k)` over the run's segments, held to the horizon.
void setSteps(QCPGraph *graph, const OnlineRun &run, const std::function<double(int)> &value)
{
    QVector<double> keys;
    QVector<double> values;
    const int segments = run.segmentCount();
    keys.reserve(segments + 1);
    values.reserve(segments + 1);
    for (int k = 0; k < segments; ++k) {
        keys.append(run.from(k));
        values.append(value(k));
    }
    keys.append(run.horizon);
    values.append(values.isEmpty() ? 0.0 : values.last());
    graph->setData(keys, values, true);
    graph->setLineStyle(QCPGraph::lsStepLeft);
}

/// `text` in lines no wider than `width` pixels in `font`, broken where Qt would wrap it.
QString brokenIntoLines(const QString &text, const QFont &font, double width)
{
    QTextLayout layout(text, font);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines.append(text.mid(line.textStart(), line.textLength()).trimmed());
    }
    layout.endLayout();
    return lines.join(QLatin1Char('\n'));
}

/// Arrival and departure marks drawn whole on the panel's edges: at t = 0 and at share 0 (a user
/// who arrives with nothing yet) a mark clipped to the panel would lose its half under the axis.
class WholeMarks : public QCPGraph
{
public:
    using QCPGraph::QCPGraph;

protected:
    QRect clipRect() const override { return mParentPlot->viewport(); }
};

/// Per segment of the run, the users (slots of `share`'s columns) whose shares lie on one line:
/// sorted by share, neighbours closer than `tolerance` join. Each group lists its slots in
/// drawing order; a user alone on its line has an empty group.
QList<QList<QList<int>>> sharedLines(int segments, int users,
                                     const std::function<double(int, int)> &share, double tolerance)
{
    QList<QList<QList<int>>> groups(segments, QList<QList<int>>(users));
    QList<int> order(users);
    for (int s = 0; s < segments; ++s) {
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(),
                         [&](int a, int b) { return share(s, a) < share(s, b); });
        for (int first = 0; first < users;) {
            int end = first + 1;
            while (end < users && share(s, order[end]) - share(s, order[end - 1]) <= tolerance)
                ++end;
            if (end - first > 1) {
                QList<int> members(order.begin() + first, order.begin() + end);
                std::sort(members.begin(), members.end());
                for (int slot : members)
                    groups[s][slot] = members;
            }
            first = end;
        }
    }
    return groups;
}

} // namespace

TimelineView::TimelineView(OnlineSet *online, QWidget *parent)
    : PlotView(online->results(), parent), m_online(online)
{
    setObjectName(QStringLiteral("timeline-view"));
    m_singleHeight = minimumHeight();
    takeKeyboardFocus();
    // The panels in a grid of their own where PlotView puts the axes; the first is the plot's
    // own axis rect (plot()->xAxis...), the rest are made by arrangePanels().
    QCPAxisRect *first = plot()->axisRect();
    plot()->plotLayout()->take(first);
    m_grid = new QCPLayoutGrid;
    m_grid->setRowSpacing(4);
    first->setMinimumSize(50, 10);
    m_grid->addElement(0, 0, first);
    m_panels.append(first);
    setAxesRow(m_grid);

    connect(m_online, &OnlineSet::momentChanged, this, &TimelineView::refreshWhenSeen);
    connect(m_online, &OnlineSet::runArrived, this, [this](Mechanism mechanism) {
        if (shownMechanisms().contains(mechanism))
            refreshWhenSeen();
    });
    connect(plot(), &QCustomPlot::mousePress, this, [this](QMouseEvent *event) {
        if (event->button() != Qt::LeftButton)
            return;
        m_dragging = true;
        setFocus(Qt::MouseFocusReason);
        moveCursorTo(event->position().x());
    });
    connect(plot(), &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        if (m_dragging && (event->buttons() & Qt::LeftButton))
            moveCursorTo(event->position().x());
    });
    connect(plot(), &QCustomPlot::mouseRelease, this, [this] { m_dragging = false; });
    rebuild();
}

std::unique_ptr<TimelineView> TimelineView::create(AllocationSet *results, Mechanism mechanism)
{
    auto online = std::make_unique<OnlineSet>(results);
    online->setMechanism(mechanism);
    auto view = std::make_unique<TimelineView>(online.get());
    view->m_ownOnline = std::move(online);
    return view;
}

TimelineView::~TimelineView() = default;

void TimelineView::setStacked(bool stacked)
{
    if (stacked == m_stacked)
        return;
    m_stacked = stacked;
    // Six panels need this much height to be read; the Timeline tab scrolls when it has less.
    setMinimumHeight(stacked ? kStackedHeight : m_singleHeight);
    rebuild();
}

QList<Mechanism> TimelineView::shownMechanisms() const
{
    if (m_stacked)
        return QList<Mechanism>(kAllMechanisms.begin(), kAllMechanisms.end());
    return {m_online->mechanism()};
}

QCPAxisRect *TimelineView::sharePanel(int k) const
{
    return m_panels.value(2 * k);
}

QCPAxisRect *TimelineView::utilizationPanel(int k) const
{
    return m_panels.value(2 * k + 1);
}

QCPGraph *TimelineView::shareLine(int k, int user) const
{
    return m_shareLines.value(k).value(user);
}

const OnlineRun *TimelineView::drawableRun(Mechanism mechanism) const
{
    const OnlineRun *run = m_online->run(mechanism);
    return run && run->ok() ? run : nullptr;
}

QString TimelineView::missingRunText(Mechanism mechanism) const
{
    const QString name = mechanismLabel(mechanism, m_online->policy());
    if (m_online->isSimulating(mechanism))
        return tr("Simulating %1 over time…").arg(name);
    const OnlineRun *run = m_online->run(mechanism);
    return run && !run->ok() ? QStringLiteral("%1: %2").arg(name, run->error) : QString();
}

double TimelineView::cursorTime() const
{
    if (m_cursors.isEmpty())
        return std::numeric_limits<double>::quiet_NaN();
    return m_cursors.first()->point1->coords().x();
}

void TimelineView::arrangePanels(const QList<Mechanism> &mechanisms, bool utilization)
{
    const int count = int(mechanisms.size());
    while (m_panels.size() < 2 * count) {
        auto *panel = new QCPAxisRect(plot());
        panel->setupFullAxesBox(false);
        // draw() decides which panels a figure has room for: no minimum of its own.
        panel->setMinimumSize(50, 10);
        for (QCPAxis *axis : {panel->axis(QCPAxis::atTop), panel->axis(QCPAxis::atRight)})
            axis->setVisible(false);
        m_panels.append(panel);
    }
    while (m_facets.size() < count)
        m_facets.append(new QCPTextElement(plot()));
    // The panels' axes in one column, whatever their tick labels' widths.
    if (!m_margins)
        m_margins = new QCPMarginGroup(plot());
    // Stacked, each mechanism's panels under its name.
    QList<QCPLayoutElement *> wanted;
    for (int k = 0; k < count; ++k) {
        if (m_stacked) {
            QFont font = plot()->xAxis->labelFont();
            font.setBold(true);
            m_facets[k]->setFont(font);
            m_facets[k]->setText(mechanismShortName(mechanisms[k]));
            m_facets[k]->setTextColor(inkColor());
            wanted.append(m_facets[k]);
        }
        wanted.append(m_panels[2 * k]);
        if (utilization)
            wanted.append(m_panels[2 * k + 1]);
    }
    QList<QCPLayoutElement *> current;
    for (int row = 0; row < m_grid->rowCount(); ++row)
        if (m_grid->hasElement(row, 0))
            current.append(m_grid->element(row, 0));
    if (current != wanted) {
        for (QCPLayoutElement *element : qAsConst(current))
            m_grid->take(element);
        m_grid->simplify();
        for (int row = 0; row < wanted.size(); ++row) {
            m_grid->addElement(row, 0, wanted[row]);
            // A name (a text element) is no panel: compared as layout elements, never cast.
            const auto found =
                std::find_if(m_panels.cbegin(), m_panels.cend(), [&](const QCPAxisRect *rect) {
                    return static_cast<const QCPLayoutElement *>(rect) == wanted[row];
                });
            const int panel = found == m_panels.cend() ? -1 : int(found - m_panels.cbegin());
            m_grid->setRowStretchFactor(row, panel < 0        ? 0.001
                                             : panel % 2 == 0 ? kShareStretch
                                                              : 1.0);
        }
    }
    for (QCPTextElement *facet : qAsConst(m_facets))
        facet->setVisible(m_stacked);
    for (QCPAxisRect *panel : qAsConst(m_panels))
        panel->setMarginGroup(QCP::msLeft | QCP::msRight, m_margins);
}

void TimelineView::draw()
{
    m_shareLines.clear();
    m_cursors.clear();
    const QList<Mechanism> mechanisms = shownMechanisms();
    // Every panel needs a few lines of text in height: in a figure too small for six, the three
    // mechanisms' shares alone.
    const double line = QFontMetricsF(plot()->xAxis->tickLabelFont()).height();
    const double facets = m_stacked ? int(mechanisms.size()) * kFacetLines * line : 0.0;
    const bool utilization =
        int(mechanisms.size()) * 2 * kPanelLines * line + facets + kTimeAxisLines * line <=
        plot()->height();
    if (!utilization)
        addFigureNote(tr("The utilization panels do not fit a figure this small and were left "
                         "out: make the figure taller, or draw one mechanism."));
    arrangePanels(mechanisms, utilization);
    const Scenario &scenario = results()->scenario();
    const auto nameOf = [this](Mechanism mechanism) {
        return mechanismLabel(mechanism, m_online->policy());
    };
    setTitle(
        m_stacked
            ? tr("The three mechanisms over time: dominant shares and "
                 "utilization")
            : tr("%1 over time: dominant shares and utilization").arg(nameOf(mechanisms.first())));
    if (scenario.userCount() == 0 || scenario.resourceCount() == 0) {
        setTitle(tr("No users: nothing happens over time"));
        return;
    }
    // The same users in every panel: the largest by their mean share under the first mechanism.
    const OnlineRun *first = drawableRun(mechanisms.first());
    const UserAggregate users(scenario.userCount(), [&](int i) {
        return first ? first->users[i].meanDominantShare : 0.0;
    });
    const QList<int> &drawn = users.drawn();
    if (users.aggregates())
        setTitle(
            QStringLiteral("%1 (%2)").arg(nameOf(mechanisms.first()), users.note(tr("not drawn"))));

    double horizon = 0.0;
    for (int k = 0; k < mechanisms.size(); ++k) {
        const OnlineRun *run = drawableRun(mechanisms[k]);
        for (QCPAxisRect *panel : {sharePanel(k), utilizationPanel(k)}) {
            styleAxes(panel); // dressed as the plot's own axes
            // Time only under the last panel.
            const int lastMechanism = int(mechanisms.size()) - 1;
            const bool last = panel == (utilization ? utilizationPanel(lastMechanism)
                                                    : sharePanel(lastMechanism));
            panel->axis(QCPAxis::atBottom)->setTickLabels(last);
            panel->axis(QCPAxis::atBottom)->setLabel(last ? tr("time") : QString());
        }
        // Stacked, the mechanism's name stands above its panels.
        sharePanel(k)->axis(QCPAxis::atLeft)->setLabel(tr("share"));
        utilizationPanel(k)->axis(QCPAxis::atLeft)->setLabel(tr("used (%)"));
        // Few ticks: a panel is a few lines of text high.
        for (QCPAxisRect *panel : {sharePanel(k), utilizationPanel(k)}) {
            auto ticker = QSharedPointer<QCPAxisTicker>(new QCPAxisTicker);
            ticker->setTickCount(panel == sharePanel(k) && !m_stacked ? 4 : 2);
            panel->axis(QCPAxis::atLeft)->setTicker(ticker);
            // No empty axes for a run that is not there: its note alone.
            for (QCPAxis *axis : {panel->axis(QCPAxis::atLeft), panel->axis(QCPAxis::atBottom)}) {
                axis->setVisible(run != nullptr);
                axis->grid()->setVisible(run != nullptr);
            }
        }
        if (!run) {
            // Still simulated, or stopped at a limit: said in the panel, in words.
            auto *note = new PlotLabel(plot());
            note->setClipAxisRect(sharePanel(k));
            note->position->setAxisRect(sharePanel(k));
            note->position->setType(QCPItemPosition::ptAxisRectRatio);
            note->position->setCoords(0.5, 0.5);
            note->setText(brokenIntoLines(missingRunText(mechanisms[k]), note->font(),
                                          std::max(200.0, 0.8 * plot()->width())));
            note->setColor(readableColor(m_online->isSimulating(mechanisms[k]) ? mutedInkColor()
                                                                               : warningColor()));
            continue;
        }
        horizon = std::max(horizon, run->horizon);
        const double highest = drawRun(k, *run, drawn);
        sharePanel(k)->axis(QCPAxis::atLeft)->setRange(0.0, std::max(highest, 1e-300) * 1.08);
    }
    if (horizon <= 0.0)
        horizon = 1.0;
    for (QCPAxisRect *panel : qAsConst(m_panels))
        panel->axis(QCPAxis::atBottom)->setRange(0.0, horizon);

    // The cursor across every panel: on screen, and in a figure of an instant the Resource space
    // shows (the Timeline tab writes its time beside the slider).
    const double t = std::clamp(m_online->time(), 0.0, horizon);
    for (QCPAxisRect *panel : qAsConst(m_panels)) {
        if (!panel->layout() || !(isVisible() || m_online->following()))
            continue;
        auto *cursor = new QCPItemStraightLine(plot());
        cursor->setClipAxisRect(panel);
        for (QCPItemPosition *point : {cursor->point1, cursor->point2})
            point->setAxes(panel->axis(QCPAxis::atBottom), panel->axis(QCPAxis::atLeft));
        cursor->point1->setCoords(t, 0.0);
        cursor->point2->setCoords(t, 1.0);
        cursor->setPen(
            makePen(m_online->following() ? inkColor() : mutedInkColor(), 1.6, Qt::DashLine));
        m_cursors.append(cursor);
    }
    // What the marks mean, once.
    for (const auto &[name, shape] :
         {std::pair{tr("arrives"), QCPScatterStyle::ssTriangle},
          std::pair{tr("leaves or is done"), QCPScatterStyle::ssTriangleInverted}}) {
        auto *key = plot()->addGraph(sharePanel(0)->axis(QCPAxis::atBottom),
                                     sharePanel(0)->axis(QCPAxis::atLeft));
        key->setName(name);
        key->setLineStyle(QCPGraph::lsNone);
        key->setScatterStyle(QCPScatterStyle(shape, inkColor(), backgroundColor(), kMarkSize));
    }
    for (int j = 0; j < (utilization ? scenario.resourceCount() : 0); ++j) {
        auto *key = plot()->addGraph(sharePanel(0)->axis(QCPAxis::atBottom),
                                     sharePanel(0)->axis(QCPAxis::atLeft));
        key->setName(tr("%1 used").arg(scenario.resources[j].name));
        key->setPen(makePen(inkColor(), lineWidth::kGuide * 1.4, resourceDash(j)));
    }
    layOut();
    fitPanelTicks();
}

void TimelineView::fitPanelTicks()
{
    // A panel too short for its tick labels keeps 0 and a round top, or the top alone.
    bool changed = false;
    for (QCPAxisRect *panel : qAsConst(m_panels)) {
        if (!panel->layout())
            continue;
        QCPAxis *axis = panel->axis(QCPAxis::atLeft);
        const double line = QFontMetricsF(axis->tickLabelFont()).height() * 1.25;
        const int fitting = int(panel->height() / line);
        if (fitting > axis->ticker()->tickCount())
            continue;
        const double upper = axis->range().upper;
        const double decade = std::pow(10.0, std::floor(std::log10(upper)));
        double top = decade;
        for (const double mantissa : {5.0, 2.5, 2.0, 1.0}) {
            if (mantissa * decade <= upper) {
                top = mantissa * decade;
                break;
            }
        }
        auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
        if (fitting >= 2)
            ticker->addTick(0.0, QStringLiteral("0"));
        ticker->addTick(top, readableDecimal(top));
        axis->setTicker(ticker);
        changed = true;
    }
    if (changed)
        layOut();
}

double TimelineView::drawRun(int k, const OnlineRun &run, const QList<int> &drawn)
{
    const Scenario &scenario = results()->scenario();
    const QList<double> mu = dominantSharePerTask(scenario);
    QCPAxis *time = sharePanel(k)->axis(QCPAxis::atBottom);
    QCPAxis *share = sharePanel(k)->axis(QCPAxis::atLeft);
    QList<QCPGraph *> lines(scenario.userCount(), nullptr);
    const auto shareOf = [&](int segment, int slot) {
        return run.tasksOf(segment, drawn[slot]) * mu[drawn[slot]];
    };
    double highest = 0.0;
    for (int slot = 0; slot < drawn.size(); ++slot) {
        const int i = drawn[slot];
        QCPGraph *line = plot()->addGraph(time, share);
        setSteps(line, run, [&](int segment) { return shareOf(segment, slot); });
        line->setPen(makePen(userColor(slot), lineWidth::kBundle));
        line->setName(scenario.users[i].name);
        if (k > 0)
            line->removeFromLegend(); // one entry per user, from the first panel
        for (auto point = line->data()->constBegin(); point != line->data()->constEnd(); ++point)
            highest = std::max(highest, point->value);
        lines[i] = line;
    }
    drawSharedLines(k, run, int(drawn.size()), shareOf, kSameLine * highest);
    for (int slot = 0; slot < drawn.size(); ++slot) {
        const int i = drawn[slot];
        // Where it arrives (if it ever does) and where it leaves or its job ends.
        QVector<double> arriveKeys;
        QVector<double> arriveValues;
        QVector<double> leaveKeys;
        QVector<double> leaveValues;
        const User &user = scenario.users[i];
        if (user.arrive < run.horizon) {
            arriveKeys.append(user.arrive);
            arriveValues.append(run.tasksOf(run.segmentAt(user.arrive), i) * mu[i]);
        }
        std::optional<double> gone = run.users[i].finished;
        if (user.leave && (!gone || *user.leave < *gone))
            gone = user.leave;
        if (gone && *gone <= run.horizon && *gone >= user.arrive) {
            leaveKeys.append(*gone);
            leaveValues.append(run.tasksOf(segmentBefore(run, *gone), i) * mu[i]);
        }
        for (const auto &[keys, values, shape] :
             {std::tuple{arriveKeys, arriveValues, QCPScatterStyle::ssTriangle},
              std::tuple{leaveKeys, leaveValues, QCPScatterStyle::ssTriangleInverted}}) {
            if (keys.isEmpty())
                continue;
            auto *marks = new WholeMarks(time, share);
            marks->setData(keys, values, true);
            marks->setLineStyle(QCPGraph::lsNone);
            marks->setScatterStyle(
                QCPScatterStyle(shape, userColor(slot), backgroundColor(), kMarkSize));
            marks->removeFromLegend();
        }
    }
    m_shareLines.append(lines);

    if (!utilizationPanel(k)->layout())
        return highest; // left out of a small figure
    QCPAxis *usedTime = utilizationPanel(k)->axis(QCPAxis::atBottom);
    QCPAxis *used = utilizationPanel(k)->axis(QCPAxis::atLeft);
    double fullest = 100.0;
    for (int j = 0; j < scenario.resourceCount(); ++j) {
        const double capacity = scenario.resources[j].capacity;
        QCPGraph *line = plot()->addGraph(usedTime, used);
        setSteps(line, run,
                 [&](int segment) { return 100.0 * run.usageOf(segment, j) / capacity; });
        line->setPen(makePen(inkColor(), lineWidth::kGuide * 1.4, resourceDash(j)));
        line->removeFromLegend(); // the legend's keys are drawn once in draw()
        for (auto point = line->data()->constBegin(); point != line->data()->constEnd(); ++point)
            fullest = std::max(fullest, point->value);
    }
    used->setRange(0.0, fullest * 1.08);
    return highest;
}

void TimelineView::drawSharedLines(int k, const OnlineRun &run, int users,
                                   const std::function<double(int, int)> &share, double tolerance)
{
    // Users whose shares are equal draw on each other, and the last drawn hides the others:
    // under DRF the usual case (on the seed only B's line would show). Over every stretch where
    // the same users share a line, each draws it again in dashes that take turns, in its own
    // colour. One graph per user and per place in a group of a size; its stretches are
    // separated by NaN, where a step line breaks, and all members' dashes start together.
    const int segments = run.segmentCount();
    const QList<QList<QList<int>>> groups = sharedLines(segments, users, share, tolerance);
    for (int slot = 0; slot < users; ++slot) {
        std::map<std::pair<int, int>, QCPGraph *> turns; // (group size, place) -> its graph
        for (int s = 0; s < segments;) {
            const QList<int> &members = groups[s][slot];
            int end = s + 1;
            while (end < segments && groups[end][slot] == members)
                ++end;
            if (!members.isEmpty()) {
                const int size = int(members.size());
                const int place = int(members.indexOf(slot));
                QCPGraph *&graph = turns[{size, place}];
                if (!graph) {
                    graph = plot()->addGraph(sharePanel(k)->axis(QCPAxis::atBottom),
                                             sharePanel(k)->axis(QCPAxis::atLeft));
                    QPen pen = makePen(userColor(slot), lineWidth::kBundle);
                    pen.setDashPattern({kTurnDash, kTurnDash * (size - 1)});
                    pen.setDashOffset(kTurnDash * place);
                    graph->setPen(pen);
                    graph->setLineStyle(QCPGraph::lsStepLeft);
                    graph->setSelectable(QCP::stNone);
                    graph->removeFromLegend();
                }
                for (int segment = s; segment < end; ++segment)
                    graph->addData(run.from(segment), share(segment, slot));
                const double until = end < segments ? run.from(end) : run.horizon;
                graph->addData(until, share(end - 1, slot));
                graph->addData(until, qQNaN());
            }
            s = end;
        }
    }
}

void TimelineView::moveCursorTo(double x)
{
    m_online->setTime(sharePanel(0)->axis(QCPAxis::atBottom)->pixelToCoord(x));
}

void TimelineView::keyPressEvent(QKeyEvent *event)
{
    const OnlineRun *run = drawableRun(m_online->mechanism());
    const double step = kKeyStep * (run ? run->horizon : 1.0);
    switch (event->key()) {
    case Qt::Key_Left:
        m_online->setTime(m_online->time() - step);
        return;
    case Qt::Key_Right:
        m_online->setTime(m_online->time() + step);
        return;
    case Qt::Key_Home:
        m_online->setTime(0.0);
        return;
    case Qt::Key_End:
        m_online->setTime(run ? run->horizon : 0.0);
        return;
    default:
        PlotView::keyPressEvent(event);
    }
}

std::unique_ptr<PlotView> TimelineView::createCopy() const
{
    auto copy = std::make_unique<TimelineView>(m_online);
    copy->setStacked(m_stacked);
    return copy;
}

} // namespace drf
