#include "scenariomodel.h"

#include "scenariocommands.h"

#include <algorithm>
#include <utility>

// What ScenarioModel's undo commands change (scenariocommands.h), with no validation and no undo
// push, and the signals that say precisely what changed.

namespace drf {

namespace {

/// The same cluster and users (the title aside), value for value.
bool sameContent(const Scenario &a, const Scenario &b)
{
    return a.horizon == b.horizon && a.resources.size() == b.resources.size() &&
           a.users.size() == b.users.size() &&
           std::equal(a.resources.cbegin(), a.resources.cend(), b.resources.cbegin(),
                      [](const Resource &x, const Resource &y) { return sameValue(x, y); }) &&
           std::equal(a.users.cbegin(), a.users.cend(), b.users.cbegin(),
                      [](const User &x, const User &y) { return sameValue(x, y); });
}

} // namespace

void ScenarioModel::applyHorizon(std::optional<double> horizon)
{
    m_scenario.horizon = horizon;
    emit scenarioChanged();
}

void ScenarioModel::applyTitle(const QString &title, bool written)
{
    m_scenario.title = title;
    m_titleWritten = written;
    emit scenarioChanged();
}

void ScenarioModel::followLoadedTitle()
{
    if (m_titleWritten || m_loaded.title.isEmpty())
        return;
    m_scenario.title =
        sameContent(m_scenario, m_loaded) ? m_loaded.title : basedOnTitle(m_loaded.title);
}

void ScenarioModel::applyUser(int user, const User &value)
{
    const User before = std::exchange(m_scenario.users[user], value);
    QList<int> changed;
    if (before.name != value.name)
        changed.append(nameColumn());
    for (int j = 0; j < value.demand.size(); ++j)
        if (before.demand[j] != value.demand[j])
            changed.append(demandColumn(j));
    if (before.weight != value.weight)
        changed.append(weightColumn());
    if (before.maxTasks != value.maxTasks)
        changed.append(maxTasksColumn());
    if (before.arrive != value.arrive)
        changed.append(arriveColumn());
    if (before.leave != value.leave)
        changed.append(leaveColumn());
    if (before.work != value.work)
        changed.append(workColumn());
    if (before.duration != value.duration)
        changed.append(durationColumn());
    for (int column : changed)
        emit dataChanged(index(user, column), index(user, column));
    emit userChanged(user);
    emit scenarioChanged();
}

void ScenarioModel::applyResource(int resource, const Resource &value)
{
    const Resource before = std::exchange(m_scenario.resources[resource], value);
    if (before.name != value.name)
        emit headerDataChanged(Qt::Horizontal, demandColumn(resource), demandColumn(resource));
    emit resourceChanged(resource);
    emit resourcesChanged();
    emit scenarioChanged();
}

void ScenarioModel::applyInsertUser(int user, const User &value)
{
    beginInsertRows({}, user, user);
    m_scenario.users.insert(user, value);
    endInsertRows();
    emit scenarioChanged();
}

void ScenarioModel::applyRemoveUser(int user)
{
    beginRemoveRows({}, user, user);
    m_scenario.users.removeAt(user);
    endRemoveRows();
    emit scenarioChanged();
}

void ScenarioModel::applyInsertResource(int resource, const Resource &value,
                                        const QList<double> &demands)
{
    beginInsertColumns({}, demandColumn(resource), demandColumn(resource));
    m_scenario.resources.insert(resource, value);
    for (int i = 0; i < m_scenario.userCount(); ++i)
        m_scenario.users[i].demand.insert(resource, demands[i]);
    endInsertColumns();
    emit resourcesChanged();
    emit scenarioChanged();
}

void ScenarioModel::applyRemoveResource(int resource)
{
    beginRemoveColumns({}, demandColumn(resource), demandColumn(resource));
    m_scenario.resources.removeAt(resource);
    for (User &user : m_scenario.users)
        user.demand.removeAt(resource);
    endRemoveColumns();
    emit resourcesChanged();
    emit scenarioChanged();
}

} // namespace drf
