// BackgroundSearch: debounced requests, cancelled jobs and stale answers, without timing
// assertions (the tests wait for signals and counts, and gate the worker with semaphores).
#include "backgroundsearch.h"
#include "testmain.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include <atomic>
#include <memory>

using namespace drf;
using namespace std::chrono_literals;

class TestBackgroundSearch : public QObject
{
    Q_OBJECT

private slots:
    void debounceCoalescesRequestsIntoOneRun();
    void staleAnswerIsDiscardedAndCounted();
    void cancelStopsTheRunningJob();
    void latestAnswerWins();
    void requestDuringAJobDiscardsItsAnswer();
    void progressOfTheRunningJob();
    void destroyedSearchShowsNothing();
};

void TestBackgroundSearch::debounceCoalescesRequestsIntoOneRun()
{
    BackgroundSearch search(20ms, nullptr);
    QSignalSpy due(&search, &BackgroundSearch::due);
    QSignalSpy answered(&search, &BackgroundSearch::answered);
    std::atomic<int> runs{0};
    QList<int> shown;
    int input = 0;
    connect(&search, &BackgroundSearch::due, this, [&] {
        search.start(
            [&runs, value = input](BackgroundJob &) {
                ++runs;
                return value * value;
            },
            [&shown](int answer) { shown.append(answer); });
    });
    // Ten changes in one turn of the event loop, as a slider drag's steps arrive: one run, for
    // the last input.
    for (int k = 1; k <= 10; ++k) {
        input = k;
        search.request();
    }
    QTRY_COMPARE(answered.count(), 1);
    QCOMPARE(due.count(), 1);
    QCOMPARE(runs.load(), 1);
    QCOMPARE(search.startedCount(), 1);
    QCOMPARE(search.discardedCount(), 0);
    QCOMPARE(shown, QList<int>{100});
    QVERIFY(!search.isRunning());
}

void TestBackgroundSearch::staleAnswerIsDiscardedAndCounted()
{
    BackgroundSearch search(0ms, nullptr);
    QSignalSpy answered(&search, &BackgroundSearch::answered);
    QSignalSpy discarded(&search, &BackgroundSearch::discarded);
    QSemaphore entered;
    QSemaphore gate;
    std::atomic<bool> sawCancel{false};
    QList<int> shown;
    const auto show = [&shown](int answer) { shown.append(answer); };
    // A job that does not look at its cancel flag: it finishes, but its answer is stale.
    search.start(
        [&](BackgroundJob &job) {
            entered.release();
            gate.acquire();
            sawCancel = job.cancel.load();
            return 1;
        },
        show);
    entered.acquire(); // the first job runs on the worker
    search.start([](BackgroundJob &) { return 2; }, show);
    gate.release();
    QTRY_COMPARE(answered.count(), 1);
    QTRY_COMPARE(discarded.count(), 1);
    QVERIFY(sawCancel.load());
    QCOMPARE(search.startedCount(), 2);
    QCOMPARE(search.discardedCount(), 1);
    QCOMPARE(shown, QList<int>{2});
}

void TestBackgroundSearch::cancelStopsTheRunningJob()
{
    BackgroundSearch search(0ms, nullptr);
    QSignalSpy due(&search, &BackgroundSearch::due);
    QSemaphore entered;
    std::atomic<int> steps{0};
    bool shown = false;
    search.start(
        [&](BackgroundJob &job) {
            entered.release();
            while (!job.cancel.load()) { // without cancel() this job would run forever
                ++steps;
                QThread::yieldCurrentThread();
            }
            return steps.load();
        },
        [&shown](int) { shown = true; });
    entered.acquire();
    QVERIFY(search.isRunning());
    search.cancel();
    QVERIFY(!search.isRunning());
    // The job ends: its answer comes back and is thrown away.
    QTRY_COMPARE(search.discardedCount(), 1);
    QVERIFY(!shown);
    QCOMPARE(due.count(), 0); // cancel() asks for nothing new
}

void TestBackgroundSearch::latestAnswerWins()
{
    BackgroundSearch search(0ms, nullptr);
    QSignalSpy answered(&search, &BackgroundSearch::answered);
    QSemaphore gate;
    QList<int> shown;
    // Five jobs queued behind a closed gate: each start() makes the ones before it stale.
    for (int k = 1; k <= 5; ++k)
        search.start(
            [&gate, k](BackgroundJob &) {
                if (k == 1)
                    gate.acquire();
                return k;
            },
            [&shown](int answer) { shown.append(answer); });
    gate.release();
    QTRY_COMPARE(search.discardedCount(), 4);
    QTRY_COMPARE(answered.count(), 1);
    QCOMPARE(search.startedCount(), 5);
    QCOMPARE(shown, QList<int>{5});
}

void TestBackgroundSearch::requestDuringAJobDiscardsItsAnswer()
{
    BackgroundSearch search(10ms, nullptr);
    QSignalSpy answered(&search, &BackgroundSearch::answered);
    QSemaphore entered;
    QSemaphore gate;
    QList<QString> shown;
    QString input = QStringLiteral("old");
    connect(&search, &BackgroundSearch::due, this, [&] {
        search.start(
            [&, value = input](BackgroundJob &) {
                if (value == QLatin1String("old")) {
                    entered.release();
                    gate.acquire();
                }
                return value;
            },
            [&shown](const QString &answer) { shown.append(answer); });
    });
    search.request();
    QTRY_COMPARE(search.startedCount(), 1);
    entered.acquire();
    // The inputs change while the job for the old ones runs.
    input = QStringLiteral("new");
    search.request();
    gate.release();
    QTRY_COMPARE(answered.count(), 1);
    QCOMPARE(search.startedCount(), 2);
    QCOMPARE(search.discardedCount(), 1);
    QCOMPARE(shown, QList<QString>{QStringLiteral("new")});
}

void TestBackgroundSearch::progressOfTheRunningJob()
{
    BackgroundSearch search(0ms, nullptr);
    QSemaphore gate;
    QCOMPARE(search.progress(), 0);
    search.start(
        [&gate](BackgroundJob &job) {
            job.done = 7;
            gate.acquire();
            return 0;
        },
        [](int) {});
    QTRY_COMPARE(search.progress(), 7);
    gate.release();
    QTRY_VERIFY(!search.isRunning());
    QCOMPARE(search.progress(), 0);
}

void TestBackgroundSearch::destroyedSearchShowsNothing()
{
    auto search = std::make_unique<BackgroundSearch>(0ms, nullptr);
    QSemaphore entered;
    bool shown = false;
    search->start(
        [&entered](BackgroundJob &job) {
            entered.release();
            while (!job.cancel.load())
                QThread::yieldCurrentThread();
            return 0;
        },
        [&shown](int) { shown = true; });
    entered.acquire();
    search.reset(); // cancels the job and waits for it
    QCoreApplication::processEvents();
    QVERIFY(!shown);
}

DRFVIZ_TEST_GUILESS_MAIN(TestBackgroundSearch)
#include "tst_backgroundsearch.moc"
