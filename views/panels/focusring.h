#pragma once

#include <QFocusFrame>

namespace drf {

/// A ring in the palette's highlight colour around the focused widget of `window` where the
/// style shows no focus of its own: scroll areas (text panels, tables, the results panel; Fusion
/// draws no focus around a text browser or a scroll area, and a table without a current cell
/// shows nothing). One per window; it follows the
/// focus and hides when the focus goes to a widget that shows it itself.
class FocusRing : public QFocusFrame
{
    Q_OBJECT

public:
    explicit FocusRing(QWidget *window);

    /// Whether `widget` needs the ring to show that it has the focus.
    static bool needsRing(const QWidget *widget);

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace drf
