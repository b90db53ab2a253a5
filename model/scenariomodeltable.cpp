#include "scenariomodel.h"

#include <limits>

// ScenarioModel as a QAbstractTableModel: the cells a view shows, their tool tips and headers,
// and a cell's edit turned into the model's validated edit (scenariomodel.cpp).

namespace drf {

namespace {

const QString kUnbounded = QStringLiteral("∞");

/// A cap, a leave or a work an editor delivered: empty, "unbounded", "∞" or "never" (also in
/// the window's language) clear it.
std::optional<double> optionalFromEditor(const QVariant &value)
{
    const QString text = value.toString().trimmed();
    if (!value.isValid() || text.isEmpty() || text == kUnbounded ||
        text.compare(QStringLiteral("unbounded"), Qt::CaseInsensitive) == 0 ||
        text.compare(QStringLiteral("never"), Qt::CaseInsensitive) == 0 ||
        text.compare(ScenarioModel::tr("never"), Qt::CaseInsensitive) == 0)
        return std::nullopt;
    return numberFromEditor(value);
}

} // namespace

double numberFromEditor(const QVariant &value)
{
    bool ok = false;
    const double number = value.toDouble(&ok);
    return ok ? number : std::numeric_limits<double>::quiet_NaN();
}

int ScenarioModel::resourceOfColumn(int column) const
{
    const int resource = column - demandColumn(0);
    return resource >= 0 && resource < m_scenario.resourceCount() ? resource : -1;
}

int ScenarioModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_scenario.userCount();
}

int ScenarioModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : durationColumn() + 1;
}

QVariant ScenarioModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index))
        return {};
    const User &user = m_scenario.users[index.row()];
    const int column = index.column();
    const int resource = resourceOfColumn(column);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (column == nameColumn())
            return user.name;
        if (resource >= 0)
            return user.demand[resource];
        if (column == weightColumn())
            return user.weight;
        if (column == arriveColumn())
            return user.arrive;
        if (column == durationColumn())
            return user.duration;
        if (column == leaveColumn() || column == workColumn()) {
            const std::optional<double> &time = column == leaveColumn() ? user.leave : user.work;
            if (time)
                return role == Qt::EditRole ? QVariant(*time)
                                            : QVariant(QString::number(*time, 'g', 12));
            return role == Qt::EditRole
                       ? QVariant()
                       : QVariant(column == leaveColumn() ? tr("never") : kUnbounded);
        }
        if (user.maxTasks)
            return role == Qt::EditRole ? QVariant(*user.maxTasks)
                                        : QVariant(QString::number(*user.maxTasks, 'g', 12));
        return role == Qt::EditRole ? QVariant() : QVariant(kUnbounded);
    case Qt::ToolTipRole:
        if (column == nameColumn())
            return tr("Name of the user; it must be unique");
        if (resource >= 0)
            return tr("%1 needs %2 %3 per task")
                .arg(user.name, QString::number(user.demand[resource]),
                     m_scenario.resources[resource].name);
        if (column == weightColumn())
            return tr("Weight of %1: a user of weight 2 counts as two users of weight 1")
                .arg(user.name);
        if (column == arriveColumn())
            return tr("%1 arrives at time %2").arg(user.name, QString::number(user.arrive));
        if (column == leaveColumn())
            return user.leave ? tr("%1 leaves at time %2; clear the cell to let it stay")
                                    .arg(user.name, QString::number(*user.leave))
                              : tr("%1 stays; type a time to make it leave").arg(user.name);
        if (column == workColumn())
            return user.work ? tr("%1's job is %2 tasks; clear the cell for endless work")
                                   .arg(user.name, QString::number(*user.work))
                             : tr("%1's work is endless; type a number of tasks to give it an "
                                  "end")
                                   .arg(user.name);
        if (column == durationColumn())
            return tr("One task of %1 runs for %2").arg(user.name, QString::number(user.duration));
        if (user.maxTasks)
            return tr("%1 runs at most %2 tasks; clear the cell to make its demand unbounded")
                .arg(user.name, QString::number(*user.maxTasks));
        return tr("%1 wants as many tasks as the cluster allows; type a number to cap it")
            .arg(user.name);
    case Qt::TextAlignmentRole:
        if (column == nameColumn())
            return {};
        return int(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant ScenarioModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const int resource = resourceOfColumn(section);
    if (role == Qt::DisplayRole) {
        if (section == nameColumn())
            return tr("Name");
        if (resource >= 0)
            return m_scenario.resources[resource].name;
        if (section == arriveColumn())
            return tr("Arrives");
        if (section == leaveColumn())
            return tr("Leaves");
        if (section == workColumn())
            return tr("Work");
        if (section == durationColumn())
            return tr("Task time");
        return section == weightColumn() ? tr("Weight") : tr("Max tasks");
    }
    if (role == Qt::ToolTipRole) {
        if (section == nameColumn())
            return tr("The users sharing the cluster");
        if (resource >= 0)
            return tr("Each user's demand of %1 per task").arg(m_scenario.resources[resource].name);
        if (section == arriveColumn())
            return tr("When the user arrives (0: from the start)");
        if (section == leaveColumn())
            return tr("When the user leaves, its running tasks killed; empty: it stays");
        if (section == workColumn())
            return tr("Tasks in the user's job; %1 = endless").arg(kUnbounded);
        if (section == durationColumn())
            return tr("How long one task runs (> 0)");
        return section == weightColumn()
                   ? tr("Weight w > 0: the user's share of an equal split")
                   : tr("Cap on the user's tasks; %1 = unbounded demand").arg(kUnbounded);
    }
    return {};
}

bool ScenarioModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || !checkIndex(index))
        return false;
    const int user = index.row();
    const int column = index.column();
    QString reason;
    if (column == nameColumn())
        reason = setUserName(user, value.toString());
    else if (column == weightColumn())
        reason = setWeight(user, numberFromEditor(value));
    else if (column == maxTasksColumn())
        reason = setMaxTasks(user, optionalFromEditor(value));
    else if (column == arriveColumn())
        reason = setArrive(user, numberFromEditor(value));
    else if (column == leaveColumn())
        reason = setLeave(user, optionalFromEditor(value));
    else if (column == workColumn())
        reason = setWork(user, optionalFromEditor(value));
    else if (column == durationColumn())
        reason = setDuration(user, numberFromEditor(value));
    else
        reason = setDemand(user, resourceOfColumn(column), numberFromEditor(value));
    return reason.isEmpty();
}

Qt::ItemFlags ScenarioModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

} // namespace drf
