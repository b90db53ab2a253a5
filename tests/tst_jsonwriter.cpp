#include "jsonwriter.h"
#include "report.h"
#include "testutil.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cstring>
#include <limits>
#include <random>

using namespace drf;

/// indentedJson() writes the bytes of QJsonDocument::toJson(QJsonDocument::Indented).
class TestJsonWriter : public QObject
{
    Q_OBJECT

private:
    static void compare(const QJsonDocument &document)
    {
        const QByteArray expected = document.toJson(QJsonDocument::Indented);
        const QByteArray written = indentedJson(document);
        if (written != expected) {
            qsizetype at = 0;
            while (at < written.size() && at < expected.size() && written[at] == expected[at])
                ++at;
            QFAIL(qPrintable(QStringLiteral("differs at byte %1: \"%2\" instead of \"%3\"")
                                 .arg(at)
                                 .arg(QString::fromUtf8(written.mid(at, 40)),
                                      QString::fromUtf8(expected.mid(at, 40)))));
        }
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

    void randomNumbers()
    {
        std::mt19937_64 rng(15);
        QJsonArray numbers;
        for (int k = 0; k < 20000; ++k) {
            const quint64 bits = rng();
            double x;
            std::memcpy(&x, &bits, sizeof x);
            numbers.append(x);
        }
        compare(QJsonDocument(numbers));
    }

    /// The reports drfviz prints: the seed with everything, and a scenario of 300 users.
    void reports()
    {
        const QList<PolicyId> all(kAllPolicies.begin(), kAllPolicies.end());
        for (TaskMode mode : {TaskMode::Continuous, TaskMode::Whole})
            compare(scenarioReport(Scenario::seed(), all, mode, true));
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
        compare(scenarioReport(s, all, TaskMode::Continuous, false));
    }
};

QTEST_GUILESS_MAIN(TestJsonWriter)
#include "tst_jsonwriter.moc"
