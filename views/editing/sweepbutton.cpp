#include "sweepbutton.h"

#include "numberspinbox.h"
#include "retranslate.h"
#include "scenario.h"
#include "scenariomodel.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QFrame>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace drf {

namespace {

/// The default speed: from one bound to the other in this many seconds.
constexpr double kDefaultSecondsPerPass = 4.0;
/// The slowest and fastest passes the popup offers.
constexpr double kMinSecondsPerPass = 0.2;
constexpr double kMaxSecondsPerPass = 600.0;

/// `value` without binary noise (0.1 * 3 shown as 0.3).
double clean(double value)
{
    return QString::number(value, 'g', 12).toDouble();
}

} // namespace

SweepButton::SweepButton(ScenarioModel *model, std::function<double()> current,
                         std::function<QString(double)> apply, QWidget *parent)
    : QToolButton(parent), m_model(model), m_current(std::move(current)), m_apply(std::move(apply)),
      m_sweep(new ValueSweep(this))
{
    setCheckable(true);
    setAutoRaise(true);
    setIconSize(QSize(14, 14));
    setFocusPolicy(Qt::StrongFocus);
    connect(this, &QToolButton::clicked, this, &SweepButton::onClicked);
    connect(m_sweep, &ValueSweep::valueChanged, this, &SweepButton::applyFrame);
    connect(m_sweep, &ValueSweep::runningChanged, this, &SweepButton::showState);
    connect(m_model, &ScenarioModel::scenarioChanged, this, &SweepButton::followModel);
    // A save in the middle: the file holds the value of that moment, the sweep ends there.
    connect(m_model->undoStack(), &QUndoStack::cleanChanged, this, &SweepButton::followModel);
    translateTexts(this, [this] { retranslate(); });
    showState();
}

void SweepButton::setValueName(const QString &name)
{
    if (name == m_valueName)
        return;
    m_valueName = name;
    retranslate();
}

void SweepButton::retranslate()
{
    setAccessibleName(tr("Animate %1").arg(m_valueName));
    setToolTip(tr("Animate %1 between two bounds: Space or Enter to choose them and start, "
                  "again to stop")
                   .arg(m_valueName));
}

void SweepButton::showState()
{
    const bool running = m_sweep->isRunning();
    setChecked(running);
    const QString name =
        running ? QStringLiteral("media-playback-pause") : QStringLiteral("media-playback-start");
    setIcon(QIcon::hasThemeIcon(name) ? QIcon::fromTheme(name) : drawnIcon(running));
}

QIcon SweepButton::drawnIcon(bool pause) const
{
    // In the button's text colour: it reads on a light or a dark palette alike.
    const qreal ratio = devicePixelRatioF();
    QPixmap pixmap(iconSize() * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(palette().color(QPalette::ButtonText));
    const QRectF box = QRectF(QPointF(0, 0), QSizeF(iconSize())).adjusted(2, 2, -2, -2);
    if (pause) {
        const double bar = box.width() / 3.0;
        painter.drawRect(QRectF(box.left(), box.top(), bar, box.height()));
        painter.drawRect(QRectF(box.right() - bar, box.top(), bar, box.height()));
    } else {
        painter.drawPolygon(
            QPolygonF{box.topLeft(), QPointF(box.right(), box.center().y()), box.bottomLeft()});
    }
    return QIcon(pixmap);
}

void SweepButton::changeEvent(QEvent *event)
{
    QToolButton::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        showState();
}

void SweepButton::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        click();
        return;
    }
    QToolButton::keyPressEvent(event);
}

void SweepButton::onClicked()
{
    if (m_sweep->isRunning())
        stopSweep();
    else
        askRange();
    showState(); // a click toggled the check mark; the sweep decides it
}

ValueSweep::Range SweepButton::proposedRange() const
{
    const double value = m_current();
    if (m_lastRange && value >= m_lastRange->lower && value <= m_lastRange->upper)
        return *m_lastRange;
    ValueSweep::Range range;
    range.lower = clean(value / 2.0);
    range.upper = value > 0.0 ? clean(std::min(2.0 * value, kMaxValue)) : 1.0;
    range.secondsPerPass = m_lastRange ? m_lastRange->secondsPerPass : kDefaultSecondsPerPass;
    return range;
}

void SweepButton::startSweep(const ValueSweep::Range &range)
{
    m_lastRange = range;
    m_sweepId = m_model->newSweep();
    m_sweep->start(m_current(), range);
}

void SweepButton::stopSweep()
{
    m_sweep->stop();
}

void SweepButton::applyFrame(double value)
{
    m_applying = true;
    const QString reason = m_model->sweepStep(m_sweepId, tr("Sweep %1").arg(m_valueName),
                                              [this, value] { return m_apply(value); });
    m_applying = false;
    if (!reason.isEmpty())
        stopSweep(); // the model said why (editRejected)
}

void SweepButton::followModel()
{
    if (!m_applying)
        stopSweep();
}

void SweepButton::askRange()
{
    if (!m_popup)
        buildPopup();
    const ValueSweep::Range range = proposedRange();
    m_lower->setValueQuietly(range.lower);
    m_upper->setValueQuietly(range.upper);
    m_seconds->setValueQuietly(range.secondsPerPass);
    m_popup->adjustSize();
    // Under the button, inside the screen.
    QRect place(mapToGlobal(QPoint(0, height())), m_popup->sizeHint());
    if (const QScreen *screen = this->screen()) {
        const QRect free = screen->availableGeometry();
        place.moveRight(std::min(place.right(), free.right()));
        place.moveLeft(std::max(place.left(), free.left()));
        if (place.bottom() > free.bottom())
            place.moveBottom(mapToGlobal(QPoint(0, 0)).y());
    }
    m_popup->move(place.topLeft());
    m_popup->show();
    m_lower->setFocus(Qt::PopupFocusReason);
    m_lower->selectAll();
}

void SweepButton::buildPopup()
{
    m_popup = new QDialog(this, Qt::Popup);
    m_popup->setObjectName(QStringLiteral("sweep-range"));
    // A popup has no window frame: the panel's own edge sets it off from the editor.
    auto *outer = new QVBoxLayout(m_popup);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *panel = new QFrame(m_popup);
    panel->setFrameShape(QFrame::StyledPanel);
    outer->addWidget(panel);
    auto *form = new QFormLayout(panel);
    m_lower = new NumberSpinBox(panel);
    m_upper = new NumberSpinBox(panel);
    m_seconds = new NumberSpinBox(panel);
    m_lower->setObjectName(QStringLiteral("sweep-from"));
    m_upper->setObjectName(QStringLiteral("sweep-to"));
    m_seconds->setObjectName(QStringLiteral("sweep-seconds"));
    m_seconds->setRange(kMinSecondsPerPass, kMaxSecondsPerPass);
    auto *fromLabel = new QLabel(panel);
    auto *toLabel = new QLabel(panel);
    auto *secondsLabel = new QLabel(panel);
    form->addRow(fromLabel, m_lower);
    form->addRow(toLabel, m_upper);
    form->addRow(secondsLabel, m_seconds);
    auto *buttons = new QDialogButtonBox(panel);
    QPushButton *play = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    play->setObjectName(QStringLiteral("sweep-play"));
    play->setDefault(true);
    form->addRow(buttons);
    translateTexts(m_popup, [=] {
        fromLabel->setText(tr("From"));
        toLabel->setText(tr("To"));
        secondsLabel->setText(tr("Seconds per pass"));
        m_seconds->setToolTip(tr("How long the value takes from one bound to the other"));
        play->setText(tr("Play"));
    });
    connect(buttons, &QDialogButtonBox::accepted, m_popup, &QDialog::accept);
    connect(m_popup, &QDialog::accepted, this, [this] {
        ValueSweep::Range range;
        range.lower = std::min(m_lower->value(), m_upper->value());
        range.upper = std::max(m_lower->value(), m_upper->value());
        range.secondsPerPass = m_seconds->value();
        if (range.upper > range.lower)
            startSweep(range);
    });
    connect(m_popup, &QDialog::finished, this, [this] {
        showState();
        setFocus(Qt::PopupFocusReason);
    });
}

} // namespace drf
