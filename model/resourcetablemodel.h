#pragma once

#include <QAbstractTableModel>

namespace drf {

class ScenarioModel;

/// The scenario's resources as a table (rows = resources; columns = name, capacity, price) for
/// views that edit the cluster. It holds no data of its own: it reads the ScenarioModel, edits
/// through it (so the undo stack is shared) and follows its signals.
class ResourceTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,
        CapacityColumn,
        PriceColumn,
        ColumnCount
    };

    /// `scenarioModel` must outlive this model.
    explicit ResourceTableModel(ScenarioModel *scenarioModel, QObject *parent = nullptr);

    ScenarioModel *scenarioModel() const { return m_scenarioModel; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    /// Edits through ScenarioModel::setResourceName(), setCapacity() or setPrice().
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    // The scenario model's demand columns are this model's rows.
    int resourceOfColumn(int column) const;
    void onColumnsAboutToBeInserted(const QModelIndex &parent, int first, int last);
    void onColumnsAboutToBeRemoved(const QModelIndex &parent, int first, int last);
    void onResourceChanged(int resource);

    ScenarioModel *m_scenarioModel;
};

} // namespace drf
