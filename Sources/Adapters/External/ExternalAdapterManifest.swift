import Foundation
import StreamingJSON
import UniformTypes

/// What an external adapter's `adapter.json` declares: its name, its executable, the types it reads and writes,
/// how to recognise its content, and its limits.
///
/// The manifest is one JSON object. Its type declarations use the keys of a `.uttypes.json` file
/// (`UTExportedTypeDeclarations`, `UTImportedTypeDeclarations`) and are read by the same reader; the other keys are:
///
/// ```json
/// {
///   "name": "taskwarrior",
///   "executable": "taskwarrior-adapter.py",
///   "arguments": [],
///   "reads": ["com.taskwarrior.export"],
///   "writes": [],
///   "recognition": {
///     "extensions": ["json"], "mimeTypes": [], "magic": ["["], "jsonKeys": ["uuid", "status", "entry"]
///   },
///   "limits": { "seconds": 30, "memoryMegabytes": 1024, "outputMegabytes": 256 }
/// }
/// ```
///
/// `executable` is a path relative to the manifest's folder (or absolute). `magic` strings are matched against the
/// first bytes of a payload after leading whitespace; a string starting with `hex:` gives the bytes in hexadecimal.
public struct ExternalAdapterManifest: Sendable, Hashable {
    /// The name the manifest file has inside an adapter's folder.
    public static let fileName = "adapter.json"

    /// The adapter's name, as `cardport adapters` lists it: lowercase letters, digits, `-`, `_` and `.`.
    public var name: String
    /// The program run for each payload.
    public var executable: URL
    /// Arguments given to the program before the protocol's own (`read TYPE` or `write TYPE`).
    public var arguments: [String]
    /// The identifiers of the types the adapter reads.
    public var reads: [String]
    /// The identifiers of the types the adapter writes.
    public var writes: [String]
    /// The hints that say a payload is the adapter's format.
    public var recognition: ExternalAdapterRecognition
    /// The limits each run of the program is held to.
    public var limits: ExternalAdapterLimits
    /// The type declarations of the manifest, in `.uttypes.json` form.
    public var declarations: [TypeDeclaration]
    /// The manifest file.
    public var file: URL

    /// Reads a manifest file.
    /// - Throws: ``AdapterError`` naming the file: `unreadableInput` when it cannot be read, `malformedInput`
    ///   for bad JSON (location `line:column`), `unexpectedContent` for a missing or wrong value (location the
    ///   JSON path, such as `recognition.jsonKeys[1]`).
    public init(contentsOf file: URL) throws(AdapterError) {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw AdapterError(
                code: .unreadableInput, message: "cannot read the adapter manifest", input: file.path, cause: error)
        }
        try self.init(data: data, file: file)
    }

    /// Reads a manifest from its bytes; `file` names it in errors and anchors a relative `executable`.
    /// - Throws: as ``init(contentsOf:)``.
    public init(data: Data, file: URL) throws(AdapterError) {
        var fields = Fields()
        do {
            try JSONReader.read(data, maximumDepth: 16) { reader in
                try reader.forEachMember { reader, key in try fields.read(key, from: &reader) }
            }
        } catch let error as JSONReaderError {
            throw AdapterError(error, input: file.path, context: "not an adapter manifest", typeMismatch: .unexpectedContent)
        } catch let error as AdapterError {
            throw AdapterError(code: error.code, message: error.message, input: file.path, location: error.location)
        } catch {
            throw AdapterError(code: .malformedInput, message: "\(error)", input: file.path, cause: error)
        }
        func missing(_ key: String, _ what: String) -> AdapterError {
            AdapterError(code: .unexpectedContent, message: "the manifest has no “\(key)”: \(what)", input: file.path, location: key)
        }
        guard let name = fields.name else { throw missing("name", "give the adapter a name") }
        guard !name.isEmpty, name.unicodeScalars.allSatisfy(Self.nameCharacters.contains) else {
            throw AdapterError(
                code: .unexpectedContent,
                message: "the name “\(name)” must be lowercase letters, digits, “-”, “_” or “.”",
                input: file.path, location: "name")
        }
        guard let executable = fields.executable, !executable.isEmpty else {
            throw missing("executable", "name the program to run, relative to the manifest's folder")
        }
        guard !fields.reads.isEmpty || !fields.writes.isEmpty else {
            throw missing("reads", "list the type identifiers the adapter reads (or writes, under “writes”)")
        }
        let declarations: [TypeDeclaration]
        if fields.hasDeclarations {
            do {
                declarations = try TypeDeclarationFile(data: data, file: file.path).declarations
            } catch {
                throw AdapterError(
                    code: .unexpectedContent, message: error.message, input: file.path, location: error.location,
                    cause: error)
            }
        } else {
            declarations = []
        }
        let folder = file.deletingLastPathComponent()
        self.name = name
        self.executable =
            executable.hasPrefix("/") ? URL(fileURLWithPath: executable) : folder.appendingPathComponent(executable)
        self.arguments = fields.arguments
        self.reads = fields.reads
        self.writes = fields.writes
        self.recognition = fields.recognition
        self.limits = fields.limits
        self.declarations = declarations
        self.file = file
    }

    /// The characters a name may have.
    private static let nameCharacters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz0123456789-_.")
}

extension ExternalAdapterManifest {
    /// The manifest's values as they are read, before the checks that need all of them.
    private struct Fields {
        var name: String?
        var executable: String?
        var arguments: [String] = []
        var reads: [String] = []
        var writes: [String] = []
        var recognition = ExternalAdapterRecognition()
        var limits = ExternalAdapterLimits()
        var hasDeclarations = false

        mutating func read(_ key: JSONKey, from reader: inout JSONReader) throws {
            switch key {
            case "name": name = try reader.readString()
            case "executable": executable = try reader.readString()
            case "arguments": arguments = try Self.strings(&reader)
            case "reads": reads = try Self.strings(&reader)
            case "writes": writes = try Self.strings(&reader)
            case "recognition":
                try reader.forEachMember { reader, key in
                    switch key {
                    case "extensions": recognition.extensions = try Self.strings(&reader).map { $0.lowercased() }
                    case "mimeTypes": recognition.mimeTypes = try Self.strings(&reader).map { $0.lowercased() }
                    case "magic": recognition.magic = try Self.magic(&reader)
                    case "jsonKeys": recognition.jsonKeys = try Self.strings(&reader)
                    default: try reader.skipValue()
                    }
                }
            case "limits":
                try reader.forEachMember { reader, key in
                    switch key {
                    case "seconds": limits.seconds = try Self.positive(&reader, "limits.seconds")
                    case "memoryMegabytes":
                        limits.memoryBytes = Int(try Self.positive(&reader, "limits.memoryMegabytes") * 1_048_576)
                    case "outputMegabytes":
                        limits.outputBytes = Int(try Self.positive(&reader, "limits.outputMegabytes") * 1_048_576)
                    default: try reader.skipValue()
                    }
                }
            case let key where [TypeDeclarationFile.exportedKey, TypeDeclarationFile.importedKey].contains(key.string):
                hasDeclarations = true
                try reader.skipValue()
            default:
                try reader.skipValue()
            }
        }

        static func strings(_ reader: inout JSONReader) throws -> [String] {
            var values: [String] = []
            try reader.forEachElement { reader, _ in values.append(try reader.readString()) }
            return values
        }

        static func magic(_ reader: inout JSONReader) throws -> [[UInt8]] {
            var values: [[UInt8]] = []
            try reader.forEachElement { reader, index in
                let text = try reader.readString()
                guard text.hasPrefix("hex:") else {
                    values.append(Array(text.utf8))
                    return
                }
                let digits = Array(text.dropFirst(4).filter { !$0.isWhitespace })
                var bytes: [UInt8] = []
                var position = 0
                while position + 1 < digits.count, let byte = UInt8(String(digits[position...position + 1]), radix: 16) {
                    bytes.append(byte)
                    position += 2
                }
                guard position == digits.count, !bytes.isEmpty else {
                    throw AdapterError(
                        code: .unexpectedContent, message: "“\(text)” is not an even number of hexadecimal digits",
                        location: "recognition.magic[\(index)]")
                }
                values.append(bytes)
            }
            return values
        }

        static func positive(_ reader: inout JSONReader, _ path: String) throws -> Double {
            let value = try reader.readNumber()
            guard value > 0, value.isFinite else {
                throw AdapterError(code: .unexpectedContent, message: "the limit must be a positive number", location: path)
            }
            return value
        }
    }
}
