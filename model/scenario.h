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

/// A user of the cluster: every task needs the same demand vector.
struct User
{
    QString name;
    QList<double> demand;           ///< d_ij >= 0 per resource, at least one > 0
    double weight = 1.0;            ///< w_i > 0
    std::optional<double> maxTasks; ///< T_i >= 0, absent = unbounded demand
};

/// A cluster and its users: the input of every policy (DOMAIN.md, "Notation").
struct Scenario
{
    QString title;
    QList<Resource> resources;
    QList<User> users;

    int resourceCount() const { return int(resources.size()); }
    int userCount() const { return int(users.size()); }
    double totalWeight() const;
    /// Index of the resource or user with that name, -1 if none.
    int resourceIndex(const QString &name) const;
    int userIndex(const QString &name) const;
    /// The names, in order (choosers, tables, validation).
    QStringList resourceNames() const;
    QStringList userNames() const;

    /// The seed's cluster: 180 CPU, 180 GPU; A = (2, 1); B = (1, 3).
    static Scenario seed();
};

/// Limits of the engine, enforced by validateScenario().
inline constexpr int kMaxResources = 16;
inline constexpr int kMaxUsers = 10000;
inline constexpr double kMaxValue = 1e12;
inline constexpr double kDefaultPrice = 10.0;

} // namespace drf
