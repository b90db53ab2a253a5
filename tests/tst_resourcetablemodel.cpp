#include "resourcetablemodel.h"
#include "scenariomodel.h"
#include "testmain.h"
#include "testutil.h"
#include "validation.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QUndoStack>

using namespace drf;

class TestResourceTableModel : public QObject
{
    Q_OBJECT

private slots:
    void init();

    void layout();
    void editsShareTheUndoStack_data();
    void editsShareTheUndoStack();
    void rejectedEdit();
    void namesAreComparedAsTheFileComparesThem();
    void followsResourceChanges();
    void followsAddAndRemove();
    void followsReset();
    void modelTesterDuringEdits();

private:
    std::unique_ptr<ScenarioModel> m_scenarioModel;
    std::unique_ptr<ResourceTableModel> m_model;
};

void TestResourceTableModel::init()
{
    m_scenarioModel = std::make_unique<ScenarioModel>();
    m_model = std::make_unique<ResourceTableModel>(m_scenarioModel.get());
}

void TestResourceTableModel::layout()
{
    QCOMPARE(m_model->rowCount(), 2);
    QCOMPARE(m_model->columnCount(), 3);
    QCOMPARE(m_model->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Name"));
    QCOMPARE(m_model->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Capacity"));
    QCOMPARE(m_model->headerData(2, Qt::Horizontal).toString(), QStringLiteral("Price"));
    QCOMPARE(m_model->data(m_model->index(1, 0)).toString(), QStringLiteral("GPU"));
    QCOMPARE(m_model->data(m_model->index(1, 1)).toDouble(), 180.0);
    QCOMPARE(m_model->data(m_model->index(0, 2), Qt::EditRole).toDouble(), kDefaultPrice);
    QCOMPARE(m_model->data(m_model->index(1, 1), Qt::ToolTipRole).toString(),
             QStringLiteral("The cluster has 180 GPU"));
    QVERIFY(m_model->flags(m_model->index(0, 1)).testFlag(Qt::ItemIsEditable));
    QCOMPARE(m_model->scenarioModel(), m_scenarioModel.get());
}

void TestResourceTableModel::editsShareTheUndoStack_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QString>("undoText");

    QTest::newRow("name") << 0 << QVariant(QStringLiteral("TPU")) << "Rename resource GPU to TPU";
    QTest::newRow("capacity") << 1 << QVariant(240.0) << "Change GPU's capacity";
    QTest::newRow("capacity as text")
        << 1 << QVariant(QStringLiteral("96")) << "Change GPU's capacity";
    QTest::newRow("price") << 2 << QVariant(2.5) << "Change GPU's price";
}

void TestResourceTableModel::editsShareTheUndoStack()
{
    QFETCH(int, column);
    QFETCH(QVariant, value);
    QFETCH(QString, undoText);
    const QModelIndex cell = m_model->index(1, column);
    const QVariant before = m_model->data(cell, Qt::EditRole);
    QSignalSpy cells(m_model.get(), &ResourceTableModel::dataChanged);
    QSignalSpy resources(m_scenarioModel.get(), &ScenarioModel::resourcesChanged);

    QVERIFY(m_model->setData(cell, value));
    QCOMPARE(m_model->data(cell, Qt::EditRole).toString(), value.toString());
    QCOMPARE(m_scenarioModel->undoStack()->count(), 1);
    QCOMPARE(m_scenarioModel->undoStack()->undoText(), undoText);
    QCOMPARE(cells.count(), 1);
    QCOMPARE(cells.at(0).at(0).toModelIndex(), m_model->index(1, 0));
    QCOMPARE(cells.at(0).at(1).toModelIndex(), m_model->index(1, 2));
    QCOMPARE(resources.count(), 1);

    m_scenarioModel->undoStack()->undo();
    QCOMPARE(m_model->data(cell, Qt::EditRole), before);
    QCOMPARE(cells.count(), 2);
    m_scenarioModel->undoStack()->redo();
    QCOMPARE(m_model->data(cell, Qt::EditRole).toString(), value.toString());
}

void TestResourceTableModel::rejectedEdit()
{
    QSignalSpy rejected(m_scenarioModel.get(), &ScenarioModel::editRejected);
    QSignalSpy cells(m_model.get(), &ResourceTableModel::dataChanged);
    QVERIFY(!m_model->setData(m_model->index(0, 1), -1.0));
    QVERIFY(!m_model->setData(m_model->index(0, 2), QStringLiteral("cheap")));
    QVERIFY(!m_model->setData(m_model->index(0, 0), QStringLiteral("GPU")));
    QVERIFY(!m_model->setData(m_model->index(0, 1), 5.0, Qt::DisplayRole));
    QCOMPARE(rejected.count(), 3);
    QCOMPARE(rejected.at(0).at(0).toString(), "CPU: capacity: " + checkCapacity(-1));
    QCOMPARE(rejected.at(1).at(0).toString(),
             "CPU: price: " + checkPrice(std::numeric_limits<double>::quiet_NaN()));
    QCOMPARE(rejected.at(2).at(0).toString(),
             QStringLiteral("CPU: name: \"GPU\" is already the name of another resource"));
    QCOMPARE(cells.count(), 0);
    QCOMPARE(m_scenarioModel->undoStack()->count(), 0);
}

void TestResourceTableModel::namesAreComparedAsTheFileComparesThem()
{
    // " CPU" looks like "CPU" and the file loader rejects the pair: so must the table.
    QVERIFY(!m_model->setData(m_model->index(1, 0), QStringLiteral(" CPU")));
    QVERIFY(!m_model->setData(m_model->index(1, 0), QStringLiteral("CPU\t")));
    QVERIFY(validateScenario(m_scenarioModel->scenario()).isEmpty());
    QCOMPARE(m_scenarioModel->undoStack()->count(), 0);
    // Spaces around a name of its own are kept, as the file keeps them.
    QVERIFY(m_model->setData(m_model->index(1, 0), QStringLiteral(" TPU ")));
    QCOMPARE(m_model->data(m_model->index(1, 0)).toString(), QStringLiteral(" TPU "));
    QVERIFY(validateScenario(m_scenarioModel->scenario()).isEmpty());
}

void TestResourceTableModel::followsResourceChanges()
{
    QSignalSpy cells(m_model.get(), &ResourceTableModel::dataChanged);
    QCOMPARE(m_scenarioModel->setCapacity(0, 90), QString());
    QCOMPARE(cells.count(), 1);
    QCOMPARE(cells.at(0).at(0).toModelIndex(), m_model->index(0, 0));
    QCOMPARE(m_model->data(m_model->index(0, 1)).toDouble(), 90.0);
    QCOMPARE(m_scenarioModel->setDemand(0, 0, 4), QString()); // not a resource field
    QCOMPARE(cells.count(), 1);
}

void TestResourceTableModel::followsAddAndRemove()
{
    QSignalSpy inserted(m_model.get(), &ResourceTableModel::rowsInserted);
    QSignalSpy removed(m_model.get(), &ResourceTableModel::rowsRemoved);

    QCOMPARE(m_scenarioModel->addResource(Resource{"RAM", 64, 1}, 1), QString());
    QCOMPARE(m_model->rowCount(), 3);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 2);
    QCOMPARE(inserted.at(0).at(2).toInt(), 2);
    QCOMPARE(m_model->data(m_model->index(2, 0)).toString(), QStringLiteral("RAM"));

    QCOMPARE(m_scenarioModel->removeResource(0), QString());
    QCOMPARE(m_model->rowCount(), 2);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.at(0).at(1).toInt(), 0);
    QCOMPARE(removed.at(0).at(2).toInt(), 0);
    QCOMPARE(m_model->data(m_model->index(0, 0)).toString(), QStringLiteral("GPU"));

    m_scenarioModel->undoStack()->undo();
    QCOMPARE(inserted.count(), 2);
    QCOMPARE(inserted.at(1).at(1).toInt(), 0);
    QCOMPARE(m_model->data(m_model->index(0, 0)).toString(), QStringLiteral("CPU"));
    m_scenarioModel->undoStack()->undo();
    QCOMPARE(m_model->rowCount(), 2);
    QCOMPARE(removed.count(), 2);
    QCOMPARE(removed.at(1).at(1).toInt(), 2);
}

void TestResourceTableModel::followsReset()
{
    QSignalSpy reset(m_model.get(), &ResourceTableModel::modelReset);
    Scenario three = Scenario::seed();
    three.resources.append({QStringLiteral("RAM"), 512, 1});
    for (User &user : three.users)
        user.demand.append(4);
    m_scenarioModel->resetScenario(three);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(m_model->rowCount(), 3);
    QCOMPARE(m_model->data(m_model->index(2, 1)).toDouble(), 512.0);
}

void TestResourceTableModel::modelTesterDuringEdits()
{
    QAbstractItemModelTester resourceTester(m_model.get(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester scenarioTester(m_scenarioModel.get(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
    QUndoStack *undo = m_scenarioModel->undoStack();

    QVERIFY(m_model->setData(m_model->index(0, 0), QStringLiteral("Cores")));
    QCOMPARE(m_scenarioModel->addResource(), QString());
    QCOMPARE(m_scenarioModel->addResource(std::nullopt, 1), QString());
    QVERIFY(m_model->setData(m_model->index(3, 1), 33.0));
    QCOMPARE(m_scenarioModel->removeResource(1), QString());
    QCOMPARE(m_scenarioModel->addUser(), QString());
    m_scenarioModel->beginInteractiveEdit();
    for (int step = 1; step <= 10; ++step)
        QVERIFY(m_model->setData(m_model->index(0, 2), 10.0 + step));
    m_scenarioModel->endInteractiveEdit();
    QCOMPARE(undo->count(), 7);
    QCOMPARE(m_model->rowCount(), 3);

    while (undo->canUndo())
        undo->undo();
    QCOMPARE(m_model->rowCount(), 2);
    QCOMPARE(m_model->data(m_model->index(0, 0)).toString(), QStringLiteral("CPU"));
    QCOMPARE(m_model->data(m_model->index(0, 2)).toDouble(), kDefaultPrice);
    while (undo->canRedo())
        undo->redo();
    QCOMPARE(m_model->data(m_model->index(0, 2)).toDouble(), 20.0);
    m_scenarioModel->resetScenario(Scenario::seed());
    QCOMPARE(m_model->rowCount(), 2);
}

DRFVIZ_TEST_GUILESS_MAIN(TestResourceTableModel)
#include "tst_resourcetablemodel.moc"
