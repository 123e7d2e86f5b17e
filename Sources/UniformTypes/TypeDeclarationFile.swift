import Foundation

/// The type declarations of one file: an Info.plist-style property list (XML or binary) or a JSON file with the
/// same keys.
///
/// The top level is a dictionary with `UTExportedTypeDeclarations` and/or `UTImportedTypeDeclarations`, each an
/// array of declaration dictionaries (keys in ``TypeDeclaration/PropertyListKey``). Other top-level keys are
/// ignored. The format is told from the content: JSON starts with `{` or `[`; anything else is read as an XML
/// or binary property list (so the old OpenStep text format, which also starts with `{`, is not read).
///
/// Reading registers nothing: hand the value to `TypeRegistry.register(_:)`, or read and register in one step
/// with ``TypeRegistry/registerDeclarations(contentsOf:)``.
public struct TypeDeclarationFile: Sendable {
    /// The top-level key of the exported declarations.
    public static let exportedKey = "UTExportedTypeDeclarations"
    /// The top-level key of the imported declarations.
    public static let importedKey = "UTImportedTypeDeclarations"

    /// The file's name as errors show it, if it came from a file.
    public var file: String?
    /// The declarations, exported ones first, each array in file order.
    public var declarations: [TypeDeclaration]
    /// Where each declaration sits in the file (`UTExportedTypeDeclarations[0]`), index for index.
    public var locations: [String]

    /// Reads the declarations in a file.
    /// - Throws: ``TypeRegistryError`` with code `unreadableDeclarationFile` when the file cannot be read, and
    ///   as ``init(data:file:)`` otherwise. The error's `file` is the path.
    public init(contentsOf url: URL) throws(TypeRegistryError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path) ? "cannot be read" : "does not exist"
            throw TypeRegistryError(
                code: .unreadableDeclarationFile, message: "the declaration file \(reason)", file: url.path)
        }
        try self.init(data: data, file: url.path)
    }

    /// Reads declarations from the bytes of a property list (XML or binary) or a JSON object.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - file: the name errors give for the file.
    /// - Throws: ``TypeRegistryError`` with code `malformedDeclarationFile`: for bytes that do not parse, the
    ///   location is `line:column` (JSON) or the line (XML property list); for a value of the wrong shape, the
    ///   key path (`UTExportedTypeDeclarations[2].UTTypeIdentifier`).
    public init(data: Data, file: String? = nil) throws(TypeRegistryError) {
        let root = try Self.parse(data, file: file)
        guard let dictionary = root as? [String: Any] else {
            throw TypeRegistryError(
                code: .malformedDeclarationFile,
                message: "the top level must be a dictionary with \(Self.exportedKey) or \(Self.importedKey)",
                file: file)
        }
        guard dictionary[Self.exportedKey] != nil || dictionary[Self.importedKey] != nil else {
            throw TypeRegistryError(
                code: .malformedDeclarationFile,
                message: "the file declares no types: expected \(Self.exportedKey) or \(Self.importedKey)",
                file: file)
        }
        var declarations: [TypeDeclaration] = []
        var locations: [String] = []
        for (key, kind) in [(Self.exportedKey, TypeDeclaration.Kind.exported), (Self.importedKey, .imported)] {
            guard let value = dictionary[key] else { continue }
            guard let array = value as? [Any] else {
                throw TypeRegistryError(
                    code: .malformedDeclarationFile, message: "\(key) must be an array of dictionaries",
                    file: file, location: key)
            }
            for (index, element) in array.enumerated() {
                let path = "\(key)[\(index)]"
                guard let entry = element as? [String: Any] else {
                    throw TypeRegistryError(
                        code: .malformedDeclarationFile, message: "a type declaration must be a dictionary",
                        file: file, location: path)
                }
                declarations.append(try TypeDeclaration(propertyList: entry, kind: kind, path: path, file: file))
                locations.append(path)
            }
        }
        self.file = file
        self.declarations = declarations
        self.locations = locations
    }

    private static func parse(_ data: Data, file: String?) throws(TypeRegistryError) -> Any {
        guard !data.isEmpty else {
            throw TypeRegistryError(code: .malformedDeclarationFile, message: "the file is empty", file: file)
        }
        let firstByte = data.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
        if firstByte == UInt8(ascii: "{") || firstByte == UInt8(ascii: "[") {
            do {
                return try JSONSerialization.jsonObject(with: data)
            } catch {
                throw TypeRegistryError(
                    code: .malformedDeclarationFile, message: "the file is not valid JSON",
                    file: file, location: jsonErrorLocation(error, in: data))
            }
        }
        if BinaryPropertyListScan.containsSet(data) {
            throw TypeRegistryError(
                code: .malformedDeclarationFile,
                message: "the binary property list holds a set, which type declarations never use", file: file)
        }
        do {
            return try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            if data.starts(with: Array("bplist".utf8)) {
                throw TypeRegistryError(
                    code: .malformedDeclarationFile, message: "the file is not a valid binary property list",
                    file: file)
            }
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            var line: String?
            if let reason, let range = reason.range(of: #"line \d+"#, options: .regularExpression) {
                line = String(reason[range].dropFirst("line ".count))
            }
            throw TypeRegistryError(
                code: .malformedDeclarationFile,
                message: "the file is neither a JSON object nor a valid property list"
                    + (reason.map { " (\($0))" } ?? ""),
                file: file, location: line)
        }
    }

    /// `line:column` (both from 1) of the byte offset Foundation names in a JSON error
    /// ("… around character 17."), or nil when it names none.
    static func jsonErrorLocation(_ error: any Error, in data: Data) -> String? {
        guard let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String,
              let range = reason.range(of: #"character \d+"#, options: .regularExpression),
              let offset = Int(reason[range].dropFirst("character ".count))
        else { return nil }
        return lineAndColumn(ofByteOffset: offset, in: data)
    }

    /// `line:column` of a byte offset: lines and columns count from 1; columns count characters, not bytes.
    static func lineAndColumn(ofByteOffset offset: Int, in data: Data) -> String {
        let prefix = data.prefix(max(0, min(offset, data.count)))
        var line = 1
        var lineStart = prefix.startIndex
        for index in prefix.indices where prefix[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: prefix[lineStart...], as: UTF8.self).count + 1
        return "\(line):\(column)"
    }
}
