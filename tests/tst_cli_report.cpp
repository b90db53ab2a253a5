// The headless command line (--report), run as a real process without any display.
#include "clirun.h"
#include "reportcommand.h"
#include "testmain.h"
#include "testutil.h"

#include <QBuffer>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace {

constexpr double kTol = 1e-9;
constexpr double kWalrasTol = 1e-6; // Newton on the dual converges to about 1e-12; be generous

QString presetPath(const QString &name)
{
    return QStringLiteral(DRFVIZ_SOURCE_DIR "/resources/presets/") + name;
}

} // namespace

class TestCliReport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// Runs drfviz with no display at all: no DISPLAY, no WAYLAND_DISPLAY, no QT_QPA_PLATFORM.
    CliRun run(const QStringList &arguments) { return runWithoutDisplay(arguments); }

    /// The report of a successful run, or an empty object after a failed QVERIFY.
    static QJsonObject report(const QStringList &arguments)
    {
        return jsonOfSuccessfulRun(QStringList{QStringLiteral("--report")} + arguments);
    }

    static QJsonObject policy(const QJsonObject &report, const QString &id)
    {
        for (const QJsonValue &value : report.value(QStringLiteral("policies")).toArray())
            if (value[QStringLiteral("id")].toString() == id)
                return value.toObject();
        return {};
    }

    static double tasks(const QJsonObject &policy, int user)
    {
        return policy[QStringLiteral("users")][user][QStringLiteral("tasks")].toDouble();
    }

    static QStringList ids(const QJsonObject &report)
    {
        QStringList list;
        for (const QJsonValue &value : report.value(QStringLiteral("policies")).toArray())
            list.append(value[QStringLiteral("id")].toString());
        return list;
    }

    QString writeFile(const QString &name, const QByteArray &contents)
    {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size())
            return {};
        return file.fileName();
    }

    static QByteArray scenarioJson(const QByteArray &resources, const QByteArray &users)
    {
        return R"({"version": 1, "resources": [)" + resources + R"(], "users": [)" + users + "]}";
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QByteArray cpuGpuDisk = R"({"name": "CPU", "capacity": 4.5},
                                         {"name": "GPU", "capacity": 4.5},
                                         {"name": "Disk", "capacity": 1})";
        const QList<std::pair<QString, QByteArray>> files = {
            {"malformed.json", R"({"version": 1, "resources": [)"},
            {"invalid.json", scenarioJson(R"({"name": "CPU", "capacity": 10})",
                                          R"({"name": "A", "demand": [1]},
                                             {"name": "B", "demand": [-1]})")},
            // Nobody needs Disk; B ends with 0 whole tasks under walras but gets one by lying.
            {"small.json", scenarioJson(cpuGpuDisk, R"({"name": "A", "demand": [2, 1, 0]},
                                                       {"name": "B", "demand": [1, 3, 0]})")},
        };
        for (const auto &[name, contents] : files)
            QVERIFY2(!writeFile(name, contents).isEmpty(), qPrintable(name));
    }

    void seedReportHasEveryPolicyInOrder()
    {
        const QJsonObject seed = report({});
        QCOMPARE(ids(seed),
                 (QStringList{"max-min", "fixed-price", "walras", "drf", "drf-equal", "asset"}));
        QCOMPARE(seed[QStringLiteral("mode")].toString(), QStringLiteral("continuous"));
        const QJsonObject scenario = seed[QStringLiteral("scenario")].toObject();
        QCOMPARE(scenario[QStringLiteral("version")].toInt(), 1);
        QCOMPARE(scenario[QStringLiteral("resources")][1][QStringLiteral("name")].toString(),
                 QStringLiteral("GPU"));
        QCOMPARE(scenario[QStringLiteral("users")][1][QStringLiteral("demand")][1].toDouble(), 3.0);
        QCOMPARE(policy(seed, QStringLiteral("drf"))[QStringLiteral("name")].toString(),
                 QStringLiteral("Dominant Resource Fairness"));
    }

    void seedMaxMinAndFixedPrice()
    {
        const QJsonObject seed = report({});
        const QJsonObject maxMin = policy(seed, QStringLiteral("max-min"));
        DRF_COMPARE_NEAR(tasks(maxMin, 0), 45.0, kTol);
        DRF_COMPARE_NEAR(tasks(maxMin, 1), 30.0, kTol);
        DRF_COMPARE_NEAR(maxMin[QStringLiteral("idle")][0].toDouble(), 60.0, kTol);
        DRF_COMPARE_NEAR(maxMin[QStringLiteral("idle")][1].toDouble(), 45.0, kTol);
        QVERIFY(!maxMin[QStringLiteral("properties")][QStringLiteral("paretoEfficient")].toBool());
        QCOMPARE(
            maxMin[QStringLiteral("reasons")][QStringLiteral("paretoEfficient")].toArray().size(),
            2);

        const QJsonObject fixed = policy(seed, QStringLiteral("fixed-price"));
        DRF_COMPARE_NEAR(tasks(fixed, 0), 60.0, kTol);
        DRF_COMPARE_NEAR(tasks(fixed, 1), 45.0, kTol);
        QVERIFY(!fixed[QStringLiteral("feasible")].toBool());
        DRF_COMPARE_NEAR(fixed[QStringLiteral("overload")][0].toDouble(), 0.0, kTol);
        DRF_COMPARE_NEAR(fixed[QStringLiteral("overload")][1].toDouble(), 15.0, kTol);
        DRF_COMPARE_NEAR(fixed[QStringLiteral("prices")][1].toDouble(), 10.0, kTol);
        DRF_COMPARE_NEAR(fixed[QStringLiteral("budgets")][0].toDouble(), 1800.0, kTol);
        const QString overload =
            fixed[QStringLiteral("reasons")][QStringLiteral("feasible")][0].toString();
        QVERIFY2(overload.contains(QStringLiteral("GPU")) &&
                     overload.contains(QStringLiteral("15")),
                 qPrintable(overload));
    }

    void seedDrf()
    {
        const QJsonObject drf = policy(report({}), QStringLiteral("drf"));
        DRF_COMPARE_NEAR(tasks(drf, 0), 60.0, kTol);
        DRF_COMPARE_NEAR(tasks(drf, 1), 40.0, kTol);
        const QJsonValue a = drf[QStringLiteral("users")][0];
        DRF_COMPARE_NEAR(a[QStringLiteral("allocation")][0].toDouble(), 120.0, kTol);
        DRF_COMPARE_NEAR(a[QStringLiteral("allocation")][1].toDouble(), 60.0, kTol);
        DRF_COMPARE_NEAR(a[QStringLiteral("dominantShare")].toDouble(), 2.0 / 3.0, kTol);
        DRF_COMPARE_NEAR(drf[QStringLiteral("usage")][0].toDouble(), 160.0, kTol);
        DRF_COMPARE_NEAR(drf[QStringLiteral("idle")][0].toDouble(), 20.0, kTol);
        DRF_COMPARE_NEAR(drf[QStringLiteral("idle")][1].toDouble(), 0.0, kTol);
        DRF_COMPARE_NEAR(drf[QStringLiteral("utilization")][0].toDouble(), 160.0 / 180.0, kTol);
        const double envy[2][2] = {{60, 20}, {20, 40}};
        for (int i = 0; i < 2; ++i)
            for (int k = 0; k < 2; ++k)
                DRF_COMPARE_NEAR(drf[QStringLiteral("envy")][i][k].toDouble(), envy[i][k], kTol);

        const QJsonObject properties = drf[QStringLiteral("properties")].toObject();
        QVERIFY(drf[QStringLiteral("feasible")].toBool());
        QVERIFY(properties[QStringLiteral("envyFree")].toBool());
        QVERIFY(properties[QStringLiteral("sharingIncentive")].toBool());
        QVERIFY(properties[QStringLiteral("paretoEfficient")].toBool());
        QVERIFY(!properties[QStringLiteral("noCrumbs")].toBool());
        const QJsonObject reasons = drf[QStringLiteral("reasons")].toObject();
        QCOMPARE(reasons.keys(), QStringList{QStringLiteral("noCrumbs")});
        QVERIFY(reasons[QStringLiteral("noCrumbs")][0].toString().contains(QStringLiteral("CPU")));

        const QJsonObject derivation = drf[QStringLiteral("derivation")].toObject();
        DRF_COMPARE_NEAR(derivation[QStringLiteral("mu")][0].toDouble(), 1.0 / 90.0, kTol);
        DRF_COMPARE_NEAR(derivation[QStringLiteral("mu")][1].toDouble(), 1.0 / 60.0, kTol);
        QCOMPARE(derivation[QStringLiteral("dominantResource")].toArray(),
                 (QJsonArray{"CPU", "GPU"}));
        DRF_COMPARE_NEAR(derivation[QStringLiteral("denominators")][0].toDouble(), 240.0, kTol);
        DRF_COMPARE_NEAR(derivation[QStringLiteral("denominators")][1].toDouble(), 270.0, kTol);
        DRF_COMPARE_NEAR(derivation[QStringLiteral("bounds")][0].toDouble(), 0.75, kTol);
        // Full precision, not the 0.6667 of a rounded print.
        DRF_COMPARE_NEAR(derivation[QStringLiteral("s")].toDouble(), 2.0 / 3.0, 1e-15);
        QCOMPARE(derivation[QStringLiteral("bottleneck")].toString(), QStringLiteral("GPU"));
        const QJsonArray stages = derivation[QStringLiteral("stages")].toArray();
        QCOMPARE(stages.size(), 1);
        QCOMPARE(stages[0][QStringLiteral("saturated")].toString(), QStringLiteral("GPU"));
        QCOMPARE(stages[0][QStringLiteral("frozen")].toArray(), (QJsonArray{"A", "B"}));
        DRF_COMPARE_NEAR(stages[0][QStringLiteral("level")].toDouble(), 2.0 / 3.0, kTol);
    }

    void seedWalras()
    {
        const QJsonObject walras = policy(report({}), QStringLiteral("walras"));
        DRF_COMPARE_NEAR(tasks(walras, 0), 72.0, kWalrasTol);
        DRF_COMPARE_NEAR(tasks(walras, 1), 36.0, kWalrasTol);
        DRF_COMPARE_NEAR(walras[QStringLiteral("prices")][0].toDouble(), 5.0, kWalrasTol);
        DRF_COMPARE_NEAR(walras[QStringLiteral("prices")][1].toDouble(), 15.0, kWalrasTol);
        DRF_COMPARE_NEAR(walras[QStringLiteral("budgets")][1].toDouble(), 1800.0, kTol);
        QVERIFY(walras[QStringLiteral("properties")][QStringLiteral("noCrumbs")].toBool());
        QVERIFY(walras[QStringLiteral("reasons")].toObject().isEmpty());
    }

    void keysDependOnPolicy_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("market");
        QTest::addColumn<bool>("derivation");
        QTest::newRow("max-min") << "max-min" << false << false;
        QTest::newRow("fixed-price") << "fixed-price" << true << false;
        QTest::newRow("walras") << "walras" << true << false;
        QTest::newRow("drf") << "drf" << false << true;
        QTest::newRow("drf-equal") << "drf-equal" << false << true;
        QTest::newRow("asset") << "asset" << false << false;
    }

    void keysDependOnPolicy()
    {
        QFETCH(QString, id);
        QFETCH(bool, market);
        QFETCH(bool, derivation);
        const QJsonObject entry = policy(report({QStringLiteral("--policy"), id}), id);
        QCOMPARE(entry.contains(QStringLiteral("prices")), market);
        QCOMPARE(entry.contains(QStringLiteral("budgets")), market);
        QCOMPARE(entry.contains(QStringLiteral("derivation")), derivation);
        QVERIFY(!entry.contains(QStringLiteral("manipulation")));
        for (const char *key : {"name", "feasible", "users", "usage", "idle", "utilization",
                                "overload", "envy", "properties", "reasons"})
            QVERIFY2(entry.contains(QLatin1String(key)), key);
    }

    void policyFilterKeepsOrderWithoutDuplicates()
    {
        const QJsonObject filtered =
            report({"--policy", "walras", "--policy=drf", "--policy", "walras"});
        QCOMPARE(ids(filtered), (QStringList{"walras", "drf"}));
    }

    void wholeTasks()
    {
        const QJsonObject whole = report({QStringLiteral("--whole-tasks")});
        QCOMPARE(whole[QStringLiteral("mode")].toString(), QStringLiteral("whole"));
        QCOMPARE(tasks(policy(whole, QStringLiteral("drf")), 0), 60.0);
        QCOMPARE(tasks(policy(whole, QStringLiteral("walras")), 1), 36.0);
        QCOMPARE(tasks(policy(whole, QStringLiteral("asset")), 0), 57.0);
    }

    void manipulation()
    {
        const QJsonObject lies =
            report({"--manipulation", "--policy", "drf", "--policy", "walras"});
        const QJsonArray drf =
            policy(lies, QStringLiteral("drf"))[QStringLiteral("manipulation")].toArray();
        QCOMPARE(drf.size(), 2);
        for (const QJsonValue &entry : drf) {
            QVERIFY(entry[QStringLiteral("gain")].isDouble());
            QVERIFY(entry[QStringLiteral("gain")].toDouble() <= 1.0 + 1e-9);
            QCOMPARE(entry[QStringLiteral("report")].toArray().size(), 2);
        }
        QCOMPARE(drf[1][QStringLiteral("user")].toString(), QStringLiteral("B"));
        DRF_COMPARE_NEAR(drf[0][QStringLiteral("truthfulTasks")].toDouble(), 60.0, kTol);

        const QJsonArray walras =
            policy(lies, QStringLiteral("walras"))[QStringLiteral("manipulation")].toArray();
        double bestGain = 0.0;
        for (const QJsonValue &entry : walras) {
            const double gain = entry[QStringLiteral("gain")].toDouble();
            DRF_COMPARE_NEAR(gain,
                             entry[QStringLiteral("tasks")].toDouble() /
                                 entry[QStringLiteral("truthfulTasks")].toDouble(),
                             kTol);
            bestGain = std::max(bestGain, gain);
        }
        QVERIFY2(bestGain > 1.01, qPrintable(QString::number(bestGain)));
    }

    void infinitiesAreNull()
    {
        const QJsonObject small =
            report({"--whole-tasks", "--manipulation", "--policy", "walras", "--policy", "drf",
                    m_dir.filePath(QStringLiteral("small.json"))});
        const QJsonValue bounds = policy(
            small, QStringLiteral("drf"))[QStringLiteral("derivation")][QStringLiteral("bounds")];
        QVERIFY(bounds[2].isNull());
        const QJsonValue b =
            policy(small, QStringLiteral("walras"))[QStringLiteral("manipulation")][1];
        QCOMPARE(b[QStringLiteral("truthfulTasks")].toDouble(), 0.0);
        QVERIFY(b[QStringLiteral("tasks")].toDouble() >= 1.0);
        QVERIFY(b[QStringLiteral("gain")].isNull());
    }

    void presetLoads()
    {
        const QJsonObject paper = report({QStringLiteral("--policy"), QStringLiteral("drf"),
                                          presetPath(QStringLiteral("drf-paper.json"))});
        const QJsonObject drf = policy(paper, QStringLiteral("drf"));
        DRF_COMPARE_NEAR(tasks(drf, 0), 3.0, kTol);
        DRF_COMPARE_NEAR(tasks(drf, 1), 2.0, kTol);
        QCOMPARE(paper[QStringLiteral("scenario")][QStringLiteral("resources")][1]
                      [QStringLiteral("name")]
                          .toString(),
                 QStringLiteral("Memory (GB)"));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown option") << QStringList{"--report", "--bogus"} << "bogus";
        QTest::newRow("unknown policy")
            << QStringList{"--report", "--policy", "nope"} << "nope' (valid: max-min, fixed-price";
        QTest::newRow("missing value") << QStringList{"--report", "--policy"} << "--policy";
        QTest::newRow("two files")
            << QStringList{"--report", presetPath("seed.json"), presetPath("drf-paper.json")}
            << "only one scenario FILE";
        QTest::newRow("empty file name") << QStringList{"--report", ""} << "empty";
        QTest::newRow("report option without --report")
            << QStringList{"--whole-tasks"} << "needs '--report'";
        QTest::newRow("missing file") << QStringList{"--report", "/nonexistent/scenario.json"}
                                      << "drfviz: /nonexistent/scenario.json: cannot read";
        QTest::newRow("malformed JSON") << QStringList{"--report", m_dir.filePath("malformed.json")}
                                        << "malformed.json: invalid JSON at line 1";
        QTest::newRow("invalid scenario")
            << QStringList{"--report", m_dir.filePath("invalid.json")}
            << "invalid.json: users[1].demand[0]: must be a finite number >= 0";
    }

    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const CliRun result = run(arguments);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.out.isEmpty(), result.out.constData());
        QVERIFY2(QString::fromUtf8(result.err).startsWith(QStringLiteral("drfviz: ")),
                 result.err.constData());
        QVERIFY2(QString::fromUtf8(result.err).contains(message), result.err.constData());
    }

    void refusedFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("problem");
        QTest::newRow("directory") << m_dir.path() << "not a regular file (a directory)";
        // The 100 MB file is sparse: refused before a byte is read.
        drf::test::addUnreadableFileRows(QDir(m_dir.path()), 100 * 1024 * 1024, "100 MB",
                                         "it is 104,857,600 bytes (100.0 MiB), over the limit of "
                                         "67,108,864 bytes (64 MiB) for scenario files");
    }

    // Both commands that take a FILE refuse it at once, with exit status 2 and one line.
    void refusedFiles()
    {
        QFETCH(QString, file);
        QFETCH(QString, problem);
        const QString expected =
            QStringLiteral("drfviz: %1: cannot read \"%1\": %2\n").arg(file, problem);
        for (const QStringList &command :
             {QStringList{"--report"}, QStringList{"--export", m_dir.filePath("never.png")}}) {
            const CliRun result = run(command + QStringList{file});
            QCOMPARE(result.exitCode, 2);
            QVERIFY2(result.out.isEmpty(), result.out.constData());
            QCOMPARE(QString::fromUtf8(result.err), expected);
        }
        QVERIFY(!QFile::exists(m_dir.filePath("never.png")));
    }

    // 1e24 whole tasks cannot be counted one by one in doubles: the report says so, and the
    // answer stays finite and within capacity. The continuous answer is exact.
    void approximateAnswersAreFlagged()
    {
        const QString file = writeFile(QStringLiteral("huge.json"),
                                       R"({"resources": [{"name": "R", "capacity": 1e12}],
                "users": [{"name": "U", "demand": [1e-12]}]})");
        const QJsonObject continuous =
            policy(report({QStringLiteral("--policy"), QStringLiteral("drf"), file}),
                   QStringLiteral("drf"));
        QCOMPARE(continuous.value(QStringLiteral("approximate")), QJsonValue(false));
        QVERIFY(!continuous.contains(QStringLiteral("precisionNote")));
        const QJsonObject whole = policy(report({QStringLiteral("--policy"), QStringLiteral("drf"),
                                                 QStringLiteral("--whole-tasks"), file}),
                                         QStringLiteral("drf"));
        QCOMPARE(whole.value(QStringLiteral("approximate")), QJsonValue(true));
        QVERIFY(!whole.value(QStringLiteral("precisionNote")).toString().isEmpty());
        QCOMPARE(whole.value(QStringLiteral("feasible")), QJsonValue(true));
        const double tasks =
            whole.value(QStringLiteral("users"))[0][QStringLiteral("tasks")].toDouble();
        QVERIFY(tasks > 0.99e24 && tasks <= 1e24 * (1 + 1e-9));
    }

    // 20,000 users that are not objects: the first 100 problems, then the count of the rest.
    void manyProblemsAreCounted()
    {
        QByteArrayList users;
        for (int i = 0; i < 20000; ++i)
            users.append("5");
        const QString file =
            writeFile(QStringLiteral("crowd.json"),
                      scenarioJson(R"({"name": "CPU", "capacity": 1})", users.join(", ")));
        const CliRun result = run({QStringLiteral("--report"), file});
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.out.isEmpty());
        const QStringList lines =
            QString::fromUtf8(result.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 101);
        const QString prefix = QStringLiteral("drfviz: %1: ").arg(file);
        QCOMPARE(lines.first(),
                 prefix + QStringLiteral("users: must have 1 to 10000 entries, has 20000"));
        QCOMPARE(lines[1], prefix + QStringLiteral("users[0]: must be an object"));
        QCOMPARE(lines.last(), prefix + QStringLiteral("... and 9,901 more problems"));
    }

    void helpAndVersion()
    {
        const CliRun help = run({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.err.isEmpty());
        QVERIFY(help.out.contains("--report") && help.out.contains("drf-equal"));

        QFile cmake(QStringLiteral(DRFVIZ_SOURCE_DIR "/CMakeLists.txt"));
        QVERIFY(cmake.open(QIODevice::ReadOnly));
        const QRegularExpressionMatch version =
            QRegularExpression(QStringLiteral("project\\(drfviz VERSION ([0-9.]+)"))
                .match(QString::fromUtf8(cmake.readAll()));
        QVERIFY(version.hasMatch());
        const CliRun printed = run({QStringLiteral("--version")});
        QCOMPARE(printed.exitCode, 0);
        QCOMPARE(QString::fromUtf8(printed.out).trimmed(),
                 QStringLiteral("drfviz ") + version.captured(1));
    }

    void runsInProcess()
    {
        QBuffer out;
        QBuffer err;
        QVERIFY(out.open(QIODevice::WriteOnly) && err.open(QIODevice::WriteOnly));
        const QStringList arguments{"drfviz", "--report", "--policy", "max-min"};
        QCOMPARE(drf::runHeadless(arguments, out, err), drf::kExitOk);
        QVERIFY(err.data().isEmpty());
        const QJsonObject inProcess = QJsonDocument::fromJson(out.data()).object();
        QCOMPARE(ids(inProcess), QStringList{QStringLiteral("max-min")});
        DRF_COMPARE_NEAR(tasks(policy(inProcess, QStringLiteral("max-min")), 1), 30.0, kTol);

        QBuffer noOut;
        QBuffer usage;
        QVERIFY(noOut.open(QIODevice::WriteOnly) && usage.open(QIODevice::WriteOnly));
        QCOMPARE(drf::runHeadless({"drfviz", "--report", "--policy", "x"}, noOut, usage),
                 drf::kExitUsage);
        QVERIFY(noOut.data().isEmpty());
        QVERIFY(usage.data().startsWith("drfviz: unknown policy 'x'"));
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestCliReport)
#include "tst_cli_report.moc"
