#include "figurestyle.h"

#include <QStringList>

#include <array>

namespace drf {

namespace {

constexpr std::array kLabelDensities{LabelDensity::Auto, LabelDensity::Full, LabelDensity::Compact,
                                     LabelDensity::None};

} // namespace

QString labelDensityKey(LabelDensity density)
{
    switch (density) {
    case LabelDensity::Auto:
        return QStringLiteral("auto");
    case LabelDensity::Full:
        return QStringLiteral("full");
    case LabelDensity::Compact:
        return QStringLiteral("compact");
    case LabelDensity::None:
        return QStringLiteral("none");
    }
    return {};
}

std::optional<LabelDensity> labelDensityFromKey(const QString &key)
{
    for (LabelDensity density : kLabelDensities) {
        if (labelDensityKey(density) == key)
            return density;
    }
    return std::nullopt;
}

QString labelDensityKeys()
{
    QStringList keys;
    for (LabelDensity density : kLabelDensities)
        keys.append(labelDensityKey(density));
    return keys.join(QStringLiteral(", "));
}

} // namespace drf
