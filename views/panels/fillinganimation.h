#pragma once

#include "policy.h"

#include <QList>
#include <QWidget>

class QCustomPlot;
class QListWidget;

namespace drf {

class AllocationSet;
class DeferredRefresh;
class FillingControls;
class FillingPlayer;
class FillingView;

/// The Filling tab: progressive filling played in the resource space. The common level rises,
/// each user's vector grows along its demand ray, resources saturate and the users who need
/// them freeze. Composes the controls (FillingControls), the player (FillingPlayer) and the
/// figure (FillingView); in whole-task mode the player steps task by task through the log,
/// which is listed beside the figure.
class FillingAnimation : public QWidget
{
    Q_OBJECT

public:
    explicit FillingAnimation(AllocationSet *results, QWidget *parent = nullptr);

    /// Chooses the filling policy shown (drf, drf-equal or asset; others are ignored).
    void setPolicy(PolicyId policy);
    PolicyId policy() const;
    /// True in whole-task mode: the slider runs over the steps of the log.
    bool isStepwise() const;

    /// Continuous mode: the common level shown, in [0, finalLevel()].
    double level() const;
    double finalLevel() const;
    void setLevel(double level);
    /// Whole-task mode: steps of the log done (0 .. stepCount()).
    int step() const;
    int stepCount() const;
    void setStep(int step);
    /// True when the last level or step is shown.
    bool atEnd() const;

    /// Every user's tasks as drawn now.
    QList<double> shownTasks() const;
    /// The log's lines (whole-task mode), in order.
    QStringList logLines() const;
    /// The line beside the slider ("dominant share s = 0.50").
    QString levelText() const;
    bool isPlaying() const;

    void play();
    void pause();
    void stepForward();
    void stepBackward();

    /// The figure, what File > Export Figure saves on this tab.
    FillingView *fillingView() const { return m_view; }
    FillingPlayer *player() const { return m_player; }
    QCustomPlot *plot() const;

private:
    /// Follows a new replay: the axis choosers, the log, the player's timeline (at the end).
    void followReplay();
    /// Shows the player's position in the figure, the log and the controls.
    void showPosition();
    /// The note on a selected policy that is not a filling policy.
    void updateNote();

    AllocationSet *m_results;
    FillingPlayer *m_player;
    FillingControls *m_controls;
    FillingView *m_view;
    QListWidget *m_logList;
    DeferredRefresh *m_refresh; ///< follows the replay while seen
};

} // namespace drf
