import Foundation

/// Counts up from 1, from any thread, for the samples' repeatable ids.
final class IDCounter: @unchecked Sendable {
    /// Guards `value`.
    private let lock = NSLock()
    private var value = 0

    /// The next number.
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
