#include "policytoolbar.h"

#include "allocationset.h"
#include "plotitems.h"
#include "resultsreport.h"
#include "retranslate.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QPainter>
#include <QPixmap>
#include <QToolButton>

#include <qcustomplot.h>

namespace drf {

namespace {

/// Short labels for the tool bar; the menu and tool tips use policyName().
QString shortLabel(PolicyId policy)
{
    switch (policy) {
    case PolicyId::MaxMin:
        return QObject::tr("Max-min");
    case PolicyId::FixedPrice:
        return QObject::tr("Fixed price");
    case PolicyId::Walras:
        return QObject::tr("Walras");
    case PolicyId::Drf:
        return QObject::tr("DRF");
    case PolicyId::DrfEqual:
        return QObject::tr("DRF equal");
    case PolicyId::Asset:
        return QObject::tr("Asset");
    }
    return {};
}

/// The policy's marker, as the plots draw it.
QIcon policyIcon(PolicyId policy)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QCPPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QCPScatterStyle marker = policyMarkerStyle(policy, false, true, 10);
    marker.applyTo(&painter, marker.pen());
    marker.drawShape(&painter, 8, 8);
    return QIcon(pixmap);
}

} // namespace

PolicyToolBar::PolicyToolBar(AllocationSet *results, QWidget *parent)
    : QToolBar(parent), m_results(results), m_group(new QActionGroup(this)),
      m_compare(new QAction(this)), m_wholeTasks(new QAction(this))
{
    translateTexts(this, [this] { setWindowTitle(tr("Policy")); });
    setObjectName(QStringLiteral("policy-toolbar"));
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_group->setExclusive(true);
    for (int index = 0; index < int(kAllPolicies.size()); ++index) {
        const PolicyId policy = kAllPolicies[size_t(index)];
        // The menu shows the full name, the tool bar the short icon text.
        auto *action = new QAction(policyIcon(policy), QString(), this);
        action->setObjectName(QStringLiteral("policy-") + policyKey(policy));
        action->setCheckable(true);
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + index)));
        translateTexts(action, [action, policy] {
            action->setText(policyName(policy));
            action->setIconText(shortLabel(policy));
            action->setToolTip(QStringLiteral("<b>%1</b> (%2)<br>%3")
                                   .arg(policyName(policy),
                                        action->shortcut().toString(QKeySequence::NativeText),
                                        policyDescription(policy)));
            action->setStatusTip(policyName(policy) + QStringLiteral(": ") +
                                 policyDescription(policy));
        });
        m_group->addAction(action);
        addAction(action);
        connect(action, &QAction::triggered, this,
                [this, policy] { m_results->setSelectedPolicy(policy); });
        m_policyActions.append(action);
    }
    // kAllPolicies lists the policies in enum order, so m_policyActions is indexed by PolicyId.
    addSeparator();

    setUpToggle(
        m_compare, QStringLiteral("compare-all"), Qt::Key_K, QT_TR_NOOP("Compare all"),
        QT_TR_NOOP("Overlay every policy's result in the plots and list them side by side"));
    setUpToggle(m_wholeTasks, QStringLiteral("whole-tasks"), Qt::Key_T, QT_TR_NOOP("Whole tasks"),
                QT_TR_NOOP("Tasks are indivisible: hand them out one at a time instead of "
                           "continuously"));
    addAction(m_compare);
    addAction(m_wholeTasks);
    // Reachable with Tab, as every control of the window (a toolbar's buttons are not, by
    // default): Space presses the focused one.
    for (QAction *action : actions()) {
        if (auto *button = qobject_cast<QToolButton *>(widgetForAction(action)))
            button->setFocusPolicy(Qt::StrongFocus);
    }

    connect(m_compare, &QAction::toggled, m_results, &AllocationSet::setCompareMode);
    connect(m_wholeTasks, &QAction::toggled, this, [this](bool whole) {
        m_results->setTaskMode(whole ? TaskMode::Whole : TaskMode::Continuous);
    });
    connect(m_results, &AllocationSet::selectionChanged, this, &PolicyToolBar::sync);
    connect(m_results, &AllocationSet::resultsChanged, this, &PolicyToolBar::sync);
    sync();
}

void PolicyToolBar::setUpToggle(QAction *action, const QString &name, Qt::Key key, const char *text,
                                const char *description)
{
    action->setObjectName(name);
    action->setCheckable(true);
    action->setShortcut(QKeySequence(Qt::CTRL | key));
    translateTexts(action, [action, text, description] {
        action->setText(tr(text));
        action->setToolTip(QStringLiteral("<b>%1</b> (%2)<br>%3")
                               .arg(action->text(),
                                    action->shortcut().toString(QKeySequence::NativeText),
                                    tr(description)));
        action->setStatusTip(tr(description));
    });
}

void PolicyToolBar::addToMenu(QMenu *menu) const
{
    for (QAction *action : m_policyActions)
        menu->addAction(action);
    menu->addSeparator();
    menu->addAction(m_compare);
    menu->addAction(m_wholeTasks);
}

void PolicyToolBar::sync()
{
    m_policyActions[int(m_results->selectedPolicy())]->setChecked(true);
    m_compare->setChecked(m_results->compareMode());
    m_wholeTasks->setChecked(m_results->taskMode() == TaskMode::Whole);
}

} // namespace drf
