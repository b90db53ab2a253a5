#pragma once

#include "figurescene.h"
#include "pgfplotswriter.h"

namespace drf {

// What pgfplotsScene() writes for a scene's colour maps (SceneColorMap) and their colour scale
// (SceneColorScale): a matrix of cells and a colour bar beside the axis.

/// The axis options of `scale`: its gradient as a colormap, the values its ends stand for, a
/// colour bar labelled with its label; and the axis drawn over the cells.
void writeColorScale(const SceneColorScale &scale, PgfplotsWriter &writer);
/// `map` as a matrix plot coloured through the axis' colormap, cells centred on their points;
/// a cell without a value in `scale`'s colour for it.
void writeColorMap(const SceneColorMap &map, const SceneColorScale &scale, PgfplotsWriter &writer);

} // namespace drf
