import Adapters
import Foundation
import StreamingJSON

/// The external adapter protocol for an adapter written in Swift: one call in `main.swift` turns a
/// `BoardImporter` (and, if it is one, a `BoardExporter`) into a program Cardport runs as an external adapter.
///
/// ```swift
/// import AdapterKit
/// runAdapter(MyImporter())
/// ```
///
/// The program answers `read TYPE` by reading the payload on standard input and printing the board as Cardport's
/// native board JSON, and `write TYPE` by reading a board on standard input and printing the payload. An
/// `AdapterError` becomes `{"error": {"message": …, "line": …, "column": …}}` (or `"path"`) on standard error with
/// exit status 65; warnings become `{"warning": …}` lines.
///
/// The type named on the command line must be declared in the program's own process: Cardport's types are; a type of
/// the adapter's own is declared by the program before it calls ``runAdapter(_:)`` (for instance with
/// `TypeRegistry.shared.registerDeclarations(from:file:)` and the declaration its `adapter.json` holds).
public enum AdapterMain {
    /// What one run printed and its exit status, for tests and for ``runAdapter(_:)``.
    public struct Outcome: Sendable {
        /// The bytes for standard output.
        public var output: Data
        /// The bytes for standard error.
        public var errorOutput: Data
        /// The exit status: 0, 64 for a bad command line, 65 for bad data.
        public var status: Int32
    }

    /// Runs one request of the protocol.
    /// - Parameters:
    ///   - adapter: The importer (and maybe exporter) that does the work.
    ///   - arguments: The protocol's arguments: `read TYPE` or `write TYPE`.
    ///   - input: The bytes read from standard input.
    /// - Returns: What to print and the exit status.
    public static func run(_ adapter: any BoardImporter, arguments: [String], input: Data) -> Outcome {
        _ = UTType.cardportBoard  // Declares Cardport's own types in the shared registry, the native board's among them.
        guard arguments.count == 2, let type = UTType(arguments[1]) else {
            return failure("usage: \(adapter.name) read|write TYPE (a declared type identifier)", status: 64)
        }
        do {
            switch arguments[0] {
            case "read":
                let result = try adapter.importBoard(from: .data(input, name: "<stdin>"), as: type, options: ImportOptions())
                let board = try NativeBoardAdapter().export(result.board, as: .cardportBoard, options: ExportOptions())
                return Outcome(output: board.data, errorOutput: warnings(result.warnings), status: 0)
            case "write":
                guard let exporter = adapter as? any BoardExporter else {
                    return failure("the \(adapter.name) adapter does not write", status: 64)
                }
                let board = try NativeBoardAdapter().importBoard(
                    from: .data(input, name: "<stdin>"), as: .cardportBoard, options: ImportOptions()).board
                let result = try exporter.export(board, as: type, options: ExportOptions())
                return Outcome(output: result.data, errorOutput: warnings(result.warnings), status: 0)
            default:
                return failure("usage: \(adapter.name) read|write TYPE", status: 64)
            }
        } catch let error as AdapterError {
            return Outcome(output: Data(), errorOutput: message("error", error.message, location: error.location), status: 65)
        } catch {
            return failure("\(error)", status: 65)
        }
    }

    private static func failure(_ text: String, status: Int32) -> Outcome {
        Outcome(output: Data(), errorOutput: message("error", text, location: nil), status: status)
    }

    private static func warnings(_ warnings: [AdapterWarning]) -> Data {
        Data(warnings.map { message("warning", $0.message, location: $0.location) }.joined())
    }

    /// `{"KIND": {"message": …, "line": …, "column": …}}` or with `"path"`, as one line.
    private static func message(_ kind: String, _ text: String, location: String?) -> Data {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key(kind)
        writer.beginObject()
        writer.key("message")
        writer.string(text)
        if let location {
            let parts = location.split(separator: ":")
            let numbers = parts.compactMap { Int($0) }
            if numbers.count == parts.count, let line = numbers.first {
                writer.key("line")
                writer.number(line)
                if numbers.count > 1 {
                    writer.key("column")
                    writer.number(numbers[1])
                }
            } else {
                writer.key("path")
                writer.string(location)
            }
        }
        writer.endObject()
        writer.endObject()
        writer.finishLine()
        var data = Data()
        _ = writer.flush { bytes in
            data.append(contentsOf: bytes)
            return true
        }
        return data
    }
}

public func runAdapter(_ adapter: any BoardImporter) -> Never {
    let input = FileHandle.standardInput.readDataToEndOfFile()
    let outcome = AdapterMain.run(adapter, arguments: Array(CommandLine.arguments.dropFirst()), input: input)
    FileHandle.standardOutput.write(outcome.output)
    FileHandle.standardError.write(outcome.errorOutput)
    exit(outcome.status)
}
