import Foundation

/// Reads a Trello "Export as JSON" board export into a board, at full fidelity.
///
/// Lists, cards, checklists and items are ordered by `pos`, never by array order; archived (`closed`) lists and
/// cards come in as archived unless ``ImportOptions/includeArchived`` is false; comments come from `commentCard`
/// actions, oldest first. Unknown keys are ignored and optional keys may be missing; a card, checklist or
/// comment that points at something absent is left out with a warning naming its JSON path.
///
/// The export is read with a pull reader over the bytes, which decodes only the keys carried and skips the
/// rest, so memory stays near the size of the input. Safe to use from any thread.
public struct TrelloImporter: BoardImporter {
    /// The type of a Trello board export: `com.trello.board-export`, conforming to `public.json`.
    static let boardExportType = UTType(importedAs: "com.trello.board-export", conformingTo: .json)

    /// Creates the importer.
    public init() {}

    /// `trello`.
    public var name: String { "trello" }

    /// The Trello board export type, then `public.json` (the content is checked when reading).
    public var readableTypes: [UTType] { [Self.boardExportType, .json] }

    /// Reads `input` as a Trello board export.
    /// - Throws: ``AdapterError``: `malformedInput` with line and column for bad JSON or UTF-8,
    ///   `unexpectedContent` naming the missing keys for JSON that is not a Trello export, `limitExceeded` for
    ///   input larger or deeper than `options` allow, `unreadableInput` for a file that cannot be read.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws
        -> ImportResult
    {
        let data = try input.readData()
        guard !data.isEmpty else {
            throw AdapterError(
                code: .malformedInput,
                message: "The input is empty (0 bytes); a Trello board export is a JSON object.",
                input: input.name, location: "1:1")
        }
        guard data.count <= options.maximumInputBytes else {
            throw AdapterError(
                code: .limitExceeded,
                message: "The input is \(data.count) bytes, more than the limit of \(options.maximumInputBytes).",
                input: input.name)
        }
        let export: TrelloExport
        do {
            export = try JSONReader.read(data, maximumDepth: options.maximumDepth) { reader in
                let kind = try reader.peek()
                guard kind == .object else {
                    throw AdapterError(
                        code: .unexpectedContent,
                        message: "The JSON is \(kind), not a Trello board export (an object with the keys "
                            + TrelloExport.requiredKeys.joined(separator: ", ") + ").",
                        input: input.name, location: "(top level)")
                }
                return try TrelloExport(reading: &reader)
            }
        } catch let error as JSONReaderError {
            throw Self.adapterError(error, input: input.name)
        }
        let missing = TrelloExport.requiredKeys.filter { !export.topLevelKeys.contains($0) }
        guard missing.isEmpty else {
            throw AdapterError(
                code: .unexpectedContent,
                message: "The JSON is not a Trello board export: the top-level "
                    + (missing.count == 1 ? "key " : "keys ")
                    + missing.map { "\"\($0)\"" }.joined(separator: ", ")
                    + (missing.count == 1 ? " is" : " are") + " missing.",
                input: input.name, location: "(top level)")
        }
        let (board, warnings) = export.board(options: options)
        return ImportResult(board: board, warnings: warnings)
    }

    static func adapterError(_ error: JSONReaderError, input: String) -> AdapterError {
        let code: AdapterError.Code =
            switch error.code {
            case .tooDeep: .limitExceeded
            case .unexpectedType: .unexpectedContent
            default: .malformedInput
            }
        return AdapterError(
            code: code, message: "\(error.message) (at \(error.path))", input: input, location: error.location)
    }
}
