// The comparisons of model/tolerance.h: which pairs of numbers each one calls equal.
#include "testmain.h"
#include "tolerance.h"

#include <QtTest>

using namespace drf;

class TestTolerance : public QObject
{
    Q_OBJECT

private slots:
    void comparisons_data()
    {
        QTest::addColumn<double>("a");
        QTest::addColumn<double>("b");
        QTest::addColumn<bool>("relatively");
        QTest::addColumn<bool>("nearly");
        QTest::addColumn<bool>("close"); // closeTo(a, b, kRelTol)
        QTest::newRow("equal") << 60.0 << 60.0 << true << true << true;
        QTest::newRow("half the tolerance") << 1e6 << 1e6 + 5e-4 << true << true << true;
        QTest::newRow("twice the tolerance") << 1e6 << 1e6 + 2e-3 << false << false << false;
        // Below 1 the tolerance is absolute for nearlyEqual and closeTo, relative for
        // relativelyEqual: tiny shares stay apart, rounding noise next to 0 is 0.
        QTest::newRow("tiny shares") << 1e-300 << 2e-300 << false << true << true;
        QTest::newRow("noise at zero") << 0.0 << 1e-15 << false << true << true;
        QTest::newRow("zero") << 0.0 << 0.0 << true << true << true;
        // closeTo takes its bound from the first number alone: this b is within kRelTol of the
        // larger magnitude (|b|) but not of |a|.
        QTest::newRow("bound from the value")
            << 7478.165564961202 << 7478.165572439368 << true << true << false;
    }

    void comparisons()
    {
        QFETCH(double, a);
        QFETCH(double, b);
        QFETCH(bool, relatively);
        QFETCH(bool, nearly);
        QFETCH(bool, close);
        QCOMPARE(relativelyEqual(a, b), relatively);
        QCOMPARE(relativelyEqual(b, a), relatively);
        QCOMPARE(nearlyEqual(a, b), nearly);
        QCOMPARE(nearlyEqual(b, a), nearly);
        QCOMPARE(closeTo(a, b, kRelTol), close);
    }

    void roundingToleranceIsTighter()
    {
        // 1/3 computed as a double is 1/3 up to rounding; 0.3333 typed is not.
        QVERIFY(closeTo(1.0 / 3.0, 1.0 / 3.0 + 1e-16, kRoundingTol));
        QVERIFY(!closeTo(0.3333, 1.0 / 3.0, kRoundingTol));
        QVERIFY(closeTo(2.0 / 3.0 * 3.0, 2.0, kRoundingTol));
        QVERIFY(!closeTo(2.0 + 1e-10, 2.0, kRoundingTol));
        QVERIFY(closeTo(2.0 + 1e-10, 2.0, kRelTol));
    }
};

DRFVIZ_TEST_MAIN(TestTolerance)
#include "tst_tolerance.moc"
