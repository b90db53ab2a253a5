#pragma once

#include "scenario.h"

#include <QDockWidget>
#include <QKeySequence>

class QLabel;
class QMainWindow;
class QPushButton;

namespace drf {

class PlotArea;
class ScenarioDocument;

/// Help > Guided Tour: the seed's story (tourSteps()) in a compact dock a lecturer clicks
/// through in class. Each step loads its preset through the document (which asks about unsaved
/// changes as File > Open does, so a step never costs the user their work: when they cancel, the
/// tour stays where it was), shows its policy and tab with PlotArea::restoreViewState() and
/// raises its docks. The dock sits below the scenario's docks, beside the plot rather than on
/// it, and stays visible in presentation mode.
///
/// Keys while it is open: Page Down or Alt+Right for the next step, Page Up or Alt+Left for the
/// one before, wherever the focus is (a presenter's remote control sends Page Up and Down); Esc
/// closes it, from the tour or from a widget that does not use Esc (in presentation mode, the
/// first Esc outside the tour leaves presentation).
class GuidedTour : public QDockWidget
{
    Q_OBJECT

public:
    /// One row of Help > Keyboard Shortcuts: the keys and what they do, translated.
    struct KeyHelp
    {
        QList<QKeySequence> keys;
        QString description;
    };

    /// Docks itself into `window` (hidden until start()).
    GuidedTour(QMainWindow *window, ScenarioDocument *document, PlotArea *plots);

    /// The tour's keys, for Help > Keyboard Shortcuts.
    static QList<KeyHelp> keyHelp();

    /// Shows the tour at its first step (or where it is, when it is already open); false when
    /// the step's scenario was not loaded (the user cancelled the question about their edits).
    bool start();
    /// Loads step `index` (0-based); false, staying at the current step, when it was not loaded.
    bool goToStep(int index);
    bool next();
    bool back();

    bool isActive() const { return m_active; }
    int currentStep() const { return m_step; }
    /// The step's sentences as shown.
    QString stepText() const;

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    /// An Esc that no widget of the window used closes the tour.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static bool isCloseKey(const QKeyEvent *event);
    void showTexts();
    /// The title and the sentences at `scale` times the window's text.
    void scaleTexts(double scale);
    /// Shown again after presentation mode hid the docks (or gave back a layout without it),
    /// with its text as large as the mode asks.
    void keepShown();

    QMainWindow *m_window;
    ScenarioDocument *m_document;
    PlotArea *m_plots;
    QLabel *m_progress;
    QLabel *m_title;
    QLabel *m_text;
    QPushButton *m_back;
    QPushButton *m_next;
    QPushButton *m_close;
    int m_step = -1;
    bool m_active = false;
    /// The scenario the step loaded, which its text quotes (also after a change of language
    /// while the user edits it).
    Scenario m_stepScenario;
};

} // namespace drf
