import CardportTestSupport
import Foundation
import Locking

/// An X server of the test's own (Xvfb on a free display number, chosen by the server through `-displayfd`),
/// stopped when the test is done.
///
/// When Xvfb cannot start, ``start()`` throws: in CI (`CI=true`) the test fails with the reason; elsewhere the
/// caller may skip with ``Unavailable/reason`` printed, never silently.
package final class VirtualDisplay: Sendable {
    /// Why no display could be started.
    package struct Unavailable: Error, CustomStringConvertible {
        package var reason: String
        package init(reason: String) { self.reason = reason }
        package var description: String { reason }
    }

    /// `:N`, for `DISPLAY`.
    package let name: String
    /// The server's process; Foundation's `Process` is not `Sendable`, so it is only touched under this lock.
    private let process: Locked<Process>
    private let exit: ExitWatch

    private init(name: String, process: Process, exit: ExitWatch) {
        self.name = name
        self.process = Locked(process)
        self.exit = exit
    }

    /// Starts Xvfb and waits until it says which display it took.
    package static func start() async throws -> VirtualDisplay {
        try await offPool {
            guard let path = findExecutable("Xvfb") else {
                throw Unavailable(reason: "Xvfb is not installed (apt-get install xvfb; .ci/run installs it)")
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "1280x800x24", "-noreset"]
            let output = ProcessLaunch.pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            let exit = ExitWatch(process)
            try runWithTerminationSignals(process)
            var text = ""
            while !text.contains("\n") {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                process.terminate()
                throw Unavailable(reason: "Xvfb did not report a display number (it printed '\(text)')")
            }
            return VirtualDisplay(name: ":\(number)", process: process, exit: exit)
        }
    }

    /// Starts a display, or records why not: a failure under CI, a visible skip note elsewhere (nil).
    package static func startOrExplain() async throws -> VirtualDisplay? {
        do {
            return try await start()
        } catch let error as Unavailable {
            if ProcessInfo.processInfo.environment["CI"] == "true" { throw error }
            print("skipped, no X server: \(error.reason)")
            return nil
        }
    }

    /// Stops the server (every client of it exits with it), and waits for it: ten seconds, then it is killed.
    package func stop() {
        process.withLock { exit.stop($0) }
    }

    /// The environment of a program run on this display.
    package var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        environment["GDK_BACKEND"] = "x11"
        return environment
    }
}

/// The full path of `name` on `PATH`, or nil.
package func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") + ["/usr/bin"] {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// Runs blocking work on a thread of its own, never on the cooperative pool nor on Dispatch's: Dispatch on Linux
/// adds a worker only when its monitor sees every worker blocked, one at a time, so tests that each block one
/// (waiting for a window, a process, a transfer) would hold up the callbacks of the code under test.
package func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}
