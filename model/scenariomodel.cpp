#include "scenariomodel.h"

#include "retranslate.h"
#include "scenariocommands.h"
#include "validation.h"

#include <QUndoStack>

#include <algorithm>
#include <utility>

namespace drf {

namespace {

/// "B: demand for GPU: must be a finite number >= 0"
QString fieldProblem(const QString &label, const QString &field, const QString &problem)
{
    return QStringLiteral("%1: %2: %3").arg(label, field, problem);
}

/// The first pair of distinct given times of `candidate` that the simulation would take as one
/// instant, worded (validation.h, instantClashes()), or empty.
QString instantProblem(const Scenario &candidate)
{
    const QList<InstantClash> clashes = instantClashes(candidate);
    return clashes.isEmpty() ? QString() : instantClashMessage(candidate, clashes.first());
}

/// `scenario` with user `user` replaced by `value` (appended when `user` is its count).
Scenario withUser(const Scenario &scenario, int user, const User &value)
{
    Scenario candidate = scenario;
    if (user == candidate.userCount())
        candidate.users.append(value);
    else
        candidate.users[user] = value;
    return candidate;
}

} // namespace

QString basedOnTitle(const QString &title)
{
    const QString prefix = QString::fromUtf8(kBasedOnPrefix);
    if (title.startsWith(prefix))
        return title;
    // Within kMaxTitleLength, so that the file saved loads again: a title at the limit loses
    // its end (never half of a surrogate pair).
    qsizetype kept = std::min<qsizetype>(title.size(), kMaxTitleLength - prefix.size());
    if (kept > 0 && kept < title.size() && title.at(kept - 1).isHighSurrogate())
        --kept;
    return prefix + title.left(kept);
}

ScenarioModel::ScenarioModel(QObject *parent)
    : QAbstractTableModel(parent), m_scenario(Scenario::seed()), m_loaded(m_scenario),
      m_undoStack(new QUndoStack(this))
{
    // Connected first, so every view reads the title that goes with the change.
    connect(this, &ScenarioModel::scenarioChanged, this, &ScenarioModel::followLoadedTitle);
    // The headers and tool tips in the new language.
    onLanguageChange(this, [this] {
        if (columnCount() > 0)
            emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    });
}

ScenarioModel::~ScenarioModel() = default;

void ScenarioModel::resetScenario(const Scenario &scenario)
{
    Q_ASSERT(validateScenario(scenario).isEmpty());
    beginResetModel();
    m_scenario = scenario;
    m_loaded = scenario;
    m_titleWritten = false;
    endResetModel();
    m_undoStack->clear();
    m_undoStack->setClean();
    emit resourcesChanged();
    emit scenarioChanged();
}

// ---- edits ---------------------------------------------------------------------------------

QString ScenarioModel::setUserName(int user, const QString &name)
{
    return editUser(user, EditedField::Name, -1, [&](User &edited) { edited.name = name; });
}

QString ScenarioModel::setDemand(int user, int resource, double value)
{
    return editUser(user, EditedField::Demand, resource,
                    [&](User &edited) { edited.demand[resource] = value; });
}

QString ScenarioModel::setDemands(int user, const QMap<int, double> &demands)
{
    for (auto it = demands.begin(); it != demands.end(); ++it) {
        if (QString reason = checkResourceIndex(it.key()); !reason.isEmpty())
            return reject(reason);
    }
    return editUser(user, EditedField::Demands, -1, [&](User &edited) {
        for (auto it = demands.begin(); it != demands.end(); ++it)
            edited.demand[it.key()] = it.value();
    });
}

QString ScenarioModel::setWeight(int user, double weight)
{
    return editUser(user, EditedField::Weight, -1, [&](User &edited) { edited.weight = weight; });
}

QString ScenarioModel::setMaxTasks(int user, std::optional<double> maxTasks)
{
    return editUser(user, EditedField::MaxTasks, -1,
                    [&](User &edited) { edited.maxTasks = maxTasks; });
}

QString ScenarioModel::setArrive(int user, double arrive)
{
    return editUser(user, EditedField::Arrive, -1, [&](User &edited) { edited.arrive = arrive; });
}

QString ScenarioModel::setLeave(int user, std::optional<double> leave)
{
    return editUser(user, EditedField::Leave, -1, [&](User &edited) { edited.leave = leave; });
}

QString ScenarioModel::setWork(int user, std::optional<double> work)
{
    return editUser(user, EditedField::Work, -1, [&](User &edited) { edited.work = work; });
}

QString ScenarioModel::setDuration(int user, double duration)
{
    return editUser(user, EditedField::Duration, -1,
                    [&](User &edited) { edited.duration = duration; });
}

QString ScenarioModel::setResourceName(int resource, const QString &name)
{
    return editResource(resource, EditedField::Name, [&](Resource &edited) { edited.name = name; });
}

QString ScenarioModel::setCapacity(int resource, double capacity)
{
    return editResource(resource, EditedField::Capacity,
                        [&](Resource &edited) { edited.capacity = capacity; });
}

QString ScenarioModel::setPrice(int resource, double price)
{
    return editResource(resource, EditedField::Price,
                        [&](Resource &edited) { edited.price = price; });
}

QString ScenarioModel::setHorizon(std::optional<double> horizon)
{
    if (QString problem = checkHorizon(horizon); !problem.isEmpty())
        return reject(QStringLiteral("%1: %2").arg(tr("horizon"), problem));
    if (horizon == m_scenario.horizon)
        return {};
    Scenario candidate = m_scenario;
    candidate.horizon = horizon;
    if (QString problem = instantProblem(candidate); !problem.isEmpty())
        return reject(problem);
    m_undoStack->push(
        new HorizonCommand(this, tr("Change the horizon"), m_scenario.horizon, horizon));
    return {};
}

QString ScenarioModel::setTitle(const QString &title)
{
    const QString trimmed = title.trimmed();
    if (QString problem = checkTitle(trimmed); !problem.isEmpty())
        return reject(QStringLiteral("%1: %2").arg(tr("title"), problem));
    if (trimmed == m_scenario.title)
        return {};
    m_undoStack->push(
        new TitleCommand(this, tr("Change the title"), m_scenario.title, m_titleWritten, trimmed));
    return {};
}

QString ScenarioModel::addUser(std::optional<User> user)
{
    if (!checkUserCount(m_scenario.userCount() + 1).isEmpty())
        return reject(tr("cannot add a user: a scenario has at most %1 users").arg(kMaxUsers));
    if (!user)
        user = User{freshUserName(), QList<double>(m_scenario.resourceCount(), 1.0), 1.0,
                    std::nullopt};
    const QString label = user->name.isEmpty() ? tr("new user") : user->name;
    if (QString reason = userProblem(*user, -1, label); !reason.isEmpty())
        return reject(reason);
    if (QString reason = instantProblem(withUser(m_scenario, m_scenario.userCount(), *user));
        !reason.isEmpty())
        return reject(reason);
    m_undoStack->push(new UserRowCommand(this, tr("Add user %1").arg(user->name),
                                         m_scenario.userCount(), *user, true));
    return {};
}

QString ScenarioModel::removeUser(int user)
{
    if (QString reason = checkUserIndex(user); !reason.isEmpty())
        return reject(reason);
    const User &removed = m_scenario.users[user];
    if (!checkUserCount(m_scenario.userCount() - 1).isEmpty())
        return reject(tr("cannot remove %1: a scenario needs at least one user").arg(removed.name));
    m_undoStack->push(
        new UserRowCommand(this, tr("Remove user %1").arg(removed.name), user, removed, false));
    return {};
}

QString ScenarioModel::addResource(std::optional<Resource> resource, double demand)
{
    if (!checkResourceCount(m_scenario.resourceCount() + 1).isEmpty())
        return reject(
            tr("cannot add a resource: a scenario has at most %1 resources").arg(kMaxResources));
    if (!resource)
        resource = Resource{freshResourceName(), 100.0, kDefaultPrice};
    const QString label = resource->name.isEmpty() ? tr("new resource") : resource->name;
    QString reason = resourceProblem(*resource, -1, label);
    if (QString problem = checkDemandComponent(demand); reason.isEmpty() && !problem.isEmpty())
        reason = fieldProblem(label, tr("every user's demand"), problem);
    if (!reason.isEmpty())
        return reject(reason);
    m_undoStack->push(new ResourceColumnCommand(
        this, tr("Add resource %1").arg(resource->name), m_scenario.resourceCount(), *resource,
        QList<double>(m_scenario.userCount(), demand), true));
    return {};
}

QString ScenarioModel::removeResource(int resource)
{
    if (QString reason = checkResourceIndex(resource); !reason.isEmpty())
        return reject(reason);
    const QString &name = m_scenario.resources[resource].name;
    if (!checkResourceCount(m_scenario.resourceCount() - 1).isEmpty())
        return reject(tr("cannot remove %1: a scenario needs at least one resource").arg(name));
    // Every user's demand without this resource must still pass the rules (a value > 0 left).
    QList<double> demands;
    demands.reserve(m_scenario.userCount());
    for (const User &user : m_scenario.users) {
        User rest = user;
        rest.demand.removeAt(resource);
        if (!userProblems(rest, m_scenario.resourceCount() - 1).isEmpty())
            return reject(
                tr("cannot remove %1: %2 would have no positive demand left").arg(name, user.name));
        demands.append(user.demand[resource]);
    }
    m_undoStack->push(new ResourceColumnCommand(this, tr("Remove resource %1").arg(name), resource,
                                                m_scenario.resources[resource], demands, false));
    return {};
}

void ScenarioModel::beginInteractiveEdit()
{
    m_interactiveEdit = m_nextInteractiveEdit++;
}

void ScenarioModel::endInteractiveEdit()
{
    m_interactiveEdit = 0;
}

QString ScenarioModel::sweepStep(int sweep, const QString &undoText,
                                 const std::function<QString()> &edit)
{
    const int drag = std::exchange(m_interactiveEdit, sweep);
    const QString dragText = std::exchange(m_interactiveText, undoText);
    const QString reason = edit();
    m_interactiveEdit = drag;
    m_interactiveText = dragText;
    return reason;
}

// ---- validation helpers --------------------------------------------------------------------

QString ScenarioModel::reject(const QString &reason)
{
    emit editRejected(reason);
    return reason;
}

QString ScenarioModel::checkUserIndex(int user) const
{
    if (user >= 0 && user < m_scenario.userCount())
        return {};
    return tr("users[%1]: no such user (the scenario has %2)")
        .arg(user)
        .arg(m_scenario.userCount());
}

QString ScenarioModel::checkResourceIndex(int resource) const
{
    if (resource >= 0 && resource < m_scenario.resourceCount())
        return {};
    return tr("resources[%1]: no such resource (the scenario has %2)")
        .arg(resource)
        .arg(m_scenario.resourceCount());
}

QString ScenarioModel::userProblem(const User &user, int self, const QString &label) const
{
    // validation.h's rules, the ones the file loader asks; the first problem is the one told.
    if (QString problem = checkName(user.name); !problem.isEmpty())
        return fieldProblem(label, tr("name"), problem);
    if (userNameClash(m_scenario, user.name, self) >= 0)
        return fieldProblem(
            label, tr("name"),
            tr("\"%1\" is already the name of another user").arg(nameKey(user.name)));
    const QList<ItemProblem> problems = userProblems(user, m_scenario.resourceCount());
    if (problems.isEmpty())
        return {};
    const ItemProblem &problem = problems.first();
    switch (problem.rule) {
    case ItemProblem::Rule::DemandLength:
        return fieldProblem(label, tr("demand"),
                            tr("has %1 values for %2 resources")
                                .arg(problem.valueCount)
                                .arg(m_scenario.resourceCount()));
    case ItemProblem::Rule::NoPositiveDemand:
        return fieldProblem(label, tr("demand"), tr("at least one demand must be > 0"));
    case ItemProblem::Rule::Value:
        break;
    }
    QString field;
    switch (problem.field) {
    case ItemProblem::Field::Demand:
        field = tr("demand for %1").arg(m_scenario.resources[problem.resource].name);
        break;
    case ItemProblem::Field::Weight:
        field = tr("weight");
        break;
    case ItemProblem::Field::Arrive:
        field = tr("arrive");
        break;
    case ItemProblem::Field::Leave:
        field = tr("leave");
        break;
    case ItemProblem::Field::Work:
        field = tr("work");
        break;
    case ItemProblem::Field::Duration:
        field = tr("duration");
        break;
    default:
        field = tr("max tasks");
    }
    return fieldProblem(label, field, problem.reason);
}

QString ScenarioModel::resourceProblem(const Resource &resource, int self,
                                       const QString &label) const
{
    if (QString problem = checkName(resource.name); !problem.isEmpty())
        return fieldProblem(label, tr("name"), problem);
    if (resourceNameClash(m_scenario, resource.name, self) >= 0)
        return fieldProblem(
            label, tr("name"),
            tr("\"%1\" is already the name of another resource").arg(nameKey(resource.name)));
    const QList<ItemProblem> problems = resourceProblems(resource);
    if (problems.isEmpty())
        return {};
    const ItemProblem &problem = problems.first();
    const QString field =
        problem.field == ItemProblem::Field::Capacity ? tr("capacity") : tr("price");
    return fieldProblem(label, field, problem.reason);
}

QString ScenarioModel::editUser(int user, EditedField field, int resource,
                                const std::function<void(User &)> &change)
{
    QString reason = checkUserIndex(user);
    if (reason.isEmpty() && field == EditedField::Demand)
        reason = checkResourceIndex(resource);
    if (!reason.isEmpty())
        return reject(reason);
    const User &before = m_scenario.users[user];
    User after = before;
    change(after);
    if (reason = userProblem(after, user, before.name); !reason.isEmpty())
        return reject(reason);
    if (sameValue(before, after)) // an identical value leaves nothing to undo
        return {};
    // A new arrive or leave against every other given time.
    if (field == EditedField::Arrive || field == EditedField::Leave) {
        if (reason = instantProblem(withUser(m_scenario, user, after)); !reason.isEmpty())
            return reject(reason);
    }
    QString text;
    switch (field) {
    case EditedField::Name:
        text = tr("Rename user %1 to %2").arg(before.name, after.name);
        break;
    case EditedField::Demand:
        text =
            tr("Change %1's demand for %2").arg(before.name, m_scenario.resources[resource].name);
        break;
    case EditedField::Demands:
        text = tr("Change %1's demands per task").arg(before.name);
        break;
    case EditedField::Weight:
        text = tr("Change %1's weight").arg(before.name);
        break;
    case EditedField::Arrive:
        text = tr("Change when %1 arrives").arg(before.name);
        break;
    case EditedField::Leave:
        text = tr("Change when %1 leaves").arg(before.name);
        break;
    case EditedField::Work:
        text = tr("Change %1's work").arg(before.name);
        break;
    case EditedField::Duration:
        text = tr("Change %1's task duration").arg(before.name);
        break;
    default:
        text = tr("Change %1's max tasks").arg(before.name);
    }
    if (!m_interactiveText.isEmpty())
        text = m_interactiveText;
    m_undoStack->push(
        new EditCommand<User>(this, text, user, before, after, field, resource, m_interactiveEdit));
    return {};
}

QString ScenarioModel::editResource(int resource, EditedField field,
                                    const std::function<void(Resource &)> &change)
{
    if (QString reason = checkResourceIndex(resource); !reason.isEmpty())
        return reject(reason);
    const Resource &before = m_scenario.resources[resource];
    Resource after = before;
    change(after);
    if (QString reason = resourceProblem(after, resource, before.name); !reason.isEmpty())
        return reject(reason);
    if (sameValue(before, after))
        return {};
    QString text;
    switch (field) {
    case EditedField::Name:
        text = tr("Rename resource %1 to %2").arg(before.name, after.name);
        break;
    case EditedField::Capacity:
        text = tr("Change %1's capacity").arg(before.name);
        break;
    default:
        text = tr("Change %1's price").arg(before.name);
    }
    if (!m_interactiveText.isEmpty())
        text = m_interactiveText;
    m_undoStack->push(new EditCommand<Resource>(this, text, resource, before, after, field, -1,
                                                m_interactiveEdit));
    return {};
}

QString ScenarioModel::freshUserName() const
{
    for (char letter = 'A'; letter <= 'Z'; ++letter)
        if (userNameClash(m_scenario, QString(QLatin1Char(letter)), -1) < 0)
            return QString(QLatin1Char(letter));
    for (int n = m_scenario.userCount() + 1;; ++n)
        if (const QString name = tr("User %1").arg(n); userNameClash(m_scenario, name, -1) < 0)
            return name;
}

QString ScenarioModel::freshResourceName() const
{
    for (const QString &name : {tr("Memory"), tr("Disk"), tr("Network"), tr("FPGA")})
        if (resourceNameClash(m_scenario, name, -1) < 0)
            return name;
    for (int n = m_scenario.resourceCount() + 1;; ++n)
        if (const QString name = tr("Resource %1").arg(n);
            resourceNameClash(m_scenario, name, -1) < 0)
            return name;
}

} // namespace drf
