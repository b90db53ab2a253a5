#pragma once

#include <QList>
#include <QString>

#include <functional>

namespace drf {

/// Which users a plot draws one by one: every user of a scenario with at most kAllDrawn users;
/// beyond that the kLargestDrawn largest, and the others together as one aggregate ("the other
/// 9,992 users"), so that a figure of 10,000 users costs what one of a few users does, still adds
/// up to the totals, and says on its face what it folded together.
class UserAggregate
{
public:
    /// Up to this many users every user is drawn.
    static constexpr int kAllDrawn = 50;
    /// Beyond kAllDrawn users, the largest this many are drawn (one colour each).
    static constexpr int kLargestDrawn = 8;

    /// `users` users ranked by `size(i)` (larger first; ties: the lower index first).
    UserAggregate(int users, const std::function<double(int)> &size);

    /// The users drawn one by one: every user in scenario order, or the largest, largest first.
    /// The k-th is drawn in userColor(k).
    const QList<int> &drawn() const { return m_drawn; }
    /// Whether some users are folded into the aggregate.
    bool aggregates() const { return !m_others.isEmpty(); }
    /// The users in the aggregate, in scenario order (empty when every user is drawn).
    const QList<int> &others() const { return m_others; }

    /// Per component, the sum of `perUser[i]` over the aggregate's users.
    QList<double> othersSum(const QList<QList<double>> &perUser) const;
    /// "the other 9,992 users".
    QString othersName() const;
    /// "the 8 largest of 10,000 users drawn one by one, the other 9,992 together": what a
    /// figure that aggregates says in its title (empty when every user is drawn).
    QString note(const QString &together) const;

private:
    int m_users;
    QList<int> m_drawn;
    QList<int> m_others;
};

} // namespace drf
