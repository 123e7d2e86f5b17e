import Adapters
import Foundation

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
        let handle = try Self.open(argument)
        defer { try? handle.close() }
        let size = (try? FileManager.default.attributesOfItem(atPath: argument))?[.size] as? Int
        return try Self.readAll(handle, name: name, total: size, maximumBytes: maximumBytes)
    }

    /// Reads `argument` if it is `-` (standard input), else checks the file it names.
    /// - Throws: ``CommandFailure`` `noInput` (66) when the file is missing, a folder or unreadable,
    ///   `ioError` (74) when standard input cannot be read, `dataError` (65) when it is larger than
    ///   `maximumBytes`.
    static func read(_ argument: String, maximumBytes: Int = ImportOptions().maximumInputBytes) throws -> Payload {
        if argument == "-" {
            return Payload(argument: argument, name: "<stdin>", bytes: try readAll(
                FileHandle.standardInput, name: "<stdin>", total: nil, maximumBytes: maximumBytes),
                maximumBytes: maximumBytes)
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
            throw CommandFailure(.noInput, "\(argument): no such file", hint: "check the path, or give - to read standard input")
        }
        guard !isFolder.boolValue else { throw CommandFailure(.noInput, "\(argument): is a folder, not a file") }
        let handle = try open(argument)
        defer { try? handle.close() }
        let attributes = try? FileManager.default.attributesOfItem(atPath: argument)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            // A pipe or a device can be read once only, and only from the start: read it now.
            return Payload(argument: argument, name: argument, bytes: try readAll(
                handle, name: argument, total: nil, maximumBytes: maximumBytes), maximumBytes: maximumBytes)
        }
        if let size = attributes?[.size] as? Int, size > maximumBytes { throw tooLarge(argument, size, maximumBytes) }
        return Payload(argument: argument, name: argument, bytes: nil, maximumBytes: maximumBytes)
    }

    private static func open(_ path: String) throws -> FileHandle {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CommandFailure(.noInput, "\(path): cannot open the file for reading", hint: "check its permissions")
        }
        return handle
    }

    private static func readAll(_ handle: FileHandle, name: String, total: Int?, maximumBytes: Int) throws -> Data {
        var progress = ProgressBar("reading \(name)")
        defer { progress.finish() }
        var data = Data()
        if let total { data.reserveCapacity(total) }
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 1 << 20)
            } catch {
                throw CommandFailure(.ioError, "\(name): cannot read: \(error.localizedDescription)")
            }
            guard let chunk, !chunk.isEmpty else { break }
            data.append(chunk)
            if data.count > maximumBytes { throw tooLarge(name, data.count, maximumBytes) }
            progress.update(bytes: data.count, of: total)
        }
        return data
    }

    private static func tooLarge(_ name: String, _ size: Int, _ maximum: Int) -> CommandFailure {
        CommandFailure(.dataError, "\(name): the input is more than \(maximum) bytes (\(size)); it was not read")
    }
}
