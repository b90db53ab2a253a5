#include "resourcetablemodel.h"

#include "retranslate.h"
#include "scenariomodel.h"

namespace drf {

ResourceTableModel::ResourceTableModel(ScenarioModel *scenarioModel, QObject *parent)
    : QAbstractTableModel(parent), m_scenarioModel(scenarioModel)
{
    onLanguageChange(this, [this] {
        if (columnCount() > 0)
            emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    });
    connect(m_scenarioModel, &QAbstractItemModel::columnsAboutToBeInserted, this,
            &ResourceTableModel::onColumnsAboutToBeInserted);
    connect(m_scenarioModel, &QAbstractItemModel::columnsInserted, this,
            &ResourceTableModel::endInsertRows);
    connect(m_scenarioModel, &QAbstractItemModel::columnsAboutToBeRemoved, this,
            &ResourceTableModel::onColumnsAboutToBeRemoved);
    connect(m_scenarioModel, &QAbstractItemModel::columnsRemoved, this,
            &ResourceTableModel::endRemoveRows);
    connect(m_scenarioModel, &QAbstractItemModel::modelAboutToBeReset, this,
            &ResourceTableModel::beginResetModel);
    connect(m_scenarioModel, &QAbstractItemModel::modelReset, this,
            &ResourceTableModel::endResetModel);
    connect(m_scenarioModel, &ScenarioModel::resourceChanged, this,
            &ResourceTableModel::onResourceChanged);
}

int ResourceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_scenarioModel->scenario().resourceCount();
}

int ResourceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ResourceTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index))
        return {};
    const Resource &resource = m_scenarioModel->scenario().resources[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case NameColumn:
            return resource.name;
        case CapacityColumn:
            return resource.capacity;
        default:
            return resource.price;
        }
    case Qt::ToolTipRole:
        switch (index.column()) {
        case NameColumn:
            return tr("Name of the resource; it must be unique");
        case CapacityColumn:
            return tr("The cluster has %1 %2")
                .arg(QString::number(resource.capacity), resource.name);
        default:
            return tr("One unit of %1 costs %2 credits in the fixed-price market")
                .arg(resource.name, QString::number(resource.price));
        }
    case Qt::TextAlignmentRole:
        if (index.column() == NameColumn)
            return {};
        return int(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant ResourceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        const QString titles[] = {tr("Name"), tr("Capacity"), tr("Price")};
        return titles[section];
    }
    if (role == Qt::ToolTipRole) {
        const QString tips[] = {tr("The kinds of resource in the cluster"),
                                tr("Capacity C > 0: how much of the resource the cluster has"),
                                tr("Price p > 0 of one unit in the fixed-price market")};
        return tips[section];
    }
    return {};
}

bool ResourceTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || !checkIndex(index))
        return false;
    const int resource = index.row();
    switch (index.column()) {
    case NameColumn:
        return m_scenarioModel->setResourceName(resource, value.toString()).isEmpty();
    case CapacityColumn:
        return m_scenarioModel->setCapacity(resource, numberFromEditor(value)).isEmpty();
    default:
        return m_scenarioModel->setPrice(resource, numberFromEditor(value)).isEmpty();
    }
}

Qt::ItemFlags ResourceTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

int ResourceTableModel::resourceOfColumn(int column) const
{
    return column - m_scenarioModel->demandColumn(0);
}

void ResourceTableModel::onColumnsAboutToBeInserted(const QModelIndex &, int first, int last)
{
    beginInsertRows({}, resourceOfColumn(first), resourceOfColumn(last));
}

void ResourceTableModel::onColumnsAboutToBeRemoved(const QModelIndex &, int first, int last)
{
    beginRemoveRows({}, resourceOfColumn(first), resourceOfColumn(last));
}

void ResourceTableModel::onResourceChanged(int resource)
{
    emit dataChanged(index(resource, NameColumn), index(resource, PriceColumn));
}

} // namespace drf
