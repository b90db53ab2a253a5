#include "derivationsteps.h"
#include "readablenumber.h"
#include "scenariofile.h"
#include "testmain.h"
#include "testutil.h"
#include "translation.h"

#include <type_traits>

using namespace drf;

namespace {

/// 9 CPU, 18 GB; A = (1, 4), B = (3, 1).
Scenario drfPaperExample()
{
    return *loadPreset(QStringLiteral("drf-paper")).scenario;
}

/// CPU 100, GPU 50; A = (1, 0) capped at 70, B = (0, 1), C = (1, 1) with weight 2. GPU fills at
/// s = 1/3 (B 50/3, C 100/3); under drf A alone grows on, to its cap 70 under asset and to the
/// full CPU (s = 2/3, 200/3 tasks) under drf.
Scenario crumbsExample()
{
    Scenario s;
    s.resources = {{QStringLiteral("CPU"), 100.0, 10.0}, {QStringLiteral("GPU"), 50.0, 10.0}};
    s.users = {{QStringLiteral("A"), {1.0, 0.0}, 1.0, 70.0},
               {QStringLiteral("B"), {0.0, 1.0}, 1.0, std::nullopt},
               {QStringLiteral("C"), {1.0, 1.0}, 2.0, std::nullopt}};
    return s;
}

/// Whether T::set(QLocale) can be called from here.
template <typename T, typename = void> struct CanSet : std::false_type
{
};
template <typename T>
struct CanSet<T, std::void_t<decltype(T::set(std::declval<const QLocale &>()))>> : std::true_type
{
};
// The text number locale has one writer, Translation and SourceLanguageScope its only users.
static_assert(!CanSet<TextNumberLocaleWriter>::value);

DerivationSteps stepsOf(const Scenario &s, PolicyId policy, TaskMode mode = TaskMode::Continuous)
{
    return derivationSteps(s, allocate(s, policy, mode));
}

/// "expression = value (note)" of the line with that symbol and subscript, or a failure text.
QString lineText(const DerivationSteps &steps, const QString &symbol, const QString &subscript = {})
{
    const DerivationLine *line = steps.find(symbol, subscript);
    if (!line)
        return QStringLiteral("<no line %1_%2>").arg(symbol, subscript);
    QString text = line->expression + QStringLiteral(" = ") + line->value;
    if (!line->note.isEmpty())
        text += QStringLiteral(" (%1)").arg(line->note);
    return text;
}

QStringList sectionTitles(const DerivationSteps &steps)
{
    QStringList titles;
    for (const DerivationSection &s : steps.sections)
        titles.append(s.title);
    return titles;
}

} // namespace

Q_DECLARE_METATYPE(drf::PolicyId)

/// The derivation panel's steps and the number formatting they use.
class TestDerivationSteps : public QObject
{
    Q_OBJECT

private slots:
    void readableNumbers_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("fraction");
        QTest::addColumn<QString>("decimal");
        QTest::newRow("integer") << 240.0 << "240"
                                 << "240";
        QTest::newRow("zero") << 0.0 << "0"
                              << "0";
        QTest::newRow("minus zero") << -0.0 << "0"
                                    << "0";
        QTest::newRow("two thirds") << 2.0 / 3.0 << "2/3"
                                    << "0.6667";
        QTest::newRow("1/90") << 2.0 / 180.0 << "1/90"
                              << "0.01111";
        QTest::newRow("negative") << -0.5 << "-1/2"
                                  << "-0.5";
        QTest::newRow("1/997") << 1.0 / 997.0 << "1/997"
                               << "0.001003";
        QTest::newRow("1/1009") << 1.0 / 1009.0 << "0.0009911"
                                << "0.0009911";
        QTest::newRow("720/13") << 720.0 / 13.0 << "720/13"
                                << "55.38";
        QTest::newRow("almost 60") << 60.0 * (1.0 + 1e-14) << "60"
                                   << "60";
        QTest::newRow("not quite 2/3") << 0.6666667 << "0.6667"
                                       << "0.6667";
        QTest::newRow("pi") << 3.14159265358979 << "3.142"
                            << "3.142";
        QTest::newRow("long numerator") << 123456.7 << "123457"
                                        << "123457";
        QTest::newRow("short numerator") << 9999.0 / 7.0 << "9999/7"
                                         << "1428";
        QTest::newRow("tiny") << 1.23456e-5 << "1.235e-05"
                              << "1.235e-05";
        QTest::newRow("huge") << 2.5e15 << "2.5e+15"
                              << "2.5e+15";
        QTest::newRow("infinity") << std::numeric_limits<double>::infinity() << "∞"
                                  << "∞";
    }

    void readableNumbers()
    {
        QFETCH(double, value);
        QFETCH(QString, fraction);
        QFETCH(QString, decimal);
        QCOMPARE(readableNumber(value), fraction);
        QCOMPARE(readableDecimal(value), decimal);
    }

    void smallFractions()
    {
        const auto f = smallFraction(2.0 / 3.0);
        QVERIFY(f);
        QCOMPARE(f->numerator, 2);
        QCOMPARE(f->denominator, 3);
        QVERIFY(!smallFraction(1.0 / 1009.0));
        QVERIFY(smallFraction(1.0 / 1009.0, 2000));
        QVERIFY(!smallFraction(std::nan("")));
        QCOMPARE(readableVector({1.6912, 1.0, 0.5}), QStringLiteral("(1.691, 1, 0.5)"));
    }

    void numbersFollowTheInstalledLanguage()
    {
        const double twoThirds = 2.0 / 3.0;
        QCOMPARE(textNumberLocale().language(), QLocale::C);
        QCOMPARE(readableDecimal(twoThirds), QStringLiteral("0.6667"));
        {
            Translation translation(Language::Polish);
            QCOMPARE(textNumberLocale().language(), QLocale::Polish);
            QCOMPARE(textDecimalPoint(), QLatin1Char(','));
            QCOMPARE(readableDecimal(twoThirds), QStringLiteral("0,6667"));
            QCOMPARE(readableCount(10000), QStringLiteral("10\u00a0000"));
            QCOMPARE(readableVector({1.69, 1.01}), QStringLiteral("(1,69; 1,01)"));
            QCOMPARE(readableTasks(100.0 / 3.0), QStringLiteral("33,33 zadania"));
            {
                // --report and --simulate: C numbers whatever the language.
                SourceLanguageScope english;
                QCOMPARE(textNumberLocale().language(), QLocale::C);
                QCOMPARE(readableVector({1.69, 1.01}), QStringLiteral("(1.69, 1.01)"));
                QCOMPARE(readableCount(10000), QStringLiteral("10,000"));
            }
            QCOMPARE(readableDecimal(twoThirds), QStringLiteral("0,6667"));
            translation.setLanguage(Language::English);
            QCOMPARE(textNumberLocale().language(), QLocale::English);
            QCOMPARE(readableDecimal(twoThirds), QStringLiteral("0.6667"));
            QCOMPARE(readableCount(10000), QStringLiteral("10,000"));
        }
        QCOMPARE(textNumberLocale().language(), QLocale::C);
        QCOMPARE(readableDecimal(twoThirds), QStringLiteral("0.6667"));
    }

    void seedDrfLines()
    {
        const DerivationSteps d = stepsOf(Scenario::seed(), PolicyId::Drf);
        QCOMPARE(d.title, policyName(PolicyId::Drf));
        QCOMPARE(sectionTitles(d),
                 (QStringList{"Dominant share per task", "Denominator per resource", "Bounds on s",
                              "The common s", "Tasks", "Usage"}));
        QCOMPARE(lineText(d, "μ", "A"), QStringLiteral("max(2/180, 1/180) = 1/90 (dominant: CPU)"));
        QCOMPARE(lineText(d, "μ", "B"), QStringLiteral("max(1/180, 3/180) = 1/60 (dominant: GPU)"));
        QCOMPARE(lineText(d, "Σ", "CPU"), QStringLiteral("2 * 90 + 1 * 60 = 240"));
        QCOMPARE(lineText(d, "Σ", "GPU"), QStringLiteral("1 * 90 + 3 * 60 = 270"));
        QCOMPARE(lineText(d, "s", "CPU"), QStringLiteral("180 / 240 = 3/4"));
        QCOMPARE(lineText(d, "s", "GPU"), QStringLiteral("180 / 270 = 2/3"));
        QCOMPARE(lineText(d, "s"), QStringLiteral("min(3/4, 2/3) = 2/3 (bottleneck: GPU)"));
        QVERIFY(d.find("s")->key);
        QCOMPARE(lineText(d, "x", "A"), QStringLiteral("2/3 * 90 = 60"));
        QCOMPARE(lineText(d, "x", "B"), QStringLiteral("2/3 * 60 = 40"));
        QCOMPARE(lineText(d, "usage", "CPU"),
                 QStringLiteral("60 * 2 + 40 * 1 = 160 (of 180: 20 idle)"));
        QCOMPARE(lineText(d, "usage", "GPU"),
                 QStringLiteral("60 * 1 + 40 * 3 = 180 (full: capacity 180)"));
    }

    void seedTextsHoldTheNumbers_data()
    {
        QTest::addColumn<PolicyId>("policy");
        QTest::newRow("drf") << PolicyId::Drf;
        QTest::newRow("drf-equal") << PolicyId::DrfEqual;
    }

    void seedTextsHoldTheNumbers()
    {
        QFETCH(PolicyId, policy);
        const DerivationSteps d = stepsOf(Scenario::seed(), policy);
        for (const QString &text : {d.toPlainText(), d.toHtml()})
            for (const char *needle : {"240", "270", "2/3", "GPU", "60", "40", "1/90"})
                QVERIFY2(text.contains(QLatin1String(needle)), needle);
    }

    void plainText()
    {
        const QString text = stepsOf(Scenario::seed(), PolicyId::Drf).toPlainText();
        QVERIFY(text.startsWith(QStringLiteral("Dominant Resource Fairness\n\n")));
        QVERIFY(
            text.contains(QStringLiteral("Dominant share per task: μ_i = max_j d_ij / C_j\n"
                                         "  μ_A = max(2/180, 1/180) = 1/90  (dominant: CPU)\n")));
        QVERIFY(text.contains(QStringLiteral("  Σ_CPU = 2 * 90 + 1 * 60 = 240\n")));
        QVERIFY(text.contains(QStringLiteral("  s = min(3/4, 2/3) = 2/3  (bottleneck: GPU)\n")));
        QVERIFY(text.contains(QStringLiteral("  x_A = 2/3 * 90 = 60\n")));
    }

    void html()
    {
        const QString html = stepsOf(Scenario::seed(), PolicyId::Drf).toHtml();
        QVERIFY(html.contains(QStringLiteral("μ<sub>A</sub>")));
        QVERIFY(html.contains(QStringLiteral("2 × 90 + 1 × 60")));
        QVERIFY(html.contains(QStringLiteral("<b>2/3</b>")));
        QVERIFY(html.contains(QStringLiteral("max<sub>j</sub> d<sub>ij</sub>")));
        QVERIFY(!html.contains(QStringLiteral(" * ")));
        // Names are escaped.
        Scenario s = Scenario::seed();
        s.users[0].name = QStringLiteral("<A&>");
        QVERIFY(stepsOf(s, PolicyId::Drf).toHtml().contains(QStringLiteral("&lt;A&amp;&gt;")));
    }

    void maxMin()
    {
        const DerivationSteps d = stepsOf(Scenario::seed(), PolicyId::MaxMin);
        QCOMPARE(lineText(d, "x", "A"),
                 QStringLiteral("min(90 CPU / 2, 90 GPU / 1) = 45 (share 1/2, limited by CPU)"));
        QCOMPARE(lineText(d, "x", "B"),
                 QStringLiteral("min(90 CPU / 1, 90 GPU / 3) = 30 (share 1/2, limited by GPU)"));
        QCOMPARE(lineText(d, "usage", "GPU"),
                 QStringLiteral("45 * 1 + 30 * 3 = 135 (of 180: 45 idle)"));
    }

    void maxMinWithACap()
    {
        const DerivationSteps d = stepsOf(crumbsExample(), PolicyId::MaxMin);
        QCOMPARE(lineText(d, "x", "A"),
                 QStringLiteral("min(25 CPU / 1, cap 70) = 25 (share 1/4, limited by CPU)"));
        QCOMPARE(lineText(d, "x", "C"),
                 QStringLiteral("min(50 CPU / 1, 25 GPU / 1) = 25 (share 1/2, limited by GPU)"));
    }

    void fixedPrice()
    {
        const DerivationSteps d = stepsOf(Scenario::seed(), PolicyId::FixedPrice);
        QCOMPARE(lineText(d, "p", "GPU"), QStringLiteral(" = 10"));
        QCOMPARE(lineText(d, "V"), QStringLiteral("10 * 180 + 10 * 180 = 3600"));
        QCOMPARE(lineText(d, "b", "A"), QStringLiteral("3600 * 1 / 2 = 1800"));
        QCOMPARE(lineText(d, "p · d", "A"), QStringLiteral("10 * 2 + 10 * 1 = 30"));
        QCOMPARE(lineText(d, "x", "A"), QStringLiteral("1800 / 30 = 60"));
        QCOMPARE(lineText(d, "x", "B"), QStringLiteral("1800 / 40 = 45"));
        QCOMPARE(lineText(d, "usage", "GPU"),
                 QStringLiteral("60 * 1 + 45 * 3 = 195 (over capacity 180 by 15)"));
    }

    void walras()
    {
        const DerivationSteps d = stepsOf(Scenario::seed(), PolicyId::Walras);
        QCOMPARE(sectionTitles(d).first(), QStringLiteral("Equilibrium prices"));
        QCOMPARE(lineText(d, "p", "CPU"), QStringLiteral(" = 5"));
        QCOMPARE(lineText(d, "p", "GPU"), QStringLiteral(" = 15"));
        QCOMPARE(lineText(d, "V"), QStringLiteral("5 * 180 + 15 * 180 = 3600"));
        QCOMPARE(lineText(d, "p · d", "A"), QStringLiteral("5 * 2 + 15 * 1 = 25"));
        QCOMPARE(lineText(d, "x", "A"), QStringLiteral("1800 / 25 = 72"));
        QCOMPARE(lineText(d, "x", "B"), QStringLiteral("1800 / 50 = 36"));
    }

    void walrasWithACap()
    {
        const DerivationSteps d = stepsOf(crumbsExample(), PolicyId::Walras);
        QVERIFY(lineText(d, "x", "A").startsWith(QStringLiteral("min(cap 70, 375 / ")));
    }

    void asset()
    {
        const DerivationSteps d = stepsOf(Scenario::seed(), PolicyId::Asset);
        QCOMPARE(sectionTitles(d).first(), QStringLiteral("Aggregate share per task"));
        QCOMPARE(lineText(d, "a", "A"), QStringLiteral("2/180 + 1/180 = 1/60"));
        QCOMPARE(lineText(d, "a", "B"), QStringLiteral("1/180 + 3/180 = 1/45"));
        QCOMPARE(lineText(d, "Σ", "CPU"), QStringLiteral("2 * 60 + 1 * 45 = 165"));
        QCOMPARE(lineText(d, "t"), QStringLiteral("min(12/11, 12/13) = 12/13 (bottleneck: GPU)"));
        QCOMPARE(lineText(d, "x", "A"), QStringLiteral("12/13 * 60 = 55.38"));
    }

    void paperExample()
    {
        // mu_A = max(1/9, 4/18) = 2/9, mu_B = max(3/9, 1/18) = 1/3; CPU: 1 * 9/2 + 3 * 3 = 27/2,
        // Memory: 4 * 9/2 + 1 * 3 = 21; s = min(9 / (27/2), 18 / 21) = min(2/3, 6/7) = 2/3.
        const DerivationSteps d = stepsOf(drfPaperExample(), PolicyId::Drf);
        QCOMPARE(lineText(d, "μ", "A"),
                 QStringLiteral("max(1/9, 4/18) = 2/9 (dominant: Memory (GB))"));
        QCOMPARE(lineText(d, "Σ", "CPU"), QStringLiteral("1 * 9/2 + 3 * 3 = 27/2"));
        QCOMPARE(lineText(d, "s", "CPU"), QStringLiteral("9 / (27/2) = 2/3"));
        QCOMPARE(lineText(d, "s"), QStringLiteral("min(2/3, 6/7) = 2/3 (bottleneck: CPU)"));
        QCOMPARE(lineText(d, "x", "A"), QStringLiteral("2/3 * 9/2 = 3"));
        QCOMPARE(lineText(d, "x", "B"), QStringLiteral("2/3 * 3 = 2"));
    }

    void fillingPastTheClosedForm()
    {
        const DerivationSteps d = stepsOf(crumbsExample(), PolicyId::Drf);
        QVERIFY(sectionTitles(d).contains(QStringLiteral("Progressive filling")));
        QCOMPARE(lineText(d, "Σ", "CPU"), QStringLiteral("1 * 100 + 2 * 1 * 50 = 200"));
        QCOMPARE(lineText(d, "s"), QStringLiteral("min(1/2, 1/3) = 1/3 (bottleneck: GPU)"));
        QCOMPARE(lineText(d, "t"), QStringLiteral(" = 1/3 (GPU full; stop: B, C)"));
        QCOMPARE(lineText(d, "x", "A"),
                 QStringLiteral("2/3 * 100 = 66.67 (stopped at t = 2/3: CPU full)"));
        QCOMPARE(lineText(d, "x", "C"),
                 QStringLiteral("1/3 * 2 * 50 = 33.33 (stopped at t = 1/3: GPU full)"));
    }

    void capInTheFilling()
    {
        const DerivationSteps d = stepsOf(crumbsExample(), PolicyId::Asset);
        QCOMPARE(lineText(d, "x", "A"), QStringLiteral(" = 70 (its cap)"));
        QCOMPARE(lineText(d, "t", "CPU"), QStringLiteral("100 / (500/3) = 3/5"));
    }

    void drfEqualStopsEveryone()
    {
        // The closed form is drf-equal's answer: everyone stops when GPU fills.
        const DerivationSteps d = stepsOf(crumbsExample(), PolicyId::DrfEqual);
        QVERIFY(!sectionTitles(d).contains(QStringLiteral("Progressive filling")));
        QCOMPARE(lineText(d, "x", "A"), QStringLiteral("1/3 * 100 = 33.33"));
        QCOMPARE(lineText(d, "usage", "CPU"),
                 QStringLiteral("33.33 * 1 + 33.33 * 1 = 66.67 (of 100: 33.33 idle)"));
    }

    void drfEqualStopsUsersThatDoNotNeedTheFullResource()
    {
        // CPU 1000, GPU 50; A = (1, 0), B = (0, 1) capped at 5, C = (1, 1). B's cap binds at
        // t = 1/10, which takes the filling past the closed form (s = 1/2); GPU fills at t = 9/10
        // (5 + 50 t = 50) and drf-equal stops A there too, with 900 tasks.
        Scenario s;
        s.resources = {{QStringLiteral("CPU"), 1000.0, 10.0}, {QStringLiteral("GPU"), 50.0, 10.0}};
        s.users = {{QStringLiteral("A"), {1.0, 0.0}, 1.0, std::nullopt},
                   {QStringLiteral("B"), {0.0, 1.0}, 1.0, 5.0},
                   {QStringLiteral("C"), {1.0, 1.0}, 1.0, std::nullopt}};
        const DerivationSteps d = stepsOf(s, PolicyId::DrfEqual);
        QVERIFY(sectionTitles(d).contains(QStringLiteral("Progressive filling")));
        QCOMPARE(lineText(d, "s"), QStringLiteral("min(20/21, 1/2) = 1/2 (bottleneck: GPU)"));
        QCOMPARE(lineText(d, "x", "A"),
                 QStringLiteral("9/10 * 1000 = 900 (stopped at t = 9/10: GPU full, and "
                                "drf-equal stops everyone)"));
        QCOMPARE(lineText(d, "x", "B"), QStringLiteral(" = 5 (its cap)"));
        QCOMPARE(lineText(d, "x", "C"),
                 QStringLiteral("9/10 * 50 = 45 (stopped at t = 9/10: GPU full)"));
    }

    void wholeTasks()
    {
        const DerivationSteps drf = stepsOf(Scenario::seed(), PolicyId::Drf, TaskMode::Whole);
        QCOMPARE(drf.mode, TaskMode::Whole);
        QCOMPARE(sectionTitles(drf).last(2), (QStringList{"Whole tasks", "Usage"}));
        QCOMPARE(drf.sections[sectionTitles(drf).indexOf("Whole tasks")].lines[0].value,
                 QStringLiteral("60"));
        // Fixed price on the paper: A 135 / 50 = 2.7 -> 2, B 135 / 40 = 3.375 -> 3.
        const DerivationSteps fixed =
            stepsOf(drfPaperExample(), PolicyId::FixedPrice, TaskMode::Whole);
        const DerivationSection &whole =
            fixed.sections[sectionTitles(fixed).indexOf("Whole tasks")];
        QCOMPARE(whole.lines[0].expression + " = " + whole.lines[0].value,
                 QStringLiteral("floor(2.7) = 2"));
        QCOMPARE(whole.lines[1].expression + " = " + whole.lines[1].value,
                 QStringLiteral("floor(3.375) = 3"));
        QCOMPARE(lineText(fixed, "usage", "CPU"),
                 QStringLiteral("2 * 1 + 3 * 3 = 11 (over capacity 9 by 2)"));
    }

    void manyUsersAreCounted()
    {
        Scenario s = Scenario::seed();
        for (int i = 0; i < 60; ++i)
            s.users.append({QStringLiteral("U%1").arg(i), {1.0, 1.0}, 1.0, std::nullopt});
        const DerivationSteps d = stepsOf(s, PolicyId::Drf);
        const DerivationSection &mu = d.sections.first();
        QCOMPARE(mu.lines.size(), kMaxDerivationUsers + 1);
        const QString more = QStringLiteral("and %1 more users").arg(62 - kMaxDerivationUsers);
        QCOMPARE(mu.lines.last().note, more);
        QVERIFY(d.toPlainText().contains(QStringLiteral("  (%1)\n").arg(more)));
        // Long sums are shortened.
        QVERIFY(d.find("Σ", "CPU")->expression.contains(QStringLiteral(" + ... + ")));
    }
};

DRFVIZ_TEST_GUILESS_MAIN(TestDerivationSteps)
#include "tst_derivationsteps.moc"
