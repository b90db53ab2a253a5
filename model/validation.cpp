#include "validation.h"

#include "tolerance.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <vector>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct ValidationTexts
{
    Q_DECLARE_TR_FUNCTIONS(ValidationTexts)
};

// Shared shape of every numeric rule: finite, above (or at) a lower bound, at most kMaxValue.
QString checkNumber(double value, bool allowZero)
{
    const bool inRange = std::isfinite(value) && (allowZero ? value >= 0.0 : value > 0.0);
    if (!inRange)
        return allowZero ? ValidationTexts::tr("must be a finite number >= 0")
                         : ValidationTexts::tr("must be a finite number > 0");
    if (value > kMaxValue)
        return ValidationTexts::tr("must be at most 1e12");
    return {};
}

// "is 1,000,000 characters long, over the limit of 100 characters", or empty.
QString checkLength(const QString &text, int maximum)
{
    if (text.size() <= maximum)
        return {};
    const QLocale english(QLocale::English);
    return ValidationTexts::tr("is %1 characters long, over the limit of %2 characters")
        .arg(english.toString(text.size()), english.toString(maximum));
}

bool isLineBreak(char32_t codePoint)
{
    return (codePoint >= 0x0A && codePoint <= 0x0D) || codePoint == 0x85 || codePoint == 0x2028 ||
           codePoint == 0x2029;
}

// "contains the control character U+0007 at character 2", or empty.
QString checkCharacters(const QString &text, TextKind kind)
{
    const std::optional<ForbiddenCharacter> found = forbiddenCharacter(text, kind);
    if (!found)
        return {};
    const QString code =
        QStringLiteral("U+%1").arg(uint(found->codePoint), 4, 16, QLatin1Char('0')).toUpper();
    const char32_t c = found->codePoint;
    QString reason;
    if (isLineBreak(c) && kind == TextKind::Line)
        reason = ValidationTexts::tr("contains a line break (%1) at character %2: it must be one "
                                     "line");
    else if (c < 0xA0)
        reason = ValidationTexts::tr("contains the control character %1 at character %2");
    else if (c >= 0xD800 && c <= 0xDFFF)
        reason = ValidationTexts::tr("contains an unpaired surrogate (%1) at character %2");
    else
        reason = ValidationTexts::tr("contains the noncharacter %1 at character %2");
    return reason.arg(code).arg(found->position);
}

QString indexedPath(const char *list, int index)
{
    return QStringLiteral("%1[%2]").arg(QLatin1String(list)).arg(index);
}

QString shortestNumber(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

/// "user B's arrive 999999999500", "the horizon 1e+12".
QString givenTimeText(const Scenario &scenario, const GivenTime &time)
{
    const QString value = shortestNumber(time.value);
    const auto userName = [&] {
        const QString name = nameKey(scenario.users.value(time.user).name);
        return name.isEmpty() ? indexedPath("users", time.user) : name;
    };
    switch (time.field) {
    case GivenTime::Field::Arrive:
        return ValidationTexts::tr("user %1's arrive %2").arg(userName(), value);
    case GivenTime::Field::Leave:
        return ValidationTexts::tr("user %1's leave %2").arg(userName(), value);
    case GivenTime::Field::Horizon:
        break;
    }
    return ValidationTexts::tr("the horizon %1").arg(value);
}

QString checkCount(int count, int maximum)
{
    if (count >= 1 && count <= maximum)
        return {};
    return ValidationTexts::tr("must have 1 to %1 entries, has %2").arg(maximum).arg(count);
}

// Item is Resource or User.
template <typename Item> int nameClash(const QList<Item> &items, const QString &name, int self)
{
    const QString key = nameKey(name);
    for (int i = 0; i < int(items.size()); ++i)
        if (i != self && nameKey(items[i].name) == key)
            return i;
    return -1;
}

class Validator
{
public:
    QList<ValidationIssue> issues;

    void add(const QString &path, const QString &message)
    {
        if (!message.isEmpty())
            issues.append({path, message});
    }

    // Only the first of two equal names is fine; the message names the first.
    void checkNames(const char *list, const QStringList &names)
    {
        QHash<QString, int> firstIndex;
        firstIndex.reserve(names.size());
        for (int i = 0; i < names.size(); ++i) {
            const QString reason = checkName(names[i]);
            if (!reason.isEmpty()) {
                add(indexedPath(list, i) + QStringLiteral(".name"), reason);
                continue;
            }
            const QString key = nameKey(names[i]);
            const auto it = firstIndex.constFind(key);
            if (it != firstIndex.cend())
                add(indexedPath(list, i) + QStringLiteral(".name"),
                    ValidationTexts::tr("\"%1\" is already used by %2")
                        .arg(key, indexedPath(list, it.value())));
            else
                firstIndex.insert(key, i);
        }
    }

    // Paths and messages are built only for problems: a valid scenario of 10,000 users costs
    // no string work.
    void addItemProblems(const QString &itemPath, const QList<ItemProblem> &problems,
                         int resourceCount)
    {
        for (const ItemProblem &problem : problems)
            issues.append({itemPath + QLatin1Char('.') + fieldPath(problem),
                           message(problem, resourceCount)});
    }

private:
    static QString fieldPath(const ItemProblem &problem)
    {
        switch (problem.field) {
        case ItemProblem::Field::Demand:
            return problem.resource >= 0 ? ValidationTexts::tr("demand[%1]").arg(problem.resource)
                                         : QStringLiteral("demand");
        case ItemProblem::Field::Weight:
            return QStringLiteral("weight");
        case ItemProblem::Field::MaxTasks:
            return QStringLiteral("maxTasks");
        case ItemProblem::Field::Arrive:
            return QStringLiteral("arrive");
        case ItemProblem::Field::Leave:
            return QStringLiteral("leave");
        case ItemProblem::Field::Work:
            return QStringLiteral("work");
        case ItemProblem::Field::Duration:
            return QStringLiteral("duration");
        case ItemProblem::Field::Capacity:
            return QStringLiteral("capacity");
        case ItemProblem::Field::Price:
            break;
        }
        return QStringLiteral("price");
    }

    static QString message(const ItemProblem &problem, int resourceCount)
    {
        switch (problem.rule) {
        case ItemProblem::Rule::DemandLength:
            return ValidationTexts::tr("has %1 values but there are %2 resources")
                .arg(problem.valueCount)
                .arg(resourceCount);
        case ItemProblem::Rule::NoPositiveDemand:
            return ValidationTexts::tr("at least one value must be > 0");
        case ItemProblem::Rule::Value:
            break;
        }
        return problem.reason;
    }
};

} // namespace

QString checkCapacity(double value)
{
    return checkNumber(value, false);
}

QString checkPrice(double value)
{
    return checkNumber(value, false);
}

QString checkDemandComponent(double value)
{
    return checkNumber(value, true);
}

QString checkWeight(double value)
{
    return checkNumber(value, false);
}

QString checkMaxTasks(std::optional<double> value)
{
    return value ? checkNumber(*value, true) : QString();
}

QString checkArrive(double value)
{
    return checkNumber(value, true);
}

QString checkLeave(std::optional<double> value, double arrive)
{
    if (!value)
        return {};
    if (QString reason = checkNumber(*value, false); !reason.isEmpty())
        return reason;
    // An invalid arrive has its own problem; the order is checked against a valid one only.
    if (checkArrive(arrive).isEmpty() && !(*value > arrive))
        return ValidationTexts::tr("must be greater than arrive (%1)")
            .arg(QString::number(arrive, 'g', QLocale::FloatingPointShortest));
    return {};
}

QString checkWork(std::optional<double> value)
{
    return value ? checkNumber(*value, false) : QString();
}

QString checkDuration(double value)
{
    return checkNumber(value, false);
}

QString checkHorizon(std::optional<double> value)
{
    return value ? checkNumber(*value, false) : QString();
}

QString checkName(const QString &name)
{
    if (name.trimmed().isEmpty())
        return ValidationTexts::tr("must not be empty");
    if (QString reason = checkLength(name, kMaxNameLength); !reason.isEmpty())
        return reason;
    return checkCharacters(name, TextKind::Line);
}

QString checkTitle(const QString &title)
{
    if (QString reason = checkLength(title, kMaxTitleLength); !reason.isEmpty())
        return reason;
    return checkCharacters(title, TextKind::Line);
}

QString checkDescription(const QString &description)
{
    if (QString reason = checkLength(description, kMaxDescriptionLength); !reason.isEmpty())
        return reason;
    return checkCharacters(description, TextKind::Paragraph);
}

bool isForbiddenCharacter(char32_t codePoint, TextKind kind)
{
    if (codePoint < 0x20)
        return !(kind == TextKind::Paragraph && codePoint == U'\n');
    if (codePoint >= 0x7F && codePoint <= 0x9F)
        return true;
    if (codePoint == 0x2028 || codePoint == 0x2029)
        return kind == TextKind::Line;
    return (codePoint >= 0xD800 && codePoint <= 0xDFFF) ||
           (codePoint >= 0xFDD0 && codePoint <= 0xFDEF) || (codePoint & 0xFFFE) == 0xFFFE;
}

std::optional<ForbiddenCharacter> forbiddenCharacter(QStringView text, TextKind kind)
{
    qsizetype position = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        ++position;
        const char16_t unit = text[i].unicode();
        char32_t codePoint = unit;
        const qsizetype index = i;
        if (QChar::isHighSurrogate(unit) && i + 1 < text.size() &&
            QChar::isLowSurrogate(text[i + 1].unicode()))
            codePoint = QChar::surrogateToUcs4(unit, text[++i].unicode());
        if (isForbiddenCharacter(codePoint, kind))
            return ForbiddenCharacter{codePoint, position, index};
    }
    return std::nullopt;
}

QString checkResourceCount(int count)
{
    return checkCount(count, kMaxResources);
}

QString checkUserCount(int count)
{
    return checkCount(count, kMaxUsers);
}

QString nameKey(const QString &name)
{
    return name.trimmed();
}

int resourceNameClash(const Scenario &scenario, const QString &name, int self)
{
    return nameClash(scenario.resources, name, self);
}

int userNameClash(const Scenario &scenario, const QString &name, int self)
{
    return nameClash(scenario.users, name, self);
}

QList<ItemProblem> userProblems(const User &user, int resourceCount)
{
    using Field = ItemProblem::Field;
    QList<ItemProblem> problems;
    const int valueCount = int(user.demand.size());
    if (valueCount != resourceCount)
        problems.append({Field::Demand, ItemProblem::Rule::DemandLength, -1, valueCount, {}});
    bool allValid = true;
    bool anyPositive = false;
    for (int j = 0; j < valueCount; ++j) {
        if (QString reason = checkDemandComponent(user.demand[j]); !reason.isEmpty()) {
            problems.append({Field::Demand, ItemProblem::Rule::Value, j, 0, reason});
            allValid = false;
        }
        anyPositive = anyPositive || user.demand[j] > 0.0;
    }
    // An invalid value already has its own problem; an empty demand has the length one.
    if (allValid && !anyPositive && valueCount > 0)
        problems.append({Field::Demand, ItemProblem::Rule::NoPositiveDemand, -1, 0, {}});
    if (QString reason = checkWeight(user.weight); !reason.isEmpty())
        problems.append({Field::Weight, ItemProblem::Rule::Value, -1, 0, reason});
    if (QString reason = checkMaxTasks(user.maxTasks); !reason.isEmpty())
        problems.append({Field::MaxTasks, ItemProblem::Rule::Value, -1, 0, reason});
    if (QString reason = checkArrive(user.arrive); !reason.isEmpty())
        problems.append({Field::Arrive, ItemProblem::Rule::Value, -1, 0, reason});
    if (QString reason = checkLeave(user.leave, user.arrive); !reason.isEmpty())
        problems.append({Field::Leave, ItemProblem::Rule::Value, -1, 0, reason});
    if (QString reason = checkWork(user.work); !reason.isEmpty())
        problems.append({Field::Work, ItemProblem::Rule::Value, -1, 0, reason});
    if (QString reason = checkDuration(user.duration); !reason.isEmpty())
        problems.append({Field::Duration, ItemProblem::Rule::Value, -1, 0, reason});
    return problems;
}

QList<ItemProblem> resourceProblems(const Resource &resource)
{
    QList<ItemProblem> problems;
    if (QString reason = checkCapacity(resource.capacity); !reason.isEmpty())
        problems.append({ItemProblem::Field::Capacity, ItemProblem::Rule::Value, -1, 0, reason});
    if (QString reason = checkPrice(resource.price); !reason.isEmpty())
        problems.append({ItemProblem::Field::Price, ItemProblem::Rule::Value, -1, 0, reason});
    return problems;
}

QList<InstantClash> instantClashes(const Scenario &scenario)
{
    std::vector<GivenTime> times;
    times.reserve(std::size_t(2 * scenario.userCount() + 1));
    for (int i = 0; i < scenario.userCount(); ++i) {
        const User &user = scenario.users[i];
        if (checkArrive(user.arrive).isEmpty())
            times.push_back({GivenTime::Field::Arrive, i, user.arrive});
        if (user.leave && checkLeave(user.leave, user.arrive).isEmpty())
            times.push_back({GivenTime::Field::Leave, i, *user.leave});
    }
    if (scenario.horizon && checkHorizon(scenario.horizon).isEmpty())
        times.push_back({GivenTime::Field::Horizon, -1, *scenario.horizon});
    std::stable_sort(times.begin(), times.end(),
                     [](const GivenTime &a, const GivenTime &b) { return a.value < b.value; });
    // Sorted, a time within the tolerance of a smaller one is within it of its neighbour below
    // (the bound is taken from the larger of the two), so neighbours find every clash.
    QList<InstantClash> clashes;
    for (std::size_t k = 1; k < times.size(); ++k)
        if (times[k].value != times[k - 1].value && sameInstant(times[k - 1].value, times[k].value))
            clashes.append({times[k - 1], times[k]});
    return clashes;
}

QString instantClashMessage(const Scenario &scenario, const InstantClash &clash)
{
    const QString earlier = givenTimeText(scenario, clash.earlier);
    const QString later = givenTimeText(scenario, clash.later);
    // A user's leave must stay after its arrive: the two cannot be made equal.
    if (clash.earlier.user >= 0 && clash.earlier.user == clash.later.user)
        return ValidationTexts::tr("%1 and %2 are within 1e-9 of each other (relative; absolute "
                                   "below 1), which drfviz takes as the same instant: move them "
                                   "farther apart")
            .arg(earlier, later);
    return ValidationTexts::tr("%1 and %2 are within 1e-9 of each other (relative; absolute below "
                               "1), which drfviz takes as the same instant: make them equal or "
                               "farther apart")
        .arg(earlier, later);
}

QString instantClashPath(const InstantClash &clash)
{
    // The later time is the one that would happen early; the horizon is the one that stays.
    const GivenTime &moved = clash.later.user >= 0 ? clash.later : clash.earlier;
    if (moved.user < 0)
        return QStringLiteral("horizon");
    return indexedPath("users", moved.user) + (moved.field == GivenTime::Field::Leave
                                                   ? QStringLiteral(".leave")
                                                   : QStringLiteral(".arrive"));
}

QList<ValidationIssue> validateScenario(const Scenario &scenario)
{
    Validator v;
    v.add(QStringLiteral("title"), checkTitle(scenario.title));
    v.add(QStringLiteral("resources"), checkResourceCount(scenario.resourceCount()));
    v.add(QStringLiteral("users"), checkUserCount(scenario.userCount()));

    for (int j = 0; j < scenario.resourceCount(); ++j) {
        if (const QList<ItemProblem> problems = resourceProblems(scenario.resources[j]);
            !problems.isEmpty())
            v.addItemProblems(indexedPath("resources", j), problems, scenario.resourceCount());
    }
    v.checkNames("resources", scenario.resourceNames());

    for (int i = 0; i < scenario.userCount(); ++i) {
        if (const QList<ItemProblem> problems =
                userProblems(scenario.users[i], scenario.resourceCount());
            !problems.isEmpty())
            v.addItemProblems(indexedPath("users", i), problems, scenario.resourceCount());
    }
    v.checkNames("users", scenario.userNames());
    v.add(QStringLiteral("horizon"), checkHorizon(scenario.horizon));
    for (const InstantClash &clash : instantClashes(scenario))
        v.add(instantClashPath(clash), instantClashMessage(scenario, clash));
    return v.issues;
}

} // namespace drf
