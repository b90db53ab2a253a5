#include "colourscheme.h"

#include "appsettings.h"
#include "retranslate.h"

#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QMenu>
#include <QStyle>
#include <QWidget>

#include <array>

namespace drf {

namespace {

constexpr std::array kColourSchemes{ColourScheme::System, ColourScheme::Light, ColourScheme::Dark};

} // namespace

QString colourSchemeKey(ColourScheme scheme)
{
    switch (scheme) {
    case ColourScheme::System:
        return QStringLiteral("system");
    case ColourScheme::Light:
        return QStringLiteral("light");
    case ColourScheme::Dark:
        return QStringLiteral("dark");
    }
    return {};
}

std::optional<ColourScheme> colourSchemeFromKey(const QString &key)
{
    for (ColourScheme scheme : kColourSchemes) {
        if (colourSchemeKey(scheme) == key)
            return scheme;
    }
    return std::nullopt;
}

ColourScheme savedColourScheme()
{
    return colourSchemeFromKey(appSettings()->value(settingsKey::kColours).toString())
        .value_or(ColourScheme::System);
}

QPalette darkPalette()
{
    const QColor window(0x353535);
    const QColor base(0x262626);
    const QColor text(0xf0f0f0);
    const QColor disabledText(0x8a8a8a);
    // Hints (placeholders, "not checked" cells) stay readable: 4.7:1 on the window.
    const QColor hintText(0xa0a0a0);
    QPalette dark(window);
    dark.setColor(QPalette::Window, window);
    dark.setColor(QPalette::WindowText, text);
    dark.setColor(QPalette::Base, base);
    dark.setColor(QPalette::AlternateBase, QColor(0x303030));
    dark.setColor(QPalette::ToolTipBase, QColor(0x202020));
    dark.setColor(QPalette::ToolTipText, text);
    dark.setColor(QPalette::PlaceholderText, hintText);
    dark.setColor(QPalette::Text, text);
    dark.setColor(QPalette::Button, window);
    dark.setColor(QPalette::ButtonText, text);
    dark.setColor(QPalette::BrightText, QColor(0xff6b6b));
    dark.setColor(QPalette::Light, QColor(0x4a4a4a));
    dark.setColor(QPalette::Midlight, QColor(0x404040));
    dark.setColor(QPalette::Mid, QColor(0x2c2c2c));
    dark.setColor(QPalette::Dark, QColor(0x1e1e1e));
    dark.setColor(QPalette::Shadow, QColor(0x141414));
    dark.setColor(QPalette::Highlight, QColor(0x3d8fd6));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::Link, QColor(0x6cb6ff));
    dark.setColor(QPalette::LinkVisited, QColor(0xc39bd3));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        dark.setColor(QPalette::Disabled, role, disabledText);
    dark.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x505050));
    return dark;
}

void applyColourScheme(ColourScheme scheme)
{
    switch (scheme) {
    case ColourScheme::System:
        // A palette that sets no colour gives the application the desktop's palette back, and
        // with it the theme's later changes.
        QApplication::setPalette(QPalette());
        break;
    case ColourScheme::Light:
        QApplication::setPalette(QApplication::style()->standardPalette());
        break;
    case ColourScheme::Dark:
        QApplication::setPalette(darkPalette());
        break;
    }
    // A style sheet fixes the palette of the widgets it styles as it was when it was applied:
    // applied again, they take the new one.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::ApplicationPaletteChange);
    for (QWidget *widget : QApplication::allWidgets()) {
        const QString sheet = widget->styleSheet();
        if (sheet.isEmpty())
            continue;
        widget->setStyleSheet(QString());
        widget->setStyleSheet(sheet);
    }
}

QMenu *createColourMenu(QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("colours-menu"));
    auto *group = new QActionGroup(menu);
    const ColourScheme saved = savedColourScheme();
    for (ColourScheme scheme : kColourSchemes) {
        QAction *action = menu->addAction(QString());
        action->setObjectName(QStringLiteral("colours-") + colourSchemeKey(scheme));
        action->setCheckable(true);
        action->setChecked(scheme == saved);
        action->setActionGroup(group);
        QObject::connect(action, &QAction::triggered, menu, [scheme] {
            appSettings()->setValue(settingsKey::kColours, colourSchemeKey(scheme));
            applyColourScheme(scheme);
        });
    }
    translateTexts(menu, [menu] {
        menu->setTitle(QCoreApplication::translate("ColourScheme", "&Colours"));
        const QList<QAction *> actions = menu->actions();
        actions[0]->setText(QCoreApplication::translate("ColourScheme", "&System"));
        actions[0]->setStatusTip(QCoreApplication::translate(
            "ColourScheme", "The desktop's colours, also in the plots"));
        actions[1]->setText(QCoreApplication::translate("ColourScheme", "&Light"));
        actions[1]->setStatusTip(QCoreApplication::translate(
            "ColourScheme", "Dark text on light backgrounds, the plots on white"));
        actions[2]->setText(QCoreApplication::translate("ColourScheme", "&Dark"));
        actions[2]->setStatusTip(QCoreApplication::translate(
            "ColourScheme",
            "Light text on dark backgrounds, the plots too: for a projector or a dark "
            "room (exports stay on white)"));
    });
    return menu;
}

} // namespace drf
