#pragma once

#include "fillingreplay.h"
#include "plotview.h"
#include "policy.h"

namespace drf {

/// Progressive filling in the resource space, at one position (fillingScene()), as a plot.
/// Shows drf, drf-equal or asset: the selected policy when it is one of them, else the one last
/// shown (DRF at first). The filling is traced again (FillingReplay) when the results or the
/// policy change.
class FillingView : public PlotView
{
    Q_OBJECT

public:
    explicit FillingView(AllocationSet *results, QWidget *parent = nullptr);

    /// Shows the filling of `policy` (drf, drf-equal or asset; others are ignored).
    void setPolicy(PolicyId policy);
    PolicyId policy() const { return m_policy; }
    /// Shows resource `x` on the horizontal axis and `y` on the vertical one (clamped to the
    /// scenario's resources; the same twice gives one dimension).
    void setAxes(int x, int y);
    /// Shows the filling at `position` (its end at first).
    void setPosition(FillingPosition position);
    FillingPosition position() const { return m_position; }

    /// The filling shown: of policy(), in the results' task mode, for the current results.
    const FillingReplay &replay() const;
    /// Every user's tasks at the position shown (empty when there is nothing to fill).
    QList<double> shownTasks() const;
    /// The position in words ("dominant share s = 0.33", "step 10 of 102").
    QString positionText() const;
    /// The resources asked for on the axes (setAxes(); clamped where drawn).
    int xResource() const { return m_requestedX; }
    int yResource() const { return m_requestedY; }

    std::optional<FigureScene> scene() const override;

signals:
    /// The filling was traced again or will be (the results, the task mode or the policy
    /// changed): positions and the log are those of replay() now.
    void replayChanged();

protected:
    void draw() override;
    std::unique_ptr<PlotView> createCopy() const override;

private:
    /// The replay no longer matches the results or the policy: say so, and draw again if no
    /// one did in answer.
    void retrace();
    void followSelection();

    PolicyId m_policy = PolicyId::Drf;
    int m_requestedX = 0;
    int m_requestedY = 1;
    FillingPosition m_position;
    mutable FillingReplay m_replay;
    mutable bool m_replayStale = true;
    bool m_drawnCurrent = false; ///< the plot shows the current replay
};

} // namespace drf
