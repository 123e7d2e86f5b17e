import Foundation

/// A value behind a lock, for state that many threads read and write.
///
/// Why not `Mutex`: on Linux a contended `Mutex` is handed from thread to thread inside the kernel (a
/// priority-inheriting futex), where the thread sanitizer cannot see it, so `swift test --sanitize=thread`
/// reports races that are not there whenever two threads touch the same state at once. This lock is a pthread
/// mutex (through `NSLock`), which the sanitizer understands, and costs about the same. Every Cardport module
/// that keeps shared mutable state keeps it in one of these.
package final class Locked<Value>: @unchecked Sendable {
    /// Guards `value`: it is read and written only inside ``withLock(_:)``.
    private let lock = NSLock()
    private var value: Value

    /// Creates the lock holding `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock, and rethrows its error with its type.
    /// Do not call back into the same `Locked` from `body`.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
