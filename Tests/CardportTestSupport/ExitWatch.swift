import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#endif

/// The end of a child process a test starts, watched from before it starts, and waited for with a time limit.
///
/// Tests wait through this rather than `Process.waitUntilExit()`. On Linux that call spins the waiting thread's
/// run loop until Foundation's process-manager thread marks the child ended, with no time limit: a test suite
/// that waits on hundreds of programs from many threads at once must not stake its whole run on it, nor on a
/// child that never ends. This waits on `terminationHandler`, and a wait that runs out says so.
public final class ExitWatch: Sendable {
    /// Left once, when the process has ended.
    private let ended = DispatchGroup()

    /// Watches `process`, which has not been run yet; it takes over the process's `terminationHandler`.
    public init(_ process: Process) {
        ended.enter()
        process.terminationHandler = { [ended] _ in ended.leave() }
    }

    /// Waits at most `seconds` for the process to end; false if it is still running.
    public func wait(seconds: Double) -> Bool {
        ended.wait(timeout: .now() + seconds) == .success
    }

    /// Ends the process if it is still running: SIGTERM, then SIGKILL after `grace` seconds. True once it has
    /// ended; false if even SIGKILL did not end it within ten seconds.
    @discardableResult
    public func stop(_ process: Process, grace: Double = 10) -> Bool {
        if wait(seconds: 0) { return true }
        kill(process.processIdentifier, SIGTERM)
        if wait(seconds: grace) { return true }
        kill(process.processIdentifier, SIGKILL)
        return wait(seconds: 10)
    }
}

/// A child process that did not end within the time a test gave it; it has been killed.
public struct ChildProcessTimeout: Error, CustomStringConvertible {
    /// The program and its arguments.
    public var command: [String]
    /// The time it was given.
    public var seconds: Double
    /// The child's state when the time ran out, as Linux's `/proc/PID/stat` gives it (`R` running, `S` asleep,
    /// `Z` ended but its end not yet collected), or nil when it could not be read.
    public var state: Character?

    public init(command: [String], seconds: Double, state: Character? = nil) {
        self.command = command
        self.seconds = seconds
        self.state = state
    }

    public var description: String {
        let ended = state == "Z" ? " (it had ended, but its end was not reported)" : state.map { " (state \($0))" } ?? ""
        return "\(command.joined(separator: " ")) did not end within \(seconds) seconds\(ended) and was killed"
    }

    /// The state of process `pid` from `/proc/PID/stat`: the field after the parenthesised command name.
    static func state(of pid: Int32) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].first { $0 != " " }
    }
}

extension Process {
    /// Runs the process and returns once it has ended; one still running after `seconds` is killed and
    /// ``ChildProcessTimeout`` thrown. Its `terminationHandler` is taken over (see ``ExitWatch``).
    /// It is started through `ProcessLaunch`, as every child should be.
    public func runToExit(within seconds: Double = 300) throws {
        let watch = ExitWatch(self)
        try ProcessLaunch.run(self)
        guard watch.wait(seconds: seconds) else {
            let state = ChildProcessTimeout.state(of: processIdentifier)
            watch.stop(self, grace: 0)
            throw ChildProcessTimeout(
                command: [executableURL?.path ?? "?"] + (arguments ?? []), seconds: seconds, state: state)
        }
    }
}
