import Boards
import Foundation
import StreamingJSON

/// Writes one board in the shape of a Trello "Export as JSON" board export.
///
/// Ids are Trello-shaped (see ``TrelloIdentifiers``); a card imported from Trello keeps its Trello id and url.
/// `pos` values are 16384 apart in board order, as Trello spaces them. Comments become `commentCard` actions,
/// newest first as Trello lists them; card members and comment authors become `members[]`.
struct TrelloExportWriter {
    /// The Trello colour names a label may carry; other colours are written as `null` with a warning.
    static let colorNames: Set<String> = {
        let base = ["green", "yellow", "orange", "red", "purple", "blue", "sky", "lime", "pink", "black"]
        return Set(base + base.map { $0 + "_dark" } + base.map { $0 + "_light" })
    }()

    private let board: Board
    private let options: ExportOptions
    private var ids = TrelloIdentifiers()
    private var writer = JSONWriter()
    private(set) var warnings: [AdapterWarning] = []

    private var boardID = ""
    private var labelIDs: [String: String] = [:]
    /// Trello member ids by the reference cards and comments use (a person's id or a bare name).
    private var memberIDs: [String: String] = [:]
    /// The members to write, by the key they were made from (a person's id, or a bare name), in order.
    private var members: [String] = []
    private var customFieldIDs: [String: String] = [:]
    /// Option ids by field id and option id (joined by NUL).
    private var optionIDs: [String: String] = [:]

    /// The board's labels and people by id, looked up as each card and comment is written.
    private let directory: BoardDirectory

    init(board: Board, options: ExportOptions) {
        self.board = board
        self.options = options
        self.directory = BoardDirectory(board, cards: false)
    }

    /// A card to write, with the Trello ids of it and its parts.
    private struct PlannedCard {
        var card: Card
        var listID: String
        var listName: String
        var id: String
        var idShort: Int
        var pos: Int
        var checklistIDs: [String]
        var itemIDs: [[String]]
        var commentIDs: [String]
        var attachmentIDs: [String]
        /// The id of the card's `createCard` action, when the card knows when it was created.
        var creationID: String? = nil
    }

    /// The whole export as bytes.
    mutating func write() -> Data {
        boardID = ids.id(for: board.id, kind: "board")
        for field in board.customFields {
            customFieldIDs[field.id] = ids.id(for: field.id, kind: "customField")
            for option in field.options { optionIDs[field.id + "\u{0}" + option.id] = ids.id(for: option.id, kind: "option") }
        }
        for label in board.labels { labelIDs[label.id] = ids.id(for: label.id, kind: "label") }
        var lists: [(list: BoardList, id: String)] = []
        var cards: [PlannedCard] = []
        var otherSources = 0
        for list in board.lists where options.includeArchived || !list.archived {
            let listID = ids.id(for: list.id, kind: "list")
            lists.append((list, listID))
            var position = 0
            for card in list.cards where options.includeArchived || !card.archived {
                var cardID = card.id
                if let source = card.source {
                    if source.system == "trello", let sourceID = source.id { cardID = sourceID } else { otherSources += 1 }
                }
                position += 1
                var planned = PlannedCard(
                    card: card, listID: listID, listName: list.name, id: ids.id(for: cardID, kind: "card"),
                    idShort: cards.count + 1, pos: 16384 * position,
                    checklistIDs: [], itemIDs: [], commentIDs: [], attachmentIDs: [])
                for checklist in card.checklists {
                    planned.checklistIDs.append(ids.id(for: checklist.id, kind: "checklist"))
                    planned.itemIDs.append(checklist.items.map { ids.id(for: $0.id, kind: "checkItem") })
                }
                planned.commentIDs = card.comments.map { ids.id(for: $0.id, kind: "comment") }
                planned.attachmentIDs = card.attachments.map { ids.id(for: $0.id, kind: "attachment") }
                for reference in card.members + card.comments.map(\.author) { addMember(reference) }
                if card.created != nil {
                    planned.creationID = ids.id(for: card.id, kind: "createCard")
                    if let reporter = card.reporter { addMember(reporter) }
                }
                cards.append(planned)
            }
        }
        // People no card or comment names are members of the board all the same.
        for person in board.people { addMember(person.id) }
        if otherSources > 0 {
            warnings.append(AdapterWarning(
                "\(otherSources) card\(otherSources == 1 ? " came" : "s came") from another system than Trello; "
                    + "a Trello export has no place for where a card came from."))
        }
        for label in board.labels {
            if let color = label.color, !Self.colorNames.contains(color) {
                warnings.append(AdapterWarning(
                    "The label \"\(label.name)\" has the colour \"\(color)\", which Trello does not name; "
                        + "it was written without a colour.",
                    location: "labels"))
            }
        }

        writer = JSONWriter(capacity: 1024 + cards.count * 1024)
        writer.beginObject()
        writer.key("id"); writer.string(boardID)
        writer.key("name"); writer.string(board.name)
        writer.key("desc"); writer.string(board.notes)
        writer.key("descData"); writer.null()
        writer.key("closed"); writer.bool(false)
        writer.key("idOrganization"); writer.null()
        writer.key("pinned"); writer.bool(false)
        writer.key("starred"); writer.bool(false)
        writer.key("labelNames")
        writer.beginObject()
        for label in board.labels {
            if let color = label.color, Self.colorNames.contains(color), !label.name.isEmpty {
                writer.key(color); writer.string(label.name)
            }
        }
        writer.endObject()
        writer.key("dateLastActivity"); writer.string(lastActivity(of: board.lists.flatMap(\.cards)))
        writeActions(cards)
        writer.key("cards")
        writer.beginArray()
        for card in cards { writeCard(card) }
        writer.endArray()
        writer.key("labels")
        writer.beginArray()
        for label in board.labels { writeLabel(label) }
        writer.endArray()
        writer.key("lists")
        writer.beginArray()
        for (index, entry) in lists.enumerated() {
            writer.beginObject()
            writer.key("id"); writer.string(entry.id)
            writer.key("name"); writer.string(entry.list.name)
            writer.key("closed"); writer.bool(entry.list.archived)
            writer.key("idBoard"); writer.string(boardID)
            writer.key("pos"); writer.number(16384 * (index + 1))
            writer.key("subscribed"); writer.bool(false)
            writer.key("softLimit"); writer.number(entry.list.cardLimit)
            writer.endObject()
        }
        writer.endArray()
        writer.key("members")
        writer.beginArray()
        // Sorted by name, then id: the order depends neither on the cards' order nor on their comments'.
        let sortedMembers = members.map { (key: $0, name: memberNames($0).0) }.sorted { ($0.name, $0.key) < ($1.name, $1.key) }
        for member in sortedMembers { writeMember(member.key) }
        writer.endArray()
        writer.key("checklists")
        writer.beginArray()
        for card in cards { writeChecklists(card) }
        writer.endArray()
        writeCustomFields()
        for key in ["memberships", "pluginData"] {
            writer.key(key); writer.beginArray(); writer.endArray()
        }
        writer.endObject()
        writer.finishLine()
        return writer.data
    }

    /// Gives the person a reference names (or the bare name) a Trello member id, once.
    private mutating func addMember(_ reference: String) {
        guard memberIDs[reference] == nil else { return }
        let key = directory.person(named: reference)?.id ?? reference
        if let id = memberIDs[key] {
            memberIDs[reference] = id
            return
        }
        let id = ids.id(for: key, kind: "member")
        memberIDs[key] = id
        memberIDs[reference] = id
        // A bare Trello member id (someone an export named but did not describe) stays undescribed.
        if directory.person(named: reference) == nil, TrelloIdentifiers.isTrelloID(reference) { return }
        members.append(key)
    }

    /// A username for `name`: its ASCII letters and digits in lower case; empty for an empty name.
    private static func username(for name: String) -> String {
        guard !name.isEmpty else { return "" }
        let letters = String(name.lowercased().unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        return letters.isEmpty ? "member" + TrelloIdentifiers.hashed(name).prefix(6) : letters
    }

    private func lastActivity(of cards: [Card]) -> String? {
        cards.flatMap(\.comments).map(\.date).max().flatMap(BoardDate.string(from:))
    }

    private mutating func writeLabel(_ label: Label) {
        writer.beginObject()
        writer.key("id"); writer.string(labelIDs[label.id] ?? "")
        writer.key("idBoard"); writer.string(boardID)
        writer.key("name"); writer.string(label.name)
        writer.key("color"); writer.string(label.color.flatMap { Self.colorNames.contains($0) ? $0 : nil })
        writer.endObject()
    }

    /// A member: a person of the board's directory with their name and username, or a bare name (with a
    /// username made from it). A bare Trello member id (a person an export named but did not describe) is
    /// written without a name, as Trello would.
    private mutating func writeMember(_ key: String) {
        let (fullName, username) = memberNames(key)
        writer.beginObject()
        writer.key("id"); writer.string(memberIDs[key] ?? "")
        writer.key("fullName"); writer.string(fullName)
        writer.key("username"); writer.string(username)
        writer.endObject()
    }

    /// The full name and username written for a member reference.
    private func memberNames(_ reference: String) -> (String, String) {
        if let person = directory.person(named: reference) { return (person.name, person.username ?? "") }
        if TrelloIdentifiers.isTrelloID(reference) { return ("", "") }
        return (reference, Self.username(for: reference))
    }

    private mutating func writeCard(_ planned: PlannedCard) {
        let card = planned.card
        writer.beginObject()
        writer.key("id"); writer.string(planned.id)
        writer.key("closed"); writer.bool(card.archived)
        writer.key("dueComplete"); writer.bool(card.dueComplete)
        writer.key("dateLastActivity"); writer.string(lastActivity(of: [card]))
        writer.key("desc"); writer.string(card.notes)
        writer.key("descData"); writer.null()
        writer.key("due"); writer.string(card.due.flatMap(BoardDate.string(from:)))
        writer.key("dueReminder"); writer.null()
        writer.key("idBoard"); writer.string(boardID)
        writer.key("idChecklists")
        writer.beginArray()
        for id in planned.checklistIDs { writer.string(id) }
        writer.endArray()
        var cardLabels: [Label] = []
        for labelID in card.labelIDs {
            if let label = directory.label(id: labelID) {
                cardLabels.append(label)
            } else {
                warnings.append(AdapterWarning(
                    "The card \"\(card.title)\" has the label \(labelID), which the board does not define; "
                        + "it was left off the card."))
            }
        }
        writer.key("idLabels")
        writer.beginArray()
        for label in cardLabels { writer.string(labelIDs[label.id] ?? "") }
        writer.endArray()
        writer.key("idList"); writer.string(planned.listID)
        writer.key("idMembers")
        writer.beginArray()
        for reference in card.members { writer.string(memberIDs[reference] ?? "") }
        writer.endArray()
        writer.key("idMembersVoted"); writer.beginArray(); writer.endArray()
        writer.key("idShort"); writer.number(planned.idShort)
        let coverAttachment = card.cover?.attachmentID.flatMap { id in
            card.attachments.firstIndex { $0.id == id }.map { planned.attachmentIDs[$0] }
        }
        writer.key("idAttachmentCover"); writer.string(coverAttachment)
        writer.key("labels")
        writer.beginArray()
        for label in cardLabels { writeLabel(label) }
        writer.endArray()
        writer.key("manualCoverAttachment"); writer.bool(false)
        writer.key("name"); writer.string(card.title)
        writer.key("pos"); writer.number(planned.pos)
        writer.key("start"); writer.string(card.start.flatMap(BoardDate.string(from:)))
        writer.key("subscribed"); writer.bool(false)
        if let source = card.source, source.system == "trello", let url = source.url {
            writer.key("url"); writer.string(url)
        }
        writer.key("isTemplate"); writer.bool(false)
        writer.key("cardRole"); writer.null()
        writer.key("attachments")
        writer.beginArray()
        for (index, attachment) in card.attachments.enumerated() {
            writer.beginObject()
            writer.key("bytes"); writer.number(attachment.bytes)
            writer.key("date"); writer.null()
            writer.key("edgeColor"); writer.null()
            writer.key("idMember"); writer.null()
            writer.key("isUpload"); writer.bool(attachment.bytes != nil)
            writer.key("mimeType"); writer.string(attachment.mimeType)
            writer.key("name"); writer.string(attachment.name)
            writer.key("previews"); writer.beginArray(); writer.endArray()
            writer.key("url"); writer.string(attachment.url)
            writer.key("pos"); writer.number(16384 * (index + 1))
            writer.key("id"); writer.string(planned.attachmentIDs[index])
            writer.endObject()
        }
        writer.endArray()
        writer.key("cover")
        writer.beginObject()
        writer.key("idAttachment"); writer.string(coverAttachment)
        writer.key("color"); writer.string(card.cover?.color)
        var coverExtra: [String: ExtraValue] = [:]
        if case .object(let kept) = card.extra["trelloCover"] { coverExtra = kept }
        for key in ["idUploadedBackground", "size", "brightness"] {
            if case .string(let value) = coverExtra[key] {
                writer.key(key); writer.string(value)
            }
        }
        writer.endObject()
        if card.cover?.imageURL != nil {
            warnings.append(AdapterWarning(
                "The card \"\(card.title)\" has a cover image that is not one of its attachments; Trello has no place "
                    + "for it."))
        }
        writer.key("checkItemStates")
        writer.beginArray()
        for (index, checklist) in card.checklists.enumerated() {
            for (itemIndex, item) in checklist.items.enumerated() where item.done {
                writer.beginObject()
                writer.key("idCheckItem"); writer.string(planned.itemIDs[index][itemIndex])
                writer.key("state"); writer.string("complete")
                writer.endObject()
            }
        }
        writer.endArray()
        writer.key("pluginData"); writer.beginArray(); writer.endArray()
        writer.key("customFieldItems")
        writer.beginArray()
        for value in card.customFields { writeCustomFieldItem(value, card: planned) }
        writer.endArray()
        writer.endObject()
    }

    /// A card's value for a custom field, as Trello writes it: numbers, dates and checkboxes as strings, an
    /// option by its id.
    private mutating func writeCustomFieldItem(_ value: CustomFieldValue, card: PlannedCard) {
        guard let fieldID = customFieldIDs[value.fieldID] else {
            warnings.append(AdapterWarning(
                "The card \"\(card.card.title)\" has a value for the field \(value.fieldID), which the board does not "
                    + "define; it was left out."))
            return
        }
        writer.beginObject()
        writer.key("id"); writer.string(TrelloIdentifiers.hashed("customFieldItem\u{0}" + card.id + "\u{0}" + fieldID))
        writer.key("idCustomField"); writer.string(fieldID)
        writer.key("idModel"); writer.string(card.id)
        writer.key("modelType"); writer.string("card")
        if case .option(let option) = value.value {
            writer.key("idValue"); writer.string(optionIDs[value.fieldID + "\u{0}" + option] ?? option)
        } else {
            writer.key("value")
            writer.beginObject()
            switch value.value {
            case .text(let text): writer.key("text"); writer.string(text)
            case .number(let number): writer.key("number"); writer.string(number)
            case .date(let date): writer.key("date"); writer.string(BoardDate.string(from: date))
            case .checkbox(let checked): writer.key("checked"); writer.string(checked ? "true" : "false")
            case .option: break
            }
            writer.endObject()
        }
        writer.endObject()
    }

    /// The board's custom fields as Trello defines them (`list` for option fields).
    private mutating func writeCustomFields() {
        writer.key("customFields")
        writer.beginArray()
        for (index, field) in board.customFields.enumerated() {
            writer.beginObject()
            writer.key("id"); writer.string(customFieldIDs[field.id] ?? "")
            writer.key("idModel"); writer.string(boardID)
            writer.key("modelType"); writer.string("board")
            writer.key("name"); writer.string(field.name)
            writer.key("pos"); writer.number(16384 * (index + 1))
            writer.key("type")
            writer.string(field.kind == .option ? "list" : field.kind.rawValue)
            if field.kind == .option {
                writer.key("options")
                writer.beginArray()
                for (optionIndex, option) in field.options.enumerated() {
                    writer.beginObject()
                    writer.key("id"); writer.string(optionIDs[field.id + "\u{0}" + option.id] ?? "")
                    writer.key("idCustomField"); writer.string(customFieldIDs[field.id] ?? "")
                    writer.key("value"); writer.beginObject(); writer.key("text"); writer.string(option.name); writer.endObject()
                    writer.key("color"); writer.string(option.color ?? "none")
                    writer.key("pos"); writer.number(16384 * (optionIndex + 1))
                    writer.endObject()
                }
                writer.endArray()
            }
            writer.endObject()
        }
        writer.endArray()
    }

    private mutating func writeChecklists(_ planned: PlannedCard) {
        for (index, checklist) in planned.card.checklists.enumerated() {
            let checklistID = planned.checklistIDs[index]
            writer.beginObject()
            writer.key("id"); writer.string(checklistID)
            writer.key("name"); writer.string(checklist.name)
            writer.key("idBoard"); writer.string(boardID)
            writer.key("idCard"); writer.string(planned.id)
            writer.key("pos"); writer.number(16384 * (index + 1))
            writer.key("checkItems")
            writer.beginArray()
            for (itemIndex, item) in checklist.items.enumerated() {
                writer.beginObject()
                writer.key("id"); writer.string(planned.itemIDs[index][itemIndex])
                writer.key("name"); writer.string(item.text)
                writer.key("nameData"); writer.null()
                writer.key("pos"); writer.number(16384 * (itemIndex + 1))
                writer.key("due"); writer.null()
                writer.key("idMember"); writer.null()
                writer.key("idChecklist"); writer.string(checklistID)
                writer.key("state"); writer.string(item.done ? "complete" : "incomplete")
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
    }

    /// Comments as `commentCard` actions and card creations as `createCard` actions, newest first as Trello
    /// lists them. Of two actions made in the same millisecond, the later on the card is written first (a
    /// creation before its comments), so reading back keeps the card's order.
    private mutating func writeActions(_ cards: [PlannedCard]) {
        // `comment` is nil for the card's creation.
        var actions: [(card: Int, comment: Int?, date: Date, sequence: Int)] = []
        for (cardIndex, card) in cards.enumerated() {
            if card.creationID != nil, let created = card.card.created {
                actions.append((cardIndex, nil, created, actions.count))
            }
            for (commentIndex, comment) in card.card.comments.enumerated() {
                actions.append((cardIndex, commentIndex, comment.date, actions.count))
            }
        }
        actions.sort { ($0.date, $0.sequence) > ($1.date, $1.sequence) }
        writer.key("actions")
        writer.beginArray()
        for action in actions {
            let planned = cards[action.card]
            let author: String?
            let id: String
            if let index = action.comment {
                author = planned.card.comments[index].author
                id = planned.commentIDs[index]
            } else {
                author = planned.card.reporter
                id = planned.creationID ?? ""
            }
            let memberID = author.flatMap { memberIDs[$0] } ?? ""
            writer.beginObject()
            writer.key("id"); writer.string(id)
            writer.key("idMemberCreator"); writer.string(memberID)
            writer.key("data")
            writer.beginObject()
            if let index = action.comment {
                writer.key("text"); writer.string(planned.card.comments[index].text)
            }
            writer.key("card")
            writer.beginObject()
            writer.key("id"); writer.string(planned.id)
            writer.key("name"); writer.string(planned.card.title)
            writer.key("idShort"); writer.number(planned.idShort)
            writer.endObject()
            writer.key("board")
            writer.beginObject()
            writer.key("id"); writer.string(boardID)
            writer.key("name"); writer.string(board.name)
            writer.endObject()
            writer.key("list")
            writer.beginObject()
            writer.key("id"); writer.string(planned.listID)
            writer.key("name"); writer.string(planned.listName)
            writer.endObject()
            writer.endObject()
            writer.key("type"); writer.string(action.comment == nil ? "createCard" : "commentCard")
            writer.key("date"); writer.string(BoardDate.string(from: action.date))
            if let author, directory.person(named: author) != nil || !TrelloIdentifiers.isTrelloID(author) {
                writer.key("memberCreator")
                writer.beginObject()
                writer.key("id"); writer.string(memberID)
                let (fullName, username) = memberNames(author)
                writer.key("fullName"); writer.string(fullName)
                writer.key("username"); writer.string(username)
                writer.endObject()
            }
            writer.endObject()
        }
        writer.endArray()
    }
}
