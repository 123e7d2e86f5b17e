import Foundation

/// Starts child processes one at a time, so that no child inherits what another launch is setting up.
///
/// Foundation's `Process.run()` on Linux learns that a child has ended when a socket shared with the child
/// closes. It makes that socket without close-on-exec, and closes in the child only the descriptors that were
/// open when it looked, a moment before it starts the child. A second launch on another thread in that moment
/// hands its socket to the first launch's child, which holds it open: the second child then ends, but its
/// `terminationHandler` runs only when the first child ends (a display server, a web server: minutes later).
/// The same holds for a pipe made in that moment, whose reader then never sees the end of its output.
///
/// Every Cardport module and test that starts a process starts it through ``run(_:)``, and makes the pipes it
/// reads a child's output from with ``pipe()``. A descriptor made outside a launch is safe: the next launch
/// sees it and closes it in its child.
package enum ProcessLaunch {
    /// Held while a process is started or a pipe is made. A bare lock, not a ``Locked``: it guards no value,
    /// and under the thread sanitizer a value's accesses inside `Process.run()` are reported as racing even
    /// with the lock held (the sanitizer loses sight of the lock across the launch of the child).
    private static let launching = NSLock()

    /// Starts `process` (`Process.run()`) while no other launch is under way.
    /// - Throws: what `Process.run()` throws when the program cannot be started.
    package static func run(_ process: Process) throws {
        launching.lock()
        defer { launching.unlock() }
        try process.run()
    }

    /// A new pipe, made while no process is being started, so that no child but the one it is given holds it.
    package static func pipe() -> Pipe {
        launching.lock()
        defer { launching.unlock() }
        return Pipe()
    }
}
