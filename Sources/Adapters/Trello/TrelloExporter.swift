/// Writes a board as a Trello "Export as JSON" board export, so tools that import Trello exports read it.
///
/// The output has the key structure of Trello's own exports: 24-hex ids, `pos` numbers, `idList`/`idLabels`/
/// `idChecklists`/`idBoard` links, top-level `checklists` with `checkItems`, comments as `commentCard` actions
/// with a `memberCreator`, and Trello colour names. Ids are derived from the board's ids, so the same board
/// always gives the same bytes, and a card imported from Trello keeps its Trello id and url.
/// ``TrelloImporter`` reads the output back to the same board (see the README for what "the same" means).
/// Safe to use from any thread.
public struct TrelloExporter: BoardExporter {
    /// Creates the exporter.
    public init() {}

    /// `trello`.
    public var name: String { "trello" }

    /// The Trello board export type.
    public var writableTypes: [UTType] { [.trelloBoardExport] }

    /// Writes `board` as a Trello board export.
    ///
    /// Warnings say what Trello's shape cannot hold: label colours Trello does not name, label ids the board
    /// does not define, and where cards from other systems came from.
    /// - Throws: ``AdapterError`` with code `unsupportedType` when `type` is not a Trello board export.
    public func export(_ board: Board, as type: UTType, options: ExportOptions) throws -> ExportResult {
        guard type.conforms(to: UTType.trelloBoardExport) || type == .json else {
            throw AdapterError(
                code: .unsupportedType,
                message: "The Trello exporter writes \(UTType.trelloBoardExport.identifier), not \(type.identifier).")
        }
        var writer = TrelloExportWriter(board: board, options: options)
        let data = writer.write()
        return ExportResult(data: data, warnings: writer.warnings)
    }
}
