#include "onlinerunner.h"

#include "backgroundsearch.h"

#include <QTimer>

namespace drf {

namespace {

using namespace std::chrono_literals;

/// How often the running simulation's progress is passed on.
constexpr auto kProgressPoll = 100ms;

} // namespace

OnlineRunner::OnlineRunner(OnlineSet *online, QObject *parent)
    : QObject(parent), m_online(online), m_search(new BackgroundSearch(0ms, this)),
      m_progressPoll(new QTimer(this))
{
    m_online->setBackground(true);
    m_progressPoll->setInterval(kProgressPoll);
    connect(m_progressPoll, &QTimer::timeout, this, &OnlineRunner::showProgress);
    connect(m_online, &OnlineSet::runWanted, this, &OnlineRunner::startNext);
    connect(m_online, &OnlineSet::runsChanged, this, [this] {
        // Stale: its answer is dropped; the views ask for the new runs as they draw.
        m_search->cancel();
        m_progressPoll->stop();
        m_running.reset();
    });
}

OnlineRunner::~OnlineRunner() = default; // the search cancels its job and waits for it

bool OnlineRunner::isRunning() const
{
    return m_search->isRunning();
}

int OnlineRunner::startedCount() const
{
    return m_search->startedCount();
}

int OnlineRunner::discardedCount() const
{
    return m_search->discardedCount();
}

void OnlineRunner::startNext()
{
    if (m_search->isRunning())
        return; // its answer starts the next
    std::optional<OnlineSet::Request> request = m_online->nextRequest();
    m_running.reset();
    if (!request) {
        m_progressPoll->stop();
        return;
    }
    // What runs, told apart from the next without a second copy of the scenario.
    const OnlineSet::Request running{Scenario(), request->mechanism, request->policy,
                                     request->revision};
    m_running = running;
    m_progressPoll->start();
    // The worker reads its own copy of the scenario; the window may edit its own meanwhile.
    m_search->start(
        [work = std::move(*request)](BackgroundJob &job) {
            return simulateOnline(work.scenario, work.mechanism, work.policy, OnlineLimits(), &job);
        },
        [this, running](const OnlineRun &run) {
            m_online->setRun(running, run);
            startNext();
        });
}

void OnlineRunner::showProgress()
{
    if (m_running && m_search->isRunning())
        m_online->setProgress(*m_running, double(m_search->progress()) / kOnlineProgressSteps);
}

} // namespace drf
