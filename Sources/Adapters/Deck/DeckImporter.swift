import Foundation
import StreamingJSON

/// Reads a Nextcloud Deck export into boards: `occ deck:export`'s file (every board a user owns, old and new
/// versions), and one board as Deck's API and web interface write it (`{"id", "title", "stacks": [...]}`).
///
/// Each Deck board becomes a board whose id is Deck's board id (so `--board 188` chooses it):
/// - stacks → lists, in Deck's `order` (then the export's order); a stack Deck marks `isDoneColumn` keeps that
///   mark in its `extra["deck"]`;
/// - cards, in `order`: title, description (Markdown) as notes, labels with their colours (`#rrggbb`), assignees
///   as members and the owner as reporter (people by Deck user id, with display names), due and start dates,
///   `done` (a date in Deck 1.11 and later) as done with the date in `extra["deck"]`, archived as archived,
///   `createdAt` as created, the colour in `extra["deck"]`, dependent cards as links, comments (where the
///   export has them: Deck's API and web export do, `occ deck:export` does not);
/// - the people a board is shared with join its people directory.
///
/// Stacks and cards in Deck's trash (`deletedAt` set), attachments (the export names them but holds no file),
/// comments the export only counts, sharing permissions and links to cards outside the board are counted in
/// ``ImportLosses``. Stateless and `Sendable`.
public struct DeckImporter: BoardCollectionImporter {
    /// `deck`.
    public var name: String { "deck" }
    /// `com.nextcloud.deck-export`.
    public var readableTypes: [UTType] { [.deckExport] }

    /// Creates the importer.
    public init() {}

    /// Reads every board of `input`, in the export's order.
    /// - Throws: ``AdapterError``: `malformedInput` for bad JSON (with line, column and JSON path),
    ///   `unexpectedContent` naming the JSON path when the JSON is not a Deck export, `limitExceeded` for input
    ///   larger or deeper than `options` allow.
    public func importBoards(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> [ImportResult] {
        let data = try input.readAdapterUTF8(maximumBytes: options.maximumInputBytes)
        let export: DeckExport
        do {
            export = try JSONReader.read(data, maximumDepth: options.maximumDepth) { reader in
                try DeckExport(reading: &reader, input: input.name)
            }
        } catch let error as JSONReaderError {
            throw AdapterError(error, input: input.name)
        }
        return export.boards.map { build($0, version: export.version, options: options) }
    }

    private func build(_ source: DeckExport.Board, version: String?, options: ImportOptions) -> ImportResult {
        var losses = ImportLosses()
        var warnings: [AdapterWarning] = []
        var dates = CSVDateReader()
        var board = Board(id: source.id.isEmpty ? "deck-board" : source.id, name: source.title)
        var deckExtra: [String: ExtraValue] = [:]
        if let version { deckExtra["version"] = .string(version) }
        if let color = source.color, !color.isEmpty { deckExtra["color"] = .string(Self.hexColor(color)) }
        if source.archived { deckExtra["archived"] = .bool(true) }
        if source.deletedAt > 0 { deckExtra["deletedAt"] = .number(String(Int64(source.deletedAt))) }

        var people: [String: String] = [:]
        func personID(_ participant: DeckExport.Participant) -> String {
            if let id = people[participant.uid] { return id }
            let id = "deck-user-" + participant.uid
            people[participant.uid] = id
            board.people.append(Person(
                id: id, name: participant.displayName == participant.uid ? "" : participant.displayName,
                username: participant.uid))
            return id
        }
        if let owner = source.owner { deckExtra["owner"] = .string(personID(owner)) }
        for share in source.shares { _ = personID(share.participant) }
        losses.record(source.shares.count, "sharing permissions", outcome: "not carried (the people are kept)")

        var labelsByID: [String: String] = [:]
        var labelsByName: [String: String] = [:]
        func labelID(_ label: DeckExport.Label) -> String {
            if let id = label.id, let known = labelsByID[id] { return known }
            let nameKey = label.title + "\u{1F}" + (label.color ?? "")
            if label.id == nil, let known = labelsByName[nameKey] { return known }
            let id = "deck-label-" + (label.id ?? String(board.labels.count + 1))
            board.labels.append(Label(id: id, name: label.title, color: label.color.map(Self.hexColor)))
            if let sourceID = label.id { labelsByID[sourceID] = id }
            labelsByName[nameKey] = id
            return id
        }
        for label in source.labels { _ = labelID(label) }

        let cardIDs = Set(source.stacks.filter { $0.deletedAt == 0 }.flatMap { $0.cards.map(\.id) })
        var deletedCards = 0
        for stack in Self.ordered(source.stacks, by: \.order) {
            if stack.deletedAt > 0 {
                losses.record(1, "stacks in Deck's trash", outcome: "skipped")
                deletedCards += stack.cards.count
                continue
            }
            var list = BoardList(id: "deck-stack-" + stack.id, name: stack.title)
            if stack.isDoneColumn { list.extra["deck"] = .object(["isDoneColumn": .bool(true)]) }
            for item in Self.ordered(stack.cards, by: \.order) {
                if item.deletedAt > 0 {
                    deletedCards += 1
                    continue
                }
                if item.archived && !options.includeArchived {
                    losses.record(1, "archived cards", outcome: "skipped (archived cards are left out)")
                    continue
                }
                var card = Card(id: "deck-card-" + item.id, title: item.title)
                card.notes = item.description
                card.archived = item.archived
                card.labelIDs = item.labels.map(labelID)
                card.members = item.assignees.map(personID)
                card.reporter = item.owner.map(personID)
                card.source = Source(system: "deck", id: item.id)
                card.created = item.createdAt.map { Date(timeIntervalSince1970: $0) }
                var extra: [String: ExtraValue] = [:]
                for (key, text) in [("duedate", item.dueDate), ("startdate", item.startDate), ("done", item.done)] {
                    guard let text, !text.isEmpty else { continue }
                    guard let date = dates.read(text)?.date else {
                        warnings.append(AdapterWarning(
                            "the date \"\(text)\" is not one Cardport reads; it is kept in the card's extra",
                            location: item.path + "." + key))
                        losses.record(1, "dates Cardport cannot read", outcome: "kept as text in the card's extra")
                        extra[key] = .string(text)
                        continue
                    }
                    switch key {
                    case "duedate": card.due = date
                    case "startdate": card.start = date
                    default:
                        card.done = true
                        extra["done"] = .string(text)
                    }
                }
                if let color = item.color, !color.isEmpty { extra["color"] = .string(Self.hexColor(color)) }
                for comment in item.comments {
                    card.comments.append(Comment(
                        id: "deck-comment-" + (comment.id.isEmpty ? String(card.comments.count + 1) : comment.id),
                        author: comment.actorDisplayName.isEmpty ? comment.actorID : comment.actorDisplayName,
                        date: comment.date.flatMap { dates.read($0)?.date } ?? card.created ?? Date(timeIntervalSince1970: 0),
                        text: comment.message))
                }
                losses.record(
                    item.commentsCount - item.comments.count, "comments",
                    outcome: "not in the export (it only counts them)")
                let attachments = max(item.attachmentNames.count, item.attachmentCount)
                losses.record(attachments, "attachments", outcome: "not carried (the export holds no files)")
                let names = item.attachmentNames.filter { !$0.isEmpty }
                if !names.isEmpty { extra["attachments"] = .array(names.map(ExtraValue.string)) }
                for dependent in item.dependentCards {
                    if cardIDs.contains(dependent) {
                        card.links.append(CardLink(kind: .relatesTo, cardID: "deck-card-" + dependent))
                    } else {
                        losses.record(1, "links to cards not in the board", outcome: "not carried")
                    }
                }
                if !extra.isEmpty { card.extra["deck"] = .object(extra) }
                list.cards.append(card)
            }
            board.lists.append(list)
        }
        losses.record(deletedCards, "cards in Deck's trash", outcome: "skipped")
        if !deckExtra.isEmpty { board.extra["deck"] = .object(deckExtra) }
        return ImportResult(board: board, warnings: warnings, losses: losses)
    }

    /// `elements` sorted by `order`, keeping the export's order where orders are equal (Deck writes 999 for
    /// cards never moved).
    private static func ordered<Element>(_ elements: [Element], by order: KeyPath<Element, Double>) -> [Element] {
        elements.enumerated()
            .sorted { ($0.element[keyPath: order], $0.offset) < ($1.element[keyPath: order], $1.offset) }
            .map(\.element)
    }

    /// Deck writes colours as six hex digits without `#`; Cardport's colours carry it.
    static func hexColor(_ color: String) -> String {
        color.hasPrefix("#") ? color : "#" + color.lowercased()
    }
}
