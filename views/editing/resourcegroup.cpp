#include "resourcegroup.h"

#include "linetextvalidator.h"
#include "numberspinbox.h"
#include "retranslate.h"
#include "scenariomodel.h"
#include "sliderspinbox.h"
#include "sweepbutton.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QToolButton>

namespace drf {

namespace {

/// Grid rows: headers, one per resource, then the add button.
constexpr int kAddRow = kMaxResources + 1;
/// Grid columns.
enum Column
{
    NameColumn,
    CapacityColumn,
    PriceColumn,
    RemoveColumn,
    ColumnCount
};

/// `field` with its play button right after it, in one cell: the button clearly belongs to it,
/// and the narrow editor loses no spacing.
QWidget *withSweepButton(QWidget *field, SweepButton *sweep, QWidget *parent)
{
    auto *cell = new QWidget(parent);
    auto *layout = new QHBoxLayout(cell);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    field->setParent(cell);
    sweep->setParent(cell);
    layout->addWidget(field, 1);
    layout->addWidget(sweep);
    return cell;
}

} // namespace

ResourceGroup::ResourceGroup(ScenarioModel *model, QWidget *parent)
    : QGroupBox(parent), m_model(model), m_grid(new QGridLayout(this)), m_add(new QPushButton(this))
{
    setObjectName(QStringLiteral("cluster"));
    m_grid->setContentsMargins(6, 4, 6, 6);
    m_grid->setVerticalSpacing(2);
    m_grid->setColumnStretch(1, 1);
    const std::pair<int, const char *> headers[] = {{NameColumn, QT_TR_NOOP("Resource")},
                                                    {CapacityColumn, QT_TR_NOOP("Capacity")},
                                                    {PriceColumn, QT_TR_NOOP("Price")}};
    for (const auto &[column, text] : headers) {
        auto *header = new QLabel(this);
        translateTexts(header, [header, text = text] { header->setText(tr(text)); });
        header->setEnabled(false); // the style's muted text colour
        m_grid->addWidget(header, 0, column);
    }
    m_add->setObjectName(QStringLiteral("add-resource"));
    m_grid->addWidget(m_add, kAddRow, 0, 1, ColumnCount, Qt::AlignLeft);
    connect(m_add, &QPushButton::clicked, this,
            [this] { revertIfRejected(m_model->addResource()); });
    translateTexts(this, [this] {
        setTitle(tr("Cluster"));
        m_add->setText(tr("Add resource"));
        m_add->setToolTip(tr("Add a resource that nobody needs yet (at most %1 in the editor)")
                              .arg(kMaxEditorResources));
        for (const Row &row : m_rows)
            row.name->setToolTip(tr("The resource's name (unique)"));
        sync();
    });
}

void ResourceGroup::sync()
{
    const Scenario &scenario = m_model->scenario();
    setResourceCount(scenario.resourceCount());
    for (int j = 0; j < scenario.resourceCount(); ++j) {
        const Resource &resource = scenario.resources[j];
        const Row &row = m_rows[j];
        if (!row.name->hasFocus() && row.name->text() != resource.name)
            row.name->setText(resource.name);
        row.capacity->setValue(resource.capacity);
        row.capacity->setHint(tr("How much %1 the cluster has").arg(resource.name),
                              tr("%1: capacity").arg(resource.name));
        row.capacitySweep->setValueName(tr("%1: capacity").arg(resource.name));
        row.name->setAccessibleName(tr("Resource %1: name").arg(j + 1));
        row.price->setAccessibleName(tr("%1: price").arg(resource.name));
        row.priceSweep->setValueName(tr("%1: price").arg(resource.name));
        row.remove->setAccessibleName(tr("Remove resource %1").arg(resource.name));
        row.price->setValueQuietly(resource.price);
        row.price->setToolTip(
            tr("Credits per unit of %1 in the fixed-price market").arg(resource.name));
        row.remove->setEnabled(scenario.resourceCount() > 1);
        row.remove->setToolTip(tr("Remove %1 and every user's demand for it").arg(resource.name));
    }
    m_add->setEnabled(scenario.resourceCount() < kMaxEditorResources);
}

void ResourceGroup::setResourceCount(int count)
{
    while (m_rows.size() > count)
        removeRow();
    while (m_rows.size() < count)
        addRow(int(m_rows.size()));
}

void ResourceGroup::addRow(int resource)
{
    const QString index = QString::number(resource);
    const auto resourceValue = [this, resource](double Resource::*field) {
        return [this, resource, field] {
            const Scenario &scenario = m_model->scenario();
            return resource < scenario.resourceCount() ? scenario.resources[resource].*field : 0.0;
        };
    };
    Row row{
        new QLineEdit(this),
        new SliderSpinBox(kCapacitySliderBase, this),
        new SweepButton(
            m_model, resourceValue(&Resource::capacity),
            [this, resource](double value) { return m_model->setCapacity(resource, value); }, this),
        new NumberSpinBox(this),
        new SweepButton(
            m_model, resourceValue(&Resource::price),
            [this, resource](double value) { return m_model->setPrice(resource, value); }, this),
        new QToolButton(this),
        nullptr,
        nullptr};
    row.name->setObjectName(QStringLiteral("resource-name-") + index);
    limitLineText(row.name, kMaxNameLength);
    row.name->setMaximumWidth(110);
    row.name->setToolTip(tr("The resource's name (unique)"));
    row.capacity->setObjectName(QStringLiteral("capacity-") + index);
    row.capacity->slider()->setObjectName(QStringLiteral("capacity-%1-slider").arg(resource));
    // The cluster's row is the editor's widest: its slider gives way first.
    row.capacity->slider()->setMinimumWidth(40);
    row.capacitySweep->setObjectName(QStringLiteral("sweep-capacity-") + index);
    row.price->setObjectName(QStringLiteral("price-") + index);
    row.priceSweep->setObjectName(QStringLiteral("sweep-price-") + index);
    row.price->setMinimumWidth(56);
    row.remove->setObjectName(QStringLiteral("remove-resource-") + index);
    row.remove->setText(QStringLiteral("✕"));
    row.remove->setAutoRaise(true);
    m_grid->addWidget(row.name, 1 + resource, NameColumn);
    row.capacityCell = withSweepButton(row.capacity, row.capacitySweep, this);
    row.priceCell = withSweepButton(row.price, row.priceSweep, this);
    m_grid->addWidget(row.capacityCell, 1 + resource, CapacityColumn);
    m_grid->addWidget(row.priceCell, 1 + resource, PriceColumn);
    m_grid->addWidget(row.remove, 1 + resource, RemoveColumn);
    m_rows.append(row);

    connect(row.name, &QLineEdit::editingFinished, this, [this, resource] { editName(resource); });
    connect(row.capacity, &SliderSpinBox::valueEdited, this, [this, resource](double value) {
        revertIfRejected(m_model->setCapacity(resource, value));
    });
    connect(row.capacity, &SliderSpinBox::dragStarted, m_model,
            &ScenarioModel::beginInteractiveEdit);
    connect(row.capacity, &SliderSpinBox::dragFinished, m_model,
            &ScenarioModel::endInteractiveEdit);
    connect(row.price, &NumberSpinBox::valueChanged, this, [this, resource](double value) {
        revertIfRejected(m_model->setPrice(resource, value));
    });
    connect(row.remove, &QToolButton::clicked, this,
            [this, resource] { revertIfRejected(m_model->removeResource(resource)); });
}

void ResourceGroup::removeRow()
{
    const Row row = m_rows.takeLast();
    // The row's remove button may be the sender of the signal that led here.
    for (QWidget *widget : {static_cast<QWidget *>(row.name), row.capacityCell, row.priceCell,
                            static_cast<QWidget *>(row.remove)}) {
        widget->hide();
        m_grid->removeWidget(widget);
        widget->deleteLater();
    }
}

void ResourceGroup::editName(int resource)
{
    if (resource >= m_rows.size() || resource >= m_model->scenario().resourceCount())
        return; // a row on its way out losing focus
    const Row &row = m_rows[resource];
    if (row.name->text() != m_model->scenario().resources[resource].name)
        revertIfRejected(m_model->setResourceName(resource, row.name->text()));
}

void ResourceGroup::revertIfRejected(const QString &reason)
{
    if (reason.isEmpty())
        return;
    const Scenario &scenario = m_model->scenario();
    for (int j = 0; j < m_rows.size() && j < scenario.resourceCount(); ++j)
        m_rows[j].name->setText(scenario.resources[j].name);
    sync();
}

} // namespace drf
