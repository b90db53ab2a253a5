#pragma once

#include "scenario.h"
#include "scenariomodel.h"

#include <QList>
#include <QUndoCommand>

#include <type_traits>

namespace drf {

/// Which field of a user or resource an edit changes; edits of the same field in the same
/// slider drag merge into one undo step.
enum class EditedField
{
    Name,
    Demand,
    Demands, ///< several demands of one user at once (a drag in the resource plane)
    Weight,
    MaxTasks,
    Arrive,
    Leave,
    Work,
    Duration,
    Capacity,
    Price
};

/// Identical values (no tolerance: this decides whether there is anything to undo).
bool sameValue(const User &a, const User &b);
bool sameValue(const Resource &a, const Resource &b);

/// Base of every undo command of a ScenarioModel: the one class the model lets apply changes.
class ScenarioCommand : public QUndoCommand
{
protected:
    ScenarioCommand(ScenarioModel *model, const QString &text);

    void apply(int index, const User &value) { m_model->applyUser(index, value); }
    void apply(int index, const Resource &value) { m_model->applyResource(index, value); }
    void insertUser(int user, const User &value) { m_model->applyInsertUser(user, value); }
    void removeUser(int user) { m_model->applyRemoveUser(user); }
    void insertResource(int resource, const Resource &value, const QList<double> &demands)
    {
        m_model->applyInsertResource(resource, value, demands);
    }
    void removeResource(int resource) { m_model->applyRemoveResource(resource); }
    void applyHorizon(std::optional<double> horizon) { m_model->applyHorizon(horizon); }
    void applyTitle(const QString &title, bool written) { m_model->applyTitle(title, written); }

    ScenarioModel *m_model;
};

/// Replaces one user or resource (Item = User or Resource) by an edited copy. Inside a drag
/// (drag != 0) it merges with the next edit of the same field: the oldest "before" stays,
/// the newest "after" wins, and a drag that ends where it began leaves no undo step.
template <typename Item> class EditCommand : public ScenarioCommand
{
    static_assert(std::is_same_v<Item, User> || std::is_same_v<Item, Resource>);

public:
    EditCommand(ScenarioModel *model, const QString &text, int index, Item before, Item after,
                EditedField field, int resource, int drag)
        : ScenarioCommand(model, text), m_index(index), m_before(std::move(before)),
          m_after(std::move(after)), m_field(field), m_resource(resource), m_drag(drag)
    {
    }

    void redo() override { apply(m_index, m_after); }
    void undo() override { apply(m_index, m_before); }

    int id() const override
    {
        if (m_drag == 0)
            return -1;
        return std::is_same_v<Item, User> ? 1 : 2;
    }

    bool mergeWith(const QUndoCommand *other) override
    {
        // Same id() means same Item type.
        const auto *next = static_cast<const EditCommand *>(other);
        if (next->m_drag != m_drag || next->m_index != m_index || next->m_field != m_field ||
            next->m_resource != m_resource)
            return false;
        m_after = next->m_after;
        setObsolete(sameValue(m_before, m_after));
        return true;
    }

private:
    int m_index;
    Item m_before;
    Item m_after;
    EditedField m_field;
    int m_resource; ///< the demand's resource, -1 for other fields
    int m_drag;     ///< the slider drag this edit belongs to, 0 when none
};

/// Sets the scenario's horizon (absent: the default rule); the old one back on undo.
class HorizonCommand : public ScenarioCommand
{
public:
    HorizonCommand(ScenarioModel *model, const QString &text, std::optional<double> before,
                   std::optional<double> after)
        : ScenarioCommand(model, text), m_before(before), m_after(after)
    {
    }

    void redo() override { applyHorizon(m_after); }
    void undo() override { applyHorizon(m_before); }

private:
    std::optional<double> m_before;
    std::optional<double> m_after;
};

/// Sets the title the user typed; the title before (and whether the user had typed it) on undo.
class TitleCommand : public ScenarioCommand
{
public:
    TitleCommand(ScenarioModel *model, const QString &text, QString before, bool beforeWritten,
                 QString after)
        : ScenarioCommand(model, text), m_before(std::move(before)), m_beforeWritten(beforeWritten),
          m_after(std::move(after))
    {
    }

    void redo() override { applyTitle(m_after, true); }
    void undo() override { applyTitle(m_before, m_beforeWritten); }

private:
    QString m_before;
    bool m_beforeWritten;
    QString m_after;
};

/// Adds a user (insert = true) or removes it; the reverse on undo.
class UserRowCommand : public ScenarioCommand
{
public:
    UserRowCommand(ScenarioModel *model, const QString &text, int row, User user, bool insert);

    void redo() override;
    void undo() override;

private:
    int m_row;
    User m_user;
    bool m_insert;
};

/// Adds a resource with every user's demand for it (insert = true) or removes it; the reverse
/// on undo, restoring the demands of a removed resource.
class ResourceColumnCommand : public ScenarioCommand
{
public:
    ResourceColumnCommand(ScenarioModel *model, const QString &text, int resource, Resource value,
                          QList<double> demands, bool insert);

    void redo() override;
    void undo() override;

private:
    void insert() { insertResource(m_resource, m_value, m_demands); }
    void remove() { removeResource(m_resource); }

    int m_resource;
    Resource m_value;
    QList<double> m_demands; ///< per user
    bool m_insert;
};

} // namespace drf
