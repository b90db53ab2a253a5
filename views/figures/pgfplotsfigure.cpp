#include "pgfplotsfigure.h"

#include "pgfplotsscene.h"
#include "plotview.h"

namespace drf {

bool hasPgfplotsFigure(const PlotView &view)
{
    return view.scene().has_value();
}

QString pgfplotsFigure(const PlotView &view, const PgfplotsSettings &settings)
{
    if (const std::optional<FigureScene> scene = view.scene())
        return pgfplotsScene(*scene, settings);
    return PgfplotsWriter(settings).document(); // a view that describes no figure: an empty axis
}

} // namespace drf
