import Dispatch
import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of an external adapter's program: bytes in on standard input, bytes out on standard output, held to
/// the adapter's limits.
///
/// The program is started through `/bin/sh`, which sets the memory limit (`ulimit -v`) and then `exec`s it, so the
/// limit applies to the program and to nothing in Cardport. Standard input is written, and standard output and
/// error are read, each on a thread of its own (blocking I/O never waits for a free Dispatch worker, which a busy
/// process may not have), so a program that reads nothing or writes without end cannot block Cardport; the
/// caller's thread waits on a semaphore with the time limit. Writing to a program that exited
/// early must not kill Cardport, so `SIGPIPE` is ignored in the process from the first run on (a write then fails
/// with `EPIPE`).
struct ExternalProcess {
    /// How a run ended.
    enum Termination: Equatable {
        /// The program exited with this status.
        case exited(Int32)
        /// The program was killed by this signal (a crash, or the kernel's memory limit).
        case signalled(Int32)
        /// The program ran past the time limit and was killed.
        case timedOut
        /// The program wrote more than the output limit and was killed.
        case outputTooLarge
        /// The program left its output open after it ended (a child of its own still holds it).
        case outputLeftOpen
    }

    /// What a run produced.
    struct Outcome {
        var termination: Termination
        var output: Data
        /// The first bytes of standard error, up to the limit.
        var errorOutput: Data
    }

    /// Which stream a reader drains.
    private enum Stream { case output, error }

    /// What the readers collect; shared between the reading queues and the waiting thread.
    private struct Collected {
        var output = Data()
        var errorOutput = Data()
        var outputTooLarge = false
    }

    var executable: URL
    var arguments: [String]
    var limits: ExternalAdapterLimits

    /// Runs the program on `input` and waits for it, at most the time limit.
    /// - Throws: an error from `Process` when the program cannot be started at all.
    func run(input: Data) throws -> Outcome {
        _ = Self.ignoreBrokenPipes
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let kilobytes = max(1, limits.memoryBytes / 1024)
        process.arguments =
            ["-c", "ulimit -v \(kilobytes) 2>/dev/null; exec \"$0\" \"$@\"", executable.path] + arguments
        // Another run started on another thread at the same time must not inherit these pipes, nor the socket
        // through which Foundation learns that this program ended: a child holding a copy would keep them open
        // after this program ends (see `ProcessLaunch`). Close-on-exec also keeps the pipes from children started
        // some other way; the child's own ends are duplicated onto 0, 1 and 2, which clears the flag there.
        let stdin = ProcessLaunch.pipe()
        let stdout = ProcessLaunch.pipe()
        let stderr = ProcessLaunch.pipe()
        for handle in [stdin.fileHandleForReading, stdin.fileHandleForWriting, stdout.fileHandleForReading,
                       stdout.fileHandleForWriting, stderr.fileHandleForReading, stderr.fileHandleForWriting] {
            _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
        }
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try ProcessLaunch.run(process)
        let pid = process.processIdentifier

        let collected = Locked(Collected())
        let readers = DispatchGroup()
        let limits = self.limits
        for (stream, pipe) in [(Stream.output, stdout), (.error, stderr)] {
            readers.enter()
            // The handle is captured, so its descriptor stays open (and is not reused) while the reader reads it,
            // even when the wait below gives up on a reader first.
            let handle = pipe.fileHandleForReading
            Thread.detachNewThread {
                defer { readers.leave() }
                Self.drain(handle.fileDescriptor, stream: stream, limits: limits, into: collected) {
                    kill(pid, SIGKILL)
                }
            }
        }
        let writer = stdin.fileHandleForWriting
        Thread.detachNewThread {
            Self.writeAll(input, to: writer.fileDescriptor)
            try? writer.close()
        }

        var termination: Termination?
        if ended.wait(timeout: .now() + limits.seconds) == .timedOut {
            kill(pid, SIGKILL)
            ended.wait()
            termination = .timedOut
        }
        // The program has ended; its output ends with it unless a child of its own still holds the pipe.
        if readers.wait(timeout: .now() + 5) == .timedOut {
            termination = termination ?? .outputLeftOpen
        }
        let result = collected.withLock { $0 }
        if result.outputTooLarge {
            termination = .outputTooLarge
        }
        if termination == nil {
            termination =
                process.terminationReason == .uncaughtSignal
                ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
        }
        return Outcome(termination: termination!, output: result.output, errorOutput: result.errorOutput)
    }

    /// Reads `descriptor` to its end, keeping standard output up to its limit (calling `overflow` once past it)
    /// and standard error up to its own.
    private static func drain(
        _ descriptor: Int32, stream: Stream, limits: ExternalAdapterLimits, into collected: Locked<Collected>,
        overflow: () -> Void
    ) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            let tooLarge = collected.withLock { (collected: inout Collected) -> Bool in
                switch stream {
                case .output:
                    guard !collected.outputTooLarge else { return false }
                    if collected.output.count + count > limits.outputBytes {
                        collected.outputTooLarge = true
                        collected.output = Data()
                        return true
                    }
                    collected.output.append(contentsOf: buffer[0..<count])
                case .error:
                    let room = max(0, limits.errorBytes - collected.errorOutput.count)
                    collected.errorOutput.append(contentsOf: buffer[0..<min(room, count)])
                }
                return false
            }
            if tooLarge { overflow() }
        }
    }

    /// Writes all of `data` to `descriptor`, stopping quietly when the reader has gone (`EPIPE`).
    private static func writeAll(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { raw in
            guard var base = raw.baseAddress else { return }
            var remaining = raw.count
            while remaining > 0 {
                let written = write(descriptor, base, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                remaining -= written
                base += written
            }
        }
    }

    /// Ignores `SIGPIPE` once for the process, so writing to a program that stopped reading fails with `EPIPE`.
    private static let ignoreBrokenPipes: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
    }()
}
