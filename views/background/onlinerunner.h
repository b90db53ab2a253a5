#pragma once

#include "onlineset.h"

#include <QObject>

#include <optional>

class QTimer;

namespace drf {

class BackgroundSearch;

/// The window's background for an OnlineSet (OnlineSet::setBackground()): simulates the runs
/// too long for the window's thread on a worker thread of its own, one at a time, through
/// BackgroundSearch. Each run gets a copy of the scenario; a change of the scenario or of the
/// policy (OnlineSet::runsChanged()) cancels the running one, whose answer is stale and dropped;
/// the next wanted run starts when a view asks for it or when the last one arrives. Its progress
/// goes to the set (OnlineSet::progress()) while it runs.
class OnlineRunner : public QObject
{
    Q_OBJECT

public:
    /// The background of `online`; make it the set's child, so that it lives as long.
    explicit OnlineRunner(OnlineSet *online, QObject *parent = nullptr);
    /// Cancels the running simulation and waits for it (it stops within one of its instants).
    ~OnlineRunner() override;

    /// Whether a simulation runs (or a cancelled one is still ending).
    bool isRunning() const;
    /// How many simulations were started, and how many answers were dropped as stale.
    int startedCount() const;
    int discardedCount() const;

private:
    /// Starts the set's next wanted run, unless one runs.
    void startNext();
    void showProgress();

    OnlineSet *m_online;
    BackgroundSearch *m_search;
    QTimer *m_progressPoll;
    std::optional<OnlineSet::Request> m_running; ///< what runs (without its scenario)
};

} // namespace drf
