#pragma once

#include <QStringList>

class QComboBox;
class QWidget;

// Small pieces shared by the tabs' controls: their choosers.

namespace drf {

/// Puts `names` in `box` without emitting, keeping the list when it is the same, and selects
/// `wanted` clamped to the list (nothing when the list is empty).
void fillChooser(QComboBox *box, const QStringList &names, int wanted);
/// Two choosers with their labels in a row ("Horizontal: [CPU] Vertical: [GPU]"), in one widget
/// that is shown or hidden as a whole.
QWidget *chooserPair(const QString &firstLabel, QComboBox *first, const QString &secondLabel,
                     QComboBox *second, QWidget *parent);

} // namespace drf
