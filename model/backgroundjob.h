#pragma once

#include <atomic>

namespace drf {

/// What the thread that asks for a long computation and the worker thread that runs it share:
/// the flag the worker polls to stop early, and how far it got (for a progress bar).
struct BackgroundJob
{
    std::atomic<bool> cancel{false};
    std::atomic<int> done{0}; ///< steps finished, out of the computation's own total
};

} // namespace drf
