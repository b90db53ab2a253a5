#include "scenariomodel.h"
#include "testmain.h"
#include "testutil.h"
#include "validation.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QUndoStack>

#include <functional>
#include <limits>

using namespace drf;

using Edit = std::function<QString(ScenarioModel &)>;
Q_DECLARE_METATYPE(Edit)

namespace {

const double kNaN = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();

/// The seed plus C = (0 CPU, 2 GPU), weight 2, at most 10 tasks: C's only positive demand is GPU.
Scenario fixture()
{
    Scenario s = Scenario::seed();
    s.users.append({QStringLiteral("C"), {0.0, 2.0}, 2.0, 10.0});
    return s;
}

/// Every field as text, so that QCOMPARE shows what differs.
QString describe(const Scenario &s)
{
    QStringList lines{s.title};
    for (const Resource &r : s.resources)
        lines << QStringLiteral("%1 %2 %3").arg(r.name).arg(r.capacity).arg(r.price);
    for (const User &u : s.users) {
        QStringList demand;
        for (double d : u.demand)
            demand << QString::number(d);
        lines << QStringLiteral("%1 (%2) w=%3 T=%4")
                     .arg(u.name, demand.join(QLatin1Char(',')))
                     .arg(u.weight)
                     .arg(u.maxTasks ? QString::number(*u.maxTasks) : QStringLiteral("-"));
    }
    return lines.join(QLatin1Char('\n'));
}

QString headers(const QAbstractItemModel &model)
{
    QStringList titles;
    for (int c = 0; c < model.columnCount(); ++c)
        titles << model.headerData(c, Qt::Horizontal).toString();
    return titles.join(QLatin1Char('|'));
}

} // namespace

class TestScenarioModel : public QObject
{
    Q_OBJECT

private slots:
    void init();

    void defaultIsSeed();
    void tableLayout();
    void maxTasksRoles();

    void editAppliesUndoesRedoes_data();
    void editAppliesUndoesRedoes();
    void identicalValuePushesNothing();
    void rejection_data();
    void rejection();
    void rejectionBySetData();
    void rejectLastUserAndResource();
    void rejectBeyondLimits();

    void setDataRoundTrip();
    void demandEditSignals();
    void resourceRenameSignals();
    void capacityAndPriceSignals();
    void addRemoveUsers();
    void addRemoveResources();
    void resetScenario();

    void dragIsOneUndoStep();
    void twoDragsAreTwoSteps();
    void editsOutsideDragDoNotMerge();
    void dragOnTwoFieldsDoesNotMerge();
    void dragBackToStartLeavesNoStep();
    void twoDemandDragIsOneUndoStep();
    void twoDemandEditIsValidated();

    void modelTesterDuringEdits();

private:
    std::unique_ptr<ScenarioModel> m_model;
};

void TestScenarioModel::init()
{
    m_model = std::make_unique<ScenarioModel>();
    m_model->resetScenario(fixture());
}

void TestScenarioModel::defaultIsSeed()
{
    ScenarioModel model;
    QCOMPARE(describe(model.scenario()), describe(Scenario::seed()));
    QCOMPARE(model.undoStack()->count(), 0);
    QVERIFY(model.undoStack()->isClean());
    QCOMPARE(model.undoStack()->parent(), &model);
}

void TestScenarioModel::tableLayout()
{
    QCOMPARE(m_model->rowCount(), 3);
    QCOMPARE(m_model->columnCount(), 9);
    QCOMPARE(headers(*m_model),
             QStringLiteral("Name|CPU|GPU|Weight|Max tasks|Arrives|Leaves|Work|Task time"));
    QCOMPARE(m_model->weightColumn(), 3);
    QCOMPARE(m_model->maxTasksColumn(), 4);
    QCOMPARE(m_model->arriveColumn(), 5);
    QCOMPARE(m_model->durationColumn(), 8);
    QCOMPARE(m_model->resourceOfColumn(0), -1);
    QCOMPARE(m_model->resourceOfColumn(1), 0);
    QCOMPARE(m_model->resourceOfColumn(2), 1);
    QCOMPARE(m_model->resourceOfColumn(3), -1);
    QCOMPARE(m_model->data(m_model->index(1, 0)).toString(), QStringLiteral("B"));
    QCOMPARE(m_model->data(m_model->index(1, 2)).toDouble(), 3.0);
    QCOMPARE(m_model->data(m_model->index(2, 3), Qt::EditRole).toDouble(), 2.0);
    QCOMPARE(m_model->data(m_model->index(1, 2), Qt::ToolTipRole).toString(),
             QStringLiteral("B needs 3 GPU per task"));
    QVERIFY(!m_model->headerData(2, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
    QVERIFY(m_model->flags(m_model->index(0, 1)).testFlag(Qt::ItemIsEditable));
    QVERIFY(!m_model->data(m_model->index(5, 0)).isValid());
}

void TestScenarioModel::maxTasksRoles()
{
    const QModelIndex unbounded = m_model->index(0, m_model->maxTasksColumn());
    QCOMPARE(m_model->data(unbounded).toString(), QStringLiteral("∞"));
    QVERIFY(!m_model->data(unbounded, Qt::EditRole).isValid());
    QVERIFY(m_model->data(unbounded, Qt::ToolTipRole).toString().contains(QLatin1String("A ")));
    const QModelIndex capped = m_model->index(2, m_model->maxTasksColumn());
    QCOMPARE(m_model->data(capped).toString(), QStringLiteral("10"));
    QCOMPARE(m_model->data(capped, Qt::EditRole).toDouble(), 10.0);
}

void TestScenarioModel::editAppliesUndoesRedoes_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QString>("undoText");

    QTest::newRow("user name") << Edit([](ScenarioModel &m) { return m.setUserName(1, "Bob"); })
                               << "Rename user B to Bob";
    QTest::newRow("demand") << Edit([](ScenarioModel &m) { return m.setDemand(1, 1, 4.5); })
                            << "Change B's demand for GPU";
    QTest::newRow("demand to 0") << Edit([](ScenarioModel &m) { return m.setDemand(0, 0, 0); })
                                 << "Change A's demand for CPU";
    QTest::newRow("weight") << Edit([](ScenarioModel &m) { return m.setWeight(0, 3); })
                            << "Change A's weight";
    QTest::newRow("cap") << Edit([](ScenarioModel &m) { return m.setMaxTasks(0, 7.0); })
                         << "Change A's max tasks";
    QTest::newRow("cap cleared") << Edit([](ScenarioModel &m) {
        return m.setMaxTasks(2, std::nullopt);
    }) << "Change C's max tasks";
    QTest::newRow("resource name")
        << Edit([](ScenarioModel &m) { return m.setResourceName(1, "TPU"); })
        << "Rename resource GPU to TPU";
    QTest::newRow("capacity") << Edit([](ScenarioModel &m) { return m.setCapacity(1, 240); })
                              << "Change GPU's capacity";
    QTest::newRow("price") << Edit([](ScenarioModel &m) { return m.setPrice(0, 12.5); })
                           << "Change CPU's price";
    QTest::newRow("add user") << Edit([](ScenarioModel &m) { return m.addUser(); }) << "Add user D";
    QTest::newRow("add given user") << Edit([](ScenarioModel &m) {
        return m.addUser(User{"Eve", {0.5, 0.0}, 1.5, 3.0});
    }) << "Add user Eve";
    QTest::newRow("remove user") << Edit([](ScenarioModel &m) { return m.removeUser(0); })
                                 << "Remove user A";
    QTest::newRow("add resource") << Edit([](ScenarioModel &m) { return m.addResource(); })
                                  << "Add resource Memory";
    QTest::newRow("add given resource") << Edit([](ScenarioModel &m) {
        return m.addResource(Resource{"RAM", 64, 2}, 4);
    }) << "Add resource RAM";
    QTest::newRow("remove resource")
        << Edit([](ScenarioModel &m) { return m.removeResource(0); }) << "Remove resource CPU";
}

void TestScenarioModel::editAppliesUndoesRedoes()
{
    QFETCH(Edit, edit);
    QFETCH(QString, undoText);
    const QString before = describe(m_model->scenario());
    QSignalSpy changed(m_model.get(), &ScenarioModel::scenarioChanged);
    QSignalSpy rejected(m_model.get(), &ScenarioModel::editRejected);

    QCOMPARE(edit(*m_model), QString());
    const QString after = describe(m_model->scenario());
    QVERIFY(after != before);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(rejected.count(), 0);
    QCOMPARE(m_model->undoStack()->count(), 1);
    QCOMPARE(m_model->undoStack()->undoText(), undoText);
    QVERIFY(validateScenario(m_model->scenario()).isEmpty());

    m_model->undoStack()->undo();
    QCOMPARE(describe(m_model->scenario()), before);
    QCOMPARE(changed.count(), 2);
    m_model->undoStack()->redo();
    QCOMPARE(describe(m_model->scenario()), after);
    QCOMPARE(changed.count(), 3);
}

void TestScenarioModel::identicalValuePushesNothing()
{
    QSignalSpy changed(m_model.get(), &ScenarioModel::scenarioChanged);
    QCOMPARE(m_model->setDemand(1, 1, 3.0), QString());
    QCOMPARE(m_model->setUserName(0, "A"), QString());
    QCOMPARE(m_model->setCapacity(0, 180), QString());
    QCOMPARE(m_model->undoStack()->count(), 0);
    QCOMPARE(changed.count(), 0);
}

void TestScenarioModel::rejection_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QString>("reason");

    const QString demand = checkDemandComponent(-1);
    QTest::newRow("negative demand") << Edit([](ScenarioModel &m) { return m.setDemand(1, 0, -1); })
                                     << "B: demand for CPU: " + demand;
    QTest::newRow("NaN demand") << Edit([](ScenarioModel &m) { return m.setDemand(1, 1, kNaN); })
                                << "B: demand for GPU: " + checkDemandComponent(kNaN);
    QTest::newRow("infinite demand")
        << Edit([](ScenarioModel &m) { return m.setDemand(0, 1, kInf); })
        << "A: demand for GPU: " + checkDemandComponent(kInf);
    QTest::newRow("huge demand") << Edit([](ScenarioModel &m) { return m.setDemand(0, 1, 1e13); })
                                 << "A: demand for GPU: " + checkDemandComponent(1e13);
    QTest::newRow("only positive demand to 0")
        << Edit([](ScenarioModel &m) { return m.setDemand(2, 1, 0); })
        << "C: demand: at least one demand must be > 0";
    QTest::newRow("zero weight") << Edit([](ScenarioModel &m) { return m.setWeight(0, 0); })
                                 << "A: weight: " + checkWeight(0);
    QTest::newRow("NaN weight") << Edit([](ScenarioModel &m) { return m.setWeight(0, kNaN); })
                                << "A: weight: " + checkWeight(kNaN);
    QTest::newRow("negative cap") << Edit([](ScenarioModel &m) { return m.setMaxTasks(2, -1.0); })
                                  << "C: max tasks: " + checkMaxTasks(-1.0);
    QTest::newRow("empty user name") << Edit([](ScenarioModel &m) { return m.setUserName(1, ""); })
                                     << "B: name: " + checkName(QString());
    QTest::newRow("duplicate user name")
        << Edit([](ScenarioModel &m) { return m.setUserName(1, "A"); })
        << "B: name: \"A\" is already the name of another user";
    QTest::newRow("empty resource name")
        << Edit([](ScenarioModel &m) { return m.setResourceName(0, ""); })
        << "CPU: name: " + checkName(QString());
    QTest::newRow("duplicate resource name")
        << Edit([](ScenarioModel &m) { return m.setResourceName(0, "GPU"); })
        << "CPU: name: \"GPU\" is already the name of another resource";
    QTest::newRow("zero capacity") << Edit([](ScenarioModel &m) { return m.setCapacity(1, 0); })
                                   << "GPU: capacity: " + checkCapacity(0);
    QTest::newRow("infinite capacity")
        << Edit([](ScenarioModel &m) { return m.setCapacity(1, kInf); })
        << "GPU: capacity: " + checkCapacity(kInf);
    QTest::newRow("negative price") << Edit([](ScenarioModel &m) { return m.setPrice(0, -2); })
                                    << "CPU: price: " + checkPrice(-2);
    QTest::newRow("user index") << Edit([](ScenarioModel &m) { return m.setDemand(3, 0, 1); })
                                << "users[3]: no such user (the scenario has 3)";
    QTest::newRow("negative user index")
        << Edit([](ScenarioModel &m) { return m.setWeight(-1, 1); })
        << "users[-1]: no such user (the scenario has 3)";
    QTest::newRow("resource index") << Edit([](ScenarioModel &m) { return m.setDemand(0, 2, 1); })
                                    << "resources[2]: no such resource (the scenario has 2)";
    QTest::newRow("remove user index") << Edit([](ScenarioModel &m) { return m.removeUser(9); })
                                       << "users[9]: no such user (the scenario has 3)";
    QTest::newRow("remove resource index")
        << Edit([](ScenarioModel &m) { return m.removeResource(-1); })
        << "resources[-1]: no such resource (the scenario has 2)";
    QTest::newRow("capacity index") << Edit([](ScenarioModel &m) { return m.setCapacity(2, 1); })
                                    << "resources[2]: no such resource (the scenario has 2)";
    QTest::newRow("remove resource leaving zero demand")
        << Edit([](ScenarioModel &m) { return m.removeResource(1); })
        << "cannot remove GPU: C would have no positive demand left";
    QTest::newRow("add user, duplicate name") << Edit([](ScenarioModel &m) {
        return m.addUser(User{"B", {1, 1}, 1, {}});
    }) << "B: name: \"B\" is already the name of another user";
    QTest::newRow("add user, wrong demand length") << Edit([](ScenarioModel &m) {
        return m.addUser(User{"D", {1}, 1, {}});
    }) << "D: demand: has 1 values for 2 resources";
    QTest::newRow("add user, zero demand") << Edit([](ScenarioModel &m) {
        return m.addUser(User{"D", {0, 0}, 1, {}});
    }) << "D: demand: at least one demand must be > 0";
    QTest::newRow("add user, no name") << Edit([](ScenarioModel &m) {
        return m.addUser(User{"", {1, 0}, 1, {}});
    }) << "new user: name: " + checkName(QString());
    QTest::newRow("add resource, bad capacity") << Edit([](ScenarioModel &m) {
        return m.addResource(Resource{"RAM", -4, 10});
    }) << "RAM: capacity: " + checkCapacity(-4);
    QTest::newRow("add resource, bad demand")
        << Edit([](ScenarioModel &m) { return m.addResource(std::nullopt, -1); })
        << "Memory: every user's demand: " + demand;
    // Distinct given times the simulation would take as one instant (the file loader's rule;
    // A, B and C arrive at 0).
    const QString sameInstant = QStringLiteral(
        " are within 1e-9 of each other (relative; absolute below 1), which drfviz takes as the "
        "same instant: make them equal or farther apart");
    QTest::newRow("arrive at others' instant")
        << Edit([](ScenarioModel &m) { return m.setArrive(1, 1e-10); })
        << "user C's arrive 0 and user B's arrive 1e-10" + sameInstant;
    QTest::newRow("horizon at the arrivals' instant")
        << Edit([](ScenarioModel &m) { return m.setHorizon(5e-10); })
        << "user C's arrive 0 and the horizon 5e-10" + sameInstant;
    QTest::newRow("add user arriving at others' instant") << Edit([](ScenarioModel &m) {
        User late{"D", {1, 1}, 1, {}};
        late.arrive = 2e-10;
        return m.addUser(late);
    }) << "user C's arrive 0 and user D's arrive 2e-10" + sameInstant;
}

void TestScenarioModel::rejection()
{
    QFETCH(Edit, edit);
    QFETCH(QString, reason);
    const QString before = describe(m_model->scenario());
    QSignalSpy rejected(m_model.get(), &ScenarioModel::editRejected);
    QSignalSpy changed(m_model.get(), &ScenarioModel::scenarioChanged);
    QSignalSpy resources(m_model.get(), &ScenarioModel::resourcesChanged);
    QSignalSpy cells(m_model.get(), &ScenarioModel::dataChanged);

    QCOMPARE(edit(*m_model), reason);
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(rejected.at(0).at(0).toString(), reason);
    QCOMPARE(describe(m_model->scenario()), before);
    QCOMPARE(m_model->undoStack()->count(), 0);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(resources.count(), 0);
    QCOMPARE(cells.count(), 0);
}

void TestScenarioModel::rejectionBySetData()
{
    QSignalSpy rejected(m_model.get(), &ScenarioModel::editRejected);
    QVERIFY(!m_model->setData(m_model->index(1, 1), -1.0));
    QVERIFY(!m_model->setData(m_model->index(1, 1), QStringLiteral("lots")));
    QVERIFY(!m_model->setData(m_model->index(1, 3), QStringLiteral("0")));
    QVERIFY(!m_model->setData(m_model->index(1, 0), QStringLiteral("C")));
    QCOMPARE(rejected.count(), 4);
    QCOMPARE(rejected.at(1).at(0).toString(), "B: demand for CPU: " + checkDemandComponent(kNaN));
    QVERIFY(!m_model->setData(m_model->index(1, 1), 5.0, Qt::DisplayRole));
    QVERIFY(!m_model->setData(QModelIndex(), 5.0));
    QCOMPARE(m_model->undoStack()->count(), 0);
    QCOMPARE(describe(m_model->scenario()), describe(fixture()));
}

void TestScenarioModel::rejectLastUserAndResource()
{
    Scenario lone;
    lone.resources = {{"CPU", 10, 10}};
    lone.users = {{"Solo", {1}, 1, {}}};
    m_model->resetScenario(lone);
    QSignalSpy rejected(m_model.get(), &ScenarioModel::editRejected);
    QCOMPARE(m_model->removeUser(0), "cannot remove Solo: a scenario needs at least one user");
    QCOMPARE(m_model->removeResource(0),
             "cannot remove CPU: a scenario needs at least one resource");
    QCOMPARE(rejected.count(), 2);
    QCOMPARE(m_model->undoStack()->count(), 0);
}

void TestScenarioModel::rejectBeyondLimits()
{
    while (m_model->scenario().resourceCount() < kMaxResources)
        QCOMPARE(m_model->addResource(), QString());
    QCOMPARE(m_model->headerData(m_model->demandColumn(15), Qt::Horizontal).toString(),
             QStringLiteral("Resource 16"));
    QCOMPARE(m_model->addResource(), "cannot add a resource: a scenario has at most 16 resources");

    Scenario crowd = Scenario::seed();
    for (int i = crowd.userCount(); i < kMaxUsers; ++i)
        crowd.users.append({QStringLiteral("U%1").arg(i), {1, 1}, 1, {}});
    m_model->resetScenario(crowd);
    QCOMPARE(m_model->rowCount(), kMaxUsers);
    QCOMPARE(m_model->addUser(), "cannot add a user: a scenario has at most 10000 users");
    QCOMPARE(m_model->undoStack()->count(), 0);
}

void TestScenarioModel::setDataRoundTrip()
{
    QVERIFY(m_model->setData(m_model->index(0, 0), QStringLiteral("Ann")));
    QVERIFY(m_model->setData(m_model->index(0, 1), QStringLiteral("4")));
    QVERIFY(m_model->setData(m_model->index(0, 2), 0.5));
    QVERIFY(m_model->setData(m_model->index(0, 3), 2.5));
    QVERIFY(m_model->setData(m_model->index(0, 4), 12));
    QCOMPARE(m_model->scenario().users[0].maxTasks, std::optional<double>(12.0));
    QVERIFY(m_model->setData(m_model->index(0, 4), QString()));
    QCOMPARE(m_model->scenario().users[0].maxTasks, std::nullopt);
    QVERIFY(m_model->setData(m_model->index(2, 4), QStringLiteral("Unbounded")));
    QCOMPARE(m_model->scenario().users[2].maxTasks, std::nullopt);
    QVERIFY(m_model->setData(m_model->index(2, 4), 0));
    QCOMPARE(m_model->scenario().users[2].maxTasks, std::optional<double>(0.0));
    QVERIFY(m_model->setData(m_model->index(2, 4), QVariant()));
    QCOMPARE(m_model->scenario().users[2].maxTasks, std::nullopt);

    const User &ann = m_model->scenario().users[0];
    QCOMPARE(ann.name, QStringLiteral("Ann"));
    QCOMPARE(ann.demand, QList<double>({4.0, 0.5}));
    QCOMPARE(ann.weight, 2.5);
    QCOMPARE(m_model->undoStack()->count(), 9);
    while (m_model->undoStack()->canUndo())
        m_model->undoStack()->undo();
    QCOMPARE(describe(m_model->scenario()), describe(fixture()));
}

void TestScenarioModel::demandEditSignals()
{
    QSignalSpy cells(m_model.get(), &ScenarioModel::dataChanged);
    QSignalSpy changed(m_model.get(), &ScenarioModel::scenarioChanged);
    QSignalSpy resources(m_model.get(), &ScenarioModel::resourcesChanged);
    QSignalSpy headerSpy(m_model.get(), &ScenarioModel::headerDataChanged);
    QSignalSpy user(m_model.get(), &ScenarioModel::userChanged);

    QCOMPARE(m_model->setDemand(1, 1, 2.0), QString());
    QCOMPARE(user.count(), 1);
    QCOMPARE(user.at(0).at(0).toInt(), 1);
    QCOMPARE(cells.count(), 1);
    QCOMPARE(cells.at(0).at(0).toModelIndex(), m_model->index(1, 2));
    QCOMPARE(cells.at(0).at(1).toModelIndex(), m_model->index(1, 2));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(resources.count(), 0);
    QCOMPARE(headerSpy.count(), 0);

    m_model->undoStack()->undo();
    QCOMPARE(cells.count(), 2);
    QCOMPARE(cells.at(1).at(0).toModelIndex(), m_model->index(1, 2));
    QCOMPARE(m_model->scenario().users[1].demand[1], 3.0);

    QCOMPARE(m_model->setMaxTasks(0, 5.0), QString());
    QCOMPARE(cells.at(2).at(0).toModelIndex(), m_model->index(0, 4));
    QCOMPARE(m_model->setUserName(2, "Carol"), QString());
    QCOMPARE(cells.at(3).at(0).toModelIndex(), m_model->index(2, 0));
    QCOMPARE(changed.count(), 4);
    QCOMPARE(user.count(), 4); // one per edit, undo included
    QCOMPARE(user.at(3).at(0).toInt(), 2);
}

void TestScenarioModel::resourceRenameSignals()
{
    QSignalSpy headerSpy(m_model.get(), &ScenarioModel::headerDataChanged);
    QSignalSpy resource(m_model.get(), &ScenarioModel::resourceChanged);
    QSignalSpy resources(m_model.get(), &ScenarioModel::resourcesChanged);
    QSignalSpy changed(m_model.get(), &ScenarioModel::scenarioChanged);

    QCOMPARE(m_model->setResourceName(1, "TPU"), QString());
    QCOMPARE(headerSpy.count(), 1);
    QCOMPARE(headerSpy.at(0).at(0).value<Qt::Orientation>(), Qt::Horizontal);
    QCOMPARE(headerSpy.at(0).at(1).toInt(), 2);
    QCOMPARE(headerSpy.at(0).at(2).toInt(), 2);
    QCOMPARE(resource.count(), 1);
    QCOMPARE(resource.at(0).at(0).toInt(), 1);
    QCOMPARE(resources.count(), 1);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(headers(*m_model),
             QStringLiteral("Name|CPU|TPU|Weight|Max tasks|Arrives|Leaves|Work|Task time"));

    m_model->undoStack()->undo();
    QCOMPARE(headerSpy.count(), 2);
    QCOMPARE(headers(*m_model),
             QStringLiteral("Name|CPU|GPU|Weight|Max tasks|Arrives|Leaves|Work|Task time"));
}

void TestScenarioModel::capacityAndPriceSignals()
{
    QSignalSpy cells(m_model.get(), &ScenarioModel::dataChanged);
    QSignalSpy headerSpy(m_model.get(), &ScenarioModel::headerDataChanged);
    QSignalSpy resources(m_model.get(), &ScenarioModel::resourcesChanged);
    QSignalSpy changed(m_model.get(), &ScenarioModel::scenarioChanged);
    QSignalSpy user(m_model.get(), &ScenarioModel::userChanged);

    QCOMPARE(m_model->setCapacity(0, 200), QString());
    QCOMPARE(m_model->setPrice(1, 3), QString());
    QCOMPARE(m_model->scenario().resources[0].capacity, 200.0);
    QCOMPARE(m_model->scenario().resources[1].price, 3.0);
    QCOMPARE(resources.count(), 2);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(cells.count(), 0);
    QCOMPARE(headerSpy.count(), 0);
    QCOMPARE(user.count(), 0); // a resource edit is not a user's

    m_model->undoStack()->undo();
    m_model->undoStack()->undo();
    QCOMPARE(describe(m_model->scenario()), describe(fixture()));
    QCOMPARE(resources.count(), 4);
    QCOMPARE(changed.count(), 4);
}

void TestScenarioModel::addRemoveUsers()
{
    QSignalSpy inserted(m_model.get(), &ScenarioModel::rowsInserted);
    QSignalSpy removed(m_model.get(), &ScenarioModel::rowsRemoved);
    QSignalSpy resources(m_model.get(), &ScenarioModel::resourcesChanged);

    QCOMPARE(m_model->addUser(), QString());
    QCOMPARE(m_model->rowCount(), 4);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 3);
    QCOMPARE(inserted.at(0).at(2).toInt(), 3);
    const User &fresh = m_model->scenario().users[3];
    QCOMPARE(fresh.name, QStringLiteral("D"));
    QCOMPARE(fresh.demand, QList<double>({1.0, 1.0}));
    QCOMPARE(fresh.weight, 1.0);
    QCOMPARE(fresh.maxTasks, std::nullopt);

    QCOMPARE(m_model->removeUser(2), QString());
    QCOMPARE(m_model->undoStack()->undoText(), QStringLiteral("Remove user C"));
    QCOMPARE(m_model->rowCount(), 3);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.at(0).at(1).toInt(), 2);
    QCOMPARE(m_model->data(m_model->index(2, 0)).toString(), QStringLiteral("D"));

    m_model->undoStack()->undo();
    QCOMPARE(m_model->rowCount(), 4);
    QCOMPARE(inserted.count(), 2);
    QCOMPARE(inserted.at(1).at(1).toInt(), 2);
    QCOMPARE(m_model->data(m_model->index(2, 0)).toString(), QStringLiteral("C"));
    QCOMPARE(m_model->data(m_model->index(2, 4)).toString(), QStringLiteral("10"));
    m_model->undoStack()->undo();
    QCOMPARE(removed.count(), 2);
    QCOMPARE(describe(m_model->scenario()), describe(fixture()));
    QCOMPARE(resources.count(), 0);
}

void TestScenarioModel::addRemoveResources()
{
    QSignalSpy inserted(m_model.get(), &ScenarioModel::columnsInserted);
    QSignalSpy removed(m_model.get(), &ScenarioModel::columnsRemoved);
    QSignalSpy resources(m_model.get(), &ScenarioModel::resourcesChanged);
    QSignalSpy changed(m_model.get(), &ScenarioModel::scenarioChanged);

    QCOMPARE(m_model->addResource(Resource{"RAM", 64, 1}, 2.0), QString());
    QCOMPARE(m_model->columnCount(), 10);
    QCOMPARE(headers(*m_model),
             QStringLiteral("Name|CPU|GPU|RAM|Weight|Max tasks|Arrives|Leaves|Work|Task time"));
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 3);
    QCOMPARE(inserted.at(0).at(2).toInt(), 3);
    QCOMPARE(m_model->data(m_model->index(2, 3)).toDouble(), 2.0);
    QCOMPARE(m_model->data(m_model->index(2, 4)).toDouble(), 2.0); // C's weight moved right
    QCOMPARE(resources.count(), 1);
    QCOMPARE(changed.count(), 1);

    QCOMPARE(m_model->removeResource(0), QString());
    QCOMPARE(headers(*m_model),
             QStringLiteral("Name|GPU|RAM|Weight|Max tasks|Arrives|Leaves|Work|Task time"));
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.at(0).at(1).toInt(), 1);
    QCOMPARE(removed.at(0).at(2).toInt(), 1);
    QCOMPARE(m_model->scenario().users[0].demand, QList<double>({1.0, 2.0}));

    m_model->undoStack()->undo();
    QCOMPARE(headers(*m_model),
             QStringLiteral("Name|CPU|GPU|RAM|Weight|Max tasks|Arrives|Leaves|Work|Task time"));
    QCOMPARE(m_model->scenario().users[0].demand, QList<double>({2.0, 1.0, 2.0}));
    QCOMPARE(m_model->scenario().users[1].demand, QList<double>({1.0, 3.0, 2.0}));
    QCOMPARE(m_model->scenario().users[2].demand, QList<double>({0.0, 2.0, 2.0}));
    m_model->undoStack()->undo();
    QCOMPARE(m_model->columnCount(), 9);
    QCOMPARE(describe(m_model->scenario()), describe(fixture()));
    QCOMPARE(resources.count(), 4);
    QCOMPARE(changed.count(), 4);
    m_model->undoStack()->redo();
    QCOMPARE(m_model->scenario().resources[2].name, QStringLiteral("RAM"));
}

void TestScenarioModel::resetScenario()
{
    QCOMPARE(m_model->setDemand(0, 0, 5), QString());
    QSignalSpy aboutToReset(m_model.get(), &ScenarioModel::modelAboutToBeReset);
    QSignalSpy reset(m_model.get(), &ScenarioModel::modelReset);
    QSignalSpy changed(m_model.get(), &ScenarioModel::scenarioChanged);
    QSignalSpy resources(m_model.get(), &ScenarioModel::resourcesChanged);

    m_model->resetScenario(Scenario::seed());
    QCOMPARE(aboutToReset.count(), 1);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(resources.count(), 1);
    QCOMPARE(m_model->undoStack()->count(), 0);
    QVERIFY(m_model->undoStack()->isClean());
    QCOMPARE(m_model->rowCount(), 2);
    QCOMPARE(describe(m_model->scenario()), describe(Scenario::seed()));
}

void TestScenarioModel::dragIsOneUndoStep()
{
    QSignalSpy changed(m_model.get(), &ScenarioModel::scenarioChanged);
    m_model->beginInteractiveEdit();
    for (int step = 1; step <= 20; ++step)
        QCOMPARE(m_model->setDemand(1, 1, 3.0 + 0.25 * step), QString());
    m_model->endInteractiveEdit();
    QCOMPARE(changed.count(), 20);
    QCOMPARE(m_model->undoStack()->count(), 1);
    QCOMPARE(m_model->undoStack()->undoText(), QStringLiteral("Change B's demand for GPU"));
    DRF_COMPARE_NEAR(m_model->scenario().users[1].demand[1], 8.0, 1e-12);

    m_model->undoStack()->undo();
    QCOMPARE(m_model->scenario().users[1].demand[1], 3.0);
    m_model->undoStack()->redo();
    DRF_COMPARE_NEAR(m_model->scenario().users[1].demand[1], 8.0, 1e-12);

    // A capacity drag merges the same way.
    m_model->beginInteractiveEdit();
    for (int step = 1; step <= 20; ++step)
        QCOMPARE(m_model->setCapacity(1, 180.0 + step), QString());
    m_model->endInteractiveEdit();
    QCOMPARE(m_model->undoStack()->count(), 2);
    m_model->undoStack()->undo();
    QCOMPARE(m_model->scenario().resources[1].capacity, 180.0);
}

void TestScenarioModel::twoDragsAreTwoSteps()
{
    for (int drag = 0; drag < 2; ++drag) {
        m_model->beginInteractiveEdit();
        for (int step = 1; step <= 5; ++step)
            QCOMPARE(m_model->setWeight(0, 1.0 + drag * 10 + step), QString());
        m_model->endInteractiveEdit();
    }
    QCOMPARE(m_model->undoStack()->count(), 2);
    QCOMPARE(m_model->scenario().users[0].weight, 16.0);
    m_model->undoStack()->undo();
    QCOMPARE(m_model->scenario().users[0].weight, 6.0);
    m_model->undoStack()->undo();
    QCOMPARE(m_model->scenario().users[0].weight, 1.0);
}

void TestScenarioModel::editsOutsideDragDoNotMerge()
{
    for (int step = 1; step <= 3; ++step)
        QCOMPARE(m_model->setDemand(0, 0, 2.0 + step), QString());
    QCOMPARE(m_model->undoStack()->count(), 3);
    m_model->undoStack()->undo();
    QCOMPARE(m_model->scenario().users[0].demand[0], 4.0);
}

void TestScenarioModel::dragOnTwoFieldsDoesNotMerge()
{
    m_model->beginInteractiveEdit();
    QCOMPARE(m_model->setDemand(0, 0, 3), QString());
    QCOMPARE(m_model->setDemand(0, 1, 3), QString());
    QCOMPARE(m_model->setDemand(1, 1, 4), QString());
    QCOMPARE(m_model->setPrice(0, 4), QString());
    QCOMPARE(m_model->setCapacity(0, 4), QString());
    m_model->endInteractiveEdit();
    QCOMPARE(m_model->undoStack()->count(), 5);
}

void TestScenarioModel::dragBackToStartLeavesNoStep()
{
    QCOMPARE(m_model->setWeight(1, 2), QString());
    m_model->beginInteractiveEdit();
    QCOMPARE(m_model->setDemand(0, 1, 5), QString());
    QCOMPARE(m_model->setDemand(0, 1, 1), QString());
    m_model->endInteractiveEdit();
    QCOMPARE(m_model->undoStack()->count(), 1);
    QCOMPARE(m_model->undoStack()->undoText(), QStringLiteral("Change B's weight"));
}

void TestScenarioModel::twoDemandDragIsOneUndoStep()
{
    // The fixture's A demands (2, 1); a drag in the plane moves both demands, step after step.
    const QList<double> start = m_model->scenario().users[0].demand;
    QSignalSpy changedUser(m_model.get(), &ScenarioModel::userChanged);
    m_model->beginInteractiveEdit();
    for (int step = 1; step <= 10; ++step)
        QCOMPARE(m_model->setDemands(0, {{0, 2.0 + 0.1 * step}, {1, 1.0 + 0.2 * step}}), QString());
    m_model->endInteractiveEdit();
    QCOMPARE(changedUser.count(), 10);
    QCOMPARE(m_model->undoStack()->count(), 1);
    QCOMPARE(m_model->undoStack()->undoText(), QStringLiteral("Change A's demands per task"));
    DRF_COMPARE_NEAR(m_model->scenario().users[0].demand[0], 3.0, 1e-12);
    DRF_COMPARE_NEAR(m_model->scenario().users[0].demand[1], 3.0, 1e-12);
    m_model->undoStack()->undo();
    QCOMPARE(m_model->scenario().users[0].demand, start);
    // Two drags are two steps, and a one-demand drag does not merge into a two-demand one.
    m_model->undoStack()->redo();
    m_model->beginInteractiveEdit();
    QCOMPARE(m_model->setDemands(0, {{0, 3.5}, {1, 3}}), QString());
    m_model->endInteractiveEdit();
    m_model->beginInteractiveEdit();
    QCOMPARE(m_model->setDemands(0, {{0, 4}, {1, 3}}), QString());
    QCOMPARE(m_model->setDemand(0, 0, 5), QString());
    m_model->endInteractiveEdit();
    QCOMPARE(m_model->undoStack()->count(), 4);
}

void TestScenarioModel::twoDemandEditIsValidated()
{
    QSignalSpy rejected(m_model.get(), &ScenarioModel::editRejected);
    const QList<double> start = m_model->scenario().users[0].demand;
    QCOMPARE(m_model->setDemands(0, {{0, -1}, {1, 2}}),
             QStringLiteral("A: demand for CPU: must be a finite number >= 0"));
    QCOMPARE(m_model->setDemands(0, {{0, 0}, {1, 0}}),
             QStringLiteral("A: demand: at least one demand must be > 0"));
    QVERIFY(!m_model->setDemands(0, {{0, 1}, {7, 2}}).isEmpty());
    QVERIFY(!m_model->setDemands(9, {{0, 1}}).isEmpty());
    QCOMPARE(rejected.count(), 4);
    QCOMPARE(m_model->scenario().users[0].demand, start);
    QCOMPARE(m_model->undoStack()->count(), 0);
}

void TestScenarioModel::modelTesterDuringEdits()
{
    QAbstractItemModelTester tester(m_model.get(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QUndoStack *undo = m_model->undoStack();
    QCOMPARE(m_model->addUser(), QString());
    QCOMPARE(m_model->addResource(), QString());
    QCOMPARE(m_model->setDemand(3, 2, 7), QString());
    QCOMPARE(m_model->setResourceName(2, "RAM"), QString());
    QCOMPARE(m_model->setMaxTasks(1, 4.0), QString());
    QCOMPARE(m_model->removeResource(0), QString());
    QCOMPARE(m_model->removeUser(0), QString());
    m_model->beginInteractiveEdit();
    for (int step = 1; step <= 5; ++step)
        QCOMPARE(m_model->setWeight(0, step), QString());
    m_model->endInteractiveEdit();
    while (undo->canUndo())
        undo->undo();
    QCOMPARE(describe(m_model->scenario()), describe(fixture()));
    while (undo->canRedo())
        undo->redo();
    QCOMPARE(m_model->rowCount(), 3);
    QCOMPARE(m_model->columnCount(), 9);
    m_model->resetScenario(Scenario::seed());
}

DRFVIZ_TEST_GUILESS_MAIN(TestScenarioModel)
#include "tst_scenariomodel.moc"
