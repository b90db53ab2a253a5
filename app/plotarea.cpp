#include "plotarea.h"

#include "allocationset.h"
#include "choosers.h"
#include "figureregistry.h"
#include "fillinganimation.h"
#include "fillingview.h"
#include "manipulationcurveview.h"
#include "manipulationexplorer.h"
#include "onlinerunner.h"
#include "onlineset.h"
#include "resourcespaceview.h"
#include "retranslate.h"
#include "taskspaceview.h"
#include "timelinepanel.h"
#include "timelineview.h"
#include "utilizationview.h"
#include "viewstate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace drf {

namespace {

/// A label showing `text` (marked with QT_TR_NOOP) in the window's language.
QLabel *translatedLabel(const char *text, QWidget *parent)
{
    auto *label = new QLabel(parent);
    translateTexts(label, [label, text] { label->setText(PlotArea::tr(text)); });
    return label;
}

/// Tab `page`'s title and tip, those of `figure`, in the window's language.
void translateTab(QTabWidget *tabs, QWidget *page, FigureView figure)
{
    translateTexts(page, [tabs, page, figure] {
        const int index = tabs->indexOf(page);
        tabs->setTabText(index, figureEntry(figure).title());
        tabs->setTabToolTip(index, figureEntry(figure).tip());
    });
}

QHBoxLayout *controlsRow()
{
    auto *row = new QHBoxLayout;
    row->setContentsMargins(6, 4, 6, 0);
    return row;
}

/// Selects the item `name` of `chooser`, if there is one.
void chooseByName(QComboBox *chooser, const QString &name)
{
    const int index = chooser->findText(name);
    if (index >= 0)
        chooser->setCurrentIndex(index);
}

} // namespace

PlotArea::PlotArea(AllocationSet *results, QWidget *parent)
    : QTabWidget(parent), m_results(results), m_online(new OnlineSet(results, this)),
      m_resourceSpace(new ResourceSpaceView(results, this)),
      m_taskSpace(new TaskSpaceView(results, this)),
      m_utilization(new UtilizationView(results, this)), m_xResource(new QComboBox(this)),
      m_yResource(new QComboBox(this)), m_userA(new QComboBox(this)), m_userB(new QComboBox(this)),
      m_allPolicies(new QCheckBox(this))
{
    setObjectName(QStringLiteral("plots"));
    translateTexts(this, [this] {
        setAccessibleName(tr("Plots"));
        m_allPolicies->setText(tr("All policies"));
        m_xResource->setToolTip(tr("The resource on the horizontal axis"));
        m_yResource->setToolTip(tr("The resource on the vertical axis"));
        m_userA->setToolTip(tr("The user whose tasks are on the horizontal axis"));
        m_userB->setToolTip(tr("The user whose tasks are on the vertical axis"));
    });
    // Tab stops at the tab bar and the controls of the page, not at the tab widget around them:
    // as the tab bar's focus proxy, Qt would give its focus to the tab bar wherever the tab
    // widget sits in the window's chain.
    setFocusProxy(nullptr);
    setFocusPolicy(Qt::NoFocus);
    setDocumentMode(true);

    m_xResource->setObjectName(QStringLiteral("x-resource"));
    m_yResource->setObjectName(QStringLiteral("y-resource"));
    QHBoxLayout *axes = controlsRow();
    axes->addWidget(translatedLabel(QT_TR_NOOP("Horizontal:"), this));
    axes->addWidget(m_xResource);
    axes->addSpacing(12);
    axes->addWidget(translatedLabel(QT_TR_NOOP("Vertical:"), this));
    axes->addWidget(m_yResource);
    axes->addStretch(1);
    addPlotTab(m_resourceSpace, axes, FigureView::Resource);

    m_userA->setObjectName(QStringLiteral("task-user-a"));
    m_userB->setObjectName(QStringLiteral("task-user-b"));
    QHBoxLayout *users = controlsRow();
    users->addWidget(translatedLabel(QT_TR_NOOP("Users:"), this));
    users->addWidget(m_userA);
    users->addWidget(translatedLabel(QT_TR_NOOP("and"), this));
    users->addWidget(m_userB);
    users->addStretch(1);
    addPlotTab(m_taskSpace, users, FigureView::Tasks);

    m_allPolicies->setObjectName(QStringLiteral("all-policies"));
    m_allPolicies->setToolTip(tr("Bars for every policy instead of the selected one"));
    QHBoxLayout *bars = controlsRow();
    bars->addWidget(m_allPolicies);
    bars->addStretch(1);
    addPlotTab(m_utilization, bars, FigureView::Bars);

    // The teaching tabs are made when first shown (makePage()): they are a fifth of the window's
    // start. Their rows of controls scroll in a narrow window rather than widen it.
    auto teachingTab = [this](FigureView figure) {
        auto *scroll = new QScrollArea(this);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidgetResizable(true);
        addTab(scroll, QString());
        translateTab(this, scroll, figure);
        return scroll;
    };
    m_fillingPage = teachingTab(FigureView::Filling);
    m_manipulationPage = teachingTab(FigureView::Manipulation);
    // Stacked, the timeline keeps a readable height: the tab scrolls in a short window.
    m_timelinePage = teachingTab(FigureView::Timeline);
    // One tab per figure, added in the registry's order: a tab's index is its figure's.
    Q_ASSERT(count() == int(figureRegistry().size()));
    connect(this, &QTabWidget::currentChanged, this,
            [this](int index) { makePage(widget(index)); });
    // Long runs are simulated on a worker thread; the set owns its background.
    new OnlineRunner(m_online, m_online);
    m_resourceSpace->setOnline(m_online);

    keepChoicesDistinct(m_xResource, m_yResource);
    keepChoicesDistinct(m_userA, m_userB);
    connect(m_xResource, &QComboBox::currentIndexChanged, this, &PlotArea::applyAxes);
    connect(m_yResource, &QComboBox::currentIndexChanged, this, &PlotArea::applyAxes);
    connect(m_userA, &QComboBox::currentIndexChanged, this, &PlotArea::applyUsers);
    connect(m_userB, &QComboBox::currentIndexChanged, this, &PlotArea::applyUsers);
    connect(m_allPolicies, &QCheckBox::toggled, this, &PlotArea::applyAllPolicies);
    connect(m_results, &AllocationSet::resultsChanged, this, &PlotArea::syncChoosers);
    syncChoosers();
    applyChoicesWhenFilled(QStringLiteral("axes"));
    applyChoicesWhenFilled(QStringLiteral("taskUsers"));
}

void PlotArea::applyChoicesWhenFilled(const QString &key)
{
    // A restored choice waits for the choosers to list the scenario's names, and is applied once
    // the function filling them has returned (it sets its own choice last).
    for (QComboBox *chooser : choosersFor(key))
        connect(chooser->model(), &QAbstractItemModel::rowsInserted, this,
                &PlotArea::applyPendingChoices, Qt::QueuedConnection);
}

FillingAnimation *PlotArea::fillingAnimation()
{
    makePage(m_fillingPage);
    return m_filling;
}

ManipulationExplorer *PlotArea::manipulationExplorer()
{
    makePage(m_manipulationPage);
    return m_explorer;
}

TimelinePanel *PlotArea::timelinePanel()
{
    makePage(m_timelinePage);
    return m_timeline;
}

void PlotArea::makePage(QWidget *page)
{
    if (page == m_fillingPage && !m_filling) {
        m_filling = new FillingAnimation(m_results, this);
        showOnPage(m_fillingPage, m_filling, m_filling->fillingView(),
                   QStringLiteral("fillingAxes"));
    } else if (page == m_manipulationPage && !m_explorer) {
        m_explorer = new ManipulationExplorer(m_results, this);
        showOnPage(m_manipulationPage, m_explorer, m_explorer->curveView(),
                   QStringLiteral("manipulationAxes"));
    } else if (page == m_timelinePage && !m_timeline) {
        m_timeline = new TimelinePanel(m_online, this);
        showOnPage(m_timelinePage, m_timeline, m_timeline->view(), QString());
    }
}

void PlotArea::showOnPage(QScrollArea *page, QWidget *content, PlotView *figure,
                          const QString &choiceKey)
{
    if (!choiceKey.isEmpty()) {
        applyChoicesWhenFilled(choiceKey);
        // (It may have filled them as it was made.)
        QMetaObject::invokeMethod(this, &PlotArea::applyPendingChoices, Qt::QueuedConnection);
    }
    m_figureOfPage.insert(page, figure);
    applyPlotScale(content);
    page->setWidget(content); // shown now if the tab is
    emit pageMade();
}

void PlotArea::setPlotScale(double scale)
{
    m_plotScale = scale;
    applyPlotScale(this);
}

void PlotArea::applyPlotScale(QWidget *root)
{
    for (PlotView *view : root->findChildren<PlotView *>()) {
        FigureStyle style = view->figureStyle();
        if (style.textZoom == m_plotScale && style.lineZoom == m_plotScale)
            continue; // the start with the zoom at 100 %: nothing to draw again
        style.textZoom = m_plotScale;
        style.lineZoom = m_plotScale;
        view->setFigureStyle(style);
    }
}

FigureView PlotArea::currentFigure() const
{
    return FigureView(std::max(0, currentIndex()));
}

PlotView *PlotArea::currentPlotView() const
{
    return m_figureOfPage.value(currentWidget());
}

ViewState PlotArea::viewState() const
{
    ViewState state;
    state.policy = m_results->selectedPolicy();
    state.compare = m_results->compareMode();
    state.taskMode = m_results->taskMode();
    state.tab = QLatin1String(figureEntry(currentFigure()).tabKey);
    for (const QString &key : ViewState::choiceKeys()) {
        const std::array<QComboBox *, 2> pair = choosersFor(key);
        if (m_pendingChoices.contains(key))
            state.choices.insert(key, m_pendingChoices.value(key));
        else if (pair[0] && pair[1] && pair[0]->count() > 0 && pair[1]->count() > 0)
            state.choices.insert(key, {pair[0]->currentText(), pair[1]->currentText()});
    }
    state.allPolicies = m_allPolicies->isChecked();
    return state;
}

void PlotArea::restoreViewState(const ViewState &state)
{
    if (state.taskMode)
        m_results->setTaskMode(*state.taskMode);
    if (state.policy)
        m_results->setSelectedPolicy(*state.policy);
    if (state.compare)
        m_results->setCompareMode(*state.compare);
    if (const std::optional<FigureView> figure = figureFromTabKey(state.tab.value_or(QString())))
        setCurrentIndex(int(*figure));
    m_pendingChoices = state.choices;
    applyPendingChoices();
    if (state.allPolicies)
        m_allPolicies->setChecked(*state.allPolicies);
}

void PlotArea::applyPendingChoices()
{
    // A chooser is ready when it lists the scenario's resources or users, not still empty or
    // those of the scenario before.
    const Scenario &scenario = m_results->scenario();
    auto ready = [names = QList<QStringList>{scenario.resourceNames(), scenario.userNames()}](
                     const QComboBox *chooser) {
        QStringList items;
        for (int i = 0; i < chooser->count(); ++i)
            items.append(chooser->itemText(i));
        return names.contains(items);
    };
    for (auto choice = m_pendingChoices.begin(); choice != m_pendingChoices.end();) {
        // (A teaching tab not shown yet has no choosers: its choice waits.)
        const std::array<QComboBox *, 2> pair = choosersFor(choice.key());
        if (!pair[0] || !pair[1] || !(ready(pair[0]) && ready(pair[1]))) {
            ++choice;
            continue;
        }
        for (size_t i = 0; i < pair.size(); ++i)
            chooseByName(pair[i], choice.value().value(int(i)));
        choice = m_pendingChoices.erase(choice);
    }
}

std::array<QComboBox *, 2> PlotArea::choosersFor(const QString &key) const
{
    // The teaching tabs' choosers are found by the object names their tests use too.
    auto teaching = [](const QWidget *tab, const char *first, const char *second) {
        if (!tab)
            return std::array<QComboBox *, 2>{}; // not made yet
        return std::array<QComboBox *, 2>{tab->findChild<QComboBox *>(QLatin1String(first)),
                                          tab->findChild<QComboBox *>(QLatin1String(second))};
    };
    if (key == QLatin1String("axes"))
        return {m_xResource, m_yResource};
    if (key == QLatin1String("taskUsers"))
        return {m_userA, m_userB};
    if (key == QLatin1String("fillingAxes"))
        return teaching(m_filling, "filling-x", "filling-y");
    if (key == QLatin1String("manipulationAxes"))
        return teaching(m_explorer, "explorer-first", "explorer-second");
    return {nullptr, nullptr};
}

QWidget *PlotArea::addPlotTab(QWidget *plot, QLayout *controls, FigureView figure)
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(controls);
    plot->setParent(page);
    layout->addWidget(plot, 1);
    addTab(page, QString());
    translateTab(this, page, figure);
    if (auto *figure = qobject_cast<PlotView *>(plot))
        m_figureOfPage.insert(page, figure);
    return page;
}

void PlotArea::syncChoosers()
{
    const Scenario &scenario = m_results->scenario();
    const QStringList resources = scenario.resourceNames();
    const QStringList users = scenario.userNames();
    fillChooserPair(m_xResource, m_yResource, resources);
    fillChooserPair(m_userA, m_userB, users);
    applyAxes();
    applyUsers();
}

void PlotArea::applyAxes()
{
    const QPoint axes(m_xResource->currentIndex(), m_yResource->currentIndex());
    if (axes == m_appliedAxes) // every slider step lands here: leave the plot alone
        return;
    m_appliedAxes = axes;
    m_resourceSpace->setAxes(axes.x(), axes.y());
}

void PlotArea::applyUsers()
{
    const QPoint users(m_userA->currentIndex(), m_userB->currentIndex());
    if (users == m_appliedUsers)
        return;
    m_appliedUsers = users;
    m_taskSpace->setUsers(users.x(), users.y());
}

void PlotArea::applyAllPolicies(bool all)
{
    m_utilization->setAllPolicies(all);
}

} // namespace drf
