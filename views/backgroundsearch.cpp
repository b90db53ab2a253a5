#include "backgroundsearch.h"

#include "workerpool.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace drf {

BackgroundSearch::BackgroundSearch(std::chrono::milliseconds debounce, QObject *parent)
    : QObject(parent), m_debounce(new QTimer(this)), m_workers(newWorkerPool(this))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(debounce);
    connect(m_debounce, &QTimer::timeout, this, &BackgroundSearch::due);
}

BackgroundSearch::~BackgroundSearch()
{
    invalidate();
    // The workers read only their own copies, but their watchers are our children.
    for (auto *watcher : findChildren<QFutureWatcherBase *>())
        watcher->waitForFinished();
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
    using Show = std::function<void()>;
    auto *watcher = new QFutureWatcher<Show>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation) {
            ++m_discarded; // the inputs changed since it started
            emit discarded();
            return;
        }
        m_job.reset();
        const Show show = watcher->result();
        show();
        emit answered();
    });
    watcher->setFuture(
        QtConcurrent::run(m_workers, [work = std::move(work), job] { return work(*job); }));
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
