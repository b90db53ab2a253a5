#include "manipulationview.h"

#include "allocationset.h"

namespace drf {

ManipulationView::ManipulationView(AllocationSet *results, QWidget *parent, bool heatMap)
    : PlotView(results, parent), m_heatMap(heatMap)
{
    setMinimumSize(200, 200);
    // A given landscape, not the results, is what this view draws: a slider step does not
    // redraw it, the next landscape does. One it computes itself follows the results.
    setFollowsResults(false);
    connect(results, &AllocationSet::resultsChanged, this, [this] {
        if (!m_ownUser)
            return;
        m_landscape.reset();
        refreshWhenSeen();
    });
    connect(results, &AllocationSet::selectionChanged, this, [this] {
        if (m_ownUser)
            refreshWhenSeen();
    });
}

void ManipulationView::setLandscape(std::shared_ptr<const ManipulationLandscape> landscape)
{
    m_landscape = std::move(landscape);
    rebuild();
}

const ManipulationLandscape *ManipulationView::landscape() const
{
    if (m_ownUser) {
        const AllocationSet *results = allocationSet();
        if (!m_landscape || m_landscape->curve.policy != results->selectedPolicy() ||
            m_landscape->curve.mode != results->taskMode()) {
            LandscapeQuery query;
            query.user = *m_ownUser;
            query.policy = results->selectedPolicy();
            query.mode = results->taskMode();
            query.heatMap = m_heatMap;
            m_landscape = std::make_shared<const ManipulationLandscape>(
                computeLandscape(results->scenario(), query));
        }
    }
    return m_landscape.get();
}

void ManipulationView::computeOwnLandscape(int user)
{
    m_ownUser = user;
    m_landscape.reset();
    rebuild();
}

void ManipulationView::copyLandscapeTo(ManipulationView &copy) const
{
    landscape(); // brought up to date first, so the copy need not compute it again
    copy.m_ownUser = m_ownUser;
    copy.m_landscape = m_landscape;
}

} // namespace drf
