#include "fillingview.h"

#include "allocationset.h"
#include "fillingscene.h"

namespace drf {

FillingView::FillingView(AllocationSet *results, QWidget *parent) : PlotView(results, parent)
{
    if (isFillingPolicy(results->selectedPolicy()))
        m_policy = results->selectedPolicy();
    // The figure follows its replay, which follows the results: retrace() draws, once.
    setFollowsResults(false);
    connect(results, &AllocationSet::resultsChanged, this, &FillingView::retrace);
    connect(results, &AllocationSet::selectionChanged, this, &FillingView::followSelection);
}

void FillingView::setPolicy(PolicyId policy)
{
    if (!isFillingPolicy(policy) || policy == m_policy)
        return;
    m_policy = policy;
    retrace();
}

void FillingView::setAxes(int x, int y)
{
    if (x == m_requestedX && y == m_requestedY)
        return;
    m_requestedX = x;
    m_requestedY = y;
    rebuild();
}

void FillingView::setPosition(FillingPosition position)
{
    if (position == m_position)
        return;
    m_position = position;
    rebuild();
}

const FillingReplay &FillingView::replay() const
{
    if (m_replayStale) {
        const Scenario &scenario = results()->scenario();
        m_replay =
            results()->taskMode() == TaskMode::Whole
                ? FillingReplay::wholeTasks(scenario, m_policy)
                // The continuous result the other views show: the filling ends on it.
                : FillingReplay::continuous(scenario, results()->result(m_policy).allocation);
        m_replayStale = false;
    }
    return m_replay;
}

QList<double> FillingView::shownTasks() const
{
    const FillingReplay &filling = replay();
    if (!filling.isValid() || filling.scenario().userCount() == 0)
        return {};
    return filling.frameAt(m_position).tasks;
}

QString FillingView::positionText() const
{
    return replay().positionText(replay().frameAt(m_position));
}

void FillingView::retrace()
{
    m_replayStale = true;
    m_drawnCurrent = false;
    emit replayChanged();
    // Whoever follows the replay may have moved the position, which draws.
    if (!m_drawnCurrent)
        refreshWhenSeen();
}

void FillingView::followSelection()
{
    setPolicy(results()->selectedPolicy());
}

std::optional<FigureScene> FillingView::scene() const
{
    return fillingScene(replay(), m_policy, m_position, m_requestedX, m_requestedY).scene;
}

void FillingView::draw()
{
    m_drawnCurrent = true;
    drawScene(fillingScene(replay(), m_policy, m_position, m_requestedX, m_requestedY).scene);
}

std::unique_ptr<PlotView> FillingView::createCopy() const
{
    auto copy = std::make_unique<FillingView>(results());
    copy->m_policy = m_policy;
    copy->m_requestedX = m_requestedX;
    copy->m_requestedY = m_requestedY;
    copy->m_position = m_position;
    // The same filling, not traced again.
    copy->m_replay = replay();
    copy->m_replayStale = false;
    return copy;
}

} // namespace drf
