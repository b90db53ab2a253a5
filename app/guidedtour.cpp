#include "guidedtour.h"

#include "manipulationexplorer.h"
#include "plotarea.h"
#include "retranslate.h"
#include "scenariodocument.h"
#include "scenariomodel.h"
#include "tourstep.h"

#include <QAction>
#include <QCheckBox>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QVBoxLayout>

namespace drf {

namespace {

/// The tour's keys (also what Help > Keyboard Shortcuts lists).
const QList<QKeySequence> &nextKeys()
{
    static const QList<QKeySequence> keys{QKeySequence(Qt::Key_PageDown),
                                          QKeySequence(Qt::ALT | Qt::Key_Right)};
    return keys;
}

const QList<QKeySequence> &backKeys()
{
    static const QList<QKeySequence> keys{QKeySequence(Qt::Key_PageUp),
                                          QKeySequence(Qt::ALT | Qt::Key_Left)};
    return keys;
}

const QList<QKeySequence> &closeKeys()
{
    static const QList<QKeySequence> keys{QKeySequence(Qt::Key_Escape)};
    return keys;
}

/// The text is read from the back of a lecture hall: larger than the window's, and larger still
/// in presentation mode (where the plots' text doubles).
constexpr double kTextScale = 1.25;
constexpr double kPresentingTextScale = 1.6;
constexpr double kTitleToText = 1.15;
/// The dock's height below the scenario's docks at first.
constexpr int kTourHeight = 320;

QFont scaledFont(const QFont &base, double scale, bool bold)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * scale);
    font.setBold(bold);
    return font;
}

} // namespace

GuidedTour::GuidedTour(QMainWindow *window, ScenarioDocument *document, PlotArea *plots)
    : QDockWidget(window), m_window(window), m_document(document), m_plots(plots),
      m_progress(new QLabel(this)), m_title(new QLabel(this)), m_text(new QLabel(this)),
      m_back(new QPushButton(this)), m_next(new QPushButton(this)), m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("tour-dock"));
    m_progress->setObjectName(QStringLiteral("tour-progress"));
    m_title->setObjectName(QStringLiteral("tour-title"));
    m_text->setObjectName(QStringLiteral("tour-text"));
    m_back->setObjectName(QStringLiteral("tour-back"));
    m_next->setObjectName(QStringLiteral("tour-next"));
    m_close->setObjectName(QStringLiteral("tour-close"));

    m_title->setWordWrap(true);
    m_text->setWordWrap(true);
    scaleTexts(kTextScale);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A short dock scrolls the sentences; the buttons stay in view.
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_text);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFocusPolicy(Qt::NoFocus);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addWidget(m_next);
    buttons->addStretch();
    buttons->addWidget(m_close);
    m_next->setDefault(true);

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->addWidget(m_progress);
    layout->addWidget(m_title);
    layout->addWidget(scroll, 1);
    layout->addLayout(buttons);
    setWidget(content);

    connect(m_back, &QPushButton::clicked, this, &GuidedTour::back);
    connect(m_next, &QPushButton::clicked, this, [this] {
        if (m_step + 1 < tourSteps().size())
            next();
        else
            close();
    });
    connect(m_close, &QPushButton::clicked, this, &QDockWidget::close);
    // Shortcuts, so that they win over the widget with the focus: buttons, tab bars and plots
    // use the arrows (with any modifier), scroll areas and the resource space Page Up and Down,
    // and a presenter's remote control sends Page Up and Down wherever the focus is. Active
    // while the tour is shown, from any of its windows.
    auto addShortcuts = [this](const QList<QKeySequence> &keys, bool (GuidedTour::*move)()) {
        for (const QKeySequence &key : keys) {
            auto *shortcut = new QShortcut(key, this);
            shortcut->setContext(Qt::ApplicationShortcut);
            connect(shortcut, &QShortcut::activated, this, [this, move] {
                if (m_active)
                    (this->*move)();
            });
        }
    };
    addShortcuts(nextKeys(), &GuidedTour::next);
    addShortcuts(backKeys(), &GuidedTour::back);
    translateTexts(this, [this] {
        setWindowTitle(tr("Guided Tour"));
        m_back->setText(tr("← &Back"));
        m_back->setToolTip(tr("The step before (Page Up, Alt+Left)"));
        m_close->setText(tr("&Close"));
        m_close->setToolTip(tr("End the tour (Esc)"));
        m_text->setAccessibleName(tr("Step text"));
        showTexts();
    });

    window->addDockWidget(Qt::LeftDockWidgetArea, this, Qt::Vertical);
    hide();
    window->installEventFilter(this);
    // Presentation mode hides every dock; the tour stays. Queued: after the window is done.
    if (auto *present = window->findChild<QAction *>(QStringLiteral("presentation-mode")))
        connect(present, &QAction::toggled, this, &GuidedTour::keepShown, Qt::QueuedConnection);
}

QList<GuidedTour::KeyHelp> GuidedTour::keyHelp()
{
    return {{nextKeys(), tr("The next step")},
            {backKeys(), tr("The step before")},
            {closeKeys(), tr("Close the tour")}};
}

bool GuidedTour::start()
{
    if (m_active) {
        show();
        raise();
        return true;
    }
    if (!goToStep(0))
        return false;
    scaleTexts(m_window->isFullScreen() ? kPresentingTextScale : kTextScale);
    m_window->resizeDocks({this}, {kTourHeight}, Qt::Vertical);
    m_next->setFocus(Qt::OtherFocusReason);
    return true;
}

bool GuidedTour::goToStep(int index)
{
    const QList<TourStep> &steps = tourSteps();
    if (index < 0 || index >= steps.size())
        return false;
    const TourStep &step = steps[index];
    if (!m_document->loadPreset(step.preset))
        return false;
    m_plots->restoreViewState(step.view);
    const Scenario &scenario = m_document->model()->scenario();
    if (const int user = scenario.userIndex(step.explorerUser); user >= 0) {
        m_plots->manipulationExplorer()->setUser(user);
        if (step.view.policy)
            m_plots->manipulationExplorer()->setPolicy(*step.view.policy);
    }
    for (const QString &name : step.checkBoxes) {
        if (auto *box = m_plots->findChild<QCheckBox *>(name))
            box->setChecked(true);
    }
    for (const QString &name : step.docks) {
        if (auto *dock = m_window->findChild<QDockWidget *>(name)) {
            dock->show();
            dock->raise();
        }
    }
    m_step = index;
    m_active = true;
    m_stepScenario = scenario;
    showTexts();
    show();
    raise();
    return true;
}

bool GuidedTour::next()
{
    return goToStep(m_step + 1);
}

bool GuidedTour::back()
{
    return goToStep(m_step - 1);
}

QString GuidedTour::stepText() const
{
    return m_text->text();
}

void GuidedTour::showTexts()
{
    const QList<TourStep> &steps = tourSteps();
    if (m_step < 0 || m_step >= steps.size())
        return;
    const TourStep &step = steps[m_step];
    m_progress->setText(tr("Step %1 of %2").arg(m_step + 1).arg(steps.size()));
    m_title->setText(tourStepTitle(step));
    m_text->setText(step.text(m_stepScenario));
    m_back->setEnabled(m_step > 0);
    const bool last = m_step + 1 == steps.size();
    m_next->setText(last ? tr("&Finish") : tr("&Next →"));
    m_next->setToolTip(last ? tr("End the tour") : tr("The next step (Page Down, Alt+Right)"));
}

bool GuidedTour::isCloseKey(const QKeyEvent *event)
{
    return closeKeys().contains(QKeySequence(event->keyCombination()));
}

void GuidedTour::keyPressEvent(QKeyEvent *event)
{
    if (isCloseKey(event))
        close();
    else
        QDockWidget::keyPressEvent(event);
}

void GuidedTour::closeEvent(QCloseEvent *event)
{
    m_active = false;
    QDockWidget::closeEvent(event);
}

bool GuidedTour::eventFilter(QObject *watched, QEvent *event)
{
    // Key presses reach the window only when the widget with the focus (and its parents) did
    // not use them. Esc is no shortcut: presentation mode's Esc is one, and two would block
    // each other.
    if (watched == m_window && m_active && event->type() == QEvent::KeyPress &&
        isCloseKey(static_cast<QKeyEvent *>(event))) {
        close();
        return true;
    }
    return QDockWidget::eventFilter(watched, event);
}

void GuidedTour::scaleTexts(double scale)
{
    m_title->setFont(scaledFont(font(), scale * kTitleToText, true));
    m_text->setFont(scaledFont(font(), scale, false));
}

void GuidedTour::keepShown()
{
    scaleTexts(m_window->isFullScreen() ? kPresentingTextScale : kTextScale);
    if (m_active) {
        show();
        raise();
    }
}

} // namespace drf
