#pragma once

#include "backgroundjob.h"

#include <QObject>

#include <chrono>
#include <functional>
#include <memory>
#include <type_traits>
#include <utility>

class QTimer;

namespace drf {

class WorkerQueue;

/// One long computation at a time for a panel (the manipulation landscape, the
/// strategy-proofness search), on a worker thread of its own:
/// - request() debounces: a slider drag that changes the inputs on every step asks for one
///   computation when it pauses (due() is emitted once, after the delay since the last request);
/// - every request(), cancel() or start() cancels the running job, and the answer of a job
///   started before the latest of them is stale: it is discarded (and counted), never shown;
/// - the answer of the latest job is shown on this object's thread.
class BackgroundSearch : public QObject
{
    Q_OBJECT

public:
    /// Runs on the worker thread with the job's cancel flag and progress; returns what to do with
    /// its answer on this object's thread, called only when the answer is still the latest.
    using Work = std::function<std::function<void()>(BackgroundJob &job)>;

    BackgroundSearch(std::chrono::milliseconds debounce, QObject *parent);
    /// Cancels the running job and waits for it: its answer must not reach a destroyed panel.
    ~BackgroundSearch() override;

    /// The inputs changed: cancels the running job and emits due() once the inputs have not
    /// changed for the debounce delay.
    void request();
    /// The inputs changed but no answer is wanted now (the panel is out of sight): cancels the
    /// running job and a pending due().
    void cancel();
    /// Runs `work` as the latest job (cancelling the running one). Usually called on due().
    void start(Work work);
    /// Runs `compute(BackgroundJob &)` on the worker thread and, if its answer is still the
    /// latest when it arrives, calls `show(answer)` on this object's thread.
    template <typename Compute, typename Show> void start(Compute compute, Show show);

    /// The latest job runs and its answer is awaited (a cancelled job may still be ending).
    bool isRunning() const { return m_job != nullptr; }
    /// The running job's progress (BackgroundJob::done), 0 when none runs.
    int progress() const;
    /// How many jobs were started, and how many answers were discarded as stale.
    int startedCount() const { return m_started; }
    int discardedCount() const { return m_discarded; }

signals:
    /// The debounce delay of the last request() ran out: start the job for the current inputs.
    void due();
    /// The latest job's answer was shown.
    void answered();
    /// A stale answer was discarded.
    void discarded();

private:
    /// Cancels the running job and makes every answer on its way stale.
    void invalidate();
    /// A job's answer arrived: shows it if it is still the latest, else discards it.
    void answer(int generation, const std::function<void()> &show);

    QTimer *m_debounce;
    WorkerQueue *m_worker;
    std::shared_ptr<BackgroundJob> m_job; ///< the latest job while it runs
    int m_generation = 0;                 ///< bumped by every request, cancel and start
    int m_started = 0;
    int m_discarded = 0;
};

template <typename Compute, typename Show> void BackgroundSearch::start(Compute compute, Show show)
{
    using Answer = std::invoke_result_t<Compute &, BackgroundJob &>;
    start([compute = std::move(compute),
           show = std::move(show)](BackgroundJob &job) mutable -> std::function<void()> {
        // Shared, so that the function that shows it stays copyable as std::function requires.
        auto answer = std::make_shared<Answer>(compute(job));
        return [show, answer] { show(*answer); };
    });
}

} // namespace drf
