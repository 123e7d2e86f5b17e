import Foundation
import ServiceLifecycle

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes stopping end the process in bounded time: once the server is asked to stop (SIGTERM, SIGINT), the
/// answers under way get ``ConnectionLimits/shutdownGrace``; after that the process exits with status 0
/// whatever is still open (a client still sending a body, a board queue stuck in a system call).
///
/// Nothing answered is lost: every edit is saved, atomically, before its answer is sent. An edit cut off by
/// the exit was never answered, and the board file holds either the board before it or after it.
///
/// Runs as the last service of the group, so graceful shutdown reaches it first; the exit is armed on a
/// thread of its own, which no blocked queue or busy task pool can hold up.
struct ShutdownDeadline: Service {
    let grace: Duration
    let onExpiry: @Sendable () -> Void

    func run() async throws {
        do {
            try await gracefulShutdown()
        } catch {
            return
        }
        let grace = self.grace
        let onExpiry = self.onExpiry
        let thread = Thread {
            let (seconds, attoseconds) = grace.components
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
            onExpiry()
            _exit(0)
        }
        thread.name = "cardport.serve.shutdown-deadline"
        thread.start()
    }
}
