import Foundation

/// Where a command writes a payload: a file (atomically, refusing to overwrite without `--force`) or
/// standard output (`-`).
struct OutputTarget {
    /// The path, or nil for standard output.
    var path: String?
    /// Whether an existing file may be replaced.
    var force: Bool

    /// The target `-o` names; standard output when it is missing or `-`.
    init(_ argument: String?, force: Bool) {
        self.path = argument == "-" ? nil : argument
        self.force = force
    }

    /// Whether the payload goes to standard output.
    var isStandardOutput: Bool { path == nil }

    /// The name messages use: the path, or `<stdout>`.
    var name: String { path ?? "<stdout>" }

    /// Refuses early, before any work, when the file exists and `--force` was not given.
    /// - Throws: ``CommandFailure`` `cannotCreate` (73).
    func checkWritable() throws {
        if let path, !force, FileManager.default.fileExists(atPath: path) {
            throw CommandFailure(.cannotCreate, "\(path): the file exists", hint: "pass --force to overwrite it")
        }
    }

    /// Writes `data`: atomically to the file, or to standard output.
    /// - Throws: ``CommandFailure`` `cannotCreate` (73) or `ioError` (74).
    func write(_ data: Data) throws {
        if let path {
            try AtomicWrite.write(data, to: path, force: force)
        } else {
            do {
                try FileHandle.standardOutput.write(contentsOf: data)
            } catch {
                throw CommandFailure(.ioError, "cannot write to standard output: \(error.localizedDescription)")
            }
        }
    }
}
