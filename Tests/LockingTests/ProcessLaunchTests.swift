import Foundation
import Locking
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Children started from many threads at once: each one's end is reported when it ends, not when some other
/// child started at the same moment ends.
@Suite struct ProcessLaunchTests {
    @Test("a short program's end is reported while long-running programs started beside it run on")
    func endsAreReportedWhileOtherChildrenRun() {
        // Threads start programs that run for two minutes while other threads start programs that end at once
        // and wait for each end. A launch that let a long-running child inherit a short one's descriptors would
        // leave that short one's end unreported until the long one ended (without ProcessLaunch, a few in every
        // few hundred runs).
        let longRunning = Locked<[Int32]>([])
        defer { for pid in longRunning.withLock({ $0 }) { kill(pid, SIGKILL) } }
        let unreported = Locked<[Int]>([])
        let done = DispatchGroup()
        onThreads(3, done) { _ in
            for _ in 0..<150 {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/sleep")
                process.arguments = ["120"]
                guard (try? ProcessLaunch.run(process)) != nil else { continue }
                longRunning.withLock { $0.append(process.processIdentifier) }
            }
        }
        onThreads(3, done) { thread in
            for run in 0..<150 {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/true")
                let ended = DispatchSemaphore(value: 0)
                process.terminationHandler = { _ in ended.signal() }
                let started = (try? ProcessLaunch.run(process)) != nil
                if !started || ended.wait(timeout: .now() + 60) == .timedOut {
                    unreported.withLock { $0.append(thread * 1_000 + run) }
                }
            }
        }
        done.wait()
        #expect(unreported.withLock { $0 } == [], "runs whose end was not reported within a minute (thread × 1000 + run)")
    }

    /// Runs `body` on `count` threads of its own (blocking waits stay off Swift's pool), each given its number;
    /// `group` is left when each ends.
    private func onThreads(_ count: Int, _ group: DispatchGroup, _ body: @escaping @Sendable (Int) -> Void) {
        for thread in 0..<count {
            group.enter()
            Thread.detachNewThread {
                body(thread)
                group.leave()
            }
        }
    }
}
