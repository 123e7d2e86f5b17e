import Foundation

/// Reads and writes Trello *card* objects (`com.trello.card`): what a card dragged out of a board offers to a
/// tool that speaks Trello, one card object rather than a whole board export.
///
/// The object has the shape Trello's REST API gives for `GET /1/cards/{id}` with the card's nested resources
/// asked for (`board`, `list`, `checklists`, `actions=commentCard`, `members`, `customFieldItems`): the card's
/// own keys (`id`, `name`, `desc`, `idLabels`, `labels`, `due`, `attachments`…) beside `list`, `board` (id,
/// name, and the custom field definitions the card's values use), `checklists`, `actions` and `members`.
/// Several cards are a JSON array of such objects.
///
/// Both directions go through the Trello board export: writing takes the card out of what ``TrelloExporter``
/// writes for the cards' board, reading puts the cards back into a board export and reads it with
/// ``TrelloImporter``, so a card keeps exactly the facts a Trello export keeps. Safe to use from any thread.
public struct TrelloCardAdapter: BoardImporter, BoardExporter {
    /// Creates the adapter.
    public init() {}

    /// `trello-card`.
    public var name: String { "trello-card" }

    /// The Trello card type.
    public var readableTypes: [UTType] { [.trelloCard] }

    /// The Trello card type.
    public var writableTypes: [UTType] { [.trelloCard] }

    /// The nested resources a card object carries besides its own keys.
    static let nestedKeys = ["list", "board", "checklists", "actions", "members"]

    /// Writes the cards of `board` as Trello card objects: one object for one card, an array for several.
    /// - Throws: ``AdapterError`` `unsupportedType` for another type; `unexpectedContent` for a board without cards.
    public func export(_ board: Board, as type: UTType, options: ExportOptions) throws -> ExportResult {
        guard type.conforms(to: .trelloCard) else {
            throw AdapterError(code: .unsupportedType, message: "The Trello card writer writes \(UTType.trelloCard.identifier), not \(type.identifier).")
        }
        let export = try TrelloExporter().export(board, as: .trelloBoardExport, options: options)
        guard let whole = try JSONSerialization.jsonObject(with: export.data) as? [String: Any],
            let cards = whole["cards"] as? [[String: Any]], !cards.isEmpty
        else {
            throw AdapterError(code: .unexpectedContent, message: "The board has no cards to write as Trello cards.")
        }
        let objects = cards.map { Self.cardObject($0, in: whole) }
        let value: Any = objects.count == 1 ? objects[0] : objects
        var data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])
        data.append(0x0A)
        return ExportResult(data: data, warnings: export.warnings)
    }

    /// One card of a board export with its nested resources.
    static func cardObject(_ card: [String: Any], in export: [String: Any]) -> [String: Any] {
        let id = card["id"] as? String ?? ""
        var object = card
        let lists = export["lists"] as? [[String: Any]] ?? []
        object["list"] = lists.first { $0["id"] as? String == card["idList"] as? String }
        let fieldIDs = Set((card["customFieldItems"] as? [[String: Any]] ?? []).compactMap { $0["idCustomField"] as? String })
        object["board"] = [
            "id": export["id"] ?? "", "name": export["name"] ?? "", "desc": export["desc"] ?? "",
            "customFields": (export["customFields"] as? [[String: Any]] ?? []).filter {
                fieldIDs.contains($0["id"] as? String ?? "")
            },
        ] as [String: Any]
        object["checklists"] = (export["checklists"] as? [[String: Any]] ?? []).filter { $0["idCard"] as? String == id }
        let actions = (export["actions"] as? [[String: Any]] ?? []).filter {
            (($0["data"] as? [String: Any])?["card"] as? [String: Any])?["id"] as? String == id
        }
        object["actions"] = actions
        let memberIDs = Set((card["idMembers"] as? [String] ?? []) + actions.compactMap { $0["idMemberCreator"] as? String })
        object["members"] = (export["members"] as? [[String: Any]] ?? []).filter { memberIDs.contains($0["id"] as? String ?? "") }
        return object
    }

    /// Reads Trello card objects (one object, or an array of them) into a board holding their lists and cards.
    /// - Throws: ``AdapterError``: `malformedInput` with line and column for bad JSON, `unexpectedContent` for
    ///   JSON that is not a card object (the JSON path of the first one that is not), or ``TrelloImporter``'s
    ///   errors.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let data = try input.readAdapterData(maximumBytes: options.maximumInputBytes)
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: data)
        } catch {
            // The Trello reader reports the syntax error with its line and column.
            _ = try TrelloImporter().importBoard(from: .data(data, name: input.name), as: .trelloBoardExport, options: options)
            throw AdapterError(code: .malformedInput, message: "The input is not JSON.", input: input.name, cause: error)
        }
        let cards = (value as? [[String: Any]]) ?? (value as? [String: Any]).map { [$0] } ?? []
        if cards.isEmpty || (value is [Any] && (value as? [[String: Any]]) == nil) {
            throw AdapterError(
                code: .unexpectedContent, message: "The JSON is not a Trello card (an object with \"id\" and \"name\") or an array of them.",
                input: input.name, location: "(top level)")
        }
        for (index, card) in cards.enumerated() where !(card["id"] is String) || !(card["name"] is String) {
            throw AdapterError(
                code: .unexpectedContent, message: "A Trello card needs a string \"id\" and \"name\".",
                input: input.name, location: value is [Any] ? "[\(index)]" : "(top level)")
        }
        let export = Self.boardExport(of: cards)
        let bytes = try JSONSerialization.data(withJSONObject: export, options: [.sortedKeys])
        return try TrelloImporter().importBoard(from: .data(bytes, name: input.name), as: .trelloBoardExport, options: options)
    }

    /// A Trello board export holding `cards` and the resources they carry.
    static func boardExport(of cards: [[String: Any]]) -> [String: Any] {
        var export: [String: Any] = ["labelNames": [String: Any](), "prefs": [String: Any]()]
        let board = cards.first?["board"] as? [String: Any] ?? [:]
        export["id"] = board["id"] ?? cards.first?["idBoard"] ?? ""
        export["name"] = board["name"] ?? ""
        export["desc"] = board["desc"] ?? ""
        var lists: [[String: Any]] = [], labels: [[String: Any]] = [], members: [[String: Any]] = []
        var fields: [[String: Any]] = [], checklists: [[String: Any]] = [], actions: [[String: Any]] = []
        var bare: [[String: Any]] = []
        func add(_ items: [[String: Any]], to all: inout [[String: Any]]) {
            for item in items where !all.contains(where: { $0["id"] as? String == item["id"] as? String }) { all.append(item) }
        }
        for card in cards {
            let listID = card["idList"] as? String ?? ""
            add([card["list"] as? [String: Any] ?? ["id": listID, "name": "", "closed": false]], to: &lists)
            add(card["labels"] as? [[String: Any]] ?? [], to: &labels)
            add(card["members"] as? [[String: Any]] ?? [], to: &members)
            add((card["board"] as? [String: Any])?["customFields"] as? [[String: Any]] ?? [], to: &fields)
            checklists += card["checklists"] as? [[String: Any]] ?? []
            actions += card["actions"] as? [[String: Any]] ?? []
            var own = card
            for key in nestedKeys { own[key] = nil }
            own["idList"] = listID
            bare.append(own)
        }
        export["lists"] = lists
        export["labels"] = labels
        export["members"] = members
        export["customFields"] = fields
        export["checklists"] = checklists
        export["actions"] = actions
        export["cards"] = bare
        return export
    }
}
