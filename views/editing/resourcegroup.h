#pragma once

#include <QGroupBox>
#include <QList>

class QGridLayout;
class QLineEdit;
class QPushButton;
class QToolButton;

namespace drf {

class NumberSpinBox;
class ScenarioModel;
class SliderSpinBox;
class SweepButton;

/// The cluster's editor: per resource its name, capacity (slider and spin box) and unit price,
/// each number with a play button that animates it, plus buttons to add and remove resources
/// (1 to kMaxEditorResources). Children are named "resource-name-j", "capacity-j" (a
/// SliderSpinBox), "sweep-capacity-j", "price-j", "sweep-price-j", "remove-resource-j" and
/// "add-resource".
class ResourceGroup : public QGroupBox
{
    Q_OBJECT

public:
    static constexpr int kMaxEditorResources = 8;

    explicit ResourceGroup(ScenarioModel *model, QWidget *parent = nullptr);

    /// Shows the model's resources and values; emits nothing.
    void sync();

private:
    struct Row
    {
        QLineEdit *name;
        SliderSpinBox *capacity;
        SweepButton *capacitySweep;
        NumberSpinBox *price;
        SweepButton *priceSweep;
        QToolButton *remove;
        QWidget *capacityCell = nullptr; ///< the capacity and its play button
        QWidget *priceCell = nullptr;    ///< the price and its play button
    };

    void setResourceCount(int count);
    void addRow(int resource);
    void removeRow();
    void editName(int resource);
    void revertIfRejected(const QString &reason);

    ScenarioModel *m_model;
    QGridLayout *m_grid;
    QList<Row> m_rows;
    QPushButton *m_add;
};

} // namespace drf
