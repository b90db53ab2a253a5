#include "useraggregate.h"

#include "numberformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>
#include <vector>

namespace drf {

namespace {

/// The translation context of this file's texts (resources/translations).
struct UserAggregateTexts
{
    Q_DECLARE_TR_FUNCTIONS(UserAggregateTexts)
};

} // namespace

UserAggregate::UserAggregate(int users, const std::function<double(int)> &size)
    : m_users(std::max(users, 0))
{
    if (m_users <= kAllDrawn) {
        m_drawn.resize(m_users);
        std::iota(m_drawn.begin(), m_drawn.end(), 0);
        return;
    }
    std::vector<double> sizes(static_cast<size_t>(m_users));
    for (int i = 0; i < m_users; ++i)
        sizes[size_t(i)] = size(i);
    std::vector<int> order(static_cast<size_t>(m_users));
    std::iota(order.begin(), order.end(), 0);
    const auto larger = [&sizes](int a, int b) {
        return sizes[size_t(a)] > sizes[size_t(b)] ||
               (sizes[size_t(a)] == sizes[size_t(b)] && a < b);
    };
    std::partial_sort(order.begin(), order.begin() + kLargestDrawn, order.end(), larger);
    m_drawn = QList<int>(order.begin(), order.begin() + kLargestDrawn);
    std::vector<bool> isDrawn(size_t(m_users), false);
    for (int user : std::as_const(m_drawn))
        isDrawn[size_t(user)] = true;
    m_others.reserve(m_users - kLargestDrawn);
    for (int i = 0; i < m_users; ++i) {
        if (!isDrawn[size_t(i)])
            m_others.append(i);
    }
}

QList<double> UserAggregate::othersSum(const QList<QList<double>> &perUser) const
{
    QList<double> sum;
    for (int user : m_others) {
        const QList<double> &values = perUser[user];
        if (sum.isEmpty())
            sum.resize(values.size(), 0.0);
        for (int j = 0; j < values.size(); ++j)
            sum[j] += values[j];
    }
    return sum;
}

QString UserAggregate::othersName() const
{
    return UserAggregateTexts::tr("the other %1 users").arg(formatCount(int(m_others.size())));
}

QString UserAggregate::note(const QString &together) const
{
    if (!aggregates())
        return {};
    return UserAggregateTexts::tr("the %1 largest of %2 users drawn one by one, %3 together %4")
        .arg(m_drawn.size())
        .arg(formatCount(m_users), othersName(), together);
}

} // namespace drf
