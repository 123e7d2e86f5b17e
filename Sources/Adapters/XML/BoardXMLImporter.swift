import Foundation
import Markup

/// Reads Cardport board XML (`app.cardport.board-xml`) back to the board it describes.
///
/// Parsing is hardened as everywhere in Cardport (no network, no external entities, entity-expansion limits,
/// the options' size and depth limits) and streamed: each card is read as its end tag arrives, so the
/// document's whole tree is never held. The reader checks what it needs (the `board` root in the format's
/// namespace, required ids, dates, numbers and booleans) and reports the line of anything wrong; it does not
/// run the full schema validation, which ``BoardXMLFormat/schema()`` offers. Stateless and `Sendable`.
public struct BoardXMLImporter: BoardImporter {
    /// `board-xml`.
    public var name: String { "board-xml" }
    /// `BoardXMLFormat.type`.
    public var readableTypes: [UTType] { [UTType.cardportBoardXML] }

    /// Creates the importer.
    public init() {}

    /// Reads `input` as Cardport board XML.
    /// - Throws: ``AdapterError``: `malformedInput` for XML that does not parse or values that do not read,
    ///   `unexpectedContent` for XML that is not a Cardport board, `limitExceeded` past the options' limits;
    ///   always with the input's name and the line.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let reader = BoardXMLStreamReader(input: input.name)
        try input.streamXML(options: options, into: reader)
        return ImportResult(board: try reader.finish())
    }
}
