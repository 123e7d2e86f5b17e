import Adapters
import Foundation

/// A payload named on the command line: a file, or `-` for standard input, read whole.
///
/// Reading shows a progress bar on standard error when it is a terminal (bytes read of the file's size).
struct Payload {
    /// The argument as given: a path, or `-`.
    var argument: String
    /// The name messages use: the path, or `<stdin>`.
    var name: String
    /// The bytes.
    var data: Data

    /// Whether the payload came from standard input.
    var isStandardInput: Bool { argument == "-" }

    /// The payload as an adapter reads it, named for messages.
    var input: AdapterInput { .data(data, name: name) }

    /// Reads `argument`: a file, or standard input for `-`.
    /// - Throws: ``CommandFailure`` `noInput` (66) when the file is missing, a folder or unreadable,
    ///   `ioError` (74) when standard input cannot be read, `dataError` (65) when it is larger than
    ///   `maximumBytes`.
    static func read(_ argument: String, maximumBytes: Int = ImportOptions().maximumInputBytes) throws -> Payload {
        if argument == "-" {
            return Payload(argument: argument, name: "<stdin>", data: try readAll(
                FileHandle.standardInput, name: "<stdin>", total: nil, maximumBytes: maximumBytes))
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
            throw CommandFailure(.noInput, "\(argument): no such file", hint: "check the path, or give - to read standard input")
        }
        guard !isFolder.boolValue else { throw CommandFailure(.noInput, "\(argument): is a folder, not a file") }
        guard let handle = FileHandle(forReadingAtPath: argument) else {
            throw CommandFailure(.noInput, "\(argument): cannot open the file for reading", hint: "check its permissions")
        }
        defer { try? handle.close() }
        let size = (try? FileManager.default.attributesOfItem(atPath: argument))?[.size] as? Int
        if let size, size > maximumBytes { throw tooLarge(argument, size, maximumBytes) }
        return Payload(argument: argument, name: argument, data: try readAll(
            handle, name: argument, total: size, maximumBytes: maximumBytes))
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
