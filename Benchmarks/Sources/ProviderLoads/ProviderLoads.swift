import ArgumentParser
import Dispatch
import Foundation
import ItemProviders
import Synchronization
import UniformTypes

/// Many providers with three representations each, one load each, all requested at once: throughput,
/// latency from request to completion, peak thread count, and how many times loaders ran.
@main
struct ProviderLoads: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Load one representation from each of many item providers, all at once.")

    @Option(help: "How many providers (one load each).")
    var providers = 100_000

    @Option(help: "Seconds to wait for every load before giving up.")
    var timeout = 300.0

    func run() throws {
        let loaderRuns = Atomic<Int>(0)
        let items = (0..<providers).map { index in
            let provider = ItemProvider()
            provider.registerDataRepresentation(for: .html) { completion in
                loaderRuns.add(1, ordering: .relaxed)
                completion(Data("<p>card \(index)</p>".utf8), nil)
                return nil
            }
            provider.registerDataRepresentation(for: .utf8PlainText) { completion in
                loaderRuns.add(1, ordering: .relaxed)
                completion(Data("card \(index)".utf8), nil)
                return nil
            }
            provider.registerDataRepresentation(for: .json) { completion in
                loaderRuns.add(1, ordering: .relaxed)
                completion(Data("{\"card\":\(index)}".utf8), nil)
                return nil
            }
            return provider
        }
        // Requests rotate over a supertype (served by the HTML), an exact type and the last representation.
        let requests: [UTType] = [.text, .utf8PlainText, .json]

        let latencies = LatencyTable(count: providers)
        let completed = Atomic<Int>(0)
        let failed = Atomic<Int>(0)
        let allDone = DispatchSemaphore(value: 0)
        let sampler = ThreadSampler()
        sampler.start()

        let cpuAtStart = Self.cpuSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        for (index, provider) in items.enumerated() {
            let requested = DispatchTime.now().uptimeNanoseconds
            provider.loadDataRepresentation(for: requests[index % requests.count]) { data, _ in
                latencies.record(index, DispatchTime.now().uptimeNanoseconds - requested)
                if data == nil { failed.add(1, ordering: .relaxed) }
                if completed.add(1, ordering: .acquiringAndReleasing).newValue == items.count { allDone.signal() }
            }
        }
        let issued = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard allDone.wait(timeout: .now() + timeout) == .success else {
            throw ValidationError("only \(completed.load(ordering: .acquiring)) of \(providers) loads completed in \(timeout) s")
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = Self.cpuSeconds() - cpuAtStart
        let peakThreads = sampler.stop()

        let sorted = latencies.sorted()
        func percentile(_ p: Double) -> Double {
            Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]) / 1e6
        }
        print("providers:            \(providers) (3 representations each, 1 load each)")
        print("loads completed:      \(completed.load(ordering: .acquiring)) (failed: \(failed.load(ordering: .acquiring)))")
        print("loader invocations:   \(loaderRuns.load(ordering: .acquiring))")
        print(String(format: "elapsed:              %.3f s", elapsed))
        print(String(format: "loads per second:     %.0f", Double(providers) / elapsed))
        print(String(format: "CPU per load:         %.2f µs (user + system, all threads: flat when nothing grows)", cpu / Double(providers) * 1e6))
        print(String(format: "requests issued in:   %.3f s (the requesting thread's share of the time)", issued))
        print(String(format: "latency p50:          %.3f ms", percentile(0.50)))
        print(String(format: "latency p99:          %.3f ms", percentile(0.99)))
        print("peak thread count:    \(peakThreads) (process total, from /proc/self/task)")
        if loaderRuns.load(ordering: .acquiring) != providers {
            throw ValidationError("loader invocations differ from loads")
        }
    }
}

extension ProviderLoads {
    /// The process's CPU time so far, user and system, all threads: on a shared machine this, unlike wall
    /// time, does not depend on what else runs.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

/// One latency slot per load, each written once by that load's completion handler.
///
/// `@unchecked Sendable`: the slots are written from many threads, but every index by one handler only, and
/// read after all handlers have signalled completion (the semaphore orders the writes before the reads).
final class LatencyTable: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<UInt64>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: 0)
    }

    deinit { slots.deallocate() }

    func record(_ index: Int, _ nanoseconds: UInt64) { slots[index] = nanoseconds }

    func sorted() -> [UInt64] { Array(slots).sorted() }
}

/// Samples the process's thread count from /proc/self/task on a thread of its own until stopped.
final class ThreadSampler: Sendable {
    private let state = Mutex((running: false, peak: 0))
    private let finished = DispatchSemaphore(value: 0)

    func start() {
        state.withLock { $0 = (true, Self.threadCount()) }
        let thread = Thread { [self] in
            while state.withLock({ $0.running }) {
                let count = Self.threadCount()
                state.withLock { $0.peak = max($0.peak, count) }
                usleep(500)
            }
            finished.signal()
        }
        thread.start()
    }

    /// Stops sampling and returns the peak.
    func stop() -> Int {
        state.withLock { $0.running = false }
        finished.wait()
        return state.withLock { $0.peak }
    }

    static func threadCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
    }
}
