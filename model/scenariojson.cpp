#include "scenariojson.h"

#include "jsontext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct ScenarioFileTexts
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioFileTexts)
};

constexpr int kFormatVersion = 1;
constexpr double kInvalid = std::numeric_limits<double>::quiet_NaN();

// QJsonParseError::offset is a byte offset; people want "line 3, column 7" (1-based,
// the column counted in characters of the line).
QString lineAndColumn(const QByteArray &json, int offset)
{
    const QByteArray before = json.left(std::clamp(offset, 0, int(json.size())));
    const int lineStart = int(before.lastIndexOf('\n')) + 1;
    const int line = int(before.count('\n')) + 1;
    const int column = int(QString::fromUtf8(before.mid(lineStart)).size()) + 1;
    return ScenarioFileTexts::tr("line %1, column %2").arg(line).arg(column);
}

// "duplicate key "weight" at line 7, column 12"; a long key is cut, and a character that would
// break the message's line shown as U+FFFD.
QString duplicateKeyText(const DuplicateKey &duplicate)
{
    constexpr qsizetype kShownKeyLength = 40;
    QString key = duplicate.key.left(kShownKeyLength);
    if (key.size() < duplicate.key.size())
        key += QStringLiteral("…");
    for (QChar &c : key)
        if (isForbiddenCharacter(c.unicode(), TextKind::Line) && !c.isSurrogate())
            c = QChar::ReplacementCharacter;
    return ScenarioFileTexts::tr("duplicate key \"%1\" at %2")
        .arg(key,
             ScenarioFileTexts::tr("line %1, column %2").arg(duplicate.line).arg(duplicate.column));
}

// Reads the fields of the document into a Scenario, remembering each type error by path.
// Values that are missing or of the wrong type get a placeholder that validation would
// reject too; those duplicate complaints are dropped in parseScenarioJson.
class ScenarioReader
{
public:
    QList<ValidationIssue> errors;

    void error(const QString &path, const QString &message)
    {
        errors.append({path, message});
        m_errorPaths.insert(path);
    }

    // A list with more entries than it may have: only the first `maximum` are read, so that a
    // huge list costs no more than a full valid one. The error names the list only; it does
    // not hide the problems of the entries that were read.
    qsizetype readableCount(const QJsonArray &array, const QString &path, int maximum,
                            QString (*checkCount)(int))
    {
        if (array.size() <= maximum)
            return array.size();
        errors.append(
            {path,
             checkCount(int(std::min<qsizetype>(array.size(), std::numeric_limits<int>::max())))});
        return maximum;
    }

    // A problem at `path` or inside it ("users[1]" holds "users[1].name") was already reported.
    // Looked up by each enclosing path, so that thousands of problems cost linear time.
    bool hasErrorAtOrAbove(const QString &path) const
    {
        for (qsizetype i = 0; i < path.size(); ++i) {
            const QChar c = path.at(i);
            if ((c == QLatin1Char('.') || c == QLatin1Char('[')) &&
                m_errorPaths.contains(path.left(i)))
                return true;
        }
        return m_errorPaths.contains(path);
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
            error(path, ScenarioFileTexts::tr("is required"));
            return kInvalid;
        }
        if (!value.isDouble()) {
            error(path, ScenarioFileTexts::tr("must be a number"));
            return kInvalid;
        }
        return value.toDouble();
    }

    QString string(const QJsonObject &object, const QString &key, const QString &path,
                   bool required)
    {
        const QJsonValue value = object.value(key);
        if (!required && (value.isUndefined() || value.isNull()))
            return {};
        if (value.isUndefined())
            error(path, ScenarioFileTexts::tr("is required"));
        else if (!value.isString())
            error(path, ScenarioFileTexts::tr("must be a string"));
        return value.toString();
    }

    std::optional<QJsonArray> array(const QJsonValue &value, const QString &path)
    {
        if (value.isUndefined())
            error(path, ScenarioFileTexts::tr("is required"));
        else if (!value.isArray())
            error(path, ScenarioFileTexts::tr("must be an array"));
        else
            return value.toArray();
        return std::nullopt;
    }

    std::optional<QJsonObject> object(const QJsonValue &value, const QString &path)
    {
        if (value.isObject())
            return value.toObject();
        error(path, ScenarioFileTexts::tr("must be an object"));
        return std::nullopt;
    }

    Resource resource(const QJsonValue &value, const QString &path)
    {
        Resource resource{QString(), kInvalid, kDefaultPrice};
        if (const auto fields = object(value, path)) {
            resource.name =
                string(*fields, QStringLiteral("name"), path + QStringLiteral(".name"), true);
            resource.capacity =
                number(*fields, QStringLiteral("capacity"), path + QStringLiteral(".capacity"));
            resource.price = number(*fields, QStringLiteral("price"),
                                    path + QStringLiteral(".price"), kDefaultPrice);
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
            const qsizetype count = demand->size();
            user.demand.reserve(std::min<qsizetype>(count, kMaxResources));
            if (count > kMaxResources)
                error(demandPath,
                      ScenarioFileTexts::tr("has %1 values but a scenario has at most %2 resources")
                          .arg(count)
                          .arg(kMaxResources));
            for (qsizetype j = 0; j < std::min<qsizetype>(count, kMaxResources); ++j)
                user.demand.append(
                    number(demand->at(j), demandPath + QStringLiteral("[%1]").arg(j)));
        }
        user.weight =
            number(*fields, QStringLiteral("weight"), path + QStringLiteral(".weight"), 1.0);
        user.maxTasks = optionalNumber(*fields, QStringLiteral("maxTasks"), path);
        user.arrive =
            number(*fields, QStringLiteral("arrive"), path + QStringLiteral(".arrive"), 0.0);
        user.leave = optionalNumber(*fields, QStringLiteral("leave"), path);
        user.work = optionalNumber(*fields, QStringLiteral("work"), path);
        user.duration = number(*fields, QStringLiteral("duration"),
                               path + QStringLiteral(".duration"), kDefaultDuration);
        return user;
    }

    // A field that may be absent or null (= absent); `parent` is the path of its object ("" at
    // the top level).
    std::optional<double> optionalNumber(const QJsonObject &object, const QString &key,
                                         const QString &parent)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined() || value.isNull())
            return std::nullopt;
        return number(value, parent.isEmpty() ? key : parent + QLatin1Char('.') + key);
    }

private:
    QSet<QString> m_errorPaths;
};

/// The document's root object; or, when `file` is no JSON object drfviz can read (not UTF-8,
/// empty, invalid, not an object, a key twice in one object), why not.
std::optional<LoadResult> unreadableDocument(const QByteArray &file, QJsonObject *root)
{
    // RFC 8259 asks for UTF-8; QJsonDocument would stop at the first NUL byte of UTF-16 or
    // UTF-32 with "illegal value at line 1, column 2" and no word on the encoding.
    if (const QString encoding = nonUtf8Encoding(file); !encoding.isEmpty())
        return LoadResult::failure(
            ScenarioFileTexts::tr("the file is %1; drfviz reads only UTF-8: save it "
                                  "as UTF-8")
                .arg(encoding));
    // A UTF-8 byte order mark (Windows editors write one) is read past, without a copy, so that
    // line 1's columns count from the text.
    const QByteArray json = file.startsWith("\xEF\xBB\xBF")
                                ? QByteArray::fromRawData(file.constData() + 3, file.size() - 3)
                                : file;
    if (QByteArrayView(json).trimmed().isEmpty()) // a view: no copy of a large file
        return LoadResult::failure(
            ScenarioFileTexts::tr("the document is empty: expected a JSON object"));

    // Qt rejects numbers that overflow or underflow a double (1e999, 1e-999) as
    // "illegal number" here, so no infinity ever reaches the reader.
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return LoadResult::failure(
            ScenarioFileTexts::tr("invalid JSON at %1: %2")
                .arg(lineAndColumn(json, parseError.offset), parseError.errorString()));
    }
    if (!document.isObject())
        return LoadResult::failure(ScenarioFileTexts::tr("the document must be a JSON object"));
    // QJsonDocument keeps the last of two equal keys silently: the file means two things.
    qsizetype unlistedDuplicates = 0;
    if (const QList<DuplicateKey> duplicates =
            duplicateKeys(json, kMaxListedErrors, &unlistedDuplicates);
        !duplicates.isEmpty()) {
        LoadResult result;
        for (const DuplicateKey &duplicate : duplicates)
            result.errors.append({duplicate.path, duplicateKeyText(duplicate)});
        result.unlistedErrors = unlistedDuplicates;
        return result;
    }
    *root = document.object();
    return std::nullopt;
}

/// Another version may give the fields other meanings: its only error is the version.
std::optional<LoadResult> otherVersion(const QJsonObject &root, ScenarioReader &reader)
{
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (version.isUndefined())
        return std::nullopt;
    const double number = reader.number(version, QStringLiteral("version"));
    if (!std::isnan(number) && number != kFormatVersion)
        reader.error(QStringLiteral("version"),
                     ScenarioFileTexts::tr("must be %1 (this program knows no other version)")
                         .arg(kFormatVersion));
    if (reader.errors.isEmpty())
        return std::nullopt;
    LoadResult result;
    result.errors = reader.errors;
    return result;
}

/// The scenario's fields, as far as they can be read; `allResourcesRead` tells whether the
/// whole resource list was (the demands' lengths are judged against it).
Scenario readScenario(const QJsonObject &root, ScenarioReader &reader, bool *allResourcesRead)
{
    Scenario scenario;
    scenario.title = reader.string(root, QStringLiteral("title"), QStringLiteral("title"), false);
    // Not part of the scenario, so not validateScenario()'s: checked here.
    if (const QJsonValue description = root.value(QStringLiteral("description"));
        description.isString()) {
        if (const QString reason = checkDescription(description.toString()); !reason.isEmpty())
            reader.error(QStringLiteral("description"), reason);
    }
    const auto resources =
        reader.array(root.value(QStringLiteral("resources")), QStringLiteral("resources"));
    *allResourcesRead = resources.has_value();
    if (resources) {
        const qsizetype count = reader.readableCount(*resources, QStringLiteral("resources"),
                                                     kMaxResources, checkResourceCount);
        *allResourcesRead = count == resources->size();
        for (qsizetype j = 0; j < count; ++j)
            scenario.resources.append(
                reader.resource(resources->at(j), ScenarioFileTexts::tr("resources[%1]").arg(j)));
    }
    if (const auto users =
            reader.array(root.value(QStringLiteral("users")), QStringLiteral("users"))) {
        const qsizetype count =
            reader.readableCount(*users, QStringLiteral("users"), kMaxUsers, checkUserCount);
        scenario.users.reserve(count);
        for (qsizetype i = 0; i < count; ++i)
            scenario.users.append(
                reader.user(users->at(i), ScenarioFileTexts::tr("users[%1]").arg(i)));
    }

    scenario.horizon = reader.optionalNumber(root, QStringLiteral("horizon"), QString());
    return scenario;
}

} // namespace

QString LoadResult::errorText(int maxLines) const
{
    QStringList lines;
    const qsizetype listed = std::min<qsizetype>(errors.size(), std::max(maxLines, 0));
    for (qsizetype i = 0; i < listed; ++i)
        lines.append(errors[i].toString());
    if (const QString more = moreErrorsText(listed); !more.isEmpty())
        lines.append(more);
    return lines.join(QLatin1Char('\n'));
}

QString LoadResult::moreErrorsText(qsizetype listed) const
{
    const qsizetype more =
        errors.size() - std::clamp<qsizetype>(listed, 0, errors.size()) + unlistedErrors;
    if (more <= 0)
        return {};
    return ScenarioFileTexts::tr("... and %1 more %2")
        .arg(QLocale(QLocale::English).toString(more),
             more == 1 ? QStringLiteral("problem") : QStringLiteral("problems"));
}

LoadResult LoadResult::failure(const QString &message)
{
    LoadResult result;
    result.errors.append({QString(), message});
    return result;
}

LoadResult parseScenarioJson(const QByteArray &file)
{
    QJsonObject root;
    if (std::optional<LoadResult> unreadable = unreadableDocument(file, &root))
        return *unreadable;
    ScenarioReader reader;
    if (std::optional<LoadResult> other = otherVersion(root, reader))
        return *other;
    bool allResourcesRead = false;
    const Scenario scenario = readScenario(root, reader, &allResourcesRead);

    // Without the whole resource list every demand length would be reported wrong; say nothing
    // more.
    QList<ValidationIssue> errors = reader.errors;
    if (allResourcesRead) {
        for (const ValidationIssue &issue : validateScenario(scenario))
            if (!reader.hasErrorAtOrAbove(issue.path))
                errors.append(issue);
    }
    LoadResult result;
    if (errors.isEmpty()) {
        result.scenario = scenario;
        result.view = root.value(QStringLiteral("view")).toObject();
        result.description = root.value(QStringLiteral("description")).toString();
        return result;
    }
    result.unlistedErrors = std::max<qsizetype>(0, errors.size() - kMaxListedErrors);
    errors.resize(errors.size() - result.unlistedErrors);
    result.errors = errors;
    return result;
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
        QJsonObject fields{{QStringLiteral("name"), user.name},
                           {QStringLiteral("demand"), demand},
                           {QStringLiteral("weight"), user.weight},
                           {QStringLiteral("maxTasks"), user.maxTasks
                                                            ? QJsonValue(*user.maxTasks)
                                                            : QJsonValue(QJsonValue::Null)}};
        // The online keys only where they differ from their defaults: a static scenario's
        // file stays as it was.
        if (user.arrive != 0.0)
            fields.insert(QStringLiteral("arrive"), user.arrive);
        if (user.leave)
            fields.insert(QStringLiteral("leave"), *user.leave);
        if (user.work)
            fields.insert(QStringLiteral("work"), *user.work);
        if (user.duration != kDefaultDuration)
            fields.insert(QStringLiteral("duration"), user.duration);
        users.append(fields);
    }
    QJsonObject root{{QStringLiteral("version"), kFormatVersion},
                     {QStringLiteral("title"), scenario.title},
                     {QStringLiteral("resources"), resources},
                     {QStringLiteral("users"), users}};
    if (scenario.horizon)
        root.insert(QStringLiteral("horizon"), *scenario.horizon);
    if (!view.isEmpty())
        root.insert(QStringLiteral("view"), view);
    return root;
}

QByteArray scenarioToJson(const Scenario &scenario, const QJsonObject &view)
{
    return QJsonDocument(scenarioToJsonObject(scenario, view)).toJson(QJsonDocument::Indented);
}

} // namespace drf
