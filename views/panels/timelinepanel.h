#pragma once

#include "onlinesimulation.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSlider;
class QTableWidget;
class QTimer;

namespace drf {

class OnlineSet;
class TimelineView;

/// The Timeline tab: the TimelineView of an OnlineSet with its controls above it (the mechanism
/// shown, "All three", whether the Resource space follows the cursor, Play and the time slider)
/// and, under it, what each user went through under the mechanism (arrived, waited, finished,
/// tasks taken back and done, mean dominant share). While a run is simulated in the background
/// (OnlineSet) a line says so with its progress, and for a run stopped at one of its limits,
/// why; the plot is hidden while it has nothing to draw. The controls are named "mechanism",
/// "all-mechanisms", "follow-cursor", "play-time" and "time-slider"; the table "online-summary",
/// the status line "timeline-status" and its progress bar "timeline-progress".
class TimelinePanel : public QWidget
{
    Q_OBJECT

public:
    explicit TimelinePanel(OnlineSet *online, QWidget *parent = nullptr);

    TimelineView *view() const { return m_view; }
    bool isPlaying() const;

    /// Steps of the time slider over the run.
    static constexpr int kSliderSteps = 1000;

public slots:
    /// Plays the cursor from where it is (from the start when at the end) to the end of the run.
    void togglePlay();

protected:
    void showEvent(QShowEvent *event) override;

private:
    /// The texts of the controls, in the interface's language; `mechanismLabel` names the
    /// mechanism chooser.
    void retranslate(QLabel *mechanismLabel);
    /// What the controls, the timer and the OnlineSet's signals do.
    void connectControls();
    void advance();
    /// The controls (and the table, when out of date) from the OnlineSet.
    void sync();
    void fillSummary();
    /// The status line: the shown runs that cannot be drawn, simulated (with the progress) or
    /// stopped at a limit (with the reason); the plot hidden while none can.
    void showStatus();
    double horizon() const;

    OnlineSet *m_online;
    TimelineView *m_view;
    QComboBox *m_mechanism;
    QCheckBox *m_allMechanisms;
    QCheckBox *m_follow;
    QPushButton *m_play;
    QSlider *m_slider;
    QLabel *m_timeText;
    QProgressBar *m_progress;
    QLabel *m_status;
    QTableWidget *m_summary;
    QTimer *m_timer;
    bool m_summaryStale = true;
    Mechanism m_summaryMechanism = Mechanism::Recompute;
};

} // namespace drf
