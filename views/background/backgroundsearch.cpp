#include "backgroundsearch.h"

#include "workerqueue.h"

#include <QTimer>

namespace drf {

BackgroundSearch::BackgroundSearch(std::chrono::milliseconds debounce, QObject *parent)
    : QObject(parent), m_debounce(new QTimer(this)), m_worker(new WorkerQueue(this))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(debounce);
    connect(m_debounce, &QTimer::timeout, this, &BackgroundSearch::due);
}

BackgroundSearch::~BackgroundSearch()
{
    invalidate();
    // Waits for the running job (it reads only its own copies); its answer is dropped.
    delete m_worker;
}

void BackgroundSearch::request()
{
    invalidate();
    m_debounce->start();
}

void BackgroundSearch::cancel()
{
    invalidate();
    m_debounce->stop();
}

void BackgroundSearch::start(Work work)
{
    invalidate();
    m_debounce->stop();
    auto job = std::make_shared<BackgroundJob>();
    m_job = job;
    ++m_started;
    const int generation = m_generation;
    m_worker->post([this, work = std::move(work), job, generation]() -> std::function<void()> {
        std::function<void()> show = work(*job);
        return [this, generation, show = std::move(show)] { answer(generation, show); };
    });
}

void BackgroundSearch::answer(int generation, const std::function<void()> &show)
{
    if (generation != m_generation) {
        ++m_discarded; // the inputs changed since it started
        emit discarded();
        return;
    }
    m_job.reset();
    show();
    emit answered();
}

int BackgroundSearch::progress() const
{
    return m_job ? m_job->done.load() : 0;
}

void BackgroundSearch::invalidate()
{
    if (m_job)
        m_job->cancel = true;
    m_job.reset();
    ++m_generation;
}

} // namespace drf
