#pragma once

#include <QObject>

#include <deque>
#include <functional>
#include <mutex>

class QThreadPool;

namespace drf {

/// One worker thread, owned by `parent`, for a panel's long computations (the
/// strategy-proofness search, the manipulation landscape, the Timeline, the derivation of many
/// users), run in the order they were posted. Each work returns what to do with its answer,
/// which is called on this object's thread.
///
/// Not QThreadPool::globalInstance(): Qt's raster paint engine splits large fills over the
/// global pool and waits for them, so a search of several seconds there stalls every repaint of
/// the window until it ends.
///
/// Work and answers cross threads through this object's std::mutex, never through the capture
/// of a function Qt carries: Qt's own synchronisation is invisible to ThreadSanitizer, a
/// std::mutex is not, so the TSan build checks every hand-off (README, "Tests": the TSan build).
class WorkerQueue : public QObject
{
    Q_OBJECT

public:
    /// Runs on the worker thread; returns what to do with its answer on this object's thread.
    using Work = std::function<std::function<void()>()>;

    explicit WorkerQueue(QObject *parent);
    /// Waits for the running and queued work; answers not yet shown are dropped.
    ~WorkerQueue() override;

    /// Queues `work` for the worker thread.
    void post(Work work);

signals:
    /// Emitted on the worker thread: an answer waits to be shown.
    void answerReady(QPrivateSignal);

private:
    /// Takes the next queued work and runs it (on the worker thread).
    void runNext();
    /// Calls the waiting answers (on this object's thread).
    void showAnswers();

    QThreadPool *m_pool;
    std::mutex m_mutex;
    std::deque<Work> m_queued;                   ///< guarded by m_mutex
    std::deque<std::function<void()>> m_answers; ///< guarded by m_mutex
};

} // namespace drf
