#pragma once

#include "figurescene.h"
#include "geometry.h"
#include "onlinesimulation.h"
#include "palette.h"
#include "policy.h"
#include "policymarks.h"

#include <QMap>

#include <QColor>
#include <QLineF>
#include <QPen>
#include <QPointF>
#include <QString>
#include <QVector>

#include <optional>

#include <qcustomplot.h>

// Small building blocks shared by the plots: every item they create belongs to the plot, so
// QCustomPlot::clearItems() / clearPlottables() remove them on the next rebuild.

namespace drf {

class AllocationSet;

/// A text item drawn as QCPItemText draws it, with its text laid out once and kept
/// (cachedtext.h): QCPItemText shapes its text twice per frame, once to measure and once to draw,
/// and a frame redraws every label. The plots make their labels of this class.
class PlotLabel : public QCPItemText
{
    Q_OBJECT

public:
    using QCPItemText::QCPItemText;

protected:
    void draw(QCPPainter *painter) override;
};

/// A plot title that wraps at spaces to the figure's width instead of running off both sides
/// (long task-space titles, a narrow window, a small export): the layout gives it the height of
/// the wrapped lines.
class WrappedTitle : public QCPTextElement
{
    Q_OBJECT

public:
    WrappedTitle(QCustomPlot *plot, const QFont &font);

    /// The height the wrapped text needs at the figure's width.
    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;

private:
    /// The wrapped text's size at the figure's current width, margins included.
    QSize wrappedSize() const;
};

/// `colour` with its alpha set to `alpha` (0..255).
QColor withAlpha(QColor colour, int alpha);
/// A pen of `colour`, `width` pixels wide, in `style`.
QPen makePen(const QColor &colour, double width, Qt::PenStyle style = Qt::SolidLine);

/// The layer labels live on, above every line and marker (created on first use).
QCPLayer *labelLayer(QCustomPlot *plot);

/// A line from `from` to `to` (plot coordinates) with an arrow head when `head` is true.
QCPItemLine *addArrow(QCustomPlot *plot, QPointF from, QPointF to, const QPen &pen,
                      bool head = true);
/// A text label anchored at `anchor` (plot coordinates). Its position is a pixel offset from the
/// anchor, which LabelPlacer chooses; until then it sits just above-right of the anchor.
QCPItemText *addLabel(QCustomPlot *plot, QPointF anchor, const QString &text, const QColor &colour);
/// A one-point marker plottable (it appears in the legend under `name`).
QCPGraph *addMarker(QCustomPlot *plot, QPointF point, const QString &name,
                    const QCPScatterStyle &style);
/// A polyline through `points` in their order; with a brush a closed polygon is filled.
QCPCurve *addPolyline(QCustomPlot *plot, const QVector<QPointF> &points, const QPen &pen,
                      const QBrush &brush = Qt::NoBrush);
/// An axis-aligned box between two opposite corners (plot coordinates). Drawn without
/// antialiasing: its edges are on pixels anyway and the fill is then a fast rect fill.
QCPItemRect *addBox(QCustomPlot *plot, QPointF corner, QPointF opposite, const QPen &pen,
                    const QBrush &brush);
/// A legend entry for something items draw: a plottable without data, shown as a swatch of
/// `brush` outlined by `pen`.
QCPBars *addLegendEntry(QCustomPlot *plot, const QString &name, const QPen &pen,
                        const QBrush &brush);
/// The single point of a marker made by addMarker(), or NaN when there is none.
QPointF markerPoint(const QCPGraph *marker);

/// The shape that stands for a policy on every plot and in the legend: a shape per policy, so
/// that policies stay apart in greyscale and for readers who do not tell the colours apart.
QCPScatterStyle::ScatterShape policyMarkerShape(PolicyId policy);
/// The marker of a policy's point, `size` pixels, in policyMarkerShape(): an outline in the
/// policy's ink filled with white, filled with the ink for the selected policy (a star, which has
/// no inside, is drawn larger and bolder instead); in the warning colour when the allocation is
/// infeasible.
QCPScatterStyle policyMarkerStyle(PolicyId policy, bool selected, bool feasible, double size);
/// A policy's marker at each of `points`, named `name` in the legend, over a white halo (a
/// thicker white copy of its outline, left out of the legend) that keeps it apart from the
/// lines and bars it sits on.
QCPGraph *addPolicyMarker(QCustomPlot *plot, const QVector<QPointF> &points, const QString &name,
                          const QCPScatterStyle &style);
/// A line that stands for a policy (the task space's guides): the policy's ink
/// with a dash pattern of its own, `width` pixels wide.
QPen policyPen(PolicyId policy, double width);
/// One marker per point, named `nameFormat` with %1 the policy's short name, stored in
/// `markers`. Coincident points become concentric rings, the group's first innermost and on
/// top. Returns the groups (see groupCoincident()), to be labelled once each.
QList<QList<PolicyPoint>> addPolicyMarkers(QCustomPlot *plot, const AllocationSet &results,
                                           const QList<PolicyPoint> &points, double tolerance,
                                           const QString &nameFormat,
                                           QMap<PolicyId, QCPGraph *> &markers);

/// Sets both axes' ranges of `plot` to `extent`'s ranges() with `margin`.
void applyExtent(QCustomPlot *plot, const PlotExtent &extent, double margin = 0.1);

} // namespace drf
