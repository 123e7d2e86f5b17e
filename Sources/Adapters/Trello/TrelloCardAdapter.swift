import Foundation
import StreamingJSON

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
/// ``TrelloImporter``, so a card keeps exactly the facts a Trello export keeps. The JSON in between is held as
/// `ExtraValue` trees, read and written by the shared JSON reader and writer. Safe to use from any thread.
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
        let value = try JSONReader.read(export.data, maximumDepth: BoardJSONReader.maximumDepth, ExtraValue.read)
        guard let whole = value.members, let cards = whole["cards"]?.objectArray, !cards.isEmpty else {
            throw AdapterError(code: .unexpectedContent, message: "The board has no cards to write as Trello cards.")
        }
        let resources = ExportResources(whole)
        let objects = cards.map { ExtraValue.object(Self.cardObject($0, in: whole, resources: resources)) }
        let written: ExtraValue = objects.count == 1 ? objects[0] : .array(objects)
        var data = Data(written.compactJSONText.utf8)
        data.append(0x0A)
        return ExportResult(data: data, warnings: export.warnings)
    }

    /// A board export's lists, custom fields, checklists, actions and members, looked up by id and by card,
    /// made once for all the cards written: a card then costs its own resources, not the board's.
    struct ExportResources {
        /// The first list of each id (a list without a string id under `nil`, as a comparison of ids finds it).
        let listsByID: [String?: [String: ExtraValue]]
        /// The custom fields and members in the export's order, and where each id stands among them.
        let fields: [[String: ExtraValue]], fieldPositions: [String: [Int]]
        let members: [[String: ExtraValue]], memberPositions: [String: [Int]]
        /// The checklists and actions of each card id, in the export's order (those naming no card under `nil`).
        let checklistsByCard: [String?: [[String: ExtraValue]]], actionsByCard: [String?: [[String: ExtraValue]]]

        init(_ export: [String: ExtraValue]) {
            let lists = export["lists"]?.objectArray ?? []
            var listsByID: [String?: [String: ExtraValue]] = [:]
            for list in lists where listsByID[list["id"]?.text] == nil {
                listsByID[list["id"]?.text] = list
            }
            self.listsByID = listsByID
            fields = export["customFields"]?.objectArray ?? []
            fieldPositions = Dictionary(grouping: fields.indices, by: { [fields] in fields[$0]["id"]?.text ?? "" })
            members = export["members"]?.objectArray ?? []
            memberPositions = Dictionary(grouping: members.indices, by: { [members] in members[$0]["id"]?.text ?? "" })
            checklistsByCard = Dictionary(grouping: export["checklists"]?.objectArray ?? []) { $0["idCard"]?.text }
            actionsByCard = Dictionary(grouping: export["actions"]?.objectArray ?? []) {
                $0["data"]?.members?["card"]?.members?["id"]?.text
            }
        }

        /// The items of `all` whose ids are in `ids`, in `all`'s order.
        static func picked(
            _ ids: Set<String>, from all: [[String: ExtraValue]], positions: [String: [Int]]
        ) -> [ExtraValue] {
            ids.flatMap { positions[$0] ?? [] }.sorted().map { ExtraValue.object(all[$0]) }
        }
    }

    /// One card of a board export with its nested resources.
    static func cardObject(
        _ card: [String: ExtraValue], in export: [String: ExtraValue], resources: ExportResources
    ) -> [String: ExtraValue] {
        let id = card["id"]?.text ?? ""
        var object = card
        object["list"] = resources.listsByID[card["idList"]?.text].map(ExtraValue.object)
        let fieldIDs = Set((card["customFieldItems"]?.objectArray ?? []).compactMap { $0["idCustomField"]?.text })
        object["board"] = .object([
            "id": export["id"] ?? .string(""), "name": export["name"] ?? .string(""),
            "desc": export["desc"] ?? .string(""),
            "customFields": .array(ExportResources.picked(fieldIDs, from: resources.fields, positions: resources.fieldPositions)),
        ])
        object["checklists"] = .array((resources.checklistsByCard[id] ?? []).map(ExtraValue.object))
        let actions = resources.actionsByCard[id] ?? []
        object["actions"] = .array(actions.map(ExtraValue.object))
        let memberIDs = Set(
            (card["idMembers"]?.elements ?? []).compactMap(\.text) + actions.compactMap { $0["idMemberCreator"]?.text })
        object["members"] = .array(ExportResources.picked(memberIDs, from: resources.members, positions: resources.memberPositions))
        return object
    }

    /// Reads Trello card objects (one object, or an array of them) into a board holding their lists and cards.
    /// - Throws: ``AdapterError``: `malformedInput` with line and column (and the JSON path) for bad JSON,
    ///   `limitExceeded` for JSON nested deeper than ``ImportOptions/maximumDepth``, `unexpectedContent` for
    ///   JSON that is not a card object (the JSON path of the first one that is not), or ``TrelloImporter``'s
    ///   errors.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let data = try input.readAdapterUTF8(maximumBytes: options.maximumInputBytes)
        let value: ExtraValue
        do {
            value = try JSONReader.read(data, maximumDepth: options.maximumDepth, ExtraValue.read)
        } catch let error as JSONReaderError {
            throw AdapterError(error, input: input.name)
        }
        let cards = value.objectArray ?? value.members.map { [$0] } ?? []
        if cards.isEmpty {
            throw AdapterError(
                code: .unexpectedContent, message: "The JSON is not a Trello card (an object with \"id\" and \"name\") or an array of them.",
                input: input.name, location: "(top level)")
        }
        for (index, card) in cards.enumerated() where card["id"]?.text == nil || card["name"]?.text == nil {
            throw AdapterError(
                code: .unexpectedContent, message: "A Trello card needs a string \"id\" and \"name\".",
                input: input.name, location: value.elements != nil ? "[\(index)]" : "(top level)")
        }
        let export = ExtraValue.object(Self.boardExport(of: cards))
        let bytes = Data(export.compactJSONText.utf8)
        return try TrelloImporter().importBoard(from: .data(bytes, name: input.name), as: .trelloBoardExport, options: options)
    }

    /// A Trello board export holding `cards` and the resources they carry.
    static func boardExport(of cards: [[String: ExtraValue]]) -> [String: ExtraValue] {
        var export: [String: ExtraValue] = ["labelNames": .object([:]), "prefs": .object([:])]
        let board = cards.first?["board"]?.members ?? [:]
        export["id"] = board["id"] ?? cards.first?["idBoard"] ?? .string("")
        export["name"] = board["name"] ?? .string("")
        export["desc"] = board["desc"] ?? .string("")
        var lists: [[String: ExtraValue]] = [], labels: [[String: ExtraValue]] = [], members: [[String: ExtraValue]] = []
        var fields: [[String: ExtraValue]] = [], checklists: [[String: ExtraValue]] = []
        var actions: [[String: ExtraValue]] = [], bare: [[String: ExtraValue]] = []
        // The ids each collection holds so far, beside it: the first item of each id is kept (items without an
        // id count as one id, as an equality test of the two ids would have it).
        var seenLists = Set<String?>(), seenLabels = Set<String?>(), seenMembers = Set<String?>()
        var seenFields = Set<String?>()
        func add(_ items: [[String: ExtraValue]], to all: inout [[String: ExtraValue]], seen: inout Set<String?>) {
            for item in items where seen.insert(item["id"]?.text).inserted { all.append(item) }
        }
        for card in cards {
            let listID = card["idList"]?.text ?? ""
            add([card["list"]?.members ?? ["id": .string(listID), "name": .string(""), "closed": .bool(false)]], to: &lists, seen: &seenLists)
            add(card["labels"]?.objectArray ?? [], to: &labels, seen: &seenLabels)
            add(card["members"]?.objectArray ?? [], to: &members, seen: &seenMembers)
            add(card["board"]?.members?["customFields"]?.objectArray ?? [], to: &fields, seen: &seenFields)
            checklists += card["checklists"]?.objectArray ?? []
            actions += card["actions"]?.objectArray ?? []
            var own = card
            for key in nestedKeys { own[key] = nil }
            own["idList"] = .string(listID)
            bare.append(own)
        }
        export["lists"] = .array(lists.map(ExtraValue.object))
        export["labels"] = .array(labels.map(ExtraValue.object))
        export["members"] = .array(members.map(ExtraValue.object))
        export["customFields"] = .array(fields.map(ExtraValue.object))
        export["checklists"] = .array(checklists.map(ExtraValue.object))
        export["actions"] = .array(actions.map(ExtraValue.object))
        export["cards"] = .array(bare.map(ExtraValue.object))
        return export
    }
}

extension ExtraValue {
    /// The members of an object; `nil` for any other value.
    fileprivate var members: [String: ExtraValue]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// The elements of an array; `nil` for any other value.
    fileprivate var elements: [ExtraValue]? {
        if case .array(let elements) = self { elements } else { nil }
    }

    /// The objects of an array of objects; `nil` for any other value, or an array holding anything but objects.
    fileprivate var objectArray: [[String: ExtraValue]]? {
        guard let elements else { return nil }
        var objects: [[String: ExtraValue]] = []
        for element in elements {
            guard let object = element.members else { return nil }
            objects.append(object)
        }
        return objects
    }

    /// The text of a string; `nil` for any other value.
    fileprivate var text: String? {
        if case .string(let text) = self { text } else { nil }
    }
}
