#pragma once

#include "scenario.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace drf {

/// One problem in a scenario: where it is and what is wrong.
struct ValidationIssue
{
    QString path;    ///< e.g. "users[1].demand[0]"
    QString message; ///< e.g. "must be a finite number >= 0"
    /// "users[1].demand[0]: must be a finite number >= 0"
    QString toString() const
    {
        return path.isEmpty() ? message : path + QStringLiteral(": ") + message;
    }
};

/// Every rule a scenario must meet: 1..16 resources, 1..10000 users, capacities finite and > 0,
/// prices finite and > 0, demands finite and >= 0 with one > 0 per user, weights finite and > 0,
/// caps absent or finite and >= 0, names non-empty and unique, demand length = resource count,
/// arrive >= 0, leave > arrive, work, duration and horizon > 0, every value at most 1e12, no
/// two distinct given times at the same instant (instantClashes()); the names and the title
/// within their lengths and of printable characters (checkName(), checkTitle()).
/// Empty list = valid.
QList<ValidationIssue> validateScenario(const Scenario &scenario);

/// Field checks shared by the file loader and the Qt model. Each returns the reason the value
/// is rejected ("must be a finite number > 0"), or an empty string when it is fine.
QString checkCapacity(double value);
QString checkPrice(double value);
QString checkDemandComponent(double value);
QString checkWeight(double value);
QString checkMaxTasks(std::optional<double> value);
/// A user's or resource's name: not empty, at most kMaxNameLength long, one line of
/// printable text (forbiddenCharacter()).
QString checkName(const QString &name);
/// The title: at most kMaxTitleLength long, one line (empty is fine).
QString checkTitle(const QString &title);
/// A file's description: at most kMaxDescriptionLength long; it may have line breaks (U+000A).
QString checkDescription(const QString &description);

/// How much of the text a field may be: a name or the title is one line; a description may
/// have line breaks.
enum class TextKind
{
    Line,
    Paragraph
};
/// A character a text field may not hold, and where it is.
struct ForbiddenCharacter
{
    char32_t codePoint; ///< a lone surrogate is its own code unit
    qsizetype position; ///< in characters (code points) from 1
    qsizetype index;    ///< in UTF-16 code units from 0
};
/// The first character of `text` a field of `kind` may not hold, or none: control characters
/// (C0 U+0000..U+001F, DEL U+007F, C1 U+0080..U+009F; a Paragraph allows the line feed U+000A),
/// the line and paragraph separators U+2028 and U+2029 (in a Line), surrogates that are not
/// half of a pair, and noncharacters (U+FDD0..U+FDEF, U+FFFE and U+FFFF of every plane). None
/// of them shows on screen, XML forbids most and LaTeX stops at some (a blank line in a name
/// ended a figure's label).
std::optional<ForbiddenCharacter> forbiddenCharacter(QStringView text, TextKind kind);
/// Whether `codePoint` is one forbiddenCharacter() looks for (a surrogate counts when alone).
bool isForbiddenCharacter(char32_t codePoint, TextKind kind);
/// Online allocation: arrive >= 0; leave > arrive ("must be greater than arrive (5)"); work,
/// duration and the horizon > 0 (absent leave, work and horizon are fine).
QString checkArrive(double value);
QString checkLeave(std::optional<double> value, double arrive);
QString checkWork(std::optional<double> value);
QString checkDuration(double value);
QString checkHorizon(std::optional<double> value);
/// The number of resources or users: the reason it is outside 1..kMaxResources (1..kMaxUsers).
QString checkResourceCount(int count);
QString checkUserCount(int count);

/// What two names must not share to be distinct: names are compared trimmed, since "A " and
/// "A" look the same in every view.
QString nameKey(const QString &name);
/// Index of the resource (user) other than `self` whose name has the same nameKey() as `name`,
/// or -1. `self` = -1 for one about to be added.
int resourceNameClash(const Scenario &scenario, const QString &name, int self);
int userNameClash(const Scenario &scenario, const QString &name, int self);

/// One time a scenario gives (DOMAIN.md, "Online allocation"): a user's arrive or leave, or the
/// horizon. (The horizon fixedHorizon() derives when none is set is at least twice the latest
/// of them, so never at the instant of one.)
struct GivenTime
{
    enum class Field
    {
        Arrive,
        Leave,
        Horizon
    };
    Field field = Field::Arrive;
    int user = -1; ///< Arrive and Leave: whose
    double value = 0.0;
};

/// Two distinct given times that the simulation would take as one instant (sameInstant():
/// within 1e-9, relative, or absolute below 1): at 1e12 an arrival 500 before the horizon would
/// merge with it and never happen. Times computed from them (a task's end, a job's end) are
/// merged as DOMAIN.md says; the given ones must be equal or farther apart.
struct InstantClash
{
    GivenTime earlier;
    GivenTime later; ///< later.value > earlier.value
};

/// Every pair of distinct given times at the same instant, neighbours in time order (three
/// times within the tolerance give two pairs). A time that breaks its own rule (checkArrive(),
/// checkLeave(), checkHorizon()) is left out. O(N log N).
QList<InstantClash> instantClashes(const Scenario &scenario);
/// "user B's arrive 999999999500 and the horizon 1e+12 are within 1e-9 of each other (...),
/// which drfviz takes as the same instant: make them equal or farther apart".
QString instantClashMessage(const Scenario &scenario, const InstantClash &clash);
/// The path validateScenario() gives a clash: the user's field that would move ("users[1].arrive").
QString instantClashPath(const InstantClash &clash);

/// One broken rule of a single user or resource, kept apart from its wording so that the file
/// loader ("users[1].demand: ...") and the editor ("B: demand: ...") each phrase it their way
/// while both ask the same rules.
struct ItemProblem
{
    enum class Field
    {
        Demand,
        Weight,
        MaxTasks,
        Arrive,
        Leave,
        Work,
        Duration,
        Capacity,
        Price
    };
    enum class Rule
    {
        Value,           ///< the field's check failed: `reason` says why
        DemandLength,    ///< not one demand value per resource
        NoPositiveDemand ///< every demand value is 0
    };
    Field field;
    Rule rule = Rule::Value;
    int resource = -1;  ///< the demand value at fault (Demand, Value), else -1
    int valueCount = 0; ///< DemandLength: how many demand values there are
    QString reason;     ///< Value only: e.g. "must be a finite number >= 0"
};

/// Every problem of `user` among `resourceCount` resources, apart from its name (checkName(),
/// userNameClash()), in the order validateScenario() reports them: demand, weight, cap, then
/// the online fields arrive, leave, work, duration.
QList<ItemProblem> userProblems(const User &user, int resourceCount);
/// Every problem of `resource` apart from its name: capacity, price.
QList<ItemProblem> resourceProblems(const Resource &resource);

} // namespace drf
