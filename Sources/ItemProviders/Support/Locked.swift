import Foundation

/// A value behind a lock, for state that many threads read and write.
///
/// Why not `Mutex`: on Linux a contended `Mutex` is handed from thread to thread inside the kernel (a
/// priority-inheriting futex), where the thread sanitizer cannot see it, so `swift test --sanitize=thread`
/// reports races that are not there whenever two loads touch the same state at once. This lock is a pthread
/// mutex (through `NSLock`), which the sanitizer understands, and costs about the same.
final class Locked<Value>: @unchecked Sendable {
    /// Guards `value`: it is read and written only inside ``withLock(_:)``.
    private let lock = NSLock()
    private var value: Value

    /// Creates the lock holding `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock. Do not call back into the same `Locked` from `body`.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
