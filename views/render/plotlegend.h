#pragma once

#include <QList>

class QCPAbstractLegendItem;
class QCPLegend;

namespace drf {

/// The legend's entries, the plottables' entries made (once per drawing) entries that lay their
/// text out once (cachedtext.h) and keep their natural height.
QList<QCPAbstractLegendItem *> cachedLegendEntries(QCPLegend *legend);
/// Wraps the legend's `items` into as many columns as a figure `width` pixels wide holds;
/// returns the number of rows.
int wrapLegend(QCPLegend *legend, const QList<QCPAbstractLegendItem *> &items, int width);

} // namespace drf
