import Foundation

/// Hands batches of parse events from the thread that parses to the thread that reads them, a few at a time.
///
/// The parsing thread ``put(_:)``s batches and blocks while ``capacity`` of them wait unread, so memory stays
/// bounded however far the parser could run ahead; it ends with ``finish(throwing:)``. The reading thread
/// ``take()``s them in order until it gets nil, then learns the parse's error, if any, from ``error``.
final class HTMLEventPipeline: @unchecked Sendable {
    /// Batches waiting to be read, at most this many.
    let capacity: Int
    // `condition` guards `waiting`, `isFinished` and `failure`, and signals every change to them.
    private let condition = NSCondition()
    private var waiting: [HTMLEventBatch] = []
    private var isFinished = false
    private var failure: (any Error)?

    init(capacity: Int = 4) {
        self.capacity = capacity
    }

    /// Adds a batch, waiting while `capacity` batches are unread.
    func put(_ batch: HTMLEventBatch) {
        guard !batch.isEmpty else { return }
        condition.lock()
        defer { condition.unlock() }
        while waiting.count >= capacity { condition.wait() }
        waiting.append(batch)
        condition.broadcast()
    }

    /// Marks the end of the parse, with its error when it failed.
    func finish(throwing error: (any Error)?) {
        condition.lock()
        defer { condition.unlock() }
        isFinished = true
        failure = error
        condition.broadcast()
    }

    /// The next batch, waiting for one; nil once the parse has finished and every batch has been taken.
    func take() -> HTMLEventBatch? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty && !isFinished { condition.wait() }
        guard !waiting.isEmpty else { return nil }
        let batch = waiting.removeFirst()
        condition.broadcast()
        return batch
    }

    /// The parse's error, once ``take()`` has returned nil.
    var error: (any Error)? {
        condition.lock()
        defer { condition.unlock() }
        return failure
    }
}
