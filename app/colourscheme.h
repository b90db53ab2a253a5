#pragma once

#include <QPalette>
#include <QString>

#include <optional>

class QMenu;
class QWidget;

namespace drf {

/// The window's colours: View > Colours, remembered in the settings. The plots draw in the
/// application palette's colours (PlotView, FigurePalette::fromPalette()), so the scheme is the
/// application palette.
enum class ColourScheme
{
    System, ///< the desktop's palette, followed live when the theme changes
    Light,  ///< the widget style's own light palette
    Dark,   ///< darkPalette(): for a projector or a dark room
};

/// "system", "light" or "dark": the settings' names.
QString colourSchemeKey(ColourScheme scheme);
/// The scheme named `key`; nullopt when none has that name.
std::optional<ColourScheme> colourSchemeFromKey(const QString &key);
/// The scheme the settings remember (System when none).
ColourScheme savedColourScheme();

/// A dark palette for any widget style: grey windows, darker bases, white text, a blue
/// highlight, greyed disabled texts.
QPalette darkPalette();

/// Makes `scheme` the application palette (System: the desktop's again); every widget follows
/// (QEvent::PaletteChange).
void applyColourScheme(ColourScheme scheme);

/// View > Colours: System, Light and Dark, checkable, in the window's language; a choice is
/// applied and remembered.
QMenu *createColourMenu(QWidget *parent);

} // namespace drf
