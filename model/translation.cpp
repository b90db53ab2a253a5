#include "translation.h"

#include "readablenumber.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace drf {

namespace {

/// The translation that is installed, if any (the application's list of translators is one
/// per process too).
Translation *g_installed = nullptr;

/// English plural forms ("%n task(s)" -> "1 task", "2 tasks"), from drfviz_en.ts. Installed
/// when any QCoreApplication starts, so that every program and test that links the engine writes
/// English correctly without asking; a Translation installed later is searched first.
void installEnglishPlurals()
{
    auto *plurals = new QTranslator(QCoreApplication::instance());
    if (plurals->load(QStringLiteral(":/i18n/drfviz_en.qm")))
        QCoreApplication::installTranslator(plurals);
}

Q_COREAPP_STARTUP_FUNCTION(installEnglishPlurals)

} // namespace

std::optional<Language> languageFromCode(const QString &code)
{
    const QString language = code.section(QLatin1Char('.'), 0, 0)
                                 .section(QLatin1Char('_'), 0, 0)
                                 .section(QLatin1Char('-'), 0, 0)
                                 .toLower();
    if (language == QLatin1String("en"))
        return Language::English;
    if (language == QLatin1String("pl"))
        return Language::Polish;
    return std::nullopt;
}

QString languageCode(Language language)
{
    return language == Language::Polish ? QStringLiteral("pl") : QStringLiteral("en");
}

Language systemLanguage()
{
    const QStringList languages = QLocale::system().uiLanguages();
    if (!languages.isEmpty() && languageFromCode(languages.first()) == Language::Polish)
        return Language::Polish;
    return Language::English;
}

QLocale languageLocale(Language language)
{
    return language == Language::Polish ? QLocale(QLocale::Polish, QLocale::Poland)
                                        : QLocale(QLocale::English, QLocale::UnitedStates);
}

Translation::Translation(Language language) : m_language(language)
{
    Q_ASSERT(!g_installed);
    install();
    g_installed = this;
}

Translation::~Translation()
{
    remove();
    TextNumberLocaleWriter::set(QLocale::c());
    g_installed = nullptr;
}

void Translation::setLanguage(Language language)
{
    if (language == m_language)
        return;
    remove();
    m_language = language;
    install();
}

void Translation::install()
{
    if (m_language == Language::Polish) {
        auto own = std::make_unique<QTranslator>();
        if (own->load(QStringLiteral(":/i18n/drfviz_pl.qm")))
            m_translators.push_back(std::move(own));
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QLocale(QLocale::Polish), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            m_translators.push_back(std::move(qt));
    }
    for (const auto &translator : m_translators)
        QCoreApplication::installTranslator(translator.get());
    TextNumberLocaleWriter::set(languageLocale(m_language));
}

void Translation::remove()
{
    // Past the application's end (a Translation owned by one of its children) there is no
    // list to remove them from.
    if (QCoreApplication::instance()) {
        for (const auto &translator : m_translators)
            QCoreApplication::removeTranslator(translator.get());
    }
    m_translators.clear();
}

SourceLanguageScope::SourceLanguageScope() : m_suspended(g_installed)
{
    if (m_suspended) {
        for (const auto &translator : m_suspended->m_translators)
            QCoreApplication::removeTranslator(translator.get());
    }
    TextNumberLocaleWriter::set(QLocale::c());
}

SourceLanguageScope::~SourceLanguageScope()
{
    if (!m_suspended)
        return;
    for (const auto &translator : m_suspended->m_translators)
        QCoreApplication::installTranslator(translator.get());
    TextNumberLocaleWriter::set(languageLocale(m_suspended->language()));
}

} // namespace drf
