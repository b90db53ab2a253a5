#include "demanddrag.h"

#include "readablenumber.h"
#include "scenariomodel.h"

#include <QCursor>
#include <QMouseEvent>
#include <QToolTip>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace drf {

DemandDrag::DemandDrag(QCustomPlot *plot, ScenarioModel *model)
    : QObject(plot), m_plot(plot), m_model(model)
{
    // The cursor and the tooltip change over a tip without a button pressed.
    m_plot->setMouseTracking(true);
}

void DemandDrag::setTips(QList<Tip> tips, int x, int y, double reach)
{
    m_tips = std::move(tips);
    m_x = x;
    m_y = y;
    m_reach = reach;
}

std::optional<DemandDrag::Tip> DemandDrag::tipAt(QPointF pixel) const
{
    std::optional<Tip> nearest;
    double best = m_reach;
    for (const Tip &tip : m_tips) {
        const QPointF at(m_plot->xAxis->coordToPixel(tip.head.x()),
                         m_plot->yAxis->coordToPixel(tip.head.y()));
        const double distance = std::hypot(at.x() - pixel.x(), at.y() - pixel.y());
        if (distance <= best && (!nearest || distance < best)) {
            nearest = tip;
            best = distance;
        }
    }
    return nearest;
}

bool DemandDrag::handle(QEvent *event)
{
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() != Qt::LeftButton || m_active)
            return false;
        m_active = tipAt(mouse->position());
        if (!m_active)
            return false;
        // Taken a few pixels off the tip, the tip keeps that offset: no jump at the first move.
        m_grab = coordinates(mouse->position()) - m_active->head;
        m_before = m_model->scenario().users.value(m_active->user).demand;
        m_model->beginInteractiveEdit();
        m_plot->setCursor(Qt::ClosedHandCursor);
        emit dragStarted(m_active->user);
        return true;
    }
    case QEvent::MouseMove: {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (m_active && (mouse->buttons() & Qt::LeftButton)) {
            moveTo(*mouse);
            return true;
        }
        if (!m_active && mouse->buttons() == Qt::NoButton)
            hover(mouse->position());
        return false;
    }
    case QEvent::MouseButtonRelease: {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (!m_active || mouse->button() != Qt::LeftButton)
            return false;
        finish(mouse->position());
        return true;
    }
    case QEvent::Leave:
        if (!m_active) {
            m_hovered.reset();
            m_plot->unsetCursor();
        }
        return false;
    default:
        return false;
    }
}

void DemandDrag::cancel()
{
    if (!m_active)
        return;
    // Merged into the drag's step, the demands it began with leave nothing to undo.
    if (m_before.size() == m_model->scenario().resourceCount())
        m_model->setDemands(m_active->user, onAxes(m_before.value(m_x), m_before.value(m_y)));
    finish(m_plot->mapFromGlobal(QCursor::pos()));
}

void DemandDrag::finish(QPointF pixel)
{
    m_active.reset();
    m_model->endInteractiveEdit();
    QToolTip::hideText();
    m_hovered.reset();
    hover(pixel);
    emit dragFinished();
}

QMap<int, double> DemandDrag::onAxes(double x, double y) const
{
    QMap<int, double> demands{{m_x, x}};
    if (m_y != m_x)
        demands.insert(m_y, y);
    return demands;
}

QPointF DemandDrag::coordinates(QPointF pixel) const
{
    return {m_plot->xAxis->pixelToCoord(pixel.x()), m_plot->yAxis->pixelToCoord(pixel.y())};
}

void DemandDrag::moveTo(const QMouseEvent &event)
{
    const Tip &tip = *m_active;
    const Scenario &scenario = m_model->scenario();
    if (tip.user >= scenario.userCount() || std::max(m_x, m_y) >= scenario.resourceCount())
        return; // the scenario changed under the drag
    const bool snapped = !(event.modifiers() & Qt::ShiftModifier);
    const QPointF perTask = (coordinates(event.position()) - m_grab - tip.tail) / tip.multiple;
    const auto demand = [snapped](double value) {
        value = std::max(0.0, value);
        // Dividing gives the nearest double to 2.1, 1.2...
        return snapped ? std::round(value * kStepsPerUnit) / kStepsPerUnit : value;
    };
    const QMap<int, double> demands = onAxes(demand(perTask.x()), demand(perTask.y()));
    // A demand of nothing on both axes has no direction to draw: the last one stays.
    const bool anyPositive =
        std::any_of(demands.cbegin(), demands.cend(), [](double value) { return value > 0.0; });
    if (anyPositive)
        m_model->setDemands(tip.user, demands);
    QToolTip::showText(event.globalPosition().toPoint(),
                       demandText(tip.user, m_model->scenario().users[tip.user].demand, snapped),
                       m_plot);
}

void DemandDrag::hover(QPointF pixel)
{
    const std::optional<Tip> tip = tipAt(pixel);
    const std::optional<int> user = tip ? std::optional<int>(tip->user) : std::nullopt;
    if (user == m_hovered)
        return;
    m_hovered = user;
    if (!user) {
        m_plot->unsetCursor();
        m_plot->setToolTip(QString());
        return;
    }
    m_plot->setCursor(Qt::OpenHandCursor);
    const Scenario &scenario = m_model->scenario();
    m_plot->setToolTip(tr("%1\nDrag to change it (Shift: off the grid of 0.1)")
                           .arg(demandText(*user, scenario.users[*user].demand, false)));
}

QString DemandDrag::demandText(int user, const QList<double> &demand, bool snapped) const
{
    const Scenario &scenario = m_model->scenario();
    QStringList amounts;
    for (const int j : m_x == m_y ? QList<int>{m_x} : QList<int>{m_x, m_y}) {
        const QString number =
            snapped ? textNumberLocale().toString(demand[j], 'f', 1) : readableDecimal(demand[j]);
        amounts.append(QStringLiteral("%1 %2").arg(number, scenario.resources[j].name));
    }
    return tr("%1: %2 per task").arg(scenario.users[user].name, amounts.join(QStringLiteral(", ")));
}

} // namespace drf
