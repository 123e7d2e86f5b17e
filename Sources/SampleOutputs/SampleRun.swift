import Adapters
import Foundation

/// Runs every built-in adapter over the sample payloads: each payload is imported into a board with the standard
/// registry, and the board is exported with every exporter of that registry.
///
/// What `cardport-samples` writes and what the golden tests compare come from here, so both see the same bytes.
/// The built-in importers make deterministic ids (`html-card-1`…), so the outputs are the same on every run.
/// Pure apart from reading the payload files; safe from any thread.
public struct SampleRun: Sendable {
    /// The name of the file that lists a payload's import and export warnings, one a line.
    public static let warningsFileName = "warnings.txt"

    /// Creates a run.
    public init() {}

    /// The payload files of `directory`, sorted by name: every regular file but `README.md` and hidden files.
    /// - Throws: the file system's error when the folder cannot be listed.
    public func payloads(in directory: URL) throws -> [URL] {
        try FileManager.default
            .contentsOfDirectory(at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            .filter { $0.lastPathComponent != "README.md" && !$0.hasDirectoryPath }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The outputs of one payload: one file per exporter of the standard registry, `<name>.<extension>` in the
    /// exporter's preferred type, and ``warningsFileName``.
    ///
    /// The payload's type is the one its file name's extension is declared for, refined by its content as the
    /// planner does; a `.xml` file is told apart by its root element (see ``SampleTypes``).
    /// - Throws: `AdapterError` when the payload cannot be imported or the board cannot be exported.
    public func outputs(forPayloadAt url: URL) throws -> [SampleOutput] {
        let registry = AdapterRegistry.standard()
        let payload = url.lastPathComponent
        let input = AdapterInput.file(url)
        let declared = try SampleTypes.type(of: url)
        let imported = try ConversionPlanner(registry: registry)
            .plan(for: input, declaredAs: declared, goal: .board)
            .execute(input)
        guard let board = imported.board else {
            throw AdapterError(code: .noPlan, message: "no board was imported", input: url.path)
        }
        var warnings = imported.warnings.map { "import: \($0)" }
        var outputs: [SampleOutput] = []
        for exporter in registry.exporters.sorted(by: { $0.name < $1.name }) {
            guard let type = exporter.writableTypes.first else { continue }
            let result = try exporter.export(board, as: type, options: ExportOptions())
            warnings += result.warnings.map { "export \(exporter.name): \($0)" }
            let name = exporter.name + "." + Self.filenameExtension(for: type)
            outputs.append(SampleOutput(payload: payload, fileName: name, data: result.data))
        }
        let warningsText = warnings.map { $0 + "\n" }.joined()
        outputs.append(SampleOutput(payload: payload, fileName: Self.warningsFileName, data: Data(warningsText.utf8)))
        return outputs
    }

    /// The extension an output of `type` is saved with: the type's own preferred one, else that of the first of
    /// Markdown, JSON, XML and plain text it conforms to (Obsidian Kanban's `md`, a Trello export's `json`), so
    /// the file opens in a viewer that knows the format.
    static func filenameExtension(for type: UTType) -> String {
        if let own = type.preferredFilenameExtension { return own }
        for general in [UTType.markdown, .json, .xml, .plainText] where type.conforms(to: general) {
            if let fileExtension = general.preferredFilenameExtension { return fileExtension }
        }
        return "data"
    }

    /// The outputs of every payload in `directory`, payload by payload.
    /// - Throws: the first error of ``payloads(in:)`` or ``outputs(forPayloadAt:)``.
    public func outputs(forPayloadsIn directory: URL) throws -> [SampleOutput] {
        try payloads(in: directory).flatMap { try outputs(forPayloadAt: $0) }
    }

    /// Rewrites `expected` with the outputs of every payload in `payloads`: the folder is emptied first, so an
    /// output no longer made (a payload or exporter removed) disappears from it too.
    /// - Returns: the outputs written.
    /// - Throws: the first error reading a payload or writing a file.
    @discardableResult
    public func write(payloadsIn payloads: URL, to expected: URL) throws -> [SampleOutput] {
        let outputs = try outputs(forPayloadsIn: payloads)
        let files = FileManager.default
        if files.fileExists(atPath: expected.path) { try files.removeItem(at: expected) }
        for output in outputs {
            let folder = expected.appending(path: output.payload, directoryHint: .isDirectory)
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            try output.data.write(to: folder.appending(path: output.fileName), options: .atomic)
        }
        return outputs
    }
}
