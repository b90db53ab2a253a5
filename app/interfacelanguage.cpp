#include "interfacelanguage.h"

#include "appsettings.h"
#include "retranslate.h"

#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QWidget>

namespace drf {

namespace {

QString choiceKey(InterfaceLanguage::Choice choice)
{
    switch (choice) {
    case InterfaceLanguage::Choice::English:
        return QStringLiteral("en");
    case InterfaceLanguage::Choice::Polish:
        return QStringLiteral("pl");
    case InterfaceLanguage::Choice::System:
        break;
    }
    return QStringLiteral("system");
}

InterfaceLanguage::Choice savedChoice()
{
    const QString key = appSettings()->value(settingsKey::kLanguage).toString();
    if (key == QLatin1String("en"))
        return InterfaceLanguage::Choice::English;
    if (key == QLatin1String("pl"))
        return InterfaceLanguage::Choice::Polish;
    return InterfaceLanguage::Choice::System;
}

Language chosenLanguage(InterfaceLanguage::Choice choice)
{
    switch (choice) {
    case InterfaceLanguage::Choice::English:
        return Language::English;
    case InterfaceLanguage::Choice::Polish:
        return Language::Polish;
    case InterfaceLanguage::Choice::System:
        break;
    }
    return systemLanguage();
}

} // namespace

InterfaceLanguage::InterfaceLanguage(QObject *parent)
    : QObject(parent), m_choice(savedChoice()), m_translation(chosenLanguage(m_choice))
{
    setObjectName(QStringLiteral("interface-language"));
    apply();
}

InterfaceLanguage *InterfaceLanguage::instance()
{
    QCoreApplication *app = QCoreApplication::instance();
    auto *language = app->findChild<InterfaceLanguage *>(QString(), Qt::FindDirectChildrenOnly);
    return language ? language : new InterfaceLanguage(app);
}

void InterfaceLanguage::setChoice(Choice choice)
{
    m_choice = choice;
    m_commandLine.reset();
    appSettings()->setValue(settingsKey::kLanguage, choiceKey(choice));
    apply();
    emit choiceChanged();
}

void InterfaceLanguage::setCommandLineLanguage(Language language)
{
    m_commandLine = language;
    apply();
    emit choiceChanged();
}

void InterfaceLanguage::apply()
{
    const Language language = m_commandLine.value_or(chosenLanguage(m_choice));
    m_translation.setLanguage(language);
    // Spin boxes and tables without thousands separators, as they were typed.
    QLocale locale = languageLocale(language);
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    QLocale::setDefault(locale);
    if (qobject_cast<QApplication *>(QCoreApplication::instance())) {
        for (QWidget *window : QApplication::topLevelWidgets())
            window->setLocale(locale);
    }
}

QMenu *InterfaceLanguage::createMenu(QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("language-menu"));
    auto *group = new QActionGroup(menu);
    const Choice choices[] = {Choice::System, Choice::English, Choice::Polish};
    for (Choice choice : choices) {
        QAction *action = menu->addAction(QString());
        action->setObjectName(QStringLiteral("language-") + choiceKey(choice));
        action->setCheckable(true);
        action->setActionGroup(group);
        connect(action, &QAction::triggered, this, [this, choice] { setChoice(choice); });
    }
    const auto check = [this, menu] {
        menu->actions()[int(m_commandLine ? (*m_commandLine == Language::Polish ? Choice::Polish
                                                                                : Choice::English)
                                          : m_choice)]
            ->setChecked(true);
    };
    check();
    connect(this, &InterfaceLanguage::choiceChanged, menu, check);
    translateTexts(menu, [menu] {
        menu->setTitle(tr("&Language"));
        const QList<QAction *> actions = menu->actions();
        actions[0]->setText(tr("&System"));
        actions[0]->setStatusTip(tr("The language of the system's locale (LANG)"));
        // The languages are named in their own language, so that anyone finds theirs.
        actions[1]->setText(QStringLiteral("English"));
        actions[2]->setText(QStringLiteral("Polski"));
    });
    return menu;
}

} // namespace drf
