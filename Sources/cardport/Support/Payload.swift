import Adapters
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A payload named on the command line: a file, or `-` for standard input.
///
/// Standard input, and a path that is not a regular file (a pipe such as `<(curl …)`, `/dev/stdin`), are read
/// whole when the payload is made. A regular file is only checked then (it exists, can be opened, is within the
/// size limit); the adapters read it themselves, in chunks where they can, so a large CSV file is never held
/// whole in memory. ``data()`` reads it whole for the commands that need its bytes, with a progress bar on
/// standard error when that is a terminal.
struct Payload {
    /// The argument as given: a path, or `-`.
    var argument: String
    /// The name messages use: the path, or `<stdin>`.
    var name: String
    /// The bytes read when the payload was made (standard input, a pipe); nil for a regular file.
    private var bytes: Data?
    /// The most bytes ``data()`` reads.
    private var maximumBytes: Int

    /// Whether the payload came from standard input.
    var isStandardInput: Bool { argument == "-" }

    /// The regular file the payload is, which adapters read from disk; nil when its bytes were read already.
    var file: URL? { bytes == nil ? URL(fileURLWithPath: argument) : nil }

    /// The payload's bytes: those read already, or the file's, read whole now.
    /// - Throws: ``CommandFailure`` `noInput` (66) when the file cannot be opened any more, `ioError` (74) when it
    ///   cannot be read, `dataError` (65) when it grew past the size limit.
    func data() throws -> Data {
        if let bytes { return bytes }
        let input = try InputPath(argument, maximumBytes: maximumBytes)
        return try input.readAll(maximumBytes: maximumBytes, progress: "reading \(name)")
    }

    /// Reads `argument` if it is `-` (standard input), else checks the file it names (``InputPath``).
    /// - Throws: ``CommandFailure`` `noInput` (66) when the file is missing, a folder, a device or unreadable,
    ///   `ioError` (74) when standard input cannot be read, `dataError` (65) when it is larger than
    ///   `maximumBytes`.
    static func read(_ argument: String, maximumBytes: Int = ImportOptions().maximumInputBytes) throws -> Payload {
        if argument == "-" {
            return Payload(argument: argument, name: "<stdin>", bytes: try readStandardInput(maximumBytes: maximumBytes),
                           maximumBytes: maximumBytes)
        }
        let input = try InputPath(argument, maximumBytes: maximumBytes)
        guard case .regular = input.kind else {
            // A pipe or a terminal can be read once only, and only from the start: read it now.
            return Payload(argument: argument, name: argument, bytes: try input.readAll(
                maximumBytes: maximumBytes, progress: "reading \(argument)"), maximumBytes: maximumBytes)
        }
        return Payload(argument: argument, name: argument, bytes: nil, maximumBytes: maximumBytes)
    }

    /// Standard input to its end, refused as soon as it passes `maximumBytes`.
    private static func readStandardInput(maximumBytes: Int) throws -> Data {
        try InputPath.readAll(STDIN_FILENO, name: "<stdin>", total: nil, maximumBytes: maximumBytes, progress: "reading <stdin>")
    }
}
