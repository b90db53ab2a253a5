#include "scenariofile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QSaveFile>

#include <algorithm>
#include <cmath>
#include <limits>

namespace drf {

namespace {

constexpr int kFormatVersion = 1;
constexpr double kInvalid = std::numeric_limits<double>::quiet_NaN();

LoadResult failure(const QString &message)
{
    LoadResult result;
    result.errors.append({QString(), message});
    return result;
}

// QJsonParseError::offset is a byte offset; people want "line 3, column 7" (1-based,
// the column counted in characters of the line).
QString lineAndColumn(const QByteArray &json, int offset)
{
    const QByteArray before = json.left(std::clamp(offset, 0, int(json.size())));
    const int lineStart = int(before.lastIndexOf('\n')) + 1;
    const int line = int(before.count('\n')) + 1;
    const int column = int(QString::fromUtf8(before.mid(lineStart)).size()) + 1;
    return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

// Reads the fields of the document into a Scenario, remembering each type error by path.
// Values that are missing or of the wrong type get a placeholder that validation would
// reject too; those duplicate complaints are dropped in parseScenarioJson.
class ScenarioReader
{
public:
    QList<ValidationIssue> errors;

    void error(const QString &path, const QString &message) { errors.append({path, message}); }

    bool hasErrorAtOrAbove(const QString &path) const
    {
        return std::any_of(errors.cbegin(), errors.cend(), [&path](const ValidationIssue &e) {
            return path == e.path || path.startsWith(e.path + QLatin1Char('.'))
                || path.startsWith(e.path + QLatin1Char('['));
        });
    }

    // Optional fields may be absent or null; required ones must be present and not null.
    double number(const QJsonObject &object, const QString &key, const QString &path,
                  std::optional<double> fallback = std::nullopt)
    {
        const QJsonValue value = object.value(key);
        if (fallback && (value.isUndefined() || value.isNull()))
            return *fallback;
        return number(value, path);
    }

    double number(const QJsonValue &value, const QString &path)
    {
        if (value.isUndefined()) {
            error(path, QStringLiteral("is required"));
            return kInvalid;
        }
        if (!value.isDouble()) {
            error(path, QStringLiteral("must be a number"));
            return kInvalid;
        }
        return value.toDouble();
    }

    QString string(const QJsonObject &object, const QString &key, const QString &path, bool required)
    {
        const QJsonValue value = object.value(key);
        if (!required && (value.isUndefined() || value.isNull()))
            return {};
        if (value.isUndefined())
            error(path, QStringLiteral("is required"));
        else if (!value.isString())
            error(path, QStringLiteral("must be a string"));
        return value.toString();
    }

    std::optional<QJsonArray> array(const QJsonValue &value, const QString &path)
    {
        if (value.isUndefined())
            error(path, QStringLiteral("is required"));
        else if (!value.isArray())
            error(path, QStringLiteral("must be an array"));
        else
            return value.toArray();
        return std::nullopt;
    }

    std::optional<QJsonObject> object(const QJsonValue &value, const QString &path)
    {
        if (value.isObject())
            return value.toObject();
        error(path, QStringLiteral("must be an object"));
        return std::nullopt;
    }

    Resource resource(const QJsonValue &value, const QString &path)
    {
        Resource resource{QString(), kInvalid, kDefaultPrice};
        if (const auto fields = object(value, path)) {
            resource.name = string(*fields, QStringLiteral("name"), path + QStringLiteral(".name"), true);
            resource.capacity = number(*fields, QStringLiteral("capacity"), path + QStringLiteral(".capacity"));
            resource.price = number(*fields, QStringLiteral("price"), path + QStringLiteral(".price"), kDefaultPrice);
        }
        return resource;
    }

    User user(const QJsonValue &value, const QString &path)
    {
        User user{QString(), {}, 1.0, std::nullopt};
        const auto fields = object(value, path);
        if (!fields)
            return user;
        user.name = string(*fields, QStringLiteral("name"), path + QStringLiteral(".name"), true);
        const QString demandPath = path + QStringLiteral(".demand");
        if (const auto demand = array(fields->value(QStringLiteral("demand")), demandPath)) {
            for (qsizetype j = 0; j < demand->size(); ++j)
                user.demand.append(number(demand->at(j), demandPath + QStringLiteral("[%1]").arg(j)));
        }
        user.weight = number(*fields, QStringLiteral("weight"), path + QStringLiteral(".weight"), 1.0);
        const QJsonValue maxTasks = fields->value(QStringLiteral("maxTasks"));
        if (!maxTasks.isUndefined() && !maxTasks.isNull())
            user.maxTasks = number(maxTasks, path + QStringLiteral(".maxTasks"));
        return user;
    }
};

QString presetPath(const QString &id)
{
    return QStringLiteral(":/presets/%1.json").arg(id);
}

} // namespace

QString LoadResult::errorText() const
{
    QStringList lines;
    for (const ValidationIssue &issue : errors)
        lines.append(issue.toString());
    return lines.join(QLatin1Char('\n'));
}

LoadResult parseScenarioJson(const QByteArray &json)
{
    if (json.trimmed().isEmpty())
        return failure(QStringLiteral("the document is empty: expected a JSON object"));

    // Qt rejects numbers that overflow or underflow a double (1e999, 1e-999) as
    // "illegal number" here, so no infinity ever reaches the reader.
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return failure(QStringLiteral("invalid JSON at %1: %2")
                           .arg(lineAndColumn(json, parseError.offset), parseError.errorString()));
    }
    if (!document.isObject())
        return failure(QStringLiteral("the document must be a JSON object"));

    const QJsonObject root = document.object();
    ScenarioReader reader;
    // Another version may give the fields other meanings: its only error is the version.
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isUndefined()) {
        const double number = reader.number(version, QStringLiteral("version"));
        if (!std::isnan(number) && number != kFormatVersion)
            reader.error(QStringLiteral("version"),
                         QStringLiteral("must be %1 (this program knows no other version)").arg(kFormatVersion));
        if (!reader.errors.isEmpty()) {
            LoadResult result;
            result.errors = reader.errors;
            return result;
        }
    }

    Scenario scenario;
    scenario.title = reader.string(root, QStringLiteral("title"), QStringLiteral("title"), false);
    const auto resources = reader.array(root.value(QStringLiteral("resources")), QStringLiteral("resources"));
    if (resources) {
        for (qsizetype j = 0; j < resources->size(); ++j)
            scenario.resources.append(reader.resource(resources->at(j), QStringLiteral("resources[%1]").arg(j)));
    }
    if (const auto users = reader.array(root.value(QStringLiteral("users")), QStringLiteral("users"))) {
        for (qsizetype i = 0; i < users->size(); ++i)
            scenario.users.append(reader.user(users->at(i), QStringLiteral("users[%1]").arg(i)));
    }

    // Without a resource list every demand length would be reported wrong; say nothing more.
    LoadResult result;
    result.errors = reader.errors;
    if (resources) {
        for (const ValidationIssue &issue : validateScenario(scenario))
            if (!reader.hasErrorAtOrAbove(issue.path))
                result.errors.append(issue);
    }
    if (result.errors.isEmpty()) {
        result.scenario = scenario;
        result.view = root.value(QStringLiteral("view")).toObject();
    }
    return result;
}

LoadResult loadScenarioFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return failure(QStringLiteral("cannot read \"%1\": %2").arg(path, file.errorString()));
    return parseScenarioJson(file.readAll());
}

QJsonObject scenarioToJsonObject(const Scenario &scenario, const QJsonObject &view)
{
    QJsonArray resources;
    for (const Resource &resource : scenario.resources) {
        resources.append(QJsonObject{{QStringLiteral("name"), resource.name},
                                     {QStringLiteral("capacity"), resource.capacity},
                                     {QStringLiteral("price"), resource.price}});
    }
    QJsonArray users;
    for (const User &user : scenario.users) {
        QJsonArray demand;
        for (double value : user.demand)
            demand.append(value);
        users.append(QJsonObject{{QStringLiteral("name"), user.name},
                                 {QStringLiteral("demand"), demand},
                                 {QStringLiteral("weight"), user.weight},
                                 {QStringLiteral("maxTasks"), user.maxTasks ? QJsonValue(*user.maxTasks)
                                                                            : QJsonValue(QJsonValue::Null)}});
    }
    QJsonObject root{{QStringLiteral("version"), kFormatVersion},
                     {QStringLiteral("title"), scenario.title},
                     {QStringLiteral("resources"), resources},
                     {QStringLiteral("users"), users}};
    if (!view.isEmpty())
        root.insert(QStringLiteral("view"), view);
    return root;
}

QByteArray scenarioToJson(const Scenario &scenario, const QJsonObject &view)
{
    return QJsonDocument(scenarioToJsonObject(scenario, view)).toJson(QJsonDocument::Indented);
}

bool writeFileAtomically(const QString &path, const QByteArray &json, QString *error)
{
    // QSaveFile writes to a temporary file and renames it over `path` only on commit().
    QSaveFile file(path);
    QString reason;
    if (!file.open(QIODevice::WriteOnly)) {
        reason = file.errorString();
    } else if (const qint64 written = file.write(json); written != json.size()) {
        // A file size limit gives a short write with no error set (errorString: "Unknown error").
        reason = file.error() != QFileDevice::NoError
            ? file.errorString()
            : QStringLiteral("only %1 of %2 bytes could be written").arg(written).arg(json.size());
    } else if (!file.commit()) {
        reason = file.errorString();
    }
    if (!reason.isEmpty() && error)
        *error = QStringLiteral("cannot save \"%1\": %2").arg(path, reason);
    return reason.isEmpty();
}

bool saveScenarioFile(const Scenario &scenario, const QString &path, QString *error,
                      const QJsonObject &view)
{
    return writeFileAtomically(path, scenarioToJson(scenario, view), error);
}

QList<Preset> presets()
{
    const QStringList files = QDir(QStringLiteral(":/presets"))
                                  .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QList<Preset> list;
    for (const QString &file : files) {
        const QString id = QFileInfo(file).completeBaseName();
        const LoadResult loaded = loadScenarioFile(presetPath(id));
        list.append({id, loaded.ok() ? loaded.scenario->title : id, presetPath(id)});
    }
    std::stable_partition(list.begin(), list.end(),
                          [](const Preset &preset) { return preset.id == QLatin1String("seed"); });
    return list;
}

LoadResult loadPreset(const QString &id)
{
    const QList<Preset> all = presets();
    const bool known = std::any_of(all.cbegin(), all.cend(), [&id](const Preset &p) { return p.id == id; });
    if (!known)
        return failure(QStringLiteral("unknown preset \"%1\"").arg(id));
    return loadScenarioFile(presetPath(id));
}

} // namespace drf
