import Dispatch
import Foundation
import Locking

/// The server's lines to standard error (the request log, warnings), written off the path that answers requests.
///
/// A request must never wait for whoever reads standard error: a terminal scrolled back, `cardport serve | less`
/// paused, or a parent process that never reads the pipe would otherwise stop every answer once the pipe's
/// buffer is full. Lines are handed to a serial queue of their own that may block on the write; when more than
/// ``limit`` bytes wait, further lines are left out and counted, and the next line written says how many.
final class ServerLog: Sendable {
    /// The log of this process.
    static let standardError = ServerLog { data in try? FileHandle.standardError.write(contentsOf: data) }

    /// The most bytes waiting to be written before lines are left out.
    static let limit = 256 * 1024

    private struct Backlog {
        var waitingBytes = 0
        var leftOut = 0
    }

    private let queue = DispatchQueue(label: "app.cardport.serve.log")
    private let backlog = Locked(Backlog())
    private let sink: @Sendable (Data) -> Void

    /// A log that writes through `sink`, which may block.
    init(sink: @escaping @Sendable (Data) -> Void) {
        self.sink = sink
    }

    /// Queues `line` (ending with a newline) and returns at once.
    func write(_ line: String) {
        let size = line.utf8.count
        let leftOut = backlog.withLock { backlog -> Int? in
            guard backlog.waitingBytes + size <= Self.limit else {
                backlog.leftOut += 1
                return nil
            }
            backlog.waitingBytes += size
            defer { backlog.leftOut = 0 }
            return backlog.leftOut
        }
        guard let leftOut else { return }
        let text = leftOut == 0 ? line
            : "cardport: serve: \(leftOut) log lines left out while standard error was not read\n" + line
        queue.async { [sink, backlog] in
            sink(Data(text.utf8))
            backlog.withLock { $0.waitingBytes -= size }
        }
    }
}
