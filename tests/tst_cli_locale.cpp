// What programs read never changes with the locale or the language: --report and --simulate
// write the same bytes under LANG, LC_NUMERIC and LC_ALL=pl_PL.UTF-8 and with --lang pl; the
// messages on stderr follow --lang.
#include "clirun.h"
#include "testmain.h"

#include <QProcess>
#include <QProcessEnvironment>

namespace {

/// Runs drfviz with no display, `changes` made to the environment ("NAME=value"; "NAME=" unsets).
CliRun runIn(const QStringList &changes, const QStringList &arguments)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR",
                             "LANG", "LANGUAGE", "LC_ALL", "LC_NUMERIC", "LC_MESSAGES"})
        environment.remove(QLatin1String(name));
    environment.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    for (const QString &change : changes) {
        const QString name = change.section(QLatin1Char('='), 0, 0);
        const QString value = change.section(QLatin1Char('='), 1);
        if (value.isEmpty())
            environment.remove(name);
        else
            environment.insert(name, value);
    }
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(DRFVIZ_BINARY), arguments);
    CliRun result;
    if (!process.waitForFinished(300000) || process.exitStatus() != QProcess::NormalExit)
        return result;
    result.exitCode = process.exitCode();
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

QString preset(const QString &name)
{
    return QStringLiteral(DRFVIZ_SOURCE_DIR "/resources/presets/") + name;
}

} // namespace

class TestCliLocale : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Without the generated locale the C library keeps its C numbers whatever LANG says,
        // and the test would prove less (tools/setup-debian.sh generates it).
        QProcess locales;
        locales.start(QStringLiteral("locale"), {QStringLiteral("-a")});
        locales.waitForFinished();
        const QString all = QString::fromLocal8Bit(locales.readAllStandardOutput()).toLower();
        if (!all.contains(QStringLiteral("pl_pl.utf8")))
            qWarning("pl_PL.UTF-8 is not generated here (run tools/setup-debian.sh): the C "
                     "library's numbers stay C; Qt's locale still follows LANG");
    }

    void machineOutputIgnoresTheLocale_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("report") << QStringList{QStringLiteral("--report")};
        QTest::newRow("report three")
            << QStringList{QStringLiteral("--report"), QStringLiteral("--manipulation"),
                           preset(QStringLiteral("three-by-three.json"))};
        QTest::newRow("report whole")
            << QStringList{QStringLiteral("--report"), QStringLiteral("--whole-tasks"),
                           preset(QStringLiteral("drf-paper.json"))};
        QTest::newRow("simulate") << QStringList{QStringLiteral("--simulate"),
                                                 preset(QStringLiteral("churn.json"))};
    }

    void machineOutputIgnoresTheLocale()
    {
        QFETCH(QStringList, arguments);
        const CliRun reference = runIn({}, arguments);
        QCOMPARE(reference.exitCode, 0);
        QVERIFY(reference.out.size() > 100);
        // The numbers of the reference are written with points.
        QVERIFY(reference.out.contains(".5") || reference.out.contains(".3"));
        const QList<QStringList> environments = {
            {QStringLiteral("LANG=pl_PL.UTF-8")},
            {QStringLiteral("LC_NUMERIC=pl_PL.UTF-8")},
            {QStringLiteral("LC_ALL=pl_PL.UTF-8")},
            {QStringLiteral("LANG=pl_PL.UTF-8"), QStringLiteral("LANGUAGE=pl")},
        };
        for (const QStringList &environment : environments) {
            const CliRun run = runIn(environment, arguments);
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.out == reference.out, qPrintable(environment.join(QLatin1Char(' '))));
            QVERIFY2(run.err.isEmpty(), run.err.constData());
        }
        for (const QString &language : {QStringLiteral("pl"), QStringLiteral("en")}) {
            const CliRun run = runIn({QStringLiteral("LC_ALL=pl_PL.UTF-8")},
                                     QStringList{QStringLiteral("--lang"), language} + arguments);
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.out == reference.out, qPrintable(language));
        }
    }

    void messagesFollowTheLanguage()
    {
        const QStringList arguments = {QStringLiteral("--report"), QStringLiteral("--preset"),
                                       QStringLiteral("nosuch")};
        const CliRun english = runIn({}, arguments);
        QCOMPARE(english.exitCode, 2);
        QVERIFY2(english.err.contains("unknown preset 'nosuch'"), english.err.constData());
        const CliRun polish =
            runIn({}, QStringList{QStringLiteral("--lang"), QStringLiteral("pl")} + arguments);
        QCOMPARE(polish.exitCode, 2);
        QVERIFY2(QString::fromUtf8(polish.err)
                     .contains(QStringLiteral("nieznany scenariusz wzorcowy 'nosuch'")),
                 polish.err.constData());
        QVERIFY(polish.out.isEmpty());
        // The system's language when --lang is not given.
        const CliRun system = runIn({QStringLiteral("LANG=pl_PL.UTF-8")}, arguments);
        QVERIFY2(QString::fromUtf8(system.err).contains(QStringLiteral("nieznany")),
                 system.err.constData());
        const CliRun bad =
            runIn({}, {QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--report")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("unknown language 'de' (valid: en, pl)"), bad.err.constData());
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestCliLocale)
#include "tst_cli_locale.moc"
