#pragma once

#include <QLocale>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QTranslator;

namespace drf {

/// The languages drfviz speaks. English is the source language of every text; Polish comes from
/// resources/translations/drfviz_pl.ts, compiled into the program.
enum class Language
{
    English,
    Polish
};

/// "en", "pl" or a locale name of either ("pl_PL.UTF-8", "en-GB"); nothing for another language.
std::optional<Language> languageFromCode(const QString &code);
/// "en" or "pl".
QString languageCode(Language language);
/// Polish when the system's first interface language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) is
/// Polish, otherwise English.
Language systemLanguage();
/// The locale of the numbers shown in `language`: English writes 0.667, Polish 0,667.
QLocale languageLocale(Language language);

/// The texts of one language, installed on the application: drfviz's own translation and Qt's
/// (qtbase_pl.qm, for the standard dialogs' buttons, when the system has it), and the locale of
/// the numbers in the texts (textNumberLocale(), readablenumber.h). English needs no translation
/// of its own: its plural forms ("1 task", "2 tasks") are installed in every program at its start
/// (see translation.cpp). At most one Translation exists at a time.
class Translation
{
public:
    explicit Translation(Language language);
    ~Translation();
    Translation(const Translation &) = delete;
    Translation &operator=(const Translation &) = delete;

    /// Replaces the installed language; the application sends QEvent::LanguageChange.
    void setLanguage(Language language);
    Language language() const { return m_language; }

private:
    friend class SourceLanguageScope;
    void install();
    void remove();

    Language m_language;
    std::vector<std::unique_ptr<QTranslator>> m_translators;
};

/// While it lives, texts are written in English with C numbers, whatever the Translation: the
/// --report and --simulate documents, which programs read, never change with the language.
class SourceLanguageScope
{
public:
    SourceLanguageScope();
    ~SourceLanguageScope();
    SourceLanguageScope(const SourceLanguageScope &) = delete;
    SourceLanguageScope &operator=(const SourceLanguageScope &) = delete;

private:
    Translation *m_suspended;
};

} // namespace drf
