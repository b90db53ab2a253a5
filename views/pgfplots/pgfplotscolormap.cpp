#include "pgfplotscolormap.h"

#include <QStringList>

#include <cmath>

namespace drf {

using W = PgfplotsWriter;

void writeColorScale(const SceneColorScale &scale, PgfplotsWriter &writer)
{
    // pgfplots places a colormap's colours by position: thousandths of the gradient as points.
    QStringList stops;
    for (const auto &[at, colour] : scale.stops)
        stops.append(QStringLiteral("rgb255(%1pt)=(%2,%3,%4)")
                         .arg(std::lround(at * 1000))
                         .arg(colour.red())
                         .arg(colour.green())
                         .arg(colour.blue()));
    writer.addAxisOption(QStringLiteral("colormap={drfvizscale}{[1pt] %1}, point meta min=%2, "
                                        "point meta max=%3")
                             .arg(stops.join(QStringLiteral("; ")), W::number(scale.lowest),
                                  W::number(scale.highest)));
    writer.addAxisOption(QStringLiteral("colorbar, colorbar style={ylabel={%1}}, axis on top")
                             .arg(texText(scale.label)));
}

void writeColorMap(const SceneColorMap &map, const SceneColorScale &scale, PgfplotsWriter &writer)
{
    if (map.columns < 1 || map.rows < 1 || map.values.size() < map.columns * map.rows)
        return;
    const double width =
        map.columns > 1 ? (map.lastCell.x() - map.firstCell.x()) / (map.columns - 1) : 1.0;
    const double height =
        map.rows > 1 ? (map.lastCell.y() - map.firstCell.y()) / (map.rows - 1) : 1.0;
    const auto centre = [&](int column, int row) {
        return QPointF(map.firstCell.x() + column * width, map.firstCell.y() + row * height);
    };
    // A row of cells per line; a cell without a value takes the scale's low end here and is
    // covered in the colour for none below.
    QStringList lines;
    QList<QPointF> blank;
    for (int row = 0; row < map.rows; ++row) {
        QStringList cells;
        for (int column = 0; column < map.columns; ++column) {
            const double value = map.values[row * map.columns + column];
            const QPointF at = centre(column, row);
            if (!std::isfinite(value))
                blank.append(at);
            cells.append(QStringLiteral("(%1,%2) [%3]")
                             .arg(W::number(at.x()), W::number(at.y()),
                                  W::number(std::isfinite(value) ? value : scale.lowest)));
        }
        lines.append(cells.join(QLatin1Char(' ')));
    }
    writer.add(QStringLiteral("\\addplot[matrix plot*, forget plot, point meta=explicit, "
                              "mesh/cols=%1, mesh/rows=%2] coordinates {\n%3\n};")
                   .arg(map.columns)
                   .arg(map.rows)
                   .arg(lines.join(QLatin1Char('\n'))));
    if (blank.isEmpty())
        return;
    const QString none = writer.color(scale.noValue.name, scale.noValue.colour);
    const QPointF half(std::abs(width) / 2, std::abs(height) / 2);
    for (const QPointF &at : blank)
        writer.add(QStringLiteral("\\fill[%1] %2 rectangle %3;")
                       .arg(none, W::at(at - half), W::at(at + half)));
}

} // namespace drf
