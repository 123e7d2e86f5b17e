import Adapters
import Foundation

/// Where a command writes a payload: a file (atomically, refusing to overwrite without `--force`) or
/// standard output (`-`).
struct OutputTarget {
    /// The path, or nil for standard output.
    var path: String?
    /// Whether an existing file may be replaced.
    var force: Bool

    /// The paths that name the process's own standard output: `-o /dev/stdout` writes there as `-o -` does,
    /// whatever it is connected to (a pipe, a terminal, a file the shell opened), instead of treating the link
    /// as a file to replace.
    static let standardOutputPaths: Set<String> = ["-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"]

    /// The target `-o` names; standard output when it is missing, `-` or one of ``standardOutputPaths``.
    init(_ argument: String?, force: Bool) {
        self.path = argument.map(Self.standardOutputPaths.contains) == true ? nil : argument
        self.force = force
    }

    /// Whether the payload goes to standard output.
    var isStandardOutput: Bool { path == nil }

    /// The name messages use: the path, or `<stdout>`.
    var name: String { path ?? "<stdout>" }

    /// Refuses early, before any work, what the write would refuse: an existing file without `--force`, a
    /// folder, device, FIFO or socket, a read-only file. The write checks again as it commits.
    /// - Throws: ``BoardStorageError`` (exit 73).
    func checkWritable() throws {
        if let path { try AtomicWriter(path: path, force: force).check() }
    }

    /// Writes `data`: atomically to the file (``AtomicWriter``), or to standard output.
    /// - Throws: ``BoardStorageError`` (exit 73, or 75 when another writer holds the folder's lock), or
    ///   ``CommandFailure`` `ioError` (74).
    func write(_ data: Data) throws {
        if let path {
            try AtomicWriter(path: path, force: force).write(data)
        } else {
            try data.withUnsafeBytes { try OutputBuffer.writeStandardOutput($0) }
        }
    }
}
