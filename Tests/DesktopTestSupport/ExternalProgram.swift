import Foundation
import Locking

/// A program nobody here wrote (xclip, xdotool, a GTK 4 window), run on a test's display.
///
/// ``run(_:input:timeout:)`` runs one to the end and gives its output; a program that outlives `timeout` is
/// terminated and reported, so a test never hangs. ``launch(_:)`` starts one that serves in the foreground
/// (`xclip -quiet -i`) until ``stop()``, collecting its standard output and error as one text.
package final class ExternalProgram: Sendable {
    /// What a finished program left.
    package struct Finished: Sendable {
        package var status: Int32
        package var output: Data
        package var errorText: String
        package var timedOut: Bool
        package var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// The process; Foundation's `Process` is not `Sendable`, so it is only touched under this lock.
    private let process: Locked<Process>
    /// Left when the process has exited.
    private let exited = DispatchGroup()
    private let lines: Locked<(buffer: String, waiting: [(String, DispatchSemaphore)])>
    private let outputPipe: Pipe

    private init(process: Process, outputPipe: Pipe) {
        self.process = Locked(process)
        self.outputPipe = outputPipe
        self.lines = Locked(("", []))
    }

    /// Runs `arguments` (the program first) on `display` to the end.
    package static func run(_ arguments: [String], on display: some TestDesktop, input: Data? = nil,
                    timeout: DispatchTimeInterval = .seconds(60)) async throws -> Finished {
        try await offPool {
            let process = try makeProcess(arguments, display: display)
            let output = ProcessLaunch.pipe(), errors = ProcessLaunch.pipe(), stdin = ProcessLaunch.pipe()
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = input == nil ? FileHandle.nullDevice : stdin
            let exited = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in exited.signal() }
            try runWithTerminationSignals(process)
            if let input {
                Thread.detachNewThread {
                    try? stdin.fileHandleForWriting.write(contentsOf: input)
                    try? stdin.fileHandleForWriting.close()
                }
            }
            let collected = Locked((Data(), Data()))
            let reading = DispatchGroup()
            for (index, pipe) in [output, errors].enumerated() {
                reading.enter()
                Thread.detachNewThread {
                    let data = pipe.fileHandleForReading.readDataToEndOfFile()
                    collected.withLock { if index == 0 { $0.0 = data } else { $0.1 = data } }
                    reading.leave()
                }
            }
            var timedOut = exited.wait(timeout: .now() + timeout) == .timedOut
            var ended = !timedOut
            if timedOut {
                kill(process.processIdentifier, SIGKILL)
                ended = exited.wait(timeout: .now() + 10) == .success
            }
            // A child the program left behind may hold its output open: that is a timeout too, never a hang.
            if reading.wait(timeout: .now() + 10) == .timedOut { timedOut = true }
            let (out, err) = collected.withLock { $0 }
            // Foundation only knows the status once it has seen the exit.
            return Finished(status: ended ? process.terminationStatus : -1, output: out,
                            errorText: String(decoding: err, as: UTF8.self), timedOut: timedOut)
        }
    }

    /// Starts `arguments` on `display` and returns at once; its standard input gets `input` then closes.
    package static func launch(_ arguments: [String], on display: some TestDesktop, input: Data? = nil,
                       environment extra: [String: String] = [:]) throws -> ExternalProgram {
        let process = try makeProcess(arguments, display: display, extra: extra)
        let output = ProcessLaunch.pipe(), stdin = ProcessLaunch.pipe()
        process.standardOutput = output
        process.standardError = output  // One stream: xclip says it is ready on standard error.
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        let program = ExternalProgram(process: process, outputPipe: output)
        program.exited.enter()
        let group = program.exited
        process.terminationHandler = { _ in group.leave() }
        try runWithTerminationSignals(process)
        // A thread of its own reads to the end, holding the handle open until then. (A readability handler
        // is a dispatch source on the descriptor, and libdispatch's event loop on Linux can crash when a
        // descriptor is closed while its source is still registered; a blocking read has no such race.)
        let reading = output.fileHandleForReading
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(reading.fileDescriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                program.received(String(decoding: buffer[..<count], as: UTF8.self))
            }
        }
        if let input {
            try stdin.fileHandleForWriting.write(contentsOf: input)
            try stdin.fileHandleForWriting.close()
        }
        return program
    }

    private func received(_ text: String) {
        let ready = lines.withLock { state in
            state.buffer += text
            let buffer = state.buffer
            let (hit, rest) = state.waiting.reduce(into: ([DispatchSemaphore](), [(String, DispatchSemaphore)]())) {
                if buffer.contains($1.0) { $0.0.append($1.1) } else { $0.1.append($1) }
            }
            state.waiting = rest
            return hit
        }
        ready.forEach { $0.signal() }
    }

    /// Waits (off the cooperative pool) until the program has printed `text`; false if it did not within
    /// `timeout`.
    package func waitForOutput(_ text: String, timeout: DispatchTimeInterval = .seconds(30)) async throws -> Bool {
        try await offPool {
            let semaphore = DispatchSemaphore(value: 0)
            let already = self.lines.withLock { state in
                if state.buffer.contains(text) { return true }
                state.waiting.append((text, semaphore))
                return false
            }
            return already || semaphore.wait(timeout: .now() + timeout) == .success
        }
    }

    /// Everything printed so far.
    package var output: String { lines.withLock { $0.buffer } }

    /// Waits for the program to exit by itself (off the pool); false if it had not within `timeout`.
    package func waitForExit(timeout: DispatchTimeInterval = .seconds(30)) async throws -> Bool {
        try await offPool {
            self.exited.wait(timeout: .now() + timeout) == .success
        }
    }

    /// The exit status, once exited.
    package var status: Int32 { process.withLock { $0.terminationStatus } }

    /// Sends the signal `number` (SIGHUP, SIGTERM, …) to the program if it is still running.
    package func send(signal number: Int32) {
        process.withLock { if $0.isRunning { kill($0.processIdentifier, number) } }
    }

    /// Terminates the program if it is still running, and waits for it: ten seconds, then it is killed.
    package func stop() {
        process.withLock { if $0.isRunning { $0.terminate() } }
        if exited.wait(timeout: .now() + 10) == .timedOut {
            process.withLock { if $0.isRunning { kill($0.processIdentifier, SIGKILL) } }
            _ = exited.wait(timeout: .now() + 10)
        }
    }

    private static func makeProcess(_ arguments: [String], display: some TestDesktop,
                                    extra: [String: String] = [:]) throws -> Process {
        guard let path = arguments.first.flatMap({ $0.hasPrefix("/") ? $0 : findExecutable($0) }) else {
            throw VirtualDisplay.Unavailable(reason: "\(arguments.first ?? "?") is not installed (.ci/run installs it)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = Array(arguments.dropFirst())
        process.environment = display.environment.merging(extra) { $1 }
        return process
    }
}
