#pragma once

#include "policy.h"

#include <QList>
#include <QStringList>

class QComboBox;
class QWidget;

// Small pieces shared by the tabs' controls: their choosers.

namespace drf {

/// Puts `names` in `box` without emitting, keeping the list when it is the same, and selects
/// `wanted` clamped to the list (nothing when the list is empty).
void fillChooser(QComboBox *box, const QStringList &names, int wanted);
/// Puts `names` in both choosers of a pair (two axes, two users) and selects two different
/// items: each keeps its item by name, or by place when the list only had a name changed; when
/// that does not give two different items, the first two. With one name both show it.
void fillChooserPair(QComboBox *first, QComboBox *second, const QStringList &names);
/// Keeps the two choosers of a pair on different items: choosing in one the item the other
/// shows swaps them (the other takes the item the first one left).
void keepChoicesDistinct(QComboBox *first, QComboBox *second);
/// Two choosers with their labels in a row ("Horizontal: [CPU] Vertical: [GPU]"), in one widget
/// that is shown or hidden as a whole. The labels are marked with QT_TR_NOOP in the caller's
/// class, whose translation context is `context` (its staticMetaObject.className()); they
/// follow the window's language.
QWidget *chooserPair(const char *context, const char *firstLabel, QComboBox *first,
                     const char *secondLabel, QComboBox *second, QWidget *parent);
/// Adds `policies` to `box`, each with its id as the item's data, named by policyName() in the
/// window's language.
void addPolicyItems(QComboBox *box, const QList<PolicyId> &policies);

} // namespace drf
