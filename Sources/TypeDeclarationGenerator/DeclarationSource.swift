import Foundation
import UniformTypes

/// One declaration file's path and bytes, and how to turn a problem in it into a located diagnostic.
struct DeclarationSource: Sendable {
    /// The path, as diagnostics name it.
    var path: String
    /// The file's bytes.
    var data: Data

    /// Whether the bytes are JSON, judged as ``TypeDeclarationFile`` judges them: by the first non-blank byte.
    var isJSON: Bool {
        let first = data.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// Whether the bytes parse as a property list (and are not JSON).
    var isPropertyList: Bool {
        !isJSON && (try? PropertyListSerialization.propertyList(from: data, format: nil)) != nil
    }

    /// The parsed top-level value, or nil when the bytes do not parse.
    var rawRoot: Any? {
        if isJSON { return try? JSONSerialization.jsonObject(with: data) }
        return try? PropertyListSerialization.propertyList(from: data, format: nil)
    }

    /// A diagnostic at `keyPath`, with its line and column when the file is JSON.
    func diagnostic(_ code: GeneratorDiagnostic.Code, _ message: String, keyPath: String?) -> GeneratorDiagnostic {
        var diagnostic = GeneratorDiagnostic(code: code, message: message, file: path, keyPath: keyPath)
        if let keyPath, isJSON, let position = JSONKeyPathLocator(data).position(of: keyPath) {
            diagnostic.line = position.line
            diagnostic.column = position.column
        }
        return diagnostic
    }

    /// The diagnostic for an error from reading or registering this file's declarations.
    func diagnostic(for error: TypeRegistryError) -> GeneratorDiagnostic {
        let code: GeneratorDiagnostic.Code
        switch error.code {
        case .unreadableDeclarationFile: code = .unreadableFile
        case .duplicateExportedDeclaration: code = .duplicateDeclaration
        case .cyclicConformance: code = .cyclicConformance
        case .invalidDeclaration: code = .invalidDeclaration
        default: code = .malformedFile
        }
        guard let location = error.location else {
            return GeneratorDiagnostic(code: code, message: error.message, file: path)
        }
        // A file that does not parse is located by `line:column` (JSON) or `line` (XML property list).
        let numbers = location.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        if !numbers.isEmpty, numbers.count <= 2, let line = numbers[0], numbers.allSatisfy({ $0 != nil }) {
            return GeneratorDiagnostic(
                code: code, message: error.message, file: path, line: line, column: numbers.count == 2 ? numbers[1] : nil)
        }
        return diagnostic(code, error.message, keyPath: location)
    }
}
