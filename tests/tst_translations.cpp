// The translations are complete: lupdate, run over the sources as update_translations runs it,
// finds no string that the Polish .ts file lacks or leaves unfinished, and none that English
// lacks the plural forms of.
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include "testmain.h"

namespace {

/// One message of a .ts file.
struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type;             ///< "unfinished", "vanished", "obsolete" or empty (finished)
    QStringList translations; ///< one, or one per plural form

    QString key() const { return context + QLatin1Char('|') + source + QLatin1Char('|') + comment; }
    QString name() const
    {
        QString shortSource = source.left(80);
        if (shortSource.size() < source.size())
            shortSource += QStringLiteral("…");
        return QStringLiteral("%1: \"%2\"%3")
            .arg(context, shortSource,
                 comment.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(comment));
    }
};

/// The messages of a .ts file, in its order.
QList<Message> messagesOf(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages.append(message);
            inMessage = false;
            continue;
        }
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name") && !inMessage) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            inMessage = true;
            message = Message{context, {}, {}, false, {}, {}};
            message.numerus =
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            message.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!message.numerus)
                message.translations = {xml.readElementText()};
        } else if (name == QLatin1String("numerusform")) {
            message.translations.append(xml.readElementText());
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

/// The placeholders of a text: %1..%99 and %n (and %Ln), sorted.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?([0-9]{1,2}|n)"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.append(it.next().captured(1));
    found.sort();
    found.removeDuplicates();
    return found;
}

/// The .ts file `name` of resources/translations after lupdate has read the sources into a copy
/// of it, with update_translations' options (`extra` added).
QList<Message> updatedCopy(const QString &name, const QStringList &extra, QString *error)
{
    static QTemporaryDir dir;
    const QString copy = dir.filePath(name);
    QFile::remove(copy);
    if (!QFile::copy(QStringLiteral(DRFVIZ_TS_DIR "/") + name, copy)) {
        *error = QStringLiteral("cannot copy %1 to %2").arg(name, copy);
        return {};
    }
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    const QStringList options = QStringLiteral(DRFVIZ_LUPDATE_OPTIONS).split(QLatin1Char(' '));
    lupdate.start(QStringLiteral(DRFVIZ_LUPDATE),
                  QStringList{QStringLiteral("@" DRFVIZ_LUPDATE_SOURCES)} + options + extra +
                      QStringList{QStringLiteral("-ts"), copy});
    if (!lupdate.waitForFinished(300000) || lupdate.exitStatus() != QProcess::NormalExit ||
        lupdate.exitCode() != 0) {
        *error =
            QStringLiteral("lupdate failed: %1").arg(QString::fromLocal8Bit(lupdate.readAll()));
        return {};
    }
    return messagesOf(copy, error);
}

/// Prints the strings a check found (Qt Test cuts a failure's message short) and says how many.
QString listed(const QStringList &lines)
{
    for (const QString &line : lines)
        qInfo().noquote() << "   " << line;
    return QStringLiteral("(the %1 listed above)").arg(lines.size());
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    /// Every string of the sources is in drfviz_pl.ts, translated and finished, with the
    /// placeholders of its source; the file has no string the sources lost.
    void polishIsComplete()
    {
        QString error;
        const QList<Message> committed =
            messagesOf(QStringLiteral(DRFVIZ_TS_DIR "/drfviz_pl.ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QList<Message> updated = updatedCopy(QStringLiteral("drfviz_pl.ts"), {}, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!updated.isEmpty());

        QSet<QString> committedKeys;
        for (const Message &m : committed)
            committedKeys.insert(m.key());
        QStringList added;
        QStringList untranslated;
        QStringList unfinished;
        QStringList wrongPlaceholders;
        QSet<QString> updatedKeys;
        for (const Message &m : updated) {
            updatedKeys.insert(m.key());
            if (!committedKeys.contains(m.key()))
                added.append(m.name());
            else if (std::any_of(m.translations.begin(), m.translations.end(),
                                 [](const QString &t) { return t.isEmpty(); }) ||
                     m.translations.isEmpty())
                untranslated.append(m.name());
            else if (!m.type.isEmpty())
                unfinished.append(m.name());
            else if (std::any_of(m.translations.begin(), m.translations.end(),
                                 [&](const QString &t) {
                                     return placeholders(t) != placeholders(m.source);
                                 }))
                wrongPlaceholders.append(m.name());
        }
        QStringList lost;
        for (const Message &m : committed)
            if (!updatedKeys.contains(m.key()))
                lost.append(m.name());

        const QString fix = QStringLiteral(
            "\n(run `cmake --build build --target update_translations`, then translate the "
            "strings in resources/translations/drfviz_pl.ts with Qt Linguist or an editor and "
            "remove type=\"unfinished\")");
        QVERIFY2(added.isEmpty(),
                 qPrintable(QStringLiteral("%1 new string(s) not in drfviz_pl.ts:\n%2%3")
                                .arg(added.size())
                                .arg(listed(added), fix)));
        QVERIFY2(lost.isEmpty(),
                 qPrintable(QStringLiteral("%1 string(s) in drfviz_pl.ts no longer in the "
                                           "sources:\n%2%3")
                                .arg(lost.size())
                                .arg(listed(lost), fix)));
        QVERIFY2(untranslated.isEmpty(),
                 qPrintable(QStringLiteral("%1 untranslated string(s) in drfviz_pl.ts:\n%2%3")
                                .arg(untranslated.size())
                                .arg(listed(untranslated), fix)));
        QVERIFY2(unfinished.isEmpty(),
                 qPrintable(QStringLiteral("%1 unfinished translation(s) in drfviz_pl.ts:\n%2%3")
                                .arg(unfinished.size())
                                .arg(listed(unfinished), fix)));
        QVERIFY2(wrongPlaceholders.isEmpty(),
                 qPrintable(QStringLiteral("%1 translation(s) whose placeholders (%%1, %%n) "
                                           "differ from the source's:\n%2")
                                .arg(wrongPlaceholders.size())
                                .arg(listed(wrongPlaceholders))));
    }

    /// Every plural string ("%n task(s)") has its two English forms in drfviz_en.ts.
    void englishHasEveryPlural()
    {
        QString error;
        const QList<Message> committed =
            messagesOf(QStringLiteral(DRFVIZ_TS_DIR "/drfviz_en.ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QList<Message> updated =
            updatedCopy(QStringLiteral("drfviz_en.ts"), {QStringLiteral("-pluralonly")}, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QSet<QString> committedKeys;
        for (const Message &m : committed)
            committedKeys.insert(m.key());
        QStringList missing;
        for (const Message &m : updated) {
            const bool formsDone = m.translations.size() == 2 &&
                                   std::none_of(m.translations.begin(), m.translations.end(),
                                                [](const QString &t) { return t.isEmpty(); });
            if (!committedKeys.contains(m.key()) || !formsDone || !m.type.isEmpty())
                missing.append(m.name());
        }
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("%1 plural string(s) without finished English forms "
                                           "in drfviz_en.ts (run update_translations and write "
                                           "them):\n%2")
                                .arg(missing.size())
                                .arg(listed(missing))));
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
