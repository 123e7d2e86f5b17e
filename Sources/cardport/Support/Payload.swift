import Adapters
import Foundation

/// A payload named on the command line: a file, or `-` for standard input.
///
/// Standard input is read whole when the payload is made. A file is only checked then (it exists, is not a
/// folder, can be opened, is within the size limit); the adapters read it themselves, in chunks where they can,
/// so a large CSV file is never held whole in memory. ``data()`` reads it whole for the commands that need its
/// bytes, with a progress bar on standard error when that is a terminal.
struct Payload {
    /// The argument as given: a path, or `-`.
    var argument: String
    /// The name messages use: the path, or `<stdin>`.
    var name: String
    /// Standard input's bytes; nil for a file.
    private var standardInput: Data?
    /// The most bytes ``data()`` reads.
    private var maximumBytes: Int

    /// Whether the payload came from standard input.
    var isStandardInput: Bool { standardInput != nil }

    /// The file, unless the payload came from standard input.
    var file: URL? { isStandardInput ? nil : URL(fileURLWithPath: argument) }

    /// The payload's bytes: standard input's, or the file's, read whole now.
    /// - Throws: ``CommandFailure`` `ioError` (74) when the file cannot be read, `dataError` (65) when it grew
    ///   past the size limit.
    func data() throws -> Data {
        if let standardInput { return standardInput }
        guard let handle = FileHandle(forReadingAtPath: argument) else {
            throw CommandFailure(.noInput, "\(argument): cannot open the file for reading", hint: "check its permissions")
        }
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
            return Payload(argument: argument, name: "<stdin>", standardInput: try readAll(
                FileHandle.standardInput, name: "<stdin>", total: nil, maximumBytes: maximumBytes),
                maximumBytes: maximumBytes)
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
            throw CommandFailure(.noInput, "\(argument): no such file", hint: "check the path, or give - to read standard input")
        }
        guard !isFolder.boolValue else { throw CommandFailure(.noInput, "\(argument): is a folder, not a file") }
        guard let handle = FileHandle(forReadingAtPath: argument) else {
            throw CommandFailure(.noInput, "\(argument): cannot open the file for reading", hint: "check its permissions")
        }
        try? handle.close()
        let size = (try? FileManager.default.attributesOfItem(atPath: argument))?[.size] as? Int
        if let size, size > maximumBytes { throw tooLarge(argument, size, maximumBytes) }
        return Payload(argument: argument, name: argument, standardInput: nil, maximumBytes: maximumBytes)
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
