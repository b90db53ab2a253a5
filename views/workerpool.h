#pragma once

#include <QThreadPool>

namespace drf {

/// One worker thread, owned by `parent`, for a panel's long computations (the
/// strategy-proofness search, the manipulation landscape, the derivation of many users), queued
/// in order. Not QThreadPool::globalInstance(): Qt's raster paint engine splits large fills over
/// the global pool and waits for them, so a search of several seconds there stalls every repaint
/// of the window until it ends.
inline QThreadPool *newWorkerPool(QObject *parent)
{
    auto *pool = new QThreadPool(parent);
    pool->setMaxThreadCount(1);
    return pool;
}

} // namespace drf
