#if canImport(Glibc)
import Glibc
#endif

/// Hands batches of parse events from the thread that parses to the thread that reads them, a few at a time.
///
/// The parsing thread ``put(_:)``s batches and blocks while ``capacity`` of them wait unread, so memory stays
/// bounded however far the parser could run ahead; it ends with ``finish(throwing:)``. The reading thread
/// ``take()``s them in order until it gets nil, then learns the parse's error, if any, from ``error``.
///
/// A pthread mutex and condition variable, not Foundation's `NSCondition`: this module keeps to
/// FoundationEssentials, since Foundation's copy of ICU clashes with the one libxml2's headers bring in.
final class HTMLEventPipeline: @unchecked Sendable {
    /// Batches waiting to be read, at most this many.
    let capacity: Int
    // `mutex` guards `waiting`, `isFinished` and `failure`; `changed` is signalled on every change to them.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var waiting: [HTMLEventBatch] = []
    private var isFinished = false
    private var failure: (any Error)?

    init(capacity: Int = 4) {
        self.capacity = capacity
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    /// Adds a batch, waiting while `capacity` batches are unread.
    func put(_ batch: HTMLEventBatch) {
        guard !batch.isEmpty else { return }
        withMutex {
            while waiting.count >= capacity { pthread_cond_wait(changed, mutex) }
            waiting.append(batch)
        }
    }

    /// Marks the end of the parse, with its error when it failed.
    func finish(throwing error: (any Error)?) {
        withMutex {
            isFinished = true
            failure = error
        }
    }

    /// The next batch, waiting for one; nil once the parse has finished and every batch has been taken.
    func take() -> HTMLEventBatch? {
        withMutex {
            while waiting.isEmpty && !isFinished { pthread_cond_wait(changed, mutex) }
            return waiting.isEmpty ? nil : waiting.removeFirst()
        }
    }

    /// The parse's error, once ``take()`` has returned nil.
    var error: (any Error)? {
        withMutex { failure }
    }

    /// Runs `body` holding the mutex, then wakes every waiter: each call changes what they wait for, or
    /// leaves it as it was.
    private func withMutex<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(mutex)
        }
        return body()
    }
}
