#include "scenariomodel.h"

#include "retranslate.h"
#include "scenariocommands.h"
#include "validation.h"

#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

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

/// The same cluster and users (the title aside), value for value.
bool sameContent(const Scenario &a, const Scenario &b)
{
    return a.horizon == b.horizon && a.resources.size() == b.resources.size() &&
           a.users.size() == b.users.size() &&
           std::equal(a.resources.cbegin(), a.resources.cend(), b.resources.cbegin(),
                      [](const Resource &x, const Resource &y) { return sameValue(x, y); }) &&
           std::equal(a.users.cbegin(), a.users.cend(), b.users.cbegin(),
                      [](const User &x, const User &y) { return sameValue(x, y); });
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

double numberFromEditor(const QVariant &value)
{
    bool ok = false;
    const double number = value.toDouble(&ok);
    return ok ? number : std::numeric_limits<double>::quiet_NaN();
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

// ---- applied by the undo commands ----------------------------------------------------------

void ScenarioModel::applyHorizon(std::optional<double> horizon)
{
    m_scenario.horizon = horizon;
    emit scenarioChanged();
}

void ScenarioModel::applyTitle(const QString &title, bool written)
{
    m_scenario.title = title;
    m_titleWritten = written;
    emit scenarioChanged();
}

void ScenarioModel::followLoadedTitle()
{
    if (m_titleWritten || m_loaded.title.isEmpty())
        return;
    m_scenario.title =
        sameContent(m_scenario, m_loaded) ? m_loaded.title : basedOnTitle(m_loaded.title);
}

void ScenarioModel::applyUser(int user, const User &value)
{
    const User before = std::exchange(m_scenario.users[user], value);
    QList<int> changed;
    if (before.name != value.name)
        changed.append(nameColumn());
    for (int j = 0; j < value.demand.size(); ++j)
        if (before.demand[j] != value.demand[j])
            changed.append(demandColumn(j));
    if (before.weight != value.weight)
        changed.append(weightColumn());
    if (before.maxTasks != value.maxTasks)
        changed.append(maxTasksColumn());
    if (before.arrive != value.arrive)
        changed.append(arriveColumn());
    if (before.leave != value.leave)
        changed.append(leaveColumn());
    if (before.work != value.work)
        changed.append(workColumn());
    if (before.duration != value.duration)
        changed.append(durationColumn());
    for (int column : changed)
        emit dataChanged(index(user, column), index(user, column));
    emit userChanged(user);
    emit scenarioChanged();
}

void ScenarioModel::applyResource(int resource, const Resource &value)
{
    const Resource before = std::exchange(m_scenario.resources[resource], value);
    if (before.name != value.name)
        emit headerDataChanged(Qt::Horizontal, demandColumn(resource), demandColumn(resource));
    emit resourceChanged(resource);
    emit resourcesChanged();
    emit scenarioChanged();
}

void ScenarioModel::applyInsertUser(int user, const User &value)
{
    beginInsertRows({}, user, user);
    m_scenario.users.insert(user, value);
    endInsertRows();
    emit scenarioChanged();
}

void ScenarioModel::applyRemoveUser(int user)
{
    beginRemoveRows({}, user, user);
    m_scenario.users.removeAt(user);
    endRemoveRows();
    emit scenarioChanged();
}

void ScenarioModel::applyInsertResource(int resource, const Resource &value,
                                        const QList<double> &demands)
{
    beginInsertColumns({}, demandColumn(resource), demandColumn(resource));
    m_scenario.resources.insert(resource, value);
    for (int i = 0; i < m_scenario.userCount(); ++i)
        m_scenario.users[i].demand.insert(resource, demands[i]);
    endInsertColumns();
    emit resourcesChanged();
    emit scenarioChanged();
}

void ScenarioModel::applyRemoveResource(int resource)
{
    beginRemoveColumns({}, demandColumn(resource), demandColumn(resource));
    m_scenario.resources.removeAt(resource);
    for (User &user : m_scenario.users)
        user.demand.removeAt(resource);
    endRemoveColumns();
    emit resourcesChanged();
    emit scenarioChanged();
}

} // namespace drf
