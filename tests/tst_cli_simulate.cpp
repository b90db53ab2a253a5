// drfviz --simulate, run as a real process without any display: the JSON document's keys and
// numbers on the late-arrival story, and the exit statuses of bad input.
#include "clirun.h"
#include "testmain.h"
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

constexpr double kTol = 1e-9;

QStringList sortedKeys(const QJsonObject &object)
{
    QStringList keys = object.keys();
    keys.sort();
    return keys;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

} // namespace

class TestCliSimulate : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// The document of a successful run, or an empty object after a failed check.
    static QJsonObject simulate(const QStringList &arguments)
    {
        return jsonOfSuccessfulRun(QStringList{QStringLiteral("--simulate")} + arguments);
    }

    static QJsonObject mechanism(const QJsonObject &document, const QString &id)
    {
        for (const QJsonValue &value : document.value(QStringLiteral("mechanisms")).toArray())
            if (value[QStringLiteral("id")].toString() == id)
                return value.toObject();
        return {};
    }

    /// The segments as [from, to, x_A, x_B].
    static QList<QList<double>> segments(const QJsonObject &mechanism)
    {
        QList<QList<double>> rows;
        for (const QJsonValue &segment : mechanism[QStringLiteral("segments")].toArray()) {
            QList<double> row{segment[QStringLiteral("from")].toDouble(),
                              segment[QStringLiteral("to")].toDouble()};
            for (const QJsonValue &x : segment[QStringLiteral("tasks")].toArray())
                row.append(x.toDouble());
            rows.append(row);
        }
        return rows;
    }

    /// The segments as segments() gives them, each number within kTol (relative) of `expected`.
    static void compareSegments(const QJsonObject &mechanism, const QList<QList<double>> &expected)
    {
        const QList<QList<double>> actual = segments(mechanism);
        QCOMPARE(actual.size(), expected.size());
        for (int k = 0; k < actual.size(); ++k) {
            QCOMPARE(actual[k].size(), expected[k].size());
            for (int c = 0; c < actual[k].size(); ++c)
                DRF_COMPARE_NEAR(actual[k][c], expected[k][c], kTol);
        }
    }

    QString writeFile(const QString &name, const QByteArray &contents)
    {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size())
            return {};
        return file.fileName();
    }

    /// The seed's cluster with user A's fields replaced by `userA`.
    static QByteArray seedWithA(const QByteArray &userA)
    {
        return R"({"resources": [{"name": "CPU", "capacity": 180}, {"name": "GPU", "capacity": 180}],
"users": [)" + userA +
               R"(, {"name": "B", "demand": [1, 3]}]})";
    }

private slots:
    void lateArrivalDocument()
    {
        const QJsonObject document =
            simulate({QStringLiteral("--preset"), QStringLiteral("late-arrival")});
        QCOMPARE(sortedKeys(document), (QStringList{"mechanisms", "scenario"}));
        QCOMPARE(document[QStringLiteral("scenario")].toString(),
                 QStringLiteral("Late arrival: the seed's cluster, B joins at t = 5"));
        const QJsonArray mechanisms = document[QStringLiteral("mechanisms")].toArray();
        QCOMPARE(mechanisms.size(), 3);
        QCOMPARE(mechanisms[0][QStringLiteral("id")].toString(), QStringLiteral("recompute"));
        QCOMPARE(mechanisms[1][QStringLiteral("id")].toString(), QStringLiteral("dynamic-drf"));
        QCOMPARE(mechanisms[2][QStringLiteral("id")].toString(), QStringLiteral("online-drf"));
        const QStringList common{"id", "name", "horizon", "segments", "users", "utilization"};
        for (const QJsonValue &value : mechanisms) {
            const QJsonObject m = value.toObject();
            const bool recompute = m[QStringLiteral("id")] == QStringLiteral("recompute");
            QCOMPARE(sortedKeys(m), sorted(recompute ? common + QStringList{"policy"} : common));
            QCOMPARE(m[QStringLiteral("horizon")].toDouble(), 100.0);
            QVERIFY(!m[QStringLiteral("name")].toString().isEmpty());
            for (const QJsonValue &segment : m[QStringLiteral("segments")].toArray())
                QCOMPARE(sortedKeys(segment.toObject()),
                         (QStringList{"from", "tasks", "to", "usage"}));
            for (const QJsonValue &user : m[QStringLiteral("users")].toArray())
                QCOMPARE(sortedKeys(user.toObject()),
                         (QStringList{"arrive", "finished", "leave", "meanDominantShare", "name",
                                      "preempted", "tasksFinished", "waited"}));
        }
        const QJsonObject recompute = mechanism(document, QStringLiteral("recompute"));
        QCOMPARE(recompute[QStringLiteral("policy")].toString(), QStringLiteral("drf"));
        compareSegments(recompute, {{0, 5, 90, 0}, {5, 100, 60, 40}});
        const QJsonArray recomputeUsers = recompute[QStringLiteral("users")].toArray();
        QCOMPARE(recomputeUsers[0][QStringLiteral("preempted")].toDouble(), 30.0);
        QCOMPARE(recomputeUsers[1][QStringLiteral("arrive")].toDouble(), 5.0);
        QVERIFY(recomputeUsers[1][QStringLiteral("leave")].isNull());
        QVERIFY(recomputeUsers[1][QStringLiteral("finished")].isNull());
        QCOMPARE(recompute[QStringLiteral("segments")][1][QStringLiteral("usage")].toArray(),
                 (QJsonArray{160, 180}));

        compareSegments(mechanism(document, QStringLiteral("dynamic-drf")),
                        {{0, 5, 45, 0}, {5, 100, 60, 40}});
        const QJsonObject online = mechanism(document, QStringLiteral("online-drf"));
        compareSegments(online, {{0, 10, 90, 0}, {10, 100, 60, 40}});
        const QJsonArray onlineUsers = online[QStringLiteral("users")].toArray();
        QCOMPARE(onlineUsers[1][QStringLiteral("waited")].toDouble(), 5.0);
        QCOMPARE(onlineUsers[0][QStringLiteral("preempted")].toDouble(), 0.0);
        QCOMPARE(onlineUsers[0][QStringLiteral("tasksFinished")].toDouble(), 630.0);
        // B present over [5, 100): 40 tasks of mu 1/60 over [10, 100).
        DRF_COMPARE_NEAR(onlineUsers[1][QStringLiteral("meanDominantShare")].toDouble(),
                         90 * (40 / 60.0) / 95, kTol);
        const QJsonArray utilization = online[QStringLiteral("utilization")].toArray();
        DRF_COMPARE_NEAR(utilization[0].toDouble(), (10 * 180 + 90 * 160) / 18000.0, kTol);
        DRF_COMPARE_NEAR(utilization[1].toDouble(), (10 * 90 + 90 * 180) / 18000.0, kTol);
    }

    void mechanismAndPolicyChoice()
    {
        const QJsonObject document =
            simulate({QStringLiteral("--mechanism"), QStringLiteral("online-drf"),
                      QStringLiteral("--mechanism"), QStringLiteral("recompute"),
                      QStringLiteral("--policy"), QStringLiteral("max-min"),
                      QStringLiteral("--preset"), QStringLiteral("late-arrival")});
        const QJsonArray mechanisms = document[QStringLiteral("mechanisms")].toArray();
        QCOMPARE(mechanisms.size(), 2);
        QCOMPARE(mechanisms[0][QStringLiteral("id")].toString(), QStringLiteral("online-drf"));
        QCOMPARE(mechanisms[1][QStringLiteral("policy")].toString(), QStringLiteral("max-min"));
        // Max-min: A alone owns the whole cluster (90); with B each owns half: A 45, B 30.
        compareSegments(mechanisms[1].toObject(), {{0, 5, 90, 0}, {5, 100, 45, 30}});
    }

    void staticFileAndSeed()
    {
        // Without online keys everyone is present from 0 and stays: one segment per mechanism.
        const QJsonObject document =
            simulate({QStringLiteral("--mechanism"), QStringLiteral("recompute")});
        const QJsonObject recompute = mechanism(document, QStringLiteral("recompute"));
        compareSegments(recompute, {{0, 10, 60, 40}});
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown mechanism")
            << QStringList{"--simulate", "--mechanism", "fifo"}
            << "unknown mechanism 'fifo' (valid: recompute, dynamic-drf, online-drf)";
        QTest::newRow("mechanism without simulate")
            << QStringList{"--report", "--mechanism", "recompute"}
            << "option '--mechanism' needs '--simulate'";
        QTest::newRow("two policies")
            << QStringList{"--simulate", "--policy", "drf", "--policy", "asset"}
            << "recompute has one static policy: give '--policy' once";
        QTest::newRow("unknown policy")
            << QStringList{"--simulate", "--policy", "fair"} << "unknown policy 'fair'";
        QTest::newRow("whole tasks") << QStringList{"--simulate", "--whole-tasks"}
                                     << "'--simulate' takes no option '--whole-tasks'";
        QTest::newRow("with report")
            << QStringList{"--simulate", "--report"} << "give only one of '--report', '--simulate'";
        QTest::newRow("unknown preset") << QStringList{"--simulate", "--preset", "nope"}
                                        << "unknown preset 'nope' (valid: seed, churn";
    }

    void badInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const CliRun result = runWithoutDisplay(arguments);
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(QString::fromUtf8(result.err).contains(message), result.err.constData());
    }

    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("leave = arrive")
            << seedWithA(R"({"name": "A", "demand": [2, 1], "arrive": 5, "leave": 5})")
            << "users[0].leave: must be greater than arrive (5)";
        QTest::newRow("negative arrive")
            << seedWithA(R"({"name": "A", "demand": [2, 1], "arrive": -1})")
            << "users[0].arrive: must be a finite number >= 0";
        QTest::newRow("arrive string")
            << seedWithA(R"({"name": "A", "demand": [2, 1], "arrive": "soon"})")
            << "users[0].arrive: must be a number";
        QTest::newRow("work 0") << seedWithA(R"({"name": "A", "demand": [2, 1], "work": 0})")
                                << "users[0].work: must be a finite number > 0";
        QTest::newRow("duration 0")
            << seedWithA(R"({"name": "A", "demand": [2, 1], "duration": 0})")
            << "users[0].duration: must be a finite number > 0";
        QTest::newRow("leave 1e13")
            << seedWithA(R"({"name": "A", "demand": [2, 1], "leave": 1e13})")
            << "users[0].leave: must be at most 1e12";
        QTest::newRow("horizon -1") << seedWithA(R"({"name": "A", "demand": [2, 1]})")
                                           .replace(R"("users")", R"("horizon": -1, "users")")
                                    << "horizon: must be a finite number > 0";
        // At 1e12 the same instant spans 1,000 time units: A would arrive with the horizon and
        // never run (it was simulated with tasksFinished 0).
        QTest::newRow("arrive at the horizon's instant")
            << seedWithA(R"({"name": "A", "demand": [2, 1], "arrive": 999999999500})")
                   .replace(R"("users")", R"("horizon": 1e12, "users")")
            << "users[0].arrive: user A's arrive 999999999500 and the horizon 1e+12 are within "
               "1e-9 of each other (relative; absolute below 1), which drfviz takes as the same "
               "instant: make them equal or farther apart";
        QTest::newRow("infinite time")
            << seedWithA(R"({"name": "A", "demand": [2, 1], "leave": 1e999})") << "invalid JSON";
    }

    void badFiles()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        const QString path = writeFile(QStringLiteral("bad.json"), json);
        QVERIFY(!path.isEmpty());
        const CliRun result = runWithoutDisplay({QStringLiteral("--simulate"), path});
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(QString::fromUtf8(result.err).contains(message), result.err.constData());
    }

    void tooManyEvents()
    {
        // Tasks of a millionth of the cluster that last 1e-6: 10 million task starts come long
        // before the horizon. The run stops with a message, nothing on stdout.
        const QString path = writeFile(QStringLiteral("storm.json"),
                                       R"({"resources": [{"name": "CPU", "capacity": 1}],
                "users": [{"name": "A", "demand": [1e-6], "duration": 1e-6}], "horizon": 1})");
        const CliRun result =
            runWithoutDisplay({QStringLiteral("--simulate"), QStringLiteral("--mechanism"),
                               QStringLiteral("online-drf"), path});
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.contains("online-drf: the simulation stopped at t = ") &&
                     result.err.contains("10,000,000 events"),
                 result.err.constData());
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestCliSimulate)
#include "tst_cli_simulate.moc"
