#include "scenariocommands.h"

namespace drf {

bool sameValue(const User &a, const User &b)
{
    return a.name == b.name && a.demand == b.demand && a.weight == b.weight &&
           a.maxTasks == b.maxTasks && a.arrive == b.arrive && a.leave == b.leave &&
           a.work == b.work && a.duration == b.duration;
}

bool sameValue(const Resource &a, const Resource &b)
{
    return a.name == b.name && a.capacity == b.capacity && a.price == b.price;
}

ScenarioCommand::ScenarioCommand(ScenarioModel *model, const QString &text) : m_model(model)
{
    setText(text);
}

UserRowCommand::UserRowCommand(ScenarioModel *model, const QString &text, int row, User user,
                               bool insert)
    : ScenarioCommand(model, text), m_row(row), m_user(std::move(user)), m_insert(insert)
{
}

void UserRowCommand::redo()
{
    if (m_insert)
        insertUser(m_row, m_user);
    else
        removeUser(m_row);
}

void UserRowCommand::undo()
{
    if (m_insert)
        removeUser(m_row);
    else
        insertUser(m_row, m_user);
}

ResourceColumnCommand::ResourceColumnCommand(ScenarioModel *model, const QString &text,
                                             int resource, Resource value, QList<double> demands,
                                             bool insert)
    : ScenarioCommand(model, text), m_resource(resource), m_value(std::move(value)),
      m_demands(std::move(demands)), m_insert(insert)
{
}

void ResourceColumnCommand::redo()
{
    if (m_insert)
        insert();
    else
        remove();
}

void ResourceColumnCommand::undo()
{
    if (m_insert)
        remove();
    else
        insert();
}

} // namespace drf
