import Dispatch
import Foundation
import ItemProviders
import Synchronization

/// Records every call of a callback and lets a test wait for calls, with a timeout that fails the test.
///
/// `@unchecked Sendable`: `lock` guards `storage`. An `NSLock` rather than a `Mutex`, because the thread
/// sanitizer cannot see a contended `Mutex` on Linux (the kernel hands it over) and would report races.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []
    private let signal = DispatchSemaphore(value: 0)

    private func calls<Result>(_ body: (inout [Value]) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&storage)
    }

    /// Records one call.
    func record(_ value: Value) {
        calls { $0.append(value) }
        signal.signal()
    }

    /// Waits for the next call (up to `seconds`) and returns whether it came.
    func wait(seconds: Double = 30) -> Bool {
        signal.wait(timeout: .now() + seconds) == .success
    }

    /// Waits for the next call (up to `seconds`) without blocking a thread of Swift's cooperative pool, and
    /// returns whether it came. Async tests use this: on a 2-core machine the pool has two threads, and a test
    /// that blocks one of them can starve the very task it waits for.
    func waited(seconds: Double = 30) async -> Bool {
        await withCheckedContinuation { continuation in
            // A thread of its own: a blocked Dispatch worker would hold up the loads being waited for.
            Thread.detachNewThread { continuation.resume(returning: self.wait(seconds: seconds)) }
        }
    }

    /// Waits for the first call and returns it, or nil if it did not come in time.
    func first(seconds: Double = 30) -> Value? {
        guard wait(seconds: seconds) else { return nil }
        return calls { $0.first }
    }

    /// Every call so far.
    var values: [Value] { calls { $0 } }

    /// How many calls so far.
    var count: Int { calls { $0.count } }

    /// Forgets every call: for a recorder whose values (completion handlers) would otherwise keep alive what
    /// holds the recorder.
    func removeAll() {
        calls { $0.removeAll() }
    }
}

/// Counts calls from any thread.
///
/// An atomic rather than a `Mutex`: on Linux a contended `Mutex` is handed over by the kernel (a
/// priority-inheriting futex), which the thread sanitizer cannot see, so it would report the counter as racy.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)
    /// Adds one and returns the new count.
    @discardableResult
    func increment() -> Int { value.add(1, ordering: .sequentiallyConsistent).newValue }
    var count: Int { value.load(ordering: .sequentiallyConsistent) }
}

/// The highest value seen, from any thread.
final class Peak: Sendable {
    private let value: Atomic<Int>
    init(_ initial: Int) { value = Atomic(initial) }
    func observe(_ candidate: Int) { value.max(candidate, ordering: .sequentiallyConsistent) }
    var highest: Int { value.load(ordering: .sequentiallyConsistent) }
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
