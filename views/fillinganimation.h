#pragma once

#include "fillingtrace.h"
#include "policy.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QCustomPlot;
class QLabel;
class QListWidget;
class QPushButton;
class QSlider;
class QTimer;

namespace drf {

class DeferredRefresh;

class AllocationSet;

/// Progressive filling played in the resource space (issue 5): the common level rises, each
/// user's vector grows along its demand ray, resources saturate and the users who need them
/// freeze. Play, pause, step and scrub; in whole-task mode it steps task by task through
/// wholeTaskLog() with the log beside the plot. Shows drf, drf-equal or asset (the selected
/// policy when it is one of them).
class FillingAnimation : public QWidget
{
    Q_OBJECT

public:
    explicit FillingAnimation(AllocationSet *results, QWidget *parent = nullptr);

    /// Chooses the filling policy shown (drf, drf-equal or asset; others are ignored).
    void setPolicy(PolicyId policy);
    PolicyId policy() const;
    /// True in whole-task mode: the slider runs over the steps of the log.
    bool isStepwise() const { return m_stepwise; }

    /// Continuous mode: the common level shown, in [0, finalLevel()].
    double level() const { return m_level; }
    double finalLevel() const;
    void setLevel(double level);
    /// Whole-task mode: steps of the log done (0 .. stepCount()).
    int step() const { return m_step; }
    int stepCount() const { return int(m_log.steps.size()); }
    void setStep(int step);
    /// True when the last level or step is shown.
    bool atEnd() const;

    /// Every user's tasks as drawn now.
    QList<double> shownTasks() const { return m_shownTasks; }
    /// The log's lines (whole-task mode), in order.
    QStringList logLines() const;
    /// The line under the plot ("dominant share s = 0.50").
    QString levelText() const;
    bool isPlaying() const;

    void play();
    void pause();
    void stepForward();
    void stepBackward();

    QCustomPlot *plot() const { return m_plot; }

private:
    void syncPolicies();
    /// Fills the axis choosers with the scenario's resources, keeping the choices that exist.
    void syncAxes();
    void rebuildTrace();
    void togglePlay();
    void advance();
    void sliderMoved(int position);
    void updateControls();
    void draw();
    /// Tasks and blocked users after `steps` steps of the log.
    void replayLog(int steps, QList<double> &tasks, QList<int> &blockedBy) const;
    /// The log's line for step `index`, the `granted`-th task granted so far.
    QString stepText(int index, int granted) const;

    AllocationSet *m_results;
    QComboBox *m_policy;
    QComboBox *m_xResource;
    QComboBox *m_yResource;
    QWidget *m_axes = nullptr; ///< the axis choosers, shown with three resources or more
    QLabel *m_note;
    QPushButton *m_back;
    QPushButton *m_playButton;
    QPushButton *m_forward;
    QSlider *m_slider;
    QLabel *m_levelLabel;
    QCustomPlot *m_plot;
    QListWidget *m_logList;
    QTimer *m_timer;

    bool m_stepwise = false;
    std::optional<FillingTrace> m_trace; ///< continuous mode
    WholeTaskLog m_log;                  ///< whole-task mode
    double m_level = 0.0;
    int m_step = 0;
    QList<double> m_shownTasks;
    DeferredRefresh *m_retrace = nullptr; ///< the trace follows the results while seen
};

} // namespace drf
