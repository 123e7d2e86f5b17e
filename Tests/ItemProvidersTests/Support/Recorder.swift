import Dispatch
import Foundation
import ItemProviders
import Synchronization

/// Records every call of a callback and lets a test wait for calls, with a timeout that fails the test.
final class Recorder<Value: Sendable>: Sendable {
    private let calls = Mutex<[Value]>([])
    private let signal = DispatchSemaphore(value: 0)

    /// Records one call.
    func record(_ value: Value) {
        calls.withLock { $0.append(value) }
        signal.signal()
    }

    /// Waits for the next call (up to `seconds`) and returns whether it came.
    func wait(seconds: Double = 30) -> Bool {
        signal.wait(timeout: .now() + seconds) == .success
    }

    /// Waits for the first call and returns it, or nil if it did not come in time.
    func first(seconds: Double = 30) -> Value? {
        guard wait(seconds: seconds) else { return nil }
        return calls.withLock { $0.first }
    }

    /// Every call so far.
    var values: [Value] { calls.withLock { $0 } }

    /// How many calls so far.
    var count: Int { calls.withLock { $0.count } }
}

/// Counts calls from any thread.
final class Counter: Sendable {
    private let value = Mutex(0)
    func increment() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}

/// Holds a value set on one thread and read on another.
final class Box<Value: Sendable>: Sendable {
    private let value: Mutex<Value>
    init(_ value: Value) { self.value = Mutex(value) }
    var get: Value { value.withLock { $0 } }
    func set(_ newValue: Value) { value.withLock { $0 = newValue } }
}

/// Waits until every completion handler already scheduled on the completion queue has run.
func drainCompletionQueue() {
    ItemProvider.completionQueue.sync(flags: .barrier) {}
}

/// A data loader that counts its runs and calls back at once with `data`.
func immediateLoader(_ data: Data, counter: Counter? = nil)
    -> @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) throws -> Progress? {
    { completion in
        counter?.increment()
        completion(data, nil)
        return nil
    }
}

/// The number of threads of this process, from /proc/self/task.
func currentThreadCount() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
}

/// An error a test loader reports.
struct LoaderFailure: Error, Equatable {
    let tag: String
}
