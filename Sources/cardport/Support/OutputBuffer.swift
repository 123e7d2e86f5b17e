import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output written in large blocks, so that a command answering thousands of lines makes few writes.
///
/// Not thread-safe: one command owns one buffer. Call ``flush()`` before the command returns.
struct OutputBuffer {
    private var pending: [UInt8] = []
    private let limit: Int

    /// A buffer that writes whenever `limit` bytes are pending.
    init(limit: Int = 1 << 16) {
        self.limit = limit
        pending.reserveCapacity(limit)
    }

    /// Appends `line` and a newline.
    /// - Throws: ``CommandFailure`` (`ioError`) when writing fails.
    mutating func writeLine(_ line: String) throws {
        pending.append(contentsOf: line.utf8)
        pending.append(UInt8(ascii: "\n"))
        if pending.count >= limit { try flush() }
    }

    /// Writes what is pending.
    /// - Throws: ``CommandFailure`` (`ioError`) when writing fails.
    mutating func flush() throws {
        guard !pending.isEmpty else { return }
        try pending.withUnsafeBytes { try Self.writeStandardOutput($0) }
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` to standard output with `write(2)`, whole.
    /// - Throws: ``CommandFailure`` `ioError` (74) naming the system's reason (`no space left on device`).
    static func writeStandardOutput(_ bytes: UnsafeRawBufferPointer) throws {
        var done = 0
        while done < bytes.count {
            let count = write(STDOUT_FILENO, bytes.baseAddress! + done, bytes.count - done)
            if count < 0 {
                if errno == EINTR { continue }
                throw CommandFailure(.ioError, "cannot write to standard output: \(InputPath.reason(errno))")
            }
            done += count
        }
    }
}
