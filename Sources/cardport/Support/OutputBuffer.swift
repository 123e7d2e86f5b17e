import Foundation

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
        do {
            try FileHandle.standardOutput.write(contentsOf: pending)
        } catch {
            throw CommandFailure(.ioError, "cannot write to standard output: \(error.localizedDescription)")
        }
        pending.removeAll(keepingCapacity: true)
    }
}
