import Foundation

/// A value behind a lock, for test bookkeeping touched from load queues and observers.
public final class Box<Value>: @unchecked Sendable {
    /// Guards `value`.
    private let lock = NSLock()
    private var value: Value

    /// A box holding `value`.
    public init(_ value: Value) { self.value = value }

    /// Runs `body` on the value, under the lock.
    public func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }

    /// The value now (a copy).
    public var current: Value { withLock { $0 } }
}
