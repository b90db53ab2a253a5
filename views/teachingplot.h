#pragma once

#include <QStringList>

class QComboBox;
class QCPTextElement;
class QCustomPlot;
class QWidget;

// Small pieces shared by the teaching tabs: their choosers, and for a view that owns a
// QCustomPlot directly rather than deriving from PlotView (the filling animation), its layout
// and title.

namespace drf {

/// Lays `plot` out now (viewport, margins, rects), as QCustomPlot::replot() does first, so that
/// coordToPixel() is right for LabelPlacer before the next replot.
void layOutNow(QCustomPlot *plot);
/// The title row above the axis rect, inserted on the first call.
QCPTextElement *plotTitle(QCustomPlot *plot);
/// Puts `names` in `box` without emitting, keeping the list when it is the same, and selects
/// `wanted` clamped to the list (nothing when the list is empty).
void fillChooser(QComboBox *box, const QStringList &names, int wanted);
/// Two choosers with their labels in a row ("Horizontal: [CPU] Vertical: [GPU]"), in one widget
/// that is shown or hidden as a whole.
QWidget *chooserPair(const QString &firstLabel, QComboBox *first, const QString &secondLabel,
                     QComboBox *second, QWidget *parent);

} // namespace drf
