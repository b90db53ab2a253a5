#pragma once

#include "manipulationlandscape.h"
#include "manipulationscene.h"
#include "plotview.h"

#include <memory>
#include <optional>

namespace drf {

/// Base of the manipulation explorer's two plots: draws a ManipulationLandscape, which takes
/// seconds to compute. In the window the explorer computes it in the background and hands it
/// over (setLandscape()); a view that draws without an event loop (the command line) computes
/// its own instead (computeOwnLandscape()). Either way a copy for export gets the landscape
/// with it.
class ManipulationView : public PlotView
{
    Q_OBJECT

public:
    /// Draws `landscape` from now on (null: nothing to draw).
    void setLandscape(std::shared_ptr<const ManipulationLandscape> landscape);
    /// The landscape drawn, computed first when the view computes its own and the results
    /// changed; null when there is none.
    const ManipulationLandscape *landscape() const;
    /// From now on the view computes the landscape of `user` (varying the first two resources)
    /// under the selected policy and task mode itself, on the calling thread, whenever it is
    /// drawn or copied after the results changed.
    void computeOwnLandscape(int user);

protected:
    /// `heatMap`: the view draws the heat map, so a landscape it computes itself needs one.
    ManipulationView(AllocationSet *results, QWidget *parent, bool heatMap);
    /// Gives `copy` what this view draws: the landscape and, if it computes its own, whose.
    void copyLandscapeTo(ManipulationView &copy) const;

private:
    bool m_heatMap;
    std::optional<int> m_ownUser; ///< set when the view computes its own landscape
    /// Given, or computed on demand (hence mutable) when the view computes its own.
    mutable std::shared_ptr<const ManipulationLandscape> m_landscape;
};

} // namespace drf
