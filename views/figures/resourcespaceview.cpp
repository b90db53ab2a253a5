#include "resourcespaceview.h"

#include "allocationset.h"
#include "demanddrag.h"
#include "onlineset.h"
#include "plotitems.h"
#include "plotnavigation.h"
#include "retranslate.h"
#include "scenariomodel.h"

#include <QCoreApplication>
#include <QKeyEvent>

#include <algorithm>
#include <cmath>
#include <limits>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct ResourceSpaceViewTexts
{
    Q_DECLARE_TR_FUNCTIONS(ResourceSpaceViewTexts)
};

} // namespace

ResourceSpaceView::ResourceSpaceView(AllocationSet *results, QWidget *parent)
    : PlotView(results, parent)
{
    // Made here, not in the initializer list: making them sends the plot events that reach
    // eventFilter() below, which must see them null until they exist.
    m_drag = new DemandDrag(plot(), results->model());
    m_navigation = new PlotNavigation(plot());
    takeKeyboardFocus();
    translateTexts(this, [this] {
        // Short: the status bar shares its width with the summary.
        setStatusTip(ResourceSpaceViewTexts::tr(
            "Drag the tip of a vector or demand ray to change the demand (Shift: free); the wheel "
            "zooms, the middle button pans, a double-click resets"));
    });
    connect(m_navigation, &PlotNavigation::rangesChanged, this, [this] { rebuild(); });
    // A new scenario is seen whole first.
    connect(results->model(), &QAbstractItemModel::modelReset, m_navigation,
            &PlotNavigation::reset);
    connect(m_drag, &DemandDrag::dragStarted, this, [this](int user) {
        // The edits would move the automatic ranges under the mouse; the keys go on with the
        // user.
        m_navigation->hold();
        m_keyboardUser = user;
        rebuild();
    });
    connect(m_drag, &DemandDrag::dragFinished, m_navigation, &PlotNavigation::release);
    rebuild();
}

bool ResourceSpaceView::zoomed() const
{
    return m_navigation->zoomed();
}

bool ResourceSpaceView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == plot() && m_drag && m_navigation &&
        (m_drag->handle(event) || m_navigation->handle(event)))
        return true;
    return PlotView::eventFilter(watched, event);
}

bool ResourceSpaceView::event(QEvent *event)
{
    // Esc cancels a drag before it is anyone's shortcut (presentation mode's).
    if (event->type() == QEvent::ShortcutOverride && m_drag && m_drag->dragging() &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        event->accept();
        return true;
    }
    return PlotView::event(event);
}

void ResourceSpaceView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_drag->dragging()) {
        m_drag->cancel();
        return;
    }
    const Scenario &scenario = results()->scenario();
    const int users = scenario.userCount();
    // Arrows with Ctrl, Alt or Meta belong to the window (the tour's Alt+arrows).
    const bool commandKey =
        event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier);
    if (users == 0 || scenario.resourceCount() == 0 || commandKey) {
        PlotView::keyPressEvent(event);
        return;
    }
    m_keyboardUser = std::clamp(m_keyboardUser, 0, users - 1);
    int resource = -1;
    double step = 0.0;
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Left:
        resource = m_figure.x;
        step = event->key() == Qt::Key_Right ? 1.0 : -1.0;
        break;
    case Qt::Key_Up:
    case Qt::Key_Down:
        if (m_figure.x != m_figure.y) {
            resource = m_figure.y;
            step = event->key() == Qt::Key_Up ? 1.0 : -1.0;
        }
        break;
    case Qt::Key_PageDown:
    case Qt::Key_PageUp:
        m_keyboardUser =
            (m_keyboardUser + (event->key() == Qt::Key_PageDown ? 1 : users - 1)) % users;
        rebuild();
        return;
    default:
        break;
    }
    if (resource < 0) {
        PlotView::keyPressEvent(event);
        return;
    }
    // One step on the grid of tenths (dividing gives the nearest double to 2.1, 1.2...), never
    // below 0.
    const double demand = scenario.users[m_keyboardUser].demand[resource];
    const double tenths = std::round(demand * DemandDrag::kStepsPerUnit) + step;
    results()->model()->setDemand(m_keyboardUser, resource,
                                  std::max(0.0, tenths / DemandDrag::kStepsPerUnit));
}

void ResourceSpaceView::focusInEvent(QFocusEvent *event)
{
    PlotView::focusInEvent(event);
    rebuild(); // the keyboard's user highlighted
}

void ResourceSpaceView::focusOutEvent(QFocusEvent *event)
{
    PlotView::focusOutEvent(event);
    rebuild();
}

void ResourceSpaceView::setOnline(OnlineSet *online)
{
    m_online = online;
    connect(online, &OnlineSet::momentChanged, this, [this] {
        if (m_online->following() || m_figure.instant)
            refreshWhenSeen();
    });
    connect(online, &OnlineSet::runArrived, this, [this](Mechanism mechanism) {
        if (m_online->following() && mechanism == m_online->mechanism())
            refreshWhenSeen();
    });
    refreshWhenSeen();
}

void ResourceSpaceView::setAxes(int x, int y)
{
    if (x != m_requestedX || y != m_requestedY)
        m_navigation->reset(); // ranges of other resources
    m_requestedX = x;
    m_requestedY = y;
    rebuild();
}

QPointF ResourceSpaceView::sumPoint(PolicyId policy) const
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    return m_figure.totals.value(policy, QPointF(nan, nan));
}

QList<QPointF> ResourceSpaceView::vectorHeads() const
{
    QList<QPointF> heads;
    for (const QLineF &vector : m_figure.vectors)
        heads.append(vector.p2());
    if (m_figure.others)
        heads.append(m_figure.others->p2());
    return heads;
}

std::optional<FigureScene> ResourceSpaceView::scene() const
{
    return resourceSpaceScene(*allocationSet(), m_requestedX, m_requestedY, m_online).scene;
}

void ResourceSpaceView::draw()
{
    m_figure = resourceSpaceScene(*results(), m_requestedX, m_requestedY, m_online);
    QList<DemandDrag::Tip> tips;
    for (const ResourceSpaceFigure::Tip &tip : std::as_const(m_figure.tips))
        tips.append({tip.user, tip.tail, tip.head, tip.multiple});
    m_drag->setTips(tips, m_figure.x, m_figure.y, DemandDrag::kReach * figureStyle().lineScale());
    // The user the arrow keys move, while they do: a broad light band under its vector.
    const int keyboard = int(m_figure.drawnUsers.indexOf(m_keyboardUser));
    if (hasFocus() && keyboard >= 0 && m_figure.x != m_figure.y) {
        FigureScene scene = m_figure.scene;
        ScenePath band;
        band.kind = ScenePath::Kind::Segment;
        band.points = {m_figure.vectors[keyboard].p1(), m_figure.vectors[keyboard].p2()};
        band.stroke =
            solidStroke({withAlpha(userColor(keyboard), 90), QString()}, lineWidth::kAggregateBand);
        band.layer = SceneLayer::UnderGrid;
        scene.add(band);
        drawScene(scene, [this] { m_navigation->apply(); });
        return;
    }
    drawScene(m_figure.scene, [this] { m_navigation->apply(); });
}

std::unique_ptr<PlotView> ResourceSpaceView::createCopy() const
{
    auto copy = std::make_unique<ResourceSpaceView>(results());
    copy->setAxes(m_figure.x, m_figure.y);
    if (m_online)
        copy->setOnline(m_online);
    return copy;
}

} // namespace drf
