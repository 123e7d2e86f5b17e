import Foundation
import StreamingJSON

/// Reads a Wekan board export (`_format: "wekan-board-1.0.0"`) as a board.
///
/// - lists → lists, by `sort`; a WIP limit that is enabled and hard becomes the list's card limit;
/// - cards → cards, by `sort` within their list: title, description (Markdown) as notes, labels (Wekan's colour
///   names kept as they are), members and assignees as members and the creator (`userId`) as reporter (people
///   from `users`, by Wekan id, with username and full name), start and due dates, `dueComplete`, created date,
///   archived as archived, custom field values as custom fields (a dropdown as an option field, a list of
///   texts as lines of a text), comments;
/// - subtasks: a card's `parentId` becomes a `parent` link, and the parent card gets a `child` link to each of
///   its subtasks; a parent or subtask that is not a card of the board (on the board `subtasksDefaultBoardId`
///   names, or left out) is linked by its Wekan id (and title, when the export has it);
/// - swimlanes: Cardport's boards have none, so when a board has more than one, a card's swimlane becomes the
///   value of an option field `Swimlane`; the swimlanes are kept in the board's `extra["wekan"]` either way;
/// - checklists and their items, by `sort`, with their finished state.
///
/// Whatever else a record holds is kept verbatim in the nearest `extra["wekan"]`: the board's settings
/// (`allowsSubtasks`, `subtasksDefaultBoardId`, `subtasksDefaultListId`, `presentParentTask`, the other
/// `allows…` switches, `permission`, dates) under `settings`, its members with their roles under `members`, the
/// other fields of users, labels and custom fields (a currency's code) by id; a list's other fields (colour,
/// width, a soft WIP limit) in the list's; a card's `vote` and `poker` (when used), `receivedAt`, `endAt`, colour,
/// swimlane, `requestedBy`, `spentTime`, dependencies and other fields, and the other fields of its comments
/// (reactions), checklists and items by id, in the card's. Empty values (`null`, `""`, `[]`, `{}`), an unused
/// vote and a disabled WIP limit are not kept.
///
/// Attachments whose bytes the export embeds (base64 in `file`, as Wekan's exporter writes them) become the
/// card's attachments, typed by their bytes, with the bytes in ``ImportResult/files``, for a caller that keeps
/// files (``ImportOptions/carriesFiles``); `coverId` makes one the card's cover. Other attachments are kept by
/// name in the card's `extra`. Activities, automation rules, attachments not carried, subtasks on other boards
/// (kept as links only), custom field values Cardport cannot read and records that point at something absent
/// are counted in ``ImportLosses``. Stateless and `Sendable`.
public struct WekanImporter: BoardImporter {
    /// `wekan`.
    public var name: String { "wekan" }
    /// `com.wekan.board-export`.
    public var readableTypes: [UTType] { [.wekanBoardExport] }

    /// Creates the importer.
    public init() {}

    /// Reads `input` as a Wekan board export.
    /// - Throws: ``AdapterError``: `malformedInput` for bad JSON (with line, column and JSON path),
    ///   `unexpectedContent` naming the JSON path or the missing keys when it is not a Wekan export,
    ///   `limitExceeded` for input larger or deeper than `options` allow.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let data = try input.readAdapterUTF8(maximumBytes: options.maximumInputBytes)
        let export: WekanExport
        do {
            export = try JSONReader.read(data, maximumDepth: options.maximumDepth) { reader in
                let kind = try reader.peek()
                guard kind == .object else {
                    throw AdapterError(
                        code: .unexpectedContent,
                        message: "the JSON is \(kind), not a Wekan board export (an object with lists and cards)",
                        input: input.name, location: "(top level)")
                }
                return try WekanExport(reading: &reader)
            }
        } catch let error as JSONReaderError {
            throw AdapterError(error, input: input.name)
        }
        let missing = WekanExport.requiredKeys.filter { !export.topLevelKeys.contains($0) }
        guard missing.isEmpty else {
            throw AdapterError(
                code: .unexpectedContent,
                message: "the JSON is not a Wekan board export: the top-level "
                    + (missing.count == 1 ? "key " : "keys ") + missing.map { "\"\($0)\"" }.joined(separator: ", ")
                    + (missing.count == 1 ? " is" : " are") + " missing",
                input: input.name, location: "(top level)")
        }
        var warnings: [AdapterWarning] = []
        if let format = export.format, format != WekanFormat.formatIdentifier {
            warnings.append(AdapterWarning(
                "the export's format is \"\(format)\", not \"\(WekanFormat.formatIdentifier)\"; read as that",
                location: "_format"))
        }
        var builder = WekanBoardBuilder(export: export, options: options)
        var result = builder.build()
        result.warnings.insert(contentsOf: warnings, at: 0)
        return result
    }
}
