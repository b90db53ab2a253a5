#include "plotlegend.h"

#include "cachedtext.h"

#include <algorithm>
#include <numeric>

#include <qcustomplot.h>

namespace drf {

namespace {

/// A legend entry that lays its text out once (cachedtext.h). QCustomPlot asks every entry for
/// its size several times per layout and measures the text again to draw it, and shaping the
/// text each time is a good part of a replot. Draws what QCPPlottableLegendItem draws
/// (QCustomPlot 2.1.0).
class LegendEntry : public QCPPlottableLegendItem
{
public:
    using QCPPlottableLegendItem::QCPPlottableLegendItem;

    QSize minimumOuterSizeHint() const override
    {
        if (!mPlottable)
            return {};
        const QSize icon = mParentLegend->iconSize();
        const QRect text = textRect(getFont(), nullptr);
        return {icon.width() + mParentLegend->iconTextPadding() + text.width() + mMargins.left() +
                    mMargins.right(),
                qMax(text.height(), icon.height()) + mMargins.top() + mMargins.bottom()};
    }

protected:
    void draw(QCPPainter *painter) override
    {
        if (!mPlottable)
            return;
        painter->setFont(getFont());
        painter->setPen(QPen(getTextColor()));
        const QSize iconSize = mParentLegend->iconSize();
        const QRect text = textRect(painter->font(), painter->device());
        const QRect iconRect(mRect.topLeft(), iconSize);
        // Centred on the icon when lower than it, else top-aligned with it.
        const int textHeight = qMax(text.height(), iconSize.height());
        drawCachedText(painter,
                       QRect(mRect.x() + iconSize.width() + mParentLegend->iconTextPadding(),
                             mRect.y(), text.width(), textHeight),
                       Qt::TextDontClip, mPlottable->name());
        painter->save();
        painter->setClipRect(iconRect, Qt::IntersectClip);
        (mPlottable->*legendIcon())(painter, iconRect);
        painter->restore();
        if (getIconBorderPen().style() != Qt::NoPen) {
            painter->setPen(getIconBorderPen());
            painter->setBrush(Qt::NoBrush);
            const int halfPen = qCeil(painter->pen().widthF() * 0.5) + 1;
            painter->setClipRect(mOuterRect.adjusted(-halfPen, -halfPen, halfPen, halfPen));
            painter->drawRect(iconRect);
        }
    }

private:
    /// QCPAbstractPlottable::drawLegendIcon, which is protected (QCPPlottableLegendItem is its
    /// friend, a subclass of it is not): reached through a pointer to the member, made where it
    /// is public.
    using DrawLegendIcon = void (QCPAbstractPlottable::*)(QCPPainter *, const QRectF &) const;
    static DrawLegendIcon legendIcon()
    {
        struct Plottable : QCPAbstractPlottable
        {
            using QCPAbstractPlottable::drawLegendIcon;
        };
        return &Plottable::drawLegendIcon;
    }

    /// The name's box, as QCPPlottableLegendItem measures it.
    QRect textRect(const QFont &font, const QPaintDevice *device) const
    {
        return cachedTextBounds(font, QRectF(0, 0, 0, mParentLegend->iconSize().height()),
                                Qt::TextDontClip, mPlottable->name(), device)
            .toAlignedRect();
    }
};

} // namespace

QList<QCPAbstractLegendItem *> cachedLegendEntries(QCPLegend *legend)
{
    // A wrapped legend's grid has empty cells: item(k) can be null.
    QList<QCPAbstractLegendItem *> items;
    for (int k = 0; k < legend->itemCount(); ++k) {
        if (QCPAbstractLegendItem *item = legend->item(k))
            items.append(item);
    }
    if (!items.isEmpty() && !dynamic_cast<LegendEntry *>(items.first())) {
        QList<QCPAbstractPlottable *> plottables;
        for (QCPAbstractLegendItem *item : qAsConst(items)) {
            if (auto *entry = qobject_cast<QCPPlottableLegendItem *>(item))
                plottables.append(entry->plottable());
        }
        legend->clear();
        legend->setWrap(0);
        items.clear();
        for (QCPAbstractPlottable *plottable : plottables) {
            auto *entry = new LegendEntry(legend, plottable);
            // Natural height; any width, or the legend's finite width caps the whole column.
            // Set before the entry joins the legend: a layout reports a constraint change to the
            // QCustomPlot widget (updateGeometry), which lays out the whole window again.
            entry->setMaximumSize(QWIDGETSIZE_MAX, entry->minimumOuterSizeHint().height());
            legend->addItem(entry);
            items.append(entry);
        }
    }
    return items;
}

int wrapLegend(QCPLegend *legend, const QList<QCPAbstractLegendItem *> &items, int width)
{
    const QMargins margins = legend->margins();
    const int available = width - margins.left() - margins.right();
    // Entry k goes to column k % columns: the most columns whose widest entries fit side by
    // side; the rows wrap.
    const auto fits = [&](int columns) {
        QList<int> widths(columns, 0);
        for (int k = 0; k < items.size(); ++k)
            widths[k % columns] =
                std::max(widths[k % columns], items[k]->minimumOuterSizeHint().width());
        return std::accumulate(widths.begin(), widths.end(), 0) +
                   (columns - 1) * legend->columnSpacing() <=
               available;
    };
    int columns = int(items.size());
    while (columns > 1 && !fits(columns))
        --columns;
    if (legend->wrap() != columns || legend->fillOrder() != QCPLayoutGrid::foColumnsFirst) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    }
    return (int(items.size()) + columns - 1) / columns;
}

} // namespace drf
