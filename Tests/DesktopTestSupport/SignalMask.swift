import Foundation
import Locking

/// Starts `process` with SIGTERM and SIGINT unblocked in the starting thread, so the child can be terminated.
///
/// Dispatch's worker threads (and Swift's cooperative pool) block most signals, and a child started by
/// `posix_spawn` inherits the mask: Xvfb or xclip started from one would ignore `Process.terminate()`.
package func runWithTerminationSignals(_ process: Process) throws {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGTERM)
    sigaddset(&signals, SIGINT)
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try ProcessLaunch.run(process)
}
