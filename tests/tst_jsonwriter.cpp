#include "jsonwriter.h"
#include "report.h"
#include "testmain.h"
#include "testutil.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>

using namespace drf;

/// indentedJson() writes the bytes of QJsonDocument::toJson(QJsonDocument::Indented).
class TestJsonWriter : public QObject
{
    Q_OBJECT

private:
    static void compareBytes(const QByteArray &written, const QByteArray &expected)
    {
        if (written == expected)
            return;
        qsizetype at = 0;
        while (at < written.size() && at < expected.size() && written[at] == expected[at])
            ++at;
        QFAIL(qPrintable(QStringLiteral("differs at byte %1: \"%2\" instead of \"%3\"")
                             .arg(at)
                             .arg(QString::fromUtf8(written.mid(at, 40)),
                                  QString::fromUtf8(expected.mid(at, 40)))));
    }

    static void compare(const QJsonDocument &document)
    {
        compareBytes(indentedJson(document), document.toJson(QJsonDocument::Indented));
    }

    static void compareReport(const Scenario &scenario, const QList<PolicyId> &policies,
                              TaskMode mode, bool withManipulation)
    {
        QByteArray written;
        QBuffer buffer(&written);
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(writeScenarioReport(scenario, policies, mode, withManipulation, buffer));
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(written, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(document[QStringLiteral("policies")].toArray().size(), policies.size());
        compareBytes(written, document.toJson(QJsonDocument::Indented));
    }

private slots:
    void values()
    {
        const double inf = std::numeric_limits<double>::infinity();
        QJsonArray numbers;
        for (double x : {0.0,
                         -0.0,
                         1.0,
                         -1.0,
                         0.1,
                         1.0 / 3.0,
                         60.0,
                         1e6,
                         1234567.0,
                         1e15,
                         1e16,
                         1e17,
                         9007199254740993.0,
                         1e21,
                         1e-5,
                         1e-7,
                         5e-324,
                         1e-300,
                         1e300,
                         std::numeric_limits<double>::max(),
                         -2.5e-12,
                         inf,
                         -inf,
                         std::numeric_limits<double>::quiet_NaN()})
            numbers.append(x);
        for (qint64 x : {qint64(0), qint64(-7), qint64(1) << 53, std::numeric_limits<qint64>::max(),
                         std::numeric_limits<qint64>::min()})
            numbers.append(x);
        numbers.append(42);
        QJsonObject object{
            {QStringLiteral("numbers"), numbers},
            {QStringLiteral("true"), true},
            {QStringLiteral("false"), false},
            {QStringLiteral("null"), QJsonValue()},
            {QStringLiteral("empty array"), QJsonArray()},
            {QStringLiteral("empty object"), QJsonObject()},
            {QStringLiteral("nested"),
             QJsonArray{QJsonArray{QJsonArray{}, QJsonObject{{QStringLiteral("a"), 1}}}}},
        };
        // Escapes, control characters, Polish and CJK letters, a pair of surrogates and lone
        // halves (written as \uXXXX).
        QString text = QStringLiteral("quote \" backslash \\ slash / tab \t nl \n cr \r bs \b ff "
                                      "\f del \x7f zażółć 漢字 ");
        text += QChar(0x01);
        text += QChar(0x1f);
        text += QChar(0xd83d);
        text += QChar(0xde00);
        text += QStringLiteral(" lone ");
        text += QChar(0xd800);
        text += QLatin1Char('x');
        text += QChar(0xdc00);
        text += QChar(0xd800);
        object.insert(QStringLiteral("text"), text);
        object.insert(text, QStringLiteral("a key with everything"));
        compare(QJsonDocument(object));
        compare(QJsonDocument(numbers));
        compare(QJsonDocument(QJsonObject()));
        compare(QJsonDocument(QJsonArray()));
        compare(QJsonDocument());
    }

    /// Random doubles, written from a QJsonArray and by JsonWriter::number() (which the report
    /// uses), as Qt writes the QJsonArray.
    void randomNumbers()
    {
        std::mt19937_64 rng(15);
        QList<double> values;
        for (int k = 0; k < 20000; ++k) {
            const quint64 bits = rng();
            double x;
            std::memcpy(&x, &bits, sizeof x);
            values.append(x);
        }
        // Numbers of a few digits at every scale, where decimal and scientific notation trade
        // places (Qt writes the shorter, decimal on a tie), whole numbers below and above 2^53
        // (Qt writes the former as integers), and negative ones.
        for (int k = 0; k < 20000; ++k) {
            const double digits = double(rng() % 100000);
            const double x = digits * std::pow(10.0, int(rng() % 50) - 25);
            values.append(k % 2 ? x : -x);
        }
        for (double x : {0x1p63, -0x1p63, 0x1p53 + 2.0, 1e19, -1e19, -0.0})
            values.append(x);
        QJsonArray array;
        for (double x : values)
            array.append(x);
        const QJsonDocument document(array);
        compare(document);

        QByteArray written;
        QBuffer buffer(&written);
        buffer.open(QIODevice::WriteOnly);
        JsonWriter json(buffer);
        json.numbers(values);
        QVERIFY(json.finish());
        compareBytes(written, document.toJson(QJsonDocument::Indented));
    }

    /// The reports drfviz prints (written by JsonWriter as they are made) are what Qt writes for
    /// the same document: the keys in QJsonObject's order, the same numbers and escapes. The seed
    /// with everything, the 1e24-task case (approximate, precision notes), and 300 users.
    void reports()
    {
        const QList<PolicyId> all(kAllPolicies.begin(), kAllPolicies.end());
        for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole})
            compareReport(Scenario::seed(), all, mode, true);
        Scenario huge;
        huge.resources = {{QStringLiteral("R"), 1e12, 1.0},
                          {QStringLiteral("Sól \"x\""), 5.0, 1.0}};
        huge.users = {{QStringLiteral("U"), {1e-12, 0.0}, 1.0, std::nullopt},
                      {QStringLiteral("V"), {1.0, 1.0}, 1.0, 2.0}};
        compareReport(huge, all, TaskMode::Whole, true);
        std::mt19937 rng(3);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        Scenario s;
        for (int j = 0; j < 5; ++j)
            s.resources.append({QStringLiteral("R%1").arg(j), 100.0 + 900.0 * unit(rng), 10.0});
        for (int i = 0; i < 300; ++i) {
            User user{QStringLiteral("Użytkownik %1").arg(i), {}, 1.0 + unit(rng), std::nullopt};
            for (int j = 0; j < 5; ++j)
                user.demand.append(unit(rng) < 0.2 ? 0.0 : 0.1 + 5.0 * unit(rng));
            user.demand[i % 5] = 1.0;
            if (i % 7 == 0)
                user.maxTasks = 10.0 * unit(rng);
            s.users.append(user);
        }
        compareReport(s, all, TaskMode::Continuous, false);
    }

    /// A write that fails is reported.
    void failedWrite()
    {
        QBuffer readOnly;
        readOnly.open(QIODevice::ReadOnly);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("ReadOnly device")));
        QVERIFY(!writeScenarioReport(Scenario::seed(), {PolicyId::Drf}, TaskMode::Continuous, false,
                                     readOnly));
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestJsonWriter)
#include "tst_jsonwriter.moc"
