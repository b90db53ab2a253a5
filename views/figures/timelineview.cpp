#include "timelineview.h"

#include "allocationset.h"
#include "onlineset.h"
#include "panelstack.h"

#include <qcustomplot.h>

#include <QKeyEvent>

#include <limits>

namespace drf {

namespace {

/// Left and Right move the cursor by this fraction of the run.
constexpr double kKeyStep = 0.01;
/// The least height of the three mechanisms stacked (pixels).
constexpr int kStackedHeight = 620;

} // namespace

TimelineView::TimelineView(OnlineSet *online, QWidget *parent)
    : PlotView(online->results(), parent), m_online(online)
{
    setObjectName(QStringLiteral("timeline-view"));
    m_singleHeight = minimumHeight();
    takeKeyboardFocus();
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
    return timelineMechanisms(*m_online, m_stacked);
}

QCPAxisRect *TimelineView::sharePanel(int k) const
{
    return panels() ? panels()->panel(2 * k) : nullptr;
}

QCPAxisRect *TimelineView::utilizationPanel(int k) const
{
    return panels() ? panels()->panel(2 * k + 1) : nullptr;
}

QCPGraph *TimelineView::shareLine(int k, int user) const
{
    const int item = m_figure.shareLines.value(k).value(user, -1);
    if (!panels() || item < 0)
        return nullptr;
    return qobject_cast<QCPGraph *>(panels()->plottable(2 * k, item));
}

const OnlineRun *TimelineView::drawableRun(Mechanism mechanism) const
{
    return drf::drawableRun(*m_online, mechanism);
}

QString TimelineView::missingRunText(Mechanism mechanism) const
{
    return drf::missingRunText(*m_online, mechanism);
}

double TimelineView::cursorTime() const
{
    // The cursor is the one item drawn over every panel.
    if (m_figure.scene.items.isEmpty())
        return std::numeric_limits<double>::quiet_NaN();
    return std::get<ScenePath>(m_figure.scene.items.first()).points.value(0).x();
}

std::optional<FigureScene> TimelineView::scene() const
{
    return timelineScene(*m_online, m_stacked, m_online->following()).scene;
}

void TimelineView::draw()
{
    // The cursor on screen, and in a figure of an instant the Resource space shows (the Timeline
    // tab writes its time beside the slider).
    m_figure = timelineScene(*m_online, m_stacked, isVisible() || m_online->following());
    drawScene(m_figure.scene);
}

void TimelineView::moveCursorTo(double x)
{
    if (QCPAxisRect *panel = sharePanel(0))
        m_online->setTime(panel->axis(QCPAxis::atBottom)->pixelToCoord(x));
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
