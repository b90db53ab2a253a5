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

/// The cluster's editor: per resource its name, capacity (slider and spin box) and unit price,
/// plus buttons to add and remove resources (1 to kMaxEditorResources). Children are named
/// "resource-name-j", "capacity-j" (a SliderSpinBox), "price-j", "remove-resource-j" and
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
        NumberSpinBox *price;
        QToolButton *remove;
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
