import Boards
import Foundation
import UniformTypes

/// An adapter installed outside Cardport: a manifest and a program that speaks the external adapter protocol.
///
/// Registered in an ``AdapterRegistry`` like any other adapter, it reads the manifest's `reads` types and writes
/// its `writes` types by running the program once per payload:
/// - reading: `PROGRAM [arguments] read TYPE`, the payload's bytes on standard input, a Cardport board (the
///   native board JSON, `format: "cardport-board"`) on standard output;
/// - writing: `PROGRAM [arguments] write TYPE`, a Cardport board on standard input, the payload's bytes on
///   standard output.
///
/// Exit status 0 is success. Exit status 65 means the payload is bad data: the program writes
/// `{"error": {"message": "…", "line": 3, "column": 7}}` (or `"path": "tasks[2].due"` in place of line and column)
/// on standard error, and the import fails with exit 65 naming the input and that place. Anything else — another
/// status, a crash, a run past the time limit, more output than the limit, output that is not a board — is an
/// ``AdapterError`` with code `adapterFailed` naming the adapter (the command line's exit 69).
///
/// Lines of standard error of the form `{"warning": {"message": "…", "path": "…"}}` on success become the
/// import's warnings.
public struct ExternalAdapter: BoardImporter, BoardExporter {
    /// The manifest the adapter was made from.
    public let manifest: ExternalAdapterManifest

    /// Creates the adapter a manifest describes. Its types must be declared (in the manifest, or elsewhere) in the
    /// shared type registry before it reads or writes; ``ExternalAdapterDiscovery`` does that.
    public init(manifest: ExternalAdapterManifest) {
        self.manifest = manifest
    }

    /// The manifest's name.
    public var name: String { manifest.name }

    /// The manifest's `reads`, those declared in the shared type registry.
    public var readableTypes: [UTType] { manifest.reads.compactMap { UTType($0) } }

    /// The manifest's `writes`, those declared in the shared type registry.
    public var writableTypes: [UTType] { manifest.writes.compactMap { UTType($0) } }

    /// Runs the program on `input` and reads the board it prints.
    /// - Throws: ``AdapterError``: `unsupportedType` for a type the adapter does not read; `malformedInput` for a
    ///   payload the program reports as bad data (exit 65), located where it says; `adapterFailed` naming the
    ///   adapter when the program fails in any other way; the input's read errors.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        guard let declared = readableTypes.first(where: { type.conforms(to: $0) }) else {
            throw AdapterError(
                code: .unsupportedType, message: "the \(name) adapter does not read \(type.identifier)", input: input.name)
        }
        let data = try input.readAdapterData(maximumBytes: options.maximumInputBytes)
        let outcome = try run(["read", declared.identifier], input: data, inputName: input.name)
        do {
            var result = try NativeBoardAdapter().importBoard(
                from: .data(outcome.output, name: "\(name) adapter output"), as: .cardportBoard, options: options)
            result.warnings += Self.warnings(in: outcome.errorOutput)
            return result
        } catch let error as AdapterError {
            throw failure("printed output that is not a Cardport board (\(error.description))", input: input.name)
        }
    }

    /// Writes `board` as the native board JSON to the program and returns what it prints.
    /// - Throws: ``AdapterError``: `unsupportedType` for a type the adapter does not write; `unexpectedContent`
    ///   when the program refuses the board (exit 65); `adapterFailed` naming the adapter when it fails otherwise.
    public func export(_ board: Board, as type: UTType, options: ExportOptions) throws -> ExportResult {
        guard let declared = writableTypes.first(where: { $0 == type || $0.conforms(to: type) }) else {
            throw AdapterError(code: .unsupportedType, message: "the \(name) adapter does not write \(type.identifier)")
        }
        let boardJSON = try NativeBoardAdapter().export(board, as: .cardportBoard, options: options).data
        let outcome = try run(["write", declared.identifier], input: boardJSON, inputName: board.name)
        return ExportResult(data: outcome.output, warnings: Self.warnings(in: outcome.errorOutput))
    }

    /// Runs the program with the protocol's `arguments`; returns its outcome when it exits 0.
    private func run(_ protocolArguments: [String], input: Data, inputName: String) throws(AdapterError)
        -> ExternalProcess.Outcome
    {
        let process = ExternalProcess(
            executable: manifest.executable, arguments: manifest.arguments + protocolArguments, limits: manifest.limits)
        let outcome: ExternalProcess.Outcome
        do {
            outcome = try process.run(input: input)
        } catch {
            throw failure("could not be started (\(manifest.executable.path)): \(error)", input: inputName, cause: error)
        }
        let limits = manifest.limits
        switch outcome.termination {
        case .exited(0):
            return outcome
        case .exited(65):
            throw reportedError(outcome.errorOutput, input: inputName)
        case .exited(let status):
            throw failure("exited with status \(status)\(Self.excerpt(outcome.errorOutput))", input: inputName)
        case .signalled(let signal):
            throw failure(
                "was killed by signal \(signal) (a crash, or past its memory limit of \(limits.memoryBytes >> 20) MiB)"
                    + Self.excerpt(outcome.errorOutput), input: inputName)
        case .timedOut:
            throw failure("did not finish within its time limit of \(Self.seconds(limits.seconds)) s and was stopped", input: inputName)
        case .outputTooLarge:
            throw failure(
                "wrote more than its output limit of \(limits.outputBytes) bytes and was stopped", input: inputName)
        case .outputLeftOpen:
            throw failure("ended but left its output open (a process it started still holds it)", input: inputName)
        }
    }

    /// An `adapterFailed` error naming the adapter.
    private func failure(_ what: String, input: String, cause: (any Error)? = nil) -> AdapterError {
        AdapterError(
            code: .adapterFailed, message: "the external adapter “\(name)” \(what)", input: input,
            location: nil, cause: cause)
    }

    /// The error a program reported with exit status 65, or an `adapterFailed` error when it wrote none.
    private func reportedError(_ errorOutput: Data, input: String) -> AdapterError {
        guard let reported = ExternalAdapterMessage.parse(errorOutput, key: "error") else {
            return failure(
                "exited with status 65 without an error object on standard error" + Self.excerpt(errorOutput),
                input: input)
        }
        return AdapterError(
            code: .malformedInput, message: "\(name): \(reported.message)", input: input, location: reported.location)
    }

    /// The warnings a program reported on standard error, one JSON object a line.
    private static func warnings(in errorOutput: Data) -> [AdapterWarning] {
        errorOutput.split(separator: UInt8(ascii: "\n")).compactMap { line in
            ExternalAdapterMessage.parse(Data(line), key: "warning").map { AdapterWarning($0.message, location: $0.location) }
        }
    }

    /// The start of standard error, for a message: `: first line` or nothing.
    private static func excerpt(_ errorOutput: Data) -> String {
        let text = String(decoding: errorOutput.prefix(400), as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let last = lines.last(where: { !$0.isEmpty }) else { return "" }
        return ": " + String(last.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(200).map(Character.init))
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
