#include "workerqueue.h"

#include <QThreadPool>

namespace drf {

WorkerQueue::WorkerQueue(QObject *parent) : QObject(parent), m_pool(new QThreadPool(this))
{
    m_pool->setMaxThreadCount(1);
    connect(this, &WorkerQueue::answerReady, this, &WorkerQueue::showAnswers, Qt::QueuedConnection);
}

WorkerQueue::~WorkerQueue()
{
    m_pool->waitForDone();
    // Under the lock, so that the worker's last writes happen before these destructors.
    const std::lock_guard lock(m_mutex);
    m_queued.clear();
    m_answers.clear();
}

void WorkerQueue::post(Work work)
{
    {
        const std::lock_guard lock(m_mutex);
        m_queued.push_back(std::move(work));
    }
    // One run per post; a single thread runs them in order.
    m_pool->start([this] { runNext(); });
}

void WorkerQueue::runNext()
{
    Work work;
    {
        const std::lock_guard lock(m_mutex);
        work = std::move(m_queued.front());
        m_queued.pop_front();
    }
    std::function<void()> show = work();
    work = nullptr; // its captures (copies of the inputs) are destroyed here, on the worker
    // Posted under the lock: the worker's last touch of this object happens before the
    // destructor takes the lock.
    const std::lock_guard lock(m_mutex);
    m_answers.push_back(std::move(show));
    emit answerReady(QPrivateSignal());
}

void WorkerQueue::showAnswers()
{
    std::deque<std::function<void()>> answers;
    {
        const std::lock_guard lock(m_mutex);
        answers.swap(m_answers);
    }
    for (const auto &show : answers)
        show();
}

} // namespace drf
