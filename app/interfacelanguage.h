#pragma once

#include "translation.h"

#include <QObject>

#include <optional>

class QMenu;
class QWidget;

namespace drf {

/// The language of the window: View > Language's choice (System, English, Polski), kept in the
/// settings, or --lang for one run. Applying it installs its Translation (texts and the numbers
/// in them) and makes its locale the default of the widgets (spin boxes read and write its
/// decimal separator); every window then retranslates itself (QEvent::LanguageChange). One per
/// application, a child of it, as Qt's translators are the application's.
class InterfaceLanguage : public QObject
{
    Q_OBJECT

public:
    enum class Choice
    {
        System,
        English,
        Polish
    };

    /// The application's, made on first use from the settings.
    static InterfaceLanguage *instance();

    Choice choice() const { return m_choice; }
    /// The language shown: --lang's, else the choice's (System: systemLanguage()).
    Language language() const { return m_translation.language(); }
    /// Chooses, remembers and applies; a --lang given for this run no longer counts.
    void setChoice(Choice choice);
    /// --lang: this run's language, not remembered.
    void setCommandLineLanguage(Language language);

    /// View > Language: the three choices, checkable, in the window's language.
    QMenu *createMenu(QWidget *parent);

signals:
    void choiceChanged();

private:
    explicit InterfaceLanguage(QObject *parent);
    void apply();

    Choice m_choice = Choice::System;
    std::optional<Language> m_commandLine;
    Translation m_translation;
};

} // namespace drf
