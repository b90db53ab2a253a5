// The ThreadSanitizer build's proof that it can fail: a worker of a WorkerQueue reads a counter
// that the main thread writes after posting the work, with nothing ordering the two. TSan must
// report that race through tests/tsan/suppressions.txt, as it would report one in a panel's data;
// CTest passes this program only if it does. Built only with DRFVIZ_TSAN.
#include "workerqueue.h"

#include <QCoreApplication>
#include <QTimer>

#include <atomic>
#include <thread>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    drf::WorkerQueue queue(nullptr);
    int unguarded = 0; // written by the main thread, read by the worker: the race
    std::atomic<bool> posted{false};
    queue.post([&]() -> std::function<void()> {
        while (!posted.load(std::memory_order_relaxed)) // relaxed: orders nothing
            std::this_thread::yield();
        const int seen = unguarded;
        return [seen] { QCoreApplication::exit(seen >= 0 ? 0 : 1); };
    });
    unguarded = 1;
    posted.store(true, std::memory_order_relaxed);
    QTimer::singleShot(10000, &app, [] { QCoreApplication::exit(2); });
    return QCoreApplication::exec();
}
