#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace drf {

/// One kind of resource of the cluster (CPU, GPU, memory...).
struct Resource
{
    QString name;
    double capacity = 1.0; ///< C_j > 0
    double price = 10.0;   ///< p_j > 0, used by the fixed-price market
};

/// How long one task runs when a user does not say (online allocation).
inline constexpr double kDefaultDuration = 1.0;

/// A user of the cluster: every task needs the same demand vector.
struct User
{
    QString name;
    QList<double> demand;           ///< d_ij >= 0 per resource, at least one > 0
    double weight = 1.0;            ///< w_i > 0
    std::optional<double> maxTasks; ///< T_i >= 0, absent = unbounded demand
    // Online allocation (DOMAIN.md, "Online allocation"); the defaults make a static user.
    double arrive = 0.0;                        ///< when the user arrives, >= 0
    std::optional<double> leave = std::nullopt; ///< when it leaves, > arrive; absent = stays
    std::optional<double> work = std::nullopt;  ///< tasks its job needs, > 0; absent = endless
    double duration = kDefaultDuration;         ///< how long one task runs, > 0
};

/// A cluster and its users: the input of every policy (DOMAIN.md, "Notation").
struct Scenario
{
    QString title;
    QList<Resource> resources;
    QList<User> users;
    /// Online allocation: the end of the simulated time, > 0; absent = derived from the users
    /// (DOMAIN.md, "Online allocation").
    std::optional<double> horizon;

    int resourceCount() const { return int(resources.size()); }
    int userCount() const { return int(users.size()); }
    double totalWeight() const;
    /// Index of the resource or user with that name, -1 if none.
    int resourceIndex(const QString &name) const;
    int userIndex(const QString &name) const;
    /// The names, in order (choosers, tables, validation).
    QStringList resourceNames() const;
    QStringList userNames() const;
    /// True when some user or the horizon leaves its static default: the scenario has a
    /// timeline worth showing (a static scenario simulates too, with everyone present from 0).
    bool hasTimeline() const;

    /// The seed's cluster: 180 CPU, 180 GPU; A = (2, 1); B = (1, 3).
    static Scenario seed();
};

/// Limits of the engine, enforced by validateScenario().
inline constexpr int kMaxResources = 16;
inline constexpr int kMaxUsers = 10000;
inline constexpr double kMaxValue = 1e12;
inline constexpr double kDefaultPrice = 10.0;

/// The longest texts a scenario holds, in UTF-16 code units (QString::size(): a character
/// beyond U+FFFF, such as most emoji, counts two). Enforced by validateScenario() (names,
/// title), the file loader (the description) and the editor's fields (their maximum length), so
/// that no text is too long to lay out: a name of a million characters froze the window for a
/// minute.
inline constexpr int kMaxNameLength = 100;         ///< a user's or a resource's name
inline constexpr int kMaxTitleLength = 1000;       ///< the scenario's title
inline constexpr int kMaxDescriptionLength = 5000; ///< a scenario file's description

} // namespace drf
