import Foundation

/// A value behind a lock, for the state of sessions, coordinators and drop targets.
///
/// An `NSLock` (a pthread mutex) rather than `Mutex`: the thread sanitizer on Linux understands it, so
/// `swift test --sanitize=thread` reports only real races.
final class Locked<Value>: @unchecked Sendable {
    /// Guards `value`: it is read and written only inside ``withLock(_:)``.
    private let lock = NSLock()
    private var value: Value

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
