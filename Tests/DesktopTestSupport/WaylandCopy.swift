import CardportTestSupport
import Foundation
import Locking

/// A `wl-copy --foreground` owning a Wayland session's selection (``HeadlessCompositor/copy(_:type:)``), until
/// another client takes it or ``terminate()`` ends it.
package final class WaylandCopy: Sendable {
    /// Foundation's `Process` is not `Sendable`, so it is only touched under this lock.
    private let process: Locked<Process>
    private let exit: ExitWatch

    /// Watches `process`, which has not been run yet.
    init(_ process: Process) {
        self.exit = ExitWatch(process)
        self.process = Locked(process)
    }

    /// Ends `wl-copy` if it still runs, and waits for it: ten seconds, then it is killed.
    package func terminate() {
        process.withLock { exit.stop($0) }
    }
}
